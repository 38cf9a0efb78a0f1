import type { Db } from "#server/db/client.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import { selectSectors } from "./queries.ts";

export function listSectors(
  db: Db,
  order: "name.asc" | "name.desc" | "id.asc" = "name.asc",
): Promise<Sector[]> {
  return selectSectors(db, order);
}
