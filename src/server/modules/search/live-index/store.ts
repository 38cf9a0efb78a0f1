import {
  BUNDESLAENDER,
  WORKING_TIMES,
  type Bundesland,
  type WorkingTime,
} from "#shared/constants.ts";
import { Cell } from "./cell.ts";
import { CELL_LAT, CELL_LNG, cellKey, dayOf } from "./geo.ts";
import { Rows } from "./rows.ts";

/** An ad as the index reads it from the database (`loadAds`). */
export type AdRow = {
  id: number;
  employer_id: number;
  latitude: number | null;
  longitude: number | null;
  working_time: string | null;
  starts_at: string | null;
  published_at: Date | null;
  expires_at: Date | null;
  status: string;
  state: string | null;
  offers_accommodation: boolean;
  asks_no_german: boolean;
};

/** The seasonal-work filters (ADR 049) as bits of an entry's `flags`. */
export const OFFERS_ACCOMMODATION = 1;
export const ASKS_NO_GERMAN = 2;

/**
 * The live ads in memory: their rows, the grid of cells the radius search walks and the
 * newest-first order, all kept in step by `put` and `remove`. It knows nothing of the
 * database; the change feed (`feed.ts`) tells it what changed.
 */
export class AdStore {
  /** Ad id → its row. */
  readonly entries = new Map<number, number>();
  readonly table = new Rows();
  readonly grid = new Map<number, Cell>();
  readonly cells: Cell[] = [];
  /** sector id → bit 0..63; more than 64 sectors are not expected (8 today). */
  sectorBits = new Map<number, number>();
  /**
   * Every entry, oldest first by (published, id): the newest-first list walks it from the end.
   * Kept sorted by binary insertion; a full load sorts once instead (`bulk`).
   */
  ordered: number[] = [];
  private bulk = false;
  /** Moves with every change of the entries; part of the key of memoised totals. */
  version = 0;

  get size(): number {
    return this.entries.size;
  }

  /** The sector ids as bit masks over the 64 bits (sectors without a bit are left out). */
  sectorMask(sectorIds: number[]): [lo: number, hi: number] {
    let maskLo = 0;
    let maskHi = 0;
    for (const sectorId of sectorIds) {
      const bit = this.sectorBits.get(sectorId);
      if (bit === undefined) continue;
      if (bit < 32) maskLo |= 1 << bit;
      else maskHi |= 1 << (bit - 32);
    }
    return [maskLo, maskHi];
  }

  /**
   * Forgets every entry and holds `rows` instead, the sectors' bits given anew by `sectorIds`
   * (in order, the first 64).
   */
  replaceAll(sectorIds: number[], rows: AdRow[], byJob: Map<number, number[]>): void {
    this.sectorBits = new Map(sectorIds.slice(0, 64).map((id, index) => [id, index]));
    this.entries.clear();
    this.grid.clear();
    this.cells.length = 0;
    this.table.clear(rows.length);
    this.bulk = true;
    try {
      for (const row of rows) this.put(row, byJob.get(row.id) ?? []);
    } finally {
      this.bulk = false;
    }
    // Totals memoised for the old entries must not match the new ones, even an equal count.
    this.version += 1;
    const { published, id } = this.table;
    this.ordered = [...this.entries.values()].sort(
      (a, b) => published[a]! - published[b]! || id[a]! - id[b]!,
    );
  }

  /** Position of the first entry not older than (published, id). */
  private orderedPosition(published: number, id: number): number {
    const { ordered, table } = this;
    let lo = 0;
    let hi = ordered.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const row = ordered[mid]!;
      const p = table.published[row]!;
      if (p < published || (p === published && table.id[row]! < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  remove(id: number): void {
    const { table } = this;
    const row = this.entries.get(id);
    if (row === undefined) return;
    this.entries.delete(id);
    this.version += 1;
    if (!this.bulk) {
      const at = this.orderedPosition(table.published[row]!, id);
      if (this.ordered[at] === row) this.ordered.splice(at, 1);
    }
    // An emptied cell stays (its key may come back); there are a few thousand at most.
    this.cells[table.cell[row]!]!.remove(table.slot[row]!);
    table.release(row);
  }

  /** Holds the ad as it is now: a live one with a place and a working time, else none. */
  put(row: AdRow, sectorIds: number[]): void {
    const { table } = this;
    this.remove(row.id);
    const workingTime = WORKING_TIMES.indexOf(row.working_time as WorkingTime);
    if (
      row.status !== "published" ||
      row.latitude === null ||
      row.longitude === null ||
      workingTime < 0 ||
      !row.expires_at
    )
      return;
    const [lo, hi] = this.sectorMask(sectorIds);
    const at = table.alloc();
    const published = row.published_at?.getTime() ?? 0;
    table.id[at] = row.id;
    table.published[at] = published;
    table.expires[at] = row.expires_at.getTime();
    table.lat[at] = row.latitude;
    table.lng[at] = row.longitude;
    table.sectorsLo[at] = lo;
    table.sectorsHi[at] = hi;
    table.state[at] = BUNDESLAENDER.indexOf((row.state ?? "").trim() as Bundesland);
    table.flags[at] =
      (row.offers_accommodation ? OFFERS_ACCOMMODATION : 0) |
      (row.asks_no_german ? ASKS_NO_GERMAN : 0);
    this.entries.set(row.id, at);
    this.version += 1;
    if (!this.bulk) this.ordered.splice(this.orderedPosition(published, row.id), 0, at);
    // Cells per working time: a search visits only entries of its own working time.
    const cy = Math.floor(row.latitude / CELL_LAT);
    const cx = Math.floor(row.longitude / CELL_LNG);
    const key = cellKey(cy, cx, workingTime);
    let cell = this.grid.get(key);
    if (!cell) {
      cell = new Cell(this.cells.length, cy, cx, workingTime, table);
      this.cells.push(cell);
      this.grid.set(key, cell);
    }
    table.cell[at] = cell.index;
    cell.push(at, row.starts_at ? dayOf(row.starts_at) : Number.NaN);
  }
}
