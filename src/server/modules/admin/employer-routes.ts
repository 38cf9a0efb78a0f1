import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { requireStaff } from "#server/platform/session.ts";
import {
  ZAdminEmployerResponse,
  ZAuditList,
  ZAuditQuery,
} from "#shared/schemas/admin-employers.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { ZEmployerIdParams } from "#shared/schemas/employers.ts";
import { listAuditTrail } from "./audit-trail.ts";
import { getAdminEmployer } from "./employers.ts";

// The backoffice's employer detail (issue 7). Staff only; the services check the role again.

export const adminEmployerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/admin/employers/:id",
      {
        schema: {
          tags: ["Team"],
          summary: "Ein Unternehmen mit Konten, Profil, Guthaben und Bestellungen (nur Team)",
          params: ZEmployerIdParams,
          response: {
            200: ZAdminEmployerResponse,
            401: ZMessage,
            403: ZMessage,
            404: ZMessage,
            422: ZValidationError,
          },
        },
      },
      async (request) => {
        const staff = await requireStaff(deps, request);
        return { data: await getAdminEmployer(deps, staff, request.params.id) };
      },
    );

    app.get(
      "/api/admin/employers/:id/audit-events",
      {
        schema: {
          tags: ["Team"],
          summary: "Wer hat was wann geändert: das Protokoll eines Unternehmens (nur Team)",
          params: ZEmployerIdParams,
          querystring: ZAuditQuery,
          response: { 200: ZAuditList, 401: ZMessage, 403: ZMessage, 422: ZValidationError },
        },
      },
      async (request) => {
        const staff = await requireStaff(deps, request);
        return listAuditTrail(deps, staff, request.params.id, request.query.page);
      },
    );
  };
