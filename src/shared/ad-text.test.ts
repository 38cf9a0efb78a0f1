import { describe, expect, it } from "vitest";
import { adTextFor } from "./ad-text.ts";
import type { AdText, AdTranslations } from "./schemas/jobs.ts";

const GERMAN: AdText = {
  title: "Erntehelfer (m/w/d) Spargel",
  description: "<p>Spargelernte in der Region Hannover, mit Unterkunft am Hof.</p>",
  tasks: "<ul><li>Spargel stechen</li></ul>",
  profile: "<p>Du arbeitest gern draußen.</p>",
  benefits: "<p>Unterkunft frei.</p>",
};
const ROMANIAN: AdText = {
  title: "Culegător de sparanghel (m/f/d)",
  description: "<p>Recoltăm sparanghel lângă Hanovra, cu cazare la fermă.</p>",
  tasks: "<ul><li>Recoltarea sparanghelului</li></ul>",
  profile: "<p>Îți place să lucrezi în aer liber.</p>",
  benefits: "",
};
const ad = (translations: AdTranslations | null | undefined) => ({ ...GERMAN, translations });

describe("adTextFor", () => {
  it("gives the German texts for German, never as a fallback", () => {
    expect(adTextFor(ad({ ro: ROMANIAN }), "de")).toEqual({
      ...GERMAN,
      lang: "de",
      fallback: false,
    });
  });

  it("gives the translation in a translated language", () => {
    expect(adTextFor(ad({ ro: ROMANIAN }), "ro")).toEqual({
      ...ROMANIAN,
      lang: "ro",
      fallback: false,
    });
  });

  it("keeps an empty block of a translation empty, not German", () => {
    expect(adTextFor(ad({ ro: ROMANIAN }), "ro").benefits).toBe("");
  });

  it("falls back to German, flagged, in a language without a translation", () => {
    for (const locale of ["en", "pl", "uk"] as const) {
      expect(adTextFor(ad({ ro: ROMANIAN }), locale)).toEqual({
        ...GERMAN,
        lang: "de",
        fallback: true,
      });
    }
  });

  it("falls back when the ad has no translations at all", () => {
    for (const translations of [{}, null, undefined]) {
      expect(adTextFor(ad(translations), "pl")).toMatchObject({ ...GERMAN, fallback: true });
    }
  });

  it("falls back when a stored translation lacks its title or description", () => {
    expect(adTextFor(ad({ pl: { ...ROMANIAN, title: " " } }), "pl").fallback).toBe(true);
    expect(adTextFor(ad({ pl: { ...ROMANIAN, description: "" } }), "pl").fallback).toBe(true);
  });

  it("does not change the ad it reads", () => {
    const read = ad({ ro: ROMANIAN });
    const before = structuredClone(read);
    adTextFor(read, "ro");
    adTextFor(read, "en");
    expect(read).toEqual(before);
  });
});
