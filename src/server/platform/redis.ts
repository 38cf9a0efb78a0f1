import { Redis } from "ioredis";

/** Connects and checks the connection, so a set but broken REDIS_URL fails the start. */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  await redis.connect();
  await redis.ping();
  return redis;
}
