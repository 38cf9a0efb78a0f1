import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "#server/platform/endpoint.ts";
import { SETUP_DONE_MESSAGE, setupEndpoints as api } from "#shared/schemas/setup.ts";
import type { Deps } from "#server/deps.ts";
import { completeSetup } from "./service.ts";

export const setupRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "POST /api/setup"),
      bodyLimit: 16 * 1024,
      // The token has 256 bits; the limit keeps argon2 work from being asked for in bulk.
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      handler: async (request, reply) => {
        const user = await completeSetup(deps, reply, request.body);
        return reply.code(201).send({ data: user, message: SETUP_DONE_MESSAGE });
      },
    });
  };
