import { describe, expect, it } from "vitest";
import { parseEuroCents } from "../format.ts";
import { ZAdminPageInput, slugify } from "./admin-content.ts";

describe("slugify", () => {
  it("turns German names into slugs the schemas accept", () => {
    expect(slugify("Obst- und Gemüsebau")).toBe("obst-und-gemuesebau");
    expect(slugify("  Straßen & Grünflächen  ")).toBe("strassen-gruenflaechen");
    expect(slugify("Café Übersee")).toBe("cafe-uebersee");
    expect(slugify("!!!")).toBe("");
    expect(slugify("a".repeat(120)).length).toBe(100);
  });
});

describe("parseEuroCents", () => {
  it("reads what staff type as a price", () => {
    expect(parseEuroCents("149")).toBe(14900);
    expect(parseEuroCents("149,5")).toBe(14950);
    expect(parseEuroCents("1.499,99 €")).toBe(149999);
    expect(parseEuroCents("0")).toBe(0);
    for (const bad of ["", "-5", "1,999", "zwölf", "1e3"])
      expect(parseEuroCents(bad), bad).toBeNull();
  });
});

describe("ZAdminPageInput", () => {
  it("accepts sections in page slugs but no empty ones", () => {
    const base = {
      name: { de: "Ratgeber" },
      meta_title: { de: "" },
      meta_description: { de: "" },
      intro: { de: "" },
      content: { de: "<p>Text</p>" },
    };
    expect(ZAdminPageInput.safeParse({ ...base, slug: "ratgeber/bewerbung" }).success).toBe(true);
    for (const slug of ["ratgeber/", "/ratgeber", "Ratgeber", "ratgeber//x", "rat_geber"])
      expect(ZAdminPageInput.safeParse({ ...base, slug }).success, slug).toBe(false);
  });
});
