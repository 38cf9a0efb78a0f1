import {
  BUNDESLAENDER,
  JOB_AVAILABLE_AT,
  MAX_SEARCH_SECTORS,
  WORKING_TIMES,
  type Bundesland,
  type JobAvailableAt,
  type WorkingTime,
} from "./constants.ts";
import { LOCATION_LABEL_MAX } from "./schemas/job-alerts.ts";

/**
 * A search as an address: `/jobs?branche=3&branche=7&anstellung=Vollzeit&start=1_to_3_months
 * &lat=52.37&lng=9.74&umkreis=30&ort=Hannover` (or `land=Bayern` for a whole Land; `unterkunft=1`
 * and `ohne-deutsch=1` for the seasonal-work filters, ADR 049). The links
 * of the job alerts' pages and mails open /jobs with the alert's filter; /jobs takes it over
 * into the seeker's filter (routes/jobs.tsx).
 */
export interface LinkedSearch {
  sectorIds: number[];
  working_time: WorkingTime;
  job_available_at: JobAvailableAt;
  latitude: number;
  longitude: number;
  /** null for a whole Land. */
  geo_radius: number | null;
  state: Bundesland | null;
  /** The place as the seeker named it. */
  label: string;
  /** The seasonal-work filters (ADR 049); left out means off. */
  with_accommodation?: boolean;
  without_german?: boolean;
}

export function searchLinkPath(search: LinkedSearch): string {
  const params = new URLSearchParams();
  for (const id of search.sectorIds) params.append("branche", String(id));
  params.set("anstellung", search.working_time);
  params.set("start", search.job_available_at);
  params.set("lat", String(search.latitude));
  params.set("lng", String(search.longitude));
  if (search.state !== null) params.set("land", search.state);
  else if (search.geo_radius !== null) params.set("umkreis", String(search.geo_radius));
  params.set("ort", search.label);
  if (search.with_accommodation) params.set("unterkunft", "1");
  if (search.without_german) params.set("ohne-deutsch", "1");
  return `/jobs?${params.toString()}`;
}

const finite = (value: string | null) => {
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** The search an address names, or null when it names none or not a whole one. */
export function parseSearchLink(params: URLSearchParams): LinkedSearch | null {
  const sectorIds = params
    .getAll("branche")
    .filter((v) => /^[1-9]\d{0,9}$/.test(v))
    .map(Number);
  const workingTime = params.get("anstellung");
  const start = params.get("start");
  const latitude = finite(params.get("lat"));
  const longitude = finite(params.get("lng"));
  const radius = finite(params.get("umkreis"));
  const land = params.get("land");
  const state = (BUNDESLAENDER as readonly string[]).includes(land ?? "")
    ? (land as Bundesland)
    : null;
  if (
    sectorIds.length === 0 ||
    sectorIds.length > MAX_SEARCH_SECTORS ||
    !(WORKING_TIMES as readonly (string | null)[]).includes(workingTime) ||
    !(JOB_AVAILABLE_AT as readonly (string | null)[]).includes(start) ||
    latitude === null ||
    longitude === null ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180 ||
    (state === null && radius === null)
  )
    return null;
  return {
    sectorIds,
    working_time: workingTime as WorkingTime,
    job_available_at: start as JobAvailableAt,
    latitude,
    longitude,
    geo_radius: state === null ? radius : null,
    state,
    label: (params.get("ort") ?? "").slice(0, LOCATION_LABEL_MAX) || (state ?? ""),
    with_accommodation: params.get("unterkunft") === "1",
    without_german: params.get("ohne-deutsch") === "1",
  };
}
