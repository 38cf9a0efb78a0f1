import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { ZGeocodingRequest, ZGeocodingResponse } from "#shared/schemas/geocoding.ts";
import type { Deps } from "#server/deps.ts";
import { createGeocoder } from "#server/platform/geocoder/geocoder.ts";
import { geocodeAddress } from "./service.ts";

export const geocodingRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const geocoder = createGeocoder(deps.config, app.log);
    // The gazetteer takes about 0.2 s to load: at start rather than in a user's first lookup.
    // Tests build many apps and mostly never geocode; there it loads on first use.
    if (deps.config.env !== "test") {
      app.addHook("onReady", async () => {
        await geocoder.warmUp?.();
      });
    }

    app.post(
      "/api/geocoding",
      {
        // An address is at most 200 characters; a larger body is refused before parsing.
        bodyLimit: 4 * 1024,
        // The field suggests while typing (300 ms debounce): generous, but bounded.
        config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
        schema: {
          tags: ["Geocoding"],
          summary: "Orte, Postleitzahlen und Bundesländer zu einer Eingabe vorschlagen",
          body: ZGeocodingRequest,
          response: { 200: ZGeocodingResponse, 422: ZValidationError, 429: ZMessage },
        },
      },
      async (request) => ({ data: await geocodeAddress(geocoder, request.body.address) }),
    );
  };
