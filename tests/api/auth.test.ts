import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#server/db/schema.ts";
import { hashToken, SESSION_COOKIE } from "#server/platform/session.ts";
import { createTestApp, TEST_APP_URL, type TestApp } from "#tests/support/app.ts";
import { startMailCatcher, type MailCatcher } from "#tests/support/mail-catcher.ts";
import { confirmLink, verificationLinkIn } from "#tests/support/verification.ts";

let t: TestApp;
let mail: MailCatcher;
let ip = 0;
// Each test gets its own client address so rate limits stay out of the way unless tested.
const newAddress = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;
let seq = 0;
const uniqueEmail = () => `inhaberin.${Date.now().toString(36)}.${++seq}@gaertnerei.example`;

const PASSWORD = "Wurzel-Kraut-Sieben7";

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  return {
    company_name: "Gärtnerei Grünwurz GmbH",
    name: "Jana Gärtner",
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    terms: true,
    ...overrides,
  };
}

function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

const recipient = (m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "");

async function register(body: Record<string, unknown>, remoteAddress = newAddress()) {
  return t.api({ method: "POST", url: "/register", payload: body, remoteAddress });
}

async function me(token: string | undefined) {
  return t.api({
    method: "GET",
    url: "/api/user",
    cookies: token ? { [SESSION_COOKIE]: token } : {},
  });
}

async function login(body: Record<string, unknown>, remoteAddress = newAddress(), token?: string) {
  return t.api({
    method: "POST",
    url: "/login",
    payload: body,
    remoteAddress,
    cookies: token ? { [SESSION_COOKIE]: token } : {},
  });
}

const linkIn = verificationLinkIn;
const confirm = (link: URL, cookies?: Record<string, string>) =>
  confirmLink(t, link, { cookies, remoteAddress: newAddress() });

