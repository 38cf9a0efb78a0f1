import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "#server/db/schema.ts";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import {
  EMAIL_CHANGE_PENDING_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  PROFILE_INFORMATION_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from "#shared/schemas/auth.ts";
import { createAccount, createSession, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createHangingMailer } from "#tests/support/hanging-mailer.ts";
import { startMailCatcher, type MailCatcher } from "#tests/support/mail-catcher.ts";
import { confirmLink, verificationLinkIn } from "#tests/support/verification.ts";
import { eventually } from "#tests/support/eventually.ts";

// PUT /user/profile-information and PUT /user/password (docs/product.md "API conventions", ADR 010).

let t: TestApp;
let mail: MailCatcher;
const NEW_PASSWORD = "Hainbuche-Hecke-2026";

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const recipient = (m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "");

function put(url: string, account: TestAccount | null, payload: unknown, token?: string) {
  return t.api({
    method: "PUT",
    url,
    payload: payload as Record<string, unknown>,
    cookies: account ? { [SESSION_COOKIE]: token ?? account.token } : {},
  });
}

async function row(userId: number) {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  return user!;
}

function me(token: string) {
  return t.api({ method: "GET", url: "/api/user", cookies: { [SESSION_COOKIE]: token } });
}

/** The button on the page the mailed link opens (ADR 019). */
const confirm = (m: ParsedMail, cookies?: Record<string, string>) =>
  confirmLink(t, verificationLinkIn(m), { cookies });

describe("PUT /user/profile-information", () => {
  it("changes the name at once and answers the fresh user", async () => {
    const a = await createAccount(t.db);
    const res = await put("/user/profile-information", a, { name: "Jana Neu", email: a.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_INFORMATION_MESSAGE);
    expect(res.json().data).toMatchObject({
      name: "Jana Neu",
      email: a.email,
      pending_email: null,
    });
    expect((await row(a.userId)).name).toBe("Jana Neu");
  });

  it("keeps a new address pending until the link mailed to it is opened", async () => {
    const a = await createAccount(t.db);
    const newEmail = `neu.${a.userId}@hofladen.example`;
    const res = await put("/user/profile-information", a, {
      name: a.name,
      email: newEmail,
      current_password: a.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EMAIL_CHANGE_PENDING_MESSAGE);
    expect(res.json().data).toMatchObject({ email: a.email, pending_email: newEmail });
    expect((await row(a.userId)).email).toBe(a.email);

    const link = await mail.waitFor(
      (m) => recipient(m) === newEmail && /neue E-Mail-Adresse/.test(m.subject ?? ""),
    );
    // The old address hears about it, so a hijacked session does not go unnoticed.
    const notice = await mail.waitFor(
      (m) => recipient(m) === a.email && /Änderung Ihrer E-Mail-Adresse/.test(m.subject ?? ""),
    );
    expect(notice.text).toContain("/forgot-password");
    expect(link.text).toContain("http://localhost:3000/email/verify/");

    const click = await confirm(link);
    expect(click.statusCode).toBe(200);
    expect(click.json()).toEqual({
      message: "Ihre neue E-Mail-Adresse ist bestätigt.",
      signed_in: false,
    });
    const after = await row(a.userId);
    expect(after.email).toBe(newEmail);
    expect(after.pending_email).toBeNull();
    expect(after.email_verified_at).not.toBeNull();
    // The link for the change does not sign anybody in.
    expect(click.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    // The change ends no session: they were opened with the account's password.
    expect((await me(a.token)).statusCode).toBe(200);

    // Used once, the link is worthless (the address is no longer pending).
    const again = await confirm(link, a.cookies);
    expect(again.statusCode).toBe(200); // the address is the account's own and verified: confirm again
    expect(again.json()).toEqual({
      message: "Ihre E-Mail-Adresse ist bereits bestätigt.",
      signed_in: true,
    });
    expect((await row(a.userId)).email).toBe(newEmail);
  });

  it("asks for the current password before a new address, with a German 422, and changes nothing", async () => {
    const a = await createAccount(t.db);
    const newEmail = `ohne.${a.userId}@angreifer.example`;
    for (const current_password of [undefined, ""]) {
      const missing = await put("/user/profile-information", a, {
        name: "Übernommen",
        email: newEmail,
        ...(current_password === undefined ? {} : { current_password }),
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        current_password: ["Bitte geben Sie Ihr aktuelles Passwort ein."],
      });
    }
    const wrong = await put("/user/profile-information", a, {
      name: "Übernommen",
      email: newEmail,
      current_password: "geraten-geraten",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    const after = await row(a.userId);
    expect(after.name).toBe(a.name);
    expect(after.email).toBe(a.email);
    expect(after.pending_email).toBeNull();
    expect(mail.messages.some((m) => recipient(m) === newEmail)).toBe(false);
    // A name change, or the same address in other letter case, needs no password.
    const nameOnly = await put("/user/profile-information", a, {
      name: "Jana Neu",
      email: a.email.toUpperCase(),
    });
    expect(nameOnly.statusCode).toBe(200);
    expect(nameOnly.json().message).toBe(PROFILE_INFORMATION_MESSAGE);
  });

  it("answers a taken address exactly like a free one and changes nothing", async () => {
    const a = await createAccount(t.db);
    const owner = await createAccount(t.db);
    const free = await put("/user/profile-information", a, {
      name: a.name,
      email: `frei.${a.userId}@hofladen.example`,
      current_password: a.password,
    });
    const taken = await put("/user/profile-information", a, {
      name: a.name,
      email: owner.email.toUpperCase(),
      current_password: a.password,
    });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().message).toBe(free.json().message);
    expect(Object.keys(taken.json().data).sort()).toEqual(Object.keys(free.json().data).sort());
    expect((await row(a.userId)).email).toBe(a.email);
    expect((await row(owner.userId)).email).toBe(owner.email);
    // The owner is told; no confirmation link goes anywhere for the taken address.
    const notice = await mail.waitFor((m) => recipient(m) === owner.email);
    expect(notice.text).not.toMatch(/email\/verify/);
  });

  it("refuses the link when the address was registered by someone else meanwhile", async () => {
    const a = await createAccount(t.db);
    const newEmail = `umzug.${a.userId}@hofladen.example`;
    await put("/user/profile-information", a, {
      name: a.name,
      email: newEmail,
      current_password: a.password,
    });
    const link = await mail.waitFor((m) => recipient(m) === newEmail);
    const other = await createAccount(t.db);
    await t.db.update(users).set({ email: newEmail }).where(eq(users.id, other.userId));
    const click = await confirm(link);
    expect(click.statusCode).toBe(409);
    expect(click.json().message).toMatch(/anderen Konto/);
    expect((await row(a.userId)).email).toBe(a.email);
  });

  it("refuses bad input with German field errors and changes nothing", async () => {
    const a = await createAccount(t.db);
    const cases: [unknown, string][] = [
      [{ name: "", email: a.email }, "name"],
      [{ name: "x".repeat(101), email: a.email }, "name"],
      [{ name: "Tab\tName", email: a.email }, "name"],
      [{ name: "Kim", email: "keine-adresse" }, "email"],
      [{ name: "Kim", email: "kim@bei\u0000spiel.de" }, "email"],
      [{ name: "Kim" }, "email"],
      [{ name: 42, email: a.email }, "name"],
      [{ name: "Kim", email: a.email, role: "admin" }, "_"],
    ];
    for (const [payload, field] of cases) {
      const res = await put("/user/profile-information", a, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const body = res.json();
      expect(Object.keys(body.errors).join(), JSON.stringify(payload)).toContain(field);
      // Laravel's summary: the first field message, German (zod's global German error map).
      expect(
        body.message.startsWith(Object.values(body.errors as Record<string, string[]>)[0]![0]!),
      ).toBe(true);
      expect(body.message).not.toMatch(/Invalid|expected|Required/);
    }
    const after = await row(a.userId);
    expect(after.name).toBe(a.name);
    expect(after.role).toBe("employer");
  });

  it("needs a session and the CSRF marker", async () => {
    const a = await createAccount(t.db);
    expect(
      (await put("/user/profile-information", null, { name: "X", email: a.email })).statusCode,
    ).toBe(401);
    const noMarker = await t.app.inject({
      method: "PUT",
      url: "/user/profile-information",
      payload: { name: "Fremd", email: a.email },
      cookies: { [SESSION_COOKIE]: a.token },
    });
    expect(noMarker.statusCode).toBe(419);
    const foreignOrigin = await t.api({
      method: "PUT",
      url: "/user/profile-information",
      payload: { name: "Fremd", email: a.email },
      cookies: { [SESSION_COOKIE]: a.token },
      headers: { origin: "https://angreifer.example" },
    });
    expect(foreignOrigin.statusCode).toBe(419);
    expect((await row(a.userId)).name).toBe(a.name);
  });
});

describe("the mails of an email change", () => {
  it("go out after the answer: a hanging mail server does not hold it up", async () => {
    const { mailer, sent, deliverNext, deliverAll } = createHangingMailer();
    // A database of its own: on a shared one, the first app's outbox could take the row and
    // send it through the working mailer.
    const slow = await createTestApp({ mailer });
    try {
      const a = await createAccount(slow.db);
      const newEmail = `langsam.${a.userId}@hofladen.example`;
      const res = await slow.api({
        method: "PUT",
        url: "/user/profile-information",
        cookies: { [SESSION_COOKIE]: a.token },
        payload: { name: a.name, email: newEmail, current_password: a.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(EMAIL_CHANGE_PENDING_MESSAGE);
      await eventually(() => expect(sent.map((m) => m.to)).toEqual([newEmail]));
      // One mail at a time: the notice to the current address follows the link.
      deliverNext();
      await eventually(() => expect(sent.map((m) => m.to)).toEqual([newEmail, a.email]));
      deliverNext();
      await eventually(async () =>
        expect(
          await slow.db.select().from(outbox).where(eq(outbox.kind, "email-change-mail")),
        ).toEqual([]),
      );
    } finally {
      deliverAll();
      await slow.close();
    }
  });
});

describe("PUT /user/password", () => {
  it("changes the password, ends every session (this one too, its cookie cleared) and mails the owner", async () => {
    const a = await createAccount(t.db);
    const otherBrowser = await createSession(t.db, a.userId);
    const res = await put("/user/password", a, {
      current_password: a.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_UPDATED_MESSAGE });
    // docs/product.md "Accounts and sign-in": success goes to /login — this browser signs in again with the new password.
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(otherBrowser)).statusCode).toBe(401);
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    await mail.waitFor(
      (m) => recipient(m) === a.email && /Passwort wurde geändert/.test(m.subject ?? ""),
    );

    const login = (password: string) =>
      t.api({
        method: "POST",
        url: "/login",
        payload: { email: a.email, password },
        remoteAddress: `10.9.${a.userId % 250}.1`,
      });
    expect((await login(a.password)).statusCode).toBe(422);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong current password on current_password and changes nothing", async () => {
    const a = await createAccount(t.db);
    const before = (await row(a.userId)).password_hash;
    const res = await put("/user/password", a, {
      current_password: "falsch-falsch-falsch",
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    expect((await row(a.userId)).password_hash).toBe(before);
  });

  it("throttles guessing the current password with a stolen session", async () => {
    const a = await createAccount(t.db);
    const guess = () =>
      put("/user/password", a, {
        current_password: "geraten-geraten-1",
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(422);
    const blocked = await guess();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Zu viele Versuche/);
    // Even the right password waits now.
    const right = await put("/user/password", a, {
      current_password: a.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
  });

  it("applies the password rules to the new password", async () => {
    const a = await createAccount(t.db);
    const attempt = (password: string, confirmation = password) =>
      put("/user/password", a, {
        current_password: a.password,
        password,
        password_confirmation: confirmation,
      });
    const short = await attempt("kurz");
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password[0]).toMatch(/mindestens 12 Zeichen/);
    const common = await attempt("passwordpassword");
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password.join()).toMatch(/häufig|bekannt|leicht/i);
    const same = await attempt(a.password);
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.password.join()).toMatch(/unterscheiden/);
    const mismatch = await attempt(NEW_PASSWORD, "anders-anders-anders");
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password[0]).toMatch(/Bestätigung/);
    const tooLong = await attempt("a".repeat(129));
    expect(tooLong.statusCode).toBe(422);
    const extra = await t.api({
      method: "PUT",
      url: "/user/password",
      payload: {
        current_password: a.password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        user_id: 1,
      },
      cookies: a.cookies,
    });
    expect(extra.statusCode).toBe(422);
    const huge = await t.api({
      method: "PUT",
      url: "/user/password",
      payload: { current_password: "x".repeat(10 * 1024 * 1024) },
      cookies: a.cookies,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("Die Anfrage ist zu groß.");
    expect((await me(a.token)).statusCode).toBe(200);
  });

  it("needs a session", async () => {
    const res = await put("/user/password", null, {
      current_password: "irgendwas-irgendwas",
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Sie sind nicht angemeldet.");
  });
});
