import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { faqs, pages } from "#server/db/schema.ts";
import type { Faq, Page } from "#shared/schemas/pages.ts";

export async function selectPageBySlug(
  db: Db,
  slug: string,
): Promise<(Page & { type: string }) | null> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row ? toPage(row) : null;
}

/** A stored page as the API shows it, with its stored type. */
export function toPage(row: typeof pages.$inferSelect): Page & { type: string } {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    name: row.name,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    intro: row.intro,
    content: row.content,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function selectPageSlugs(db: Db): Promise<{ slug: string; updated_at: Date }[]> {
  return db
    .select({ slug: pages.slug, updated_at: pages.updated_at })
    .from(pages)
    .orderBy(asc(pages.slug));
}

export async function selectFaqs(db: Db): Promise<Faq[]> {
  const rows = await db
    .select()
    .from(faqs)
    .orderBy(asc(faqs.audience), asc(faqs.position), asc(faqs.id));
  return rows.map((r) => ({
    id: r.id,
    audience: r.audience as Faq["audience"],
    question: r.question,
    answer: r.answer,
  }));
}
