import { RADIUS_DEFAULT_KM } from "#shared/constants.ts";
import type { SearchFilterInput } from "#shared/schemas/jobs.ts";
import {
  wholeLand,
  type FilterLocation,
} from "#web/features/geocoding/components/location-value.ts";
import type { Unfilled } from "../store.ts";
import type { SearchText } from "./search-text.ts";

/**
 * The region of a search: a circle around a place, or a whole Bundesland
 * (docs/decisions/024-bundesland-as-region.md). A Land has no radius: it is searched as
 * the Land, nearest to its centre first.
 */

/** The region's part of the search request: the point and either the Land or the radius. */
export function regionRequest(
  location: FilterLocation | undefined,
): Unfilled<Pick<SearchFilterInput, "latitude" | "longitude" | "state" | "geo_radius">> {
  const land = wholeLand(location);
  const point = { latitude: location?.latitude, longitude: location?.longitude };
  return land
    ? { ...point, state: land }
    : { ...point, geo_radius: location?.radius ?? RADIUS_DEFAULT_KM };
}

/** The place as the seeker picked it: the Land's name for a whole Land, else "Freising". */
export function placeName(location: FilterLocation): string {
  return wholeLand(location) ?? (location.location || location.formatted_address);
}

/** How a chip or a caption names the region: "Ganz Bayern", "Freising (30 km)". */
export function regionLabel(location: FilterLocation, t: SearchText): string {
  const land = wholeLand(location);
  if (land) return t("chip.land", { land });
  return t("chip.place", { place: placeName(location), radius: location.radius });
}
