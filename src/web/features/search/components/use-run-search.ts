import { useState } from "react";
import { useNavigate } from "react-router";
import { useLocalizedPath } from "#web/lib/i18n.ts";
import { useSearchFailureTexts } from "./search-text.ts";
import { runSearch } from "../store.ts";
import { markSearchedOnce, useSearchStore } from "../store.ts";

/**
 * "Jetzt passende Jobs finden" of the wizard and the filter modal (docs/product.md "Pages and addresses", §4): run the
 * search with the stored filter; on success keep the first page in the store, remember that
 * the seeker searched (`singleSearchOpened`), close the overlay and go to /jobs. A failure
 * leaves the overlay open; runSearch already showed the toast and stored the field errors.
 */
export function useRunSearch(close: () => void) {
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const failureTexts = useSearchFailureTexts();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    let results: Awaited<ReturnType<typeof runSearch>>;
    const { filter } = useSearchStore.getState();
    try {
      results = await runSearch(filter, 1, true, failureTexts);
    } catch {
      setPending(false);
      setFailed(true);
      return;
    }
    useSearchStore.getState().setResults(results);
    useSearchStore.setState({ arrivedWith: filter.updated_at ?? null });
    markSearchedOnce();
    setPending(false);
    close();
    await navigate(path("/jobs"));
  };

  return { run, pending, failed };
}
