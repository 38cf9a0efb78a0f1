import type { Deps } from "#server/deps.ts";
import { listChanges } from "#server/modules/jobs/service.ts";
import { keptEntries, showsInAdLists, type Kept } from "./kept.ts";

export type ListChanges = Awaited<ReturnType<typeof listChanges>>;

/** As long as the files made from it are kept at most. */
const MAX_AGE_MS = 60_000;

/**
 * When the lists of ads last changed (`listChanges`: two aggregates over every ad), read once
 * per change that an ad list shows and shared by the sitemaps and every sector's Atom feed; each
 * sector feed built ran both aggregates of its own before. A file made from it is kept no
 * longer than it (`keepUntil`), so an ad's end by the clock shows within MAX_AGE_MS still.
 */
export function listChangesCache(deps: Deps): () => Promise<Kept<ListChanges>> {
  const kept = keptEntries(deps, () => listChanges(deps.db), {
    maxAgeMs: MAX_AGE_MS,
    drops: showsInAdLists,
  });
  return () => kept("");
}
