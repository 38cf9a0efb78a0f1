import type { Deps } from "#server/deps.ts";
import { countPostsAndNextPublication } from "#server/modules/blog/service.ts";
import { listSectors } from "#server/modules/sectors/service.ts";
import type { Sector } from "#shared/schemas/sectors.ts";

/** What every page's header and footer show besides the page itself. */
export interface SiteNavigation {
  blogCount: number;
  sectors: readonly Sector[];
}

/**
 * The blog count and the sector list, kept per app instance so a page reads only its own data
 * (docs/performance.md "Where a cold job page's time goes"). The change feed drops them as it
 * drops the cached pages that show them: a sector change (`all`) or a page or blog post
 * (`content`). A post scheduled for later goes public without a change row, so the count is kept
 * only until the next scheduled publication.
 */
export async function siteNavigation(deps: Deps): Promise<SiteNavigation> {
  let read = caches.get(deps.search);
  if (!read) caches.set(deps.search, (read = navigationCache(deps)));
  return read();
}

const caches = new WeakMap<Deps["search"], () => Promise<SiteNavigation>>();

function navigationCache(deps: Deps): () => Promise<SiteNavigation> {
  let cached: { navigation: SiteNavigation; until: number } | undefined;
  // Counts the drops: a value read while one arrived may be older than the change.
  let epoch = 0;
  deps.search.onInvalidate(({ all, content }) => {
    if (!all && !content) return;
    cached = undefined;
    epoch += 1;
  });

  return async () => {
    // Applies what the change feed reported since the last request.
    await deps.search.refresh();
    if (cached && Date.now() < cached.until) return cached.navigation;
    const before = epoch;
    const [posts, sectors] = await Promise.all([
      countPostsAndNextPublication(deps.db),
      listSectors(deps.db, "name.asc"),
    ]);
    // Shared by every request from now on: nobody may change it.
    const navigation: SiteNavigation = Object.freeze({
      blogCount: posts.count,
      sectors: Object.freeze(sectors.map((sector) => Object.freeze(sector))),
    });
    if (epoch === before) {
      cached = { navigation, until: posts.nextPublication?.getTime() ?? Infinity };
    }
    return navigation;
  };
}
