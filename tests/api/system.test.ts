import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employers, employerUsers, sessions, users } from "#server/db/schema.ts";
import { hashToken, SESSION_COOKIE } from "#server/platform/session.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createSessionFor(
  verified: boolean,
): Promise<{ token: string; userId: number; employerId: number }> {
  const email = `anna-${randomBytes(4).toString("hex")}@example.org`;
  const [user] = await t.db
    .insert(users)
    .values({
      name: "Anna Baum",
      email,
      password_hash: "x",
      email_verified_at: verified ? new Date() : null,
    })
    .returning();
  const [employer] = await t.db
    .insert(employers)
    .values({ name: "Baumschule Baum GmbH" })
    .returning();
  await t.db.insert(employerUsers).values({ user_id: user!.id, employer_id: employer!.id });
  const token = randomBytes(32).toString("base64url");
  await t.db.insert(sessions).values({
    id: hashToken(token),
    user_id: user!.id,
    expires_at: new Date(Date.now() + 3600_000),
  });
  return { token, userId: user!.id, employerId: employer!.id };
}

describe("health", () => {
  it("/healthz answers without the database, /readyz checks it", async () => {
    expect((await t.api({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await t.api({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ok" });
  });

  it("sends security headers", async () => {
    const res = await t.api({ method: "GET", url: "/api/sectors" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // JSON runs no scripts: the policy without a nonce (pages get one, tests/e2e/page-cache.spec.ts).
    expect(res.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(res.headers["content-security-policy"]).not.toContain("nonce-");
    const again = await t.api({ method: "GET", url: "/api/sectors" });
    expect(again.headers["content-security-policy"]).toBe(res.headers["content-security-policy"]);
  });
});

describe("page metadata", () => {
  it("carries app name, version, blog count and sectors for a visitor without a user", async () => {
    const res = await t.api({ method: "GET", url: "/api/meta" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      app_name: "Wurzelwerk",
      app_version: "test-version",
      user: null,
      stripe_enabled: false,
    });
    expect(data.blog_count).toBeGreaterThanOrEqual(3);
    expect(data.sectors.length).toBeGreaterThanOrEqual(4);
    expect(data.realtime).toEqual({
      key: "wurzelwerk-key",
      ws_host: "localhost",
      ws_port: 3000,
      force_tls: false,
    });
  });

  it("carries the current user with employers when the session cookie is valid", async () => {
    const { token, userId, employerId } = await createSessionFor(false);
    const res = await t.api({
      method: "GET",
      url: "/api/meta",
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(res.json().data.user).toEqual({
      id: userId,
      name: "Anna Baum",
      email: expect.stringMatching(/@example\.org$/),
      email_verified_at: null,
      pending_email: null,
      is_admin: false,
      impersonator: null,
      employers: { data: [{ id: employerId, name: "Baumschule Baum GmbH", role: "owner" }] },
    });
  });

  it("ignores forged, malformed and expired session cookies", async () => {
    for (const cookie of [
      "nichtgueltig",
      "a".repeat(43),
      "'; drop table users; --",
      "x".repeat(5000),
    ]) {
      const res = await t.api({
        method: "GET",
        url: "/api/meta",
        cookies: { [SESSION_COOKIE]: cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toBeNull();
    }
  });

  it("/api/version tells the running version and is never cached", async () => {
    const res = await t.api({ method: "GET", url: "/api/version" });
    expect(res.json()).toEqual({ version: "test-version" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("OpenAPI", () => {
  it("is generated from the route schemas", async () => {
    const res = await t.api({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/sectors", "/api/contact", "/api/blog-posts/{slug}"]),
    );
    expect(doc.paths["/api/contact"].post.requestBody).toBeDefined();
  });
});

describe("database outage", () => {
  it("answers 503 with a German message while the database is unreachable, never a 500", async () => {
    const other = await createTestApp();
    await other.database.close();
    const ready = await other.api({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    const res = await other.api({ method: "GET", url: "/api/sectors" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: "Der Dienst ist vorübergehend nicht erreichbar. Bitte gleich noch einmal versuchen.",
      code: "service_unavailable",
    });
    expect(JSON.stringify(res.json())).not.toMatch(/stack|at |sql/i);
    await other.close();
  });
});
