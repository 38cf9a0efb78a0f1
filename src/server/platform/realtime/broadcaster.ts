import type { Redis } from "ioredis";

/** One event for the sockets subscribed to `channel`, in whichever process they are. */
export interface BroadcastMessage {
  channel: string;
  event: string;
  data: unknown;
}

/**
 * Fan-out of realtime events (docs/ARCHITECTURE.md): in memory within one process, or
 * through Redis pub/sub so that an event published in one app process reaches the sockets
 * held by every other one.
 */
export interface Broadcaster {
  publish(message: BroadcastMessage): Promise<void>;
  /** Every message published anywhere (this process included) is handed to `listener`. */
  onMessage(listener: (message: BroadcastMessage) => void): void;
  /**
   * The fan-out was interrupted and works again: messages published meanwhile by other
   * processes are lost, so the sockets' pages should load their data again.
   */
  onResumed(listener: () => void): void;
  close(): Promise<void>;
}

export function createMemoryBroadcaster(): Broadcaster {
  const listeners: ((message: BroadcastMessage) => void)[] = [];
  return {
    async publish(message) {
      for (const listener of listeners) listener(message);
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    onResumed() {
      // Nothing between publisher and sockets can fail in one process.
    },
    async close() {
      listeners.length = 0;
    },
  };
}

/**
 * Control message to every process's hub: the subscriptions these sessions (token hashes)
 * authorised end. Sent on channel "" (no socket listens there) whenever a session ends or
 * changes its user; see RealtimeHub.endSessions.
 */
export const SESSIONS_ENDED_EVENT = "wurzelwerk:sessions-ended";

/**
 * Tells every process that these sessions ended (logout, password change or reset, a new
 * login in the same browser, impersonation started or ended, a deleted account). Like every
 * live event it never fails the request; with Redis away it reaches this process's sockets
 * only, and the hubs' periodic session check (at most a minute later) catches the rest.
 */
export async function endSessionsLive(
  broadcaster: Broadcaster,
  tokenHashes: readonly string[],
): Promise<void> {
  if (tokenHashes.length === 0) return;
  await broadcaster.publish({
    channel: "",
    event: SESSIONS_ENDED_EVENT,
    data: { sessions: tokenHashes },
  });
}

/** The event of the message a process publishes once it can publish again after a failure. */
const RESUMED_EVENT = "wurzelwerk:resumed";
/** A publish that takes longer counts as failed: Redis may be gone without closing the socket. */
const PUBLISH_TIMEOUT_MS = 1_000;

/**
 * Redis pub/sub on one channel per installation. A subscribed connection can do nothing else,
 * so it is a duplicate of the app's connection. While Redis is away a publish fails quietly
 * (`onError` logs it) and reaches this process's own sockets directly. Two kinds of gap follow,
 * and both end in `onResumed`, which tells the hub that events may have been lost: this
 * process's subscription was interrupted (ioredis subscribes anew when Redis is back), or this
 * process failed to publish — then, once it can publish again, it tells every process with a
 * RESUMED_EVENT message, since their sockets missed its events.
 *
 * An event may reach a socket twice (a publish that timed out here may still arrive through
 * Redis), so live events are "load again" signals that can be repeated, never counters.
 */
export async function createRedisBroadcaster(
  redis: Redis,
  options: { channel?: string; onError?: (error: unknown) => void } = {},
): Promise<Broadcaster> {
  const topic = options.channel ?? "wurzelwerk:realtime";
  const subscriber = redis.duplicate();
  const listeners: ((message: BroadcastMessage) => void)[] = [];
  const resumedListeners: (() => void)[] = [];
  const hand = (message: BroadcastMessage) => {
    for (const listener of listeners) listener(message);
  };
  const resumed = () => {
    for (const listener of resumedListeners) listener();
  };
  subscriber.on("error", (error) => options.onError?.(error));
  // "ready" comes again after every reconnect, once ioredis has sent the subscription anew.
  let interrupted = false;
  subscriber.on("close", () => {
    interrupted = true;
  });
  subscriber.on("ready", () => {
    if (!interrupted) return;
    interrupted = false;
    resumed();
  });
  // A duplicate of a lazily connecting client waits for its first command; connect it first,
  // so that the subscription does not depend on an offline queue (openRedis turns it off).
  if (subscriber.status === "wait") await subscriber.connect();
  subscriber.on("message", (channel: string, raw: string) => {
    if (channel !== topic) return;
    let message: BroadcastMessage;
    try {
      message = JSON.parse(raw) as BroadcastMessage;
    } catch {
      return;
    }
    if (typeof message?.channel !== "string" || typeof message.event !== "string") return;
    if (message.event === RESUMED_EVENT) resumed();
    else hand(message);
  });
  await subscriber.subscribe(topic);
  // Connected and subscribed: a "close" from here on is an interruption.
  interrupted = false;

  const send = (message: BroadcastMessage) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis PUBLISH nicht binnen ${PUBLISH_TIMEOUT_MS} ms beantwortet`)),
        PUBLISH_TIMEOUT_MS,
      );
    });
    return Promise.race([redis.publish(topic, JSON.stringify(message)), timeout]).finally(() =>
      clearTimeout(timer),
    );
  };
  /** Set when a publish failed: the other processes are told once publishing works again. */
  let owesResumed = false;
  const announceResumed = async () => {
    if (!owesResumed) return;
    try {
      await send({ channel: "", event: RESUMED_EVENT, data: null });
      owesResumed = false;
    } catch {
      // Still away: the next "ready" or publish tries again.
    }
  };
  const onPublisherReady = () => void announceResumed();
  redis.on("ready", onPublisherReady);

  return {
    async publish(message) {
      try {
        await send(message);
      } catch (error) {
        options.onError?.(error);
        owesResumed = true;
        hand(message);
        return;
      }
      await announceResumed();
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    onResumed(listener) {
      resumedListeners.push(listener);
    },
    async close() {
      listeners.length = 0;
      resumedListeners.length = 0;
      redis.off("ready", onPublisherReady);
      subscriber.disconnect();
    },
  };
}
