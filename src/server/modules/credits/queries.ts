import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { credits } from "#server/db/schema.ts";

export type CreditRow = typeof credits.$inferSelect;
export type NewCredit = typeof credits.$inferInsert;

/** Not used yet and not lapsed: a credit without `valid_until` never lapses. */
function usableOf(employerId: number) {
  return and(
    eq(credits.employer_id, employerId),
    isNull(credits.used_at),
    or(isNull(credits.valid_until), gt(credits.valid_until, sql`now()`)),
  );
}

export async function insertCredits(tx: Tx, rows: NewCredit[]): Promise<number[]> {
  const inserted = await tx.insert(credits).values(rows).returning({ id: credits.id });
  return inserted.map((r) => r.id);
}

/**
 * The employer's usable credit that lapses first, locked for this transaction; SKIP LOCKED
 * passes over one that a concurrent transaction holds.
 */
export async function lockNextUsableCredit(tx: Tx, employerId: number): Promise<CreditRow | null> {
  const [credit] = await tx
    .select()
    .from(credits)
    .where(usableOf(employerId))
    .orderBy(sql`${credits.valid_until} asc nulls last`, asc(credits.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return credit ?? null;
}

export async function markCreditUsed(
  tx: Tx,
  creditId: number,
  use: { jobId: number; kind: "publish" | "extend"; userId: number; at: Date },
): Promise<void> {
  await tx
    .update(credits)
    .set({
      used_at: use.at,
      used_for_job_id: use.jobId,
      used_kind: use.kind,
      used_by_user_id: use.userId,
    })
    .where(eq(credits.id, creditId));
}

/** Usable credits grouped by plan, name order; the soonest lapse per group. */
export async function selectUsableGroups(db: Db, employerId: number) {
  return db
    .select({
      plan_name: credits.plan_name,
      duration_days: credits.duration_days,
      highlighted: credits.highlighted,
      count: sql<number>`count(*)::int`,
      valid_until: sql<Date | null>`min(${credits.valid_until})`,
    })
    .from(credits)
    .where(usableOf(employerId))
    .groupBy(credits.plan_name, credits.duration_days, credits.highlighted)
    .orderBy(credits.plan_name);
}

export async function countPerOrder(db: Db, orderIds: number[]) {
  return db
    .select({ order_id: credits.order_id, n: sql<number>`count(*)::int` })
    .from(credits)
    .where(inArray(credits.order_id, orderIds))
    .groupBy(credits.order_id);
}
