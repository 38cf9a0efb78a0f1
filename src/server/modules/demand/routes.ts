import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireUser } from "#server/platform/session.ts";
import { demandEndpoints as api } from "#shared/schemas/demand.ts";
import { employerDemand } from "./service.ts";

export const demandRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/employers/:id/demand"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return { data: await employerDemand(deps, user, request.params.id) };
      },
    });
  };
