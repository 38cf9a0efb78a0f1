import type { Deps } from "#server/deps.ts";
import type { Db, Tx } from "#server/db/client.ts";
import type { CreditSummary } from "#shared/schemas/job-editor.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import {
  countPerOrder,
  insertCredits,
  lockNextUsableCredit,
  markCreditUsed,
  selectUsableGroups,
  type CreditRow,
} from "./queries.ts";

// The credit ledger (ADR 011, ADR 012): one row per credit, granted by an order (checkout) or
// by staff (backoffice), taken by publishing or extending an ad, lapsing at `valid_until`.
// Money-like state: a credit is granted and taken only inside the caller's transaction, the
// one that holds the order's or the ad's row lock, so each happens exactly once.

export interface CreditGrant {
  employerId: number;
  count: number;
  durationDays: number;
  highlighted: boolean;
  planName: string;
  /** When the credits lapse (creditsLapseAt); null: never. */
  validUntil: Date | null;
  /** An order's credits name the order; staff grants have none. */
  source: { kind: "order"; orderId: number } | { kind: "manual" };
}

/** Writes `count` credits into the ledger; their ids. */
export async function grantCredits(tx: Tx, grant: CreditGrant): Promise<number[]> {
  return insertCredits(
    tx,
    Array.from({ length: grant.count }, () => ({
      employer_id: grant.employerId,
      duration_days: grant.durationDays,
      highlighted: grant.highlighted,
      plan_name: grant.planName,
      valid_until: grant.validUntil,
      source: grant.source.kind,
      order_id: grant.source.kind === "order" ? grant.source.orderId : null,
    })),
  );
}

/** A bought package's credits lapse this many calendar months after payment (or ordering). */
export function creditsLapseAt(from: Date, validityMonths: number): Date {
  const lapse = new Date(from);
  lapse.setUTCMonth(lapse.getUTCMonth() + validityMonths);
  return lapse;
}

/**
 * Takes the employer's next usable credit (soonest to lapse first), locked so that no other
 * transaction can take it; null when none is left. SKIP LOCKED: a credit held by a concurrent
 * publish counts as gone, so two publishes never share one credit.
 */
export async function takeCredit(
  tx: Tx,
  employerId: number,
  use: { jobId: number; kind: "publish" | "extend"; userId: number },
): Promise<CreditRow | null> {
  const credit = await lockNextUsableCredit(tx, employerId);
  if (!credit) return null;
  await markCreditUsed(tx, credit.id, { ...use, at: new Date() });
  return credit;
}

/** The credits an employer can use now, grouped by plan (dashboard, editor's last step). */
export async function creditSummary(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
): Promise<CreditSummary> {
  const employer = user.employers.data[0];
  if (!employer) return { available: 0, groups: [] };
  return creditSummaryOf(deps, employer.id);
}

/** The same for any employer (the backoffice's employer detail; callers check access). */
export async function creditSummaryOf(
  deps: Pick<Deps, "db">,
  employerId: number,
): Promise<CreditSummary> {
  const rows = await selectUsableGroups(deps.db, employerId);
  const groups = rows.map((r) => ({
    ...r,
    count: Number(r.count),
    valid_until: r.valid_until ? new Date(r.valid_until).toISOString() : null,
  }));
  return { available: groups.reduce((sum, g) => sum + g.count, 0), groups };
}

/** How many credits each order granted (orders without credits are missing from the map). */
export async function creditCounts(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await countPerOrder(db, orderIds);
  return new Map(rows.map((r) => [r.order_id!, Number(r.n)]));
}
