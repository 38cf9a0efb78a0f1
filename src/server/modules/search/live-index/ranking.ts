import { greatCircleM } from "./geo.ts";
import type { Rows } from "./rows.ts";

/**
 * The page of a search: the best `offset + limit` matches kept in a max-heap (worst on top),
 * the rest only counted.
 */

/** A match while searching: the haversine term orders like the distance (monotonic). */
export interface Match {
  row: number;
  id: number;
  published: number;
  hav: number;
}

/** Search order: nearest first, then newest, then the higher id (as the SQL reference). */
export function before(a: Match, b: Match): boolean {
  if (a.hav !== b.hav) return a.hav < b.hav;
  if (a.published !== b.published) return a.published > b.published;
  return a.id > b.id;
}

/** Max-heap by search order: the worst kept match on top. */
export function heapPush(heap: Match[], match: Match): void {
  heap.push(match);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(heap[parent]!, heap[i]!)) break;
    [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
    i = parent;
  }
}

export function heapReplaceTop(heap: Match[], match: Match): void {
  heap[0] = match;
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let worst = i;
    if (left < heap.length && before(heap[worst]!, heap[left]!)) worst = left;
    if (right < heap.length && before(heap[worst]!, heap[right]!)) worst = right;
    if (worst === i) return;
    [heap[worst], heap[i]] = [heap[i]!, heap[worst]!];
    i = worst;
  }
}

/** A search's answer: its page of hits with their distances, and the total of matches. */
export interface IndexHit {
  id: number;
  distanceM: number;
}

/** The page of the best matches, each with its exact distance from the query point. */
export function pageOf(
  table: Rows,
  heap: Match[],
  offset: number,
  limit: number,
  latQ: number,
  lngQ: number,
): IndexHit[] {
  heap.sort((a, b) => (before(a, b) ? -1 : 1));
  return heap.slice(offset, offset + limit).map((m) => ({
    id: m.id,
    distanceM: greatCircleM(latQ, lngQ, table.lat[m.row]!, table.lng[m.row]!),
  }));
}
