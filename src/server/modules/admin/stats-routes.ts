import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireStaff } from "#server/platform/session.ts";
import { adminStatsEndpoints as api } from "#shared/schemas/admin-stats.ts";
import { searchStats } from "./search-stats.ts";

// The anonymous search statistics for the team.

export const adminStatsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/admin/search-stats"),
      handler: async (request) => {
        const staff = await requireStaff(deps, request);
        return { data: await searchStats(deps, staff, request.query.days) };
      },
    });
  };
