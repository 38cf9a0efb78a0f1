import { randomInt } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import type { Broadcaster, BroadcastMessage } from "./broadcaster.ts";
import {
  ACTIVITY_TIMEOUT_S,
  CHANNEL_NAME,
  CLOSE,
  ERROR,
  MAX_CHANNELS_PER_SOCKET,
  MAX_FRAME_BYTES,
  PONG_TIMEOUT_S,
  PROTOCOL_VERSION,
  errorFrame,
  frame,
  isPrivateChannel,
  isValidChannelAuth,
  parseClientFrame,
} from "./protocol.ts";

export interface HubOptions {
  key: string;
  secret: string;
  broadcaster: Broadcaster;
  log: FastifyBaseLogger;
  /** Seconds of silence before the server pings (told to the client as activity_timeout). */
  activityTimeoutS?: number;
  /** Seconds to wait for the pong before closing with 4201. */
  pongTimeoutS?: number;
  /** How often idle connections are checked. */
  sweepMs?: number;
  /** Most simultaneous connections per process; more are closed with 4100 (try later). */
  maxConnections?: number;
  /** Asked before an upgrade of `/app/{key}`; false when it refused the socket itself (a per-client cap). */
  admitUpgrade?: (request: IncomingMessage, socket: Duplex) => boolean;
}

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  lastSeen: number;
  pingSentAt: number | null;
}

export interface RealtimeHub {
  /** Serves `/app/{key}` upgrades of this HTTP server; other upgrade paths are refused. */
  attach(server: Server, options?: { leaveOtherPaths?: boolean }): void;
  /** Sends to the sockets of this process (the broadcaster calls it for every message). */
  deliver(message: BroadcastMessage): void;
  connectionCount(): number;
  close(): Promise<void>;
}

