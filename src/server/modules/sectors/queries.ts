import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { preparedPerDb } from "#server/db/prepared.ts";
import type { Translatable } from "#shared/i18n.ts";
import { sectors } from "#server/db/schema.ts";
import type { Sector } from "#shared/schemas/sectors.ts";

export async function selectSectorIntro(db: Db, id: number): Promise<Translatable | null> {
  const [row] = await db
    .select({ intro: sectors.intro })
    .from(sectors)
    .where(eq(sectors.id, id))
    .limit(1);
  return row?.intro ?? null;
}

const collator = new Intl.Collator("de", { sensitivity: "base" });

/** Every page's navigation and footer list them (the page metadata). */
const allSectors = preparedPerDb((db: Db) =>
  db
    .select({ id: sectors.id, name: sectors.name, slug: sectors.slug })
    .from(sectors)
    .prepare("sectors_all"),
);

/**
 * All sectors, sorted by German name. Sorting happens here rather than in SQL because
 * PGlite and PostgreSQL may differ in collation, and "Ä" must sort with "A" on both.
 */
export async function selectSectors(
  db: Db,
  order: "name.asc" | "name.desc" | "id.asc" = "name.asc",
): Promise<Sector[]> {
  const rows = await allSectors(db).execute();
  if (order === "id.asc") return rows.sort((a, b) => a.id - b.id);
  const sorted = rows.sort((a, b) => collator.compare(a.name.de, b.name.de));
  return order === "name.desc" ? sorted.reverse() : sorted;
}
