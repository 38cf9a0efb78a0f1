import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import { requireUser } from "#server/platform/session.ts";
import { ZEmptyBody } from "#shared/schemas/auth.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import {
  ZNotificationIdParams,
  ZNotificationList,
  ZNotificationQuery,
} from "#shared/schemas/notifications.ts";
import { listNotifications, markNotificationRead } from "./service.ts";

export const notificationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/notifications",
      {
        schema: {
          tags: ["Benachrichtigungen"],
          summary: "Eigene Benachrichtigungen, neueste zuerst, mit Zahl der ungelesenen",
          querystring: ZNotificationQuery,
          response: { 200: ZNotificationList, 401: ZMessage, 422: ZValidationError },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return listNotifications(deps, user, {
          unreadOnly: request.query.unread === "1",
          limit: request.query.limit,
        });
      },
    );

    app.put(
      "/api/notifications/:id/read",
      {
        bodyLimit: 1024,
        schema: {
          tags: ["Benachrichtigungen"],
          summary: "Als gelesen markieren",
          params: ZNotificationIdParams,
          body: ZEmptyBody,
          response: { 204: z.null(), 401: ZMessage, 404: ZMessage, 422: ZValidationError },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        await markNotificationRead(deps, user, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
