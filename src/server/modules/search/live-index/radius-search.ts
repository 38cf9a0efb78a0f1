import { BUNDESLAENDER, WORKING_TIMES, type Bundesland } from "#shared/constants.ts";
import { cellHavLow, cellInside, type Cell } from "./cell.ts";
import { CELL_LAT, CELL_LNG, EARTH_RADIUS_M, RAD, cellKey, dayOf, greatCircleM } from "./geo.ts";
import { before, heapPush, heapReplaceTop, pageOf, type IndexHit, type Match } from "./ranking.ts";
import { ASKS_NO_GERMAN, OFFERS_ACCOMMODATION, type AdStore } from "./store.ts";
import type { SearchFilter } from "../queries.ts";

/**
 * The searches by region over the store (ADR 008): a circle, whose candidates the grid finds
 * nearest cell first, or a whole Land. Both order and count as the SQL reference query
 * (`selectSearchHits`).
 */

/** The filter of the SQL reference query: the index answers the same questions. */
export type IndexQuery = SearchFilter;

export interface SearchResult {
  hits: IndexHit[];
  total: number;
}

/** The query's filters as the cells test them. */
function filterOf(store: AdStore, query: IndexQuery) {
  const [maskLo, maskHi] = store.sectorMask(query.sectorIds);
  return {
    maskLo,
    maskHi,
    workingTime: WORKING_TIMES.indexOf(query.workingTime),
    cutoff: dayOf(query.startCutoff),
    early: query.availableAt === "1_to_3_months",
    need:
      (query.withAccommodation ? OFFERS_ACCOMMODATION : 0) |
      (query.withoutGerman ? ASKS_NO_GERMAN : 0),
  };
}

/** The page and total of a query, by its region: a Land or a circle. */
export function searchStore(
  store: AdStore,
  query: IndexQuery,
  limit: number,
  offset: number,
  now: number,
): SearchResult {
  if (query.state !== undefined) return searchLand(store, query, query.state, limit, offset, now);
  return searchCircle(store, query, limit, offset, now);
}

/**
 * A whole Land as the region: every entry of the working time in the cells that hold the
 * Land's ads is tested (no circle bounds them), and the page is the nearest to the query
 * point, then newest — the order of the radius search.
 */
function searchLand(
  store: AdStore,
  query: IndexQuery,
  land: Bundesland,
  limit: number,
  offset: number,
  now: number,
): SearchResult {
  const { table } = store;
  const state = BUNDESLAENDER.indexOf(land);
  const stateBit = 1 << state;
  const { maskLo, maskHi, workingTime, cutoff, early, need } = filterOf(store, query);
  const latQ = query.latitude;
  const lngQ = query.longitude;
  const cosQ = Math.cos(latQ * RAD);
  const keep = offset + limit;
  const heap: Match[] = [];
  let total = 0;
  for (const cell of store.cells) {
    if (cell.workingTime !== workingTime || (cell.states & stateBit) === 0) continue;
    const { lat, lng, cosLat, rows } = cell;
    for (let i = 0, n = cell.size; i < n; i++) {
      if (table.state[rows[i]!] !== state) continue;
      if (!cell.matches(i, maskLo, maskHi, early, cutoff, now, need)) continue;
      total += 1;
      if (keep === 0) continue;
      const sLat = Math.sin((lat[i]! - latQ) * RAD * 0.5);
      const sLng = Math.sin((lng[i]! - lngQ) * RAD * 0.5);
      const hav = sLat * sLat + cosQ * cosLat[i]! * sLng * sLng;
      if (heap.length === keep && hav > heap[0]!.hav) continue;
      const row = rows[i]!;
      const match = { row, id: table.id[row]!, published: table.published[row]!, hav };
      if (heap.length < keep) heapPush(heap, match);
      else if (before(match, heap[0]!)) heapReplaceTop(heap, match);
    }
  }
  return { hits: pageOf(table, heap, offset, limit, latQ, lngQ), total };
}

