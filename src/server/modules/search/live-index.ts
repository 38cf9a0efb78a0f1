import type { Db } from "#server/db/client.ts";
import { ChangeFeed, type Invalidations } from "./live-index/feed.ts";
import { NewestList, type NewestQuery } from "./live-index/newest.ts";
import { searchStore, type IndexQuery, type SearchResult } from "./live-index/radius-search.ts";
import { AdStore } from "./live-index/store.ts";

/**
 * The live ads held in memory for the radius search (ADR 008). A grid of ~20 km cells finds the
 * candidates around a point; working time, sectors (as bit masks), start window and expiry are
 * checked per entry and the distance is the same great circle as PostgreSQL's earthdistance
 * (sphere of 6,378,168 m), so results equal the SQL reference query (`selectSearchHits`).
 * A trigger-filled change feed (`search_changes`) keeps every process in step with the database.
 *
 * The parts, under live-index/: `store.ts` holds the ads (rows in `rows.ts`, grid cells in
 * `cell.ts`, geometry in `geo.ts`), `feed.ts` fills it from the database, `radius-search.ts`
 * and `newest.ts` answer the queries (`ranking.ts` keeps a search's page).
 */

export type { IndexQuery };

export interface LiveIndex {
  /** Catches up with the database (at most once per `syncIntervalMs`; concurrent callers share one catch-up). */
  ensureFresh(): Promise<void>;
  search(query: IndexQuery, limit: number, offset: number, now?: number): SearchResult;
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
  /** Whether the ad is live (published, not expired by `now`): the index holds every live ad. */
  isLive(id: number, now?: number): boolean;
  /** The sectors the index can search by (at most 64, ADR 008). */
  sectorIds(): number[];
  /** Ids whose cached result cards must be rebuilt (changed since the last call). */
  takeInvalidations(): Invalidations;
  readonly size: number;
}

export function createLiveIndex(
  db: Db,
  options: {
    syncIntervalMs: number;
    /** Changes applied one by one at most per catch-up; more start a full load. */
    feedBatch?: number;
  },
): LiveIndex {
  const store = new AdStore();
  const feed = new ChangeFeed(db, store, options.feedBatch);
  const newest = new NewestList(store);
  let lastCheck = 0;
  let inFlight: Promise<void> | null = null;

  return {
    get size() {
      return store.size;
    },

    ensureFresh() {
      const now = Date.now();
      if (feed.loaded && now - lastCheck < options.syncIntervalMs) return Promise.resolve();
      if (!inFlight) {
        inFlight = feed.catchUp().finally(() => {
          lastCheck = Date.now();
          inFlight = null;
        });
      }
      return inFlight;
    },

    search(query, limit, offset, now = Date.now()) {
      return searchStore(store, query, limit, offset, now);
    },

    newest(query, limit, offset, now = Date.now()) {
      return newest.page(query, limit, offset, now);
    },

    hasSector(id) {
      return store.sectorBits.has(id);
    },

    isLive(id, now = Date.now()) {
      const row = store.entries.get(id);
      return row !== undefined && store.table.expires[row]! > now;
    },

    sectorIds() {
      return [...store.sectorBits.keys()];
    },

    takeInvalidations() {
      return feed.takeInvalidations();
    },
  };
}
