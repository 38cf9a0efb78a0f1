import { createHmac, timingSafeEqual } from "node:crypto";

// The parts of the Pusher Channels protocol, version 7, that the official pusher-js client
// speaks (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/):
// JSON frames `{ event, channel?, data }` where `data` of server events is a JSON *string*.

export const PROTOCOL_VERSION = 7;
/** Seconds of silence after which the server pings; the client uses the same value. */
export const ACTIVITY_TIMEOUT_S = 120;
/** Seconds the server waits for the pong before it closes the connection (4201). */
export const PONG_TIMEOUT_S = 30;
/** Frames larger than this are refused (Pusher's own limit for messages is 10 KB). */
export const MAX_FRAME_BYTES = 10 * 1024;
/**
 * Channels one connection may hold at once; more answer a subscription error. A page of the app
 * holds two (features/notifications/live-client.ts); the cap bounds what one socket costs.
 */
export const MAX_CHANNELS_PER_SOCKET = 50;

/**
 * Close and error codes of the protocol: 4000–4099 the client must not reconnect,
 * 4100–4199 reconnect after a pause, 4200–4299 reconnect at once.
 */
export const CLOSE = {
  unknownApp: 4001,
  unsupportedProtocol: 4007,
  overCapacity: 4100,
  pongTimeout: 4201,
  serverClosing: 4200,
} as const;

/** `pusher:error` codes for refused frames that keep the connection open. */
export const ERROR = {
  invalidMessage: 4200,
  clientEventRejected: 4301,
} as const;

export const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

export function isPrivateChannel(channel: string): boolean {
  return channel.startsWith("private-");
}

/**
 * `{app key}:{HMAC-SHA256 of "socket_id:channel[:channel_data]" with the app secret, hex}`
 * (pusher-js `auth`; the form with channel_data is Pusher's own for presence channels).
 */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
) {
  const signed =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  const signature = createHmac("sha256", secret).update(signed).digest("hex");
  return `${key}:${signature}`;
}

/**
 * The session behind a private subscription: /broadcasting/auth puts it into the signed
 * `channel_data` (pusher-js sends it back unchanged with the subscription), so the hub knows
 * which subscriptions to drop when that session ends. `session` is the SHA-256 of the session
 * cookie, the id the database keeps (db/schema.ts `sessions`): no usable cookie, and given only
 * to the browser that holds the cookie itself.
 */
export interface SessionGrant {
  session: string;
  user_id: number;
}

export function sessionChannelData(grant: SessionGrant): string {
  return JSON.stringify({ session: grant.session, user_id: grant.user_id });
}

export function parseSessionGrant(channelData: unknown): SessionGrant | null {
  if (typeof channelData !== "string" || channelData.length > 200) return null;
  let value: unknown;
  try {
    value = JSON.parse(channelData);
  } catch {
    return null;
  }
  const grant = value as Partial<SessionGrant> | null;
  if (
    typeof grant?.session !== "string" ||
    !/^[0-9a-f]{64}$/.test(grant.session) ||
    !Number.isSafeInteger(grant.user_id) ||
    (grant.user_id as number) < 1
  ) {
    return null;
  }
  return { session: grant.session, user_id: grant.user_id as number };
}

/** Constant-time comparison of a client's `auth` with the expected one. */
export function isValidChannelAuth(
  given: unknown,
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (typeof given !== "string" || given.length > 200) return false;
  const expected = Buffer.from(channelAuth(key, secret, socketId, channel, channelData));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A server frame; `data` is encoded as a JSON string, as the protocol wants. */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: typeof data === "string" ? data : JSON.stringify(data),
  });
}

/** `pusher:error` keeps its `data` an object (pusher-js reads `data.code` and `data.message`). */
export function errorFrame(code: number | null, message: string): string {
  return JSON.stringify({ event: "pusher:error", data: { code, message } });
}

export interface ClientFrame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A client frame, or null for anything that is not `{ event: string, … }` JSON. */
export function parseClientFrame(raw: string): ClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.event !== "string" || record.event.length > 200) return null;
  // pusher-js sends `data` as an object for pusher:* events; client events may send a string.
  let data = record.data;
  if (typeof data === "string") {
    try {
      data = JSON.parse(data);
    } catch {
      // A plain string payload stays a string.
    }
  }
  return {
    event: record.event,
    channel: typeof record.channel === "string" ? record.channel : undefined,
    data,
  };
}
