import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { requireStaff } from "#server/platform/session.ts";
import { ZSearchStatsQuery, ZSearchStatsResponse } from "#shared/schemas/admin-stats.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { searchStats } from "./search-stats.ts";

// The anonymous search statistics for the team (issue 7).

export const adminStatsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/admin/search-stats",
      {
        schema: {
          tags: ["Team"],
          summary:
            "Anonyme Suchen (record=1) nach Branche, Anstellungsart, Start und Bundesland (nur Team)",
          querystring: ZSearchStatsQuery,
          response: {
            200: ZSearchStatsResponse,
            401: ZMessage,
            403: ZMessage,
            422: ZValidationError,
          },
        },
      },
      async (request) => {
        const staff = await requireStaff(deps, request);
        return { data: await searchStats(deps, staff, request.query.days) };
      },
    );
  };
