import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireStaff } from "#server/platform/session.ts";
import { adminEmployerEndpoints as api } from "#shared/schemas/admin-employers.ts";
import { listAuditTrail } from "./audit-trail.ts";
import { getAdminEmployer } from "./employers.ts";

// The backoffice's employer detail. Staff only; the services check the role again.

export const adminEmployerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/admin/employers/:id"),
      handler: async (request) => {
        const staff = await requireStaff(deps, request);
        return { data: await getAdminEmployer(deps, staff, request.params.id) };
      },
    });

    app.route({
      ...endpoint(api, "GET /api/admin/employers/:id/audit-events"),
      handler: async (request) => {
        const staff = await requireStaff(deps, request);
        return listAuditTrail(deps, staff, request.params.id, request.query.page);
      },
    });
  };
