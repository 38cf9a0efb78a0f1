// The seasonal-work fields of a demo ad (ADR 049): a season for Saisonarbeit, weekly hours,
// accommodation, meals, transport, a fixed term, driving licences and languages. Drawn from a
// PRNG stream of their own per employer (jobs.ts), so the rest of every ad stays as it was; and
// read from the ad's own texts where they say it (a licence or German asked for in the profile,
// accommodation or lunch among the benefits), so fields and texts agree.

import {
  DRIVING_LICENCES,
  type AccommodationKind,
  type DrivingLicence,
} from "#shared/constants.ts";
import type { AdLanguage } from "#shared/schemas/jobs.ts";
import type { DemoSeasonalWork, DemoWorkingTime } from "./types.ts";

interface SeasonRng {
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  step(min: number, max: number, step: number): number;
}

/** The benefit lines (jobs.ts TIME_BENEFITS) that promise accommodation or lunch. */
const ACCOMMODATION_BENEFIT = "Unterkunft in Betriebsnähe auf Wunsch";
const LUNCH_BENEFIT = "Mittagessen an langen Erntetagen";

/** Languages of seasonal ads whose profile names none: teams that speak Polish, Romanian … */
const SEASONAL_LANGUAGES: (AdLanguage[] | null)[] = [
  null,
  null,
  [],
  [],
  [{ code: "de", level: "basic" }],
  [{ code: "pl", level: "basic" }],
  [{ code: "ro", level: "basic" }],
  [{ code: "en", level: "basic" }],
  [
    { code: "pl", level: "good" },
    { code: "de", level: "basic" },
  ],
  [
    { code: "uk", level: "basic" },
    { code: "ru", level: "basic" },
  ],
  [
    { code: "bg", level: "basic" },
    { code: "ro", level: "basic" },
  ],
];

/** Classes a profile line asks for: "Führerschein Klasse T oder B" → T, B. */
function licencesIn(lines: string[]): DrivingLicence[] {
  const found = new Set<DrivingLicence>();
  for (const line of lines) {
    const named = /Führerschein Klasse ([A-Z0-9]+(?: oder [A-Z0-9]+)*)/.exec(line);
    for (const name of named?.[1]?.split(" oder ") ?? []) {
      if ((DRIVING_LICENCES as readonly string[]).includes(name)) found.add(name as DrivingLicence);
    }
  }
  return [...found];
}

/**
 * German as a profile line asks for it. "Deutsch oder Englisch" is no list of musts: half of
 * those ads state English as enough, the other half leave the languages unstated (null).
 */
function germanIn(rng: SeasonRng, lines: string[]): AdLanguage[] | null | undefined {
  if (lines.some((line) => /Deutsch oder Englisch/.test(line))) {
    return rng.chance(0.5) ? [{ code: "en", level: "basic" }] : null;
  }
  if (lines.some((line) => /Grundkenntnisse in Deutsch/.test(line))) {
    return [{ code: "de", level: "basic" }];
  }
  if (lines.some((line) => /Gute Deutschkenntnisse/.test(line))) {
    return [{ code: "de", level: "good" }];
  }
  return undefined;
}

export function demoSeasonalWork(
  rng: SeasonRng,
  time: DemoWorkingTime,
  startsInDays: number | null,
  profile: string[],
  benefits: string[],
): DemoSeasonalWork {
  const licences = licencesIn(profile);
  const stated = germanIn(rng, profile);
  if (time !== "Saisonarbeit") {
    return {
      season: null,
      hours_per_week:
        time === "Teilzeit"
          ? rng.chance(0.6)
            ? rng.pick([15, 20, 25, 30])
            : null
          : time === "Vollzeit" && rng.chance(0.5)
            ? rng.pick([38, 39, 40])
            : null,
      accommodation: null,
      accommodation_cost_cents: null,
      meals: false,
      transport: false,
      fixed_term: false,
      driving_licences: licences,
      languages:
        stated !== undefined ? stated : rng.chance(0.2) ? [{ code: "de", level: "good" }] : null,
    };
  }
  // The season starts with the ad's start (or within two weeks for "ab sofort") and lasts eight
  // to twelve weeks, as the ads' texts say.
  const start = startsInDays ?? rng.int(3, 14);
  const accommodation: AccommodationKind | null = benefits.includes(ACCOMMODATION_BENEFIT)
    ? rng.chance(0.4)
      ? "free"
      : "paid"
    : rng.pick([null, null, "none", "none", "free", "paid"] as const);
  return {
    season: { startInDays: start, endInDays: start + rng.int(8, 12) * 7 },
    hours_per_week: rng.pick([39, 40, 40, 45, 48]),
    accommodation,
    accommodation_cost_cents: accommodation === "paid" ? rng.step(15_000, 35_000, 1_000) : null,
    meals: benefits.includes(LUNCH_BENEFIT) || rng.chance(0.25),
    transport: rng.chance(0.3),
    fixed_term: true,
    driving_licences:
      licences.length > 0 ? licences : rng.chance(0.25) ? [rng.pick(["T", "B"] as const)] : [],
    languages: stated !== undefined ? stated : rng.pick(SEASONAL_LANGUAGES),
  };
}
