import { BUNDESLAENDER, type Bundesland } from "#shared/constants.ts";
import type { GeocodingKind } from "#shared/schemas/geocoding.ts";

/**
 * The value of the location field: a geocoded place with the search radius, or a whole Bundesland
 * (docs/decisions/024-bundesland-as-region.md). The search keeps it in its stored filter.
 */
export interface FilterLocation {
  /** A whole Bundesland ("state") is searched as the Land, without a radius (`wholeLand` below). */
  kind?: GeocodingKind;
  formatted_address: string;
  street?: string | null;
  street_number?: string | null;
  location?: string | null;
  zipcode?: string | null;
  state?: string | null;
  country?: string | null;
  latitude: number;
  longitude: number;
  /** km, 30–100 */
  radius: number;
}

/**
 * The Land the location stands for as a whole, if it does: the geocoder's `kind: "state"`, or a
 * filter stored before results had a kind ("Bayern, Deutschland": a Land without place or PLZ).
 */
export function wholeLand(location: FilterLocation | undefined): Bundesland | undefined {
  if (!location?.state || !(BUNDESLAENDER as readonly string[]).includes(location.state)) {
    return undefined;
  }
  const isLand =
    location.kind === "state" ||
    (location.kind === undefined && !location.location && !location.zipcode);
  return isLand ? (location.state as Bundesland) : undefined;
}
