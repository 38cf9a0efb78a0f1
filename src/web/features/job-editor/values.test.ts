import { describe, expect, it } from "vitest";
import { ZStep1Form, type Step1Values } from "./values.ts";

const filled: Step1Values = {
  title: "Erntehelfer/in Spargel (m/w/d)",
  sectors: [1],
  working_time: "Saisonarbeit",
  starts_at: null,
  location: {
    formatted_address: "Beelitz, Brandenburg",
    street: null,
    street_number: null,
    zipcode: "14547",
    location: "Beelitz",
    state: "Brandenburg",
    country: "DE",
    latitude: 52.24,
    longitude: 12.97,
  },
  season_start: "2027-04-01",
  season_end: "2027-06-24",
  hours_per_week: "",
  accommodation: "",
  accommodation_cost_cents: "",
  meals: false,
  transport: false,
  fixed_term: false,
  driving_licences: [],
  languages: [],
  no_languages_needed: false,
};

const issues = (values: Step1Values) => {
  const result = ZStep1Form.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("ZStep1Form", () => {
  it("sends hours as a number, the cost in cents, and nothing unstated", () => {
    const sent = ZStep1Form.parse({
      ...filled,
      hours_per_week: "40",
      accommodation: "paid",
      accommodation_cost_cents: "249,50",
    });
    expect(sent).toMatchObject({
      hours_per_week: 40,
      accommodation: "paid",
      accommodation_cost_cents: 24950,
      languages: null,
    });
    expect(ZStep1Form.parse(filled)).toMatchObject({
      hours_per_week: null,
      accommodation: null,
      accommodation_cost_cents: null,
    });
  });

  it("drops a cost typed before choosing another kind of accommodation", () => {
    expect(
      ZStep1Form.parse({ ...filled, accommodation: "free", accommodation_cost_cents: "200" }),
    ).toMatchObject({ accommodation: "free", accommodation_cost_cents: null });
  });

  it("sends [] for „Keine Sprachkenntnisse nötig“, the rows otherwise, null for neither", () => {
    const rows = [{ code: "pl", level: "good" }] as Step1Values["languages"];
    expect(
      ZStep1Form.parse({ ...filled, no_languages_needed: true, languages: rows }).languages,
    ).toEqual([]);
    expect(ZStep1Form.parse({ ...filled, languages: rows }).languages).toEqual(rows);
    expect(ZStep1Form.parse(filled).languages).toBeNull();
  });

  it("refuses with German messages at the fields the server names", () => {
    expect(issues({ ...filled, season_start: "", season_end: "" })).toEqual({
      season_start: "Bitte geben Sie an, wann die Saison beginnt.",
      season_end: "Bitte geben Sie an, wann die Saison endet.",
    });
    expect(issues({ ...filled, hours_per_week: "viele" })).toEqual({
      hours_per_week: "Bitte geben Sie die Wochenstunden als ganze Zahl an, z. B. 40.",
    });
    expect(issues({ ...filled, languages: [{ code: "pl", level: "" }] })).toEqual({
      "languages.0.level": "Bitte wählen Sie das Sprachniveau.",
    });
    expect(issues({ ...filled, accommodation: "paid" })).toEqual({
      accommodation_cost_cents: "Bitte geben Sie an, was die Unterkunft im Monat kostet.",
    });
  });
});
