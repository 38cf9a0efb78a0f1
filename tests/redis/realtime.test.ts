import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { openRedis } from "#server/platform/redis.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRedisBroadcaster,
  type BroadcastMessage,
} from "#server/platform/realtime/broadcaster.ts";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import { createAccount, createSession, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { renameEmployer } from "#tests/support/employer-profile.ts";
import {
  connected,
  listen,
  nextEvent,
  pusherClient,
  subscribed,
} from "#tests/support/realtime-client.ts";

// With REDIS_URL live events cross app processes (docs/ARCHITECTURE.md): the socket is held by
// process A, the change is made through process B, both on one database and one Redis.

const url = process.env.TEST_REDIS_URL!;
let redisA: Redis;
let redisB: Redis;
let appA: TestApp;
let appB: TestApp;
let pusher: ReturnType<typeof pusherClient> | undefined;

// A's connections carry a name of their own, so a test can cut A's subscription alone (other
// test files may hold subscriptions on the same Redis).
const nameA = `ww-test-a-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  redisA = new Redis(url, { connectionName: nameA });
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

/** A profile change made through process B (its live event is published by B). */
async function renameThroughB(account: TestAccount, name: string): Promise<void> {
  await renameEmployer(appB, account, name);
}

describe("live events across two app processes", () => {
  it("a profile change through B reaches the pusher-js socket on A", async () => {
    const account = await createAccount(appA.db);
    const port = await listen(appA);
    pusher = pusherClient(appA, port, account);
    await connected(pusher);
    const channel = await subscribed(pusher, `private-App.Models.Employer.${account.employerId}`);

    const heard = nextEvent<{ model: { id: number } }>(channel, "EmployerUpdated");
    await renameThroughB(account, "Gärtnerei Zwei Prozesse");
    expect((await heard).model.id).toBe(account.employerId);
  });

  it("after A's subscription to Redis was cut, A confirms its sockets' subscriptions again and hears B again", async () => {
    const account = await createAccount(appA.db);
    const port = await listen(appA);
    const client = pusherClient(appA, port, account);
    try {
      await connected(client);
      const channel = await subscribed(client, `private-App.Models.Employer.${account.employerId}`);
      const confirmedAgain = nextEvent(channel, "pusher:subscription_succeeded", 10_000);

      // Redis drops A's subscriber connection (as when Redis restarts); ioredis reconnects.
      const clients = String(await redisB.client("LIST")).split("\n");
      const line = clients.find((c) => c.includes(` name=${nameA} `) && / sub=[1-9]/.test(c));
      expect(line, "A's subscriber connection").toBeDefined();
      await redisB.client("KILL", "ID", /\bid=(\d+)/.exec(line!)![1]!);
      // What B published meanwhile may be lost to A: the page is told to load anew.
      await confirmedAgain;

      const heard = nextEvent<{ model: { id: number } }>(channel, "EmployerUpdated");
      await renameThroughB(account, "Gärtnerei nach der Lücke");
      expect((await heard).model.id).toBe(account.employerId);
    } finally {
      client.disconnect();
    }
  });
});

describe("a session ended in one process ends its subscriptions in the other", () => {
  it("logout through B: A's socket hears nothing more on the employer's channel", async () => {
    const account = await createAccount(appA.db);
    const laptop = await createSession(appA.db, account.userId);
    // The sentinel: another employer's channel on the same socket, through a staff session.
    // Frames on one socket keep their order.
    const staff = await createAccount(appA.db, { admin: true });
    const other = await createAccount(appA.db);
    const port = await listen(appA);
    const holder = { ...account, token: laptop };
    const client = pusherClient(appA, port, holder);
    try {
      await connected(client);
      const channel = await subscribed(client, `private-App.Models.Employer.${account.employerId}`);
      holder.token = staff.token;
      const sentinel = await subscribed(client, `private-App.Models.Employer.${other.employerId}`);
      const heard: unknown[] = [];
      channel.bind("EmployerUpdated", (data: unknown) => heard.push(data));
      const dropped = nextEvent<{ status: number }>(channel, "pusher:subscription_error");

      const out = await appB.api({
        method: "POST",
        url: "/logout",
        cookies: { [SESSION_COOKIE]: laptop },
        payload: {},
      });
      expect(out.statusCode).toBe(204);
      expect((await dropped).status).toBe(401);

      const sentinelHeard = nextEvent(sentinel, "EmployerUpdated");
      await renameThroughB(account, "Gärtnerei nach dem Abmelden");
      await renameThroughB(other, "Gärtnerei Wächter");
      await sentinelHeard;
      expect(heard).toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});

describe("Redis broadcaster while Redis cannot be reached", () => {
  /**
   * A broadcaster on a topic of its own whose publishing connection `breakIt` spoils, and
   * whether an event published then still reaches this process's own listeners.
   */
  async function publishedWhileBroken(breakIt: (publisher: Redis) => void) {
    const publisher = await openRedis(url);
    const broadcaster = await createRedisBroadcaster(publisher, {
      channel: `wurzelwerk:test:${randomUUID()}`,
      onError: () => {},
    });
    const heard: BroadcastMessage[] = [];
    broadcaster.onMessage((message) => heard.push(message));
    try {
      breakIt(publisher);
      const message = { channel: "private-App.Models.User.1", event: "Neu", data: {} };
      await broadcaster.publish(message);
      expect(heard).toEqual([message]);
    } finally {
      await broadcaster.close();
      publisher.disconnect();
    }
  }

  it("hands a message it could not publish to this process's own listeners", async () => {
    // The publishing connection is gone; the subscriber (its duplicate) is not involved.
    await publishedWhileBroken((publisher) => publisher.disconnect());
  });

  it("gives up on a publish Redis does not answer (gone without closing) and hands it on locally", async () => {
    // A connection that still looks ready but never answers.
    await publishedWhileBroken((publisher) => {
      publisher.publish = (() => new Promise(() => {})) as unknown as typeof publisher.publish;
    });
  });

  it("tells the other processes of a failed publish once it can publish again", async () => {
    const topic = `wurzelwerk:test:${randomUUID()}`;
    const publisherX = await openRedis(url);
    const x = await createRedisBroadcaster(publisherX, { channel: topic, onError: () => {} });
    const y = await createRedisBroadcaster(await openRedis(url), { channel: topic });
    let gapsHeardByY = 0;
    y.onResumed(() => gapsHeardByY++);
    const messagesOnY: BroadcastMessage[] = [];
    y.onMessage((message) => messagesOnY.push(message));
    try {
      // X's publishing connection drops and reconnects by itself; X's event meanwhile never
      // reaches Y's sockets.
      publisherX.disconnect(true);
      await x.publish({ channel: "private-App.Models.User.1", event: "Neu", data: {} });
      expect(gapsHeardByY).toBe(0);
      // Connected again, X announces the gap; Y's sockets are told to load anew.
      await expect.poll(() => gapsHeardByY, { timeout: 5_000 }).toBe(1);
      expect(messagesOnY).toEqual([]);
    } finally {
      await x.close();
      await y.close();
      publisherX.disconnect();
    }
  });
});
