import { BUNDESLAENDER, JOB_AVAILABLE_AT_LABELS, type Bundesland } from "./constants.ts";
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

const FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  daily: "täglich",
  weekly: "wöchentlich (montags)",
};

/** The region in words: a whole Land, or the radius around the place the seeker named. */
export function alertRegion(alert: Pick<AlertFilter, "geo_radius" | "state" | "location_label">) {
  return alert.state !== null || alert.geo_radius === null
    ? `ganz ${alert.state ?? alert.location_label}`
    : `${alert.geo_radius} km um ${alert.location_label}`;
}

/**
 * An alert's filter as the opt-in mail and the pages name it, one line per field, in the
 * search's field order (sectors, working time, start, place). Plain text: the mail escapes it.
 */
export function alertFilterLines(alert: AlertFilter): { label: string; value: string }[] {
  return [
    {
      label: alert.sectors.length === 1 ? "Branche" : "Branchen",
      value: alert.sectors.map((s) => s.name).join(", "),
    },
    { label: "Anstellungsart", value: alert.working_time },
    { label: "Start", value: JOB_AVAILABLE_AT_LABELS[alert.job_available_at] },
    { label: "Region", value: alertRegion(alert) },
    ...(alert.with_accommodation
      ? [{ label: "Unterkunft", value: "nur Jobs mit Unterkunft" }]
      : []),
    ...(alert.without_german
      ? [{ label: "Sprache", value: "nur Jobs ohne Deutschkenntnisse" }]
      : []),
    { label: "E-Mails", value: FREQUENCY_LABELS[alert.frequency] },
  ];
}

/** A short name of the alert, e.g. "Vollzeit · Baumschule · 30 km um München". */
export function alertTitle(alert: AlertFilter): string {
  return [alert.working_time, alert.sectors.map((s) => s.name).join(", "), alertRegion(alert)].join(
    " · ",
  );
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
