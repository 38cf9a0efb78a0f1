import { and, desc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  jobAdvertisementSectors,
  jobAdvertisements,
  searchChanges,
  sectors,
} from "#server/db/schema.ts";
import {
  BUNDESLAENDER,
  WORKING_TIMES,
  type Bundesland,
  type JobAvailableAt,
  type WorkingTime,
} from "#shared/constants.ts";

/**
 * The live ads held in memory for the radius search (ADR 008). A grid of ~20 km cells finds the
 * candidates around a point; working time, sectors (as bit masks), start window and expiry are
 * checked per entry and the distance is the same great circle as PostgreSQL's earthdistance
 * (sphere of 6,378,168 m), so results equal the SQL reference query (`selectSearchHits`).
 * A trigger-filled change feed (`search_changes`) keeps every process in step with the database.
 */

/** earthdistance's earth() radius in metres. */
const EARTH_RADIUS_M = 6_378_168;
const CELL_LAT = 0.2;
const CELL_LNG = 0.3;
const FEED_BATCH = 5_000;
/**
 * Sequence ids are handed out at insert but become visible at commit, so a smaller id can appear
 * after a larger one was read. The feed is therefore re-read over this window and entries are
 * applied once each (`seen`).
 */
const FEED_WINDOW_S = 30;
const PRUNE_EVERY_MS = 10 * 60_000;

/** A typed array of the same kind with room for `capacity` values, the old ones kept if `keep`. */
function resized<T extends Float64Array | Int32Array>(a: T, capacity: number, keep: boolean): T {
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
class Rows {
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
    this.cell = sized(this.cell);
    this.slot = sized(this.slot);
  }
}

/** A match while searching: the haversine term orders like the distance (monotonic). */
interface Match {
  row: number;
  id: number;
  published: number;
  hav: number;
}

/** Search order: nearest first, then newest, then the higher id (as the SQL reference). */
function before(a: Match, b: Match): boolean {
  if (a.hav !== b.hav) return a.hav < b.hav;
  if (a.published !== b.published) return a.published > b.published;
  return a.id > b.id;
}

export interface IndexQuery {
  sectorIds: number[];
  workingTime: WorkingTime;
  availableAt: JobAvailableAt;
  /** YYYY-MM-DD, the start-window border (today in Berlin + 3 months). */
  startCutoff: string;
  /** The point the distances are measured from: the circle's centre, or the Land's. */
  latitude: number;
  longitude: number;
  /** The circle's radius; null when the region is a whole Land (`state`). */
  radiusKm: number | null;
  /** A whole Bundesland as the region: its ads, nearest to (latitude, longitude) first. */
  state?: Bundesland;
}

interface IndexHit {
  id: number;
  distanceM: number;
}

/** The newest-first list (GET /api/job-advertisements without a keyword, newest ads, sector pages). */
interface NewestQuery {
  sectorId?: number;
}

export interface LiveIndex {
  /** Catches up with the database (at most once per `syncIntervalMs`; concurrent callers share one catch-up). */
  ensureFresh(): Promise<void>;
  search(
    query: IndexQuery,
    limit: number,
    offset: number,
    now?: number,
  ): { hits: IndexHit[]; total: number };
  /**
   * Live ads newest first (published_at desc, id desc, as `selectLiveIds`), a page of ids and
   * the total; undefined when the sector has no bit here (the caller asks the database).
   */
  newest(
    query: NewestQuery,
    limit: number,
    offset: number,
    now?: number,
  ): { ids: number[]; total: number } | undefined;
  hasSector(id: number): boolean;
  /** The sectors the index can search by (at most 64, ADR 008). */
  sectorIds(): number[];
  /** Ids whose cached result cards must be rebuilt (changed since the last call). */
  takeInvalidations(): { jobs: number[]; employers: number[]; all: boolean; content: boolean };
  readonly size: number;
}

const dayOf = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
const RAD = Math.PI / 180;

/** Great-circle distance in metres on earthdistance's sphere. */
function greatCircleM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Max-heap by search order: the worst kept match on top. */
function heapPush(heap: Match[], match: Match): void {
  heap.push(match);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!before(heap[parent]!, heap[i]!)) break;
    [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
    i = parent;
  }
}

