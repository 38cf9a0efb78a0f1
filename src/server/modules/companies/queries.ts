import { and, desc, eq, isNull, max, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { employers, employerSlugs, images, jobAdvertisements } from "#server/db/schema.ts";
import type { Translatable } from "#shared/i18n.ts";
import type { Image } from "#shared/schemas/jobs.ts";

const liveAd = and(
  eq(jobAdvertisements.status, "published"),
  sql`${jobAdvertisements.expires_at} > now()`,
)!;

/**
 * A company page's data in one query (ADR 057): the employer whose current or earlier slug this
 * is (not a deleted account's, nor one that never published and whose address nobody has
 * confirmed), its logo and sectors, and the ids and places of its live ads,
 * newest first; the cards themselves come from the search engine's cache.
 */
export async function selectCompanyBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: employers.id,
      name: employers.name,
      slug: employers.slug,
      description: employers.description,
      website: employers.website,
      logo: images.variants,
      sectors: sql<{ id: number; name: Translatable; slug: string }[]>`coalesce((
        select json_agg(json_build_object('id', s.id, 'name', s.name, 'slug', s.slug))
        from employer_sector es join sectors s on s.id = es.sector_id
        where es.employer_id = ${employers.id}), '[]'::json)`,
      adIds: sql<number[]>`coalesce((
        select json_agg(j.id order by j.published_at desc nulls last, j.id desc)
        from job_advertisements j
        where j.employer_id = ${employers.id} and j.status = 'published'
          and j.expires_at > now()), '[]'::json)`,
      places: sql<string[]>`coalesce((
        select json_agg(distinct trim(j.location))
        from job_advertisements j
        where j.employer_id = ${employers.id} and j.status = 'published'
          and j.expires_at > now() and trim(coalesce(j.location, '')) <> ''), '[]'::json)`,
    })
    .from(employerSlugs)
    .innerJoin(employers, eq(employers.id, employerSlugs.employer_id))
    .leftJoin(images, eq(images.id, employers.logo_image_id))
    .where(
      and(
        eq(employerSlugs.slug, slug),
        isNull(employers.deleted_at),
        // Registering takes no mailbox: an employer that never published an ad and whose address
        // nobody has confirmed has no public page, so a name cannot be put on a page of this
        // site by signing up with it (ADR 057).
        sql`(exists (select 1 from job_advertisements j
              where j.employer_id = ${employers.id} and j.published_at is not null)
          or exists (select 1 from employer_users eu join users u on u.id = eu.user_id
              where eu.employer_id = ${employers.id} and u.email_verified_at is not null))`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return { ...row, logo: (row.logo as Image | null) ?? null };
}

/** The employers with a live ad, for the sitemap: the slug and the latest change of page or ad. */
export async function selectCompaniesWithLiveAds(
  db: Db,
): Promise<{ slug: string; updated_at: Date }[]> {
  const rows = await db
    .select({
      slug: employers.slug,
      updated_at: sql<Date>`greatest(${employers.updated_at}, ${max(jobAdvertisements.updated_at)})`,
    })
    .from(employers)
    .innerJoin(jobAdvertisements, eq(jobAdvertisements.employer_id, employers.id))
    .where(and(liveAd, isNull(employers.deleted_at)))
    .groupBy(employers.id)
    .orderBy(desc(max(jobAdvertisements.updated_at)));
  return rows.flatMap((r) =>
    r.slug ? [{ slug: r.slug, updated_at: new Date(r.updated_at) }] : [],
  );
}
