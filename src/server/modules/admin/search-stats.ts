import { sql } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { searchRecords, sectors } from "#server/db/schema.ts";
import { sharedOfflineGeocoder } from "#server/platform/geocoder/offline-geocoder.ts";
import { regionOf } from "#server/modules/search/service.ts";
import { assertStaff } from "#server/platform/session.ts";
import {
  JOB_AVAILABLE_AT,
  JOB_AVAILABLE_AT_LABELS,
  WORKING_TIMES,
  type JobAvailableAt,
} from "#shared/constants.ts";
import { translate } from "#shared/i18n.ts";
import type { SearchStats, StatsPeriod, StatsRow } from "#shared/schemas/admin-stats.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";

// The anonymous searches (record=1) aggregated for the team. Every figure is one
// GROUP BY over the period, read through the index on created_at; the Bundesland comes from
// the stored coarse point (rounded to 0.1°) through the offline gazetteer, once per distinct point.

const DAY_MS = 24 * 60 * 60 * 1000;
const ABROAD = "Außerhalb Deutschlands";

interface Group {
  key: string;
  n: number;
  zero: number;
}

const counts = {
  n: sql<number>`count(*)::int`,
  zero: sql<number>`(count(*) filter (where ${searchRecords.results} = 0))::int`,
};

function rowsFor(
  keys: readonly string[],
  groups: Group[],
  label: (key: string) => string,
  withZeros: boolean,
): StatsRow[] {
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const all = withZeros ? [...new Set([...keys, ...byKey.keys()])] : [...byKey.keys()];
  return all
    .map((key) => ({
      key,
      label: label(key),
      searches: Number(byKey.get(key)?.n ?? 0),
      without_results: Number(byKey.get(key)?.zero ?? 0),
    }))
    .sort((a, b) => b.searches - a.searches || a.label.localeCompare(b.label, "de"));
}

export async function searchStats(
  deps: Pick<Deps, "db">,
  staff: CurrentUser,
  days: StatsPeriod,
  now = new Date(),
): Promise<SearchStats> {
  assertStaff(staff);
  const since = new Date(now.getTime() - days * DAY_MS);
  const inPeriod = sql`${searchRecords.created_at} >= ${since.toISOString()}::timestamptz`;
  const [[total], bySector, byWorkingTime, byStart, byPoint, sectorRows, gazetteer] =
    await Promise.all([
      deps.db.select(counts).from(searchRecords).where(inPeriod),
      deps.db
        .select({ key: sql<number>`s.sector_id`, ...counts })
        .from(
          sql`${searchRecords} cross join lateral unnest(${searchRecords.sector_ids}) as s(sector_id)`,
        )
        .where(inPeriod)
        .groupBy(sql`s.sector_id`),
      deps.db
        .select({ key: searchRecords.working_time, ...counts })
        .from(searchRecords)
        .where(inPeriod)
        .groupBy(searchRecords.working_time),
      deps.db
        .select({ key: searchRecords.job_available_at, ...counts })
        .from(searchRecords)
        .where(inPeriod)
        .groupBy(searchRecords.job_available_at),
      deps.db
        .select({
          state: searchRecords.state,
          latitude: searchRecords.latitude,
          longitude: searchRecords.longitude,
          ...counts,
        })
        .from(searchRecords)
        .where(inPeriod)
        .groupBy(searchRecords.state, searchRecords.latitude, searchRecords.longitude),
      deps.db.select({ id: sectors.id, name: sectors.name }).from(sectors),
      sharedOfflineGeocoder().load(),
    ]);

  const regions = new Map<string, Group>();
  for (const point of byPoint) {
    const key = regionOf(gazetteer, point.state, point.latitude, point.longitude) ?? ABROAD;
    const group = regions.get(key) ?? { key, n: 0, zero: 0 };
    group.n += Number(point.n);
    group.zero += Number(point.zero);
    regions.set(key, group);
  }
  const sectorNames = new Map(sectorRows.map((s) => [String(s.id), translate(s.name)]));

  return {
    days,
    from: since.toISOString(),
    to: now.toISOString(),
    searches: Number(total?.n ?? 0),
    without_results: Number(total?.zero ?? 0),
    sectors: rowsFor(
      [...sectorNames.keys()],
      bySector.map((g) => ({ ...g, key: String(g.key) })),
      (key) => sectorNames.get(key) ?? `Branche ${key}`,
      true,
    ),
    working_times: rowsFor(WORKING_TIMES, byWorkingTime, (key) => key, true),
    start_windows: rowsFor(
      JOB_AVAILABLE_AT,
      byStart,
      (key) => JOB_AVAILABLE_AT_LABELS[key as JobAvailableAt] ?? key,
      true,
    ),
    regions: rowsFor([], [...regions.values()], (key) => key, false),
  };
}
