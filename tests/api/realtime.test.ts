import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createMemoryBroadcaster } from "#server/platform/realtime/broadcaster.ts";
import { createRealtimeHub } from "#server/platform/realtime/hub.ts";
import { channelAuth } from "#server/platform/realtime/protocol.ts";
import { sessions } from "#server/db/schema.ts";
import { endedLiveSessions } from "#server/modules/realtime/sessions.ts";
import { hashToken, SESSION_COOKIE } from "#server/platform/session.ts";
import {
  ACCOUNT_PASSWORD,
  createAccount,
  createSession,
  grantCredits,
  type TestAccount,
} from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import {
  connected,
  listen,
  nextEvent,
  pusherClient,
  subscribed,
} from "#tests/support/realtime-client.ts";
import { HANNOVER_LOCATION } from "#tests/support/places.ts";

// Live updates (docs/ARCHITECTURE.md): the unmodified pusher-js client connects to
// the app's Pusher protocol endpoint, gets private channels signed through a real session and
// hears EmployerUpdated and stored notifications; hostile frames get protocol errors.

let t: TestApp;
let port: number;
const clients: { disconnect(): void }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t);
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await t?.close();
});

const employerChannel = (id: number) => `private-App.Models.Employer.${id}`;
const userChannel = (id: number) => `private-App.Models.User.${id}`;

function client(account: Parameters<typeof pusherClient>[2]) {
  const c = pusherClient(t, port, account);
  clients.push(c);
  return c;
}

