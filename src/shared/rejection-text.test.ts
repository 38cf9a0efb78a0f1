import { describe, expect, it } from "vitest";
import { fillRejectionTemplate } from "./rejection-text.ts";
import { DEFAULT_REJECTION_TEMPLATE } from "./schemas/applications.ts";

const values = {
  name: "Mia Gärtner",
  stelle: "Landschaftsgärtner (m/w/d)",
  unternehmen: "Grün & Co",
};

describe("fillRejectionTemplate", () => {
  it("replaces every placeholder wherever it stands", () => {
    const text = fillRejectionTemplate(DEFAULT_REJECTION_TEMPLATE, values);
    expect(text).toContain("Hallo Mia Gärtner,");
    expect(text).toContain("als Landschaftsgärtner (m/w/d) und dein Interesse an Grün & Co.");
    expect(text.endsWith("Viele Grüße\nGrün & Co")).toBe(true);
    expect(text).not.toMatch(/\{(name|stelle|unternehmen)\}/);
  });

  it("does not replace again inside a value and leaves unknown braces", () => {
    expect(
      fillRejectionTemplate("{name} / {stelle} / {ort}", { ...values, name: "{stelle}" }),
    ).toBe("{stelle} / Landschaftsgärtner (m/w/d) / {ort}");
  });

  it("keeps markup as text (the HTML part escapes it)", () => {
    expect(fillRejectionTemplate("Hallo {name}", { ...values, name: "<b>x</b>" })).toBe(
      "Hallo <b>x</b>",
    );
  });
});
