import {
  BUNDESLAENDER,
  type Bundesland,
  type JobAvailableAt,
  type WorkingTime,
} from "./constants.ts";
import type { Locale } from "./locales.ts";
import type { JobAlert, JobAlertFrequency } from "./schemas/job-alerts.ts";
import { searchLinkPath } from "./search-link.ts";

/** What the words of an alert are made of: its filter and how often it mails. */
export type AlertFilter = Pick<
  JobAlert,
  "sectors" | "working_time" | "job_available_at" | "geo_radius" | "state" | "location_label"
> &
  Partial<Pick<JobAlert, "with_accommodation" | "without_german">> & {
    frequency: JobAlertFrequency;
  };

/**
 * The words of an alert's filter in one seeker language (ADR 051). Here, not in
 * src/web/messages: the opt-in and digest mails (server) and the sheet and pages (web) name the
 * filter alike, and the server may not import src/web. The functions below take one language's
 * words, so only a loader or the server reads ALERT_WORDS and the browser gets its page's
 * language as loader data, never all five in a JS chunk.
 */
export interface AlertWords {
  sector: string;
  sectors: string;
  workingTime: string;
  start: string;
  region: string;
  accommodation: string;
  accommodationOnly: string;
  language: string;
  withoutGerman: string;
  mails: string;
  /** `{land}`: a whole Land. */
  wholeLand: string;
  /** `{radius}`, `{place}`. */
  radius: string;
  workingTimes: Record<WorkingTime, string>;
  starts: Record<JobAvailableAt, string>;
  frequencies: Record<JobAlertFrequency, string>;
}

export const ALERT_WORDS: Record<Locale, AlertWords> = {
  de: {
    sector: "Branche",
    sectors: "Branchen",
    workingTime: "Anstellungsart",
    start: "Start",
    region: "Region",
    accommodation: "Unterkunft",
    accommodationOnly: "nur Jobs mit Unterkunft",
    language: "Sprache",
    withoutGerman: "nur Jobs ohne Deutschkenntnisse",
    mails: "E-Mails",
    wholeLand: "ganz {land}",
    radius: "{radius} km um {place}",
    workingTimes: {
      Vollzeit: "Vollzeit",
      Teilzeit: "Teilzeit",
      Saisonarbeit: "Saisonarbeit",
      Ausbildung: "Ausbildung",
    },
    starts: { "1_to_3_months": "1-3 Monate", more_than_3_months: "mehr als 3 Monate" },
    frequencies: { daily: "täglich", weekly: "wöchentlich (montags)" },
  },
  en: {
    sector: "Sector",
    sectors: "Sectors",
    workingTime: "Type of work",
    start: "Start",
    region: "Region",
    accommodation: "Accommodation",
    accommodationOnly: "only jobs with accommodation",
    language: "Language",
    withoutGerman: "only jobs without German",
    mails: "Emails",
    wholeLand: "all of {land}",
    radius: "{radius} km around {place}",
    workingTimes: {
      Vollzeit: "Full-time",
      Teilzeit: "Part-time",
      Saisonarbeit: "Seasonal work",
      Ausbildung: "Apprenticeship",
    },
    starts: { "1_to_3_months": "1–3 months", more_than_3_months: "more than 3 months" },
    frequencies: { daily: "daily", weekly: "weekly (Mondays)" },
  },
  pl: {
    sector: "Branża",
    sectors: "Branże",
    workingTime: "Rodzaj zatrudnienia",
    start: "Rozpoczęcie",
    region: "Region",
    accommodation: "Zakwaterowanie",
    accommodationOnly: "tylko oferty z zakwaterowaniem",
    language: "Język",
    withoutGerman: "tylko oferty bez znajomości niemieckiego",
    mails: "E-maile",
    wholeLand: "cały land {land}",
    radius: "{radius} km wokół: {place}",
    workingTimes: {
      Vollzeit: "Pełny etat",
      Teilzeit: "Niepełny etat",
      Saisonarbeit: "Praca sezonowa",
      Ausbildung: "Nauka zawodu",
    },
    starts: { "1_to_3_months": "1–3 miesiące", more_than_3_months: "ponad 3 miesiące" },
    frequencies: { daily: "codziennie", weekly: "co tydzień (w poniedziałki)" },
  },
  ro: {
    sector: "Domeniu",
    sectors: "Domenii",
    workingTime: "Tip de angajare",
    start: "Început",
    region: "Regiune",
    accommodation: "Cazare",
    accommodationOnly: "doar locuri de muncă cu cazare",
    language: "Limbă",
    withoutGerman: "doar locuri de muncă fără limba germană",
    mails: "E-mailuri",
    wholeLand: "tot landul {land}",
    radius: "{radius} km în jurul localității {place}",
    workingTimes: {
      Vollzeit: "Normă întreagă",
      Teilzeit: "Normă parțială",
      Saisonarbeit: "Muncă sezonieră",
      Ausbildung: "Ucenicie",
    },
    starts: { "1_to_3_months": "1–3 luni", more_than_3_months: "peste 3 luni" },
    frequencies: { daily: "zilnic", weekly: "săptămânal (lunea)" },
  },
  uk: {
    sector: "Галузь",
    sectors: "Галузі",
    workingTime: "Тип зайнятості",
    start: "Початок",
    region: "Регіон",
    accommodation: "Житло",
    accommodationOnly: "лише вакансії з житлом",
    language: "Мова",
    withoutGerman: "лише вакансії без знання німецької",
    mails: "Листи",
    wholeLand: "уся земля {land}",
    radius: "{radius} км навколо: {place}",
    workingTimes: {
      Vollzeit: "Повна зайнятість",
      Teilzeit: "Часткова зайнятість",
      Saisonarbeit: "Сезонна робота",
      Ausbildung: "Професійне навчання",
    },
    starts: { "1_to_3_months": "1–3 місяці", more_than_3_months: "понад 3 місяці" },
    frequencies: { daily: "щодня", weekly: "щотижня (у понеділок)" },
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all));

