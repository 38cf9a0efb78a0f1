import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "#server/db/schema.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// GET /api/notifications, PUT /api/notifications/{id}/read (docs/product.md "API conventions").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("notifications", () => {
  it("lists the own notifications newest first with German messages and marks them read", async () => {
    const a = await createAccount(t.db);
    const other = await createAccount(t.db);
    const [older, newer] = await t.db
      .insert(notifications)
      .values([
        {
          user_id: a.userId,
          type: "job.published",
          data: { job_id: 1, title: "Gärtner (m/w/d)", expires_at: "2026-12-24T10:00:00.000Z" },
          created_at: new Date(Date.now() - 60_000),
        },
        {
          user_id: a.userId,
          type: "job.expired",
          data: { job_id: 1, title: "Gärtner (m/w/d)" },
        },
      ])
      .returning({ id: notifications.id });
    const [foreign] = await t.db
      .insert(notifications)
      .values({ user_id: other.userId, type: "job.expired", data: {} })
      .returning({ id: notifications.id });

    const list = await t.api({ method: "GET", url: "/api/notifications", cookies: a.cookies });
    expect(list.statusCode).toBe(200);
    expect(list.json().unread).toBe(2);
    expect(list.json().data.map((n: { id: number }) => n.id)).toEqual([newer!.id, older!.id]);
    expect(list.json().data[1].message).toBe(
      "Ihre Anzeige „Gärtner (m/w/d)“ ist jetzt veröffentlicht und läuft bis 24.12.2026.",
    );
    expect(list.json().data[0].message).toBe(
      "„Gärtner (m/w/d)“ ist abgelaufen und wird nicht mehr in der Suche angezeigt.",
    );

    const read = await t.api({
      method: "PUT",
      url: `/api/notifications/${newer!.id}/read`,
      cookies: a.cookies,
      headers: { "content-type": "application/json" },
    });
    expect(read.statusCode, read.body).toBe(204);
    const unread = await t.api({
      method: "GET",
      url: "/api/notifications?unread=1",
      cookies: a.cookies,
    });
    expect(unread.json().unread).toBe(1);
    expect(unread.json().data.map((n: { id: number }) => n.id)).toEqual([older!.id]);

    // Someone else's notification does not exist for this user and stays unread.
    const stranger = await t.api({
      method: "PUT",
      url: `/api/notifications/${foreign!.id}/read`,
      payload: {},
      cookies: a.cookies,
    });
    expect(stranger.statusCode).toBe(404);
    const theirs = await t.api({
      method: "GET",
      url: "/api/notifications",
      cookies: other.cookies,
    });
    expect(theirs.json().unread).toBe(1);
  });

  it("needs a session and refuses bad input", async () => {
    const a = await createAccount(t.db);
    expect((await t.api({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
    for (const url of [
      "/api/notifications?limit=0",
      "/api/notifications?limit=abc",
      "/api/notifications?unread=yes",
    ]) {
      const res = await t.api({ method: "GET", url, cookies: a.cookies });
      expect(res.statusCode, url).toBe(422);
    }
    for (const id of ["abc", "0", "-5", "1e400"]) {
      const res = await t.api({
        method: "PUT",
        url: `/api/notifications/${id}/read`,
        payload: {},
        cookies: a.cookies,
      });
      expect([404, 422], id).toContain(res.statusCode);
    }
    const extra = await t.api({
      method: "PUT",
      url: "/api/notifications/1/read",
      payload: { user_id: 1 },
      cookies: a.cookies,
    });
    expect(extra.statusCode).toBe(422);
  });
});
