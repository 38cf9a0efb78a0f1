import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "#server/platform/endpoint.ts";
import { contactEndpoints as api } from "#shared/schemas/contact.ts";
import type { Deps } from "#server/deps.ts";
import { submitContactMessage } from "./service.ts";

export const contactRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "POST /api/contact"),
      // A message is a few kB at most; anything larger is refused before parsing.
      bodyLimit: 32 * 1024,
      config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
      // The mail to the operator is made once the answer is out (platform/outbox.ts).
      onResponse: async () => deps.outbox.kick(),
      handler: async (request) => {
        await submitContactMessage(deps, request.body);
        return {
          message: "Vielen Dank für die Nachricht! Wir melden uns so schnell wie möglich.",
        };
      },
    });
  };
