import type { Paginated } from "#shared/schemas/common.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { http } from "#web/lib/http.ts";

/** The plain list of live ads (no filter), one page. */
export function fetchJobPage(
  page: number,
  pageSize: number,
  sector?: string,
): Promise<Paginated<JobSummary>> {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (sector) params.set("sector", sector);
  return http.get<Paginated<JobSummary>>(`/api/job-advertisements?${params}`, {
    globalErrors: true,
  });
}
