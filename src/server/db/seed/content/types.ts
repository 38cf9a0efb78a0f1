import type { Translatable } from "#shared/i18n.ts";

// Shapes of the reference content seeded on first start. Texts are German; the other seeker
// languages are optional (translatable values fall back to `de`, ADR 053).

/** Page types of docs/product.md "Pages and addresses" that a seeded content page can have. */
type SeedPageType =
  | "Home"
  | "FAQ"
  | "Kontakt"
  | "About"
  | "Blog"
  | "Arbeitgeber"
  | "ArbeitgeberWithoutPrices"
  | "Contentpage";

export interface SeedPage {
  slug: string;
  type: SeedPageType;
  name: Translatable;
  meta_title: Translatable;
  meta_description: Translatable;
  /** Short lead text shown under the page heading. */
  intro: Translatable;
  /** Body as sanitised HTML: p, h2, h3, ul, ol, li, strong, em, a[href]. May be empty for pages whose body is built by components. */
  content: Translatable;
}

export interface SeedFaq {
  audience: "seeker" | "employer";
  question: Translatable;
  /** HTML: p, ul, li, strong, em, a[href]. */
  answer: Translatable;
}

export interface SeedBlogPost {
  slug: string;
  title: Translatable;
  excerpt: Translatable;
  /** HTML body: p, h2, h3, ul, ol, li, strong, em, a[href], blockquote. */
  content: Translatable;
  meta_title: Translatable;
  meta_description: Translatable;
  author: string;
  /** ISO date, e.g. "2026-10-14" */
  published_at: string;
}

export interface SeedSector {
  slug: string;
  name: Translatable;
  /** SEO intro for /jobs-im-bereich/{slug}: two or three sentences. */
  intro: Translatable;
}
