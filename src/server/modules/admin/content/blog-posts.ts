import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { diffFields } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import { paginated } from "#server/platform/pagination.ts";
import { todayIso } from "#shared/format.ts";
import type {
  AdminBlogPost,
  AdminContentListQuery,
  ZAdminBlogPostInput,
} from "#shared/schemas/admin-content.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { z } from "zod";
import {
  PAGE_SIZE,
  audit,
  iso,
  likePattern,
  mergeHtml,
  mergeOptionalText,
  mergeText,
  slugTaken,
  throwIfAny,
  withSlugCheck,
  type Staff,
} from "./shared.ts";

// Blog posts in the backoffice.

const POST_SLUG_TAKEN = "Diesen Kurznamen hat schon ein anderer Beitrag.";

/** 0:00 in Berlin on the given day, as an instant. */
function berlinDayStart(day: string): Date {
  const utcMidnight = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  );
  // Berlin is UTC+1 or +2: try both and keep the one that is 0:00 there.
  for (const hours of [1, 2]) {
    const candidate = new Date(utcMidnight - hours * 3_600_000);
    if (todayIso(candidate) === day && todayIso(new Date(candidate.getTime() - 1)) !== day)
      return candidate;
  }
  return new Date(utcMidnight - 3_600_000);
}

function toAdminPost(row: typeof blogPosts.$inferSelect, now = new Date()): AdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    author: row.author,
    published_at: row.published_at ? todayIso(row.published_at) : null,
    status: !row.published_at ? "draft" : row.published_at > now ? "scheduled" : "published",
    updated_at: iso(row.updated_at),
  };
}

/** Drafts first, then the newest. */
export async function adminListBlogPosts(
  db: Db,
  query: AdminContentListQuery,
): Promise<Paginated<AdminBlogPost>> {
  const where = query.search
    ? sql`(${blogPosts.title}->>'de' ilike ${likePattern(query.search)} or ${blogPosts.slug} ilike ${likePattern(query.search)})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(sql`${blogPosts.published_at} desc nulls first`, desc(blogPosts.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  const now = new Date();
  return paginated(
    rows.map((r) => toAdminPost(r, now)),
    Number(total?.n ?? 0),
    query.page,
    PAGE_SIZE,
  );
}

export async function adminGetBlogPost(db: Db, id: number): Promise<AdminBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw AppError.notFound("Diesen Beitrag gibt es nicht.");
  return toAdminPost(row);
}

function postValues(
  before: typeof blogPosts.$inferSelect | null,
  input: z.output<typeof ZAdminBlogPostInput>,
  errors: Record<string, string[]>,
) {
  // An unchanged day keeps the stored instant (seeded posts appear at 8:00 UTC).
  const published_at =
    input.published_at === null
      ? null
      : before?.published_at && todayIso(before.published_at) === input.published_at
        ? before.published_at
        : berlinDayStart(input.published_at);
  return {
    slug: input.slug,
    title: mergeText(before?.title, input.title),
    excerpt: mergeText(before?.excerpt, input.excerpt),
    content: mergeHtml(
      before?.content,
      input.content,
      "content",
      "Bitte den Text des Beitrags angeben.",
      errors,
    ),
    meta_title: mergeOptionalText(before?.meta_title ?? null, input.meta_title),
    meta_description: mergeOptionalText(before?.meta_description ?? null, input.meta_description),
    author: input.author,
    published_at,
  };
}

export async function adminCreateBlogPost(
  db: Db,
  staff: Staff,
  input: z.output<typeof ZAdminBlogPostInput>,
): Promise<AdminBlogPost> {
  return withSlugCheck(POST_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const errors: Record<string, string[]> = {};
      if (await slugTaken(tx, blogPosts, input.slug)) errors.slug = [POST_SLUG_TAKEN];
      const values = postValues(null, input, errors);
      throwIfAny(errors);
      const [row] = await tx.insert(blogPosts).values(values).returning();
      await audit(tx, staff, { type: "blog_post", id: row!.id }, "blog_post.created", values);
      return toAdminPost(row!);
    }),
  );
}

export async function adminUpdateBlogPost(
  db: Db,
  staff: Staff,
  id: number,
  input: z.output<typeof ZAdminBlogPostInput>,
): Promise<AdminBlogPost> {
  return withSlugCheck(POST_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) throw AppError.notFound("Diesen Beitrag gibt es nicht.");
      const errors: Record<string, string[]> = {};
      if (input.slug !== before.slug && (await slugTaken(tx, blogPosts, input.slug, id)))
        errors.slug = [POST_SLUG_TAKEN];
      const values = postValues(before, input, errors);
      throwIfAny(errors);
      const changes = diffFields(before, values);
      if (Object.keys(changes).length === 0) return toAdminPost(before);
      const [row] = await tx
        .update(blogPosts)
        .set({ ...values, updated_at: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      await audit(tx, staff, { type: "blog_post", id }, "blog_post.updated", changes);
      return toAdminPost(row!);
    }),
  );
}

export async function adminDeleteBlogPost(db: Db, staff: Staff, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!row) throw AppError.notFound("Diesen Beitrag gibt es nicht.");
    await audit(tx, staff, { type: "blog_post", id }, "blog_post.deleted", {
      slug: row.slug,
      title: row.title,
    });
    return `Der Beitrag „${row.title.de}“ wurde gelöscht.`;
  });
}
