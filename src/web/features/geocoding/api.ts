import type { GeocodingResult } from "#shared/schemas/geocoding.ts";
import { api } from "#web/lib/api.ts";

/**
 * Address suggestions for the location field (SPEC.md §7 POST /api/geocoding). Failures are
 * not shown (SPEC.md §8), only logged; an aborted call (newer input) is silent.
 * Same contract as `geocode` in features/search/api.ts, which another feature may not import.
 */
export async function geocode(address: string, signal?: AbortSignal): Promise<GeocodingResult[]> {
  try {
    const { data } = await api.post("/api/geocoding", { body: { address }, toast: false, signal });
    return data;
  } catch (error) {
    if ((error as Error).name !== "AbortError") console.warn("Geocoding fehlgeschlagen", error);
    return [];
  }
}
