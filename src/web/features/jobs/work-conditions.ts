import { DRIVING_LICENCE_HINTS, type DrivingLicence } from "#shared/constants.ts";
import { formatDate } from "#shared/format.ts";
import { accommodationText, languagesText, weeklyHoursText } from "#shared/seasonal-work-words.ts";
import type { JobAdvertisement } from "#shared/schemas/jobs.ts";

// The job page's block "Einsatz und Rahmenbedingungen": the season, hours, accommodation,
// meals, transport, term, licences and languages an ad states, in words for seekers.

export type WorkConditionIcon =
  "season" | "hours" | "home" | "meals" | "transport" | "contract" | "licence" | "language";

export interface WorkCondition {
  icon: WorkConditionIcon;
  term: string;
  text: string;
}

type ConditionFields = Pick<
  JobAdvertisement,
  | "season_start"
  | "season_end"
  | "hours_per_week"
  | "accommodation"
  | "accommodation_cost_cents"
  | "meals"
  | "transport"
  | "fixed_term"
  | "driving_licences"
  | "languages"
>;

/** "2027-03-15" → "15.03.2027" (noon UTC: the same calendar day in Berlin). */
const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);

const licenceText = (licence: DrivingLicence) =>
  `Klasse ${licence} (${DRIVING_LICENCE_HINTS[licence]})`;

/** Only what the ad states: a fact left open (null, false, empty list) is left out. */
export function workConditions(job: ConditionFields): WorkCondition[] {
  const conditions: WorkCondition[] = [];
  if (job.season_start && job.season_end) {
    conditions.push({
      icon: "season",
      term: "Saison",
      text: `${day(job.season_start)} bis ${day(job.season_end)}`,
    });
  }
  const hours = weeklyHoursText(job.hours_per_week);
  if (hours) conditions.push({ icon: "hours", term: "Arbeitszeit", text: hours });
  const accommodation = accommodationText(job.accommodation, job.accommodation_cost_cents);
  if (accommodation) conditions.push({ icon: "home", term: "Unterkunft", text: accommodation });
  if (job.meals) conditions.push({ icon: "meals", term: "Verpflegung", text: "Wird gestellt" });
  if (job.transport) {
    conditions.push({
      icon: "transport",
      term: "Anfahrt",
      text: "Abholung oder Fahrt zum Einsatzort",
    });
  }
  if (job.fixed_term) conditions.push({ icon: "contract", term: "Vertrag", text: "Befristet" });
  if (job.driving_licences.length) {
    conditions.push({
      icon: "licence",
      term: job.driving_licences.length === 1 ? "Führerschein" : "Führerscheine",
      text: job.driving_licences.map(licenceText).join(", "),
    });
  }
  const languages = languagesText(job.languages);
  if (languages) {
    conditions.push({
      icon: "language",
      term: "Sprachen",
      text:
        job.languages?.length === 0
          ? `${languages} – du kannst dich auch ohne Deutsch bewerben.`
          : languages,
    });
  }
  return conditions;
}
