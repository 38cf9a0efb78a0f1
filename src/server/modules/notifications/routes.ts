import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireUser } from "#server/platform/session.ts";
import { notificationEndpoints as api } from "#shared/schemas/notifications.ts";
import { listNotifications, markNotificationRead } from "./service.ts";

export const notificationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/notifications"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return listNotifications(deps, user, {
          unreadOnly: request.query.unread === "1",
          limit: request.query.limit,
        });
      },
    });

    app.route({
      ...endpoint(api, "PUT /api/notifications/:id/read"),
      bodyLimit: 1024,
      handler: async (request, reply) => {
        const user = await requireUser(deps, request);
        await markNotificationRead(deps, user, request.params.id);
        return reply.code(204).send(null);
      },
    });
  };
