import type { Deps } from "#server/deps.ts";
import { listSectors } from "#server/modules/sectors/service.ts";
import {
  JOB_AVAILABLE_AT,
  MAX_SEARCH_SECTORS,
  RADIUS_MAX_KM,
  WORKING_TIMES,
} from "#shared/constants.ts";
import { translate } from "#shared/i18n.ts";
import type {
  SearchFilterRequest,
  SearchRelaxation,
  SearchRelaxations,
} from "#shared/schemas/jobs.ts";
import { checkedSectors, toIndexQuery } from "./service.ts";

/**
 * The changes of one filter field that would find something, each with the total the search
 * answers for the filter so changed (ADR 025): the largest radius, the other start window, more
 * sectors up to the limit of MAX_SEARCH_SECTORS (those with most matches first), and each other
 * working time. Counted by the live index, as the search counts (a page of none, only the total).
 */
export async function searchRelaxations(
  deps: Deps,
  request: SearchFilterRequest,
): Promise<SearchRelaxations> {
  await checkedSectors(deps, request);
  const count = (changed: SearchFilterRequest) =>
    deps.search.index.search(toIndexQuery(changed), 0, 0).total;
  const found: SearchRelaxation[] = [];

  // A whole Land has no radius to widen.
  if (
    request.state === undefined &&
    request.geo_radius !== undefined &&
    request.geo_radius < RADIUS_MAX_KM
  ) {
    const total = count({ ...request, geo_radius: RADIUS_MAX_KM });
    if (total > 0) found.push({ kind: "geo_radius", total, geo_radius: RADIUS_MAX_KM });
  }

  for (const value of JOB_AVAILABLE_AT) {
    if (value === request.job_available_at) continue;
    const total = count({ ...request, job_available_at: value });
    if (total > 0) found.push({ kind: "job_available_at", total, job_available_at: value });
  }

  const sectors = await moreSectors(deps, request, count);
  if (sectors) found.push(sectors);

  for (const value of WORKING_TIMES) {
    if (value === request.working_time) continue;
    const total = count({ ...request, working_time: value });
    if (total > 0) found.push({ kind: "working_time", total, working_time: value });
  }
  return { data: found };
}

/** The seeker's sectors plus the others with most matches alone, up to MAX_SEARCH_SECTORS. */
async function moreSectors(
  deps: Deps,
  request: SearchFilterRequest,
  count: (changed: SearchFilterRequest) => number,
): Promise<SearchRelaxation | null> {
  const free = MAX_SEARCH_SECTORS - request.sectors.length;
  if (free <= 0) return null;
  const others = deps.search.index
    .sectorIds()
    .filter((id) => !request.sectors.includes(id))
    .map((id) => ({ id, total: count({ ...request, sectors: [id] }) }))
    .filter((sector) => sector.total > 0)
    .sort((a, b) => b.total - a.total || a.id - b.id)
    .slice(0, free);
  if (others.length === 0) return null;
  const ids = [...request.sectors, ...others.map((sector) => sector.id)];
  const total = count({ ...request, sectors: ids });
  const names = new Map(
    (await listSectors(deps.db, "id.asc")).map((sector) => [sector.id, translate(sector.name)]),
  );
  return {
    kind: "sectors",
    total,
    sectors: ids.map((id) => ({ id, name: names.get(id) ?? "" })),
  };
}
