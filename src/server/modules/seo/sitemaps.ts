import type { Deps } from "#server/deps.ts";
import { listPostPaths } from "#server/modules/blog/service.ts";
import { listCompanyPaths } from "#server/modules/companies/service.ts";
import { listJobPaths } from "#server/modules/jobs/service.ts";
import { listPagePaths } from "#server/modules/pages/service.ts";
import { listSectors } from "#server/modules/sectors/service.ts";
import { DEFAULT_LOCALE, LOCALES, languageVersions, type Locale } from "#shared/locales.ts";
import {
  keptBuilds,
  keptEntries,
  keptFile,
  keptStream,
  showsInAdLists,
  type KeptFile,
} from "./kept.ts";
import type { listChangesCache } from "./list-changes.ts";
import { w3cDate, xmlText } from "./xml.ts";

/**
 * The sitemaps (docs/ARCHITECTURE.md): `/sitemap.xml` is an index of one file per language and
 * chunk, `/sitemaps/pl-1.xml`, each at most SITEMAP_CHUNK addresses. Every live ad is an address
 * in five languages with six alternates each, so one file would pass the protocol's 50,000
 * addresses at about 10,000 ads. Built once and kept until the change feed reports a change or
 * MAX_AGE_MS passes (a scheduled blog post or an ad's end come without a change; a draft's save
 * changes no page), so a crawler's requests cost no queries: the index as text and gzip, each
 * file as gzip once a crawler has asked for it (kept.ts).
 *
 * Each address's lastmod is its page's last change to the second (ADR 059): a job page's is its
 * ad's, its employer's or its sectors' last change; `/jobs` and the home page change with any
 * ad, a sector page with its sector and its ads, `/blog` with its posts (a post's from its
 * publication on); an index entry's is its file's newest.
 */
const SITEMAP_CHUNK = 10_000;
const MAX_AGE_MS = 60_000;
const FILE_NAME = /^(de|en|pl|ro|uk)-([1-9]\d{0,4})\.xml$/;

interface SitemapEntry {
  path: string;
  updated_at: Date;
}

/** What the index lists: each file's entries, by name. The files are written when asked for. */
interface SitemapPlan {
  index: KeptFile;
  files: Map<string, { locale: Locale; entries: SitemapEntry[] }>;
}

/**
 * One `<url>` of the entry's address in `locale`'s list; a page in every language (ADR 051) has
 * one per language version, each naming all versions and the German one as `x-default`.
 */
function urlXml(appUrl: string, locale: Locale, entry: SitemapEntry): string {
  const lastmod = `<lastmod>${w3cDate(entry.updated_at)}</lastmod>`;
  const loc = (path: string) => `<loc>${xmlText(appUrl + path)}</loc>`;
  const versions = languageVersions(entry.path);
  if (versions.length === 0) return `  <url>${loc(entry.path)}${lastmod}</url>`;
  const alternates = [
    ...versions.map((v) => ({ hreflang: v.locale, path: v.path })),
    { hreflang: "x-default", path: entry.path },
  ]
    .map(
      (a) =>
        `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlText(appUrl + a.path)}"/>`,
    )
    .join("");
  const own = versions.find((v) => v.locale === locale)!;
  return `  <url>${loc(own.path)}${lastmod}${alternates}</url>`;
}

const later = (a: Date, b: Date | null | undefined) => (b && b > a ? b : a);

