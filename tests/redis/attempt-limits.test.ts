import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisAttemptLimiter } from "#server/platform/rate-limits.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// With REDIS_URL the attempt counters are shared by every app process (DESIGN.md "Scaling
// past one machine"): two apps here stand for two processes behind a load balancer.

const url = process.env.TEST_REDIS_URL!;
let redisA: Redis;
let redisB: Redis;

beforeAll(async () => {
  redisA = new Redis(url);
  redisB = new Redis(url);
});
afterAll(async () => {
  await redisA?.quit();
  await redisB?.quit();
});

const unique = () => randomBytes(6).toString("hex");

describe("RedisAttemptLimiter", () => {
  it("counts per subject in a window shared by all instances", async () => {
    const name = `test-${unique()}`;
    const a = new RedisAttemptLimiter(redisA, name, 3, 2_000);
    const b = new RedisAttemptLimiter(redisB, name, 3, 2_000);
    await a.hit("jana@example.org");
    await b.hit("jana@example.org");
    expect(await a.retryAfterSeconds("jana@example.org")).toBe(0);
    await b.hit("jana@example.org");
    const wait = await a.retryAfterSeconds("jana@example.org");
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    expect(await b.retryAfterSeconds("someone-else@example.org")).toBe(0);
    // The subject is not readable from the key.
    const keys = await redisA.keys(`ww:attempts:${name}:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain("jana");
    await b.clear("jana@example.org");
    expect(await a.retryAfterSeconds("jana@example.org")).toBe(0);
  });

  it("opens again when the window has passed", async () => {
    // A window long enough that a busy machine still asks within it.
    const limiter = new RedisAttemptLimiter(redisA, `test-${unique()}`, 1, 1_500);
    await limiter.hit("x");
    const wait = await limiter.retryAfterSeconds("x");
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await limiter.retryAfterSeconds("x")).toBe(0);
  });
});

describe("login throttling across app processes", () => {
  let appA: TestApp;
  let appB: TestApp;
  beforeAll(async () => {
    appA = await createTestApp({ redis: redisA });
    appB = await createTestApp({ redis: redisB });
  });
  afterAll(async () => {
    await appA?.close();
    await appB?.close();
  });

  it("allows 5 failed logins per email and IP in total, not per process", async () => {
    const email = `rate.${unique()}@betrieb.example`;
    const attempt = (app: TestApp) =>
      app.api({
        method: "POST",
        url: "/login",
        payload: { email, password: "falsch-falsch-falsch" },
        remoteAddress: "10.77.0.1",
      });
    for (const app of [appA, appB, appA, appB, appA])
      expect((await attempt(app)).statusCode).toBe(422);
    const blocked = await attempt(appB);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Zu viele Anmeldeversuche/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});
