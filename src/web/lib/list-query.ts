import { useLocation, useNavigation } from "react-router";

/** What a filtered, paged list keeps in its address. */
interface ListQuery {
  status?: string;
  page: number;
}

/** A status of the list, or every status. */
type FilterOf<Q extends ListQuery> = Exclude<Q["status"], undefined> | "all";

/**
 * A list whose status filter and page are in the address (the dashboard's ads, the applicant
 * inbox): the query shown now, and while another filter or page loads, the filter already
 * shows the choice and `loading` tells the list to wait for it.
 */
export function useListQuery<Q extends ListQuery>(
  read: (search: URLSearchParams) => Q,
): {
  shown: Q;
  loading: boolean;
  filter: FilterOf<Q>;
  shownFilter: FilterOf<Q>;
} {
  const location = useLocation();
  const navigation = useNavigation();
  const shown = read(new URLSearchParams(location.search));
  const pending =
    navigation.location?.pathname === location.pathname
      ? read(new URLSearchParams(navigation.location.search))
      : null;
  const loading =
    pending !== null && (pending.status !== shown.status || pending.page !== shown.page);
  // Inside this function the status is only known to be a string; the caller's query type says which.
  const filter = ((pending ?? shown).status ?? "all") as FilterOf<Q>;
  const shownFilter = (shown.status ?? "all") as FilterOf<Q>;
  return { shown, loading, filter, shownFilter };
}

/**
 * The list's summary line: „3 Bewerbungen mit dem Status „Neu“ · Seite 1 von 2“, or that none
 * has the status. `counted` is the count with its noun in the right number.
 */
export function listSummary({
  total,
  counted,
  noun,
  filterLabel,
  filtered,
  page,
  lastPage,
}: {
  total: number;
  counted: string;
  /** The plural, for „Keine … mit dem Status“. */
  noun: string;
  filterLabel: string;
  filtered: boolean;
  page: number;
  lastPage: number;
}): string {
  if (total === 0) return `Keine ${noun} mit dem Status „${filterLabel}“.`;
  return `${counted}${filtered ? ` mit dem Status „${filterLabel}“` : ""}${
    lastPage > 1 ? ` · Seite ${page} von ${lastPage}` : ""
  }`;
}
