import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type postgres from "postgres";
import type { Db } from "#server/db/client.ts";
import { selectSearchHits, type SearchFilter } from "#server/modules/search/queries.ts";
import { SEARCH_PAGE_SIZE, toIndexQuery } from "#server/modules/search/service.ts";
import { RADIUS_DEFAULT_KM } from "#shared/constants.ts";
import type { SearchJobsRequest } from "#shared/schemas/jobs.ts";
import { toSearchRequest } from "#web/features/search/store.ts";
import { CITIES, CITY_WEIGHTS, scatter } from "./geo.ts";
import { createRandom, cumulativeWeights } from "./random.ts";
import { SECTOR_SHARES, SECTOR_SLUGS } from "./texts.ts";

/**
 * The simulated seekers: each body is what the wizard or filter modal sends — a point near a
 * city centre (cities drawn by population, jitter of a postcode area), radius 30/50/100 km,
 * one to three sectors, any working time and either start window. The filter only:
 * {@link browserSearchBody} makes the request the browser sends for it.
 */
export function searchBodies(
  count: number,
  sectorIdBySlug: Map<string, number>,
  seed = 7,
): SearchJobsRequest[] {
  const random = createRandom(seed);
  const sectorWeights = cumulativeWeights(SECTOR_SLUGS.map((s) => SECTOR_SHARES[s]));
  const radii = [30, 50, 100] as const;
  const radiusWeights = cumulativeWeights([50, 30, 20]);
  const workingTimes = ["Vollzeit", "Teilzeit", "Saisonarbeit", "Ausbildung"] as const;
  const bodies: SearchJobsRequest[] = [];
  for (let i = 0; i < count; i++) {
    const city = random.weighted(CITIES, CITY_WEIGHTS);
    const point = scatter(random, city.lat, city.lng, 3);
    const n = random.int(1, 3);
    const slugs = random.distinctWeighted(SECTOR_SLUGS, sectorWeights, n);
    bodies.push({
      sectors: slugs.map((s) => sectorIdBySlug.get(s)!),
      working_time: random.pick(workingTimes),
      job_available_at: random.chance(0.5) ? "1_to_3_months" : "more_than_3_months",
      latitude: Math.round(point.lat * 1e5) / 1e5,
      longitude: Math.round(point.lng * 1e5) / 1e5,
      geo_radius: random.weighted(radii, radiusWeights),
      with_accommodation: false,
      without_german: false,
    });
  }
  return bodies;
}

/**
 * The body of `POST /api/job-advertisements/search` for a filter, built by the browser's own
 * `toSearchRequest` (src/web/features/search/store.ts), so a change there is measured at once:
 * the filter's fields, `record` and `page`. The browser sends `record: 1` only on page 1 of a
 * search the seeker started (wizard, filter modal, a filter changed on /jobs) and `record: 0`
 * for a reload of /jobs and for "Mehr Jobs laden" (page 2 and on).
 */
export function browserSearchBody(
  filter: SearchJobsRequest,
  page: number,
  record: boolean,
): ReturnType<typeof toSearchRequest> {
  return toSearchRequest(
    {
      sectors: filter.sectors.map((id) => ({ id, name: "" })),
      working_time: filter.working_time,
      job_available_at: filter.job_available_at,
      location: {
        // A place with its radius: the browser sends a radius, never a whole Land, for it.
        formatted_address: "",
        latitude: filter.latitude,
        longitude: filter.longitude,
        radius: filter.geo_radius ?? RADIUS_DEFAULT_KM,
      },
    },
    page,
    record,
  );
}

export function filterOf(body: SearchJobsRequest, now = new Date()): SearchFilter {
  return toIndexQuery(body, now);
}

/**
 * The exact statement the search route runs for page 1: `selectSearchHits` itself is called
 * with a stand-in database that records the SQL instead of running it, and drizzle's dialect
 * renders it with the same placeholders and parameters. Nothing is copied from
 * src/server/modules/search/queries.ts, so a change there is measured here at once.
 */
export async function searchStatement(
  filter: SearchFilter,
  limit = SEARCH_PAGE_SIZE,
  offset = 0,
): Promise<{ sql: string; params: unknown[] }> {
  const captured: SQL[] = [];
  const recorder = {
    execute: async (query: SQL) => {
      captured.push(query);
      return [];
    },
  } as unknown as Db;
  await selectSearchHits(recorder, filter, limit, offset);
  if (captured.length === 0) throw new Error("selectSearchHits hat keine Abfrage ausgeführt");
  const { sql, params } = new PgDialect().sqlToQuery(captured[0]!);
  return { sql, params };
}

export interface ExplainResult {
  executionMs: number;
  planningMs: number;
  rows: number;
  plan: unknown;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statement, with its parameters bound like the app binds them. */
export async function explainSearch(
  sql: postgres.Sql,
  statement: { sql: string; params: unknown[] },
): Promise<ExplainResult> {
  const [row] = await sql.unsafe(
    `explain (analyze, buffers, format json) ${statement.sql}`,
    statement.params as postgres.ParameterOrJSON<never>[],
  );
  const [report] = (row as Record<string, unknown>)["QUERY PLAN"] as {
    "Execution Time": number;
    "Planning Time": number;
    Plan: { "Actual Rows": number };
  }[];
  return {
    executionMs: report!["Execution Time"],
    planningMs: report!["Planning Time"],
    rows: report!.Plan["Actual Rows"],
    plan: report!.Plan,
  };
}

export async function explainSearchText(
  sql: postgres.Sql,
  statement: { sql: string; params: unknown[] },
): Promise<string> {
  const rows = await sql.unsafe(
    `explain (analyze, buffers, format text) ${statement.sql}`,
    statement.params as postgres.ParameterOrJSON<never>[],
  );
  return rows.map((r) => (r as Record<string, string>)["QUERY PLAN"]).join("\n");
}

/**
 * What seekers type into the place field while it suggests (300 ms debounce): the first
 * letters of a town, the whole name, the first three digits of a postcode or all five, drawn
 * by population like the search bodies.
 */
export function geocodingInputs(count: number, seed = 11): string[] {
  const random = createRandom(seed);
  const inputs: string[] = [];
  for (let i = 0; i < count; i++) {
    const city = random.weighted(CITIES, CITY_WEIGHTS);
    const kind = random.int(0, 3);
    inputs.push(
      kind === 0
        ? city.name.slice(0, Math.min(city.name.length, random.int(3, 5)))
        : kind === 1
          ? city.name
          : kind === 2
            ? city.zip.slice(0, 3)
            : city.zip,
    );
  }
  return inputs;
}
