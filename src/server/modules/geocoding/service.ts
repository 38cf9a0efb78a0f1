import { GEOCODING_MAX_RESULTS, type GeocodingResult } from "#shared/schemas/geocoding.ts";
import type { Geocoder } from "#server/platform/geocoder/geocoder.ts";

/** Suggestions for the location field (docs/product.md "Search: region, radius and Bundesland"): places, PLZ, Länder. */
export function geocodeAddress(geocoder: Geocoder, address: string): Promise<GeocodingResult[]> {
  return geocoder.search(address, GEOCODING_MAX_RESULTS);
}
