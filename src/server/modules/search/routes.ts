import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import {
  ZJobList,
  ZSearchFilterRequest,
  ZSearchJobsRequest,
  ZSearchRelaxations,
} from "#shared/schemas/jobs.ts";
import type { Deps } from "#server/deps.ts";
import { trustedJson } from "#server/platform/trusted-json.ts";
import { searchRelaxations } from "./relaxations.ts";
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

    // What the empty results offer instead (ADR 025): a separate call, so the search's answer
    // keeps the shape of SPEC.md §7, and only an empty search pays for the counting.
    app.post(
      "/api/job-advertisements/search/relaxations",
      {
        bodyLimit: 8 * 1024,
        config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
        schema: {
          tags: ["Suche"],
          summary:
            "Was eine Suche ohne Treffer finden würde: größerer Umkreis, anderer Start, weitere Branchen, andere Anstellungsart – je mit Trefferzahl",
          body: ZSearchFilterRequest,
          response: { 200: ZSearchRelaxations, 422: ZValidationError, 429: ZMessage },
        },
      },
      async (request) => searchRelaxations(deps, request.body),
    );
  };
