import type { Paginated } from "#shared/schemas/common.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { api } from "#web/lib/api.ts";
import { DEFAULT_HEADERS } from "#web/lib/http.ts";

/** The plain list of live ads (no filter), one page. */
export async function fetchJobPage(page: number, pageSize: number, sector?: string) {
  const list = await api.get("/api/job-advertisements", {
    query: { page, page_size: pageSize, sector },
  });
  // The route answers the owner's shape only to `mine=1`, which this call never sends.
  return list as Paginated<JobSummary>;
}

/**
 * A click on „Bewerben“, for the ad's statistics (ADR 060). `keepalive`, so that leaving for
 * the employer's site or the mail program does not cancel it (a beacon cannot carry the app's
 * CSRF header); nobody waits for it and its answer changes nothing on the page.
 */
export function reportApplyClick(jobId: number): void {
  void fetch(`/api/job-advertisements/${jobId}/apply-click`, {
    method: "POST",
    keepalive: true,
    headers: DEFAULT_HEADERS,
    body: "{}",
  }).catch(() => undefined);
}