const APP_PATH = /^\/app\/([^/?#]{1,200})(?:\?.*)?$/;

/**
 * The Pusher protocol 7 endpoint (DESIGN.md "Realtime"): pusher-js connects unchanged.
 * Subscriptions to `private-…` channels need the signature that POST /broadcasting/auth gives
 * only to those allowed to listen. Bad frames get a protocol error, never a crash; one
 * socket's trouble never touches another.
 */
export function createRealtimeHub(options: HubOptions): RealtimeHub {
  const activityTimeoutS = options.activityTimeoutS ?? ACTIVITY_TIMEOUT_S;
  const pongTimeoutMs = (options.pongTimeoutS ?? PONG_TIMEOUT_S) * 1000;
  const maxConnections = options.maxConnections ?? 20_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();
  const processId = randomInt(1, 2 ** 31);
  let nextId = 1;
  let closing = false;

  options.broadcaster.onMessage((message) => deliver(message));
  // After a gap in the fan-out every subscription is confirmed once more: pusher-js raises
  // `pusher:subscription_succeeded` again, and the app's pages load their data anew on every
  // confirmation after the first (the same as after a dropped socket).
  options.broadcaster.onResumed(() => {
    for (const connection of connections) {
      for (const channel of connection.channels) {
        send(connection, frame("pusher_internal:subscription_succeeded", {}, channel));
      }
    }
  });

  const send = (connection: Connection, payload: string) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(payload);
  };

  const leave = (connection: Connection, channel: string) => {
    connection.channels.delete(channel);
    const members = channels.get(channel);
    members?.delete(connection);
    if (members && members.size === 0) channels.delete(channel);
  };

  const subscribe = (connection: Connection, data: unknown) => {
    const request = (typeof data === "object" && data !== null ? data : {}) as Record<
      string,
      unknown
    >;
    const channel = request.channel;
    if (typeof channel !== "string" || !CHANNEL_NAME.test(channel)) {
      send(connection, errorFrame(ERROR.invalidMessage, "Ungültiger Kanalname."));
      return;
    }
    const refuse = (status: number, error: string) =>
      send(
        connection,
        frame("pusher:subscription_error", { type: "AuthError", error, status }, channel),
      );
    if (connection.channels.has(channel)) {
      send(connection, frame("pusher_internal:subscription_succeeded", {}, channel));
      return;
    }
    if (connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      refuse(429, `Höchstens ${MAX_CHANNELS_PER_SOCKET} Kanäle je Verbindung.`);
      return;
    }
    if (channel.startsWith("presence-")) {
      refuse(403, "Presence-Kanäle werden nicht angeboten.");
      return;
    }
    if (
      isPrivateChannel(channel) &&
      !isValidChannelAuth(request.auth, options.key, options.secret, connection.socketId, channel)
    ) {
      refuse(401, "Die Berechtigung für diesen Kanal fehlt oder ist ungültig.");
      return;
    }
    connection.channels.add(channel);
    let members = channels.get(channel);
    if (!members) channels.set(channel, (members = new Set()));
    members.add(connection);
    send(connection, frame("pusher_internal:subscription_succeeded", {}, channel));
  };

  const onFrame = (connection: Connection, raw: RawData, isBinary: boolean) => {
    connection.lastSeen = Date.now();
    connection.pingSentAt = null;
    if (isBinary) {
      send(
        connection,
        errorFrame(ERROR.invalidMessage, "Nur Textnachrichten (JSON) sind erlaubt."),
      );
      return;
    }
    const message = parseClientFrame(raw.toString("utf8"));
    if (!message) {
      send(connection, errorFrame(ERROR.invalidMessage, "Die Nachricht ist kein gültiges JSON."));
      return;
    }
    switch (message.event) {
      case "pusher:ping":
        send(connection, frame("pusher:pong", {}));
        return;
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        subscribe(connection, message.data);
        return;
      case "pusher:unsubscribe": {
        const channel = (message.data as { channel?: unknown } | null)?.channel;
        if (typeof channel === "string") leave(connection, channel);
        return;
      }
      default:
        if (message.event.startsWith("client-")) {
          send(
            connection,
            errorFrame(ERROR.clientEventRejected, "Client-Ereignisse sind nicht freigeschaltet."),
          );
          return;
        }
        send(connection, errorFrame(ERROR.invalidMessage, "Unbekanntes Ereignis."));
    }
  };

  const onConnection = (socket: WebSocket, request: IncomingMessage, key: string) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (key !== options.key) {
      socket.send(errorFrame(CLOSE.unknownApp, "Unbekannter App-Schlüssel."));
      socket.close(CLOSE.unknownApp, "Unknown app key");
      return;
    }
    const protocol = Number(url.searchParams.get("protocol") ?? PROTOCOL_VERSION);
    if (!Number.isInteger(protocol) || protocol < 5 || protocol > PROTOCOL_VERSION) {
      socket.send(errorFrame(CLOSE.unsupportedProtocol, "Nicht unterstützte Protokollversion."));
      socket.close(CLOSE.unsupportedProtocol, "Unsupported protocol version");
      return;
    }
    if (closing || connections.size >= maxConnections) {
      socket.send(errorFrame(CLOSE.overCapacity, "Gerade zu viele Verbindungen."));
      socket.close(CLOSE.overCapacity, "Over capacity");
      return;
    }
    const connection: Connection = {
      socket,
      socketId: `${processId}.${nextId++}`,
      channels: new Set(),
      lastSeen: Date.now(),
      pingSentAt: null,
    };
    connections.add(connection);
    socket.on("message", (raw, isBinary) => {
      try {
        onFrame(connection, raw, isBinary);
      } catch (error) {
        options.log.warn({ err: error }, "realtime frame failed");
      }
    });
    // A frame over the size limit makes ws close with 1009; errors never reach the process.
    socket.on("error", (error) => options.log.debug({ err: error }, "realtime socket error"));
    socket.on("close", () => {
      connections.delete(connection);
      for (const channel of [...connection.channels]) leave(connection, channel);
    });
    send(
      connection,
      frame("pusher:connection_established", {
        socket_id: connection.socketId,
        activity_timeout: activityTimeoutS,
      }),
    );
  };

  // Idle connections are pinged; one that does not answer in time is closed (4201).
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) {
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt > pongTimeoutMs)
          connection.socket.close(CLOSE.pongTimeout, "Pong reply not received");
      } else if (now - connection.lastSeen > activityTimeoutS * 1000) {
        connection.pingSentAt = now;
        send(connection, frame("pusher:ping", {}));
      }
    }
  }, options.sweepMs ?? 5_000);
  sweep.unref();

  function deliver(message: BroadcastMessage) {
    const members = channels.get(message.channel);
    if (!members || members.size === 0) return;
    const payload = frame(message.event, message.data, message.channel);
    for (const connection of members) send(connection, payload);
  }

  return {
    attach(server, attachOptions = {}) {
      server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        const match = APP_PATH.exec(request.url ?? "");
        if (!match) {
          // Vite's dev server has its own websocket on this server; in production nothing else.
          if (!attachOptions.leaveOtherPaths) socket.destroy();
          return;
        }
        if (options.admitUpgrade && !options.admitUpgrade(request, socket)) return;
        let key: string;
        try {
          key = decodeURIComponent(match[1]!);
        } catch {
          key = "";
        }
        wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request, key));
      });
    },
    deliver,
    connectionCount: () => connections.size,
    async close() {
      closing = true;
      clearInterval(sweep);
      for (const connection of connections)
        connection.socket.close(CLOSE.serverClosing, "Server closing");
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
