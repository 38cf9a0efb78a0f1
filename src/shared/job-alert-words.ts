import {
  BUNDESLAENDER,
  JOB_AVAILABLE_AT_LABELS,
  SEARCH_TOGGLE_LABELS,
  type Bundesland,
} from "./constants.ts";
import type { JobAlert, JobAlertFrequency } from "./schemas/job-alerts.ts";
import { searchLinkPath } from "./search-link.ts";

type SearchToggles = { [K in keyof typeof SEARCH_TOGGLE_LABELS]?: boolean };

/** What the words of an alert are made of: its filter and how often it mails. */
export type AlertFilter = Pick<
  JobAlert,
  "sectors" | "working_time" | "job_available_at" | "geo_radius" | "state" | "location_label"
> &
  SearchToggles & { frequency: JobAlertFrequency };

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

/** The toggles that are on, in words: "Mit Unterkunft, ohne Deutschkenntnisse"; "" for none. */
export function searchTogglesText(toggles: SearchToggles): string {
  const on = (Object.keys(SEARCH_TOGGLE_LABELS) as (keyof typeof SEARCH_TOGGLE_LABELS)[])
    .filter((toggle) => toggles[toggle])
    .map((toggle, index) => {
      const label = SEARCH_TOGGLE_LABELS[toggle];
      return index === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1);
    });
  return on.join(", ");
}

/**
 * An alert's filter as the opt-in mail and the pages name it, one line per field, in the
 * search's field order (sectors, working time, start, place, the toggles that are on). Plain
 * text: the mail escapes it.
 */
export function alertFilterLines(alert: AlertFilter): { label: string; value: string }[] {
  const toggles = searchTogglesText(alert);
  return [
    {
      label: alert.sectors.length === 1 ? "Branche" : "Branchen",
      value: alert.sectors.map((s) => s.name).join(", "),
    },
    { label: "Anstellungsart", value: alert.working_time },
    { label: "Start", value: JOB_AVAILABLE_AT_LABELS[alert.job_available_at] },
    { label: "Region", value: alertRegion(alert) },
    ...(toggles ? [{ label: "Außerdem", value: toggles }] : []),
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
    SearchToggles,
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
    with_accommodation: alert.with_accommodation,
    without_german: alert.without_german,
  });
}
