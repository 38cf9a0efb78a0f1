import { openPostgres, type Database } from "#server/db/client.ts";
import type { Mail, Mailer } from "#server/platform/mail/mailer.ts";
import { createTestApp, createTestDatabase, type TestApp } from "./app.ts";
import type { TestDatabase } from "./databases.ts";

/**
 * Two app instances on one PostgreSQL test database (tests/postgres), each with its own
 * connection pool, scheduler and a mailer that records what it sends: scheduled work that
 * both find due at the same moment must still be done once.
 */
export interface TwoInstances {
  database: Database;
  apps: TestApp[];
  /** Every mail sent, with the instance (0 or 1) that sent it. */
  sent: { app: number; mail: Mail }[];
  close(): Promise<void>;
}

export async function startTwoInstances(): Promise<TwoInstances> {
  const testDb: TestDatabase = await createTestDatabase();
  const second = openPostgres(testDb.url!);
  const sent: TwoInstances["sent"] = [];
  const recordingMailer = (app: number): Mailer => ({
    send: async (mail) => {
      sent.push({ app, mail });
    },
    verify: async () => undefined,
    close: () => undefined,
  });
  // Both schedulers tick every 100 ms once listening (the first run comes after 1 s).
  const env = { SCHEDULER_INTERVAL_MS: "100" };
  const apps = [
    await createTestApp({ env, database: testDb.database, mailer: recordingMailer(0) }),
    await createTestApp({ env, database: second, mailer: recordingMailer(1) }),
  ];
  return {
    database: testDb.database,
    apps,
    sent,
    async close() {
      for (const app of [...apps].reverse()) await app.close();
      await second.close();
      await testDb.drop();
    },
  };
}

/** Polls every 100 ms until `done` answers true. */
export async function until(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 100));
}
