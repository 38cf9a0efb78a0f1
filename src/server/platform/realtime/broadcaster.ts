import type { Redis } from "ioredis";

/** One event for the sockets subscribed to `channel`, in whichever process they are. */
export interface BroadcastMessage {
  channel: string;
  event: string;
  data: unknown;
}

/**
 * Fan-out of realtime events (DESIGN.md "Realtime"): in memory within one process, or
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
 * Redis pub/sub on one channel per installation. A subscribed connection can do nothing else,
 * so it is a duplicate of the app's connection. While Redis is away a publish fails quietly
 * (`onError` logs it) and reaches this process's own sockets directly; ioredis resubscribes
 * when Redis is back, and `onResumed` tells the hub that other processes' events of the gap
 * are lost.
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
  subscriber.on("error", (error) => options.onError?.(error));
  // "ready" comes again after every reconnect, once ioredis has subscribed anew.
  let interrupted = false;
  subscriber.on("close", () => {
    interrupted = true;
  });
  subscriber.on("ready", () => {
    if (!interrupted) return;
    interrupted = false;
    for (const listener of resumedListeners) listener();
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
    hand(message);
  });
  await subscriber.subscribe(topic);
  // Connected and subscribed: a "close" from here on is an interruption.
  interrupted = false;
  return {
    async publish(message) {
      try {
        await redis.publish(topic, JSON.stringify(message));
      } catch (error) {
        options.onError?.(error);
        hand(message);
      }
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
      subscriber.disconnect();
    },
  };
}
