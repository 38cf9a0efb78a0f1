import { describe, expect, it } from "vitest";
import * as texts from "./count-texts.ts";
import { countText, plural } from "./plural.ts";

describe("plural / countText", () => {
  it("uses the singular for exactly one, the plural for 0 and many, German digits", () => {
    expect(plural(0, "Job", "Jobs")).toBe("Jobs");
    expect(plural(1, "Job", "Jobs")).toBe("Job");
    expect(plural(2, "Job", "Jobs")).toBe("Jobs");
    expect(countText(1200, "Anzeige", "Anzeigen")).toBe("1.200 Anzeigen");
  });
});

// Every count text of the app for 0, 1 and many („1 passende Job“, „1 Anzeigen-Guthaben“).
const cases: [string, (n: number) => string, string, string, string][] = [
  ["matchingJobs", texts.matchingJobs, "0 passende Jobs", "1 passender Job", "1.234 passende Jobs"],
  ["newJobs", texts.newJobs, "0 neue Jobs", "1 neuer Job", "1.234 neue Jobs"],
  ["moreJobs", texts.moreJobs, "0 weitere Jobs", "1 weiterer Job", "1.234 weitere Jobs"],
  [
    "jobsShown (all)",
    (n) => texts.jobsShown(n, n),
    "0 von 0 Jobs angezeigt",
    "1 von 1 Job angezeigt",
    "1.234 von 1.234 Jobs angezeigt",
  ],
  [
    "openPositions",
    texts.openPositions,
    "0 offene Stellen",
    "1 offene Stelle",
    "1.234 offene Stellen",
  ],
  ["suggestionCount", texts.suggestionCount, "0 Vorschläge", "1 Vorschlag", "1.234 Vorschläge"],
  ["applicationCount", texts.applicationCount, "0 Bewerbungen", "1 Bewerbung", "1.234 Bewerbungen"],
  ["impressionCount", texts.impressionCount, "0 Suchtreffer", "1 Suchtreffer", "1.234 Suchtreffer"],
  ["viewCount", texts.viewCount, "0 Aufrufe", "1 Aufruf", "1.234 Aufrufe"],
  [
    "applyClickCount",
    texts.applyClickCount,
    "0 Klicks auf Bewerben",
    "1 Klick auf Bewerben",
    "1.234 Klicks auf Bewerben",
  ],
  [
    "newApplications",
    texts.newApplications,
    "0 neue Bewerbungen",
    "1 neue Bewerbung",
    "1.234 neue Bewerbungen",
  ],
  ["fileCount", texts.fileCount, "0 Dateien", "1 Datei", "1.234 Dateien"],
  ["adCount", texts.adCount, "0 Anzeigen", "1 Anzeige", "1.234 Anzeigen"],
  [
    "jobAdCount",
    texts.jobAdCount,
    "0 Stellenanzeigen",
    "1 Stellenanzeige",
    "1.234 Stellenanzeigen",
  ],
  ["orderCount", texts.orderCount, "0 Bestellungen", "1 Bestellung", "1.234 Bestellungen"],
  ["accountCount", texts.accountCount, "0 Konten", "1 Konto", "1.234 Konten"],
  ["dayCount", texts.dayCount, "0 Tage", "1 Tag", "1.234 Tage"],
  ["monthCount", texts.monthCount, "0 Monate", "1 Monat", "1.234 Monate"],
  [
    "availableCredits",
    texts.availableCredits,
    "Verfügbares Guthaben: 0 Anzeigen",
    "Verfügbares Guthaben: 1 Anzeige",
    "Verfügbares Guthaben: 1.234 Anzeigen",
  ],
  [
    "publishableAds",
    texts.publishableAds,
    "0 Anzeigen können jetzt veröffentlicht werden.",
    "1 Anzeige kann jetzt veröffentlicht werden.",
    "1.234 Anzeigen können jetzt veröffentlicht werden.",
  ],
  ["adsWere", texts.adsWere, "0 Anzeigen wurden", "1 Anzeige wurde", "1.234 Anzeigen wurden"],
  ["adsStand", texts.adsStand, "0 Anzeigen stehen", "1 Anzeige steht", "1.234 Anzeigen stehen"],
  [
    "sectorUsage (jobs)",
    (n) => texts.sectorUsage(n, 2),
    "in 0 Anzeigen und 2 Unternehmensprofilen",
    "in 1 Anzeige und 2 Unternehmensprofilen",
    "in 1.234 Anzeigen und 2 Unternehmensprofilen",
  ],
  [
    "sectorUsage (profiles)",
    (n) => texts.sectorUsage(2, n),
    "in 2 Anzeigen und 0 Unternehmensprofilen",
    "in 2 Anzeigen und 1 Unternehmensprofil",
    "in 2 Anzeigen und 1.234 Unternehmensprofilen",
  ],
  ["theAccounts", texts.theAccounts, "die 0 Konten", "das Konto", "die 1.234 Konten"],
  ["moreErrors", texts.moreErrors, "0 weitere Fehler", "1 weiterer Fehler", "1.234 weitere Fehler"],
  ["secondCount", texts.secondCount, "0 Sekunden", "1 Sekunde", "1.234 Sekunden"],
  ["minuteCount", texts.minuteCount, "0 Minuten", "1 Minute", "1.234 Minuten"],
];

describe("count texts", () => {
  it.each(cases)("%s agrees with 0, 1 and many", (_name, text, zero, one, many) => {
    expect(text(0)).toBe(zero);
    expect(text(1)).toBe(one);
    expect(text(1234)).toBe(many);
  });

  it("jobsShown counts by the total, whatever is shown so far", () => {
    expect(texts.jobsShown(12, 40)).toBe("12 von 40 Jobs angezeigt");
    expect(texts.jobsShown(0, 1)).toBe("0 von 1 Job angezeigt");
  });
});
