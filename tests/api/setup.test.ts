import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { setupTokens, users } from "#server/db/schema.ts";
import { createStaffUser } from "#server/modules/admin/service.ts";
import { issueSetupLink, setupLinkState } from "#server/modules/setup/service.ts";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import { SETUP_DONE_MESSAGE, SETUP_LINK_MESSAGES } from "#shared/schemas/setup.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, TEST_APP_URL, type TestApp } from "#tests/support/app.ts";

// "Operator comfort": the first staff account through the one-time setup link that a
// start without staff logs (src/server/main.ts), instead of `npm run admin:create` beside a
// running app on the embedded database.

const apps: TestApp[] = [];
/** Each case on a database of its own: creating the staff account ends the setup for good. */
async function freshApp(): Promise<TestApp> {
  const app = await createTestApp();
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

let address = 0;
const newAddress = () => `10.16.${Math.floor(++address / 250)}.${address % 250}`;

const PASSWORD = "Wurzel-Einrichtung-2026";
function setupBody(token: string, overrides: Record<string, unknown> = {}) {
  return {
    token,
    name: "Erika Gärtner",
    email: "erika@wurzelwerk.example",
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  };
}
const post = (t: TestApp, payload: Record<string, unknown>, remoteAddress = newAddress()) =>
  t.api({ method: "POST", url: "/api/setup", payload, remoteAddress });

async function link(t: TestApp, now?: Date): Promise<{ url: string; token: string }> {
  const issued = await issueSetupLink({ db: t.db, config: t.config }, now);
  expect(issued).not.toBeNull();
  return { url: issued!.url, token: issued!.url.split("/").pop()! };
}
async function userCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users);
  return Number(row!.n);
}

describe("setup link on a fresh installation", () => {
  it("creates the first staff account, signs that person in, and is dead afterwards", async () => {
    const t = await freshApp();
    const { url, token } = await link(t);
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/einrichtung/[\\w-]{43}$`));
    const [row] = await t.db.select().from(setupTokens);
    // Only the hash is stored, and it expires an hour after the start.
    expect(row!.token_hash).not.toContain(token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expires_at.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(await setupLinkState(t.db, token)).toBe("valid");

    const res = await post(t, setupBody(token));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: SETUP_DONE_MESSAGE,
      data: { email: "erika@wurzelwerk.example", name: "Erika Gärtner", is_admin: true },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const cookies = { [SESSION_COOKIE]: cookie!.value };
    const me = await t.api({ url: "/api/user", cookies });
    expect(me.json().data).toMatchObject({ is_admin: true, email: "erika@wurzelwerk.example" });
    expect((await t.api({ url: "/api/admin/users", cookies })).statusCode).toBe(200);
    const [staff] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, "erika@wurzelwerk.example"));
    expect(staff).toMatchObject({ role: "admin" });
    expect(staff!.email_verified_at).not.toBeNull();

    // Used once: the same link, with other data, creates nothing.
    const before = await userCount(t);
    const again = await post(t, setupBody(token, { email: "zweite@wurzelwerk.example" }));
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(SETUP_LINK_MESSAGES.done);
    expect(again.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await userCount(t)).toBe(before);
    expect(await setupLinkState(t.db, token)).toBe("done");
    // The next start prints no link and forgets the old ones.
    expect(await issueSetupLink({ db: t.db, config: t.config })).toBeNull();
    expect(await t.db.select().from(setupTokens)).toEqual([]);
  });

  it("answers wrong, expired and replaced links with a German 404/410 and creates nothing", async () => {
    const t = await freshApp();
    const before = await userCount(t);
    const expired = await link(t, new Date(Date.now() - 61 * 60_000));
    const replaced = await link(t);
    const current = await link(t);

    const cases = [
      { token: "A".repeat(43), status: 404, message: SETUP_LINK_MESSAGES.unknown },
      { token: "kurz", status: 404, message: SETUP_LINK_MESSAGES.unknown },
      {
        token: current.token.slice(0, -1) + "x",
        status: 404,
        message: SETUP_LINK_MESSAGES.unknown,
      },
      { token: expired.token, status: 410, message: SETUP_LINK_MESSAGES.expired },
      { token: replaced.token, status: 410, message: SETUP_LINK_MESSAGES.expired },
    ].filter((c) => c.token !== current.token);
    for (const c of cases) {
      const res = await post(t, setupBody(c.token));
      expect(res.statusCode, c.token).toBe(c.status);
      expect(res.json().message).toBe(c.message);
      expect(res.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
    }
    expect(await setupLinkState(t.db, expired.token)).toBe("expired");
    expect(await setupLinkState(t.db, "A".repeat(43))).toBe("unknown");
    expect(await userCount(t)).toBe(before);
    // The current link still works after all that.
    expect((await post(t, setupBody(current.token))).statusCode).toBe(201);
  });

  it("checks the data as registration does, in German, and keeps the link for the next try", async () => {
    const t = await freshApp();
    const { token } = await link(t);
    const employer = await createAccount(t.db);
    const before = await userCount(t);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ password: "kurz", password_confirmation: "kurz" }, "password", /mindestens 12 Zeichen/],
      [{ password_confirmation: "Etwas-Anderes-2026" }, "password", /Bestätigung stimmt nicht/],
      [{ password: "password1234", password_confirmation: "password1234" }, "password", /./],
      [{ email: "keine-adresse" }, "email", /gültige E-Mail-Adresse/],
      [{ email: employer.email.toUpperCase() }, "email", /schon ein Konto/],
      [{ name: "" }, "name", /Namen/],
      [{ extra: true }, "_", /unbekannt|nicht erlaubt|unzulässig|Feld/i],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post(t, setupBody(token, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toContain(field);
      expect(errors[field]!.join(" ")).toMatch(message);
    }
    expect(await userCount(t)).toBe(before);
    expect(await setupLinkState(t.db, token)).toBe("valid");
    expect((await post(t, setupBody(token))).statusCode).toBe(201);
  });

  it("is dead as soon as a staff account exists some other way (npm run admin:create)", async () => {
    const t = await freshApp();
    const { token } = await link(t);
    await createStaffUser(t.db, { email: "team@wurzelwerk.example" });
    const before = await userCount(t);
    const res = await post(t, setupBody(token));
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(SETUP_LINK_MESSAGES.done);
    expect(await userCount(t)).toBe(before);
    expect(await setupLinkState(t.db, token)).toBe("done");
  });

  it("gives one account for one link, even for two requests at the same moment", async () => {
    const t = await freshApp();
    const { token } = await link(t);
    const answers = await Promise.all([
      post(t, setupBody(token, { email: "eins@wurzelwerk.example" })),
      post(t, setupBody(token, { email: "zwei@wurzelwerk.example" })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 410]);
    const staff = await t.db.select().from(users).where(eq(users.role, "admin"));
    expect(staff).toHaveLength(1);
  });

  it("is rate limited per client address", async () => {
    const t = await freshApp();
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(t, setupBody("B".repeat(43)), from)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });

  it("is in the OpenAPI document, so tests/api/fuzz.test.ts sends hostile input to it", async () => {
    const t = await freshApp();
    const doc = (await t.app.inject({ url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths["/api/setup"] ?? {})).toEqual(["post"]);
  });
});
