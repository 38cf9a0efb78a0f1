import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { getSectorIntro, listSectors } from "#server/modules/sectors/service.ts";
import { AppError } from "#server/platform/errors.ts";
import { paginated } from "#server/platform/pagination.ts";
import { translate } from "#shared/i18n.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { EndedJob, JobAdvertisement, JobSummary } from "#shared/schemas/jobs.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import {
  selectAdvertisement,
  selectListChanges,
  selectLiveAdvertisements,
  selectLiveIds,
  selectLivePages,
  selectSummaries,
} from "./queries.ts";
import { openPositions } from "#shared/count-texts.ts";

const NEWEST_COUNT = 6;

/** A sector by slug or numeric id; undefined when there is none. */
async function findSector(db: Db, slugOrId: string): Promise<Sector | undefined> {
  const all = await listSectors(db);
  const id = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : undefined;
  return all.find((s) => s.slug === slugOrId.toLowerCase() || s.id === id);
}

/** Result cards straight from the database (the search engine caches them). */
export function jobSummaries(db: Db, ids: number[]): Promise<JobSummary[]> {
  return selectSummaries(db, ids);
}

/** One ad in any status straight from the database (the search engine caches it). */
export function jobAdvertisement(db: Db, id: number): Promise<JobAdvertisement | null> {
  return selectAdvertisement(db, id);
}

/** What the public read paths use: the database and the in-memory live index (ADR 008). */
export type JobReads = Pick<Deps, "db" | "search">;

/**
 * Live ads newest first, a page of ids and the total. Without a keyword the live index answers
 * (no query; the same order and visibility as `selectLiveIds`, the reference the differential
 * test compares it with); a keyword search is PostgreSQL's full-text search.
 */
async function liveIds(
  deps: JobReads,
  filter: { sectorId?: number; keyword?: string },
  page: number,
  perPage: number,
): Promise<{ ids: number[]; total: number }> {
  if (!filter.keyword) {
    await deps.search.index.ensureFresh();
    const found = deps.search.index.newest(
      { sectorId: filter.sectorId },
      perPage,
      (page - 1) * perPage,
    );
    if (found) return found;
  }
  return selectLiveIds(deps.db, filter, page, perPage);
}

export async function listLiveJobs(
  deps: JobReads,
  options: { page: number; pageSize: number; sector?: string; search?: string },
): Promise<Paginated<JobSummary>> {
  let sectorId: number | undefined;
  if (options.sector) {
    const sector = await findSector(deps.db, options.sector);
    if (!sector) throw AppError.validation({ sector: ["Diese Branche gibt es nicht."] });
    sectorId = sector.id;
  }
  const keyword = options.search?.trim() || undefined;
  const { ids, total } = await liveIds(deps, { sectorId, keyword }, options.page, options.pageSize);
  return paginated(await deps.search.summaries(ids), total, options.page, options.pageSize);
}

export async function newestJobs(deps: JobReads): Promise<JobSummary[]> {
  const { ids } = await liveIds(deps, {}, 1, NEWEST_COUNT);
  return deps.search.summaries(ids);
}

/**
 * The cards of the given ads in the order asked (the saved jobs, docs/product.md "Merkliste"):
 * live ones from the search engine's card cache, every other id — ended, expired, a draft or
 * none at all — as ended, so outsiders cannot tell drafts from unknown ids.
 */
export async function jobsByIds(deps: JobReads, ids: number[]): Promise<(JobSummary | EndedJob)[]> {
  await deps.search.index.ensureFresh();
  const now = Date.now();
  const live = ids.filter((id) => deps.search.index.isLive(id, now));
  const cards = new Map((await deps.search.summaries(live)).map((card) => [card.id, card]));
  return ids.map((id) => cards.get(id) ?? { id, status: "ended" as const });
}

/**
 * The public detail (docs/product.md): live ads for everyone; an ended ad says so with 410 so
 * crawlers drop it; drafts and unknown ids are 404.
 */
