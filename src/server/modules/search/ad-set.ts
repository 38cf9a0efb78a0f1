import type { Db } from "#server/db/client.ts";
import { loadAds, loadSectorIds } from "./live-index/feed.ts";
import { searchStore, type IndexQuery } from "./live-index/radius-search.ts";
import { AdStore } from "./live-index/store.ts";

/**
 * The search over a chosen set of ads instead of all live ones: the live index's store, filled
 * by its own loader, and its own search (ADR 008). The job alerts' digest asks it which of the
 * day's new ads each alert's filter finds, so the answer is the search's by construction.
 */
export interface AdSetHit {
  id: number;
  distanceM: number;
  /** published_at in ms (as the index keeps it). */
  published: number;
}

export class AdSet {
  private readonly store = new AdStore();

  get size(): number {
    return this.store.size;
  }

  /** Every ad of the set the query finds at `now` (ms), in search order. */
  search(query: IndexQuery, now: number): AdSetHit[] {
    const { store } = this;
    if (store.size === 0) return [];
    const { entries, table } = store;
    return searchStore(store, query, store.size, 0, now).hits.map((hit) => ({
      id: hit.id,
      distanceM: hit.distanceM,
      published: table.published[entries.get(hit.id)!]!,
    }));
  }

  /** The set of these ads as they are now (ads no longer live are left out, as the index does). */
  static async load(db: Db, ids: number[]): Promise<AdSet> {
    const set = new AdSet();
    const sectorIds = await loadSectorIds(db);
    const { rows, byJob } =
      ids.length > 0 ? await loadAds(db, ids) : { rows: [], byJob: new Map<number, number[]>() };
    set.store.replaceAll(sectorIds, rows, byJob);
    return set;
  }
}
