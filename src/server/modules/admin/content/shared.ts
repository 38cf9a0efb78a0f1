import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import type { blogPosts, pages, plans, sectors } from "#server/db/schema.ts";
import { recordAudit, type AuditEntry } from "#server/platform/audit.ts";
import { AppError, isUniqueViolation } from "#server/platform/errors.ts";
import { sanitizeContentHtml } from "#server/platform/rich-text.ts";
import type { Translatable } from "#shared/i18n.ts";
import { ADMIN_CONTENT_PAGE_SIZE } from "#shared/schemas/admin-content.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";

// What the staff's content management of every resource shares (ADR 015): the audit entry in
// the write's transaction, the merging of translatable texts, slug checks and list search.

export type Staff = Pick<CurrentUser, "id" | "impersonator">;
export type { Tx };

export const collator = new Intl.Collator("de", { sensitivity: "base" });
export const PAGE_SIZE = ADMIN_CONTENT_PAGE_SIZE;

/** `%text%` for ILIKE with `%`, `_` and `\` taken literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function audit(
  tx: Tx,
  staff: Staff,
  subject: AuditEntry["subject"],
  action: string,
  changes = {},
) {
  return recordAudit(tx, { actor: staff, employerId: null, subject, action, changes });
}

/**
 * A translatable value from the form: German as given; English as given, or — when the request
 * leaves it out — as stored (the backoffice edits the German texts the site shows).
 */
export function mergeText(
  stored: Translatable | null | undefined,
  input: { de: string; en?: string },
) {
  const en = input.en !== undefined ? input.en : stored?.en;
  return en ? { de: input.de, en } : { de: input.de };
}

/** An optional text (meta data): null when the German text is empty. */
export function mergeOptionalText(stored: Translatable | null, input: { de: string; en?: string }) {
  return input.de === "" ? null : mergeText(stored, input);
}

/** Rich text, sanitised; `required` means visible text, not just markup. */
export function mergeHtml(
  stored: Translatable | null | undefined,
  input: { de: string; en?: string },
  field: string,
  required: string | null,
  errors: Record<string, string[]>,
): Translatable {
  const de = sanitizeContentHtml(input.de);
  if (required && de === "") errors[`${field}.de`] = [required];
  const en = input.en !== undefined ? sanitizeContentHtml(input.en) : stored?.en;
  return en ? { de, en } : { de };
}

export function throwIfAny(errors: Record<string, string[]>) {
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** Runs the write; a unique slug taken meanwhile by a concurrent request is a 422 too. */
export async function withSlugCheck<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.validation({ slug: [message] });
    throw error;
  }
}

export async function slugTaken(
  tx: Tx,
  table: typeof sectors | typeof pages | typeof blogPosts | typeof plans,
  slug: string,
  exceptId?: number,
) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(eq(table.slug, slug), ne(table.id, exceptId)) : eq(table.slug, slug))
    .limit(1);
  return Boolean(row);
}

export const iso = (date: Date) => date.toISOString();
