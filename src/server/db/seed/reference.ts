import { count } from "drizzle-orm";
import type { Db } from "../client.ts";
import { RESERVED_PAGE_PATHS } from "#shared/schemas/admin-content.ts";
import { blogPosts, employerSlugs, faqs, pages, sectors } from "../schema.ts";
import { blogPosts as seedBlogPosts } from "./content/blog-posts.ts";
import { faqs as seedFaqs } from "./content/faqs.ts";
import { pages as seedPages } from "./content/pages.ts";
import { sectors as seedSectors } from "./content/sectors.ts";

/**
 * Reference and content data every installation needs. Idempotent and additive: rows that
 * exist (by slug) are left alone, so staff edits survive restarts and new releases can add
 * pages or sectors.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(sectors)
      .values(seedSectors.map((s) => ({ slug: s.slug, name: s.name, intro: s.intro })))
      .onConflictDoNothing({ target: sectors.slug });

    await tx
      .insert(pages)
      .values(
        seedPages.map((p) => ({
          slug: p.slug,
          type: p.type,
          name: p.name,
          meta_title: p.meta_title,
          meta_description: p.meta_description,
          intro: p.intro,
          content: p.content,
        })),
      )
      .onConflictDoNothing({ target: pages.slug });

    // FAQs have no natural key; they are seeded once, on an empty table.
    const [faqCount] = await tx.select({ n: count() }).from(faqs);
    if (Number(faqCount?.n ?? 0) === 0) {
      await tx.insert(faqs).values(
        seedFaqs.map((f, index) => ({
          audience: f.audience,
          question: f.question,
          answer: f.answer,
          position: index,
        })),
      );
    }

    await tx
      .insert(blogPosts)
      .values(
        seedBlogPosts.map((b) => ({
          slug: b.slug,
          title: b.title,
          excerpt: b.excerpt,
          content: b.content,
          meta_title: b.meta_title,
          meta_description: b.meta_description,
          author: b.author,
          published_at: new Date(`${b.published_at}T08:00:00Z`),
        })),
      )
      .onConflictDoNothing({ target: blogPosts.slug });

    // The site's own first path segments are no company's address either (ADR 057): reserved
    // as slugs without an employer, so the slug trigger of migration 0020 passes them by.
    await tx
      .insert(employerSlugs)
      .values(RESERVED_PAGE_PATHS.map((slug) => ({ slug })))
      .onConflictDoNothing({ target: employerSlugs.slug });
  });
}
