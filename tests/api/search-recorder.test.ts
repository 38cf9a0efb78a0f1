// Recorded searches are written in batches after the answer (modules/search/search-recorder.ts):
// nothing waits for the INSERT, a batch goes out after `flushMs` or at `maxRows`, a refused write
// keeps its rows for the next attempt, and a clean stop writes what is waiting.
import { count, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { searchRecords } from "#server/db/schema.ts";
import type { SearchRecordInput } from "#server/modules/search/queries.ts";
import { createSearchRecorder } from "#server/modules/search/search-recorder.ts";
import { buildApp } from "#server/app.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { sectorIdBySlug } from "#tests/support/factories.ts";

let t: TestApp;
const log = pino({ level: "silent" });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(searchRecords);
});

const stored = async () => Number((await t.db.select({ n: count() }).from(searchRecords))[0]!.n);

/** A search as the browser sends its first page: recorded (`record=1`). */
const recordedSearch = async () => ({
  sectors: [await sectorIdBySlug(t.db, "baumschule")],
  working_time: "Vollzeit",
  job_available_at: "1_to_3_months",
  latitude: 52.52,
  longitude: 13.41,
  geo_radius: 30,
  record: 1,
});

function row(n: number, at = new Date()): SearchRecordInput {
  return {
    sectorIds: [n],
    workingTime: "Vollzeit",
    availableAt: "1_to_3_months",
    latitude: 52.52437,
    longitude: 13.41053,
    radiusKm: 30,
    results: n,
    at,
  };
}

describe("search recorder", () => {
  it("writes nothing during the request; the batch goes out together on flush", async () => {
    const recorder = createSearchRecorder(t.db, { flushMs: 60_000, log });
    const at = new Date("2026-11-20T08:15:00Z");
    for (let i = 1; i <= 3; i++) recorder.record(row(i, at));
    expect(await stored()).toBe(0);
    await recorder.flush();
    const rows = await t.db.select().from(searchRecords).orderBy(searchRecords.results);
    expect(rows.map((r) => r.results)).toEqual([1, 2, 3]);
    // The coarse location and the time of the search, not of the write.
    expect(rows[0]).toMatchObject({ latitude: 52.5, longitude: 13.4, radius_km: 30 });
    expect(rows.every((r) => r.created_at.getTime() === at.getTime())).toBe(true);
    await recorder.close();
  });

  it("writes after flushMs on its own", async () => {
    const recorder = createSearchRecorder(t.db, { flushMs: 30, log });
    recorder.record(row(1));
    recorder.record(row(2));
    await vi.waitFor(async () => expect(await stored()).toBe(2), { timeout: 5_000 });
    await recorder.close();
  });

  it("writes at maxRows without waiting for the timer", async () => {
    const recorder = createSearchRecorder(t.db, { flushMs: 60_000, maxRows: 3, log });
    for (let i = 1; i <= 4; i++) recorder.record(row(i));
    await vi.waitFor(async () => expect(await stored()).toBe(3), { timeout: 5_000 });
    await recorder.close();
    expect(await stored()).toBe(4);
  });

  it("under load writes full batch after full batch, and lets a partial one wait", async () => {
    const recorder = createSearchRecorder(t.db, { flushMs: 60_000, maxRows: 50, log });
    for (let i = 1; i <= 170; i++) recorder.record(row(i));
    await vi.waitFor(async () => expect(await stored()).toBe(150), { timeout: 5_000 });
    await recorder.close();
    expect(await stored()).toBe(170);
  });

  it("keeps the rows of a refused write for the next attempt, and drops the oldest past the bound", async () => {
    const recorder = createSearchRecorder(t.db, { flushMs: 60_000, maxWaiting: 3, log });
    await t.db.execute(sql`alter table search_records rename to search_records_away`);
    try {
      for (let i = 1; i <= 2; i++) recorder.record(row(i));
      await recorder.flush();
      for (let i = 3; i <= 4; i++) recorder.record(row(i));
      await recorder.flush();
    } finally {
      await t.db.execute(sql`alter table search_records_away rename to search_records`);
    }
    await recorder.flush();
    const rows = await t.db.select().from(searchRecords).orderBy(searchRecords.results);
    // 4 waited, 3 may: the oldest (1) went.
    expect(rows.map((r) => r.results)).toEqual([2, 3, 4]);
    await recorder.close();
  });

  it("writes what is waiting when the app closes", async () => {
    const other = await createTestApp({ shareDatabaseWith: t });
    const res = await other.api({
      method: "POST",
      url: "/api/job-advertisements/search",
      payload: await recordedSearch(),
    });
    expect(res.statusCode, res.body).toBe(200);
    await other.close();
    expect(await stored()).toBe(1);
  });

  it("releases what the caller opened (main.ts: the database) only after that last batch", async () => {
    let storedWhenReleased = -1;
    const app = await buildApp({
      config: t.config,
      database: t.database,
      web: false,
      logger: false,
      release: async () => {
        storedWhenReleased = await stored();
      },
    });
    await app.ready();
    const res = await app.inject({
      method: "POST",
      url: "/api/job-advertisements/search",
      headers: { "x-requested-with": "XMLHttpRequest", "content-type": "application/json" },
      payload: await recordedSearch(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toBe(0);
    await app.close();
    expect(storedWhenReleased).toBe(1);
  });
});
