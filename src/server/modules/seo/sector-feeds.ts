import type { Deps } from "#server/deps.ts";
import { newestInSector } from "#server/modules/jobs/service.ts";
import { listSectors } from "#server/modules/sectors/service.ts";
import { sectorFeedPath } from "#shared/feeds.ts";
import { formatSalary, formatStart } from "#shared/format.ts";
import { translate } from "#shared/i18n.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import { keptBuilds, keptFile, showsInAdLists, type KeptFile } from "./kept.ts";
import type { listChangesCache } from "./list-changes.ts";
import { w3cDate, xmlText } from "./xml.ts";

/**
 * An Atom 1.0 feed per sector, `/feeds/jobs-im-bereich/{slug}.atom` (ADR 059): the sector's
 * ENTRIES newest live ads, each entry its job page with a one-line summary from its result
 * card. Built per sector when asked and kept until the change feed reports a change to an ad
 * (not a draft's), an employer or a sector, or MAX_AGE_MS passes; the lists' last changes are
 * read once for all sectors (`listChangesCache`).
 */
const ENTRIES = 50;
const MAX_AGE_MS = 60_000;

/** „Gärtnerei Grün · 10115 Berlin · Vollzeit · 2.800 – 3.200 € pro Monat · ab sofort“ */
function summaryOf(card: JobSummary): string {
  const place = [card.location.zipcode, card.location.location].filter(Boolean).join(" ");
  return [
    card.employer.name,
    place,
    card.working_time,
    formatSalary(card.salary_min, card.salary_max, card.salary_period),
    formatStart(card.starts_at),
  ]
    .filter(Boolean)
    .join(" · ");
}

function entryXml(card: JobSummary, updated: Date, appUrl: string): string {
  const url = xmlText(`${appUrl}/jobs/${card.id}`);
  return [
    "  <entry>",
    `    <id>${url}</id>`,
    `    <title>${xmlText(card.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${url}"/>`,
    ...(card.published_at
      ? [`    <published>${w3cDate(new Date(card.published_at))}</published>`]
      : []),
    `    <updated>${w3cDate(updated)}</updated>`,
    `    <author><name>${xmlText(card.employer.name)}</name></author>`,
    ...card.sectors.map(
      (s) => `    <category term="${xmlText(s.slug)}" label="${xmlText(translate(s.name))}"/>`,
    ),
    `    <summary type="text">${xmlText(summaryOf(card))}</summary>`,
    "  </entry>",
  ].join("\n");
}

type Changes = ReturnType<typeof listChangesCache>;

async function build(
  deps: Deps,
  sector: Sector,
  listChanges: Changes,
  keepUntil: (until: number) => void,
): Promise<KeptFile> {
  const { appUrl, appName } = deps.config;
  const [pages, kept] = await Promise.all([
    newestInSector(deps.db, sector.id, ENTRIES),
    listChanges(),
  ]);
  keepUntil(kept.until);
  const changes = kept.value;
  const cards = new Map(
    (await deps.search.summaries(pages.map((p) => p.id))).map((card) => [card.id, card]),
  );
  const name = translate(sector.name);
  const self = xmlText(`${appUrl}${sectorFeedPath(sector.slug)}`);
  // The feed changed when its sector page did: an ad came, changed or ended, or the sector.
  const updated = changes.sectors.get(sector.id) ?? new Date(0);
  const entries = pages.flatMap((page) => {
    const card = cards.get(page.id);
    return card ? [entryXml(card, page.updated_at, appUrl)] : [];
  });
  return keptFile(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">',
      `  <id>${self}</id>`,
      `  <title>${xmlText(`Jobs im Bereich ${name} | ${appName}`)}</title>`,
      `  <subtitle>${xmlText(`Die neuesten Stellenanzeigen im Bereich ${name}`)}</subtitle>`,
      `  <updated>${w3cDate(updated)}</updated>`,
      `  <author><name>${xmlText(appName)}</name><uri>${xmlText(appUrl)}</uri></author>`,
      `  <link rel="self" type="application/atom+xml" href="${self}"/>`,
      `  <link rel="alternate" type="text/html" href="${xmlText(`${appUrl}/jobs-im-bereich/${sector.slug}`)}"/>`,
      ...entries,
      "</feed>",
      "",
    ].join("\n"),
  );
}

/**
 * The sector feeds of one app, read from memory; undefined for a slug that names no sector.
 * The sectors are kept too, so neither a known nor an unknown slug costs a query, and only
 * known ones are kept.
 */
export function sectorFeedCache(
  deps: Deps,
  listChanges: Changes,
): (slug: string) => Promise<KeptFile | undefined> {
  const sectors = keptBuilds(deps, () => listSectors(deps.db), {
    maxAgeMs: MAX_AGE_MS,
    // A sector's change reloads everything (ADR 008).
    drops: ({ all }) => all,
  });
  const sectorOf = async (slug: string) => (await sectors("")).find((s) => s.slug === slug);
  const feeds = keptBuilds(
    deps,
    async (slug, keepUntil) => {
      const sector = await sectorOf(slug);
      // Renamed between the two reads: nothing under the old name.
      return sector ? build(deps, sector, listChanges, keepUntil) : undefined;
    },
    { maxAgeMs: MAX_AGE_MS, drops: showsInAdLists },
  );
  return async (slug) => ((await sectorOf(slug)) ? feeds(slug) : undefined);
}
