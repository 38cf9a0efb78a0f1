import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { appProcesses } from "#tests/support/app-processes.ts";
import { createPostgresTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { connected, nextEvent, pusherClient, subscribed } from "#tests/support/realtime-client.ts";

// with real processes: two app processes on one PostgreSQL database and one
// Redis. The pusher-js socket is held by process A; the profile change goes through process B;
// the event crosses over Redis pub/sub. (tests/redis/realtime.test.ts covers the same with two
// app instances in one process on PGlite.)

const adminUrl = process.env.TEST_DATABASE_URL!;
let testDb: TestDatabase;
const processes = appProcesses();

let portA: number;
let portB: number;
beforeAll(async () => {
  testDb = await createPostgresTestDatabase(adminUrl, inject("templateKey"), inject("testRunId"));
  [portA, portB] = await Promise.all([processes.start(testDb.url!), processes.start(testDb.url!)]);
}, 60_000);
afterAll(async () => {
  await processes.stopAll();
  await testDb?.drop();
});

describe("live events across two real app processes", () => {
  it("a profile change through process B reaches the pusher-js socket on process A", async () => {
    const account = await createAccount(testDb.database.db);
    const key = loadConfig({}, "test").pusher.key;
    const pusher = pusherClient(key, portA, account);
    try {
      await connected(pusher);
      const channel = await subscribed(pusher, `private-App.Models.Employer.${account.employerId}`);
      const heard = nextEvent<{ model: { id: number } }>(channel, "EmployerUpdated");
      const saved = await fetch(`http://127.0.0.1:${portB}/api/employers/${account.employerId}`, {
        method: "PUT",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "x-requested-with": "XMLHttpRequest",
          cookie: Object.entries(account.cookies)
            .map(([name, value]) => `${name}=${value}`)
            .join("; "),
        },
        body: JSON.stringify({ name: "Gärtnerei Zwei Prozesse", sector_ids: [] }),
      });
      expect(saved.status).toBe(200);
      expect((await heard).model.id).toBe(account.employerId);
    } finally {
      pusher.disconnect();
    }
  });
});
