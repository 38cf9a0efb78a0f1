import { readFileSync } from "node:fs";
import { STATUS_CODES, type IncomingMessage, type Server } from "node:http";
import { isIP, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { APPLICATION_LIMITS } from "#shared/schemas/applications.ts";
import { HEADER_IMAGE_MAX_BYTES } from "#shared/schemas/job-editor.ts";
import { LOGO_MAX_BYTES } from "#shared/schemas/employers.ts";
import { errorBody } from "./errors.ts";

// Slow and many connections: ~20,000 never-finished requests from one host
// took every file descriptor, and a request dribbling its body stayed open for minutes. Node's
// own timeouts bound how long one connection may take; the caps bound how many one client and
// the whole process may hold. docs/reliability.md "Slow and many connections" has the figures.

export interface ConnectionLimits {
  /** Request line and headers complete within this (from the connection or the previous request). */
  headersTimeoutMs: number;
  /** The whole request, body included, within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic in either direction is closed after this (a client that stops reading). */
  idleTimeoutMs: number;
  /** How often Node checks the header and request timeouts (they fire up to this much late). */
  timeoutCheckMs: number;
  /** Simultaneous TCP connections per peer address (IPv6: per /64); off behind a proxy. */
  perPeer: number;
  /** Simultaneous websockets per client address (behind a proxy: from X-Forwarded-For). */
  websocketsPerClient: number;
  /** Simultaneous connections of the process, below its file-descriptor limit. */
  total: number;
}

const LARGEST_UPLOAD_BYTES = Math.max(
  HEADER_IMAGE_MAX_BYTES,
  LOGO_MAX_BYTES,
  APPLICATION_LIMITS.totalBytes,
);
/** A weak mobile uplink (Chrome's "Slow 3G" preset sends 400 kbit/s). */
const SLOW_PHONE_UPLINK_BYTES_PER_S = 400_000 / 8;

export const CONNECTION_LIMITS: ConnectionLimits = {
  // A browser sends the request line and headers in one go; 20 s leaves room for a bad network.
  headersTimeoutMs: 20_000,
  // The largest upload (an application's 20 MB of files) takes ~420 s at 400 kbit/s; a phone on
  // such a network can still send it. A client that dribbles its body is cut by the idle timeout
  // below, and the application form reads only a few forms at once (applications/apply-routes.ts).
  requestTimeoutMs: Math.ceil(
    (LARGEST_UPLOAD_BYTES / SLOW_PHONE_UPLINK_BYTES_PER_S) * 1000 + 15_000,
  ),
  // Fastify's default, kept on purpose: longer than the 60 s idle timeout of common load
  // balancers, so the balancer never reuses a connection that the app is just closing (a 502).
  keepAliveTimeoutMs: 72_000,
  // No byte in either direction for 60 s: a client that stopped reading a response, or a
  // stalled upload. No request of the app computes that long without writing.
  idleTimeoutMs: 60_000,
  // Node's default is 30 s, which lets a slow request live up to 30 s past its timeout.
  timeoutCheckMs: 5_000,
  // A browser opens at most 6 connections to one host; 128 leaves room for an office or a
  // carrier's NAT sharing one address, and stops one host from taking the process's sockets.
  perPeer: 128,
  // One per open tab; 20 tabs (or 20 people behind one NAT) is generous.
  websocketsPerClient: 20,
  total: totalConnectionCap(fileDescriptorLimit()),
};

/** The Fastify options that carry the timeouts (buildApp passes them to `fastify()`). */
export function serverTimeoutOptions(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckMs,
    },
  };
}

/**
 * Fastify's `clientErrorHandler`: a request cut by the timeouts (408), with oversized headers
 * (431) or unparsable (400) is answered in German, as every other error, and the connection
 * closed. Fastify's own answer is English.
 */
export function clientErrorReply(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? 408
      : error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : 400;
  if (socket.writable)
    socket.write(rawResponse(status, JSON.stringify(errorBody(status)), "application/json"));
  socket.destroy();
}

function rawResponse(status: number, body: string, type: string, extra = ""): string {
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    "Connection: close\r\n" +
    `Content-Type: ${type}; charset=utf-8\r\n` +
    extra +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
    body
  );
}

/**
 * Caps the connections of the process and of each peer. Over the cap a connection is destroyed
 * as it arrives: answering would mean reading its request, and holding it is what the attacker
 * wants. No browser gets near the per-peer cap on its own.
 *
 * Behind a proxy (`trustProxy`) every connection comes from the proxy, so the per-peer cap would
 * cap the whole site: then only the total applies, and the proxy caps per client
 * (docs/deploy.md).
 */
export function capConnections(
  server: Server,
  limits: ConnectionLimits,
  options: { trustProxy: boolean },
): void {
  // Node refuses connections over this before they reach the HTTP parser.
  server.maxConnections = limits.total;
  if (options.trustProxy) return;
  const counts = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const key = socket.remoteAddress ? addressKey(socket.remoteAddress) : undefined;
    const open = key === undefined ? 0 : (counts.get(key) ?? 0);
    if (key === undefined || open >= limits.perPeer) {
      socket.destroy();
      return;
    }
    counts.set(key, open + 1);
    socket.once("close", () => release(counts, key));
  });
}

/**
 * The websocket cap per client, checked before the upgrade: over it the client gets a German
 * 429 and no websocket. Returns whether the upgrade may go on.
 */
export function websocketGate(
  limits: ConnectionLimits,
  options: { trustProxy: boolean },
): (request: IncomingMessage, socket: Duplex) => boolean {
  const counts = new Map<string, number>();
  return (request, socket) => {
    const key = addressKey(clientAddress(request, options.trustProxy));
    const open = counts.get(key) ?? 0;
    if (open >= limits.websocketsPerClient) {
      const body = `Zu viele gleichzeitige Live-Verbindungen von Ihrer Adresse (höchstens ${limits.websocketsPerClient}). Bitte schließen Sie einige Tabs.`;
      socket.end(rawResponse(429, body, "text/plain", "Retry-After: 30\r\n"));
      return false;
    }
    counts.set(key, open + 1);
    socket.once("close", () => release(counts, key));
    return true;
  };
}

function release(counts: Map<string, number>, key: string) {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * The client's address as Fastify's `request.ip` sees it: with `trustProxy: true` the
 * left-most address of X-Forwarded-For (the balancer overwrites that header, docs/deploy.md).
 */
function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const peer = request.socket.remoteAddress ?? "";
  if (!trustProxy) return peer;
  const forwarded = request.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first && isIP(first) ? first : peer;
}

/**
 * One key per client: IPv4 as it is (also when written IPv4-mapped), IPv6 by its /64, since a
 * single host usually has a whole /64 to pick addresses from.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The soft limit of open files (Node raises it to the hard limit at start); 1024 where unknown. */
export function fileDescriptorLimit(): number {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    if (line) return Number(line[1]);
  } catch {
    // not Linux
  }
  return 1024;
}

/**
 * Each connection may hold a second descriptor (a media file it is being sent, an upload being
 * written), and the process needs some for the database, Redis, logs and its own files:
 * half of what is left after 256 of them.
 */
export function totalConnectionCap(fileDescriptors: number): number {
  return Math.max(64, Math.floor((fileDescriptors - 256) / 2));
}
