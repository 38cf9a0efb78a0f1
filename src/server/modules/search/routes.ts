import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "#server/platform/endpoint.ts";
import { searchEndpoints as api } from "#shared/schemas/search.ts";
import type { Deps } from "#server/deps.ts";
import { trustedJson } from "#server/platform/trusted-json.ts";
import { searchRelaxations } from "./relaxations.ts";
import { createSearchRecorder } from "./search-recorder.ts";
import { searchJobs } from "./service.ts";

export const searchRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const recorder = createSearchRecorder(deps.db, {
      flushMs: deps.config.searchRecordFlushMs,
      log: app.log,
    });
    // Before the database closes (main.ts closes it after the app): a clean stop loses no search.
    app.addHook("onClose", () => recorder.close());

    app.route({
      ...endpoint(api, "POST /api/job-advertisements/search"),
      bodyLimit: 8 * 1024,
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      serializerCompiler: trustedJson,
      // The page's ads count as shown in search results (ADR 060), after the answer.
      handler: async (request) =>
        searchJobs(deps, request.body, recorder, { ip: request.ip, headers: request.headers }),
    });

    // What the empty results offer instead (ADR 025): a separate call, so the search's answer
    // keeps the shape of docs/product.md "API conventions", and only an empty search pays for the counting.
    app.route({
      ...endpoint(api, "POST /api/job-advertisements/search/relaxations"),
      bodyLimit: 8 * 1024,
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      handler: async (request) => searchRelaxations(deps, request.body),
    });
  };
