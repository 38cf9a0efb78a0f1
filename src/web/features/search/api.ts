import { notify } from "#web/ui/toast.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { JobSummary, SearchRelaxations } from "#shared/schemas/jobs.ts";
import { HttpError, http } from "#web/lib/http.ts";
import { toSearchFilterRequest, toSearchRequest, type SearchFilter } from "./store.ts";

export const SEARCH_FORM_ID = "search";
export const MISSING_FILTERS_MESSAGE = "Bitte fülle die fehlenden Pflichtfilter aus.";

/**
 * Runs the seeker's search (SPEC.md §7). A failure with a server message shows
 * "Bitte fülle die fehlenden Pflichtfilter aus." (SPEC.md §5, §8); the field errors are
 * stored under the form "search".
 */
export async function runSearch(
  filter: SearchFilter,
  page = 1,
  record = true,
): Promise<Paginated<JobSummary>> {
  try {
    return await http.post<Paginated<JobSummary>>(
      "/api/job-advertisements/search",
      toSearchRequest(filter, page, record),
      { form: SEARCH_FORM_ID },
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) notify.error(MISSING_FILTERS_MESSAGE);
    // A 503 has its banner and reload (lib/unavailable-reload.ts): no toast beside it.
    else if (error instanceof HttpError && error.status !== 503 && error.message)
      notify.error(error.message);
    throw error;
  }
}

/** What an empty search offers instead (ADR 025); no toast: the empty state stands without it. */
export function fetchRelaxations(filter: SearchFilter): Promise<SearchRelaxations> {
  return http.post<SearchRelaxations>(
    "/api/job-advertisements/search/relaxations",
    toSearchFilterRequest(filter),
  );
}
