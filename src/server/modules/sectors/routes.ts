import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "#server/platform/endpoint.ts";
import { sectorEndpoints as api } from "#shared/schemas/sectors.ts";
import type { Deps } from "#server/deps.ts";
import { paginate } from "#server/platform/pagination.ts";
import { listSectors } from "./service.ts";

export const sectorRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/sectors"),
      handler: async (request) => {
        const { order_by, page, page_size } = request.query;
        return paginate(await listSectors(deps.db, order_by), page, page_size);
      },
    });
  };
