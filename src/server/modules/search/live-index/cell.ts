import { CELL_LAT, CELL_LNG, RAD } from "./geo.ts";
import { resized, type Rows } from "./rows.ts";

/** Filters whose counts a cell keeps at once (the oldest gives way). */
const MEMO_PER_CELL = 16;

/**
 * The entries of one grid cell and working time, with the fields the search tests per candidate
 * in typed arrays side by side (struct of arrays): the scan reads contiguous memory instead of
 * chasing one object per entry, which at 1,000,000 ads was most of a search's time.
 */
export class Cell {
  size = 0;
  /** The row (in `Rows`) of each entry. */
  rows = new Int32Array(8);
  lat = new Float64Array(8);
  lng = new Float64Array(8);
  cosLat = new Float64Array(8);
  sectorsLo = new Int32Array(8);
  sectorsHi = new Int32Array(8);
  /** Days since 1970-01-01 of starts_at; NaN for a flexible start. */
  startDay = new Float64Array(8);
  expires = new Float64Array(8);
  /** The seasonal-work filters the entry meets, as bits (store.ts: OFFERS_ACCOMMODATION …). */
  flags = new Int32Array(8);

  /** Its number in the index's list of cells. */
  readonly index: number;
  /** Its place in the grid: latitudes from `cy * CELL_LAT`, longitudes from `cx * CELL_LNG`. */
  readonly cy: number;
  readonly cx: number;
  /** Position in WORKING_TIMES of all its entries. */
  readonly workingTime: number;
  /**
   * A bit for each Land (position in BUNDESLAENDER) that any entry had since the cell was made:
   * a Land's search skips the cells without its bit. Never cleared (a stale bit costs a scan).
   */
  states = 0;
  private readonly all: Rows;
  /**
   * Counts of the entries a filter matches, for searches that cover the whole cell
   * (`countMatching`): a few per cell, in plain arrays of numbers (no object per count). Dropped
   * when an entry comes or goes; a count holds from `memoFrom` until `memoUntil` (ms), the
   * first end of an ad it counted.
   */
  private memoKeys: number[] = [];
  private memoCounts: number[] = [];
  private memoFrom: number[] = [];
  private memoUntil: number[] = [];
  private memoNext = 0;

  constructor(index: number, cy: number, cx: number, workingTime: number, all: Rows) {
    this.index = index;
    this.cy = cy;
    this.cx = cx;
    this.workingTime = workingTime;
    this.all = all;
  }

  /**
   * How many entries have one of the sectors, have not ended at `now`, start in the window and
   * have every flag of `need`: what the scan counts for a cell that lies wholly inside the
   * circle, without its distances.
   */
  countMatching(
    maskLo: number,
    maskHi: number,
    early: boolean,
    cutoff: number,
    now: number,
    need: number,
  ): number {
    // The filter as one small integer (below 2^31 for start days until 2100); sector bits
    // beyond the 12th are not memoised (8 today).
    const memoised = maskHi === 0 && maskLo >= 0 && maskLo < 4096 && need >= 0 && need < 4;
    const key = (((cutoff * 2 + (early ? 1 : 0)) * 4 + need) * 4096 + maskLo) | 0;
    if (memoised) {
      const at = this.memoKeys.indexOf(key);
      if (at >= 0 && this.memoFrom[at]! <= now && now < this.memoUntil[at]!) {
        return this.memoCounts[at]!;
      }
    }
    let count = 0;
    let until = Number.MAX_VALUE;
    for (let i = 0, n = this.size; i < n; i++) {
      if (!this.matches(i, maskLo, maskHi, early, cutoff, now, need)) continue;
      count += 1;
      if (this.expires[i]! < until) until = this.expires[i]!;
    }
    if (memoised) {
      let at = this.memoKeys.indexOf(key);
      if (at < 0) {
        at = this.memoNext;
        this.memoNext = (this.memoNext + 1) % MEMO_PER_CELL;
      }
      this.memoKeys[at] = key;
      this.memoCounts[at] = count;
      this.memoFrom[at] = now;
      this.memoUntil[at] = until;
    }
    return count;
  }

  /**
   * Whether entry `i` has one of the sectors, has not ended at `now`, starts in the window and
   * has every flag of `need` (0: the seeker asked for none).
   */
  matches(
    i: number,
    maskLo: number,
    maskHi: number,
    early: boolean,
    cutoff: number,
    now: number,
    need: number,
  ): boolean {
    if ((this.sectorsLo[i]! & maskLo) === 0 && (this.sectorsHi[i]! & maskHi) === 0) return false;
    if (this.expires[i]! <= now) return false;
    if ((this.flags[i]! & need) !== need) return false;
    const start = this.startDay[i]!;
    return Number.isNaN(start) || (early ? start <= cutoff : start > cutoff);
  }

