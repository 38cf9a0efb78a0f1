import type { Db } from "#server/db/client.ts";
import { jobAdvertisement, jobSummaries } from "#server/modules/jobs/service.ts";
import type { JobAdvertisement, JobSummary } from "#shared/schemas/jobs.ts";
import { cachedForJson } from "#server/platform/trusted-json.ts";
import { createLiveIndex, type LiveIndex } from "./live-index.ts";

const CACHE_LIMIT = 50_000;
/** Whole ads with their four rich texts are larger than cards: fewer of them. */
const DETAIL_CACHE_LIMIT = 10_000;

/**
 * The search's in-process state: the live index and a cache of result cards, both kept
 * current by the change feed (ADR 008). One per app instance.
 */
export interface SearchEngine {
  index: LiveIndex;
  /**
   * Result cards for the ids, in order, from the cache where it is still valid. Cards are frozen
   * and shared between requests: copy one to change it.
   */
  summaries(ids: number[]): Promise<JobSummary[]>;
  /**
   * One ad as the detail page shows it, in any status (the caller decides what is public),
   * from the cache where it is still valid; null when there is no such ad.
   */
  advertisement(id: number): Promise<JobAdvertisement | null>;
  /** Catches up with the change feed and hands its invalidations to every cache. */
  refresh(): Promise<void>;
  /** Another cache that follows the change feed (the page cache of the public HTML pages). */
  onInvalidate(listener: (changes: Invalidations) => void): void;
}

export interface Invalidations {
  jobs: number[];
  /** Of `jobs`, those a public page or feed may show (all but drafts). */
  publicJobs: number[];
  employers: number[];
  /** A full reload (sector change, large batch): everything may have changed. */
  all: boolean;
  /** A content page or blog post changed (nothing the search shows; the cached pages do). */
  content: boolean;
}

export function createSearchEngine(db: Db, options: { syncIntervalMs: number }): SearchEngine {
  const index = createLiveIndex(db, options);
  const cache = new Map<number, JobSummary>();
  const details = new Map<number, JobAdvertisement>();

  /**
   * Counts the invalidations applied. A row read from the database is cached only when none
   * arrived while it was read: the change may have committed just after the read, and its
   * invalidation would otherwise be spent before the stale row is stored.
   */
  let epoch = 0;
  const listeners: ((changes: Invalidations) => void)[] = [];

  /** Both caches drop what the change feed reported since the last call (ADR 008). */
  function applyInvalidations() {
    const changes = index.takeInvalidations();
    const { jobs, employers, all, content } = changes;
    if (all || content || jobs.length > 0 || employers.length > 0) {
      for (const listener of listeners) listener(changes);
    }
    if (all || jobs.length > 0 || employers.length > 0) epoch += 1;
    if (all) {
      cache.clear();
      details.clear();
      return;
    }
    for (const id of jobs) {
      cache.delete(id);
      details.delete(id);
    }
    if (employers.length > 0) {
      const changed = new Set(employers);
      for (const [id, card] of cache) if (changed.has(card.employer.id)) cache.delete(id);
      for (const [id, ad] of details) if (changed.has(ad.employer.id)) details.delete(id);
    }
  }

  return {
    index,
    async refresh() {
      await index.ensureFresh();
      applyInvalidations();
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    async summaries(ids) {
      applyInvalidations();
      const missing = ids.filter((id) => !cache.has(id));
      if (missing.length === 0) return ids.map((id) => cache.get(id)!);
      const before = epoch;
      const fetched = new Map(
        (await jobSummaries(db, missing)).map((card) => [card.id, cachedForJson(card)]),
      );
      applyInvalidations();
      if (epoch === before) {
        if (cache.size + fetched.size > CACHE_LIMIT) cache.clear();
        for (const [id, card] of fetched) cache.set(id, card);
      }
      return ids.flatMap((id) => {
        const card = fetched.get(id) ?? cache.get(id);
        return card ? [card] : [];
      });
    },
    async advertisement(id) {
      applyInvalidations();
      const cached = details.get(id);
      if (cached) return cached;
      const before = epoch;
      const found = await jobAdvertisement(db, id);
      const ad = found && cachedForJson(found);
      applyInvalidations();
      // An id without an ad stays uncached: a later insert must not find a cached miss.
      if (ad && epoch === before) {
        if (details.size >= DETAIL_CACHE_LIMIT) details.clear();
        details.set(id, ad);
      }
      return ad;
    },
  };
}
