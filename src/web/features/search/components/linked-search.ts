import { useEffect } from "react";
import { RADIUS_DEFAULT_KM } from "#shared/constants.ts";
import type { LinkedSearch } from "#shared/search-link.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import { translate } from "#shared/i18n.ts";
import { useSearchStore, type SearchFilter } from "../store.ts";

/**
 * The seeker's filter a search address names (src/shared/search-link.ts, e.g. the link of a
 * job alert), with the sectors' names; sectors that no longer exist are left out.
 */
export function linkedFilter(search: LinkedSearch, sectors: Sector[]): SearchFilter | null {
  const names = new Map(sectors.map((sector) => [sector.id, translate(sector.name)]));
  const known = search.sectorIds.filter((id) => names.has(id));
  if (known.length === 0) return null;
  return {
    sectors: known.map((id) => ({ id, name: names.get(id)! })),
    working_time: search.working_time,
    job_available_at: search.job_available_at,
    location: {
      ...(search.state !== null ? { kind: "state" as const, state: search.state } : {}),
      formatted_address: search.label,
      location: search.state !== null ? null : search.label,
      latitude: search.latitude,
      longitude: search.longitude,
      radius: search.geo_radius ?? RADIUS_DEFAULT_KM,
    },
    ...(search.with_accommodation ? { with_accommodation: true as const } : {}),
    ...(search.without_german ? { without_german: true as const } : {}),
  };
}

/**
 * Takes a linked search over as the seeker's filter once, after hydration, and runs it; the
 * address loses the filter's parameters, so a reload searches the stored filter as usual.
 */
export function useLinkedSearch(filter: SearchFilter | null): void {
  useEffect(() => {
    if (!filter) return;
    const state = useSearchStore.getState();
    state.hydrate();
    state.changeFilter(filter);
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [filter]);
}
