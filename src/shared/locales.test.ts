import { describe, expect, it } from "vitest";
import {
  germanPath,
  hasLanguageVersions,
  isMailedLinkPage,
  languageVersions,
  localeOfPath,
  localizedPath,
} from "./locales.ts";

describe("locale paths", () => {
  it("reads the language from the prefix, German without one or with an unknown one", () => {
    expect(localeOfPath("/")).toBe("de");
    expect(localeOfPath("/pl")).toBe("pl");
    expect(localeOfPath("/uk/merkliste")).toBe("uk");
    expect(localeOfPath("/PL/merkliste")).toBe("pl");
    expect(localeOfPath("/xx/jobs")).toBe("de");
    expect(localeOfPath("/de/jobs")).toBe("de");
    expect(localeOfPath("/plakat")).toBe("de");
  });

  it("maps a path to German and back, query and hash kept", () => {
    expect(germanPath("/pl")).toBe("/");
    expect(germanPath("/ro/merkliste")).toBe("/merkliste");
    expect(germanPath("/jobs")).toBe("/jobs");
    expect(localizedPath("/", "en")).toBe("/en");
    expect(localizedPath("/merkliste?x=1#a", "uk")).toBe("/uk/merkliste?x=1#a");
    expect(localizedPath("/?seite=2", "pl")).toBe("/pl?seite=2");
    expect(localizedPath("/merkliste", "de")).toBe("/merkliste");
  });

  it("never turns a path into another site's address (a 404 for /pl//evil.example)", () => {
    expect(germanPath("/pl//evil.example")).toBe("/");
    expect(germanPath("/PL//evil.example")).toBe("/");
    expect(germanPath("//evil.example")).toBe("/");
    expect(germanPath("/pl/\\evil.example")).toBe("/");
    expect(germanPath("/uk/merkliste//x")).toBe("/merkliste//x");
  });

  it("keeps the German path of a page without language versions", () => {
    expect(localizedPath("/faq", "pl")).toBe("/faq");
    expect(localizedPath("/blog/erntehelfer?x=1", "ro")).toBe("/blog/erntehelfer?x=1");
    expect(localizedPath("/jobs?branche=baumschule", "ro")).toBe("/ro/jobs?branche=baumschule");
    expect(languageVersions("/faq")).toEqual([]);
    expect(languageVersions("/").map((v) => v.path)).toEqual(["/", "/en", "/pl", "/ro", "/uk"]);
  });

  it("knows the pages of mailed links in every language: the applicant's and the job alert's", () => {
    for (const page of [
      "/bewerbung/12.abc",
      "/suchauftrag/bestaetigen/3.x-y",
      "/suchauftraege/3.x-y",
      "/suchauftrag/abmelden/3.x-y",
    ]) {
      expect(hasLanguageVersions(page), page).toBe(true);
      expect(localizedPath(page, "pl")).toBe(`/pl${page}`);
      expect(localizedPath(page, "de")).toBe(page);
      expect(germanPath(`/pl${page}`)).toBe(page);
      // A token in the address: no sitemap entries, no hreflang.
      expect(isMailedLinkPage(page), page).toBe(true);
      expect(languageVersions(page), page).toEqual([]);
    }
    expect(isMailedLinkPage("/jobs/12")).toBe(false);
    for (const path of [
      "/bewerbung/",
      "/bewerbung/12/x",
      "/x/bewerbung/12",
      "/suchauftraege/a/b",
    ]) {
      expect(hasLanguageVersions(path), path).toBe(false);
    }
  });

  it("knows a job page by its pattern: /jobs/{id} exists in every language, deeper paths do not", () => {
    expect(hasLanguageVersions("/jobs/42")).toBe(true);
    expect(localizedPath("/jobs/42", "pl")).toBe("/pl/jobs/42");
    expect(localizedPath("/jobs/42?ref=mail#bewerben", "uk")).toBe("/uk/jobs/42?ref=mail#bewerben");
    expect(localizedPath("/jobs/42", "de")).toBe("/jobs/42");
    expect(germanPath("/ro/jobs/42")).toBe("/jobs/42");
    expect(languageVersions("/jobs/7").map((v) => v.path)).toEqual([
      "/jobs/7",
      "/en/jobs/7",
      "/pl/jobs/7",
      "/ro/jobs/7",
      "/uk/jobs/7",
    ]);
    for (const path of ["/jobs/", "/jobs/42/x", "/jobs-im-bereich/obstbau/x", "/x/jobs/42"]) {
      expect(hasLanguageVersions(path), path).toBe(false);
      expect(localizedPath(path, "pl")).toBe(path);
      expect(languageVersions(path)).toEqual([]);
    }
  });

  it("knows a sector page by its pattern: /jobs-im-bereich/{slug} exists in every language", () => {
    expect(hasLanguageVersions("/jobs-im-bereich/obstbau")).toBe(true);
    expect(localizedPath("/jobs-im-bereich/obstbau?x=1", "ro")).toBe(
      "/ro/jobs-im-bereich/obstbau?x=1",
    );
    expect(germanPath("/pl/jobs-im-bereich/obstbau")).toBe("/jobs-im-bereich/obstbau");
    expect(languageVersions("/jobs-im-bereich/obstbau").map((v) => v.path)).toEqual([
      "/jobs-im-bereich/obstbau",
      "/en/jobs-im-bereich/obstbau",
      "/pl/jobs-im-bereich/obstbau",
      "/ro/jobs-im-bereich/obstbau",
      "/uk/jobs-im-bereich/obstbau",
    ]);
    for (const path of ["/jobs-im-bereich/", "/jobs-im-bereich"]) {
      expect(hasLanguageVersions(path), path).toBe(false);
    }
  });
});
