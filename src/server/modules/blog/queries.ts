import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { preparedPerDb } from "#server/db/prepared.ts";
import { blogPosts } from "#server/db/schema.ts";
import type { BlogPost, BlogPostSummary } from "#shared/schemas/blog.ts";

const isPublished = and(isNotNull(blogPosts.published_at), lte(blogPosts.published_at, sql`now()`));

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  published_at: blogPosts.published_at,
};

/**
 * Every page's navigation asks for it (the page metadata): the published posts and when the
 * next scheduled one goes public, which no change row announces.
 */
const publishedCount = preparedPerDb((db: Db) =>
  db
    .select({
      n: sql<number>`count(*) filter (where ${blogPosts.published_at} <= now())`.mapWith(Number),
      next: sql<Date | null>`min(${blogPosts.published_at}) filter (where ${blogPosts.published_at} > now())`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(blogPosts)
    .prepare("blog_published_count"),
);

export async function countPublishedPosts(db: Db): Promise<number> {
  return (await publishedPostsAndNext(db)).count;
}

/** The number of published posts, and the instant the count changes by itself (or null). */
export async function publishedPostsAndNext(
  db: Db,
): Promise<{ count: number; nextPublication: Date | null }> {
  const [row] = await publishedCount(db).execute();
  return { count: Number(row?.n ?? 0), nextPublication: row?.next ?? null };
}

export async function selectPublishedPosts(
  db: Db,
  page: number,
  perPage: number,
): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.published_at), desc(blogPosts.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map((r) => ({ ...r, published_at: r.published_at!.toISOString() }));
}

export async function selectPublishedSlugs(db: Db): Promise<{ slug: string; updated_at: Date }[]> {
  return db
    .select({
      slug: blogPosts.slug,
      // A post scheduled for later appears at its publication: its page changes then.
      updated_at: sql<Date>`greatest(${blogPosts.updated_at}, ${blogPosts.published_at})`.mapWith(
        blogPosts.updated_at,
      ),
    })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.published_at));
}

export async function selectPublishedPost(db: Db, slug: string): Promise<BlogPost | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      content: blogPosts.content,
      meta_title: blogPosts.meta_title,
      meta_description: blogPosts.meta_description,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  return row ? { ...row, published_at: row.published_at!.toISOString() } : null;
}
