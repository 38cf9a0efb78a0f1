import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { SETUP_DONE_MESSAGE, ZSetupRequest, ZSetupResponse } from "#shared/schemas/setup.ts";
import { completeSetup } from "./service.ts";

export const setupRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/setup",
      {
        bodyLimit: 16 * 1024,
        // The token has 256 bits; the limit keeps argon2 work from being asked for in bulk.
        config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
        schema: {
          tags: ["Konto"],
          summary:
            "Erstes Staff-Konto über den Einrichtungslink aus dem Start-Log anlegen und anmelden",
          body: ZSetupRequest,
          response: {
            201: ZSetupResponse,
            404: ZMessage,
            410: ZMessage,
            422: ZValidationError,
            429: ZMessage,
          },
        },
      },
      async (request, reply) => {
        const user = await completeSetup(deps, reply, request.body);
        return reply.code(201).send({ data: user, message: SETUP_DONE_MESSAGE });
      },
    );
  };
