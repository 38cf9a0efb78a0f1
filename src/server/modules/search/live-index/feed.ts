import { and, desc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  jobAdvertisementSectors,
  jobAdvertisements,
  searchChanges,
  sectors,
} from "#server/db/schema.ts";
import { asksNoGerman, offersAccommodation } from "../queries.ts";
import type { AdStore } from "./store.ts";

/**
 * The database side of the live index (ADR 008): a full load, and the trigger-filled change
 * feed (`search_changes`) that keeps every process's store in step with the database and
 * tells the caches what to rebuild.
 */

const FEED_BATCH = 5_000;
/**
 * Sequence ids are handed out at insert but become visible at commit, so a smaller id can appear
 * after a larger one was read. The feed is therefore re-read over this window and entries are
 * applied once each (`seen`).
 */
const FEED_WINDOW_S = 30;
const PRUNE_EVERY_MS = 10 * 60_000;

/** Ids whose cached result cards must be rebuilt (changed since they were last taken). */
export interface Invalidations {
  jobs: number[];
  /**
   * The changed ads a public page or feed may show: all but drafts (an ad that never was public
   * and is not now; a draft's saves change only its owner's editor). A deleted ad counts.
   */
  publicJobs: number[];
  employers: number[];
  all: boolean;
  content: boolean;
}

const columns = {
  id: jobAdvertisements.id,
  employer_id: jobAdvertisements.employer_id,
  latitude: jobAdvertisements.latitude,
  longitude: jobAdvertisements.longitude,
  working_time: jobAdvertisements.working_time,
  starts_at: jobAdvertisements.starts_at,
  published_at: jobAdvertisements.published_at,
  expires_at: jobAdvertisements.expires_at,
  status: jobAdvertisements.status,
  state: jobAdvertisements.state,
  // Answered by the database, so the index holds two booleans, not the ad's languages.
  offers_accommodation: offersAccommodation(jobAdvertisements.accommodation),
  asks_no_german: asksNoGerman(jobAdvertisements.languages),
};

/**
 * The ads with these ids in any status, or without ids every live ad; with their sectors (also
 * what the job alerts' digest puts into a store of the new ads).
 */
export async function loadAds(db: Db, ids?: number[]) {
  const where = ids
    ? inArray(jobAdvertisements.id, ids)
    : and(eq(jobAdvertisements.status, "published"), gt(jobAdvertisements.expires_at, sql`now()`));
  const rows = await db.select(columns).from(jobAdvertisements).where(where);
  const links = await db
    .select({
      job: jobAdvertisementSectors.job_advertisement_id,
      sector: jobAdvertisementSectors.sector_id,
    })
    .from(jobAdvertisementSectors)
    .where(
      ids
        ? inArray(jobAdvertisementSectors.job_advertisement_id, ids)
        : sql`${jobAdvertisementSectors.job_advertisement_id} in (select id from job_advertisements where status = 'published' and expires_at > now())`,
    );
  const byJob = new Map<number, number[]>();
  for (const link of links) {
    const list = byJob.get(link.job);
    if (list) list.push(link.sector);
    else byJob.set(link.job, [link.sector]);
  }
  return { rows, byJob };
}

/** The sectors in the order that gives them their bits in a store (`AdStore.replaceAll`). */
export async function loadSectorIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: sectors.id }).from(sectors).orderBy(sectors.id);
  return rows.map((row) => row.id);
}

/** Reads the change feed into the store; one per live index. */
export class ChangeFeed {
  /** Whether a full load has filled the store. */
  loaded = false;
  private lastChangeId = -1;
  private lastPrune = Date.now();
  /** Change id → when it was applied, for the re-read window. */
  private readonly seen = new Map<number, number>();
  private readonly invalid = {
    jobs: new Set<number>(),
    publicJobs: new Set<number>(),
    employers: new Set<number>(),
    all: false,
    content: false,
  };

  private readonly db: Db;
  private readonly store: AdStore;
  /** Changes applied one by one at most per catch-up; more start a full load. */
  private readonly feedBatch: number;

  constructor(db: Db, store: AdStore, feedBatch = FEED_BATCH) {
    this.db = db;
    this.store = store;
    this.feedBatch = feedBatch;
  }

