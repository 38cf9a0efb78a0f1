import type { FastifyBaseLogger } from "fastify";
import { GEOCODING_MAX_RESULTS, type GeocodingResult } from "#shared/schemas/geocoding.ts";
import { createHttpGeocoder } from "./http-geocoder.ts";
import { sharedOfflineGeocoder } from "./offline-geocoder.ts";

/** Turns what a user typed (a place, a PLZ, a Bundesland) into places in Germany. */
export interface Geocoder {
  /** At most `limit` (default 10) distinct results, best first; [] when nothing fits. */
  search(query: string, limit?: number): Promise<GeocodingResult[]>;
  /** Loads what the first search would otherwise wait for. */
  warmUp?(): Promise<void>;
}

/**
 * docs/ARCHITECTURE.md: the offline gazetteer by default; with GEOCODER_URL a
 * Nominatim/Photon-compatible service, and the gazetteer whenever that service fails, so the
 * location field keeps working while it is down.
 */
export function createGeocoder(
  config: { geocoderUrl: string | undefined },
  log?: Pick<FastifyBaseLogger, "warn">,
): Geocoder {
  const offline = sharedOfflineGeocoder();
  if (!config.geocoderUrl) return offline;
  const remote = createHttpGeocoder({ url: config.geocoderUrl });
  return {
    warmUp: offline.warmUp,
    async search(query, limit = GEOCODING_MAX_RESULTS) {
      try {
        return await remote.search(query, limit);
      } catch (error) {
        log?.warn({ err: error }, "geocoder service failed, answering from the gazetteer");
        return offline.search(query, limit);
      }
    },
  };
}
