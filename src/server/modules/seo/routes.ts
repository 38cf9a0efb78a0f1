import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { listPostPaths } from "#server/modules/blog/service.ts";
import { listJobPaths } from "#server/modules/jobs/service.ts";
import { listPagePaths } from "#server/modules/pages/service.ts";
import { listSectors } from "#server/modules/sectors/service.ts";
import { escapeHtml } from "#server/platform/mail/mailer.ts";
import { languageVersions } from "#shared/locales.ts";

interface SitemapEntry {
  path: string;
  updated_at: Date;
}

/**
 * One `<url>` per address; a page in every language (ADR 051) gets one per language version,
 * each naming all versions and the German one as `x-default`.
 */
function sitemapUrls(appUrl: string, entry: SitemapEntry): string[] {
  const lastmod = `<lastmod>${entry.updated_at.toISOString().slice(0, 10)}</lastmod>`;
  const loc = (path: string) => `<loc>${escapeHtml(appUrl + path)}</loc>`;
  const versions = languageVersions(entry.path);
  if (versions.length === 0) return [`  <url>${loc(entry.path)}${lastmod}</url>`];
  const alternates = [
    ...versions.map((v) => ({ hreflang: v.locale, path: v.path })),
    { hreflang: "x-default", path: entry.path },
  ]
    .map(
      (a) =>
        `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(appUrl + a.path)}"/>`,
    )
    .join("");
  return versions.map((v) => `  <url>${loc(v.path)}${lastmod}${alternates}</url>`);
}

/** sitemap.xml (content pages, blog posts, sector pages, live ads), robots.txt (docs/ARCHITECTURE.md) and /favicon.ico. */
export const seoRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
      const [pages, posts, sectors, jobs] = await Promise.all([
        listPagePaths(deps.db),
        listPostPaths(deps.db),
        listSectors(deps.db),
        listJobPaths(deps.db),
      ]);
      const today = new Date();
      const sectorPaths = sectors.map((s) => ({
        path: `/jobs-im-bereich/${s.slug}`,
        updated_at: today,
      }));
      const urls = [
        ...pages,
        { path: "/jobs", updated_at: today },
        ...sectorPaths,
        ...posts,
        ...jobs,
      ]
        .flatMap((entry) => sitemapUrls(deps.config.appUrl, entry))
        .join("\n");
      // Staff edits (pages, posts, sectors) must show at once: caches ask again every time (ADR 015).
      reply.type("application/xml; charset=utf-8").header("cache-control", "public, no-cache");
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
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
