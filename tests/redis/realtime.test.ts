import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import {
  connected,
  listen,
  nextEvent,
  pusherClient,
  subscribed,
} from "#tests/support/realtime-client.ts";

// With REDIS_URL live events cross app processes (DESIGN.md "Realtime"): the socket is held by
// process A, the change is made through process B, both on one database and one Redis.

const url = process.env.TEST_REDIS_URL!;
let redisA: Redis;
let redisB: Redis;
let appA: TestApp;
let appB: TestApp;
let pusher: ReturnType<typeof pusherClient> | undefined;

beforeAll(async () => {
  redisA = new Redis(url);
  redisB = new Redis(url);
  appA = await createTestApp({ redis: redisA });
  appB = await createTestApp({ redis: redisB, shareDatabaseWith: appA });
});
afterAll(async () => {
  pusher?.disconnect();
  await appB?.close();
  await appA?.close();
  await redisA?.quit();
  await redisB?.quit();
});

describe("live events across two app processes", () => {
  it("a profile change through B reaches the pusher-js socket on A", async () => {
    const account = await createAccount(appA.db);
    const port = await listen(appA);
    pusher = pusherClient(appA, port, account);
    await connected(pusher);
    const channel = await subscribed(pusher, `private-App.Models.Employer.${account.employerId}`);

    const heard = nextEvent<{ model: { id: number } }>(channel, "EmployerUpdated");
    const saved = await appB.api({
      method: "PUT",
      url: `/api/employers/${account.employerId}`,
      cookies: account.cookies,
      payload: { name: "Gärtnerei Zwei Prozesse", sector_ids: [] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await heard).model.id).toBe(account.employerId);
  });
});
