import type { AdStore } from "./store.ts";

/** The newest-first list (GET /api/job-advertisements without a keyword, newest ads, sector pages). */
export interface NewestQuery {
  sectorId?: number;
}

/**
 * Live ads newest first (published_at desc, id desc, as `selectLiveIds`) from the store's
 * ordered entries, with the totals memoised.
 */
export class NewestList {
  private readonly totals = new Map<string, number>();

  private readonly store: AdStore;

  constructor(store: AdStore) {
    this.store = store;
  }

  /** A page of ids and the total; undefined when the sector has no bit (the caller asks the database). */
  page(
    query: NewestQuery,
    limit: number,
    offset: number,
    now: number,
  ): { ids: number[]; total: number } | undefined {
    const { store, totals } = this;
    const bySector = query.sectorId !== undefined;
    let maskLo = 0;
    let maskHi = 0;
    if (query.sectorId !== undefined) {
      const bit = store.sectorBits.get(query.sectorId);
      if (bit === undefined) return undefined;
      maskLo = bit < 32 ? 1 << bit : 0;
      maskHi = bit < 32 ? 0 : 1 << (bit - 32);
    }
    // Counting walks every entry; the count is memoised until the entries change, and for at
    // most 10 s, so ads that merely expired leave the total within that time.
    const totalKey = `${store.version}|${query.sectorId ?? ""}|${Math.floor(now / 10_000)}`;
    const knownTotal = totals.get(totalKey);
    const ids: number[] = [];
    let matched = 0;
    const end = offset + limit;
    const { ordered } = store;
    const { expires, sectorsLo, sectorsHi, id } = store.table;
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
  }
}
