import type { Paginated } from "#shared/schemas/common.ts";

/** /jobs?page=N restores at most this many pages (a hand-edited address must not fetch 10,000). */
export const MAX_RESTORED_PAGES = 20;

/** The `page` of /jobs's address: 1 to MAX_RESTORED_PAGES, anything else 1. */
export function pageFromAddress(search: string): number {
  const raw = new URLSearchParams(search).get("page");
  const page = raw !== null && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? Math.min(page, MAX_RESTORED_PAGES) : 1;
}

/** Consecutive pages as one list: the pages' cards in order, the last page's numbers. */
export function mergePages<T>(pages: Paginated<T>[]): Paginated<T> {
  const last = pages[pages.length - 1]!;
  return {
    ...last,
    current_page: Math.min(last.current_page, last.last_page),
    data: pages.flatMap((page) => page.data),
  };
}

/**
 * Pages 1 to `page` fetched as one (`first page of page * perPage`), in the numbers of
 * `perPage`-sized pages, so "Mehr Jobs laden" goes on with page + 1. Beyond the last page it
 * is the last page.
 */
export function asPagesUpTo<T>(
  combined: Paginated<T>,
  page: number,
  perPage: number,
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(combined.total / perPage));
  return {
    data: combined.data,
    current_page: Math.min(page, lastPage),
    last_page: lastPage,
    per_page: perPage,
    total: combined.total,
  };
}

/**
 * Mirrors the page shown in the address without a navigation (the loader would run again):
 * `?page=N`, and no parameter for the first page. React Router's own history state is kept.
 */
export function mirrorPage(page: number): void {
  const url = new URL(window.location.href);
  if (page > 1) url.searchParams.set("page", String(page));
  else url.searchParams.delete("page");
  if (url.href === window.location.href) return;
  window.history.replaceState(window.history.state, "", url);
}
