import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, passwordResetTokens, users } from "#server/db/schema.ts";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, TEST_APP_URL, type TestApp } from "#tests/support/app.ts";
import { createHangingMailer } from "#tests/support/hanging-mailer.ts";
import { startMailCatcher, type MailCatcher } from "#tests/support/mail-catcher.ts";
import { eventually } from "#tests/support/eventually.ts";

let t: TestApp;
let mail: MailCatcher;
let ip = 0;
let seq = 0;
const newAddress = () => `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;
const OLD_PASSWORD = "Wurzel-Kraut-Sieben7";
const NEW_PASSWORD = "Gruene-Hecke-am-Teich";
const FORGOT =
  "Wenn es ein Konto mit dieser Adresse gibt, haben wir Ihnen einen Link zum Zurücksetzen geschickt.";
const INVALID =
  "Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.";

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const recipient = (m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "");
const post = (url: string, payload: Record<string, unknown>) =>
  t.api({ method: "POST", url, payload, remoteAddress: newAddress() });

async function account(): Promise<string> {
  const email = `reset.${Date.now().toString(36)}.${++seq}@gaertnerei.example`;
  const res = await post("/register", {
    company_name: "Gärtnerei Grünwurz GmbH",
    name: "Jana Gärtner",
    email,
    password: OLD_PASSWORD,
    password_confirmation: OLD_PASSWORD,
    terms: true,
  });
  expect(res.statusCode).toBe(201);
  return email;
}

async function logIn(email: string, password: string) {
  return post("/login", { email, password });
}

async function resetLink(email: string): Promise<{ token: string; email: string }> {
  const received = await mail.waitFor(
    (m) => recipient(m).includes(email) && (m.subject ?? "").startsWith("Passwort zurücksetzen"),
  );
  const match = received.text?.match(/https?:\/\/\S+\/reset-password\/\S+/);
  if (!match) throw new Error("kein Link in der Mail");
  const url = new URL(match[0]);
  expect(url.origin).toBe(TEST_APP_URL);
  return { token: url.pathname.split("/").pop()!, email: url.searchParams.get("email")! };
}

/** Waits until the outbox has done the forgot-password row of this address. */
async function outboxDone(email: string) {
  await eventually(async () => {
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, "password-reset"));
    expect(rows.filter((row) => row.payload.email === email.toLowerCase())).toEqual([]);
  });
}

describe("POST /forgot-password and POST /reset-password", () => {
  it("mails a link that sets a new password once, ends all sessions and says so by mail", async () => {
    const email = await account();
    const session = (await logIn(email, OLD_PASSWORD)).cookies.find(
      (c) => c.name === SESSION_COOKIE,
    )!.value;

    const forgot = await post("/forgot-password", { email: email.toUpperCase() });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ message: FORGOT });
    const link = await resetLink(email);
    expect(link.email).toBe(email);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
      .where(eq(users.email, email));
    expect(stored!.password_reset_tokens.token_hash).not.toContain(link.token);

    const reset = await post("/reset-password", {
      token: link.token,
      email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: "Ihr Passwort wurde erfolgreich zurückgesetzt" });

    expect((await logIn(email, OLD_PASSWORD)).statusCode).toBe(422);
    expect((await logIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await t.api({
      method: "GET",
      url: "/api/user",
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(old.statusCode).toBe(401);
    await mail.waitFor(
      (m) =>
        recipient(m).includes(email) && (m.subject ?? "").startsWith("Ihr Passwort wurde geändert"),
    );

    const again = await post("/reset-password", {
      token: link.token,
      email,
      password: "Noch-ein-anderes-Passwort",
      password_confirmation: "Noch-ein-anderes-Passwort",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: [INVALID] });
  });

  it("answers unknown addresses exactly like known ones and sends nothing", async () => {
    const before = mail.messages.length;
    const unknown = await post("/forgot-password", { email: "niemand-hier@gaertnerei.example" });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: FORGOT });
    await outboxDone("niemand-hier@gaertnerei.example");
    expect(
      mail.messages.slice(before).filter((m) => recipient(m).includes("niemand-hier")),
    ).toEqual([]);
  });

  it("answers a known and an unknown address byte for byte the same, both through the outbox", async () => {
    const known = await account();
    const unknown = `niemand.${seq}@gaertnerei.example`;
    const answers = [];
    for (const email of [known, unknown]) {
      const res = await post("/forgot-password", { email });
      const { date: _date, "x-request-id": _id, ...headers } = res.headers;
      answers.push({ status: res.statusCode, body: res.body, headers });
    }
    expect(answers[1]).toEqual(answers[0]);
    // Both wrote their outbox row, which was done after the answer: a link for the known one.
    await resetLink(known);
    await outboxDone(known);
    await outboxDone(unknown);
  });

  it("refuses expired tokens, other addresses, forged tokens and keeps the password", async () => {
    const email = await account();
    const other = await account();
    await post("/forgot-password", { email });
    const link = await resetLink(email);
    const body = (changes: { email?: string; token?: string }) => ({
      token: link.token,
      email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...changes,
    });

    for (const changes of [
      { email: other },
      { token: `${link.token.slice(0, -2)}xx` },
      { token: "'; drop table users; --" },
      { token: "a".repeat(150) },
    ]) {
      const res = await post("/reset-password", body(changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(422);
    }
    await t.db.update(passwordResetTokens).set({ expires_at: new Date(Date.now() - 1000) });
    const expired = await post("/reset-password", body({}));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ email: [INVALID] });
    expect((await logIn(email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it("applies the password rules only after the token is valid, and the link stays usable", async () => {
    const email = await account();
    await post("/forgot-password", { email });
    const link = await resetLink(email);
    const weak = await post("/reset-password", {
      token: link.token,
      email,
      password: "passwort1234",
      password_confirmation: "passwort1234",
    });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors)).toEqual(["password"]);
    const mismatch = await post("/reset-password", {
      token: link.token,
      email,
      password: NEW_PASSWORD,
      password_confirmation: "anders",
    });
    expect(mismatch.json().errors.password).toEqual([
      "Die Passwort-Bestätigung stimmt nicht überein.",
    ]);
    const ok = await post("/reset-password", {
      token: link.token,
      email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it("sends at most 3 reset mails per address in 15 minutes, silently", async () => {
    const email = await account();
    for (let i = 0; i < 5; i++)
      expect((await post("/forgot-password", { email })).json()).toEqual({ message: FORGOT });
    await mail.waitFor(
      (m) => recipient(m).includes(email) && (m.subject ?? "").startsWith("Passwort zurücksetzen"),
    );
    await outboxDone(email);
    const resets = mail.messages.filter(
      (m) => recipient(m).includes(email) && (m.subject ?? "").startsWith("Passwort zurücksetzen"),
    );
    expect(resets).toHaveLength(3);
  });

  it("limits one IP to 5 requests in 15 minutes and rejects bad bodies in German", async () => {
    const from = "10.9.9.9";
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await t.api({
            method: "POST",
            url: "/forgot-password",
            payload: { email: `x${i}@gaertnerei.example` },
            remoteAddress: from,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    for (const payload of [
      {},
      { email: "kein-at" },
      { email: ["a@b.example"] },
      { email: "a@b.example", admin: true },
    ]) {
      const res = await post("/forgot-password", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(typeof res.json().message).toBe("string");
    }
    expect(
      (await t.app.inject({ method: "POST", url: "/reset-password", payload: {} })).statusCode,
    ).toBe(419);
  });
});

describe("forgot-password and a slow mail server", () => {
  it("answers without waiting for the mail, which is sent after the answer", async () => {
    const { mailer, sent, deliverAll } = createHangingMailer();
    // A database of its own: on a shared one, the first app's outbox could take the row and
    // send it through the working mailer.
    const slow = await createTestApp({ mailer });
    try {
      const { email } = await createAccount(slow.db);
      const res = await slow.api({
        method: "POST",
        url: "/forgot-password",
        payload: { email },
        remoteAddress: newAddress(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT });
      // The mail is on its way (and still pending) after the answer came.
      await eventually(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.to).toBe(email);
      expect(sent[0]!.text).toContain("/reset-password/");
      const [pending] = await slow.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, "password-reset"));
      expect(pending?.payload).toEqual({ email: email.toLowerCase() });
      deliverAll();
      await eventually(async () =>
        expect(
          await slow.db.select().from(outbox).where(eq(outbox.kind, "password-reset")),
        ).toEqual([]),
      );
    } finally {
      deliverAll();
      await slow.close();
    }
  });
});