  private forgetCounts(): void {
    this.memoKeys.length = 0;
    this.memoCounts.length = 0;
    this.memoFrom.length = 0;
    this.memoUntil.length = 0;
    this.memoNext = 0;
  }

  /** Adds the row (its fields already in `Rows`) with the start day only the scan needs. */
  push(row: number, startDay: number): void {
    if (this.size === this.lat.length) this.grow();
    this.forgetCounts();
    const i = this.size++;
    const all = this.all;
    this.rows[i] = row;
    all.slot[row] = i;
    this.lat[i] = all.lat[row]!;
    this.lng[i] = all.lng[row]!;
    this.cosLat[i] = Math.cos(all.lat[row]! * RAD);
    this.sectorsLo[i] = all.sectorsLo[row]!;
    this.sectorsHi[i] = all.sectorsHi[row]!;
    this.startDay[i] = startDay;
    this.expires[i] = all.expires[row]!;
    this.flags[i] = all.flags[row]!;
    if (all.state[row]! >= 0) this.states |= 1 << all.state[row]!;
  }

  /** Swap-remove: the last entry takes the freed slot. */
  remove(slot: number): void {
    this.forgetCounts();
    const last = --this.size;
    if (slot === last) return;
    const moved = this.rows[last]!;
    this.rows[slot] = moved;
    this.all.slot[moved] = slot;
    this.lat[slot] = this.lat[last]!;
    this.lng[slot] = this.lng[last]!;
    this.cosLat[slot] = this.cosLat[last]!;
    this.sectorsLo[slot] = this.sectorsLo[last]!;
    this.sectorsHi[slot] = this.sectorsHi[last]!;
    this.startDay[slot] = this.startDay[last]!;
    this.expires[slot] = this.expires[last]!;
    this.flags[slot] = this.flags[last]!;
  }

  private grow(): void {
    const capacity = this.lat.length * 2;
    const bigger = <T extends Float64Array | Int32Array>(a: T) => resized(a, capacity, true);
    this.rows = bigger(this.rows);
    this.lat = bigger(this.lat);
    this.lng = bigger(this.lng);
    this.cosLat = bigger(this.cosLat);
    this.sectorsLo = bigger(this.sectorsLo);
    this.sectorsHi = bigger(this.sectorsHi);
    this.startDay = bigger(this.startDay);
    this.expires = bigger(this.expires);
    this.flags = bigger(this.flags);
  }
}

/**
 * A lower bound of the haversine term (as `haversineTerm` in `search`) from the query point to
 * any point of the cell: the least latitude and longitude differences and the smallest
 * cos(latitude) of the cell each bound their part of the term from below.
 */
export function cellHavLow(cell: Cell, latQ: number, lngQ: number, cosQ: number): number {
  const lat0 = cell.cy * CELL_LAT;
  const lat1 = lat0 + CELL_LAT;
  const lng0 = cell.cx * CELL_LNG;
  const lng1 = lng0 + CELL_LNG;
  const dLat = latQ < lat0 ? lat0 - latQ : latQ > lat1 ? latQ - lat1 : 0;
  const dLng = lngQ < lng0 ? lng0 - lngQ : lngQ > lng1 ? lngQ - lng1 : 0;
  const cosMin = Math.max(0, Math.min(Math.cos(lat0 * RAD), Math.cos(lat1 * RAD)));
  const sLat = Math.sin(dLat * RAD * 0.5);
  const sLng = Math.sin(dLng * RAD * 0.5);
  return sLat * sLat + cosQ * cosMin * sLng * sLng;
}

/**
 * Whether every point of the cell is nearer to the query point than the haversine term `havIn`
 * says. On the sphere the distance from a point grows along a parallel with the longitude
 * difference and along a meridian away from its one nearest point, so the farthest point of a
 * cell is a corner.
 */
export function cellInside(
  cell: Cell,
  latQ: number,
  lngQ: number,
  cosQ: number,
  havIn: number,
): boolean {
  const lat0 = cell.cy * CELL_LAT;
  const lng0 = cell.cx * CELL_LNG;
  const lat1 = lat0 + CELL_LAT;
  const lng1 = lng0 + CELL_LNG;
  const sLat0 = Math.sin((lat0 - latQ) * RAD * 0.5) ** 2;
  const sLat1 = Math.sin((lat1 - latQ) * RAD * 0.5) ** 2;
  const sLng0 = cosQ * Math.sin((lng0 - lngQ) * RAD * 0.5) ** 2;
  const sLng1 = cosQ * Math.sin((lng1 - lngQ) * RAD * 0.5) ** 2;
  const cos0 = Math.cos(lat0 * RAD);
  const cos1 = Math.cos(lat1 * RAD);
  return (
    sLat0 + cos0 * sLng0 <= havIn &&
    sLat0 + cos0 * sLng1 <= havIn &&
    sLat1 + cos1 * sLng0 <= havIn &&
    sLat1 + cos1 * sLng1 <= havIn
  );
}
