import { and, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  jobAdvertisementSectors,
  jobAdvertisements,
  searchChanges,
  sectors,
} from "#server/db/schema.ts";
import { WORKING_TIMES, type JobAvailableAt, type WorkingTime } from "#shared/constants.ts";

/**
 * The live ads held in memory for the radius search (ADR 008). A grid of ~20 km cells finds the
 * candidates around a point; working time, sectors (as bit masks), start window and expiry are
 * checked per entry and the distance is the same great circle as PostgreSQL's earthdistance
 * (sphere of 6,378,168 m), so results equal the SQL reference query (`selectSearchHits`).
 * A trigger-filled change feed (`search_changes`) keeps every process in step with the database.
 */

/** earthdistance's earth() radius in metres. */
export const EARTH_RADIUS_M = 6_378_168;
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

interface Entry {
  id: number;
  employerId: number;
  lat: number;
  lng: number;
  workingTime: number;
  sectorsLo: number;
  sectorsHi: number;
  /** Days since 1970-01-01 (UTC) of starts_at; NaN for a flexible start. */
  startDay: number;
  published: number;
  expires: number;
  cell: string;
  /** Position in its cell's array (swap-remove keeps removal O(1)). */
  slot: number;
  /** cos(latitude), precomputed for the haversine term. */
  cosLat: number;
}

/** A match while searching: the haversine term orders like the distance (monotonic). */
interface Match {
  entry: Entry;
  hav: number;
}

/** Search order: nearest first, then newest, then the higher id (as the SQL reference). */
function before(a: Match, b: Match): boolean {
  if (a.hav !== b.hav) return a.hav < b.hav;
  if (a.entry.published !== b.entry.published) return a.entry.published > b.entry.published;
  return a.entry.id > b.entry.id;
}

export interface IndexQuery {
  sectorIds: number[];
  workingTime: WorkingTime;
  availableAt: JobAvailableAt;
  /** YYYY-MM-DD, the start-window border (today in Berlin + 3 months). */
  startCutoff: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface IndexHit {
  id: number;
  distanceM: number;
}

/** The newest-first list (GET /api/job-advertisements without a keyword, newest ads, sector pages). */
export interface NewestQuery {
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
  /** Ids whose cached result cards must be rebuilt (changed since the last call). */
  takeInvalidations(): { jobs: number[]; employers: number[]; all: boolean; content: boolean };
  readonly size: number;
}

const dayOf = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
const cellKey = (lat: number, lng: number) =>
  `${Math.floor(lat / CELL_LAT)}:${Math.floor(lng / CELL_LNG)}`;
const RAD = Math.PI / 180;

/** Great-circle distance in metres on earthdistance's sphere. */
export function greatCircleM(lat1: number, lng1: number, lat2: number, lng2: number): number {
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
  entries: Entry[] = [];
  lat = new Float64Array(8);
  lng = new Float64Array(8);
  cosLat = new Float64Array(8);
  sectorsLo = new Int32Array(8);
  sectorsHi = new Int32Array(8);
  /** Days since 1970-01-01 of starts_at; NaN for a flexible start. */
  startDay = new Float64Array(8);
  expires = new Float64Array(8);

  push(entry: Entry): void {
    if (this.size === this.lat.length) this.grow();
    const i = this.size++;
    this.entries[i] = entry;
    entry.slot = i;
    this.write(i, entry);
  }

  /** Swap-remove: the last entry takes the freed slot. */
  remove(entry: Entry): void {
    const i = entry.slot;
    const last = --this.size;
    if (i !== last) {
      const moved = this.entries[last]!;
      this.entries[i] = moved;
      moved.slot = i;
      this.write(i, moved);
    }
    this.entries.length = last;
  }

  private write(i: number, e: Entry): void {
    this.lat[i] = e.lat;
    this.lng[i] = e.lng;
    this.cosLat[i] = e.cosLat;
    this.sectorsLo[i] = e.sectorsLo;
    this.sectorsHi[i] = e.sectorsHi;
    this.startDay[i] = e.startDay;
    this.expires[i] = e.expires;
  }

  private grow(): void {
    const capacity = this.lat.length * 2;
    const bigger = <T extends Float64Array | Int32Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(capacity);
      b.set(a);
      return b;
    };
    this.lat = bigger(this.lat);
    this.lng = bigger(this.lng);
    this.cosLat = bigger(this.cosLat);
    this.sectorsLo = bigger(this.sectorsLo);
    this.sectorsHi = bigger(this.sectorsHi);
    this.startDay = bigger(this.startDay);
    this.expires = bigger(this.expires);
  }
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
};

