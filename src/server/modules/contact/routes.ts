import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZContactRequest } from "#shared/schemas/contact.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import type { Deps } from "#server/deps.ts";
import { submitContactMessage } from "./service.ts";

export const contactRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/api/contact",
      {
        // A message is a few kB at most; anything larger is refused before parsing.
        bodyLimit: 32 * 1024,
        config: { rateLimit: { max: 5, timeWindow: "10 minutes" } },
        schema: {
          tags: ["Kontakt"],
          summary: "Nachricht an die Betreiber senden",
          body: ZContactRequest,
          response: { 200: ZMessage, 422: ZValidationError, 429: ZMessage },
        },
      },
      async (request) => {
        await submitContactMessage(deps, request.body);
        return {
          message: "Vielen Dank für die Nachricht! Wir melden uns so schnell wie möglich.",
        };
      },
    );
  };
