import type { OwnJobFilter } from "#shared/schemas/job-editor.ts";

/**
 * The dashboard's list of own ads keeps its status filter and page in the address, in German
 * like the editor's `?schritt=`: `/dashboard?anzeigen=entwurf&seite=2`. Without `anzeigen` it
 * shows every status, without `seite` the first page. The dashboard's loader reads the same.
 */
const ADS_FILTER_PARAM = "anzeigen";
const ADS_PAGE_PARAM = "seite";

const FILTER_WORDS: Record<OwnJobFilter, string> = {
  draft: "entwurf",
  published: "aktiv",
  expired: "abgelaufen",
  terminated: "beendet",
};

export interface AdsQuery {
  /** undefined: every status. */
  status?: OwnJobFilter;
  page: number;
}

/** Unknown words and pages read as "every status" and page 1. */
export function readAdsQuery(search: URLSearchParams): AdsQuery {
  const word = search.get(ADS_FILTER_PARAM);
  const status = (Object.keys(FILTER_WORDS) as OwnJobFilter[]).find(
    (key) => FILTER_WORDS[key] === word,
  );
  const rawPage = search.get(ADS_PAGE_PARAM) ?? "";
  // The API's bound for pages (ZOwnJobListQuery).
  const page = /^\d{1,5}$/.test(rawPage) ? Math.min(10_000, Math.max(1, Number(rawPage))) : 1;
  return { status, page };
}

/** `search` with the list's filter and page set (other parameters kept). */
export function writeAdsQuery(search: URLSearchParams, query: AdsQuery): URLSearchParams {
  const next = new URLSearchParams(search);
  if (query.status) next.set(ADS_FILTER_PARAM, FILTER_WORDS[query.status]);
  else next.delete(ADS_FILTER_PARAM);
  if (query.page > 1) next.set(ADS_PAGE_PARAM, String(query.page));
  else next.delete(ADS_PAGE_PARAM);
  return next;
}
