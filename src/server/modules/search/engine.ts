import type { Db } from "#server/db/client.ts";
import { jobSummaries } from "#server/modules/jobs/service.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { createLiveIndex, type LiveIndex } from "./live-index.ts";

const CACHE_LIMIT = 50_000;

/**
 * The search's in-process state: the live index and a cache of result cards, both kept
 * current by the change feed (ADR 008). One per app instance.
 */
export interface SearchEngine {
  index: LiveIndex;
  /** Result cards for the ids, in order, from the cache where it is still valid. */
  summaries(ids: number[]): Promise<JobSummary[]>;
}

export function createSearchEngine(db: Db, options: { syncIntervalMs: number }): SearchEngine {
  const index = createLiveIndex(db, options);
  const cache = new Map<number, JobSummary>();

  function applyInvalidations() {
    const { jobs, employers, all } = index.takeInvalidations();
    if (all) {
      cache.clear();
      return;
    }
    for (const id of jobs) cache.delete(id);
    if (employers.length > 0) {
      const changed = new Set(employers);
      for (const [id, card] of cache) if (changed.has(card.employer.id)) cache.delete(id);
    }
  }

  return {
    index,
    async summaries(ids) {
      applyInvalidations();
      const missing = ids.filter((id) => !cache.has(id));
      if (missing.length > 0) {
        if (cache.size + missing.length > CACHE_LIMIT) cache.clear();
        for (const card of await jobSummaries(db, missing)) cache.set(card.id, card);
      }
      return ids.flatMap((id) => {
        const card = cache.get(id);
        return card ? [card] : [];
      });
    },
  };
}
