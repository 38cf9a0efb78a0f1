import type { Db } from "#server/db/client.ts";
import { auditEvents } from "#server/db/schema.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";

/**
 * The audit trail: who — and, while staff impersonate, which staff member — changed
 * what and when. Written in the same transaction as the change itself.
 */
export interface AuditEntry {
  /** Null for the system itself (e.g. a payment confirmed by Stripe's webhook). */
  actor: Pick<CurrentUser, "id" | "impersonator"> | null;
  /** The employer the entry belongs to; null for accounts without one (staff). */
  employerId: number | null;
  subject: {
    type:
      | "employer"
      | "job_advertisement"
      | "order"
      | "user"
      | "sector"
      | "page"
      | "faq"
      | "blog_post"
      | "plan"
      | "application";
    id: number;
  };
  action: string;
  changes?: Record<string, unknown>;
}

/** A transaction or the database: anything with Drizzle's insert. */
type Writer = Pick<Db, "insert">;

export async function recordAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    employer_id: entry.employerId,
    actor_user_id: entry.actor?.id ?? null,
    impersonator_id: entry.actor?.impersonator?.id ?? null,
    subject_type: entry.subject.type,
    subject_id: entry.subject.id,
    action: entry.action,
    changes: entry.changes ?? {},
  });
}

/** `{ field: [before, after] }` for the fields whose value differs. */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before[key];
    if (JSON.stringify(old) !== JSON.stringify(value)) changes[key] = [old ?? null, value ?? null];
  }
  return changes;
}
