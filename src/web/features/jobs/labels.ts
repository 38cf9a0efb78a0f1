import type { JobSummary } from "#shared/schemas/jobs.ts";
import { sectorName, type ShellTranslator } from "#web/lib/i18n.ts";

/** "85354 Freising" */
export function placeLabel(
  location: JobSummary["location"],
  onRequest = "Ort auf Anfrage",
): string {
  return (
    [location.zipcode, location.location].filter(Boolean).join(" ") ||
    location.formatted_address ||
    onRequest
  );
}

export function sectorNames(job: Pick<JobSummary, "sectors">, t: ShellTranslator): string {
  return job.sectors.map((s) => sectorName(s, t)).join(", ");
}
