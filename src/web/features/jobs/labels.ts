import type { JobSummary } from "#shared/schemas/jobs.ts";
import { translate } from "#shared/i18n.ts";

/** "85354 Freising" */
export function placeLabel(location: JobSummary["location"]): string {
  return (
    [location.zipcode, location.location].filter(Boolean).join(" ") ||
    location.formatted_address ||
    "Ort auf Anfrage"
  );
}

export function sectorNames(job: Pick<JobSummary, "sectors">): string {
  return job.sectors.map((s) => translate(s.name)).join(", ");
}
