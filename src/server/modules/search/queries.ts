import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { rowsOf, type Db } from "#server/db/client.ts";
import { searchRecords } from "#server/db/schema.ts";
import type { Bundesland, JobAvailableAt, WorkingTime } from "#shared/constants.ts";

export interface SearchFilter {
  sectorIds: number[];
  workingTime: WorkingTime;
  availableAt: JobAvailableAt;
  /** ISO date three months after today (Berlin): the border between the two start windows. */
  startCutoff: string;
  /** The point the distances are measured from: the circle's centre, or the Land's. */
  latitude: number;
  longitude: number;
  /** The circle's radius; null when the region is a whole Land (`state`). */
  radiusKm: number | null;
  /** A whole Bundesland as the region: ads whose `state` is that Land. */
  state?: Bundesland;
  /** Only ads that offer accommodation, free or paid (ADR 049). */
  withAccommodation: boolean;
  /** Only ads that state their languages and do not ask for German (ADR 049). */
  withoutGerman: boolean;
}

// The two seasonal-work filters (ADR 049) as SQL over an ad's columns: the reference query below
// tests them, and the live index loads each ad's answers as flags (live-index/feed.ts).
type AdColumn = PgColumn | SQL;

/** Whether the ad offers accommodation: free or paid ("none" and not stated do not). */
export function offersAccommodation(accommodation: AdColumn): SQL<boolean> {
  return sql<boolean>`coalesce(${accommodation} in ('free', 'paid'), false)`;
}

/** Whether the ad states its languages (a list, possibly empty) and German is not among them. */
export function asksNoGerman(languages: AdColumn): SQL<boolean> {
  return sql<boolean>`coalesce(${languages} is not null and not (${languages} @> '[{"code":"de"}]'::jsonb), false)`;
}

export interface SearchHit {
  id: number;
  distance_km: number;
}

/**
 * docs/product.md "Search: filters and semantics" in one statement: live ads that share a sector, have the
 * working time, start in the window (or flexibly) and lie within the radius — found through
 * the earth_box GiST prefilter, then the exact great-circle distance — or in the Land — nearest
 * first, then newest.
 */
export async function selectSearchHits(
  db: Db,
  f: SearchFilter,
  limit: number,
  offset: number,
): Promise<{ hits: SearchHit[]; total: number }> {
  const radiusM = (f.radiusKm ?? 0) * 1000;
  const origin = sql`ll_to_earth(${f.latitude}::float8, ${f.longitude}::float8)`;
  const point = sql`ll_to_earth(ja.latitude, ja.longitude)`;
  const startWindow =
    f.availableAt === "1_to_3_months"
      ? sql`(ja.starts_at is null or ja.starts_at <= ${f.startCutoff}::date)`
      : sql`(ja.starts_at is null or ja.starts_at > ${f.startCutoff}::date)`;
  const sectorList = sql.join(
    f.sectorIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const region =
    f.state !== undefined
      ? sql`ja.state = ${f.state}`
      : sql`earth_box(${origin}, ${radiusM}::float8) @> ${point}
      and earth_distance(${origin}, ${point}) <= ${radiusM}::float8`;
  const seasonal = [
    ...(f.withAccommodation ? [offersAccommodation(sql`ja.accommodation`)] : []),
    ...(f.withoutGerman ? [asksNoGerman(sql`ja.languages`)] : []),
  ].map((condition) => sql` and ${condition}`);
  const where = sql`ja.status = 'published'
      and ja.expires_at > now()${sql.join(seasonal)}
      and ${region}
      and ja.working_time = ${f.workingTime}
      and ${startWindow}
      and exists (select 1 from job_advertisement_sector s where s.job_advertisement_id = ja.id and s.sector_id in (${sectorList}))`;

  const result = await db.execute<{ id: number; distance_m: number; total: number }>(sql`
    select ja.id, earth_distance(${origin}, ${point}) as distance_m, count(*) over () as total
    from job_advertisements ja
    where ${where}
    order by distance_m asc, ja.published_at desc, ja.id desc
    limit ${limit} offset ${offset}`);
  const rows = rowsOf<{ id: number; distance_m: number; total: number }>(result);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && offset > 0) {
    const counted = rowsOf<{ n: number }>(
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from job_advertisements ja where ${where}`,
      ),
    );
    total = Number(counted[0]?.n ?? 0);
  }
  return {
    hits: rows.map((r) => ({
      id: Number(r.id),
      distance_km: Math.round(Number(r.distance_m) / 100) / 10,
    })),
    total,
  };
}

/** One recorded search as the seeker sent it (before the location is made coarse). */
export interface SearchRecordInput {
  sectorIds: number[];
  workingTime: string;
  availableAt: string;
  latitude: number;
  longitude: number;
  radiusKm: number | null;
  state?: string;
  results: number;
  /** When the search was made (the row is written later, with others). */
  at: Date;
}

/**
 * Writes recorded searches in one INSERT whose rows come as one JSON parameter: a batch of 500
 * as a multi-row VALUES list with 4,500 parameters cost 32 ms of the app's CPU to build and
 * send (drizzle and postgres.js per parameter), about half a search's own time per recorded
 * search (docs/performance.md "Search recording").
 */
export async function insertSearchRecords(db: Db, records: SearchRecordInput[]): Promise<void> {
  if (records.length === 0) return;
  const rows = JSON.stringify(
    records.map((record) => ({
      sector_ids: record.sectorIds,
      working_time: record.workingTime,
      job_available_at: record.availableAt,
      // About 10 km: enough for regional demand, too coarse to find anyone's address.
      latitude: Math.round(record.latitude * 10) / 10,
      longitude: Math.round(record.longitude * 10) / 10,
      // A whole Land has no radius (0); its name says the region.
      radius_km: Math.round(record.radiusKm ?? 0),
      state: record.state ?? null,
      results: record.results,
      created_at: record.at.toISOString(),
    })),
  );
  await db.execute(sql`insert into ${searchRecords}
      (sector_ids, working_time, job_available_at, latitude, longitude, radius_km, state, results, created_at)
    select sector_ids, working_time, job_available_at, latitude, longitude, radius_km, state, results, created_at
    from json_to_recordset(${rows}::json) as r(sector_ids integer[], working_time text,
      job_available_at text, latitude double precision, longitude double precision,
      radius_km integer, state text, results integer, created_at timestamptz)`);
}
