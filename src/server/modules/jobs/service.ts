import type { Db } from "#server/db/client.ts";
import { getSectorIntro, listSectors } from "#server/modules/sectors/service.ts";
import { AppError } from "#server/platform/errors.ts";
import { paginated } from "#server/platform/pagination.ts";
import { translate } from "#shared/i18n.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { JobAdvertisement, JobSummary } from "#shared/schemas/jobs.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import {
  countLiveInSector,
  selectAdvertisement,
  selectLiveForSitemap,
  selectLiveIds,
  selectSummaries,
} from "./queries.ts";

export const NEWEST_COUNT = 6;

/** A sector by slug or numeric id; undefined when there is none. */
export async function findSector(db: Db, slugOrId: string): Promise<Sector | undefined> {
  const all = await listSectors(db);
  const id = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : undefined;
  return all.find((s) => s.slug === slugOrId.toLowerCase() || s.id === id);
}

export async function listLiveJobs(
  db: Db,
  options: { page: number; pageSize: number; sector?: string; search?: string },
): Promise<Paginated<JobSummary>> {
  let sectorId: number | undefined;
  if (options.sector) {
    const sector = await findSector(db, options.sector);
    if (!sector) throw AppError.validation({ sector: ["Diese Branche gibt es nicht."] });
    sectorId = sector.id;
  }
  const keyword = options.search?.trim() || undefined;
  const { ids, total } = await selectLiveIds(
    db,
    { sectorId, keyword },
    options.page,
    options.pageSize,
  );
  return paginated(await selectSummaries(db, ids), total, options.page, options.pageSize);
}

export async function newestJobs(db: Db): Promise<JobSummary[]> {
  const { ids } = await selectLiveIds(db, {}, 1, NEWEST_COUNT);
  return selectSummaries(db, ids);
}

export function jobSummaries(db: Db, ids: number[]): Promise<JobSummary[]> {
  return selectSummaries(db, ids);
}

/**
 * The public detail (PRODUCT.md): live ads for everyone; an ended ad says so with 410 so
 * crawlers drop it; drafts and unknown ids are 404.
 */
export async function getPublicJob(db: Db, id: number): Promise<JobAdvertisement> {
  const job = await selectAdvertisement(db, id);
  if (!job || job.status === "draft")
    throw AppError.notFound("Diese Stellenanzeige gibt es nicht.");
  const expired =
    job.status === "expired" ||
    (job.status === "published" &&
      job.expires_at !== null &&
      new Date(job.expires_at) <= new Date());
  if (job.status === "terminated" || expired) {
    throw new AppError(410, "Diese Stelle ist nicht mehr verfügbar. Die Anzeige wurde beendet.");
  }
  return job;
}

/** Texts for /jobs-im-bereich/{slug}: heading, intro, and answers with live figures. */
export async function sectorSeo(db: Db, slug: string) {
  const sector = await findSector(db, slug);
  if (!sector) throw AppError.notFound("Diese Branche gibt es nicht.");
  const intro = translate(await getSectorIntro(db, sector.id));
  const name = translate(sector.name);
  const count = await countLiveInSector(db, sector.id);
  const countText =
    count === 1 ? "eine offene Stelle" : `${count.toLocaleString("de-DE")} offene Stellen`;
  return {
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
}

export async function listJobPaths(db: Db): Promise<{ path: string; updated_at: Date }[]> {
  return (await selectLiveForSitemap(db)).map((r) => ({
    path: `/jobs/${r.id}`,
    updated_at: r.updated_at,
  }));
}
