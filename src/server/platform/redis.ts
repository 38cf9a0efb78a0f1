import { Redis } from "ioredis";

/**
 * Connects and checks the connection, so a set but broken REDIS_URL fails the start.
 *
 * Afterwards commands are not queued while Redis is unreachable: they fail at once, so a
 * request never waits for a reconnect (ioredis would hold it for up to two reconnect attempts,
 * seconds each). Every use copes with the failure: rate limits let the request through
 * (`skipOnError`), attempt counters fall back to the process's memory, live events reach only
 * this process's sockets and are logged. ioredis reconnects by itself and resubscribes the
 * realtime channel.
 */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  await redis.connect();
  await redis.ping();
  redis.options.enableOfflineQueue = false;
  // Without a listener ioredis prints every failed reconnect; the uses above report what matters.
  redis.on("error", () => {});
  return redis;
}
