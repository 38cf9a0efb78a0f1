import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import {
  currentUser,
  requireStaff,
  requireUser,
  sessionTokenHash,
} from "#server/platform/session.ts";
import { ZEmptyBody } from "#shared/schemas/auth.ts";
import { ZId } from "#shared/schemas/common.ts";
import { ZCurrentUser } from "#shared/schemas/user.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { ZEmployerIdParams } from "#shared/schemas/employers.ts";
import { ZGrantCreditsRequest } from "#shared/schemas/job-editor.ts";
import { endImpersonation, startImpersonation } from "./impersonation.ts";
import { grantCredits, listUsers } from "./service.ts";
import { ADMIN_USERS_PAGE_SIZE, ZAdminUserList, ZAdminUsersQuery } from "#shared/schemas/admin.ts";

const ZUserAnswer = z.object({ data: ZCurrentUser, message: z.string() });

// Staff routes under /api/admin (PRODUCT.md "API details"). Every one checks the role itself.

export const adminRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/admin/employers/:id/credits",
      {
        bodyLimit: 16 * 1024,
        schema: {
          tags: ["Team"],
          summary: "Anzeigen-Guthaben gutschreiben (nur Team)",
          params: ZEmployerIdParams,
          body: ZGrantCreditsRequest,
          response: {
            201: z.object({ data: z.object({ credit_ids: z.array(z.number().int()) }) }),
            401: ZMessage,
            403: ZMessage,
            404: ZMessage,
            409: ZMessage,
            422: ZValidationError,
          },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(deps, request);
        const ids = await grantCredits(deps, staff, request.params.id, request.body);
        return reply.code(201).send({ data: { credit_ids: ids } });
      },
    );

    app.post(
      "/api/admin/users/:id/impersonate",
      {
        bodyLimit: 1024,
        schema: {
          tags: ["Team"],
          summary: "Ein Arbeitgeber-Konto übernehmen (nur Team, nie ein Team-Konto)",
          params: z.object({ id: ZId }),
          body: ZEmptyBody,
          response: { 200: ZUserAnswer, 401: ZMessage, 403: ZMessage, 404: ZMessage },
        },
      },
      async (request) => {
        const staff = await requireStaff(deps, request);
        const session = sessionTokenHash(request);
        if (!session) throw AppError.unauthenticated();
        await startImpersonation(deps, staff, session, request.params.id);
        const user = await currentUser(deps.db, request, { refresh: true });
        return { data: user!, message: `Sie handeln jetzt als ${user!.name}.` };
      },
    );

    app.delete(
      "/impersonation",
      {
        bodyLimit: 1024,
        schema: {
          tags: ["Team"],
          summary: "Die Übernahme beenden und zum eigenen Team-Konto zurückkehren",
          response: { 200: ZUserAnswer, 401: ZMessage, 409: ZMessage },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        const session = sessionTokenHash(request);
        if (!session) throw AppError.unauthenticated();
        await endImpersonation(deps, user, session);
        const staff = await currentUser(deps.db, request, { refresh: true });
        return { data: staff!, message: "Sie sind wieder mit Ihrem eigenen Konto angemeldet." };
      },
    );

    app.get(
      "/api/admin/users",
      {
        schema: {
          tags: ["Team"],
          summary: "Konten mit ihren Unternehmen suchen (nur Team)",
          querystring: ZAdminUsersQuery,
          response: { 200: ZAdminUserList, 401: ZMessage, 403: ZMessage, 422: ZValidationError },
        },
      },
      async (request) => {
        await requireStaff(deps, request);
        return listUsers(deps.db, {
          search: request.query.search,
          page: request.query.page,
          pageSize: ADMIN_USERS_PAGE_SIZE,
        });
      },
    );
  };
