import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employers, outbox, users } from "#server/db/schema.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createHangingMailer } from "#tests/support/hanging-mailer.ts";
import { eventually } from "#tests/support/eventually.ts";

// Registration without account enumeration (ADR 009): a new and a taken
// address answer alike, and neither answer waits for its mail — the mail server's time would
// otherwise tell the two apart. The mailer here hangs until the test lets it deliver.

const { mailer, sent, deliverAll } = createHangingMailer();

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(async () => {
  deliverAll();
  await t?.close();
});

const register = (email: string) =>
  t.api({
    method: "POST",
    url: "/register",
    remoteAddress: `10.18.0.${++ip}`,
    payload: {
      company_name: "Gärtnerei Grünwurz GmbH",
      name: "Jana Gärtner",
      email,
      password: "Wurzel-Kraut-Sieben7",
      password_confirmation: "Wurzel-Kraut-Sieben7",
      terms: true,
    },
  });

describe("POST /register and its mail", () => {
  it("answers a new and a taken address alike while their mails are still pending", async () => {
    const owner = await createAccount(t.db);
    const fresh = `neu.${Date.now().toString(36)}@gaertnerei.example`;
    const answers = [];
    for (const email of [fresh, owner.email.toUpperCase()]) {
      const res = await register(email);
      const { date: _date, "x-request-id": _id, ...headers } = res.headers;
      answers.push({ status: res.statusCode, body: res.body, headers });
    }
    expect(answers[0]!.status).toBe(201);
    expect(answers[1]).toEqual(answers[0]);

    // Both mails are made after the answers, and the answers did not wait for them.
    await eventually(() => expect(sent).toHaveLength(2));
    const welcome = sent.find((m) => m.to === fresh)!;
    const notice = sent.find((m) => m.to === owner.email)!;
    expect(welcome.text).toContain("/email/verify/");
    expect(notice.subject).toMatch(/bereits registriert/);
    expect(notice.text).not.toContain("/email/verify/");
    const pending = await t.db.select().from(outbox).where(eq(outbox.kind, "registration-mail"));
    expect(pending).toHaveLength(2);

    deliverAll();
    await eventually(async () =>
      expect(await t.db.select().from(outbox).where(eq(outbox.kind, "registration-mail"))).toEqual(
        [],
      ),
    );
  });

  it("uses up the same ids for a taken address as for a new one, and stores nothing for it", async () => {
    deliverAll();
    const owner = await createAccount(t.db);
    const stamp = Date.now().toString(36);
    const idsOf = async (email: string) => {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const [employer] = await t.db.select().from(employers).where(eq(employers.email, email));
      return [user!.id, employer!.id];
    };
    const ids = [];
    for (const [i, email] of [
      `erste.${stamp}@gaertnerei.example`,
      owner.email,
      `zweite.${stamp}@gaertnerei.example`,
      `dritte.${stamp}@gaertnerei.example`,
    ].entries()) {
      expect((await register(email)).statusCode).toBe(201);
      if (i !== 1) ids.push(await idsOf(email));
    }
    // An attacker sees the ids of own accounts (the verification link): a new address between
    // two of them moves the ids by two, and so does a taken one now; without one, by one.
    const [first, second, third] = ids as [number[], number[], number[]];
    expect([second[0]! - first[0]!, second[1]! - first[1]!]).toEqual([2, 2]);
    expect([third[0]! - second[0]!, third[1]! - second[1]!]).toEqual([1, 1]);
    expect(await t.db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
    expect(
      await t.db.select().from(users).where(like(users.email, "%@registrierung.invalid")),
    ).toEqual([]);
  });
});
