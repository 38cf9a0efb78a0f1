import type { DrivingLicence } from "#shared/constants.ts";
import { formatCurrency, formatDate } from "#shared/format.ts";
import type { JobAdvertisement } from "#shared/schemas/jobs.ts";
import type { JobText } from "#web/lib/i18n.ts";

// The job page's block "Einsatz und Rahmenbedingungen": the season, hours, accommodation,
// meals, transport, term, licences and languages an ad states, in words for seekers, in the
// page's language (the JSON-LD keeps German's words, #shared/seasonal-work-words.ts).

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

/** Only what the ad states: a fact left open (null, false, empty list) is left out. */
export function workConditions(job: ConditionFields, t: JobText): WorkCondition[] {
  /** "2027-03-15" → "15.03.2027" (noon UTC: the same calendar day in Berlin). */
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, t.locale);
  const licenceText = (licence: DrivingLicence) =>
    t("conditions.licenceText", { licence, hint: t.lookup(`licence.${licence}`) ?? "" });
  const conditions: WorkCondition[] = [];
  if (job.season_start && job.season_end) {
    conditions.push({
      icon: "season",
      term: t("conditions.season"),
      text: t("conditions.seasonText", { start: day(job.season_start), end: day(job.season_end) }),
    });
  }
  if (job.hours_per_week !== null) {
    conditions.push({
      icon: "hours",
      term: t("conditions.hours"),
      text: t.count("conditions.hoursText", job.hours_per_week),
    });
  }
  if (job.accommodation !== null) {
    conditions.push({
      icon: "home",
      term: t("conditions.accommodation"),
      text:
        job.accommodation === "paid" && job.accommodation_cost_cents !== null
          ? t("accommodation.paidCost", {
              cost: formatCurrency(job.accommodation_cost_cents, "EUR", t.locale),
            })
          : (t.lookup(`accommodation.${job.accommodation}`) ?? ""),
    });
  }
  if (job.meals) {
    conditions.push({
      icon: "meals",
      term: t("conditions.meals"),
      text: t("conditions.mealsText"),
    });
  }
  if (job.transport) {
    conditions.push({
      icon: "transport",
      term: t("conditions.transport"),
      text: t("conditions.transportText"),
    });
  }
  if (job.fixed_term) {
    conditions.push({
      icon: "contract",
      term: t("conditions.contract"),
      text: t("conditions.contractText"),
    });
  }
  if (job.driving_licences.length) {
    conditions.push({
      icon: "licence",
      term: t(job.driving_licences.length === 1 ? "conditions.licence" : "conditions.licences"),
      text: job.driving_licences.map(licenceText).join(", "),
    });
  }
  if (job.languages !== null) {
    conditions.push({
      icon: "language",
      term: t("conditions.languages"),
      text:
        job.languages.length === 0
          ? t("conditions.noLanguages")
          : job.languages
              .map((l) =>
                t("conditions.language", {
                  name: t.lookup(`language.${l.code}`) ?? l.code,
                  level: t.lookup(`level.${l.level}`) ?? l.level,
                }),
              )
              .join(", "),
    });
  }
  return conditions;
}
