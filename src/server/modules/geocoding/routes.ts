import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "#server/platform/endpoint.ts";
import { geocodingEndpoints as api } from "#shared/schemas/geocoding.ts";
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

    app.route({
      ...endpoint(api, "POST /api/geocoding"),
      // An address is at most 200 characters; a larger body is refused before parsing.
      bodyLimit: 4 * 1024,
      // The field suggests while typing (300 ms debounce): generous, but bounded.
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      handler: async (request) => ({ data: await geocodeAddress(geocoder, request.body.address) }),
    });
  };
