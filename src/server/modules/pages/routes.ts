import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZFaqList, ZSlugLookup, ZSlugParams } from "#shared/schemas/pages.ts";
import { ZMessage } from "#shared/schemas/common.ts";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { listFaqs, resolveSlug } from "./service.ts";

export const pageRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/slugs/search/*",
      {
        schema: {
          tags: ["Seiten"],
          summary: "Inhaltsseite zu einem Pfad (SPEC.md §7); 404, wenn es keine gibt",
          params: ZSlugParams,
          response: { 200: ZSlugLookup, 404: ZMessage },
        },
      },
      async (request) => {
        const found = await resolveSlug(deps.db, request.params["*"]);
        if (!found) throw AppError.notFound("Diese Seite gibt es nicht.");
        return { data: found };
      },
    );

    app.get(
      "/api/faqs",
      {
        schema: {
          tags: ["Seiten"],
          summary: "Häufige Fragen für Suchende und Arbeitgeber",
          response: { 200: ZFaqList },
        },
      },
      async () => ({ data: await listFaqs(deps.db) }),
    );
  };
