import { and, desc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { employers, employerSectors, employerSlugs, images, sectors } from "#server/db/schema.ts";
import type { EmployerProfile } from "#shared/schemas/employers.ts";
import type { Image } from "#shared/schemas/jobs.ts";

const collator = new Intl.Collator("de", { sensitivity: "base" });

export async function selectEmployerProfile(db: Db, id: number): Promise<EmployerProfile | null> {
  const [row] = await db
    .select({ employer: employers, logo: images.variants })
    .from(employers)
    .leftJoin(images, eq(images.id, employers.logo_image_id))
    .where(eq(employers.id, id))
    .limit(1);
  if (!row) return null;
  const sectorRows = await db
    .select({ id: sectors.id, name: sectors.name, slug: sectors.slug })
    .from(employerSectors)
    .innerJoin(sectors, eq(sectors.id, employerSectors.sector_id))
    .where(eq(employerSectors.employer_id, id));
  const e = row.employer;
  return {
    id: e.id,
    name: e.name,
    slug: e.slug,
    description: e.description,
    website: e.website,
    email: e.email,
    phone: e.phone,
    street: e.street,
    zipcode: e.zipcode,
    city: e.city,
    logo: (row.logo as Image | null) ?? null,
    sectors: sectorRows.sort((a, b) => collator.compare(a.name.de, b.name.de)),
    updated_at: e.updated_at.toISOString(),
  };
}

/** The ids among `ids` that name existing sectors. */
export async function selectExistingSectorIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: sectors.id }).from(sectors).where(inArray(sectors.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** How many of its earlier slugs an employer keeps as redirects (ADR 061). */
const OLD_SLUGS_KEPT = 5;

/**
 * After a rename gave the employer `current` (ADR 057): `current` counts as given now (a rename
 * back takes an old row again), and of the other slugs only the OLD_SLUGS_KEPT given last stay;
 * older ones are deleted, so their addresses answer 404 and are free for any company (ADR 061).
 */
export async function keepNewestOldSlugs(tx: Tx, employerId: number, current: string) {
  const own = eq(employerSlugs.employer_id, employerId);
  await tx
    .update(employerSlugs)
    .set({ created_at: sql`now()` })
    .where(and(own, eq(employerSlugs.slug, current)));
  const kept = tx
    .select({ slug: employerSlugs.slug })
    .from(employerSlugs)
    .where(and(own, ne(employerSlugs.slug, current)))
    .orderBy(desc(employerSlugs.created_at), desc(employerSlugs.slug))
    .limit(OLD_SLUGS_KEPT);
  await tx
    .delete(employerSlugs)
    .where(and(own, ne(employerSlugs.slug, current), notInArray(employerSlugs.slug, kept)));
}