/** An unverified employer with a session: registration starts none, so log in. */
async function registerAndLogIn(body: ReturnType<typeof registration>): Promise<string> {
  expect((await register(body)).statusCode).toBe(201);
  const res = await t.api({
    method: "POST",
    url: "/login",
    payload: { email: body.email, password: body.password },
    remoteAddress: newAddress(),
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res)!.value;
}

describe("POST /register", () => {
  it("creates user and employer without a session and mails a link whose page confirms by POST", async () => {
    const body = registration();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: null,
      message:
        "Fast geschafft! Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen geschickt haben.",
    });
    // No cookie: a session here but not for a taken address would reveal who is registered.
    expect(sessionCookie(res)).toBeUndefined();

    const [stored] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);

    const received = await mail.waitFor((m) => recipient(m).includes(body.email));
    expect(received.subject).toContain("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(received.html).toContain("E-Mail-Adresse bestätigen");
    expect(received.text).toContain("Der Link ist 60 Minuten gültig.");
    const link = linkIn(received);
    expect(link.origin).toBe(TEST_APP_URL);

    const confirmed = await confirm(link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      message: "Ihre E-Mail-Adresse ist bestätigt.",
      signed_in: false,
    });
    // It starts no session (ADR 019): the next step is the login with the password.
    expect(sessionCookie(confirmed)).toBeUndefined();
    const [after] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(after!.email_verified_at).not.toBeNull();
    // A second click confirms again and changes nothing.
    const again = await confirm(link);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe("Ihre E-Mail-Adresse ist bereits bestätigt.");
    expect(sessionCookie(again)).toBeUndefined();
  });

  it("GET of the mailed link changes nothing: no verification, no session, the browser's session stays", async () => {
    const body = registration();
    const token = await registerAndLogIn(body);
    const link = linkIn(await mail.waitFor((m) => recipient(m).includes(body.email)));
    // A mail scanner, or a page that makes the browser open the link (login CSRF).
    for (const cookies of [{}, { [SESSION_COOKIE]: token }] as Record<string, string>[]) {
      const opened = await t.api({
        method: "GET",
        url: `${link.pathname}${link.search}`,
        cookies,
        headers: { accept: "text/html,application/xhtml+xml" },
      });
      expect(opened.statusCode).not.toBe(302);
      expect(sessionCookie(opened)).toBeUndefined();
    }
    const [stored] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(stored!.email_verified_at).toBeNull();
    expect((await me(token)).statusCode).toBe(200);
  });

  it("the confirmation ends every other session of the account; the confirming browser's own stays", async () => {
    // Someone registered the address and signed in before its owner confirmed it.
    const body = registration();
    const squatter = await registerAndLogIn(body);
    const link = linkIn(await mail.waitFor((m) => recipient(m).includes(body.email)));
    const confirmed = await confirm(link);
    expect(confirmed.statusCode).toBe(200);
    expect((await me(squatter)).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(squatter))),
    ).toEqual([]);

    // Confirmed in a browser signed in to the account: that session stays, the others end.
    const second = registration();
    const other = await registerAndLogIn(second);
    const here = sessionCookie(
      await login({ email: second.email, password: second.password }),
    )!.value;
    const own = linkIn(await mail.waitFor((m) => recipient(m).includes(second.email)));
    const mine = await confirm(own, { [SESSION_COOKIE]: here });
    expect(mine.json()).toEqual({ message: "Ihre E-Mail-Adresse ist bestätigt.", signed_in: true });
    expect((await me(here)).json().data.email_verified_at).not.toBeNull();
    expect((await me(other)).statusCode).toBe(401);
  });

  it("rejects tampered, expired, foreign and malformed verification links with 403", async () => {
    const body = registration();
    await register(body);
    const link = linkIn(await mail.waitFor((m) => recipient(m).includes(body.email)));
    const [, , , id, hash] = link.pathname.split("/");
    const expires = link.searchParams.get("expires")!;
    const signature = link.searchParams.get("signature")!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    const past = String(Math.floor(Date.now() / 1000) - 10);
    const bad = [
      `/email/verify/${id}/${hash}?expires=${expires}&signature=${flipped}`,
      `/email/verify/${id}/${hash}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/email/verify/${id}/${hash}?expires=${past}&signature=${signature}`,
      `/email/verify/${Number(id) + 1}/${hash}?expires=${expires}&signature=${signature}`,
      `/email/verify/${id}/${"0".repeat(64)}?expires=${expires}&signature=${signature}`,
      `/email/verify/${id}/${hash}?expires=${expires}`,
      `/email/verify/${id}/${hash}`,
      `/email/verify/abc/${hash}?expires=${expires}&signature=${signature}`,
      `/email/verify/99999999999999/${hash}?expires=abc&signature=%00`,
    ];
    for (const url of bad) {
      const res = await confirm(new URL(url, TEST_APP_URL));
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(/Bestätigungslink ist ungültig oder abgelaufen/);
    }
    const [stored] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(stored!.email_verified_at).toBeNull();
  });

  it("an expired link (signed 61 minutes ago) is refused", async () => {
    const body = registration();
    await register(body);
    const [stored] = await t.db.select().from(users).where(eq(users.email, body.email));
    const { verificationUrl } = await import("#server/modules/auth/service.ts");
    const old = new URL(
      verificationUrl({ config: t.config } as never, stored!, Date.now() - 61 * 60_000),
    );
    const res = await confirm(old);
    expect(res.statusCode).toBe(403);
  });

  it("a correctly signed link that expires more than 60 minutes ahead is refused (a leaked key mints no lasting links)", async () => {
    const body = registration();
    await register(body);
    const [stored] = await t.db.select().from(users).where(eq(users.email, body.email));
    const { verificationUrl } = await import("#server/modules/auth/service.ts");
    // Signed with the app's key as if issued a minute from now: expires 61 minutes ahead.
    const ahead = new URL(
      verificationUrl({ config: t.config } as never, stored!, Date.now() + 60_000),
    );
    const res = await confirm(ahead);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Bestätigungslink ist ungültig oder abgelaufen/);
    const [after] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(after!.email_verified_at).toBeNull();
    // Issued now, the same link is fine.
    expect(
      (await confirm(new URL(verificationUrl({ config: t.config } as never, stored!)))).statusCode,
    ).toBe(200);
  });

  it("a taken address (other case) answers the same, starts no session and mails the owner", async () => {
    const first = registration();
    const firstRes = await register(first);
    expect(firstRes.statusCode).toBe(201);
    const [{ n: before }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [
      { n: number },
    ];

    const second = registration({
      email: first.email.toUpperCase(),
      name: "Eindringling",
      company_name: "Fremdfirma",
    });
    const res = await register(second);
    expect(res.statusCode).toBe(firstRes.statusCode);
    expect(res.json()).toEqual(firstRes.json());
    expect(sessionCookie(res)).toBeUndefined();
    expect((await me(undefined)).statusCode).toBe(401);

    const owner = await mail.waitFor(
      (m) =>
        recipient(m).includes(first.email) && (m.subject ?? "").includes("bereits registriert"),
    );
    expect(owner.text).toContain(`${TEST_APP_URL}/login`);
    expect(owner.text).toContain(`${TEST_APP_URL}/forgot-password`);
    const [{ n: after }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [
      { n: number },
    ];
    expect(after).toBe(before);
  });

  it("links in mails come from APP_URL, never from the Host header", async () => {
    const body = registration();
    await t.api({
      method: "POST",
      url: "/register",
      payload: body,
      remoteAddress: newAddress(),
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    const received = await mail.waitFor((m) => recipient(m).includes(body.email));
    expect(received.text).not.toContain("evil.example");
    expect(received.html).not.toContain("evil.example");
  });

  it.each([
    ["11 characters", "Kurz-Wurzel", /mindestens 12 Zeichen/],
    ["129 characters", "a".repeat(60) + "B".repeat(69), /höchstens 128 Zeichen/],
    ["a common password", "passwort1234", /zu verbreitet/],
    ["a number run", "123456789012", /zu verbreitet/],
    ["a listed word", "unbelievable", /zu verbreitet/],
  ])("rejects a password of %s with 422 in German", async (_label, password, message) => {
    const body = registration({ password, password_confirmation: password });
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password[0]).toMatch(message);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, body.email as string)),
    ).toEqual([]);
  });

  it("rejects a password equal to the email address", async () => {
    const email = `lange.adresse.${++seq}@gaertnerei.example`;
    const res = await register(
      registration({ email, password: email, password_confirmation: email }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password[0]).toMatch(/E-Mail-Adresse oder Ihrem Namen/);
  });

  it("checks confirmation, terms and required fields", async () => {
    const res = await register(
      registration({ password_confirmation: "etwas-anderes-lang", terms: false, company_name: "" }),
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.terms[0]).toBe("Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.");
    expect(errors.company_name[0]).toBe("Bitte geben Sie den Namen Ihres Unternehmens an.");
    const mismatch = await register(registration({ password_confirmation: "etwas-anderes-lang" }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password[0]).toBe(
      "Die Passwort-Bestätigung stimmt nicht überein.",
    );
  });
});

