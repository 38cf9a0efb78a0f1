import { randomInt } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { SESSIONS_ENDED_EVENT, type Broadcaster, type BroadcastMessage } from "./broadcaster.ts";
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
  parseSessionGrant,
  type SessionGrant,
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
  /**
   * The periodic check of the sessions behind this process's private subscriptions: `ended`
   * gets every (session, user) pair in use and names the sessions that no longer hold (expired,
   * deleted without a message, now another user). Every `intervalMs` (default one minute).
   */
  sessionCheck?: {
    ended(grants: SessionGrant[]): Promise<string[]>;
    intervalMs?: number;
  };
  /** Asked before an upgrade of `/app/{key}`; false when it refused the socket itself (a per-client cap). */
  admitUpgrade?: (request: IncomingMessage, socket: Duplex) => boolean;
}

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  /** The session behind each private channel (from its signed channel_data). */
  grants: Map<string, SessionGrant>;
  /**
   * The grants (session|user) whose subscriptions on this socket were dropped because the
   * session ended. Their signatures name this socket and stay valid: without this, sending the
   * same subscribe frame again reopened the channel. Per user, as impersonation moves a session
   * to another user (a new grant) without ending it.
   */
  ended: Set<string>;
  /** Private channels whose session is being looked at before they open. */
  pending: Set<string>;
  lastSeen: number;
  pingSentAt: number | null;
}

export interface RealtimeHub {
  /** Serves `/app/{key}` upgrades of this HTTP server; other upgrade paths are refused. */
  attach(server: Server, options?: { leaveOtherPaths?: boolean }): void;
  /** Sends to the sockets of this process (the broadcaster calls it for every message). */
  deliver(message: BroadcastMessage): void;
  /**
   * Drops this process's subscriptions that these sessions authorised; each such channel gets
   * a `pusher:subscription_error` (401). Other processes hear it through SESSIONS_ENDED_EVENT.
   */
  endSessions(tokenHashes: Iterable<string>): void;
  /** Runs the session check now (as the interval does). */
  checkSessions(): Promise<void>;
  connectionCount(): number;
  close(): Promise<void>;
}

