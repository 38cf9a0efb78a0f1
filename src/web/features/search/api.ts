import { notify } from "#web/ui/toast.ts";
import type { SearchFilterInput, SearchJobsInput } from "#shared/schemas/jobs.ts";
import { api } from "#web/lib/api.ts";
import { HttpError } from "#web/lib/http.ts";
import { toSearchFilterRequest, toSearchRequest, type SearchFilter } from "./store.ts";

export const SEARCH_FORM_ID = "search";
export const MISSING_FILTERS_MESSAGE = "Bitte fülle die fehlenden Pflichtfilter aus.";

/**
 * Runs the seeker's search (SPEC.md §7). A failure with a server message shows
 * "Bitte fülle die fehlenden Pflichtfilter aus." (SPEC.md §5, §8); the field errors are
 * stored under the form "search".
 */
export async function runSearch(filter: SearchFilter, page = 1, record = true) {
  try {
    return await api.post("/api/job-advertisements/search", {
      // A filter with a field still empty is sent as it is: the 422 names the missing fields.
      body: toSearchRequest(filter, page, record) as SearchJobsInput,
      form: SEARCH_FORM_ID,
      toast: false,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) notify.error(MISSING_FILTERS_MESSAGE);
    // A 503 has its banner and reload (lib/unavailable-reload.ts): no toast beside it.
    else if (error instanceof HttpError && error.status !== 503 && error.message)
      notify.error(error.message);
    throw error;
  }
}

/** What an empty search offers instead (ADR 025); no toast: the empty state stands without it. */
export function fetchRelaxations(filter: SearchFilter) {
  return api.post("/api/job-advertisements/search/relaxations", {
    // Only an empty search of a complete filter asks; the server refuses anything else (422).
    body: toSearchFilterRequest(filter) as SearchFilterInput,
    toast: false,
  });
}