/** A raw websocket to the endpoint, with the frames it receives. */
async function rawSocket(path = `/app/${t.config.pusher.key}?protocol=7&client=js&version=8`) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const frames: { event: string; channel?: string; data: unknown }[] = [];
  const closed = new Promise<{ code: number }>((resolve) =>
    socket.on("close", (code) => resolve({ code })),
  );
  socket.on("message", (raw) => frames.push(JSON.parse(raw.toString())));
  await new Promise<void>((resolve, reject) => {
    socket.on("open", () => resolve());
    socket.on("error", reject);
  });
  const next = async (event: string, from = 0) => {
    for (let n = 0; n < 100; n++) {
      const found = frames.slice(from).find((f) => f.event === event);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${event}; got ${JSON.stringify(frames)}`);
  };
  return { socket, frames, closed, next };
}

describe("pusher-js against /app/{key}", () => {
  it("connects, subscribes to its employer with a signature from the session, and hears EmployerUpdated", async () => {
    const a = await createAccount(t.db);
    const pusher = client(a);
    const socketId = await connected(pusher);
    expect(socketId).toMatch(/^\d+\.\d+$/);

    const channel = await subscribed(pusher, employerChannel(a.employerId));
    const heard = nextEvent<{ model: { id: number } }>(channel, "EmployerUpdated");
    const saved = await t.api({
      method: "PUT",
      url: `/api/employers/${a.employerId}`,
      cookies: a.cookies,
      payload: { name: "Gärtnerei Live", sector_ids: [] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await heard).model.id).toBe(a.employerId);
  });

  it("hears a stored notification on the user's channel and a credit change on the employer's", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId);
    const pusher = client(a);
    await connected(pusher);
    const mine = await subscribed(pusher, userChannel(a.userId));
    const employer = await subscribed(pusher, employerChannel(a.employerId));

    const created = await t.api({
      method: "POST",
      url: "/api/job-advertisements",
      cookies: a.cookies,
      payload: {},
    });
    const id = created.json().data.id as number;
    const notification = nextEvent<{ type: string; message: string; id: number }>(
      mine,
      "Illuminate\\Notifications\\Events\\BroadcastNotificationCreated",
    );
    const updated = nextEvent(employer, "EmployerUpdated");
    // A complete ad, then publish: the credit is used, the ad goes live, a notification is stored.
    await completeDraft(a, id);
    const published = await t.api({
      method: "PUT",
      url: `/api/job-advertisements/${id}/publish`,
      cookies: a.cookies,
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    await updated;
    const heard = await notification;
    expect(heard.type).toBe("job.published");
    expect(heard.message).toContain("ist jetzt veröffentlicht");
    const listed = await t.api({ method: "GET", url: "/api/notifications", cookies: a.cookies });
    expect(listed.json().data.map((n: { id: number }) => n.id)).toContain(heard.id);
  });

  it("refuses foreign and unknown channels: 403 from /broadcasting/auth, subscription error on a forged signature", async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    const pusher = client(a);
    const socketId = await connected(pusher);

    for (const channel of [
      employerChannel(b.employerId),
      userChannel(b.userId),
      "private-App.Models.Admin.1",
    ]) {
      const res = await t.api({
        method: "POST",
        url: "/broadcasting/auth",
        cookies: a.cookies,
        payload: { socket_id: socketId, channel_name: channel },
      });
      expect(res.statusCode, channel).toBe(403);
      expect(res.json().message).toBe("Sie dürfen diesen Kanal nicht abonnieren.");
    }
    await expect(subscribed(pusher, employerChannel(b.employerId))).rejects.toThrow(
      /subscription_error/,
    );

    // Logged out: 401; bad input: 422 in German; a form body (pusher-js's default) works.
    const anonymous = await t.api({
      method: "POST",
      url: "/broadcasting/auth",
      payload: { socket_id: socketId, channel_name: employerChannel(a.employerId) },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.api({
      method: "POST",
      url: "/broadcasting/auth",
      cookies: a.cookies,
      payload: { socket_id: "abc", channel_name: "presence-x" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.socket_id[0]).toBe("Die Verbindungskennung ist ungültig.");
    const form = await t.app.inject({
      method: "POST",
      url: "/broadcasting/auth",
      cookies: a.cookies,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-requested-with": "XMLHttpRequest",
      },
      payload: `socket_id=${socketId}&channel_name=${encodeURIComponent(employerChannel(a.employerId))}`,
    });
    expect(form.statusCode).toBe(200);
    // The signature covers the session behind it (channel_data), so the hub can drop the
    // subscription when that session ends.
    expect(JSON.parse(form.json().channel_data)).toEqual({
      session: hashToken(a.token),
      user_id: a.userId,
    });
    expect(form.json().auth).toBe(
      channelAuth(
        t.config.pusher.key,
        t.config.pusher.secret,
        socketId,
        employerChannel(a.employerId),
        form.json().channel_data,
      ),
    );

    // A signature for another socket or channel does not open the channel.
    const raw = await rawSocket();
    await raw.next("pusher:connection_established");
    raw.socket.send(
      JSON.stringify({
        event: "pusher:subscribe",
        data: {
          channel: employerChannel(b.employerId),
          auth: form.json().auth,
          channel_data: form.json().channel_data,
        },
      }),
    );
    const refused = await raw.next("pusher:subscription_error");
    expect(refused.channel).toBe(employerChannel(b.employerId));
    expect(JSON.parse(refused.data as string)).toMatchObject({ status: 401 });
    // Nor does a signature without the session it was given for, or with another session.
    const own = await raw.next("pusher:connection_established");
    const rawId = (JSON.parse(own.data as string) as { socket_id: string }).socket_id;
    const forRaw = await t.api({
      method: "POST",
      url: "/broadcasting/auth",
      cookies: a.cookies,
      payload: { socket_id: rawId, channel_name: employerChannel(a.employerId) },
    });
    const swapped = JSON.stringify({ session: hashToken(b.token), user_id: a.userId });
    for (const channel_data of [undefined, swapped]) {
      const from = raw.frames.length;
      raw.socket.send(
        JSON.stringify({
          event: "pusher:subscribe",
          data: { channel: employerChannel(a.employerId), auth: forRaw.json().auth, channel_data },
        }),
      );
      expect(
        JSON.parse((await raw.next("pusher:subscription_error", from)).data as string),
      ).toMatchObject({
        status: 401,
      });
    }
    raw.socket.close();
  });
});

describe("subscriptions end with the session that authorised them", () => {
  /**
   * One pusher-js socket holding the employer's channel through session `token` and, as the
   * sentinel, another employer's channel through a staff session. Frames on one socket keep
   * their order, so once the sentinel's event has come, an event published before it on the
   * dropped channel would have come first.
   */
  async function watched(account: TestAccount, token: string) {
    const staff = await createAccount(t.db, { admin: true });
    const other = await createAccount(t.db);
    const holder = { ...account, token };
    const pusher = client(holder);
    await connected(pusher);
    const channel = await subscribed(pusher, employerChannel(account.employerId));
    holder.token = staff.token;
    const sentinel = await subscribed(pusher, employerChannel(other.employerId));
    const heard: unknown[] = [];
    channel.bind("EmployerUpdated", (data: unknown) => heard.push(data));
    const dropped = nextEvent<{ status: number }>(channel, "pusher:subscription_error");
    return {
      dropped,
      /** A change to both employers; resolves once the sentinel heard its event. */
      async changeBoth(by: Record<string, string>) {
        const sentinelHeard = nextEvent(sentinel, "EmployerUpdated");
        for (const [id, cookies] of [
          [account.employerId, by],
          [other.employerId, other.cookies],
        ] as const) {
          const saved = await t.api({
            method: "PUT",
            url: `/api/employers/${id}`,
            cookies,
            payload: { name: `Gärtnerei ${randomUUID().slice(0, 6)}`, sector_ids: [] },
          });
          expect(saved.statusCode, saved.body).toBe(200);
        }
        await sentinelHeard;
        return heard.length;
      },
    };
  }

  it("logout: the socket hears nothing more on the employer's channel", async () => {
    const a = await createAccount(t.db);
    const laptop = await createSession(t.db, a.userId);
    const socket = await watched(a, laptop);
    expect(await socket.changeBoth(a.cookies)).toBe(1);

    const out = await t.api({
      method: "POST",
      url: "/logout",
      cookies: { [SESSION_COOKIE]: laptop },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    expect((await socket.dropped).status).toBe(401);
    expect(await socket.changeBoth(a.cookies)).toBe(1);
  });

  it("the account's deletion ends the subscriptions of every session of it", async () => {
    const a = await createAccount(t.db);
    const laptop = await createSession(t.db, a.userId);
    const socket = await watched(a, laptop);
    expect(await socket.changeBoth(a.cookies)).toBe(1);

    const deleted = await t.api({
      method: "DELETE",
      url: "/api/account",
      cookies: a.cookies,
      payload: { password: a.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await socket.dropped).status).toBe(401);
  });

  /**
   * A raw socket, the employer channel's signature for it from `session`, a way to send that
   * subscribe frame, and a logout of the session.
   */
  async function signedSocket(session: string, employerId: number) {
    const raw = await rawSocket();
    const established = await raw.next("pusher:connection_established");
    const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
    const channel = employerChannel(employerId);
    const grant = await t.api({
      method: "POST",
      url: "/broadcasting/auth",
      cookies: { [SESSION_COOKIE]: session },
      payload: { socket_id: socketId, channel_name: channel },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    return {
      raw,
      subscribe: () =>
        raw.socket.send(
          JSON.stringify({
            event: "pusher:subscribe",
            data: { channel, auth: grant.json().auth, channel_data: grant.json().channel_data },
          }),
        ),
      async logout() {
        const out = await t.api({
          method: "POST",
          url: "/logout",
          cookies: { [SESSION_COOKIE]: session },
          payload: {},
        });
        expect(out.statusCode).toBe(204);
      },
    };
  }

  it("a signature fetched before the session ended opens nothing after it", async () => {
    // The signature was given while the session was valid (another tab logs out before this
    // one subscribes): the hub looks at the session before the channel opens.
    const a = await createAccount(t.db);
    const { raw, subscribe, logout } = await signedSocket(
      await createSession(t.db, a.userId),
      a.employerId,
    );
    await logout();

    const from = raw.frames.length;
    subscribe();
    const refused = await raw.next("pusher:subscription_error", from);
    expect(JSON.parse(refused.data as string)).toMatchObject({ status: 401 });
    expect(raw.frames.slice(from).some((f) => f.event.includes("subscription_succeeded"))).toBe(
      false,
    );
  });

  it("a dropped subscription cannot be taken up again with the signature it was made with", async () => {
    // Whoever held the session (a stolen cookie, kicked out by a logout or a new password)
    // kept the signature it got for this socket; sending it again must not reopen the channel.
    const a = await createAccount(t.db);
    const stolen = await createSession(t.db, a.userId);
    const { raw, subscribe, logout } = await signedSocket(stolen, a.employerId);
    subscribe();
    await raw.next("pusher_internal:subscription_succeeded");

    await logout();
    await raw.next("pusher:subscription_error");

    const from = raw.frames.length;
    subscribe();
    const again = await raw.next("pusher:subscription_error", from);
    expect(JSON.parse(again.data as string)).toMatchObject({ status: 401 });
    expect(raw.frames.slice(from).some((f) => f.event.includes("subscription_succeeded"))).toBe(
      false,
    );
    // The channel stays silent for this socket.
    const saved = await t.api({
      method: "PUT",
      url: `/api/employers/${a.employerId}`,
      cookies: a.cookies,
      payload: { name: "Gärtnerei Nachher", sector_ids: [] },
    });
    expect(saved.statusCode).toBe(200);
    raw.socket.send(JSON.stringify({ event: "pusher:ping", data: {} }));
    await raw.next("pusher:pong", from);
    expect(raw.frames.slice(from).some((f) => f.event === "EmployerUpdated")).toBe(false);
    raw.socket.close();
  });

  it("the same socket may subscribe again once the session acts for another user (impersonation)", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    const raw = await rawSocket();
    const established = await raw.next("pusher:connection_established");
    const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
    const channel = employerChannel(employer.employerId);
    const subscribeAs = async () => {
      const grant = await t.api({
        method: "POST",
        url: "/broadcasting/auth",
        cookies: staff.cookies,
        payload: { socket_id: socketId, channel_name: channel },
      });
      expect(grant.statusCode, grant.body).toBe(200);
      const from = raw.frames.length;
      raw.socket.send(
        JSON.stringify({
          event: "pusher:subscribe",
          data: { channel, auth: grant.json().auth, channel_data: grant.json().channel_data },
        }),
      );
      return raw.next("pusher_internal:subscription_succeeded", from);
    };
    await subscribeAs();
    const started = await t.api({
      method: "POST",
      url: `/api/admin/users/${employer.userId}/impersonate`,
      cookies: staff.cookies,
      payload: {},
    });
    expect(started.statusCode).toBe(200);
    await raw.next("pusher:subscription_error");
    // The session now acts as the employer: a new grant, not the ended one.
    expect((await subscribeAs()).channel).toBe(channel);
    raw.socket.close();
  });

  it("a staff account's deletion ends the subscriptions of the sessions acting for it as an employer", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    // A second tab of the staff member acts as the employer (impersonation).
    const acting = await createSession(t.db, staff.userId);
    const started = await t.api({
      method: "POST",
      url: `/api/admin/users/${employer.userId}/impersonate`,
      cookies: { [SESSION_COOKIE]: acting },
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    // watched() makes a second staff account, so this one is not the last.
    const socket = await watched(employer, acting);
    expect(await socket.changeBoth(employer.cookies)).toBe(1);

    const deleted = await t.api({
      method: "DELETE",
      url: "/api/account",
      cookies: staff.cookies,
      payload: { password: staff.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await socket.dropped).status).toBe(401);
    // Nothing heard after the first change.
    expect(await socket.changeBoth(employer.cookies)).toBe(1);
  });

  it("a password change in another session ends this session's subscriptions", async () => {
    const a = await createAccount(t.db);
    const stolen = await createSession(t.db, a.userId);
    const socket = await watched(a, stolen);
    const NEW_PASSWORD = "Neues-Wurzel-Passwort-8";
    const changed = await t.api({
      method: "PUT",
      url: "/user/password",
      cookies: a.cookies,
      payload: {
        current_password: ACCOUNT_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await socket.dropped).status).toBe(401);
    // The changing session ended too (docs/product.md "Accounts and sign-in"): the next change comes from a new login.
    const signedInAgain = { [SESSION_COOKIE]: await createSession(t.db, a.userId) };
    expect(await socket.changeBoth(signedInAgain)).toBe(0);
  });

  it("impersonation: the staff session's subscriptions end when it starts acting as an employer", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    const socket = await watched(employer, staff.token);
    const started = await t.api({
      method: "POST",
      url: `/api/admin/users/${employer.userId}/impersonate`,
      cookies: staff.cookies,
      payload: {},
    });
    expect(started.statusCode).toBe(200);
    expect((await socket.dropped).status).toBe(401);
    expect(await socket.changeBoth(employer.cookies)).toBe(0);
  });

  it("the periodic check finds expired, deleted and re-assigned sessions", async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    const [valid, expired, gone, moved] = await Promise.all(
      [a, a, a, a].map((account) => createSession(t.db, account.userId)),
    );
    await t.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(expired!)));
    await t.db.delete(sessions).where(eq(sessions.id, hashToken(gone!)));
    await t.db
      .update(sessions)
      .set({ user_id: b.userId })
      .where(eq(sessions.id, hashToken(moved!)));
    const grants = [valid!, expired!, gone!, moved!].map((token) => ({
      session: hashToken(token),
      user_id: a.userId,
    }));
    expect((await endedLiveSessions(t.db, grants)).sort()).toEqual(
      [expired!, gone!, moved!].map(hashToken).sort(),
    );
  });

  it("the hub drops what its periodic check names", async () => {
    const server = createServer();
    const session = "a".repeat(64);
    let ended: string[] = [];
    const hub = createRealtimeHub({
      key: "k",
      secret: "s",
      broadcaster: createMemoryBroadcaster(),
      log: t.app.log,
      sessionCheck: { ended: async () => ended, intervalMs: 3_600_000 },
    });
    hub.attach(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port: hubPort } = server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${hubPort}/app/k?protocol=7`);
    const frames: { event: string; channel?: string; data: string }[] = [];
    const arrived = (event: string) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (frames.some((f) => f.event === event)) resolve();
          else setTimeout(check, 10);
        };
        check();
      });
    socket.on("message", (raw) => frames.push(JSON.parse(raw.toString())));
    await arrived("pusher:connection_established");
    const socketId = JSON.parse(frames[0]!.data).socket_id as string;
    const channel = "private-App.Models.Employer.7";
    const channel_data = JSON.stringify({ session, user_id: 3 });
    socket.send(
      JSON.stringify({
        event: "pusher:subscribe",
        data: {
          channel,
          channel_data,
          auth: channelAuth("k", "s", socketId, channel, channel_data),
        },
      }),
    );
    await arrived("pusher_internal:subscription_succeeded");
    await hub.checkSessions();
    hub.deliver({ channel, event: "EmployerUpdated", data: {} });
    await arrived("EmployerUpdated");
    ended = [session];
    await hub.checkSessions();
    await arrived("pusher:subscription_error");
    hub.deliver({ channel, event: "EmployerUpdated", data: {} });
    socket.send(JSON.stringify({ event: "pusher:ping", data: {} }));
    await arrived("pusher:pong");
    expect(frames.filter((f) => f.event === "EmployerUpdated")).toHaveLength(1);
    socket.close();
    await hub.close();
    await new Promise((resolve) => server.close(resolve));
  });
});

