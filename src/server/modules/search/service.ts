import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { paginated } from "#server/platform/pagination.ts";
import { withDistances } from "#server/platform/trusted-json.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { JobSummary, SearchFilterRequest, SearchJobsRequest } from "#shared/schemas/jobs.ts";
import { AdSet, type AdSetHit } from "./ad-set.ts";
import type { IndexQuery } from "./live-index.ts";
import type { SearchRecorder } from "./search-recorder.ts";
import type { Visit } from "#server/modules/job-stats/service.ts";

export const SEARCH_PAGE_SIZE = 12;

/** Today's date in Berlin plus three months, as YYYY-MM-DD (the start-window border). */
const berlinDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" });

let memo: { minute: number; value: string } | undefined;

export function startCutoff(now = new Date()): string {
  // Per search it changes once a day; formatting the date showed in the search's profile.
  const minute = Math.floor(now.getTime() / 60_000);
  if (memo?.minute === minute) return memo.value;
  const value = computeStartCutoff(now);
  memo = { minute, value };
  return value;
}

function computeStartCutoff(now: Date): string {
  const [y, m, d] = berlinDate.format(now).split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + 3, 1));
  // 30 November + 3 months is the end of February, not 2 March.
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Catches the index up and refuses sectors it does not know (422), before any search. */
export async function checkedSectors(deps: Deps, request: SearchFilterRequest): Promise<void> {
  // The index knows the sectors (the change feed reloads it when they change): no query needed.
  await deps.search.index.ensureFresh();
  const unknown = request.sectors.filter((id) => !deps.search.index.hasSector(id));
  if (unknown.length > 0) {
    throw AppError.validation({ sectors: [`Diese Branche gibt es nicht: ${unknown.join(", ")}.`] });
  }
}

/**
 * The seeker's filter as the live index (and the SQL reference) reads it: the one mapping for
 * searches and counts.
 */
export function toIndexQuery(request: SearchFilterRequest, now = new Date()): IndexQuery {
  return {
    sectorIds: request.sectors,
    workingTime: request.working_time,
    availableAt: request.job_available_at,
    startCutoff: startCutoff(now),
    latitude: request.latitude,
    longitude: request.longitude,
    // A Land is the whole region: a radius sent with it does not narrow it.
    radiusKm: request.state === undefined ? (request.geo_radius ?? null) : null,
    ...(request.state === undefined ? {} : { state: request.state }),
    withAccommodation: request.with_accommodation,
    withoutGerman: request.without_german,
  };
}

/** A search over a chosen set of ads (ad-set.ts), asked with the seeker's filter. */
export interface AdSetSearch {
  readonly size: number;
  search(request: SearchFilterRequest, now: Date): AdSetHit[];
}

/** These ads (those still live), searchable exactly as the live index searches all of them. */
export async function loadAdSetSearch(db: Deps["db"], ids: number[]): Promise<AdSetSearch> {
  const set = await AdSet.load(db, ids);
  return {
    size: set.size,
    search: (request, now) => set.search(toIndexQuery(request, now), now.getTime()),
  };
}

/**
 * One page of a radius search. The cards in `data` are the engine's shared cards without
 * `distance_km`; the page carries the distances beside them (`withDistances`), and the route's
 * serialiser (`trustedJson`) writes each card's distance into the answer.
 */
export async function searchJobs(
  deps: Deps,
  request: SearchJobsRequest,
  recorder: SearchRecorder,
  visit: Visit,
): Promise<Paginated<JobSummary>> {
  await checkedSectors(deps, request);
  const page = request.page ?? 1;
  const perPage = request.page_size ?? SEARCH_PAGE_SIZE;
  const filter = toIndexQuery(request);
  const { hits, total } = deps.search.index.search(filter, perPage, (page - 1) * perPage);
  const summaries = await deps.search.summaries(hits.map((h) => h.id));
  const distance = new Map(hits.map((h) => [h.id, Math.round(h.distanceM / 100) / 10]));

  // Only a seeker's own first search counts for demand statistics, not "Mehr Jobs laden";
  // written with others after the answer (search-recorder.ts).
  if ((request.record === 1 || request.record === true) && page === 1) {
    recorder.record({ ...filter, results: total, at: new Date() });
  }
  // Each ad of the page was shown in search results: counted in the next batch (ADR 060).
  deps.jobStats.impressions(
    summaries.map((s) => s.id),
    visit,
  );
  // The cached cards as they are; the answer gives each its distance_km (trustedJson).
  return withDistances(
    paginated(summaries, total, page, perPage),
    summaries.map((s) => distance.get(s.id) ?? 0),
  );
}

// Read by the staff statistics (admin) and the employers' demand (employers).
export { regionOf } from "./search-region.ts";
export { greatCircleM } from "./live-index/geo.ts";