describe("POST /login", () => {
  let email: string;
  beforeAll(async () => {
    const body = registration();
    email = body.email;
    expect((await register(body)).statusCode).toBe(201);
  });

  it("logs in with the right password (any case of the address) and rotates the session", async () => {
    const first = await login({ email: email.toUpperCase(), password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.email).toBe(email);
    const a = sessionCookie(first)!;
    expect(a.httpOnly).toBe(true);
    expect(a.sameSite).toBe("Lax");
    expect(a.maxAge).toBeUndefined();
    expect((await me(a.value)).statusCode).toBe(200);

    // Logging in again from the same browser: a new id, the old one is gone.
    const second = await login({ email, password: PASSWORD }, newAddress(), a.value);
    const b = sessionCookie(second)!;
    expect(b.value).not.toBe(a.value);
    expect((await me(a.value)).statusCode).toBe(401);
    expect((await me(b.value)).statusCode).toBe(200);
  });

  it("'angemeldet bleiben' keeps the session for 30 days", async () => {
    const res = await login({ email, password: PASSWORD, remember: true });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res)!;
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
    const [row] = await t.db
      .select({ expires_at: sessions.expires_at })
      .from(sessions)
      .where(
        eq(sessions.id, (await import("#server/platform/session.ts")).hashToken(cookie.value)),
      );
    expect(row!.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("answers a wrong password and an unknown address identically", async () => {
    const wrong = await login({ email, password: "falsches-Passwort-123" });
    const unknown = await login({ email: uniqueEmail(), password: "falsches-Passwort-123" });
    const expected = {
      message: "Diese Kombination aus E-Mail-Adresse und Passwort ist uns nicht bekannt.",
      errors: {
        email: ["Diese Kombination aus E-Mail-Adresse und Passwort ist uns nicht bekannt."],
      },
      // The same code for both: the answer tells nothing about which accounts exist.
      code: "auth.invalid_credentials",
    };
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(expected);
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it("throttles after 5 failed attempts per email and IP with a German 429", async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login({ email, password: `falsch-${i}-Passwort` }, from)).statusCode).toBe(422);
    }
    const blocked = await login({ email: email.toUpperCase(), password: PASSWORD }, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Zu viele Anmeldeversuche\. Bitte versuchen Sie es in \d+ Sekunden? erneut\.$/,
    );
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another address or another IP is not affected.
    expect((await login({ email, password: PASSWORD }, newAddress())).statusCode).toBe(200);
  });

  it("refuses a login without X-Requested-With with 419 (CSRF)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/login",
      payload: { email, password: PASSWORD },
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(419);
    expect(sessionCookie(res)).toBeUndefined();
    const foreign = await t.api({
      method: "POST",
      url: "/login",
      payload: { email, password: PASSWORD },
      headers: { origin: "https://evil.example" },
      remoteAddress: newAddress(),
    });
    expect(foreign.statusCode).toBe(419);
  });
});

