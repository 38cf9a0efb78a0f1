import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobExpiryNotices, outbox } from "#server/db/schema.ts";
import { createAccount, type TestAccount } from "#tests/support/accounts.ts";
import { createJob } from "#tests/support/factories.ts";
import { startTwoInstances, until, type TwoInstances } from "#tests/support/two-instances.ts";

// Scheduled work through the database-backed queue (platform/outbox.ts) with two app instances
// on one PostgreSQL database, each with its own connection pool, scheduler and mailer: both
// find the same ads expiring and both drain the queue at the same time, and every notice mail
// still goes out exactly once (docs/ARCHITECTURE.md 1.10).

const DAY = 86_400_000;
let instances: TwoInstances;

beforeAll(async () => {
  instances = await startTwoInstances();
}, 60_000);
afterAll(() => instances?.close());

describe("scheduled work across two app instances on PostgreSQL", () => {
  it("sends every expiry notice exactly once while both instances run the same schedule", async () => {
    const { apps, sent } = instances;
    const db = instances.database.db;
    const accounts: TestAccount[] = [];
    const jobIds: number[] = [];
    for (let n = 0; n < 6; n++) {
      const account = await createAccount(db);
      accounts.push(account);
      // One ad ending within the reminder window, one ended a minute ago.
      const soon = await createJob(db, {
        employerId: account.employerId,
        expiresAt: new Date(Date.now() + DAY),
      });
      const ended = await createJob(db, {
        employerId: account.employerId,
        expiresAt: new Date(Date.now() - 60_000),
      });
      jobIds.push(soon.id, ended.id);
    }

    await Promise.all(apps.map((t) => t.app.listen({ port: 0, host: "127.0.0.1" })));
    // Done: both notices of every ad claimed and no mail left in the queue.
    await until(async () => {
      const notices = await db
        .select()
        .from(jobExpiryNotices)
        .where(inArray(jobExpiryNotices.job_advertisement_id, jobIds));
      const waiting = await db.select({ id: outbox.id }).from(outbox);
      return notices.length === jobIds.length && waiting.length === 0;
    });
    // Stopping waits for a scheduled run in progress: nothing is sent after this.
    await Promise.all(apps.map((t) => t.app.close()));

    for (const account of accounts) {
      const subjects = sent
        .filter(({ mail }) => mail.to === account.email)
        .map(({ mail }) => mail.subject.replace(/„.*“/, "„…“"))
        .sort();
      expect(subjects, account.email).toEqual([
        "Ihre Anzeige „…“ ist abgelaufen – Wurzelwerk",
        "Ihre Anzeige „…“ läuft in 3 Tagen ab – Wurzelwerk",
      ]);
    }
    expect(sent).toHaveLength(accounts.length * 2);
  });
});
