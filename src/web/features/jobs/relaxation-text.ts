import type { WorkingTime } from "#shared/constants.ts";
import { jobCount } from "#shared/count-texts.ts";
import type { SearchRelaxation } from "#shared/schemas/jobs.ts";

const WORKING_TIME_PHRASES: Record<WorkingTime, string> = {
  Vollzeit: "in Vollzeit",
  Teilzeit: "in Teilzeit",
  Saisonarbeit: "als Saisonarbeit",
  Ausbildung: "als Ausbildung",
};

/**
 * What a change offered on an empty /jobs finds, in the seeker's words: "3 Jobs im Umkreis von
 * 100 km", "1 Job mit Start in mehr als 3 Monaten", "5 Jobs mit Baumschule und Landwirtschaft
 * dazu", "2 Jobs in Vollzeit". `ownSectors` are the seeker's sector ids (not repeated).
 */
export function relaxationText(relaxation: SearchRelaxation, ownSectors: number[]): string {
  const found = jobCount(relaxation.total);
  switch (relaxation.kind) {
    case "geo_radius":
      return `${found} im Umkreis von ${relaxation.geo_radius} km`;
    case "job_available_at":
      return relaxation.job_available_at === "more_than_3_months"
        ? `${found} mit Start in mehr als 3 Monaten`
        : `${found} mit Start in 1–3 Monaten`;
    case "sectors": {
      const added = relaxation.sectors
        .filter((sector) => !ownSectors.includes(sector.id))
        .map((sector) => sector.name);
      const names =
        added.length > 1 ? `${added.slice(0, -1).join(", ")} und ${added.at(-1)}` : added[0];
      return `${found} mit ${names} dazu`;
    }
    case "working_time":
      return `${found} ${WORKING_TIME_PHRASES[relaxation.working_time]}`;
  }
}