const APP_PATH = /^\/app\/([^/?#]{1,200})(?:\?.*)?$/;

/**
 * The Pusher protocol 7 endpoint (docs/ARCHITECTURE.md): pusher-js connects unchanged.
 * Subscriptions to `private-…` channels need the signature that POST /broadcasting/auth gives
 * only to those allowed to listen. Bad frames get a protocol error, never a crash; one
 * socket's trouble never touches another.
 */
const grantKey = (grant: SessionGrant) => `${grant.session}|${grant.user_id}`;

export function createRealtimeHub(options: HubOptions): RealtimeHub {
  const activityTimeoutS = options.activityTimeoutS ?? ACTIVITY_TIMEOUT_S;
  const pongTimeoutMs = (options.pongTimeoutS ?? PONG_TIMEOUT_S) * 1000;
  const maxConnections = options.maxConnections ?? 20_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  const channels = new Map<string, Set<Connection>>();
  // Which connections hold a private channel by a session's authority. A session that ends
  // (logout, new password, expiry …) must stop a socket hearing that channel at once; the hub
  // learns the session with the subscription itself (the channel_data signed by
  // /broadcasting/auth), so nothing is looked up per event and it works in whichever process
  // the socket is. Events are rare and go to few sockets, but a check per delivery would put
  // a database query behind every event; ending sessions are rarer still.
  const bySession = new Map<string, Set<Connection>>();
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
    const grant = connection.grants.get(channel);
    if (!grant) return;
    connection.grants.delete(channel);
    if ([...connection.grants.values()].some((g) => g.session === grant.session)) return;
    const holders = bySession.get(grant.session);
    holders?.delete(connection);
    if (holders && holders.size === 0) bySession.delete(grant.session);
  };

  const endSessions = (tokenHashes: Iterable<string>) => {
    for (const session of tokenHashes) {
      for (const connection of [...(bySession.get(session) ?? [])]) {
        for (const [channel, grant] of [...connection.grants]) {
          if (grant.session !== session) continue;
          connection.ended.add(grantKey(grant));
          leave(connection, channel);
          // No close and reconnect: the page of an ended session is signed out, and a new
          // subscription needs a new signature from a valid session anyway.
          send(
            connection,
            frame(
              "pusher:subscription_error",
              { type: "AuthError", error: "Die Sitzung ist beendet.", status: 401 },
              channel,
            ),
          );
        }
      }
    }
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
    // Its answer is on the way; repeating the frame must not cost another database look.
    if (connection.pending.has(channel)) return;
    if (connection.channels.size + connection.pending.size >= MAX_CHANNELS_PER_SOCKET) {
      refuse(429, `Höchstens ${MAX_CHANNELS_PER_SOCKET} Kanäle je Verbindung.`);
      return;
    }
    if (channel.startsWith("presence-")) {
      refuse(403, "Presence-Kanäle werden nicht angeboten.");
      return;
    }
    if (isPrivateChannel(channel)) {
      // Signed by /broadcasting/auth together with the session it was given to.
      const grant = parseSessionGrant(request.channel_data);
      if (
        !grant ||
        !isValidChannelAuth(
          request.auth,
          options.key,
          options.secret,
          connection.socketId,
          channel,
          request.channel_data as string,
        )
      ) {
        refuse(401, "Die Berechtigung für diesen Kanal fehlt oder ist ungültig.");
        return;
      }
      if (connection.ended.has(grantKey(grant))) {
        refuse(401, "Die Sitzung ist beendet.");
        return;
      }
      if (!options.sessionCheck) {
        admit(connection, channel, grant);
        return;
      }
      // A signature fetched just before its session ended (a logout in another tab) is still
      // valid: one look at the session before the channel opens. Should that look fail (the
      // database unreachable), the channel opens and the periodic check below catches up.
      connection.pending.add(channel);
      options.sessionCheck.ended([grant]).then(
        (ended) => {
          connection.pending.delete(channel);
          if (connection.socket.readyState !== connection.socket.OPEN) return;
          if (ended.length > 0) {
            connection.ended.add(grantKey(grant));
            refuse(401, "Die Sitzung ist beendet.");
          } else admit(connection, channel, grant);
        },
        (error: unknown) => {
          connection.pending.delete(channel);
          options.log.warn({ err: error }, "realtime session check at subscribe failed");
          if (connection.socket.readyState === connection.socket.OPEN)
            admit(connection, channel, grant);
        },
      );
      return;
    }
    admit(connection, channel);
  };

  /** Opens `channel` for the socket; a private channel with the session grant it was signed for. */
  const admit = (connection: Connection, channel: string, grant?: SessionGrant) => {
    if (grant) {
      connection.grants.set(channel, grant);
      let holders = bySession.get(grant.session);
      if (!holders) bySession.set(grant.session, (holders = new Set()));
      holders.add(connection);
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
      grants: new Map(),
      ended: new Set(),
      pending: new Set(),
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

  let checking = false;
  const checkSessions = async () => {
    if (!options.sessionCheck || checking || bySession.size === 0) return;
    checking = true;
    try {
      const grants = new Map<string, SessionGrant>();
      for (const connection of connections) {
        for (const grant of connection.grants.values()) grants.set(grantKey(grant), grant);
      }
      endSessions(await options.sessionCheck.ended([...grants.values()]));
    } catch (error) {
      options.log.warn({ err: error }, "realtime session check failed");
    } finally {
      checking = false;
    }
  };
  const sessionSweep = setInterval(
    () => void checkSessions(),
    options.sessionCheck?.intervalMs ?? 60_000,
  );
  sessionSweep.unref();

  function deliver(message: BroadcastMessage) {
    if (message.event === SESSIONS_ENDED_EVENT) {
      const ended = (message.data as { sessions?: unknown } | null)?.sessions;
      if (Array.isArray(ended)) endSessions(ended.filter((s) => typeof s === "string"));
      return;
    }
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
    endSessions,
    checkSessions,
    connectionCount: () => connections.size,
    async close() {
      closing = true;
      clearInterval(sweep);
      clearInterval(sessionSweep);
      for (const connection of connections)
        connection.socket.close(CLOSE.serverClosing, "Server closing");
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
