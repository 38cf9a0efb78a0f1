import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#server/db/schema.ts";
import { createOutbox } from "#server/platform/outbox.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// The outbox (platform/outbox.ts) on a real database: work done after the answer, once.

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const kindOf = () => `test-${Date.now().toString(36)}-${++seq}`;

describe("outbox", () => {
  it("does each row exactly once when two processes drain at the same time", async () => {
    const kind = kindOf();
    const done: number[] = [];
    const processes = [createOutbox(t.db, t.app.log), createOutbox(t.db, t.app.log)];
    for (const process of processes) {
      process.handle(kind, async (payload) => {
        done.push(payload.n as number);
      });
    }
    for (let n = 0; n < 45; n++) await processes[n % 2]!.add(kind, { n });

    const counts = await Promise.all([...processes, ...processes].map((p) => p.drain()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(45);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, n) => n));
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, kind))).toEqual([]);
  });

  it("keeps a row whose work failed and does it again later", async () => {
    const kind = kindOf();
    const box = createOutbox(t.db, t.app.log);
    let failures = 1;
    const done: unknown[] = [];
    box.handle(kind, async (payload) => {
      if (failures-- > 0) throw new Error("Mailserver nicht erreichbar");
      done.push(payload);
    });
    await box.add(kind, { to: "kim@betrieb.example" });

    expect(await box.drain()).toBe(0);
    const [kept] = await t.db.select().from(outbox).where(eq(outbox.kind, kind));
    expect(kept!.attempts).toBe(1);
    expect(kept!.available_at.getTime()).toBeGreaterThan(Date.now());
    // Not yet due: a second run leaves it alone.
    expect(await box.drain()).toBe(0);

    await t.db
      .update(outbox)
      .set({ available_at: new Date(0) })
      .where(eq(outbox.kind, kind));
    expect(await box.drain()).toBe(1);
    expect(done).toEqual([{ to: "kim@betrieb.example" }]);
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, kind))).toEqual([]);
  });

  it("leaves rows of kinds it has no handler for to a process that has one", async () => {
    const kind = kindOf();
    const other = createOutbox(t.db, t.app.log);
    other.handle(kindOf(), async () => undefined);
    await other.add(kind, {});
    expect(await other.drain()).toBe(0);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.kind, kind));
    expect(row!.attempts).toBe(0);
    await t.db.delete(outbox).where(eq(outbox.kind, kind));
  });
});
