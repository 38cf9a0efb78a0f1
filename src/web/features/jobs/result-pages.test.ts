import { describe, expect, it } from "vitest";
import { toSearchRequest } from "#web/features/search/store.ts";
import { MAX_RESTORED_PAGES, asPagesUpTo, mergePages, pageFromAddress } from "./result-pages.ts";

const page = (current: number, ids: number[], total = 30) => ({
  data: ids,
  current_page: current,
  last_page: Math.ceil(total / 12),
  per_page: 12,
  total,
});

describe("/jobs?page=N", () => {
  it("reads the page from the address, 1 for anything else", () => {
    expect(pageFromAddress("?page=3")).toBe(3);
    expect(pageFromAddress("")).toBe(1);
    for (const bad of ["?page=0", "?page=-2", "?page=abc", "?page=1e3", "?page=2.5"])
      expect(pageFromAddress(bad), bad).toBe(1);
    expect(pageFromAddress("?page=99999")).toBe(MAX_RESTORED_PAGES);
  });

  it("joins consecutive pages and stops at the last page", () => {
    expect(mergePages([page(1, [1, 2]), page(2, [3])])).toEqual(page(2, [1, 2, 3]));
    expect(mergePages([page(1, [1]), page(2, []), page(3, []), page(4, [])]).current_page).toBe(3);
    const combined = { data: [1, 2, 3], current_page: 1, last_page: 1, per_page: 36, total: 30 };
    expect(asPagesUpTo(combined, 3, 12)).toEqual(page(3, [1, 2, 3]));
    expect(asPagesUpTo(combined, 7, 12).current_page).toBe(3);
  });
});

describe("record", () => {
  it("is 1 for a search the seeker starts and 0 for a restored or appended one", () => {
    expect(toSearchRequest({}, 1).record).toBe(1);
    expect(toSearchRequest({}, 1, false).record).toBe(0);
  });
});
