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
    async close() {
      listeners.length = 0;
    },
  };
}

/**
 * Redis pub/sub on one channel per installation. A subscribed connection can do nothing else,
 * so it is a duplicate of the app's connection. While Redis is away publishing fails quietly
 * (the caller logs it) and ioredis resubscribes when it is back.
 */
export async function createRedisBroadcaster(
  redis: Redis,
  options: { channel?: string; onError?: (error: unknown) => void } = {},
): Promise<Broadcaster> {
  const topic = options.channel ?? "wurzelwerk:realtime";
  const subscriber = redis.duplicate();
  const listeners: ((message: BroadcastMessage) => void)[] = [];
  subscriber.on("error", (error) => options.onError?.(error));
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
    for (const listener of listeners) listener(message);
  });
  await subscriber.subscribe(topic);
  return {
    async publish(message) {
      try {
        await redis.publish(topic, JSON.stringify(message));
      } catch (error) {
        options.onError?.(error);
      }
    },
    onMessage(listener) {
      listeners.push(listener);
    },
    async close() {
      listeners.length = 0;
      subscriber.disconnect();
    },
  };
}
