import type { Paginated } from "#shared/schemas/common.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { api } from "#web/lib/api.ts";

/** The plain list of live ads (no filter), one page. */
export async function fetchJobPage(page: number, pageSize: number, sector?: string) {
  const list = await api.get("/api/job-advertisements", {
    query: { page, page_size: pageSize, sector },
  });
  // The route answers the owner's shape only to `mine=1`, which this call never sends.
  return list as Paginated<JobSummary>;
}