/** The region in words: a whole Land, or the radius around the place the seeker named. */
export function alertRegion(
  alert: Pick<AlertFilter, "geo_radius" | "state" | "location_label">,
  words: AlertWords,
) {
  return alert.state !== null || alert.geo_radius === null
    ? fill(words.wholeLand, { land: alert.state ?? alert.location_label })
    : fill(words.radius, { radius: alert.geo_radius, place: alert.location_label });
}

/** Which field a line names; the sheet leaves out `frequency`, which it asks itself. */
export type AlertLineKey =
  "sectors" | "working_time" | "start" | "region" | "accommodation" | "language" | "frequency";

/**
 * An alert's filter as the opt-in mail and the pages name it, one line per field, in the
 * search's field order (sectors, working time, start, place), in the alert's language. The
 * sectors' names as given: the caller puts them in the language (ADR 053). Plain text: the mail
 * escapes it.
 */
export function alertFilterLines(
  alert: AlertFilter,
  words: AlertWords,
): { key: AlertLineKey; label: string; value: string }[] {
  return [
    {
      key: "sectors" as const,
      label: alert.sectors.length === 1 ? words.sector : words.sectors,
      value: alert.sectors.map((s) => s.name).join(", "),
    },
    {
      key: "working_time" as const,
      label: words.workingTime,
      value: words.workingTimes[alert.working_time],
    },
    { key: "start" as const, label: words.start, value: words.starts[alert.job_available_at] },
    { key: "region" as const, label: words.region, value: alertRegion(alert, words) },
    ...(alert.with_accommodation
      ? [
          {
            key: "accommodation" as const,
            label: words.accommodation,
            value: words.accommodationOnly,
          },
        ]
      : []),
    ...(alert.without_german
      ? [{ key: "language" as const, label: words.language, value: words.withoutGerman }]
      : []),
    { key: "frequency" as const, label: words.mails, value: words.frequencies[alert.frequency] },
  ];
}

/** A short name of the alert, e.g. "Vollzeit · Baumschule · 30 km um München". */
export function alertTitle(alert: AlertFilter, words: AlertWords): string {
  return [
    words.workingTimes[alert.working_time],
    alert.sectors.map((s) => s.name).join(", "),
    alertRegion(alert, words),
  ].join(" · ");
}

/** /jobs with the alert's filter (src/shared/search-link.ts). */
export function alertSearchPath(
  alert: Pick<
    JobAlert,
    | "sectors"
    | "working_time"
    | "job_available_at"
    | "latitude"
    | "longitude"
    | "geo_radius"
    | "state"
    | "location_label"
  > &
    Partial<Pick<JobAlert, "with_accommodation" | "without_german">>,
): string {
  return searchLinkPath({
    sectorIds: alert.sectors.map((s) => s.id),
    working_time: alert.working_time,
    job_available_at: alert.job_available_at,
    latitude: alert.latitude,
    longitude: alert.longitude,
    geo_radius: alert.geo_radius,
    state: (BUNDESLAENDER as readonly string[]).includes(alert.state ?? "")
      ? (alert.state as Bundesland)
      : null,
    label: alert.location_label,
    with_accommodation: alert.with_accommodation ?? false,
    without_german: alert.without_german ?? false,
  });
}