function heapReplaceTop(heap: Match[], match: Match): void {
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

/**
 * The entries of one grid cell and working time, with the fields the search tests per candidate
 * in typed arrays side by side (struct of arrays): the scan reads contiguous memory instead of
 * chasing one object per entry, which at 1,000,000 ads was most of a search's time.
 */
class Cell {
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
   * How many entries have one of the sectors, have not ended at `now` and start in the window:
   * what the scan counts for a cell that lies wholly inside the circle, without its distances.
   */
  countMatching(
    maskLo: number,
    maskHi: number,
    early: boolean,
    cutoff: number,
    now: number,
  ): number {
    // The filter as one small integer; sector bits beyond the 12th are not memoised (8 today).
    const memoised = maskHi === 0 && maskLo >= 0 && maskLo < 4096;
    const key = ((cutoff * 2 + (early ? 1 : 0)) * 4096 + maskLo) | 0;
    if (memoised) {
      const at = this.memoKeys.indexOf(key);
      if (at >= 0 && this.memoFrom[at]! <= now && now < this.memoUntil[at]!) {
        return this.memoCounts[at]!;
      }
    }
    let count = 0;
    let until = Number.MAX_VALUE;
    for (let i = 0, n = this.size; i < n; i++) {
      if (!this.matches(i, maskLo, maskHi, early, cutoff, now)) continue;
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

  /** Whether entry `i` has one of the sectors, has not ended at `now` and starts in the window. */
  matches(
    i: number,
    maskLo: number,
    maskHi: number,
    early: boolean,
    cutoff: number,
    now: number,
  ): boolean {
    if ((this.sectorsLo[i]! & maskLo) === 0 && (this.sectorsHi[i]! & maskHi) === 0) return false;
    if (this.expires[i]! <= now) return false;
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
  }
}

/**
 * A cell's key in the grid: its row, column and working time as one small integer (a string
 * key was built and hashed for each of up to 100 cells per search). Rows span ±450 and columns
 * ±600 over the whole earth, so the key stays below 2^23.
 */
function cellKey(cy: number, cx: number, workingTime: number): number {
  return ((cy + 512) * 2048 + (cx + 1024)) * 4 + workingTime;
}

/** Filters whose counts a cell keeps at once (the oldest gives way). */
const MEMO_PER_CELL = 16;

/**
 * A lower bound of the haversine term (as `haversineTerm` in `search`) from the query point to
 * any point of the cell: the least latitude and longitude differences and the smallest
 * cos(latitude) of the cell each bound their part of the term from below.
 */
function cellHavLow(cell: Cell, latQ: number, lngQ: number, cosQ: number): number {
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
function cellInside(cell: Cell, latQ: number, lngQ: number, cosQ: number, havIn: number): boolean {
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

type Row = {
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
};

export function createLiveIndex(
  db: Db,
  options: {
    syncIntervalMs: number;
    /** Changes applied one by one at most per catch-up; more start a full load. */
    feedBatch?: number;
  },
): LiveIndex {
  const feedBatch = options.feedBatch ?? FEED_BATCH;
  /** Ad id → its row. */
  const entries = new Map<number, number>();
  const table = new Rows();
  const grid = new Map<number, Cell>();
  const cells: Cell[] = [];
  /** sector id → bit 0..63; more than 64 sectors are not expected (8 today). */
  let sectorBits = new Map<number, number>();
  let lastChangeId = -1;
  let lastCheck = 0;
  let loaded = false;
  let inFlight: Promise<void> | null = null;
  let lastPrune = Date.now();
  const seen = new Map<number, number>();
  const invalid = {
    jobs: new Set<number>(),
    employers: new Set<number>(),
    all: false,
    content: false,
  };
  /**
   * Every entry, oldest first by (published, id): the newest-first list walks it from the end.
   * Kept sorted by binary insertion; a full load sorts once instead (`bulk`).
   */
  let ordered: number[] = [];
  let bulk = false;
  /** Moves with every change of the entries; part of the key of memoised totals. */
  let version = 0;
  const totals = new Map<string, number>();

  /** Position of the first entry not older than (published, id). */
  function orderedPosition(published: number, id: number): number {
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

  function remove(id: number) {
    const row = entries.get(id);
    if (row === undefined) return;
    entries.delete(id);
    version += 1;
    if (!bulk) {
      const at = orderedPosition(table.published[row]!, id);
      if (ordered[at] === row) ordered.splice(at, 1);
    }
    // An emptied cell stays (its key may come back); there are a few thousand at most.
    cells[table.cell[row]!]!.remove(table.slot[row]!);
    table.release(row);
  }

  function put(row: Row, sectorIds: number[]) {
    remove(row.id);
    const workingTime = WORKING_TIMES.indexOf(row.working_time as WorkingTime);
    if (
      row.status !== "published" ||
      row.latitude === null ||
      row.longitude === null ||
      workingTime < 0 ||
      !row.expires_at
    )
      return;
    const [lo, hi] = sectorMask(sectorIds);
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
    entries.set(row.id, at);
    version += 1;
    if (!bulk) ordered.splice(orderedPosition(published, row.id), 0, at);
    // Cells per working time: a search visits only entries of its own working time.
    const cy = Math.floor(row.latitude / CELL_LAT);
    const cx = Math.floor(row.longitude / CELL_LNG);
    const key = cellKey(cy, cx, workingTime);
    let cell = grid.get(key);
    if (!cell) {
      cell = new Cell(cells.length, cy, cx, workingTime, table);
      cells.push(cell);
      grid.set(key, cell);
    }
    table.cell[at] = cell.index;
    cell.push(at, row.starts_at ? dayOf(row.starts_at) : Number.NaN);
  }

  const columns = {
    id: jobAdvertisements.id,
    employer_id: jobAdvertisements.employer_id,
    latitude: jobAdvertisements.latitude,
    longitude: jobAdvertisements.longitude,
    working_time: jobAdvertisements.working_time,
    starts_at: jobAdvertisements.starts_at,
    published_at: jobAdvertisements.published_at,
    expires_at: jobAdvertisements.expires_at,
    status: jobAdvertisements.status,
    state: jobAdvertisements.state,
  };

  async function loadRows(ids?: number[]) {
    const where = ids
      ? inArray(jobAdvertisements.id, ids)
      : and(
          eq(jobAdvertisements.status, "published"),
          gt(jobAdvertisements.expires_at, sql`now()`),
        );
    const rows = await db.select(columns).from(jobAdvertisements).where(where);
    const links = await db
      .select({
        job: jobAdvertisementSectors.job_advertisement_id,
        sector: jobAdvertisementSectors.sector_id,
      })
      .from(jobAdvertisementSectors)
      .where(
        ids
          ? inArray(jobAdvertisementSectors.job_advertisement_id, ids)
          : sql`${jobAdvertisementSectors.job_advertisement_id} in (select id from job_advertisements where status = 'published' and expires_at > now())`,
      );
    const byJob = new Map<number, number[]>();
    for (const link of links) {
      const list = byJob.get(link.job);
      if (list) list.push(link.sector);
      else byJob.set(link.job, [link.sector]);
    }
    return { rows, byJob };
  }

  async function loadSectorBits() {
    const rows = await db.select({ id: sectors.id }).from(sectors).orderBy(sectors.id);
    sectorBits = new Map(rows.slice(0, 64).map((row, index) => [row.id, index]));
  }

  async function fullLoad() {
    // The feed position first, so changes made during the load are replayed afterwards. The
    // changes of the re-read window visible now are in what the load reads next: they count as
    // seen. (They did not, and a sector change re-read within 30 s started another full load
    // at every catch-up for those 30 s.)
    const [last] = await db
      .select({ id: sql<number>`coalesce(max(${searchChanges.id}), 0)` })
      .from(searchChanges);
    const visible = await db
      .select({ id: searchChanges.id })
      .from(searchChanges)
      .where(
        and(
          sql`${searchChanges.id} <= ${Number(last?.id ?? 0)}`,
          gt(searchChanges.created_at, sql`now() - make_interval(secs => ${FEED_WINDOW_S})`),
        ),
      );
    await loadSectorBits();
    const { rows, byJob } = await loadRows();
    entries.clear();
    grid.clear();
    cells.length = 0;
    table.clear(rows.length);
    bulk = true;
    try {
      for (const row of rows) put(row, byJob.get(row.id) ?? []);
    } finally {
      bulk = false;
    }
    const { published, id } = table;
    ordered = [...entries.values()].sort(
      (a, b) => published[a]! - published[b]! || id[a]! - id[b]!,
    );
    totals.clear();
    lastChangeId = Number(last?.id ?? 0);
    seen.clear();
    const loadedAt = Date.now();
    for (const change of visible) seen.set(change.id, loadedAt);
    loaded = true;
    invalid.all = true;
  }

  async function catchUp() {
    if (!loaded) return fullLoad();
    const columns = {
      id: searchChanges.id,
      kind: searchChanges.kind,
      job: searchChanges.job_id,
      employer: searchChanges.employer_id,
    };
    // What came after the last position, and apart from it the re-read window below it. One
    // query for both, ordered by id and limited, let the window's already seen rows fill the
    // limit: a bulk write of more than a batch within the window was then never read past
    // (the demo seed's 5,820 ads ended at 4,998 in the index).
    const after = await db
      .select(columns)
      .from(searchChanges)
      .where(gt(searchChanges.id, lastChangeId))
      .orderBy(searchChanges.id)
      .limit(feedBatch + 1);
    if (after.length > feedBatch) return fullLoad();
    // Late commits below the position are near it: the newest of the window first.
    const late = await db
      .select(columns)
      .from(searchChanges)
      .where(
        and(
          lte(searchChanges.id, lastChangeId),
          gt(searchChanges.created_at, sql`now() - make_interval(secs => ${FEED_WINDOW_S})`),
        ),
      )
      .orderBy(desc(searchChanges.id))
      .limit(feedBatch);
    const read = [...late.reverse(), ...after];
    const now = Date.now();
    for (const [id, at] of seen) if (now - at > 2 * FEED_WINDOW_S * 1000) seen.delete(id);
    const changes = read.filter((c) => !seen.has(c.id));
    for (const change of changes) seen.set(change.id, now);
    if (now - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now;
      // Every process reloads in full when it starts, so a day of history is plenty.
      await db
        .delete(searchChanges)
        .where(lt(searchChanges.created_at, sql`now() - interval '1 day'`));
    }
    if (changes.length === 0) return;
    if (changes.length > feedBatch || changes.some((c) => c.kind === "sector")) return fullLoad();
    const jobIds = [...new Set(changes.filter((c) => c.job !== null).map((c) => c.job!))];
    for (const change of changes) {
      if (change.employer !== null) invalid.employers.add(change.employer);
      if (change.kind === "content") invalid.content = true;
    }
    if (jobIds.length > 0) {
      const { rows, byJob } = await loadRows(jobIds);
      const found = new Set(rows.map((r) => r.id));
      for (const row of rows) put(row, byJob.get(row.id) ?? []);
      for (const id of jobIds) {
        if (!found.has(id)) remove(id);
        invalid.jobs.add(id);
      }
    }
    lastChangeId = Math.max(lastChangeId, Number(changes.at(-1)!.id));
  }

  function sectorMask(sectorIds: number[]): [lo: number, hi: number] {
    let maskLo = 0;
    let maskHi = 0;
    for (const sectorId of sectorIds) {
      const bit = sectorBits.get(sectorId);
      if (bit === undefined) continue;
      if (bit < 32) maskLo |= 1 << bit;
      else maskHi |= 1 << (bit - 32);
    }
    return [maskLo, maskHi];
  }

  /**
   * A whole Land as the region: every entry of the working time in the cells that hold the
   * Land's ads is tested (no circle bounds them), and the page is the nearest to the query
   * point, then newest — the order of the radius search.
   */
  function searchLand(
    query: IndexQuery,
    land: Bundesland,
    limit: number,
    offset: number,
    now: number,
  ): { hits: IndexHit[]; total: number } {
    const state = BUNDESLAENDER.indexOf(land);
    const stateBit = 1 << state;
    const [maskLo, maskHi] = sectorMask(query.sectorIds);
    const workingTime = WORKING_TIMES.indexOf(query.workingTime);
    const cutoff = dayOf(query.startCutoff);
    const early = query.availableAt === "1_to_3_months";
    const latQ = query.latitude;
    const lngQ = query.longitude;
    const cosQ = Math.cos(latQ * RAD);
    const keep = offset + limit;
    const heap: Match[] = [];
    let total = 0;
    for (const cell of cells) {
      if (cell.workingTime !== workingTime || (cell.states & stateBit) === 0) continue;
      const { lat, lng, cosLat, rows } = cell;
      for (let i = 0, n = cell.size; i < n; i++) {
        if (table.state[rows[i]!] !== state) continue;
        if (!cell.matches(i, maskLo, maskHi, early, cutoff, now)) continue;
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
    return { hits: pageOf(heap, offset, limit, latQ, lngQ), total };
  }

  /** The page of the best matches, each with its exact distance from the query point. */
  function pageOf(
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

  return {
    get size() {
      return entries.size;
    },

    ensureFresh() {
      const now = Date.now();
      if (loaded && now - lastCheck < options.syncIntervalMs) return Promise.resolve();
      if (!inFlight) {
        inFlight = catchUp().finally(() => {
          lastCheck = Date.now();
          inFlight = null;
        });
      }
      return inFlight;
    },

    search(query, limit, offset, now = Date.now()) {
      if (query.state !== undefined) return searchLand(query, query.state, limit, offset, now);
      const [maskLo, maskHi] = sectorMask(query.sectorIds);
      const workingTime = WORKING_TIMES.indexOf(query.workingTime);
      const cutoff = dayOf(query.startCutoff);
      const early = query.availableAt === "1_to_3_months";
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
          if (cell && cell.size > 0)
            near.push({ cell, havLow: cellHavLow(cell, latQ, lngQ, cosQ) });
        }
      }
      near.sort((a, b) => a.havLow - b.havLow);
      // Wholly inside with a margin (1e-6 of the haversine term, ~5e-7 of the distance) far
      // above rounding, so each entry of such a cell is one the scan would count.
      const havIn = havMax * (1 - 1e-6);
      for (const { cell, havLow } of near) {
        const pageDone = keep === 0 || (heap.length === keep && havLow * (1 - 1e-9) > heap[0]!.hav);
        if (pageDone && cellInside(cell, latQ, lngQ, cosQ, havIn)) {
          total += cell.countMatching(maskLo, maskHi, early, cutoff, now);
          continue;
        }
        const { lat, lng, cosLat } = cell;
        for (let i = 0, n = cell.size; i < n; i++) {
          if (!cell.matches(i, maskLo, maskHi, early, cutoff, now)) continue;
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
      return { hits: pageOf(heap, offset, limit, latQ, lngQ), total };
    },

    newest(query, limit, offset, now = Date.now()) {
      const bySector = query.sectorId !== undefined;
      let maskLo = 0;
      let maskHi = 0;
      if (query.sectorId !== undefined) {
        const bit = sectorBits.get(query.sectorId);
        if (bit === undefined) return undefined;
        maskLo = bit < 32 ? 1 << bit : 0;
        maskHi = bit < 32 ? 0 : 1 << (bit - 32);
      }
      // Counting walks every entry; the count is memoised until the entries change, and for at
      // most 10 s, so ads that merely expired leave the total within that time.
      const totalKey = `${version}|${query.sectorId ?? ""}|${Math.floor(now / 10_000)}`;
      const knownTotal = totals.get(totalKey);
      const ids: number[] = [];
      let matched = 0;
      const end = offset + limit;
      const { expires, sectorsLo, sectorsHi, id } = table;
      for (let i = ordered.length - 1; i >= 0; i--) {
        const row = ordered[i]!;
        if (expires[row]! <= now) continue;
        if (bySector && (sectorsLo[row]! & maskLo) === 0 && (sectorsHi[row]! & maskHi) === 0)
          continue;
        if (matched >= offset && matched < end) ids.push(id[row]!);
        matched += 1;
        if (matched >= end && knownTotal !== undefined) break;
      }
      if (knownTotal !== undefined) return { ids, total: knownTotal };
      if (totals.size > 200) totals.clear();
      totals.set(totalKey, matched);
      return { ids, total: matched };
    },

    hasSector(id) {
      return sectorBits.has(id);
    },

    sectorIds() {
      return [...sectorBits.keys()];
    },

    takeInvalidations() {
      const taken = {
        jobs: [...invalid.jobs],
        employers: [...invalid.employers],
        all: invalid.all,
        content: invalid.content,
      };
      invalid.jobs.clear();
      invalid.employers.clear();
      invalid.all = false;
      invalid.content = false;
      return taken;
    },
  };
}
