import { gzipSync } from "node:zlib";
import type { Deps } from "#server/deps.ts";
import { listPostPaths } from "#server/modules/blog/service.ts";
import { listCompanyPaths } from "#server/modules/companies/service.ts";
import { listJobPaths } from "#server/modules/jobs/service.ts";
import { listPagePaths } from "#server/modules/pages/service.ts";
import { listSectors } from "#server/modules/sectors/service.ts";
import { escapeHtml } from "#server/platform/mail/mailer.ts";
import { DEFAULT_LOCALE, LOCALES, languageVersions, type Locale } from "#shared/locales.ts";

/**
 * The sitemaps (docs/ARCHITECTURE.md): `/sitemap.xml` is an index of one file per language and
 * chunk, `/sitemaps/pl-1.xml`, each at most SITEMAP_CHUNK addresses. Every live ad is an address
 * in five languages with six alternates each, so one file would pass the protocol's 50,000
 * addresses at about 10,000 ads. Built once and kept until the change feed reports a change or
 * MAX_AGE_MS passes (a scheduled blog post or an ad's end come without a change), so a crawler's
 * requests cost no queries; each file is kept as text and gzip.
 */
const SITEMAP_CHUNK = 10_000;
const MAX_AGE_MS = 60_000;
const FILE_NAME = /^(de|en|pl|ro|uk)-([1-9]\d{0,4})\.xml$/;

interface SitemapEntry {
  path: string;
  updated_at: Date;
}

export interface SitemapFile {
  xml: Buffer;
  gzip: Buffer;
}

interface Sitemaps {
  index: SitemapFile;
  files: Map<string, SitemapFile>;
  until: number;
}

function file(xml: string): SitemapFile {
  const bytes = Buffer.from(xml);
  return { xml: bytes, gzip: gzipSync(bytes) };
}

/**
 * One `<url>` per address in its language's list; a page in every language (ADR 051) gets one
 * per language version, each naming all versions and the German one as `x-default`.
 */
function addUrls(byLocale: Map<Locale, string[]>, appUrl: string, entry: SitemapEntry) {
  const lastmod = `<lastmod>${entry.updated_at.toISOString().slice(0, 10)}</lastmod>`;
  const loc = (path: string) => `<loc>${escapeHtml(appUrl + path)}</loc>`;
  const versions = languageVersions(entry.path);
  if (versions.length === 0) {
    byLocale.get(DEFAULT_LOCALE)!.push(`  <url>${loc(entry.path)}${lastmod}</url>`);
    return;
  }
  const alternates = [
    ...versions.map((v) => ({ hreflang: v.locale, path: v.path })),
    { hreflang: "x-default", path: entry.path },
  ]
    .map(
      (a) =>
        `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(appUrl + a.path)}"/>`,
    )
    .join("");
  for (const v of versions)
    byLocale.get(v.locale)!.push(`  <url>${loc(v.path)}${lastmod}${alternates}</url>`);
}

async function build(deps: Deps): Promise<Omit<Sitemaps, "until">> {
  const [pages, posts, sectors, jobs, companies] = await Promise.all([
    listPagePaths(deps.db),
    listPostPaths(deps.db),
    listSectors(deps.db),
    listJobPaths(deps.db),
    // German only (no language versions): in the German sitemap, without alternates (ADR 057).
    listCompanyPaths(deps.db),
  ]);
  const today = new Date();
  const entries: SitemapEntry[] = [
    ...pages,
    { path: "/jobs", updated_at: today },
    ...sectors.map((s) => ({ path: `/jobs-im-bereich/${s.slug}`, updated_at: today })),
    ...posts,
    ...jobs,
    ...companies,
  ];
  const { appUrl } = deps.config;
  const byLocale = new Map<Locale, string[]>(LOCALES.map((locale) => [locale, []]));
  for (const entry of entries) addUrls(byLocale, appUrl, entry);

  const files = new Map<string, SitemapFile>();
  for (const [locale, urls] of byLocale) {
    for (let start = 0, n = 1; start < urls.length; start += SITEMAP_CHUNK, n++) {
      files.set(
        `${locale}-${n}.xml`,
        file(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls
            .slice(start, start + SITEMAP_CHUNK)
            .join("\n")}\n</urlset>\n`,
        ),
      );
    }
  }
  const lastmod = today.toISOString().slice(0, 10);
  const index = file(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[
      ...files.keys(),
    ]
      .map(
        (name) =>
          `  <sitemap><loc>${escapeHtml(`${appUrl}/sitemaps/${name}`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
      )
      .join("\n")}\n</sitemapindex>\n`,
  );
  return { index, files };
}

/** The sitemaps of one app, read from memory; `file(name)` is undefined for an unknown name. */
export function sitemapCache(deps: Deps) {
  let cached: Sitemaps | undefined;
  let building: Promise<Sitemaps> | undefined;
  // Counts the drops: sitemaps built while one arrived may be older than the change.
  let epoch = 0;
  deps.search.onInvalidate(() => {
    cached = undefined;
    epoch += 1;
  });

  async function current(): Promise<Sitemaps> {
    // Applies what the change feed reported since the last request.
    await deps.search.refresh();
    if (cached && Date.now() < cached.until) return cached;
    building ??= (async () => {
      const before = epoch;
      try {
        const built = { ...(await build(deps)), until: Date.now() + MAX_AGE_MS };
        if (epoch === before) cached = built;
        return built;
      } finally {
        building = undefined;
      }
    })();
    return building;
  }

  return {
    index: async () => (await current()).index,
    file: async (name: string) =>
      FILE_NAME.test(name) ? (await current()).files.get(name) : undefined,
  };
}
