import { describe, expect, it } from "vitest";
import { INTL_LOCALES, LOCALES, type Locale } from "#shared/locales.ts";
import { createTranslator, type Message } from "#shared/translator.ts";
import { CATALOGUE } from "./catalogue.server.ts";

const placeholders = (message: Message): string[] => {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  return [
    ...new Set(texts.flatMap((text) => [...(text ?? "").matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))),
  ]
    .filter((name) => name !== "count")
    .sort();
};

describe.each(Object.entries(CATALOGUE))("messages of %s", (_area, byLocale) => {
  const german = byLocale.de as Record<string, Message>;

  it.each(LOCALES)("%s has every German key, and no other", (locale) => {
    expect(Object.keys(byLocale[locale]).sort()).toEqual(Object.keys(german).sort());
  });

  it.each(LOCALES)("%s: each plural message has every category of the language", (locale) => {
    const categories = new Intl.PluralRules(INTL_LOCALES[locale]).resolvedOptions()
      .pluralCategories;
    for (const [key, message] of Object.entries(byLocale[locale] as Record<string, Message>)) {
      // A count in German is a count in every language.
      expect(typeof message, key).toBe(typeof german[key]);
      if (typeof message === "string") continue;
      expect(Object.keys(message).sort(), `${locale} ${key}`).toEqual([...categories].sort());
      for (const form of Object.values(message))
        expect(form, `${locale} ${key}`).toContain("{count}");
    }
  });

  it.each(LOCALES)("%s: no empty text, the same placeholders as German", (locale) => {
    for (const [key, message] of Object.entries(byLocale[locale] as Record<string, Message>)) {
      const texts = typeof message === "string" ? [message] : Object.values(message);
      for (const text of texts) expect(text?.trim(), `${locale} ${key}`).not.toBe("");
      expect(placeholders(message), `${locale} ${key}`).toEqual(placeholders(german[key]!));
    }
  });
});

describe("plural forms of Polish and Ukrainian", () => {
  const counts = [0, 1, 2, 5, 22, 25];
  const of = (locale: Locale) => {
    const t = createTranslator(locale, CATALOGUE.shell[locale]);
    return counts.map((n) => t.count("savedJobs.name", n));
  };

  it("Polish: 1 oferta, 2 and 22 oferty, 0, 5 and 25 ofert", () => {
    expect(of("pl")).toEqual([
      "Zapisane: 0 ofert",
      "Zapisane: 1 oferta",
      "Zapisane: 2 oferty",
      "Zapisane: 5 ofert",
      "Zapisane: 22 oferty",
      "Zapisane: 25 ofert",
    ]);
  });

  it("Ukrainian: 1 вакансія, 2 and 22 вакансії, 0, 5 and 25 вакансій", () => {
    expect(of("uk")).toEqual([
      "Збережені: 0 вакансій",
      "Збережені: 1 вакансія",
      "Збережені: 2 вакансії",
      "Збережені: 5 вакансій",
      "Збережені: 22 вакансії",
      "Збережені: 25 вакансій",
    ]);
  });

  it("Romanian: „de“ from 20 on, German and English one and other", () => {
    const t = createTranslator("ro", CATALOGUE.savedJobs.ro);
    expect([1, 2, 19, 20, 101].map((n) => t.count("count", n).split(".")[0])).toEqual([
      "Ai salvat 1 anunț",
      "Ai salvat 2 anunțuri",
      "Ai salvat 19 anunțuri",
      "Ai salvat 20 de anunțuri",
      "Ai salvat 101 anunțuri",
    ]);
    const de = createTranslator("de", CATALOGUE.shell.de);
    expect([0, 1, 1234].map((n) => de.count("savedJobs.name", n))).toEqual([
      "Merkliste 0 Jobs",
      "Merkliste 1 Job",
      "Merkliste 1.234 Jobs",
    ]);
  });
});
