import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { faqs } from "#server/db/schema.ts";
import { diffFields } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import { paginated } from "#server/platform/pagination.ts";
import type {
  AdminContentListQuery,
  AdminFaq,
  ZAdminFaqInput,
} from "#shared/schemas/admin-content.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { z } from "zod";
import {
  PAGE_SIZE,
  audit,
  iso,
  likePattern,
  mergeHtml,
  mergeText,
  throwIfAny,
  type Staff,
} from "./shared.ts";

// The FAQ in the backoffice.

function toAdminFaq(row: typeof faqs.$inferSelect): AdminFaq {
  return {
    id: row.id,
    audience: row.audience as AdminFaq["audience"],
    question: row.question,
    answer: row.answer,
    position: row.position,
    updated_at: iso(row.updated_at),
  };
}

/** In the order of the public FAQ page: seekers first, then by position. */
export async function adminListFaqs(
  db: Db,
  query: AdminContentListQuery,
): Promise<Paginated<AdminFaq>> {
  const where = query.search
    ? sql`(${faqs.question}->>'de' ilike ${likePattern(query.search)} or ${faqs.answer}->>'de' ilike ${likePattern(query.search)})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where)
      .orderBy(desc(sql`${faqs.audience} = 'seeker'`), asc(faqs.position), asc(faqs.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return paginated(rows.map(toAdminFaq), Number(total?.n ?? 0), query.page, PAGE_SIZE);
}

export async function adminGetFaq(db: Db, id: number): Promise<AdminFaq> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  if (!row) throw AppError.notFound("Diese Frage gibt es nicht.");
  return toAdminFaq(row);
}

function faqValues(
  before: typeof faqs.$inferSelect | null,
  input: z.output<typeof ZAdminFaqInput>,
) {
  const errors: Record<string, string[]> = {};
  const values = {
    audience: input.audience,
    question: mergeText(before?.question, input.question),
    answer: mergeHtml(before?.answer, input.answer, "answer", "Bitte die Antwort angeben.", errors),
    position: input.position,
  };
  throwIfAny(errors);
  return values;
}

export async function adminCreateFaq(
  db: Db,
  staff: Staff,
  input: z.output<typeof ZAdminFaqInput>,
): Promise<AdminFaq> {
  const values = faqValues(null, input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(faqs).values(values).returning();
    await audit(tx, staff, { type: "faq", id: row!.id }, "faq.created", values);
    return toAdminFaq(row!);
  });
}

export async function adminUpdateFaq(
  db: Db,
  staff: Staff,
  id: number,
  input: z.output<typeof ZAdminFaqInput>,
): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
    if (!before) throw AppError.notFound("Diese Frage gibt es nicht.");
    const values = faqValues(before, input);
    const changes = diffFields(before, values);
    if (Object.keys(changes).length === 0) return toAdminFaq(before);
    const [row] = await tx
      .update(faqs)
      .set({ ...values, updated_at: new Date() })
      .where(eq(faqs.id, id))
      .returning();
    await audit(tx, staff, { type: "faq", id }, "faq.updated", changes);
    return toAdminFaq(row!);
  });
}

export async function adminDeleteFaq(db: Db, staff: Staff, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!row) throw AppError.notFound("Diese Frage gibt es nicht.");
    await audit(tx, staff, { type: "faq", id }, "faq.deleted", {
      audience: row.audience,
      question: row.question,
    });
    return "Die Frage wurde gelöscht.";
  });
}