  /** Applies what changed since the last call (the first call loads everything). */
  async catchUp(): Promise<void> {
    if (!this.loaded) return this.fullLoad();
    const { db, feedBatch, seen, invalid } = this;
    const feedColumns = {
      id: searchChanges.id,
      kind: searchChanges.kind,
      job: searchChanges.job_id,
      employer: searchChanges.employer_id,
    };
    // What came after the last position, and apart from it the re-read window below it. One
    // query for both, ordered by id and limited, let the window's already seen rows fill the
    // limit: a bulk write of more than a batch within the window was then never read past
    // (the demo seed's 5,820 ads ended at 4,998 in the index).
    const after = await db
      .select(feedColumns)
      .from(searchChanges)
      .where(gt(searchChanges.id, this.lastChangeId))
      .orderBy(searchChanges.id)
      .limit(feedBatch + 1);
    if (after.length > feedBatch) return this.fullLoad();
    // Late commits below the position are near it: the newest of the window first.
    const late = await db
      .select(feedColumns)
      .from(searchChanges)
      .where(
        and(
          lte(searchChanges.id, this.lastChangeId),
          gt(searchChanges.created_at, sql`now() - make_interval(secs => ${FEED_WINDOW_S})`),
        ),
      )
      .orderBy(desc(searchChanges.id))
      .limit(feedBatch);
    const read = [...late.reverse(), ...after];
    const now = Date.now();
    for (const [id, at] of seen) if (now - at > 2 * FEED_WINDOW_S * 1000) seen.delete(id);
    const changes = read.filter((c) => !seen.has(c.id));
    for (const change of changes) seen.set(change.id, now);
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      // Every process reloads in full when it starts, so a day of history is plenty.
      await db
        .delete(searchChanges)
        .where(lt(searchChanges.created_at, sql`now() - interval '1 day'`));
    }
    if (changes.length === 0) return;
    if (changes.length > feedBatch || changes.some((c) => c.kind === "sector")) {
      return this.fullLoad();
    }
    const jobIds = [...new Set(changes.filter((c) => c.job !== null).map((c) => c.job!))];
    for (const change of changes) {
      if (change.employer !== null) invalid.employers.add(change.employer);
      if (change.kind === "content") invalid.content = true;
    }
    if (jobIds.length > 0) {
      const { rows, byJob } = await loadAds(db, jobIds);
      const found = new Set(rows.map((r) => r.id));
      const drafts = new Set(rows.filter((r) => r.status === "draft").map((r) => r.id));
      for (const row of rows) this.store.put(row, byJob.get(row.id) ?? []);
      for (const id of jobIds) {
        if (!found.has(id)) this.store.remove(id);
        invalid.jobs.add(id);
        if (!drafts.has(id)) invalid.publicJobs.add(id);
      }
    }
    this.lastChangeId = Math.max(this.lastChangeId, Number(changes.at(-1)!.id));
  }

  private async fullLoad(): Promise<void> {
    const { db } = this;
    // The feed position first, so changes made during the load are replayed afterwards. The
    // changes of the re-read window visible now are in what the load reads next: they count as
    // seen. (They did not, and a sector change re-read within 30 s started another full load
    // at every catch-up for those 30 s.)
    const [last] = await db
      .select({ id: sql<number>`coalesce(max(${searchChanges.id}), 0)` })
      .from(searchChanges);
    const visible = await db
      .select({ id: searchChanges.id })
      .from(searchChanges)
      .where(
        and(
          sql`${searchChanges.id} <= ${Number(last?.id ?? 0)}`,
          gt(searchChanges.created_at, sql`now() - make_interval(secs => ${FEED_WINDOW_S})`),
        ),
      );
    const sectorIds = await loadSectorIds(db);
    const { rows, byJob } = await loadAds(db);
    this.store.replaceAll(sectorIds, rows, byJob);
    this.lastChangeId = Number(last?.id ?? 0);
    this.seen.clear();
    const loadedAt = Date.now();
    for (const change of visible) this.seen.set(change.id, loadedAt);
    this.loaded = true;
    this.invalid.all = true;
  }

  /** What changed since the last call, for the caches of result cards and pages. */
  takeInvalidations(): Invalidations {
    const { invalid } = this;
    const taken = {
      jobs: [...invalid.jobs],
      publicJobs: [...invalid.publicJobs],
      employers: [...invalid.employers],
      all: invalid.all,
      content: invalid.content,
    };
    invalid.jobs.clear();
    invalid.publicJobs.clear();
    invalid.employers.clear();
    invalid.all = false;
    invalid.content = false;
    return taken;
  }
}
