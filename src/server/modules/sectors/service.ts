import type { Db } from "#server/db/client.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import type { Translatable } from "#shared/i18n.ts";
import { selectSectorIntro, selectSectors } from "./queries.ts";

export function getSectorIntro(db: Db, id: number): Promise<Translatable | null> {
  return selectSectorIntro(db, id);
}

export function listSectors(
  db: Db,
  order: "name.asc" | "name.desc" | "id.asc" = "name.asc",
): Promise<Sector[]> {
  return selectSectors(db, order);
}
