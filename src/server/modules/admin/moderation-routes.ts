import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { terminateJobByStaff } from "#server/modules/jobs/service.ts";
import { requireStaff } from "#server/platform/session.ts";
import {
  ZAdminJobList,
  ZAdminJobsQuery,
  ZTerminateJobRequest,
} from "#shared/schemas/admin-jobs.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { ZOwnJobResponse } from "#shared/schemas/job-editor.ts";
import { ZJobIdParams } from "#shared/schemas/jobs.ts";
import { listAdminJobs } from "./moderation.ts";

// Ads moderation (issue 7): every ad, and ending a live one with a reason for the employer.

export const adminModerationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/admin/job-advertisements",
      {
        schema: {
          tags: ["Team"],
          summary: "Alle Anzeigen, nach Titel oder Unternehmen und Status gefiltert (nur Team)",
          querystring: ZAdminJobsQuery,
          response: { 200: ZAdminJobList, 401: ZMessage, 403: ZMessage, 422: ZValidationError },
        },
      },
      async (request) => {
        const staff = await requireStaff(deps, request);
        return listAdminJobs(deps, staff, request.query);
      },
    );

    app.put(
      "/api/admin/job-advertisements/:id/terminate",
      {
        bodyLimit: 16 * 1024,
        schema: {
          tags: ["Team"],
          summary: "Eine laufende Anzeige mit Begründung beenden (nur Team)",
          params: ZJobIdParams,
          body: ZTerminateJobRequest,
          response: {
            200: ZOwnJobResponse.extend({ message: ZMessage.shape.message }),
            401: ZMessage,
            403: ZMessage,
            404: ZMessage,
            409: ZMessage,
            422: ZValidationError,
          },
        },
      },
      async (request) => {
        const staff = await requireStaff(deps, request);
        const job = await terminateJobByStaff(deps, staff, request.params.id, request.body.reason);
        return {
          data: job,
          message:
            "Die Anzeige ist beendet. Der Arbeitgeber wurde mit Ihrer Begründung benachrichtigt.",
        };
      },
    );
  };