export function createLiveIndex(db: Db, options: { syncIntervalMs: number }): LiveIndex {
  const entries = new Map<number, Entry>();
  const grid = new Map<string, Cell>();
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
  let ordered: Entry[] = [];
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
      const e = ordered[mid]!;
      if (e.published < published || (e.published === published && e.id < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  function remove(id: number) {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    version += 1;
    if (!bulk) {
      const at = orderedPosition(entry.published, entry.id);
      if (ordered[at] === entry) ordered.splice(at, 1);
    }
    const cell = grid.get(entry.cell);
    if (!cell) return;
    cell.remove(entry);
    if (cell.size === 0) grid.delete(entry.cell);
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
    let lo = 0;
    let hi = 0;
    for (const sectorId of sectorIds) {
      const bit = sectorBits.get(sectorId);
      if (bit === undefined) continue;
      if (bit < 32) lo |= 1 << bit;
      else hi |= 1 << (bit - 32);
    }
    const entry: Entry = {
      id: row.id,
      employerId: row.employer_id,
      lat: row.latitude,
      lng: row.longitude,
      workingTime,
      sectorsLo: lo,
      sectorsHi: hi,
      startDay: row.starts_at ? dayOf(row.starts_at) : Number.NaN,
      published: row.published_at?.getTime() ?? 0,
      expires: row.expires_at.getTime(),
      // Cells per working time: a search visits only entries of its own working time.
      cell: `${cellKey(row.latitude, row.longitude)}:${workingTime}`,
      slot: 0,
      cosLat: Math.cos(row.latitude * RAD),
    };
    entries.set(entry.id, entry);
    version += 1;
    if (!bulk) ordered.splice(orderedPosition(entry.published, entry.id), 0, entry);
    let cell = grid.get(entry.cell);
    if (!cell) grid.set(entry.cell, (cell = new Cell()));
    cell.push(entry);
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
    bulk = true;
    try {
      for (const row of rows) put(row, byJob.get(row.id) ?? []);
    } finally {
      bulk = false;
    }
    ordered = [...entries.values()].sort((a, b) => a.published - b.published || a.id - b.id);
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
    const read = await db
      .select({
        id: searchChanges.id,
        kind: searchChanges.kind,
        job: searchChanges.job_id,
        employer: searchChanges.employer_id,
      })
      .from(searchChanges)
      .where(
        or(
          gt(searchChanges.id, lastChangeId),
          gt(searchChanges.created_at, sql`now() - make_interval(secs => ${FEED_WINDOW_S})`),
        ),
      )
      .orderBy(searchChanges.id)
      .limit(FEED_BATCH + 1);
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
    if (changes.length > FEED_BATCH || changes.some((c) => c.kind === "sector")) return fullLoad();
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
      let maskLo = 0;
      let maskHi = 0;
      for (const sectorId of query.sectorIds) {
        const bit = sectorBits.get(sectorId);
        if (bit === undefined) continue;
        if (bit < 32) maskLo |= 1 << bit;
        else maskHi |= 1 << (bit - 32);
      }
      const workingTime = WORKING_TIMES.indexOf(query.workingTime);
      const cutoff = dayOf(query.startCutoff);
      const early = query.availableAt === "1_to_3_months";
      const radiusM = query.radiusKm * 1000;
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
          const cell = grid.get(`${cy}:${cx}:${workingTime}`);
          if (!cell) continue;
          const { lat, lng, cosLat, sectorsLo, sectorsHi, startDay, expires } = cell;
          for (let i = 0, n = cell.size; i < n; i++) {
            if ((sectorsLo[i]! & maskLo) === 0 && (sectorsHi[i]! & maskHi) === 0) continue;
            if (expires[i]! <= now) continue;
            const start = startDay[i]!;
            if (!Number.isNaN(start) && (early ? start > cutoff : start <= cutoff)) continue;
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
            if (keep === 0) continue;
            // A full heap keeps only a match nearer than its worst (ties decided by `before`).
            if (heap.length === keep && flat > flatTop) continue;
            if (hav < 0) hav = haversineTerm(lat[i]!, lng[i]!, cosLat[i]!);
            if (heap.length === keep && hav > heap[0]!.hav) continue;
            const match = { entry: cell.entries[i]!, hav };
            if (heap.length < keep) heapPush(heap, match);
            else if (before(match, heap[0]!)) heapReplaceTop(heap, match);
            else continue;
            if (heap.length === keep) flatTop = flatOf(heap[0]!.hav);
          }
        }
      }
      heap.sort((a, b) => (before(a, b) ? -1 : 1));
      return {
        hits: heap.slice(offset, offset + limit).map((m) => ({
          id: m.entry.id,
          distanceM: greatCircleM(latQ, lngQ, m.entry.lat, m.entry.lng),
        })),
        total,
      };
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
      for (let i = ordered.length - 1; i >= 0; i--) {
        const entry = ordered[i]!;
        if (entry.expires <= now) continue;
        if (bySector && (entry.sectorsLo & maskLo) === 0 && (entry.sectorsHi & maskHi) === 0)
          continue;
        if (matched >= offset && matched < end) ids.push(entry.id);
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
