import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { channelAuth, sessionChannelData } from "#server/platform/realtime/protocol.ts";
import { requireUser, sessionTokenHash } from "#server/platform/session.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { realtimeEndpoints } from "#shared/schemas/realtime.ts";
import { mayListen } from "./channels.ts";

export const realtimeRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // pusher-js posts `socket_id=…&channel_name=…` as a form by default; JSON works as well.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 2048 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    app.route({
      ...endpoint(realtimeEndpoints, "POST /broadcasting/auth"),
      bodyLimit: 2048,
      handler: async (request) => {
        const user = await requireUser(deps, request);
        const { socket_id, channel_name } = request.body;
        if (!mayListen(user, channel_name)) {
          throw AppError.forbidden("Sie dürfen diesen Kanal nicht abonnieren.");
        }
        // The session goes into the signature, so the hub drops the subscription when the
        // session ends (platform/realtime/hub.ts endSessions).
        const channelData = sessionChannelData({
          session: sessionTokenHash(request)!,
          user_id: user.id,
        });
        return {
          auth: channelAuth(
            deps.config.pusher.key,
            deps.config.pusher.secret,
            socket_id,
            channel_name,
            channelData,
          ),
          channel_data: channelData,
        };
      },
    });
  };
