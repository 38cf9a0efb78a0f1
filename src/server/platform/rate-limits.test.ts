import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { RedisAttemptLimiter } from "./rate-limits.ts";

// Redis away (issue 8, `npm run bench:faults` scenario b): the attempt counters of login,
// reset mails and password checks must not turn a login into a 500. Found by the fault run;
// now they count in the process's memory until Redis is back.

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let redis: Redis | undefined;
afterEach(() => redis?.disconnect());

describe("attempt limiter while Redis is unreachable", () => {
  it("keeps counting in memory instead of failing, and still limits", async () => {
    // As openRedis leaves the client after its start: no offline queue, so commands fail at once.
    redis = new Redis({
      host: "127.0.0.1",
      port: await closedPort(),
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on("error", () => {});
    const limiter = new RedisAttemptLimiter(redis, "login", 3, 60_000);

    expect(await limiter.retryAfterSeconds("kim@betrieb.example|10.0.0.1")).toBe(0);
    for (let i = 0; i < 3; i++) await limiter.hit("kim@betrieb.example|10.0.0.1");
    const wait = await limiter.retryAfterSeconds("kim@betrieb.example|10.0.0.1");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another subject is not affected, and clearing works without Redis too.
    expect(await limiter.retryAfterSeconds("other@betrieb.example|10.0.0.1")).toBe(0);
    await limiter.clear("kim@betrieb.example|10.0.0.1");
    expect(await limiter.retryAfterSeconds("kim@betrieb.example|10.0.0.1")).toBe(0);
  });
});
