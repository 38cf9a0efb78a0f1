import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "#server/platform/endpoint.ts";
import { pageEndpoints as api } from "#shared/schemas/pages.ts";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { listFaqs, resolveSlug } from "./service.ts";

export const pageRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/slugs/search/*"),
      handler: async (request) => {
        const found = await resolveSlug(deps.db, request.params["*"]);
        if (!found) throw AppError.notFound("Diese Seite gibt es nicht.");
        return { data: found };
      },
    });

    app.route({
      ...endpoint(api, "GET /api/faqs"),
      handler: async () => ({ data: await listFaqs(deps.db) }),
    });
  };
