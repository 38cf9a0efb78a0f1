import type { Db } from "#server/db/client.ts";
import type { BlogPostSummary } from "#shared/schemas/blog.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import { paginated } from "#server/platform/pagination.ts";
import type { BlogPost } from "#shared/schemas/blog.ts";
import {
  countPublishedPosts,
  publishedPostsAndNext,
  selectPublishedPost,
  selectPublishedPosts,
  selectPublishedSlugs,
} from "./queries.ts";

export async function listPostPaths(db: Db): Promise<{ path: string; updated_at: Date }[]> {
  return (await selectPublishedSlugs(db)).map((r) => ({
    path: `/blog/${r.slug}`,
    updated_at: r.updated_at,
  }));
}

/** The published posts and when the next scheduled one goes public (the navigation's cache). */
export function countPostsAndNextPublication(
  db: Db,
): Promise<{ count: number; nextPublication: Date | null }> {
  return publishedPostsAndNext(db);
}

export function findPublishedPost(db: Db, slug: string): Promise<BlogPost | null> {
  return selectPublishedPost(db, slug);
}

export async function listPublishedPosts(
  db: Db,
  page: number,
  perPage: number,
): Promise<Paginated<BlogPostSummary>> {
  const [total, rows] = await Promise.all([
    countPublishedPosts(db),
    selectPublishedPosts(db, page, perPage),
  ]);
  return paginated(rows, total, page, perPage);
}
