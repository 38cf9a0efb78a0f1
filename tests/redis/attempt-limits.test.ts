import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisAttemptLimiter } from "#server/platform/rate-limits.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// With REDIS_URL the attempt counters are shared by every app process (docs/deploy.md): two apps here stand for two processes behind a load balancer.

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
// Counts in Redis outlive a run: every test comes from an address of its own.
const randomIp = () => `10.${[...randomBytes(3)].join(".")}`;

describe("RedisAttemptLimiter", () => {
  it("counts per subject in a window shared by all instances", async () => {
    const name = `test-${unique()}`;
    const a = new RedisAttemptLimiter(redisA, name, 3, 2_000);
    const b = new RedisAttemptLimiter(redisB, name, 3, 2_000);
    expect(await a.reserve("jana@example.org")).toBe(0);
    expect(await b.reserve("jana@example.org")).toBe(0);
    expect(await b.reserve("jana@example.org")).toBe(0);
    const wait = await a.reserve("jana@example.org");
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    expect(await b.reserve("someone-else@example.org")).toBe(0);
    // The subject is not readable from the key.
    const keys = await redisA.keys(`ww:attempts:${name}:*`);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).not.toContain("jana");
    // One given back: one more allowed, then closed again.
    await a.release("jana@example.org");
    expect(await b.reserve("jana@example.org")).toBe(0);
    expect(await a.reserve("jana@example.org")).toBeGreaterThan(0);
    await b.clear("jana@example.org");
    expect(await a.reserve("jana@example.org")).toBe(0);
  });

  it("grants exactly `max` of 100 parallel attempts from two processes", async () => {
    const name = `test-${unique()}`;
    const a = new RedisAttemptLimiter(redisA, name, 5, 60_000);
    const b = new RedisAttemptLimiter(redisB, name, 5, 60_000);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).reserve("kim@example.org")),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
    // The window started with the first attempt and is not extended by refused ones.
    const ttl = await redisA.pttl((await redisA.keys(`ww:attempts:${name}:*`))[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("a release never creates a key or counts below zero", async () => {
    const name = `test-${unique()}`;
    const limiter = new RedisAttemptLimiter(redisA, name, 1, 60_000);
    await limiter.release("nobody");
    expect(await redisA.keys(`ww:attempts:${name}:*`)).toHaveLength(0);
    expect(await limiter.reserve("nobody")).toBe(0);
    await limiter.release("nobody");
    // Nothing counted any more: the key goes (a login refused per IP gives its address back).
    expect(await redisA.keys(`ww:attempts:${name}:*`)).toHaveLength(0);
    await limiter.release("nobody");
    expect(await limiter.reserve("nobody")).toBe(0);
    expect(await limiter.reserve("nobody")).toBeGreaterThan(0);
  });

  it("opens again when the window has passed", async () => {
    // A window long enough that a busy machine still asks within it.
    const limiter = new RedisAttemptLimiter(redisA, `test-${unique()}`, 1, 1_500);
    expect(await limiter.reserve("x")).toBe(0);
    const wait = await limiter.reserve("x");
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await limiter.reserve("x")).toBe(0);
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
    const ip = randomIp();
    const attempt = (app: TestApp) =>
      app.api({
        method: "POST",
        url: "/login",
        payload: { email, password: "falsch-falsch-falsch" },
        remoteAddress: ip,
      });
    for (const app of [appA, appB, appA, appB, appA])
      expect((await attempt(app)).statusCode).toBe(422);
    const blocked = await attempt(appB);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Zu viele Anmeldeversuche/);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("checks at most 5 passwords of 100 parallel wrong logins spread over two processes", async () => {
    const email = `race.${unique()}@betrieb.example`;
    const ip = randomIp();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? appA : appB).api({
          method: "POST",
          url: "/login",
          payload: { email, password: `falsch-${i}-falsch` },
          remoteAddress: ip,
        }),
      ),
    );
    const statuses = responses.map((res) => res.statusCode);
    // A 422 is a checked password; a 429 was refused before the check.
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
  });

  it("allows 20 failed logins per IP across addresses, in total over the processes", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await (i % 2 ? appA : appB).api({
        method: "POST",
        url: "/login",
        payload: { email: `spray.${i}.${unique()}@betrieb.example`, password: "Sommer2024!!" },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });
});
