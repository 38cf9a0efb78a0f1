import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { sitemapCache, type SitemapFile } from "./sitemaps.ts";

/** A kept sitemap as gzip where the client takes it, else as text. */
function sendSitemap(request: FastifyRequest, reply: FastifyReply, sitemap: SitemapFile) {
  // Staff edits (pages, posts, sectors) must show soon: caches ask again every time (ADR 015).
  reply
    .type("application/xml; charset=utf-8")
    .header("cache-control", "public, no-cache")
    .header("vary", "accept-encoding");
  if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
    return reply.header("content-encoding", "gzip").send(sitemap.gzip);
  }
  return reply.send(sitemap.xml);
}

/** The sitemaps (content pages, blog posts, sector pages, live ads; sitemaps.ts), robots.txt (docs/ARCHITECTURE.md) and /favicon.ico. */
export const seoRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const sitemaps = sitemapCache(deps);

    app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) =>
      sendSitemap(request, reply, await sitemaps.index()),
    );

    app.get("/sitemaps/:file", { schema: { hide: true } }, async (request, reply) => {
      const { file } = request.params as { file: string };
      const sitemap = await sitemaps.file(file);
      if (!sitemap) throw AppError.notFound();
      return sendSitemap(request, reply, sitemap);
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
