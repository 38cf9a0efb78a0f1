import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { endpoint } from "#server/platform/endpoint.ts";
import {
  dataRightsEndpoints as api,
  EMPLOYER_DELETED_MESSAGE,
} from "#shared/schemas/data-rights.ts";
import { ZMessage } from "#shared/schemas/common.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { createCurrentPasswordLimiter } from "#server/modules/auth/service.ts";
import { clientKey } from "#server/platform/rate-limits.ts";
import { currentUser, endSession, requireStaff, requireUser } from "#server/platform/session.ts";
import { ACCOUNT_DELETED_MESSAGE } from "#shared/data-rights-messages.ts";
import { ZEmployerIdParams } from "#shared/schemas/employers.ts";
import {
  deleteEmployerByStaff,
  deleteOwnAccount,
  exportEmployerData,
  exportOwnData,
  type DataExport,
} from "./service.ts";

// Data rights (ADR 020): export and deletion for the account itself and for staff.

const BODY_LIMIT = 16 * 1024;

/** An export is built afresh each time (PDFs, ZIP): a few per hour and account are plenty. */
const exportLimit = (deps: Deps, max: number) => ({
  max,
  timeWindow: "1 hour",
  // Per account, not per IP; a request without a session is refused by the handler anyway.
  keyGenerator: async (request: FastifyRequest) => {
    const user = await currentUser(deps.db, request);
    return user ? `data-export:user:${user.id}` : `data-export:ip:${clientKey(request.ip)}`;
  },
});

/**
 * Sends the archive as it is written (ADR 047). An error before the first byte is answered as
 * any other (German JSON); after it, Fastify destroys the connection, so the client sees a
 * broken download (the chunked body never ends) rather than a ZIP that looks whole.
 */
function sendZip(reply: FastifyReply, data: DataExport): FastifyReply {
  return (
    reply
      .type("application/zip")
      .header("content-disposition", `attachment; filename="${data.fileName}"`)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      // Bytes, not JSON: Fastify pipes a stream as it is (no response schema applies); a
      // client that goes away ends the stream, which closes the file being read.
      .send(Readable.from(data.zip, { objectMode: false }) as never)
  );
}

export const dataRightsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const passwordLimiter = createCurrentPasswordLimiter(deps);
    // Who may call is checked before the body: a stranger learns nothing from a 422.
    const signedIn = async (request: FastifyRequest) => {
      await requireUser(deps, request);
    };
    const staffOnly = async (request: FastifyRequest) => {
      await requireStaff(deps, request);
    };

    app.get(
      "/api/account/export",
      {
        config: { rateLimit: exportLimit(deps, 5) },
        schema: {
          tags: ["Konto"],
          summary:
            "Alle Daten des eigenen Kontos als ZIP: Konto, Profil, Anzeigen, Bestellungen, Rechnungen",
          produces: ["application/zip"],
          response: { 401: ZMessage, 429: ZMessage },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return sendZip(reply, await exportOwnData(deps, user));
      },
    );

    app.route({
      ...endpoint(api, "DELETE /api/account"),
      bodyLimit: BODY_LIMIT,
      preValidation: signedIn,
      handler: async (request, reply) => {
        const user = await requireUser(deps, request);
        await deleteOwnAccount(deps, passwordLimiter, user, request.body.password);
        // The sessions went with the account; the browser's cookie goes too.
        await endSession(deps, request, reply, { secure: deps.config.secureCookies });
        return { message: ACCOUNT_DELETED_MESSAGE };
      },
    });

    app.get(
      "/api/admin/employers/:id/export",
      {
        config: { rateLimit: exportLimit(deps, 30) },
        preValidation: staffOnly,
        schema: {
          tags: ["Team"],
          summary: "Alle Daten eines Unternehmens als ZIP (nur Team, im Protokoll vermerkt)",
          params: ZEmployerIdParams,
          produces: ["application/zip"],
          response: { 401: ZMessage, 403: ZMessage, 404: ZMessage, 409: ZMessage, 429: ZMessage },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(deps, request);
        return sendZip(reply, await exportEmployerData(deps, staff, request.params.id));
      },
    );

    app.route({
      ...endpoint(api, "DELETE /api/admin/employers/:id"),
      bodyLimit: BODY_LIMIT,
      preValidation: staffOnly,
      handler: async (request) => {
        const staff = await requireStaff(deps, request);
        await deleteEmployerByStaff(
          deps,
          passwordLimiter,
          staff,
          request.params.id,
          request.body.password,
        );
        return { message: EMPLOYER_DELETED_MESSAGE };
      },
    });
  };
