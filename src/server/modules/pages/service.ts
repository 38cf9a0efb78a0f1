import type { Db } from "#server/db/client.ts";
import { PAGE_TYPES, type PageType, type SlugLookup } from "#shared/schemas/pages.ts";
import type { Faq } from "#shared/schemas/pages.ts";
import { selectFaqs, selectPageBySlug, selectPageSlugs } from "./queries.ts";

/** Public paths of all content pages, for the sitemap. */
export async function listPagePaths(db: Db): Promise<{ path: string; updated_at: Date }[]> {
  const rows = await selectPageSlugs(db);
  return rows.map((r) => ({
    path: r.slug === "home" ? "/" : `/${r.slug}`,
    updated_at: r.updated_at,
  }));
}

export function listFaqs(db: Db): Promise<Faq[]> {
  return selectFaqs(db);
}

/** The page's type as docs/product.md "Pages and addresses" names it; an unknown stored type shows as a plain content page. */
function toPageType(type: string): PageType {
  return (PAGE_TYPES as readonly string[]).includes(type) ? (type as PageType) : "Contentpage";
}

/** Resolves the path without leading slash to a content page (docs/product.md "Pages and addresses" catch-all). */
export async function resolveSlug(db: Db, slug: string): Promise<SlugLookup["data"] | null> {
  const normalised = slug.replace(/^\/+|\/+$/g, "").toLowerCase();
  if (!normalised || normalised.length > 200) return null;
  const page = await selectPageBySlug(db, normalised);
  if (!page) return null;
  const { type, ...data } = page;
  return { meta: { resource_class_name: toPageType(type) }, data };
}

/** A stored page as the API shows it (the backoffice adds its own fields). */
export { toPage } from "./queries.ts";