export async function getPublicJob(deps: JobReads, id: number): Promise<JobAdvertisement> {
  await deps.search.index.ensureFresh();
  const job = await deps.search.advertisement(id);
  if (!job || job.status === "draft")
    throw AppError.notFound("Diese Stellenanzeige gibt es nicht.", "job.not_found");
  const expired =
    job.status === "expired" ||
    (job.status === "published" &&
      job.expires_at !== null &&
      new Date(job.expires_at) <= new Date());
  if (job.status === "terminated" || expired) {
    throw AppError.of(
      "job.ended",
      "Diese Stelle ist nicht mehr verfügbar. Die Anzeige wurde beendet.",
    );
  }
  return job;
}

/** Texts for /jobs-im-bereich/{slug}: heading, intro, and answers with live figures. */
export async function sectorSeo(deps: JobReads, slug: string) {
  return (await sectorPage(deps, slug)).seo;
}

/**
 * The same with the intro in every language staff wrote it in (ADR 053): the page's language
 * versions show their own where there is one (ADR 051); the API answers the German texts.
 */
export async function sectorPage(deps: JobReads, slug: string) {
  const sector = await findSector(deps.db, slug);
  if (!sector) throw AppError.notFound("Diese Branche gibt es nicht.");
  const introTexts = (await getSectorIntro(deps.db, sector.id)) ?? { de: "" };
  const intro = translate(introTexts);
  const name = translate(sector.name);
  const { total: count } = await liveIds(deps, { sectorId: sector.id }, 1, 0);
  const countText = count === 1 ? "eine offene Stelle" : openPositions(count);
  const seo = {
    title: `Jobs im Bereich ${name}`,
    intro,
    sector,
    faq: [
      {
        question: `Wie viele Jobs gibt es im Bereich ${name}?`,
        answer: `Auf Wurzelwerk findest du aktuell ${countText} im Bereich ${name}. Täglich kommen neue Anzeigen von Betrieben aus ganz Deutschland hinzu.`,
      },
      {
        question: `Wie finde ich Jobs im Bereich ${name} in meiner Nähe?`,
        answer: `Starte die Suche, wähle ${name} als Branche, deine Anstellungsart und deinen Wunschtermin und gib deinen Ort oder deine PLZ an. Wir zeigen dir die Stellen im Umkreis von 30 bis 100 km, die nächste zuerst.`,
      },
      {
        question: "Muss ich mich registrieren, um mich zu bewerben?",
        answer:
          "Nein. Du bewirbst dich direkt beim Betrieb – per E-Mail oder über das Bewerbungsformular des Arbeitgebers. Ein Konto brauchst du nicht.",
      },
    ],
  };
  return { seo, introTexts };
}

/** The sitemap's job pages: every live ad, newest first, with when each last changed. */
export async function listJobPaths(db: Db): Promise<{ path: string; updated_at: Date }[]> {
  return (await selectLivePages(db, {})).map((r) => ({
    path: `/jobs/${r.id}`,
    updated_at: r.updated_at,
  }));
}

/** When the lists of ads last changed: all of them, and each sector's page (by sector id). */
export function listChanges(db: Db): Promise<{ all: Date | null; sectors: Map<number, Date> }> {
  return selectListChanges(db);
}

/** A sector's newest live ads (at most `limit`) with when each page last changed. */
export function newestInSector(
  db: Db,
  sectorId: number,
  limit: number,
): Promise<{ id: number; updated_at: Date }[]> {
  return selectLivePages(db, { sectorId, limit });
}

/** Full live ads in id order after `afterId`, a batch of `limit` (the job feed). */
export function liveAdvertisementsAfter(
  db: Db,
  afterId: number,
  limit: number,
): Promise<JobAdvertisement[]> {
  return selectLiveAdvertisements(db, afterId, limit);
}

// Used by the staff's moderation and the data deletion; they live with the editor and the lifecycle they belong to.
export { JOB_NOT_FOUND, STATUS_FILTERS } from "./own-jobs.ts";
export { terminateJobByStaff } from "./lifecycle.ts";
export { removeImageFiles } from "./unused-images.ts";
