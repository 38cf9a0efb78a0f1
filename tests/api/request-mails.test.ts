import { createHash, randomBytes } from "node:crypto";
import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, outbox, passwordResetTokens, users } from "#server/db/schema.ts";
import type { Mail, Mailer } from "#server/platform/mail/mailer.ts";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import {
  EMAIL_CHANGE_PENDING_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from "#shared/schemas/auth.ts";
import { createAccount, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { eventually } from "#tests/support/eventually.ts";

// The mails a request asks for (contact form, resent verification link, password changed or
// reset, email change) are queued in the request's transaction and made after the answer by the
// outbox (platform/outbox.ts): a mail server that is away delays the mail, never the answer,
// and the mail is tried again until it goes out once. A request that is refused queues nothing.

/** A mail server that refuses every mail while `down`; `delivered` holds what it took. */
const attempts: Mail[] = [];
const delivered: Mail[] = [];
let down = false;
const mailer: Mailer = {
  async send(mail) {
    attempts.push(mail);
    if (down) throw new Error("Mailserver nicht erreichbar");
    delivered.push(mail);
  },
  verify: async () => undefined,
  close: () => undefined,
};

const KINDS = ["contact-mail", "registration-mail", "password-changed-mail", "email-change-mail"];
const OPERATOR = "betrieb@wurzelwerk.test";
const NEW_PASSWORD = "Hainbuche-Hecke-2026";

let t: TestApp;
let ip = 0;
// Each request from its own address: the per-IP limits are tested with each route.
const fromNewAddress = () => `10.31.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  // The scheduler runs, as in production: its `outbox` task does what a failed try left.
  t = await createTestApp({
    mailer,
    env: { OPERATOR_EMAIL: OPERATOR, SCHEDULER_INTERVAL_MS: "100" },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t?.close();
});

const queued = () => t.db.select().from(outbox).where(inArray(outbox.kind, KINDS));

const contact = (message: string) =>
  t.api({
    method: "POST",
    url: "/api/contact",
    remoteAddress: fromNewAddress(),
    payload: { name: "Jana Gärtner", email: "jana@example.org", message },
  });

const changePassword = (a: TestAccount, current: string) =>
  t.api({
    method: "PUT",
    url: "/user/password",
    remoteAddress: fromNewAddress(),
    cookies: a.cookies,
    payload: {
      current_password: current,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    },
  });

const resendLink = (a: TestAccount) =>
  t.api({
    method: "POST",
    url: "/email/verification-notification",
    remoteAddress: fromNewAddress(),
    cookies: a.cookies,
  });

const changeEmail = (a: TestAccount, email: string) =>
  t.api({
    method: "PUT",
    url: "/user/profile-information",
    remoteAddress: fromNewAddress(),
    cookies: a.cookies,
    payload: { name: a.name, email, current_password: a.password },
  });

/** A reset link for the account, as the forgot-password mail carries it. */
async function resetToken(a: TestAccount): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await t.db.insert(passwordResetTokens).values({
    user_id: a.userId,
    token_hash: createHash("sha256").update(token).digest("hex"),
    expires_at: new Date(Date.now() + 60 * 60_000),
  });
  return token;
}

const resetPassword = (a: TestAccount, token: string) =>
  t.api({
    method: "POST",
    url: "/reset-password",
    remoteAddress: fromNewAddress(),
    payload: { token, email: a.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  });

async function storedMessages() {
  const [row] = await t.db.select({ n: count() }).from(contactMessages);
  return row!.n;
}

async function passwordHash(a: TestAccount) {
  const [row] = await t.db
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.id, a.userId));
  return row!.hash;
}

describe("mails of a request, through the outbox", () => {
  it("answers while the mail server is away, and sends each mail once it is back", async () => {
    down = true;
    const unverified = await createAccount(t.db, { verified: false });
    const changer = await createAccount(t.db);
    const forgetful = await createAccount(t.db);

    const answers = await Promise.all([
      contact("Guten Tag, gilt das Paket Plus auch für Praktika?"),
      resendLink(unverified),
      changePassword(changer, changer.password),
      resetPassword(forgetful, await resetToken(forgetful)),
    ]);
    expect(answers.map((res) => [res.statusCode, res.json().message])).toEqual([
      [200, "Vielen Dank für die Nachricht! Wir melden uns so schnell wie möglich."],
      [200, VERIFICATION_SENT_MESSAGE],
      [200, PASSWORD_UPDATED_MESSAGE],
      [200, RESET_PASSWORD_MESSAGE],
    ]);

    // Each mail was tried right after its answer, failed, and waits for a later try.
    await eventually(async () => {
      const rows = await queued();
      expect(rows.map((row) => row.attempts)).toEqual([1, 1, 1, 1]);
    });
    for (const row of await queued()) {
      expect(row.available_at.getTime()).toBeGreaterThan(Date.now());
    }
    expect(delivered).toEqual([]);

    // The mail server is back and the wait is over: the scheduled run sends each mail once.
    down = false;
    await t.db
      .update(outbox)
      .set({ available_at: new Date(0) })
      .where(inArray(outbox.kind, KINDS));
    await eventually(async () => expect(await queued()).toEqual([]));

    const subjectTo = (to: string) =>
      delivered.filter((mail) => mail.to === to).map((m) => m.subject);
    expect(subjectTo(OPERATOR)).toEqual([
      expect.stringMatching(/^\[Wurzelwerk\] Kontaktanfrage #\d+$/),
    ]);
    expect(subjectTo(unverified.email)).toEqual([
      "Bitte bestätigen Sie Ihre E-Mail-Adresse – Wurzelwerk",
    ]);
    expect(subjectTo(changer.email)).toEqual(["Ihr Passwort wurde geändert – Wurzelwerk"]);
    expect(subjectTo(forgetful.email)).toEqual(["Ihr Passwort wurde geändert – Wurzelwerk"]);
    // Four failed tries and four deliveries, nothing else.
    const ours = [OPERATOR, unverified.email, changer.email, forgetful.email];
    expect(delivered.filter((mail) => ours.includes(mail.to))).toHaveLength(4);
    expect(attempts.filter((mail) => ours.includes(mail.to))).toHaveLength(8);
    const contactMail = delivered.find((mail) => mail.to === OPERATOR)!;
    expect(contactMail.replyTo).toBe("jana@example.org");
    expect(contactMail.text).toContain("Paket Plus auch für Praktika");
    expect(delivered.find((mail) => mail.to === unverified.email)!.text).toContain(
      `/email/verify/${unverified.userId}/`,
    );
  });

  it("queues nothing for a refused request", async () => {
    // Down again: a row queued by mistake would stay and be seen.
    down = true;
    const messagesBefore = await storedMessages();
    const a = await createAccount(t.db);
    const verified = await createAccount(t.db);
    const triesTo = () =>
      attempts.filter((mail) => [OPERATOR, a.email, verified.email].includes(mail.to)).length;
    const hashBefore = await passwordHash(a);
    const sentBefore = triesTo();

    const tooShort = await contact("Hallo");
    expect(tooShort.statusCode).toBe(422);
    const wrongPassword = await changePassword(a, "geraten-geraten");
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({
      current_password: [WRONG_CURRENT_PASSWORD_MESSAGE],
    });
    const weak = await t.api({
      method: "PUT",
      url: "/user/password",
      remoteAddress: fromNewAddress(),
      cookies: a.cookies,
      payload: { current_password: a.password, password: "kurz", password_confirmation: "kurz" },
    });
    expect(weak.statusCode).toBe(422);
    const unknownLink = await resetPassword(a, randomBytes(32).toString("base64url"));
    expect(unknownLink.statusCode).toBe(422);
    const alreadyConfirmed = await resendLink(verified);
    expect(alreadyConfirmed.json()).toEqual({
      message: "Ihre E-Mail-Adresse ist bereits bestätigt.",
    });
    const signedOut = await t.api({
      method: "POST",
      url: "/email/verification-notification",
      remoteAddress: fromNewAddress(),
    });
    expect(signedOut.statusCode).toBe(401);

    expect(await queued()).toEqual([]);
    expect(triesTo()).toBe(sentBefore);
    expect(await passwordHash(a)).toBe(hashBefore);
    expect(await storedMessages()).toBe(messagesBefore);
    down = false;
  });

  it("queues the mail in the write's transaction: no write stays without its mail", async () => {
    // The queue refuses every row for a moment, as a full disk or a lost connection would.
    await t.db.execute(sql`
      create function refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_outbox before insert on outbox
      for each row execute function refuse_outbox()`);
    try {
      const messagesBefore = await storedMessages();
      const a = await createAccount(t.db);
      const hashBefore = await passwordHash(a);

      const message = await contact("Guten Tag, bitte rufen Sie mich zurück.");
      const password = await changePassword(a, a.password);
      const email = await changeEmail(a, `neu.${a.userId}@hofladen.example`);
      expect([message.statusCode, password.statusCode, email.statusCode]).toEqual([500, 500, 500]);

      // Neither the message, the new password nor the pending address was kept.
      expect(await storedMessages()).toBe(messagesBefore);
      expect(await passwordHash(a)).toBe(hashBefore);
      const [row] = await t.db.select().from(users).where(eq(users.id, a.userId));
      expect(row!.pending_email).toBeNull();
      // The sessions are ended only after the change committed: this one still works.
      const me = await t.api({
        method: "GET",
        url: "/api/user",
        cookies: { [SESSION_COOKIE]: a.token },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`drop trigger refuse_outbox on outbox`);
      await t.db.execute(sql`drop function refuse_outbox()`);
    }

    // With the queue back, the same email change answers and its row is queued with it.
    const b = await createAccount(t.db);
    const changed = await changeEmail(b, `neu.${b.userId}@hofladen.example`);
    expect(changed.json().message).toBe(EMAIL_CHANGE_PENDING_MESSAGE);
    await eventually(() => expect(delivered.some((mail) => mail.to === b.email)).toBe(true));
  });
});
