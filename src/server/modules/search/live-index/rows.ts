/**
 * Every indexed ad as one row of typed arrays (ADR 008); the cells of the grid and the store
 * address an ad by its row number.
 */

/** A typed array of the same kind with room for `capacity` values, the old ones kept if `keep`. */
export function resized<T extends Float64Array | Int32Array>(
  a: T,
  capacity: number,
  keep: boolean,
): T {
  const b = new (a.constructor as new (n: number) => T)(capacity);
  if (keep) b.set(a);
  return b;
}

/**
 * Every indexed ad as one row of typed arrays (struct of arrays), addressed by its row number;
 * the rows of removed ads are reused. There is no JavaScript object per ad: at 1,000,000 ads an
 * object per ad with its boxed numbers and its cell key (about 8 heap objects and 300 bytes an
 * ad) made every major garbage collection mark ~300 MiB, and under concurrent page renders the
 * collector's threads took more CPU than the app (docs/performance.md, "Job pages at 1M").
 */
export class Rows {
  private capacity = 0;
  /** Rows handed out so far; the freed ones wait in `free`. */
  private used = 0;
  private free: number[] = [];
  id = new Int32Array(0);
  published = new Float64Array(0);
  expires = new Float64Array(0);
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  sectorsLo = new Int32Array(0);
  sectorsHi = new Int32Array(0);
  /** The ad's Bundesland as its position in BUNDESLAENDER; -1 when it names none of them. */
  state = new Int32Array(0);
  /** The seasonal-work filters the ad meets, as bits (store.ts: OFFERS_ACCOMMODATION …). */
  flags = new Int32Array(0);
  /** Number of the row's cell (`cells[n]`). */
  cell = new Int32Array(0);
  /** Position in its cell's arrays (swap-remove keeps removal O(1)). */
  slot = new Int32Array(0);

  constructor() {
    this.clear(16);
  }

  /** Forgets every row; room for `capacity` rows before the arrays grow. */
  clear(capacity: number): void {
    this.used = 0;
    this.free = [];
    this.resize(Math.max(16, capacity), false);
  }

  alloc(): number {
    const reused = this.free.pop();
    if (reused !== undefined) return reused;
    if (this.used === this.capacity) this.resize(this.capacity * 2, true);
    return this.used++;
  }

  release(row: number): void {
    this.free.push(row);
  }

  private resize(capacity: number, keep: boolean): void {
    this.capacity = capacity;
    const sized = <T extends Float64Array | Int32Array>(a: T) => resized(a, capacity, keep);
    this.id = sized(this.id);
    this.published = sized(this.published);
    this.expires = sized(this.expires);
    this.lat = sized(this.lat);
    this.lng = sized(this.lng);
    this.sectorsLo = sized(this.sectorsLo);
    this.sectorsHi = sized(this.sectorsHi);
    this.state = sized(this.state);
    this.flags = sized(this.flags);
    this.cell = sized(this.cell);
    this.slot = sized(this.slot);
  }
}
