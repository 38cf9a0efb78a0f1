import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError } from "./common.ts";

// POST /broadcasting/auth (docs/ARCHITECTURE.md): the signature pusher-js needs to subscribe
// to a private channel, given only to users allowed to listen on it.

const ZChannelAuthRequest = z.object({
  socket_id: z
    .string({ error: "Die Verbindungskennung fehlt." })
    .regex(/^\d{1,20}\.\d{1,20}$/, { error: "Die Verbindungskennung ist ungültig." }),
  channel_name: z
    .string({ error: "Der Kanal fehlt." })
    .regex(/^private-[A-Za-z0-9_\-=@,.;]{1,156}$/, {
      error: "Nur private Kanäle brauchen eine Berechtigung.",
    }),
});

/** `channel_data` names the session behind the signature; pusher-js sends it back unchanged. */
const ZChannelAuthResponse = z.object({ auth: z.string(), channel_data: z.string() });

export const realtimeEndpoints = defineEndpoints({
  "POST /broadcasting/auth": {
    tags: ["Live-Verbindung"],
    summary: "Signatur für einen privaten Kanal der Live-Verbindung (Pusher-Protokoll)",
    body: ZChannelAuthRequest,
    response: {
      200: ZChannelAuthResponse,
      401: ZMessage,
      403: ZMessage,
      422: ZValidationError,
    },
  },
});
