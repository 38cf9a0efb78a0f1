import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { ZJobList, ZSearchJobsRequest } from "#shared/schemas/jobs.ts";
import type { Deps } from "#server/deps.ts";
import { trustedJson } from "#server/platform/trusted-json.ts";
import { searchJobs } from "./service.ts";

export const searchRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/job-advertisements/search",
      {
        bodyLimit: 8 * 1024,
        config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
        schema: {
          tags: ["Suche"],
          summary:
            "Umkreissuche: Branchen, Anstellungsart, Startzeitraum und Region (nächste zuerst, dann neueste)",
          body: ZSearchJobsRequest,
          response: { 200: ZJobList, 422: ZValidationError, 429: ZMessage },
        },
        serializerCompiler: trustedJson,
      },
      async (request) => searchJobs(deps, request.body),
    );
  };