describe("POST /logout and GET /api/user", () => {
  it("401 without a session", async () => {
    const res = await me(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Sie sind nicht angemeldet.", code: "unauthenticated" });
  });

  it("ends the session: 204, cookie cleared, the old cookie gives 401", async () => {
    const body = registration();
    const token = await registerAndLogIn(body);
    const res = await t.api({
      method: "POST",
      url: "/logout",
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(res.statusCode).toBe(204);
    const cleared = sessionCookie(res)!;
    expect(cleared.value).toBe("");
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe("POST /email/verification-notification", () => {
  it("needs a session, resends the link and is limited to 6 per minute", async () => {
    expect(
      (await t.api({ method: "POST", url: "/email/verification-notification" })).statusCode,
    ).toBe(401);
    const body = registration();
    const token = await registerAndLogIn(body);
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.api({
        method: "POST",
        url: "/email/verification-notification",
        cookies: { [SESSION_COOKIE]: token },
        remoteAddress: from,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    await expect
      .poll(() => mail.messages.filter((m) => recipient(m).includes(body.email)).length, {
        // Sent from the outbox after the answers (ADR 039).
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(7);
  });
});

describe("hostile input", () => {
  it("refuses a 10 MB body with 413", async () => {
    for (const url of ["/register", "/login"]) {
      const res = await t.api({
        method: "POST",
        url,
        payload: JSON.stringify({ email: "a".repeat(10 * 1024 * 1024) }),
        headers: { "content-type": "application/json" },
        remoteAddress: newAddress(),
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json().message).toBe("Die Anfrage ist zu groß.");
    }
  });

  it.each([
    ["an array as email", { email: ["a@b.de"], password: PASSWORD }],
    ["a number as email", { email: 42, password: PASSWORD }],
    ["an object as password", { email: "a@b.de", password: { $gt: "" } }],
    ["an extra field", { email: "a@b.de", password: PASSWORD, role: "admin" }],
    ["remember as a string", { email: "a@b.de", password: PASSWORD, remember: "yes" }],
    ["nothing", {}],
  ])("login with %s → 422 in German", async (_label, payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/[a-zäöüß]/i);
    expect(JSON.stringify(res.json())).not.toMatch(/at .*\.ts|stack/i);
  });

  it("register with an extra field (role) → 422 and nothing stored", async () => {
    const body = registration({ role: "admin" });
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, body.email as string)),
    ).toEqual([]);
  });

  it("handles unicode tricks in emails consistently and never with a 500", async () => {
    for (const email of [
      "jаna@example.org", // Cyrillic а
      "ｊａｎａ@example.org", // fullwidth
      "jana@exаmple.org",
      "jana\u200b@example.org", // zero-width space
      "jana@example.org\u0000",
      "İnhaber@example.org",
    ]) {
      const reg = await register(registration({ email }));
      expect([201, 422], email).toContain(reg.statusCode);
      const log = await login({ email, password: PASSWORD });
      expect([200, 422], email).toContain(log.statusCode);
      if (reg.statusCode === 422) expect(log.statusCode).toBe(422);
    }
  });
});