describe("hostile frames", () => {
  it("answers malformed, unknown and client events with protocol errors and stays usable", async () => {
    const raw = await rawSocket();
    const established = await raw.next("pusher:connection_established");
    expect(JSON.parse(established.data as string)).toMatchObject({ activity_timeout: 120 });

    raw.socket.send("{not json");
    raw.socket.send(JSON.stringify(["pusher:ping"]));
    raw.socket.send(JSON.stringify({ event: "pusher:ehm", data: {} }));
    raw.socket.send(JSON.stringify({ event: "client-typing", channel: "x", data: {} }));
    raw.socket.send(Buffer.from([0xff, 0x00]), { binary: true });
    raw.socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "bad name!" } }));
    raw.socket.send(JSON.stringify({ event: "pusher:ping", data: {} }));
    await raw.next("pusher:pong");
    const errors = raw.frames.filter((f) => f.event === "pusher:error");
    expect(errors.map((f) => (f.data as { code: number }).code)).toEqual([
      4200, 4200, 4200, 4301, 4200, 4200,
    ]);
    for (const error of errors) expect((error.data as { message: string }).message).toMatch(/\w/);
    expect(raw.socket.readyState).toBe(WebSocket.OPEN);
    raw.socket.close();
  });

  it("limits one socket's subscriptions; 10,000 subscribe frames leave the server and other sockets untouched", async () => {
    const a = await createAccount(t.db);
    const watcher = client(a);
    await connected(watcher);
    const channel = await subscribed(watcher, employerChannel(a.employerId));

    const flood = await rawSocket();
    await flood.next("pusher:connection_established");
    for (let n = 0; n < 10_000; n++) {
      flood.socket.send(
        JSON.stringify({ event: "pusher:subscribe", data: { channel: `news-${n}` } }),
      );
    }
    flood.socket.send(JSON.stringify({ event: "pusher:ping", data: {} }));
    await flood.next("pusher:pong");
    const ok = flood.frames.filter((f) => f.event === "pusher_internal:subscription_succeeded");
    const refused = flood.frames.filter((f) => f.event === "pusher:subscription_error");
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(9_950);

    // A frame over the size limit closes only that socket (1009).
    flood.socket.send("x".repeat(20 * 1024));
    expect((await flood.closed).code).toBe(1009);

    const heard = nextEvent<{ model: { id: number } }>(channel, "EmployerUpdated");
    await t.api({
      method: "PUT",
      url: `/api/employers/${a.employerId}`,
      cookies: a.cookies,
      payload: { name: "Gärtnerei Trotzdem", sector_ids: [] },
    });
    expect((await heard).model.id).toBe(a.employerId);
  });

  it("closes unknown app keys (4001) and unsupported protocol versions (4007)", async () => {
    const unknown = await rawSocket("/app/not-our-key?protocol=7");
    expect((await unknown.closed).code).toBe(4001);
    expect((unknown.frames[0]?.data as { code: number }).code).toBe(4001);
    const old = await rawSocket(`/app/${t.config.pusher.key}?protocol=3`);
    expect((await old.closed).code).toBe(4007);
  });

  it("pings a silent connection and closes it with 4201 when no pong comes", async () => {
    const server = createServer();
    const hub = createRealtimeHub({
      key: "k",
      secret: "s",
      broadcaster: createMemoryBroadcaster(),
      log: t.app.log,
      activityTimeoutS: 0.2,
      pongTimeoutS: 0.2,
      sweepMs: 50,
    });
    hub.attach(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port: hubPort } = server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${hubPort}/app/k?protocol=7`);
    const events: string[] = [];
    socket.on("message", (raw) => events.push(JSON.parse(raw.toString()).event));
    const code = await new Promise<number>((resolve) => socket.on("close", resolve));
    expect(events).toEqual(["pusher:connection_established", "pusher:ping"]);
    expect(code).toBe(4201);
    await hub.close();
    await new Promise((resolve) => server.close(resolve));
  });
});

async function completeDraft(a: { cookies: Record<string, string> }, id: number) {
  const sectors = await t.api({ method: "GET", url: "/api/sectors" });
  const sector = (sectors.json().data as { id: number }[])[0]!.id;
  const steps = [
    {
      title: "Gärtner/in (m/w/d)",
      sectors: [sector],
      working_time: "Vollzeit",
      starts_at: null,
      location: HANNOVER_LOCATION,
    },
    {
      description: "<p>Wir pflegen Gärten und Parks in der Region Hannover.</p>",
      tasks: "<ul><li>Pflanzarbeiten</li></ul>",
      profile: "<p>Ausbildung im Gartenbau</p>",
      benefits: "",
    },
    { application_email: "bewerbung@example.org" },
  ];
  for (const [index, body] of steps.entries()) {
    const res = await t.api({
      method: "PUT",
      url: `/api/job-advertisements/${id}/step${index + 1}`,
      cookies: a.cookies,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
