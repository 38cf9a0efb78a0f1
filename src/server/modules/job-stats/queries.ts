import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { jobAdvertisements, jobStatsDaily, jobStatsVisitors } from "#server/db/schema.ts";
import type { UniqueKind } from "./visitors.ts";

/** Impressions of an ad on a day, summed in the process before the write. */
export interface ImpressionCount {
  jobId: number;
  day: string;
  count: number;
}

/** A visitor's view or click, to count if the database has not counted its hash yet. */
export interface UniqueEvent {
  jobId: number;
  day: string;
  kind: UniqueKind;
  hash: string;
}

/**
 * One statement for a batch (ADR 060): the visitors' hashes go into job_stats_visitors, and
 * only those the table did not hold yet (another process may have counted the visitor) are
 * counted; the impressions and those counts are added to the ads' days. Ads deleted meanwhile
 * are left out. Atomic: a refused batch counted nothing and is tried again whole.
 */
export async function writeStats(
  db: Db,
  impressions: ImpressionCount[],
  events: UniqueEvent[],
): Promise<void> {
  if (impressions.length === 0 && events.length === 0) return;
  // Each list as one JSON parameter: a VALUES list of a few thousand rows cost the app tens of
  // ms of CPU per batch to build and send (docs/performance.md "Search recording").
  const eventsJson = JSON.stringify(
    events.map((e) => ({ job_id: e.jobId, day: e.day, kind: e.kind, hash: e.hash })),
  );
  const impressionsJson = JSON.stringify(
    impressions.map((i) => ({ job_id: i.jobId, day: i.day, impressions: i.count })),
  );
  await db.execute(sql`
    with events as (
      select * from json_to_recordset(${eventsJson}::json)
        as e(job_id integer, day date, kind text, hash text)
    ),
    fresh as (
      insert into ${jobStatsVisitors} (day, hash)
      select day, hash from events
      on conflict do nothing
      returning day, hash
    ),
    impressions as (
      select * from json_to_recordset(${impressionsJson}::json)
        as i(job_id integer, day date, impressions integer)
    ),
    added (job_id, day, impressions, views, apply_clicks) as (
      select job_id, day, impressions, 0, 0 from impressions
      union all
      select e.job_id, e.day, 0,
        (e.kind = 'view')::int, (e.kind = 'apply_click')::int
      from fresh f join events e on e.day = f.day and e.hash = f.hash
    )
    insert into ${jobStatsDaily} (job_id, day, impressions, views, apply_clicks)
    select a.job_id, a.day, sum(a.impressions), sum(a.views), sum(a.apply_clicks)
    from added a join ${jobAdvertisements} j on j.id = a.job_id
    group by a.job_id, a.day
    on conflict (job_id, day) do update set
      impressions = ${jobStatsDaily.impressions} + excluded.impressions,
      views = ${jobStatsDaily.views} + excluded.views,
      apply_clicks = ${jobStatsDaily.apply_clicks} + excluded.apply_clicks
  `);
}

/** An application received, counted in the transaction that stores it: exact. */
export async function addApplication(tx: Tx, jobId: number, day: string): Promise<void> {
  await tx
    .insert(jobStatsDaily)
    .values({ job_id: jobId, day, applications: 1 })
    .onConflictDoUpdate({
      target: [jobStatsDaily.job_id, jobStatsDaily.day],
      set: { applications: sql`${jobStatsDaily.applications} + 1` },
    });
}

export interface DayRow {
  day: string;
  impressions: number;
  views: number;
  apply_clicks: number;
  applications: number;
}

/** The days of an ad from `from` on (only days with something counted have a row). */
export function selectDays(db: Db, jobId: number, from: string): Promise<DayRow[]> {
  return db
    .select({
      day: jobStatsDaily.day,
      impressions: jobStatsDaily.impressions,
      views: jobStatsDaily.views,
      apply_clicks: jobStatsDaily.apply_clicks,
      applications: jobStatsDaily.applications,
    })
    .from(jobStatsDaily)
    .where(and(eq(jobStatsDaily.job_id, jobId), gte(jobStatsDaily.day, from)))
    .orderBy(asc(jobStatsDaily.day));
}

/** Everything kept of an ad (13 months), summed. */
export async function selectTotals(db: Db, jobId: number): Promise<Omit<DayRow, "day">> {
  const [row] = await db
    .select({
      impressions: sql<number>`coalesce(sum(${jobStatsDaily.impressions}), 0)::int`,
      views: sql<number>`coalesce(sum(${jobStatsDaily.views}), 0)::int`,
      apply_clicks: sql<number>`coalesce(sum(${jobStatsDaily.apply_clicks}), 0)::int`,
      applications: sql<number>`coalesce(sum(${jobStatsDaily.applications}), 0)::int`,
    })
    .from(jobStatsDaily)
    .where(eq(jobStatsDaily.job_id, jobId));
  return {
    impressions: Number(row?.impressions ?? 0),
    views: Number(row?.views ?? 0),
    apply_clicks: Number(row?.apply_clicks ?? 0),
    applications: Number(row?.applications ?? 0),
  };
}

/** Retention (ADR 060): counts before `keepFrom`, and every visitor hash of a day before today. */
export async function deleteOldStats(db: Db, keepFrom: string, today: string): Promise<void> {
  await db.delete(jobStatsDaily).where(lt(jobStatsDaily.day, keepFrom));
  await db.delete(jobStatsVisitors).where(lt(jobStatsVisitors.day, today));
}
