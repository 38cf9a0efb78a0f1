import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Database } from "#server/db/client.ts";
import { employers, users } from "#server/db/schema.ts";
import { createTestApp, createTestDatabase, type TestApp } from "#tests/support/app.ts";
import type { TestDatabase } from "#tests/support/databases.ts";
import { eventually } from "#tests/support/eventually.ts";

// A registration that loses its company's slug (ADR 057) to a write the base's advisory lock
// does not serialise — a row written with its slug already set, as a seed or staff's SQL may —
// while its own insert waits on that row: a unique violation of the slug's index, which is no
// taken address. The registration tries again and takes the next number (ADR 061).

let testDb: TestDatabase;
let other: Database;
let t: TestApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  other = openPostgres(testDb.url!);
  t = await createTestApp({ database: testDb.database });
});
afterAll(async () => {
  await t?.close();
  await other?.close();
  await testDb?.drop();
});

describe("registration and a slug taken meanwhile", () => {
  it("makes the account with the next number, not a „taken“ address", async () => {
    const suffix = randomUUID().slice(0, 8);
    const name = `Wettlauf Gärtnerei ${suffix}`;
    const base = `wettlauf-gaertnerei-${suffix}`;
    const email = `wettlauf.${suffix}@example.org`;
    const password = "Wurzel-Kraut-Sieben7";
    let registering: Promise<Awaited<ReturnType<TestApp["api"]>>> | undefined;
    await other.db.transaction(async (tx) => {
      await tx
        .insert(employers)
        .values({ name, email: `vorher.${suffix}@example.org`, slug: base });
      // `then` sends it now (an injected request starts when it is awaited).
      registering = t
        .api({
          method: "POST",
          url: "/register",
          payload: {
            company_name: name,
            name: "Jana Gärtner",
            email,
            password,
            password_confirmation: password,
            terms: true,
          },
        })
        .then((res) => res);
      // The registration's insert waits for this transaction's row of the same slug.
      await eventually(async () => {
        // Another connection: a transaction sees the activity as it was at its first look.
        // postgres.js answers rows as an array.
        const [waiting] = (await other.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where wait_event_type = 'Lock' and query ilike 'insert into "employers"%'`,
        )) as unknown as { n: number }[];
        expect(waiting?.n).toBe(1);
      });
    });
    const answer = await registering!;
    expect(answer.statusCode, answer.body).toBe(201);
    const [account] = await t.db
      .select({ slug: employers.slug })
      .from(users)
      .innerJoin(employers, eq(employers.email, users.email))
      .where(eq(users.email, email));
    expect(account?.slug).toBe(`${base}-2`);
  });
});
