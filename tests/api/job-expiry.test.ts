import { createMemoryBroadcaster } from "#server/platform/realtime/broadcaster.ts";
import { and, eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAdvertisements, notifications, outbox } from "#server/db/schema.ts";
import {
  EXPIRY_NOTICE_MAIL,
  runExpiryWork,
  sendExpiryNoticeMail,
} from "#server/modules/jobs/expiry.ts";
import { createMailer, type Mailer } from "#server/platform/mail/mailer.ts";
import { createOutbox, type Outbox } from "#server/platform/outbox.ts";
import { createAccount, grantCredits } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createJob } from "#tests/support/factories.ts";
import { startMailCatcher, type MailCatcher } from "#tests/support/mail-catcher.ts";

// Scheduled work for ads (expiry and its notices) with a controllable clock: the tests pass `now` themselves.

let t: TestApp;
let mail: MailCatcher;
const DAY = 86_400_000;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  mailer = createMailer({
    smtpUrl: mail.url,
    from: t.config.mailFrom,
    dataDir: t.dataDir,
    log: t.app.log,
  });
  // The queue the notices' mails go through, as every app process has one (platform/outbox.ts).
  box = createOutbox(t.db, t.app.log);
  box.handle(EXPIRY_NOTICE_MAIL, (payload) =>
    sendExpiryNoticeMail({ mailer, config: t.config }, payload),
  );
});
afterAll(async () => {
  await box?.close();
  mailer?.close();
  await t?.close();
  await mail?.close();
});

const recipient = (m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "");
const mailsTo = (email: string) => mail.messages.filter((m) => recipient(m) === email);
let mailer: Mailer;
let box: Outbox;
const deps = () => ({
  db: t.db,
  outbox: box,
  config: t.config,
  realtime: createMemoryBroadcaster(),
});

async function status(id: number) {
  const [row] = await t.db.select().from(jobAdvertisements).where(eq(jobAdvertisements.id, id));
  return row!.status;
}

describe("ad expiry and reminders", () => {
  it("reminds 3 days before, expires at expires_at, and sends each notice exactly once", async () => {
    const a = await createAccount(t.db);
    const start = new Date();
    const expiresAt = new Date(start.getTime() + 10 * DAY);
    const job = await createJob(t.db, {
      employerId: a.employerId,
      title: `Gärtner Ablauf ${a.userId}`,
      expiresAt,
    });

    // 8 days before the end: nothing to do for this ad.
    await runExpiryWork(deps(), new Date(start.getTime() + 2 * DAY));
    expect(mailsTo(a.email)).toHaveLength(0);

    // 2 days before: the reminder, once, even with two processes running at the same moment.
    const soon = new Date(expiresAt.getTime() - 2 * DAY);
    await Promise.all([runExpiryWork(deps(), soon), runExpiryWork(deps(), soon)]);
    await runExpiryWork(deps(), soon);
    const reminder = await mail.waitFor((m) => recipient(m) === a.email);
    expect(reminder.subject).toContain(`„Gärtner Ablauf ${a.userId}“ läuft in 3 Tagen ab`);
    expect(reminder.text).toContain("http://localhost:3000/dashboard");
    expect(mailsTo(a.email)).toHaveLength(1);
    expect(await status(job.id)).toBe("published");

    // After the end: status expired, the expiry notice, once; the public page answers 410.
    const after = new Date(expiresAt.getTime() + 60_000);
    await Promise.all([runExpiryWork(deps(), after), runExpiryWork(deps(), after)]);
    await runExpiryWork(deps(), after);
    expect(await status(job.id)).toBe("expired");
    await mail.waitFor((m) => recipient(m) === a.email && /ist abgelaufen/.test(m.subject ?? ""));
    expect(mailsTo(a.email)).toHaveLength(2);
    const stored = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.user_id, a.userId));
    expect(stored.map((n) => n.type).sort()).toEqual(["job.expired", "job.expires_soon"]);
    expect(
      (await t.api({ method: "GET", url: `/api/job-advertisements/${job.id}` })).statusCode,
    ).toBe(410);
  });

  it("starts over after an extension: new end, new reminders", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId, { durationDays: 30 });
    const job = await createJob(t.db, {
      employerId: a.employerId,
      title: `Verlängert ${a.userId}`,
      expiresAt: new Date(Date.now() - 60_000),
    });
    await runExpiryWork(deps(), new Date());
    expect(await status(job.id)).toBe("expired");
    await mail.waitFor((m) => recipient(m) === a.email && /ist abgelaufen/.test(m.subject ?? ""));

    const extended = await t.api({
      method: "PUT",
      url: `/api/job-advertisements/${job.id}/extend`,
      payload: {},
      cookies: a.cookies,
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().data.status).toBe("published");
    const newEnd = new Date(extended.json().data.expires_at);
    expect(newEnd.getTime() - Date.now()).toBeGreaterThan(29 * DAY);

    await runExpiryWork(deps(), new Date(newEnd.getTime() - DAY));
    await mail.waitFor(
      (m) => recipient(m) === a.email && /läuft in 3 Tagen ab/.test(m.subject ?? ""),
    );
    expect(mailsTo(a.email)).toHaveLength(2);
  });

  it("keeps a notice's mail that could not be sent in the queue and sends it on a later try", async () => {
    const a = await createAccount(t.db);
    const job = await createJob(t.db, {
      employerId: a.employerId,
      expiresAt: new Date(Date.now() + DAY),
    });
    // The earlier tests' mails are out: only this test's rows are in the queue.
    await box.close();
    const failing = createOutbox(t.db, t.app.log);
    failing.handle(EXPIRY_NOTICE_MAIL, async () => {
      throw new Error("SMTP nicht erreichbar");
    });
    await runExpiryWork({ ...deps(), outbox: failing }, new Date());
    await failing.close();

    // The notice is claimed and stored once; its mail waits for the next try.
    const stored = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.user_id, a.userId), eq(notifications.type, "job.expires_soon")),
        );
    expect(await stored()).toHaveLength(1);
    const waiting = () =>
      t.db
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.kind, EXPIRY_NOTICE_MAIL), sql`${outbox.payload}->>'to' = ${a.email}`),
        );
    const [row] = await waiting();
    expect(row!.attempts).toBe(1);
    expect(row!.available_at.getTime()).toBeGreaterThan(Date.now());
    expect(mailsTo(a.email)).toHaveLength(0);

    // Due again: the mail goes out, the row is gone, and no run notifies twice.
    await t.db
      .update(outbox)
      .set({ available_at: new Date(0) })
      .where(eq(outbox.id, row!.id));
    expect(await box.drain()).toBe(1);
    await mail.waitFor((m) => recipient(m) === a.email);
    expect(await waiting()).toEqual([]);
    await runExpiryWork(deps(), new Date());
    await box.close();
    expect(await stored()).toHaveLength(1);
    expect(mailsTo(a.email)).toHaveLength(1);
    expect(await status(job.id)).toBe("published");
  });
});
