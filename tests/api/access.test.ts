import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, jobAlerts } from "#server/db/schema.ts";
import { APPLICATION_LINK_UNKNOWN_MESSAGE } from "#shared/schemas/applications.ts";
import { createJob, insertJobAlert, sectorIdBySlug } from "#tests/support/factories.ts";
import { createAccount, createMember, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// the session and the role are checked before the body, the query or the
// path is validated. A caller without the right gets 401/403 and no field names (a 422 would
// tell which fields the route takes and which values it accepts). The routes come from the
// generated OpenAPI document, so a new staff route or a new route declaring 401 is covered
// without touching this file.

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, unknown>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

// A public route whose 401 is for one variant only (`?mine=1`, the employer's own ads).
const PUBLIC_WITH_401 = new Set(["GET /api/job-advertisements"]);

let t: TestApp;
let employer: TestAccount;
let staff: TestAccount;
let doc: OpenApi;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createAccount(t.db);
  staff = await createAccount(t.db, { admin: true });
  doc = (await t.app.inject({ url: "/api/docs" })).json() as OpenApi;
});
afterAll(() => t?.close());

interface Case {
  method: string;
  route: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** The operation wrong everywhere at once: path ids that are no ids, odd query values, a body of wrong types. */
function brokenRequest(route: string, method: string, operation: Operation): Case {
  const url = route.replace(/\{[^}]+\}/g, "keine-zahl");
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === "query")
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent("-1<x>")}`)
    .join("&");
  const content = operation.requestBody?.content ?? {};
  const upper = method.toUpperCase();
  let payload: string | undefined;
  let contentType: string | undefined;
  if (content["application/json"] || (upper !== "GET" && upper !== "DELETE")) {
    const fields = Object.keys(content["application/json"]?.schema?.properties ?? {});
    payload = JSON.stringify(
      fields.length ? Object.fromEntries(fields.map((f) => [f, { falsch: [true] }])) : [1, 2],
    );
    contentType = "application/json";
  }
  return { method: upper, route, url: query ? `${url}?${query}` : url, payload, contentType };
}

function operations(filter: (route: string, method: string, operation: Operation) => boolean) {
  const out: Case[] = [];
  for (const [route, ops] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(ops)) {
      if (filter(route, method.toUpperCase(), operation))
        out.push(brokenRequest(route, method, operation));
    }
  }
  return out;
}

const staffRoutes = () => operations((route) => route.startsWith("/api/admin/"));
const userRoutes = () =>
  operations(
    (route, method, operation) =>
      !route.startsWith("/api/admin/") &&
      "401" in (operation.responses ?? {}) &&
      !PUBLIC_WITH_401.has(`${method} ${route}`),
  );

async function send(c: Case, cookies?: Record<string, string>) {
  return t.api({
    method: c.method as "GET",
    url: c.url,
    cookies,
    headers: c.contentType ? { "content-type": c.contentType } : {},
    payload: c.payload,
  });
}

describe("access before validation", () => {
  it("covers every staff route of the document and the notifications", () => {
    expect(staffRoutes().length).toBeGreaterThanOrEqual(30);
    const users = userRoutes().map((c) => `${c.method} ${c.route}`);
    expect(users).toContain("GET /api/notifications");
    expect(users).toContain("PUT /api/notifications/{id}/read");
    expect(users).toContain("POST /api/checkout");
  });

  it("staff routes: logged out 401, an employer 403, never a 422 with field names", async () => {
    for (const c of staffRoutes()) {
      const label = `${c.method} ${c.url}`;
      const anonymous = await send(c);
      expect(anonymous.statusCode, label).toBe(401);
      expect(anonymous.json(), label).toEqual({
        message: "Sie sind nicht angemeldet.",
        code: "unauthenticated",
      });

      const asEmployer = await send(c, employer.cookies);
      expect(asEmployer.statusCode, label).toBe(403);
      expect(asEmployer.json(), label).toEqual({
        message: "Dieser Bereich ist nur für das Wurzelwerk-Team.",
        code: "auth.not_staff",
      });

      // The same request from staff is refused for its input: it really is broken.
      const asStaff = await send(c, staff.cookies);
      expect(asStaff.statusCode, label).toBe(422);
    }
  });

  it("routes that need a user (notifications, employer, checkout): logged out 401, never a 422", async () => {
    let brokenForUsers = 0;
    for (const c of userRoutes()) {
      const label = `${c.method} ${c.url}`;
      const anonymous = await send(c);
      expect(anonymous.statusCode, label).toBe(401);
      expect(anonymous.json(), label).toEqual({
        message: "Sie sind nicht angemeldet.",
        code: "unauthenticated",
      });
      const signedIn = await send(c, employer.cookies);
      expect(signedIn.statusCode, label).not.toBe(401);
      if (signedIn.statusCode === 422) brokenForUsers += 1;
    }
    // Most of them are refused for their input once the caller may call them.
    expect(brokenForUsers).toBeGreaterThanOrEqual(15);
  });

  it("the notifications' query and path: 401 logged out, 422 only signed in", async () => {
    const list = { method: "GET", route: "", url: "/api/notifications?unread=2&limit=-1" };
    expect((await send(list)).statusCode).toBe(401);
    expect((await send(list, employer.cookies)).statusCode).toBe(422);
    const read = {
      method: "PUT",
      route: "",
      url: "/api/notifications/keine-zahl/read",
      payload: "{}",
      contentType: "application/json",
    };
    expect((await send(read)).statusCode).toBe(401);
    expect((await send(read, employer.cookies)).statusCode).toBe(422);
  });
});

/**
 * Team accounts (ADR 058): what the owner alone may do — the team and the billing. Every other
 * route that needs a user is a member's too; a removed member has nothing left (401).
 */
const OWNER_ONLY = [
  "DELETE /api/team/invitations/{id}",
  "DELETE /api/team/members/{id}",
  "GET /api/billing-address",
  "GET /api/checkout/sessions/{session_id}",
  "GET /api/orders",
  "GET /api/orders/{id}",
  "GET /api/orders/{id}/invoice",
  "POST /api/checkout",
  "POST /api/team/invitations",
  "POST /api/team/members/{id}/ownership",
];

describe("authorization walk: a member and a removed member of a team", () => {
  it("a member may call every user route but the team's management and the billing (403)", async () => {
    const member = await createMember(t.db, employer.employerId);
    const refused: string[] = [];
    for (const c of userRoutes()) {
      const label = `${c.method} ${c.route}`;
      const res = await send(c, member.cookies);
      expect(res.statusCode, label).not.toBe(401);
      if (res.statusCode === 403) {
        expect(res.json(), label).toEqual({
          message: "Das kann nur der Inhaber oder die Inhaberin Ihres Unternehmenskontos.",
          code: "team.owner_only",
        });
        refused.push(label);
      }
      // The owner is refused none of them for the role.
      const asOwner = await send(c, employer.cookies);
      expect(asOwner.statusCode, label).not.toBe(403);
    }
    expect(refused.sort()).toEqual(OWNER_ONLY);
  });

  it("a removed member: every user route 401, the session is gone", async () => {
    const member = await createMember(t.db, employer.employerId);
    const removed = await send(
      {
        method: "DELETE",
        route: "",
        url: `/api/team/members/${member.userId}`,
      },
      employer.cookies,
    );
    expect(removed.statusCode).toBe(200);
    const routes = userRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(40);
    for (const c of routes) {
      const res = await send(c, member.cookies);
      expect(res.statusCode, `${c.method} ${c.route}`).toBe(401);
    }
    const own = await t.api({ url: "/api/user", cookies: member.cookies });
    expect(own.statusCode).toBe(401);
  });
});

describe("the links of a job alert (no account: the token is the authorisation)", () => {
  it("every route with a link token: a forged one is the same 404 and changes nothing", async () => {
    const alert = await insertJobAlert(t.db, {
      email: "zugriff@example.org",
      sector_ids: [await sectorIdBySlug(t.db, "baumschule")],
    });
    const forged = `${alert.id}.${"A".repeat(43)}`;
    const cases: Case[] = [];
    for (const [route, ops] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(ops)) {
        if (!(operation.parameters ?? []).some((p) => p.in === "path" && p.name === "token"))
          continue;
        if (!route.startsWith("/api/job-alerts/")) continue;
        const upper = method.toUpperCase();
        cases.push({
          method: upper,
          route,
          url: route.replace("{token}", forged).replace("{id}", String(alert.id)),
          // A body the route accepts: only the token is wrong.
          ...(upper === "PATCH"
            ? { payload: JSON.stringify({ paused: true }), contentType: "application/json" }
            : {}),
        });
      }
    }
    cases.push({
      method: "POST",
      route: "/api/job-alerts/confirm",
      url: "/api/job-alerts/confirm",
      payload: JSON.stringify({ token: forged }),
      contentType: "application/json",
    });
    expect(cases.map((c) => `${c.method} ${c.route}`).sort()).toEqual([
      "DELETE /api/job-alerts/manage/{token}/{id}",
      "GET /api/job-alerts/manage/{token}",
      "PATCH /api/job-alerts/manage/{token}/{id}",
      "POST /api/job-alerts/confirm",
      "POST /api/job-alerts/unsubscribe/{token}",
    ]);
    for (const c of cases) {
      for (const cookies of [undefined, employer.cookies, staff.cookies]) {
        const res = await send(c, cookies);
        expect(res.statusCode, c.url).toBe(404);
        expect(res.json(), c.url).toEqual({
          message: expect.stringContaining("Diesen Link kennen wir nicht"),
          code: "job_alert.link_unknown",
        });
      }
    }
    const [after] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    expect(after).toEqual(alert);
  });
});

describe("the link of an application (no account: the token is the authorisation)", () => {
  it("every route with an application's token: a forged one is the same 404 and changes nothing", async () => {
    const job = await createJob(t.db);
    const [application] = await t.db
      .insert(applications)
      .values({
        job_id: job.id,
        employer_id: job.employer_id,
        name: "Zugriff",
        email: "zugriff@example.org",
        message: "Hallo",
      })
      .returning();
    const forged = `${application!.id}.${"A".repeat(43)}`;
    const routes = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.keys(ops)
        .filter(() => route.startsWith("/api/applications/by-token/"))
        .map((method) => ({ method: method.toUpperCase(), route })),
    );
    expect(routes.map((c) => `${c.method} ${c.route}`).sort()).toEqual([
      "DELETE /api/applications/by-token/{token}",
      "GET /api/applications/by-token/{token}",
    ]);
    for (const c of routes) {
      for (const cookies of [undefined, employer.cookies, staff.cookies]) {
        const res = await send({ ...c, url: c.route.replace("{token}", forged) }, cookies);
        expect(res.statusCode, c.route).toBe(404);
        expect(res.json(), c.route).toEqual({
          message: APPLICATION_LINK_UNKNOWN_MESSAGE,
          code: "application.link_unknown",
        });
      }
    }
    const [after] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, application!.id));
    expect(after).toEqual(application);
  });
});
