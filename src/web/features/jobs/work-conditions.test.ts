import { describe, expect, it } from "vitest";
import { SEASONAL_WORK_NOT_STATED } from "#tests/support/seasonal-work.ts";
import { createTranslator, type MessagesLike } from "#shared/translator.ts";
import { job as germanJob, type JobMessages } from "#web/messages/job/de.ts";
import { job as polishJob } from "#web/messages/job/pl.ts";
import { workConditions as conditionsIn } from "./work-conditions.ts";

type Fields = Parameters<typeof conditionsIn>[0];
const german = createTranslator("de", germanJob as MessagesLike<JobMessages>);
const polish = createTranslator("pl", polishJob);
const workConditions = (job: Fields) => conditionsIn(job, german);

const nothingStated = SEASONAL_WORK_NOT_STATED;

describe("workConditions", () => {
  it("shows nothing an ad leaves open", () => {
    expect(workConditions({ ...nothingStated, driving_licences: [] })).toEqual([]);
  });

  it("names every stated fact in the seekers' words, in the block's order", () => {
    const lines = workConditions({
      season_start: "2027-03-15",
      season_end: "2027-10-31",
      hours_per_week: 40,
      accommodation: "paid",
      accommodation_cost_cents: 24950,
      meals: true,
      transport: true,
      fixed_term: true,
      driving_licences: ["T", "B"],
      languages: [
        { code: "pl", level: "good" },
        { code: "de", level: "basic" },
      ],
    }).map(({ term, text }) => `${term}: ${text}`);
    expect(lines).toEqual([
      "Saison: 15.03.2027 bis 31.10.2027",
      "Arbeitszeit: 40 Stunden pro Woche",
      "Unterkunft: Unterkunft gegen Bezahlung (249,50\u00a0€ im Monat)",
      "Verpflegung: Wird gestellt",
      "Anfahrt: Abholung oder Fahrt zum Einsatzort",
      "Vertrag: Befristet",
      "Führerscheine: Klasse T (Traktor bis 60 km/h, Land- und Forstwirtschaft), Klasse B (Pkw bis 3,5 t)",
      "Sprachen: Polnisch (gute Kenntnisse), Deutsch (Grundkenntnisse)",
    ]);
  });

  it("says when no language is needed, and tells the kinds of accommodation apart", () => {
    const texts = (job: Partial<Parameters<typeof workConditions>[0]>) =>
      workConditions({ ...nothingStated, driving_licences: [], ...job }).map((c) => c.text);
    expect(texts({ languages: [] })).toEqual([
      "Keine Sprachkenntnisse nötig – du kannst dich auch ohne Deutsch bewerben.",
    ]);
    expect(texts({ accommodation: "free" })).toEqual(["Unterkunft kostenlos"]);
    expect(texts({ accommodation: "none" })).toEqual(["Keine Unterkunft"]);
    expect(texts({ hours_per_week: 1 })).toEqual(["1 Stunde pro Woche"]);
  });

  it("speaks the page's language: Polish words, dates, money and plural forms", () => {
    const lines = conditionsIn(
      {
        season_start: "2027-03-15",
        season_end: "2027-10-31",
        hours_per_week: 22,
        accommodation: "paid",
        accommodation_cost_cents: 24950,
        meals: true,
        transport: false,
        fixed_term: true,
        driving_licences: ["T"],
        languages: [{ code: "de", level: "basic" }],
      },
      polish,
    ).map(({ term, text }) => `${term}: ${text}`);
    expect(lines).toEqual([
      "Sezon: od 15.03.2027 do 31.10.2027",
      "Czas pracy: 22 godziny tygodniowo",
      "Zakwaterowanie: Płatne zakwaterowanie (249,50\u00a0€ miesięcznie)",
      "Wyżywienie: Zapewnione",
      "Umowa: Na czas określony",
      "Prawo jazdy: Kategoria T (ciągnik do 60 km/h, rolnictwo i leśnictwo)",
      "Języki: niemiecki (podstawowa znajomość)",
    ]);
    const hours = (n: number) =>
      conditionsIn({ ...nothingStated, driving_licences: [], hours_per_week: n }, polish)[0]!.text;
    expect([1, 5, 40].map(hours)).toEqual([
      "1 godzina tygodniowo",
      "5 godzin tygodniowo",
      "40 godzin tygodniowo",
    ]);
  });
});
