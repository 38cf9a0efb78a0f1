import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { clientKey, MemoryAttemptLimiter, RedisAttemptLimiter } from "./rate-limits.ts";

// Redis away (`npm run bench:faults` scenario b): the attempt counters of login,
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
    const kim = "kim@betrieb.example|10.0.0.1";

    for (let i = 0; i < 3; i++) expect(await limiter.reserve(kim)).toBe(0);
    const wait = await limiter.reserve(kim);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // A given-back attempt can be used again.
    await limiter.release(kim);
    expect(await limiter.reserve(kim)).toBe(0);
    expect(await limiter.reserve(kim)).toBeGreaterThan(0);
    // Another subject is not affected, and clearing works without Redis too.
    expect(await limiter.reserve("other@betrieb.example|10.0.0.1")).toBe(0);
    await limiter.clear(kim);
    expect(await limiter.reserve(kim)).toBe(0);
  });
});

describe("MemoryAttemptLimiter", () => {
  it("grants exactly `max` of many parallel attempts (check and count are one step)", async () => {
    const limiter = new MemoryAttemptLimiter(5, 60_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => limiter.reserve("x")));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
    expect(answers.filter((wait) => wait > 0)).toHaveLength(95);
  });

  it("keeps nothing for an attempt given back: a login refused by the per-IP limit leaves no entry", async () => {
    // POST /login reserves the address+IP key, then the IP key; once the IP is over its limit
    // the address is given back and the answer is a cheap 429 (no argon2). With an entry left
    // at 0 per address, one host could add entries as fast as it sends (each a new address),
    // and past 10,000 entries every reserve walked all of them.
    const limiter = new MemoryAttemptLimiter(5, 60_000);
    for (let i = 0; i < 1000; i++) {
      const key = `guess${i}@betrieb.example|10.0.0.1`;
      expect(await limiter.reserve(key)).toBe(0);
      await limiter.release(key);
    }
    expect(limiter.size).toBe(0);
    // A key with attempts still counted keeps them.
    await limiter.reserve("kim");
    await limiter.reserve("kim");
    await limiter.release("kim");
    expect(limiter.size).toBe(1);
    for (let i = 0; i < 4; i++) expect(await limiter.reserve("kim")).toBe(0);
    expect(await limiter.reserve("kim")).toBeGreaterThan(0);
  });

  it("opens again when the window has passed and never counts below zero", async () => {
    let now = 1_000_000;
    const limiter = new MemoryAttemptLimiter(2, 10_000, () => now);
    await limiter.release("x");
    expect(await limiter.reserve("x")).toBe(0);
    expect(await limiter.reserve("x")).toBe(0);
    expect(await limiter.reserve("x")).toBe(10);
    now += 9_001;
    expect(await limiter.reserve("x")).toBe(1);
    now += 1_000;
    expect(await limiter.reserve("x")).toBe(0);
  });
});

describe("clientKey", () => {
  it("keeps IPv4, unwraps IPv4-mapped IPv6, and counts IPv6 by its /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    const net = "2001:db8:a:b::/64";
    for (const ip of [
      "2001:db8:a:b::1",
      "2001:0db8:000a:000b:ffff:ffff:ffff:ffff",
      "2001:DB8:A:B:1:2:3:4",
      "2001:db8:a:b:1::",
      "2001:db8:a:b::203.0.113.7",
      "2001:db8:a:b::1%eth0",
    ]) {
      expect(clientKey(ip), ip).toBe(net);
    }
    expect(clientKey("2001:db8:a:c::1")).toBe("2001:db8:a:c::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });
});
