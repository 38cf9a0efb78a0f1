import { useCallback, useEffect, useRef, useState } from "react";
import type { Paginated } from "#shared/schemas/common.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { runSearch } from "#web/features/search/api.ts";
import { missingFields, useSearchStore } from "#web/features/search/store.ts";
import { fetchJobPage } from "./api.ts";

export type ResultsMode = "list" | "search";

/**
 * /jobs shows the seeker's search results when a complete filter exists (from the wizard or
 * the filter modal, kept in session storage), otherwise the newest ads rendered by the server.
 * "Mehr Jobs laden" appends the next page in either mode.
 */
export function useJobResults(initial: Paginated<JobSummary>) {
  const { filter, hydrated, results, setResults, hydrate } = useSearchStore();
  const complete = hydrated && missingFields(filter).length === 0;
  const [list, setList] = useState(initial);
  const [loadingMore, setLoadingMore] = useState(false);
  const [searching, setSearching] = useState(false);
  const requested = useRef<string | null>(null);

  useEffect(hydrate, [hydrate]);

  // After a reload the filter is still in session storage but the results are not: search again.
  useEffect(() => {
    if (!complete || results) return;
    const key = filter.updated_at ?? "";
    if (requested.current === key) return;
    requested.current = key;
    setSearching(true);
    runSearch(filter)
      .then(setResults)
      .catch(() => setResults(null))
      .finally(() => setSearching(false));
  }, [complete, results, filter, setResults]);

  const mode: ResultsMode = complete && (results || searching) ? "search" : "list";
  const current = mode === "search" ? results : list;

  const loadMore = useCallback(async () => {
    if (!current) return;
    setLoadingMore(true);
    try {
      const next =
        mode === "search"
          ? await runSearch(filter, current.current_page + 1)
          : await fetchJobPage(current.current_page + 1, current.per_page);
      const merged = { ...next, data: [...current.data, ...next.data] };
      if (mode === "search") setResults(merged);
      else setList(merged);
    } catch {
      // The toast comes from lib/http.ts or runSearch.
    } finally {
      setLoadingMore(false);
    }
  }, [current, mode, filter, setResults]);

  return {
    mode,
    searching,
    jobs: current?.data ?? [],
    total: current?.total ?? 0,
    hasMore: current ? current.current_page < current.last_page : false,
    loadingMore,
    loadMore,
    filter,
  };
}
