import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import { requireStaff } from "#server/platform/session.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { ZEmployerIdParams } from "#shared/schemas/employers.ts";
import { ZGrantCreditsRequest } from "#shared/schemas/job-editor.ts";
import { grantCredits } from "./service.ts";

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
            422: ZValidationError,
          },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(deps, request);
        const ids = await grantCredits(deps.db, staff, request.params.id, request.body);
        return reply.code(201).send({ data: { credit_ids: ids } });
      },
    );
  };
