import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { AppError } from "#server/platform/errors.ts";
import {
  currentUser,
  requireStaff,
  requireUser,
  sessionTokenHash,
} from "#server/platform/session.ts";
import { ADMIN_USERS_PAGE_SIZE, adminEndpoints as api } from "#shared/schemas/admin.ts";
import { endImpersonation, startImpersonation } from "./impersonation.ts";
import { grantCredits, listUsers } from "./service.ts";

// Staff routes under /api/admin (docs/product.md "API conventions"). Every one checks the role itself.

export const adminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "POST /api/admin/employers/:id/credits"),
      bodyLimit: 16 * 1024,
      handler: async (request, reply) => {
        const staff = await requireStaff(deps, request);
        const ids = await grantCredits(deps, staff, request.params.id, request.body);
        return reply.code(201).send({ data: { credit_ids: ids } });
      },
    });

    app.route({
      ...endpoint(api, "POST /api/admin/users/:id/impersonate"),
      bodyLimit: 1024,
      handler: async (request) => {
        const staff = await requireStaff(deps, request);
        const session = sessionTokenHash(request);
        if (!session) throw AppError.unauthenticated();
        await startImpersonation(deps, staff, session, request.params.id);
        const user = await currentUser(deps.db, request, { refresh: true });
        return { data: user!, message: `Sie handeln jetzt als ${user!.name}.` };
      },
    });

    app.route({
      ...endpoint(api, "DELETE /impersonation"),
      bodyLimit: 1024,
      handler: async (request) => {
        const user = await requireUser(deps, request);
        const session = sessionTokenHash(request);
        if (!session) throw AppError.unauthenticated();
        await endImpersonation(deps, user, session);
        const staff = await currentUser(deps.db, request, { refresh: true });
        return { data: staff!, message: "Sie sind wieder mit Ihrem eigenen Konto angemeldet." };
      },
    });

    app.route({
      ...endpoint(api, "GET /api/admin/users"),
      handler: async (request) => {
        await requireStaff(deps, request);
        return listUsers(deps.db, {
          search: request.query.search,
          page: request.query.page,
          pageSize: ADMIN_USERS_PAGE_SIZE,
        });
      },
    });
  };
