import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireUser } from "#server/platform/session.ts";
import { applicationInboxEndpoints as api } from "#shared/schemas/applications.ts";
import {
  getApplication,
  getRejectionTemplate,
  listEmployerApplications,
  listJobApplications,
  putRejectionTemplate,
  updateApplicationStatus,
} from "./inbox.ts";

// The employer's side of applications (ADR 046). Every answer holds an applicant's personal
// data: no shared cache may keep it.

const BODY_LIMIT = 16 * 1024;

export const inboxRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
    });

    app.route({
      ...endpoint(api, "GET /api/employers/:id/applications"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return listEmployerApplications(deps, user, request.params.id, request.query);
      },
    });

    app.route({
      ...endpoint(api, "GET /api/job-advertisements/:id/applications"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return listJobApplications(deps, user, request.params.id, request.query);
      },
    });

    app.route({
      ...endpoint(api, "GET /api/applications/:id"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return { data: await getApplication(deps, user, request.params.id) };
      },
    });

    app.route({
      ...endpoint(api, "PUT /api/applications/:id/status"),
      bodyLimit: BODY_LIMIT,
      // The Absage mail is made and sent once the answer is out (platform/outbox.ts).
      onResponse: async () => deps.outbox.kick(),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return updateApplicationStatus(deps, user, request.params.id, request.body);
      },
    });

    app.route({
      ...endpoint(api, "GET /api/employers/:id/rejection-template"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return { data: await getRejectionTemplate(deps, user, request.params.id) };
      },
    });

    app.route({
      ...endpoint(api, "PUT /api/employers/:id/rejection-template"),
      bodyLimit: BODY_LIMIT,
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return putRejectionTemplate(deps, user, request.params.id, request.body.rejection_template);
      },
    });
  };
