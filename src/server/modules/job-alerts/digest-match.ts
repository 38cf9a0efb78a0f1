import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "#server/db/client.ts";
import { loadAdSetSearch, type AdSetSearch } from "#server/modules/search/service.ts";
import type { Bundesland, JobAvailableAt, WorkingTime } from "#shared/constants.ts";

/**
 * Which new ads match an alert: the search itself, not a copy of its rules. The ads published
 * in the digest's window go into a set of their own, searched as the live index searches all
 * ads (search/ad-set.ts: the index's store, loader and search), and each alert's filter is
 * asked as the seeker's search request. Radius border, start window, sectors, working time,
 * Land and order are therefore the search's. A thousand new ads make a store of a few dozen
 * cells: one alert takes microseconds.
 */

/** An alert's filter as the table keeps it (the search request's fields). */
export interface AlertFilter {
  sector_ids: number[];
  working_time: string;
  job_available_at: string;
  latitude: number;
  longitude: number;
  geo_radius: number | null;
  state: string | null;
  with_accommodation: boolean;
  without_german: boolean;
}

/** A new ad matching an alert, in search order (nearest first, then newest). */
export interface DigestHit {
  id: number;
  distance_km: number;
}

/** The ads published in a digest's window, searchable as the live index searches. */
export interface DigestCandidates {
  /** Ads published after this instant (ms) are in the set. */
  from: number;
  ads: AdSetSearch;
}

/**
 * The live ads published after `from` and up to `until` (both in whole milliseconds: the
 * `published_at` the store keeps is cut to milliseconds, so the window's borders are too and an
 * ad falls into exactly one of two adjacent windows).
 */
export async function loadCandidates(
  db: Db,
  from: Date,
  until: Date,
  now: Date,
): Promise<DigestCandidates> {
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from job_advertisements
      where status = 'published'
        and published_at > ${from.toISOString()}::timestamptz
        and date_trunc('milliseconds', published_at) <= ${until.toISOString()}::timestamptz
        and expires_at > ${now.toISOString()}::timestamptz`),
  ).map((row) => Number(row.id));
  return { from: from.getTime(), ads: await loadAdSetSearch(db, ids) };
}

/**
 * The candidates an alert's filter finds, published after `since` (ms), in search order: the
 * search request the alert stands for, answered by the live index's search over the set.
 */
export function matchNewAds(
  candidates: DigestCandidates,
  alert: AlertFilter,
  since: number,
  now: Date,
): DigestHit[] {
  if (candidates.ads.size === 0) return [];
  const request = {
    sectors: alert.sector_ids,
    working_time: alert.working_time as WorkingTime,
    job_available_at: alert.job_available_at as JobAvailableAt,
    latitude: alert.latitude,
    longitude: alert.longitude,
    ...(alert.geo_radius === null ? {} : { geo_radius: alert.geo_radius }),
    ...(alert.state === null ? {} : { state: alert.state as Bundesland }),
    with_accommodation: alert.with_accommodation,
    without_german: alert.without_german,
  };
  const fresh: DigestHit[] = [];
  for (const hit of candidates.ads.search(request, now)) {
    if (hit.published <= since) continue;
    fresh.push({ id: hit.id, distance_km: Math.round(hit.distanceM / 100) / 10 });
  }
  return fresh;
}
