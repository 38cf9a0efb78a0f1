import { useCallback, useEffect, useRef, useState } from "react";
import type { Paginated } from "#shared/schemas/common.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { useSearchFailureTexts } from "#web/features/search/components/search-text.ts";
import { runSearch } from "#web/features/search/store.ts";
import { missingFields, useSearchStore } from "#web/features/search/store.ts";
import { fetchJobPage } from "./api.ts";
import { mergePages, mirrorPage } from "./result-pages.ts";

type ResultsMode = "list" | "search";

/**
 * /jobs shows the seeker's search results when a complete filter exists (from the wizard or
 * the filter modal, kept in session storage), otherwise the newest ads rendered by the server.
 * "Mehr Jobs laden" appends the next page in either mode and mirrors it in the address
 * (`?page=N`, docs/product.md "API conventions"); a page loaded with `page=N` shows pages 1 to N (`startPage`).
 */
export function useJobResults(initial: Paginated<JobSummary>, startPage = 1) {
  const { filter, hydrated, results, recordFor, setResults, hydrate } = useSearchStore();
  const complete = hydrated && missingFields(filter).length === 0;
  const [list, setList] = useState(initial);
  const [loadingMore, setLoadingMore] = useState(false);
  const [searching, setSearching] = useState(false);
  const requested = useRef<string | null>(null);
  const pagesToRestore = useRef(startPage);
  const failureTexts = useSearchFailureTexts();

  useEffect(hydrate, [hydrate]);

  // After a reload the filter is still in session storage but the results are not: search
  // again, up to the page in the address, without recording. A filter the seeker just changed
  // on /jobs (`recordFor`) is searched from its first page and recorded once.
  useEffect(() => {
    if (!complete || results) return;
    const key = filter.updated_at ?? "";
    if (requested.current === key) return;
    requested.current = key;
    const record = recordFor !== null && recordFor === key;
    const pages = record ? 1 : pagesToRestore.current;
    pagesToRestore.current = 1;
    if (record) useSearchStore.setState({ recordFor: null });
    setSearching(true);
    Promise.all(
      Array.from({ length: pages }, (_, i) =>
        runSearch(filter, i + 1, record && i === 0, failureTexts),
      ),
    )
      .then((loaded) => setResults(mergePages(loaded)))
      .catch(() => setResults(null))
      .finally(() => setSearching(false));
  }, [complete, results, filter, recordFor, setResults, failureTexts]);

  const mode: ResultsMode = complete && (results || searching) ? "search" : "list";
  const current = mode === "search" ? results : list;

  // The address names the last page shown, whichever list it is (docs/product.md "API conventions").
  const shownPage = searching ? null : (current?.current_page ?? null);
  useEffect(() => {
    if (shownPage !== null) mirrorPage(shownPage);
  }, [shownPage]);

  const loadMore = useCallback(async () => {
    if (!current) return;
    setLoadingMore(true);
    try {
      const next =
        mode === "search"
          ? await runSearch(filter, current.current_page + 1, false, failureTexts)
          : await fetchJobPage(current.current_page + 1, current.per_page);
      const merged = mergePages([current, next]);
      if (mode === "search") setResults(merged);
      else setList(merged);
    } catch {
      // The toast comes from lib/http.ts or runSearch.
    } finally {
      setLoadingMore(false);
    }
  }, [current, mode, filter, setResults, failureTexts]);

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
