import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZSectorList, ZSectorListQuery } from "#shared/schemas/sectors.ts";
import type { Deps } from "#server/deps.ts";
import { paginate } from "#server/platform/pagination.ts";
import { listSectors } from "./service.ts";

export const sectorRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/sectors",
      {
        schema: {
          tags: ["Branchen"],
          summary: "Alle Branchen (Paginator), standardmäßig nach Name sortiert",
          querystring: ZSectorListQuery,
          response: { 200: ZSectorList },
        },
      },
      async (request) => {
        const { order_by, page, page_size } = request.query;
        return paginate(await listSectors(deps.db, order_by), page, page_size);
      },
    );
  };