/** The circle around the query point as the region. */
function searchCircle(
  store: AdStore,
  query: IndexQuery,
  limit: number,
  offset: number,
  now: number,
): SearchResult {
  const { table, grid } = store;
  const { maskLo, maskHi, workingTime, cutoff, early, need } = filterOf(store, query);
  const radiusM = (query.radiusKm ?? 0) * 1000;
  // A box a little larger than the circle; the exact distance decides.
  const latSpan = (radiusM / EARTH_RADIUS_M / RAD) * 1.01;
  const lngSpan =
    latSpan / Math.max(0.01, Math.cos(Math.min(89, Math.abs(query.latitude) + latSpan) * RAD));
  // Compared as the haversine term: no asin/sqrt per candidate. The exact distance is
  // taken only near the border (so a hit is decided as greatCircleM decides it) and for
  // the hits returned.
  const havMax = Math.sin(radiusM / (2 * EARTH_RADIUS_M)) ** 2;
  const havSure = havMax * (1 - 1e-9);
  const latQ = query.latitude;
  const lngQ = query.longitude;
  const cosQ = Math.cos(latQ * RAD);
  const haversineTerm = (lat: number, lng: number, cosLat: number) => {
    const sLat = Math.sin((lat - latQ) * RAD * 0.5);
    const sLng = Math.sin((lng - lngQ) * RAD * 0.5);
    return sLat * sLat + cosQ * cosLat * sLng * sLng;
  };
  // Flat-earth bounds in degrees², 10 % of the distance to spare: the flat distance with
  // the query's cos(latitude) is off by a few per cent at 100 km below 70° of latitude
  // (Germany: 47–55°), never by 10 %. Nearer the poles every candidate is measured exactly.
  const flatOk = Math.abs(latQ) + latSpan < 70;
  const radiusDeg = radiusM / EARTH_RADIUS_M / RAD;
  const flatOuter = flatOk ? (radiusDeg * 1.1) ** 2 : Number.POSITIVE_INFINITY;
  const flatInner = flatOk ? (radiusDeg * 0.9) ** 2 : -1;
  const flatOf = (hav: number) =>
    flatOk ? (((2 * Math.asin(Math.sqrt(hav))) / RAD) * 1.1) ** 2 : Number.POSITIVE_INFINITY;
  let flatTop = Number.POSITIVE_INFINITY;
  // The best `offset + limit` matches in a max-heap (worst on top); the rest are only counted.
  const keep = offset + limit;
  const heap: Match[] = [];
  let total = 0;
  // The cells of the box, nearest first by a lower bound of the haversine term of any point
  // in them: once the page's matches are found, a farther cell cannot add to them, and a
  // cell that lies wholly inside the circle is then only counted (memoised per cell).
  const near: { cell: Cell; havLow: number }[] = [];
  for (
    let cy = Math.floor((latQ - latSpan) / CELL_LAT);
    cy <= Math.floor((latQ + latSpan) / CELL_LAT);
    cy++
  ) {
    for (
      let cx = Math.floor((lngQ - lngSpan) / CELL_LNG);
      cx <= Math.floor((lngQ + lngSpan) / CELL_LNG);
      cx++
    ) {
      const cell = grid.get(cellKey(cy, cx, workingTime));
      if (cell && cell.size > 0) near.push({ cell, havLow: cellHavLow(cell, latQ, lngQ, cosQ) });
    }
  }
  near.sort((a, b) => a.havLow - b.havLow);
  // Wholly inside with a margin (1e-6 of the haversine term, ~5e-7 of the distance) far
  // above rounding, so each entry of such a cell is one the scan would count.
  const havIn = havMax * (1 - 1e-6);
  for (const { cell, havLow } of near) {
    const pageDone = keep === 0 || (heap.length === keep && havLow * (1 - 1e-9) > heap[0]!.hav);
    if (pageDone && cellInside(cell, latQ, lngQ, cosQ, havIn)) {
      total += cell.countMatching(maskLo, maskHi, early, cutoff, now, need);
      continue;
    }
    const { lat, lng, cosLat } = cell;
    for (let i = 0, n = cell.size; i < n; i++) {
      if (!cell.matches(i, maskLo, maskHi, early, cutoff, now, need)) continue;
      // A flat-earth distance (degrees², no trigonometry) decides what is clearly inside or
      // outside, and which match cannot enter the page; the exact haversine term only for
      // the rest, so order and totals stay those of the SQL reference.
      const dy = lat[i]! - latQ;
      const dx = (lng[i]! - lngQ) * cosQ;
      const flat = dy * dy + dx * dx;
      if (flat > flatOuter) continue;
      let hav = -1;
      if (flat >= flatInner) {
        hav = haversineTerm(lat[i]!, lng[i]!, cosLat[i]!);
        if (hav > havMax * (1 + 1e-9)) continue;
        if (hav > havSure && greatCircleM(latQ, lngQ, lat[i]!, lng[i]!) > radiusM) continue;
      }
      total += 1;
      if (pageDone) continue;
      // A full heap keeps only a match nearer than its worst (ties decided by `before`).
      if (heap.length === keep && flat > flatTop) continue;
      if (hav < 0) hav = haversineTerm(lat[i]!, lng[i]!, cosLat[i]!);
      if (heap.length === keep && hav > heap[0]!.hav) continue;
      const row = cell.rows[i]!;
      const match = { row, id: table.id[row]!, published: table.published[row]!, hav };
      if (heap.length < keep) heapPush(heap, match);
      else if (before(match, heap[0]!)) heapReplaceTop(heap, match);
      else continue;
      if (heap.length === keep) flatTop = flatOf(heap[0]!.hav);
    }
  }
  return { hits: pageOf(table, heap, offset, limit, latQ, lngQ), total };
}