/** Every address with its last change, in the sitemaps' order. */
async function listEntries(
  deps: Deps,
  listChanges: ReturnType<typeof listChangesCache>,
  keepUntil: (until: number) => void,
): Promise<SitemapEntry[]> {
  const [pages, posts, sectors, jobs, kept, companies] = await Promise.all([
    listPagePaths(deps.db),
    listPostPaths(deps.db),
    listSectors(deps.db),
    listJobPaths(deps.db),
    listChanges(),
    // German only (no language versions): in the German sitemap, without alternates (ADR 057).
    listCompanyPaths(deps.db),
  ]);
  keepUntil(kept.until);
  const changes = kept.value;
  // Without any ad the lists changed last when they were first empty: the epoch stands for it.
  const adsChanged = changes.all ?? new Date(0);
  const postsChanged = posts.reduce((at, post) => later(at, post.updated_at), new Date(0));
  // The home page shows the newest ads, the blog its posts.
  const listed = new Map([
    ["/", adsChanged],
    ["/blog", postsChanged],
  ]);
  return [
    ...pages.map((p) => ({ ...p, updated_at: later(p.updated_at, listed.get(p.path)) })),
    { path: "/jobs", updated_at: adsChanged },
    ...sectors.map((s) => ({
      path: `/jobs-im-bereich/${s.slug}`,
      updated_at: changes.sectors.get(s.id) ?? adsChanged,
    })),
    ...posts,
    ...jobs,
    ...companies,
  ];
}

/**
 * Splits the addresses into the files of each language and writes the index. Only the index is
 * written here: at 100,000 ads the files' text is ~150 MB (five languages, six alternates per
 * address), so a file is written when a crawler asks for it and kept as gzip (`writeFile`).
 */
async function plan(
  deps: Deps,
  listChanges: ReturnType<typeof listChangesCache>,
  keepUntil: (until: number) => void,
): Promise<SitemapPlan> {
  const byLocale = new Map<Locale, SitemapEntry[]>(LOCALES.map((locale) => [locale, []]));
  for (const entry of await listEntries(deps, listChanges, keepUntil)) {
    const versions = languageVersions(entry.path);
    if (versions.length === 0) byLocale.get(DEFAULT_LOCALE)!.push(entry);
    for (const v of versions) byLocale.get(v.locale)!.push(entry);
  }
  const { appUrl } = deps.config;
  const files: SitemapPlan["files"] = new Map();
  const indexEntries: string[] = [];
  for (const [locale, entries] of byLocale) {
    for (let start = 0, n = 1; start < entries.length; start += SITEMAP_CHUNK, n++) {
      const chunk = entries.slice(start, start + SITEMAP_CHUNK);
      const name = `${locale}-${n}.xml`;
      files.set(name, { locale, entries: chunk });
      const newest = chunk.reduce((at, e) => later(at, e.updated_at), new Date(0));
      indexEntries.push(
        `  <sitemap><loc>${xmlText(`${appUrl}/sitemaps/${name}`)}</loc><lastmod>${w3cDate(newest)}</lastmod></sitemap>`,
      );
    }
  }
  const index = keptFile(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexEntries.join(
      "\n",
    )}\n</sitemapindex>\n`,
  );
  return { index, files };
}

/** One file of the plan, compressed as it is written: its text is never whole in memory. */
function writeFile(appUrl: string, file: { locale: Locale; entries: SitemapEntry[] }) {
  return keptStream(
    (function* () {
      yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
      for (const entry of file.entries) yield `${urlXml(appUrl, file.locale, entry)}\n`;
      yield `</urlset>\n`;
    })(),
  );
}

/** The sitemaps of one app, read from memory; `file(name)` is undefined for an unknown name. */
export function sitemapCache(deps: Deps, listChanges: ReturnType<typeof listChangesCache>) {
  // Drafts are on no page; content pages and blog posts are in the sitemaps.
  const drops = (changes: Parameters<typeof showsInAdLists>[0]) =>
    changes.content || showsInAdLists(changes);
  const current = keptEntries(deps, (_key, keepUntil) => plan(deps, listChanges, keepUntil), {
    maxAgeMs: MAX_AGE_MS,
    drops,
  });
  const files = keptBuilds(
    deps,
    async (name, keepUntil) => {
      const { value, until } = await current("");
      // A file is kept no longer than the index that lists it.
      keepUntil(until);
      const file = value.files.get(name);
      return file && writeFile(deps.config.appUrl, file);
    },
    { maxAgeMs: MAX_AGE_MS, drops },
  );
  return {
    index: async () => (await current("")).value.index,
    file: async (name: string) => (FILE_NAME.test(name) ? await files(name) : undefined),
  };
}
