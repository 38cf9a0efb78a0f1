import type { GeocodingResult } from "#shared/schemas/geocoding.ts";
import { api } from "#web/lib/api.ts";

/**
 * Address suggestions for the location field (docs/product.md "API conventions" POST /api/geocoding). Failures are
 * not shown (docs/product.md "Texts and messages"), only logged; an aborted call (newer input) is silent.
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
