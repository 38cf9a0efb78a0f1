import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { JOB_FEED_PATH } from "#shared/feeds.ts";
import { jobFeedCache } from "./job-feed.ts";
import { sendKept } from "./kept.ts";
import { listChangesCache } from "./list-changes.ts";
import { sectorFeedCache } from "./sector-feeds.ts";
import { sitemapCache } from "./sitemaps.ts";

const XML = "application/xml; charset=utf-8";
const ATOM = "application/atom+xml; charset=utf-8";

/**
 * The sitemaps (content pages, blog posts, sector pages, live ads; sitemaps.ts), the job feed
 * and the sectors' Atom feeds (ADR 059), robots.txt (docs/ARCHITECTURE.md) and /favicon.ico.
 * The sitemaps and feeds are sent as kept (kept.ts), not as API answers: out of the OpenAPI
 * document like every route here.
 */
export const seoRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Read once per change for the sitemaps and every sector feed.
    const listChanges = listChangesCache(deps);
    const sitemaps = sitemapCache(deps, listChanges);
    const jobFeed = jobFeedCache(deps);
    const sectorFeeds = sectorFeedCache(deps, listChanges);

    // Sent as kept, compressed once (kept.ts); a client refreshing the job feed in a loop is a
    // crawler gone wrong, not an aggregator (they fetch a feed a few times a day).
    const kept = { schema: { hide: true }, compress: false } as const;
    const feed = {
      ...kept,
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    } as const;

    app.get("/sitemap.xml", kept, async (request, reply) =>
      sendKept(request, reply, await sitemaps.index(), XML),
    );

    app.get("/sitemaps/:file", kept, async (request, reply) => {
      const { file } = request.params as { file: string };
      const sitemap = await sitemaps.file(file);
      if (!sitemap) throw AppError.notFound();
      return sendKept(request, reply, sitemap, XML);
    });

    app.get(JOB_FEED_PATH, feed, async (request, reply) =>
      sendKept(request, reply, await jobFeed(), XML),
    );

    app.get("/feeds/jobs-im-bereich/:file", feed, async (request, reply) => {
      const { file } = request.params as { file: string };
      const slug = /^([a-z0-9-]{1,80})\.atom$/.exec(file)?.[1];
      const feed = slug && (await sectorFeeds(slug));
      if (!feed) throw AppError.notFound("Diese Branche gibt es nicht.");
      return sendKept(request, reply, feed, ATOM);
    });

    // Browsers ask for /favicon.ico where no page names an icon (e.g. a Rechnung PDF opened in
    // a tab): the site's icon is the SVG.
    app.get("/favicon.ico", { schema: { hide: true } }, async (_request, reply) =>
      reply.header("cache-control", "public, max-age=86400").redirect("/favicon.svg", 301),
    );

    app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
      reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600");
      return [
        "User-agent: *",
        "Disallow: /dashboard",
        "Disallow: /api/",
        "",
        `Sitemap: ${deps.config.appUrl}/sitemap.xml`,
        "",
      ].join("\n");
    });
  };
