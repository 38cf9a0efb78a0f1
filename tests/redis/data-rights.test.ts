import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// The data rights' limits with REDIS_URL (ADR 020): two apps on one database and one Redis
// stand for two processes behind a load balancer; each limit is one count for both.

const url = process.env.TEST_REDIS_URL!;
let redisA: Redis;
let redisB: Redis;
let appA: TestApp;
let appB: TestApp;

beforeAll(async () => {
  redisA = new Redis(url);
  redisB = new Redis(url);
  appA = await createTestApp({ redis: redisA });
  appB = await createTestApp({ redis: redisB, shareDatabaseWith: appA });
  // The counts are keyed by user id and outlive a run in the shared Redis; a fresh database
  // starts its ids at 1 again, so this run's users get ids no earlier run has used.
  await appA.db.execute(sql`select setval('users_id_seq', ${randomInt(1_000_000, 2_000_000_000)})`);
});
afterAll(async () => {
  await appB?.close();
  await appA?.close();
  await redisA?.quit();
  await redisB?.quit();
});

describe("data rights across app processes", () => {
  it("allows 5 exports an hour per account in total, not per process", async () => {
    const a = await createAccount(appA.db);
    const exportAs = (app: TestApp) =>
      app.api({ method: "GET", url: "/api/account/export", cookies: a.cookies });
    for (const app of [appA, appB, appA, appB, appA]) {
      expect((await exportAs(app)).statusCode).toBe(200);
    }
    const limited = await exportAs(appB);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Zu viele Anfragen/);
  });

  it("counts wrong deletion passwords once across processes and with the password change", async () => {
    const a = await createAccount(appA.db);
    const wrong = (app: TestApp) =>
      app.api({
        method: "DELETE",
        url: "/api/account",
        cookies: a.cookies,
        payload: { password: "falsch-falsch" },
      });
    for (const app of [appA, appB, appA, appB]) expect((await wrong(app)).statusCode).toBe(422);
    const change = await appB.api({
      method: "PUT",
      url: "/user/password",
      cookies: a.cookies,
      payload: {
        current_password: "falsch-falsch",
        password: "Neues-Passwort-1234",
        password_confirmation: "Neues-Passwort-1234",
      },
    });
    expect(change.statusCode).toBe(422);
    const blocked = await appA.api({
      method: "DELETE",
      url: "/api/account",
      cookies: a.cookies,
      payload: { password: a.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect((await appB.api({ url: "/api/user", cookies: a.cookies })).statusCode).toBe(200);
  });
});
