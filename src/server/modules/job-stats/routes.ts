import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireUser } from "#server/platform/session.ts";
import { jobStatsEndpoints as api } from "#shared/schemas/job-stats.ts";
import { jobStatsOf, reportApplyClick } from "./service.ts";

export const jobStatsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/job-advertisements/:id/stats"),
      handler: async (request, reply) => {
        const user = await requireUser(deps, request);
        const data = await jobStatsOf(deps, user, request.params.id);
        reply.header("cache-control", "private, no-store");
        return { data };
      },
    });

    // The job page's beacon (fetch with keepalive, the app's CSRF header): answered before
    // anything is written, counted in the next batch.
    app.route({
      ...endpoint(api, "POST /api/job-advertisements/:id/apply-click"),
      bodyLimit: 1024,
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      handler: async (request, reply) => {
        await reportApplyClick(deps, request.params.id, {
          ip: request.ip,
          headers: request.headers,
        });
        return reply.code(204).send(null);
      },
    });
  };
