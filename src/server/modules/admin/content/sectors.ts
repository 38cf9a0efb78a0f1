import { count, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  employerSectors,
  jobAdvertisementSectors,
  searchRecords,
  sectors,
} from "#server/db/schema.ts";
import { diffFields } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import { paginate } from "#server/platform/pagination.ts";
import { countText } from "#shared/plural.ts";
import {
  ADMIN_CONTENT_LIMITS,
  type AdminContentListQuery,
  type AdminSector,
  type ZAdminSectorInput,
} from "#shared/schemas/admin-content.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { z } from "zod";
import {
  PAGE_SIZE,
  audit,
  collator,
  iso,
  likePattern,
  mergeText,
  slugTaken,
  throwIfAny,
  withSlugCheck,
  type Staff,
  type Tx,
} from "./shared.ts";

// Sectors in the backoffice.

const SECTOR_SLUG_TAKEN = "Diesen Kurznamen hat schon eine andere Branche.";

async function sectorRows(db: Db | Tx, where?: SQL): Promise<AdminSector[]> {
  const rows = await db
    .select({
      id: sectors.id,
      slug: sectors.slug,
      name: sectors.name,
      intro: sectors.intro,
      updated_at: sectors.updated_at,
      job_count: sql<number>`(select count(*)::int from ${jobAdvertisementSectors} where ${jobAdvertisementSectors.sector_id} = "sectors"."id")`,
      employer_count: sql<number>`(select count(*)::int from ${employerSectors} where ${employerSectors.sector_id} = "sectors"."id")`,
    })
    .from(sectors)
    .where(where);
  return rows
    .map((r) => ({
      ...r,
      job_count: Number(r.job_count),
      employer_count: Number(r.employer_count),
      updated_at: iso(r.updated_at),
    }))
    .sort((a, b) => collator.compare(a.name.de, b.name.de));
}

/** All sectors (at most 64), sorted by German name like everywhere on the site. */
export async function adminListSectors(
  db: Db,
  query: AdminContentListQuery,
): Promise<Paginated<AdminSector>> {
  const where = query.search
    ? sql`(${sectors.name}->>'de' ilike ${likePattern(query.search)} or ${sectors.slug} ilike ${likePattern(query.search)})`
    : undefined;
  return paginate(await sectorRows(db, where), query.page, PAGE_SIZE);
}

export async function adminGetSector(db: Db | Tx, id: number): Promise<AdminSector> {
  const [row] = await sectorRows(db, eq(sectors.id, id));
  if (!row) throw AppError.notFound("Diese Branche gibt es nicht.");
  return row;
}

export async function adminCreateSector(
  db: Db,
  staff: Staff,
  input: z.output<typeof ZAdminSectorInput>,
): Promise<AdminSector> {
  return withSlugCheck(SECTOR_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      // Serialises creations, so two at once cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin:sectors'))`);
      const errors: Record<string, string[]> = {};
      if (await slugTaken(tx, sectors, input.slug)) errors.slug = [SECTOR_SLUG_TAKEN];
      const [total] = await tx.select({ n: count() }).from(sectors);
      if (Number(total?.n ?? 0) >= ADMIN_CONTENT_LIMITS.sectors)
        errors.name = [
          `Es sind höchstens ${ADMIN_CONTENT_LIMITS.sectors} Branchen möglich (die Umkreissuche führt sie als Bitmaske).`,
        ];
      throwIfAny(errors);
      const values = {
        slug: input.slug,
        name: mergeText(null, input.name),
        intro: mergeText(null, input.intro),
      };
      const [row] = await tx.insert(sectors).values(values).returning({ id: sectors.id });
      await audit(tx, staff, { type: "sector", id: row!.id }, "sector.created", values);
      return adminGetSector(tx, row!.id);
    }),
  );
}

export async function adminUpdateSector(
  db: Db,
  staff: Staff,
  id: number,
  input: z.output<typeof ZAdminSectorInput>,
): Promise<AdminSector> {
  return withSlugCheck(SECTOR_SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(sectors).where(eq(sectors.id, id)).for("update");
      if (!before) throw AppError.notFound("Diese Branche gibt es nicht.");
      if (await slugTaken(tx, sectors, input.slug, id))
        throw AppError.validation({ slug: [SECTOR_SLUG_TAKEN] });
      const values = {
        slug: input.slug,
        name: mergeText(before.name, input.name),
        intro: mergeText(before.intro, input.intro),
      };
      const changes = diffFields(before, values);
      if (Object.keys(changes).length > 0) {
        await tx
          .update(sectors)
          .set({ ...values, updated_at: new Date() })
          .where(eq(sectors.id, id));
        await audit(tx, staff, { type: "sector", id }, "sector.updated", changes);
      }
      return adminGetSector(tx, id);
    }),
  );
}

/** Only a sector nothing refers to: ads, employer profiles and recorded searches keep theirs. */
export async function adminDeleteSector(db: Db, staff: Staff, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [sector] = await tx.select().from(sectors).where(eq(sectors.id, id)).for("update");
    if (!sector) throw AppError.notFound("Diese Branche gibt es nicht.");
    const [usage] = await tx
      .select({
        jobs: sql<number>`(select count(*)::int from ${jobAdvertisementSectors} where ${jobAdvertisementSectors.sector_id} = ${id})`,
        employers: sql<number>`(select count(*)::int from ${employerSectors} where ${employerSectors.sector_id} = ${id})`,
        searches: sql<number>`(select count(*)::int from ${searchRecords} where ${id} = any(${searchRecords.sector_ids}))`,
      })
      .from(sql`(select 1) as one`);
    const uses = [
      useText(Number(usage?.jobs ?? 0), "Anzeige", "Anzeigen"),
      useText(Number(usage?.employers ?? 0), "Unternehmensprofil", "Unternehmensprofilen"),
      useText(Number(usage?.searches ?? 0), "gespeicherten Suche", "gespeicherten Suchen"),
    ].filter(Boolean);
    if (uses.length > 0)
      throw AppError.of(
        "content.in_use",
        `Die Branche „${sector.name.de}“ wird noch in ${uses.join(", ")} verwendet und kann nicht gelöscht werden. Sie können sie aber umbenennen.`,
      );
    await tx.delete(sectors).where(eq(sectors.id, id));
    await audit(tx, staff, { type: "sector", id }, "sector.deleted", {
      slug: sector.slug,
      name: sector.name,
    });
    return `Die Branche „${sector.name.de}“ wurde gelöscht.`;
  });
}

/** A use of a sector as a count text; none is left out of the list. */
function useText(n: number, one: string, many: string): string {
  return n === 0 ? "" : countText(n, one, many);
}
