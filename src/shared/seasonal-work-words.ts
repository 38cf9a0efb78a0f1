import {
  ACCOMMODATION_LABELS,
  LANGUAGE_LEVEL_LABELS,
  LANGUAGE_NAMES,
  type AccommodationKind,
} from "./constants.ts";
import { formatCurrency } from "./format.ts";
import type { JobAdvertisement } from "./schemas/jobs.ts";

// The seasonal-work fields of an ad (ADR 049) in words, for the job page and its JSON-LD alike.

type SeasonalWork = Pick<
  JobAdvertisement,
  | "hours_per_week"
  | "accommodation"
  | "accommodation_cost_cents"
  | "meals"
  | "transport"
  | "driving_licences"
  | "languages"
>;

/** "40 Stunden pro Woche" (one hour: "1 Stunde pro Woche"); null when not stated. */
export function weeklyHoursText(hours: number | null): string | null {
  if (hours === null) return null;
  return `${hours} ${hours === 1 ? "Stunde" : "Stunden"} pro Woche`;
}

/** "Unterkunft gegen Bezahlung (250 € im Monat)"; null when not stated. */
export function accommodationText(
  accommodation: AccommodationKind | null,
  costCents: number | null,
): string | null {
  if (accommodation === null) return null;
  const label = ACCOMMODATION_LABELS[accommodation];
  return accommodation === "paid" && costCents !== null
    ? `${label} (${formatCurrency(costCents)} im Monat)`
    : label;
}

/** "Polnisch (Grundkenntnisse), Englisch (gute Kenntnisse)"; [] says none are needed. */
export function languagesText(languages: SeasonalWork["languages"]): string | null {
  if (languages === null) return null;
  if (languages.length === 0) return "Keine Sprachkenntnisse nötig";
  return languages
    .map((l) => `${LANGUAGE_NAMES[l.code]} (${LANGUAGE_LEVEL_LABELS[l.level]})`)
    .join(", ");
}

/** "Führerschein Klasse T" / "Führerscheinklassen T, B"; null for none. */
export function drivingLicencesText(licences: SeasonalWork["driving_licences"]): string | null {
  if (licences.length === 0) return null;
  return licences.length === 1
    ? `Führerschein Klasse ${licences[0]}`
    : `Führerscheinklassen ${licences.join(", ")}`;
}

/** What the ad offers besides the pay: accommodation (not "none"), meals, transport. */
export function seasonalBenefits(ad: SeasonalWork): string[] {
  return [
    ad.accommodation === "free" || ad.accommodation === "paid"
      ? accommodationText(ad.accommodation, ad.accommodation_cost_cents)
      : null,
    ad.meals ? "Verpflegung gestellt" : null,
    ad.transport ? "Abholung oder Fahrt zum Einsatzort" : null,
  ].filter((text): text is string => text !== null);
}

/** What the ad asks of the applicant: driving licences and languages. */
export function seasonalQualifications(ad: SeasonalWork): string[] {
  const languages = languagesText(ad.languages);
  return [
    drivingLicencesText(ad.driving_licences),
    languages === null || ad.languages?.length === 0 ? languages : `Sprachkenntnisse: ${languages}`,
  ].filter((text): text is string => text !== null);
}
