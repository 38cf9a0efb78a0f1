import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import type { blogPosts, pages, plans, sectors } from "#server/db/schema.ts";
import { recordAudit, type AuditEntry } from "#server/platform/audit.ts";
import { AppError, isUniqueViolation } from "#server/platform/errors.ts";
import { sanitizeContentHtml } from "#server/platform/rich-text.ts";
import type { Translatable } from "#shared/i18n.ts";
import { PREFIXED_LOCALES, type Locale } from "#shared/locales.ts";
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

/** What a form sends of a translatable value: German, and any of the other languages. */
type TextInput = { de: string } & Partial<Record<Exclude<Locale, "de">, string>>;

/**
 * The other languages of a translatable value: a language the request names as it gives it
 * (`clean`ed; empty removes it), one it leaves out as stored (ADR 051).
 */
function otherLanguages(
  stored: Translatable | null | undefined,
  input: TextInput,
  clean: (text: string) => string = (text) => text,
): Partial<Translatable> {
  const texts: Partial<Translatable> = {};
  for (const locale of PREFIXED_LOCALES) {
    const given = input[locale];
    const text = given !== undefined ? clean(given) : stored?.[locale];
    if (text) texts[locale] = text;
  }
  return texts;
}

/** A translatable value from the form: German as given, the other languages as above. */
export function mergeText(stored: Translatable | null | undefined, input: TextInput): Translatable {
  return { de: input.de, ...otherLanguages(stored, input) };
}

/** An optional text (meta data): null when the German text is empty. */
export function mergeOptionalText(stored: Translatable | null, input: TextInput) {
  return input.de === "" ? null : mergeText(stored, input);
}

/** Rich text, sanitised in every language; `required` means visible German text, not just markup. */
export function mergeHtml(
  stored: Translatable | null | undefined,
  input: TextInput,
  field: string,
  required: string | null,
  errors: Record<string, string[]>,
): Translatable {
  const de = sanitizeContentHtml(input.de);
  if (required && de === "") errors[`${field}.de`] = [required];
  return { de, ...otherLanguages(stored, input, sanitizeContentHtml) };
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
