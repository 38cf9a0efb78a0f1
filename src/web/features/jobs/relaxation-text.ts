import type { SearchRelaxation } from "#shared/schemas/jobs.ts";
import type { SearchText } from "#web/features/search/components/search-text.ts";

/**
 * What a change offered on an empty /jobs finds, in the seeker's words and language: "3 Jobs im
 * Umkreis von 100 km", "1 Job mit Start in mehr als 3 Monaten", "5 Jobs mit Baumschule und
 * Landwirtschaft dazu", "2 Jobs in Vollzeit". `ownSectors` are the seeker's sector ids (not
 * repeated); `nameOf` names a sector in the page's language (the server sends German names).
 */
export function relaxationText(
  relaxation: SearchRelaxation,
  ownSectors: number[],
  t: SearchText,
  nameOf: (sector: { id: number; name: string }) => string = (sector) => sector.name,
): string {
  const total = relaxation.total;
  switch (relaxation.kind) {
    case "geo_radius":
      return t.count("relax.radius", total, { radius: relaxation.geo_radius });
    case "job_available_at":
      return t.count(`relax.${relaxation.job_available_at}`, total);
    case "sectors": {
      const added = relaxation.sectors
        .filter((sector) => !ownSectors.includes(sector.id))
        .map(nameOf);
      const names =
        added.length > 1
          ? t("list.and", { first: added.slice(0, -1).join(", "), last: added.at(-1)! })
          : (added[0] ?? "");
      return t.count("relax.sectors", total, { names });
    }
    case "working_time":
      return t.count(`relax.${relaxation.working_time}`, total);
  }
}
