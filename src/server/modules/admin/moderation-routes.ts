import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { terminateJobByStaff } from "#server/modules/jobs/service.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireStaff } from "#server/platform/session.ts";
import { adminJobEndpoints as api } from "#shared/schemas/admin-jobs.ts";
import { listAdminJobs } from "./moderation.ts";

// Ads moderation: every ad, and ending a live one with a reason for the employer.

export const adminModerationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/admin/job-advertisements"),
      handler: async (request) => {
        const staff = await requireStaff(deps, request);
        return listAdminJobs(deps, staff, request.query);
      },
    });

    app.route({
      ...endpoint(api, "PUT /api/admin/job-advertisements/:id/terminate"),
      bodyLimit: 16 * 1024,
      handler: async (request) => {
        const staff = await requireStaff(deps, request);
        const job = await terminateJobByStaff(deps, staff, request.params.id, request.body.reason);
        return {
          data: job,
          message:
            "Die Anzeige ist beendet. Der Arbeitgeber wurde mit Ihrer Begründung benachrichtigt.",
        };
      },
    });
  };
