import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Database } from "#server/db/client.ts";
import { applicationFiles, applications, jobAdvertisements } from "#server/db/schema.ts";
import { runApplicationRetention } from "#server/modules/applications/retention.ts";
import { privateFiles } from "#server/platform/files/private-storage.ts";
import { createTestApp, createTestDatabase, type TestApp } from "#tests/support/app.ts";
import type { TestDatabase } from "#tests/support/databases.ts";
import { createJob } from "#tests/support/factories.ts";

// The retention task (ADR 046) in two app processes on one PostgreSQL database and one
// DATA_DIR, both running it at the same moment: every application past its period is deleted
// by exactly one of them, and its files go.

const DAY = 86_400_000;
let testDb: TestDatabase;
let second: Database;
let dataDir: string;
let apps: TestApp[];

beforeAll(async () => {
  testDb = await createTestDatabase();
  second = openPostgres(testDb.url!);
  dataDir = mkdtempSync(join(tmpdir(), "ww-applications-"));
  const env = { DATA_DIR: dataDir };
  apps = [
    await createTestApp({ env, database: testDb.database }),
    await createTestApp({ env, database: second }),
  ];
});
afterAll(async () => {
  for (const app of [...(apps ?? [])].reverse()) await app.close();
  await second?.close();
  await testDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("application retention with two processes", () => {
  it("deletes each due application once, with its files", async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const now = new Date();
    const ended = await createJob(a.db, { status: "terminated" });
    await a.db
      .update(jobAdvertisements)
      .set({ terminated_at: new Date(now.getTime() - 200 * DAY) })
      .where(eq(jobAdvertisements.id, ended.id));
    const live = await createJob(a.db);
    const storage = privateFiles(dataDir, "applications");
    const due: number[] = [];
    // More than one batch (200), so both processes claim batches side by side.
    for (let i = 0; i < 450; i++) {
      const [row] = await a.db
        .insert(applications)
        .values({
          job_id: ended.id,
          employer_id: ended.employer_id,
          name: `Bewerbung ${i}`,
          email: `b${i}@bewerbung.example`,
          message: "Hallo",
        })
        .returning({ id: applications.id });
      due.push(row!.id);
      await a.db.insert(applicationFiles).values({
        application_id: row!.id,
        kind: "cv",
        file_name: "cv.pdf",
        content_type: "application/pdf",
        size_bytes: 8,
        storage_key: await storage.put(Buffer.from("%PDF-1.4")),
      });
    }
    const [keep] = await a.db
      .insert(applications)
      .values({
        job_id: live.id,
        employer_id: live.employer_id,
        name: "Bleibt",
        email: "bleibt@bewerbung.example",
        message: "Hallo",
      })
      .returning({ id: applications.id });

    const results = await Promise.all([
      runApplicationRetention(a, now),
      runApplicationRetention(b, now),
    ]);
    expect(results[0].deleted + results[1].deleted).toBe(due.length);
    const [left] = await a.db
      .select({ n: count() })
      .from(applications)
      .where(inArray(applications.id, due));
    expect(left!.n).toBe(0);
    expect(readdirSync(join(dataDir, "private", "applications"))).toEqual([]);
    const [kept] = await a.db.select().from(applications).where(eq(applications.id, keep!.id));
    expect(kept?.name).toBe("Bleibt");
  });
});
