import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { rowsOf, type Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import {
  employers,
  employerSectors,
  jobAdvertisementSectors,
  jobAdvertisements,
  jobAlerts,
  searchRecords,
  sectors,
} from "#server/db/schema.ts";
import { greatCircleM, regionOf } from "#server/modules/search/service.ts";
import { AppError } from "#server/platform/errors.ts";
import {
  searchIndex,
  sharedOfflineGeocoder,
  type GazetteerIndex,
} from "#server/platform/geocoder/offline-geocoder.ts";
import { BUNDESLAENDER } from "#shared/constants.ts";
import {
  DEMAND_DAYS,
  DEMAND_MAX_PLACES,
  DEMAND_MIN_COUNT,
  DEMAND_RADIUS_KM,
  type DemandPlace,
  type EmployerDemand,
} from "#shared/schemas/demand.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { assertEmployerAccess, EMPLOYER_NOT_FOUND } from "#server/modules/employers/service.ts";
import { addToTally, demandCell, type Tally } from "./cells.ts";

// The demand for an employer's sectors around its places (docs/decisions/044-employer-demand.md):
// recorded searches (record=1) of the last 30 days and active job alerts, per sector, in each
// Bundesland of its places and within 50 km of each place. Small reads find the sectors and
// places on every call, one grouped read counts; the counts are kept for a few minutes.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The dashboard is revalidated after every change; the counts need not follow each one. */
export const DEMAND_CACHE_MS = 5 * 60 * 1000;
const CACHE_MAX_ENTRIES = 1000;
const LANDS = new Set<string>(BUNDESLAENDER);

interface Place {
  label: string;
  state: string | null;
  source: DemandPlace["source"];
  latitude: number;
  longitude: number;
}

interface CountRow {
  kind: "search" | "alert";
  sector_id: number;
  working_time: string;
  state: string | null;
  latitude: number;
  longitude: number;
  n: number;
}

/**
 * Per database (tests build several apps): the answers by what they were counted for (the
 * sectors and places), so a changed profile or a new ad shows at once and only the counts wait
 * for DEMAND_CACHE_MS.
 */
const caches = new WeakMap<Db, Map<string, { until: number; demand: EmployerDemand }>>();

export async function employerDemand(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  employerId: number,
  now = new Date(),
): Promise<EmployerDemand> {
  assertEmployerAccess(user, employerId);
  const [[employer], sectorRows, adPlaces, gazetteer] = await Promise.all([
    deps.db
      .select({ zipcode: employers.zipcode, city: employers.city })
      .from(employers)
      .where(and(eq(employers.id, employerId), isNull(employers.deleted_at))),
    selectSectors(deps.db, employerId),
    selectAdPlaces(deps.db, employerId),
    sharedOfflineGeocoder().load(),
  ]);
  if (!employer) throw AppError.notFound(EMPLOYER_NOT_FOUND, "employer.not_found");
  const places = placesOf(gazetteer, employer, adPlaces);

  let cache = caches.get(deps.db);
  if (!cache) caches.set(deps.db, (cache = new Map()));
  const key = JSON.stringify([sectorRows, places]);
  const hit = cache.get(key);
  if (hit && hit.until > now.getTime()) return hit.demand;

  const demand = await countDemand(deps.db, gazetteer, sectorRows, places, now);
  cache.delete(key);
  cache.set(key, { until: now.getTime() + DEMAND_CACHE_MS, demand });
  // A Map keeps insertion order: the first key is the longest unrefreshed.
  if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return demand;
}

async function countDemand(
  db: Db,
  gazetteer: GazetteerIndex,
  sectorRows: Sector[],
  places: Place[],
  now: Date,
): Promise<EmployerDemand> {
  const since = new Date(now.getTime() - DAY_MS * DEMAND_DAYS);
  const sectorIds = sectorRows.map((s) => s.id);
  const regions = [...new Set(places.map((p) => p.state).filter((s) => s !== null))];
  const rows = sectorIds.length && places.length ? await countRows(db, sectorIds, since) : [];

  const byRegion = new Map<string, Tally>(regions.map((state) => [state, new Map()]));
  const byPlace: Tally[] = places.map(() => new Map());
  const regionMemo = new Map<string, string | null>();
  for (const row of rows) {
    const point = `${row.state ?? ""}|${row.latitude}|${row.longitude}`;
    let region = regionMemo.get(point);
    if (region === undefined) {
      region = regionOf(gazetteer, row.state, row.latitude, row.longitude);
      regionMemo.set(point, region);
    }
    const regionTally = region === null ? undefined : byRegion.get(region);
    if (regionTally) addToTally(regionTally, row.kind, row.sector_id, row.working_time, row.n);
    // A whole Land's search has no centre of its own (only the Land's): it counts for the Land.
    if (row.state !== null) continue;
    places.forEach((place, i) => {
      const m = greatCircleM(place.latitude, place.longitude, row.latitude, row.longitude);
      if (m <= DEMAND_RADIUS_KM * 1000) {
        addToTally(byPlace[i]!, row.kind, row.sector_id, row.working_time, row.n);
      }
    });
  }

  return {
    days: DEMAND_DAYS,
    from: since.toISOString(),
    to: now.toISOString(),
    radius_km: DEMAND_RADIUS_KM,
    min_count: DEMAND_MIN_COUNT,
    sectors: sectorRows,
    regions: regions.map((state) => ({
      state,
      cells: sectorIds.map((id) => demandCell(byRegion.get(state)!, id)),
    })),
    places: places.map((place, i) => ({
      label: place.label,
      state: place.state,
      source: place.source,
      cells: sectorIds.map((id) => demandCell(byPlace[i]!, id)),
    })),
  };
}

/** Published and not yet expired, as the public search sees ads. */
const liveAdsOf = (employerId: number) =>
  and(
    eq(jobAdvertisements.employer_id, employerId),
    eq(jobAdvertisements.status, "published"),
    gt(jobAdvertisements.expires_at, sql`now()`),
  );

/** The profile's sectors and those of the live ads, by name. */
async function selectSectors(db: Db, employerId: number) {
  const rows = await db
    .select({ id: sectors.id, name: sectors.name, slug: sectors.slug })
    .from(sectors)
    .where(
      or(
        inArray(
          sectors.id,
          db
            .select({ id: employerSectors.sector_id })
            .from(employerSectors)
            .where(eq(employerSectors.employer_id, employerId)),
        ),
        inArray(
          sectors.id,
          db
            .select({ id: jobAdvertisementSectors.sector_id })
            .from(jobAdvertisementSectors)
            .innerJoin(
              jobAdvertisements,
              eq(jobAdvertisements.id, jobAdvertisementSectors.job_advertisement_id),
            )
            .where(liveAdsOf(employerId)),
        ),
      ),
    );
  const collator = new Intl.Collator("de", { sensitivity: "base" });
  return rows.sort((a, b) => collator.compare(a.name.de, b.name.de));
}

/**
 * The live ads' places, those with most ads first: one per Ort, PLZ and Land, its point the
 * smallest coordinates of its ads (they lie in the one Ort; 50 km need no finer point).
 */
async function selectAdPlaces(db: Db, employerId: number) {
  return db
    .select({
      location: jobAdvertisements.location,
      zipcode: jobAdvertisements.zipcode,
      state: jobAdvertisements.state,
      latitude: sql<number>`min(${jobAdvertisements.latitude})`,
      longitude: sql<number>`min(${jobAdvertisements.longitude})`,
      ads: sql<number>`count(*)::int`,
    })
    .from(jobAdvertisements)
    .where(
      and(
        liveAdsOf(employerId),
        isNotNull(jobAdvertisements.latitude),
        isNotNull(jobAdvertisements.longitude),
      ),
    )
    .groupBy(jobAdvertisements.location, jobAdvertisements.zipcode, jobAdvertisements.state)
    .orderBy(sql`count(*) desc`, jobAdvertisements.location, jobAdvertisements.zipcode);
}

/**
 * The profile's address (its PLZ and Ort, placed by the offline gazetteer: the address is
 * stored without coordinates) first, then the ads' places; one place per name and Land, at most
 * DEMAND_MAX_PLACES.
 */
function placesOf(
  gazetteer: GazetteerIndex,
  profile: { zipcode: string | null; city: string | null },
  ads: Awaited<ReturnType<typeof selectAdPlaces>>,
): Place[] {
  const places: Place[] = [];
  const query = [profile.zipcode, profile.city].filter(Boolean).join(" ");
  const [found] = query ? searchIndex(gazetteer, query, 1) : [];
  if (found) {
    places.push({
      label: found.location ?? profile.city ?? found.formatted_address,
      state: regionOf(gazetteer, landOrNull(found.state), found.latitude, found.longitude),
      source: "profile",
      latitude: found.latitude,
      longitude: found.longitude,
    });
  }
  for (const ad of ads) {
    const latitude = Number(ad.latitude);
    const longitude = Number(ad.longitude);
    places.push({
      label: ad.location ?? ad.zipcode ?? "Anzeigenort",
      state: regionOf(gazetteer, landOrNull(ad.state), latitude, longitude),
      source: "ads",
      latitude,
      longitude,
    });
  }
  const seen = new Set<string>();
  return places
    .filter((place) => {
      const key = `${place.label}|${place.state ?? ""}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, DEMAND_MAX_PLACES);
}

const landOrNull = (state: string | null) => (state !== null && LANDS.has(state) ? state : null);

/**
 * The searches of the period and the active alerts that share a sector with the employer,
 * grouped by sector, working time and point: at most one row per 10 km cell (searches are
 * stored rounded to 0.1°), read through the index on created_at.
 */
async function countRows(db: Db, sectorIds: number[], since: Date): Promise<CountRow[]> {
  const ids = sql.join(
    sectorIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select 'search' as kind, rs.sector_id, r.working_time, r.state, r.latitude, r.longitude,
      count(*)::int as n
    from ${searchRecords} r cross join lateral unnest(r.sector_ids) as rs(sector_id)
    where r.created_at >= ${since.toISOString()}::timestamptz and rs.sector_id in (${ids})
    group by rs.sector_id, r.working_time, r.state, r.latitude, r.longitude
    union all
    select 'alert', als.sector_id, a.working_time, a.state, a.latitude, a.longitude,
      count(*)::int
    from ${jobAlerts} a cross join lateral unnest(a.sector_ids) as als(sector_id)
    where a.confirmed_at is not null and a.paused_at is null and als.sector_id in (${ids})
    group by als.sector_id, a.working_time, a.state, a.latitude, a.longitude`);
  return rowsOf<CountRow>(result).map((r) => ({
    ...r,
    sector_id: Number(r.sector_id),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    n: Number(r.n),
  }));
}
