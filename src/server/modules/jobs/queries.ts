import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { preparedPerDb } from "#server/db/prepared.ts";
import {
  applications,
  employers,
  images,
  jobAdvertisementSectors,
  jobAdvertisements,
  jobStatsDaily,
  searchChanges,
  sectors,
} from "#server/db/schema.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import type { JobStatsFigures } from "#shared/schemas/job-stats.ts";
import type { Image, JobAdvertisement, JobSummary } from "#shared/schemas/jobs.ts";

const logos = alias(images, "logos");

type TitleTranslations = NonNullable<JobSummary["title_translations"]>;

/** Public visibility (docs/product.md): published and not yet expired. */
const isLive = and(
  eq(jobAdvertisements.status, "published"),
  gt(jobAdvertisements.expires_at, sql`now()`),
)!;

const summaryColumns = {
  id: jobAdvertisements.id,
  title: jobAdvertisements.title,
  working_time: jobAdvertisements.working_time,
  starts_at: jobAdvertisements.starts_at,
  formatted_address: jobAdvertisements.formatted_address,
  street: jobAdvertisements.street,
  street_number: jobAdvertisements.street_number,
  zipcode: jobAdvertisements.zipcode,
  location: jobAdvertisements.location,
  state: jobAdvertisements.state,
  country: jobAdvertisements.country,
  latitude: jobAdvertisements.latitude,
  longitude: jobAdvertisements.longitude,
  salary_min: jobAdvertisements.salary_min,
  salary_max: jobAdvertisements.salary_max,
  salary_period: jobAdvertisements.salary_period,
  highlighted: jobAdvertisements.highlighted,
  published_at: jobAdvertisements.published_at,
  employer_id: employers.id,
  employer_name: employers.name,
  employer_slug: employers.slug,
  employer_logo: logos.variants,
  image: images.variants,
  // The translations' titles only (ADR 052): a card never carries the long texts.
  title_translations: sql<TitleTranslations>`jsonb_strip_nulls(jsonb_build_object(
    'en', ${jobAdvertisements.translations}->'en'->>'title',
    'pl', ${jobAdvertisements.translations}->'pl'->>'title',
    'ro', ${jobAdvertisements.translations}->'ro'->>'title',
    'uk', ${jobAdvertisements.translations}->'uk'->>'title'))`,
};

type SummaryRow = {
  [K in Exclude<keyof typeof summaryColumns, "title_translations">]:
    | (typeof summaryColumns)[K]["_"]["data"]
    | (K extends "employer_logo" | "employer_slug" | "image" ? null : never);
} & { title_translations: TitleTranslations | null };

function toSummary(row: SummaryRow, jobSectors: Sector[]): JobSummary {
  return {
    id: row.id,
    title: row.title,
    sectors: jobSectors,
    working_time: row.working_time as JobSummary["working_time"],
    starts_at: row.starts_at,
    location: {
      formatted_address: row.formatted_address,
      street: row.street,
      street_number: row.street_number,
      zipcode: row.zipcode,
      location: row.location,
      state: row.state,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    employer: {
      id: row.employer_id,
      name: row.employer_name,
      slug: row.employer_slug,
      logo: (row.employer_logo as Image | null) ?? null,
    },
    image: (row.image as Image | null) ?? null,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_period: row.salary_period as JobSummary["salary_period"],
    highlighted: row.highlighted,
    published_at: row.published_at?.toISOString() ?? null,
    // Left out without a translation, so the cards of German-only ads stay as they were.
    ...(row.title_translations && Object.keys(row.title_translations).length
      ? { title_translations: row.title_translations }
      : {}),
  };
}

const collator = new Intl.Collator("de");

/** Sectors of many ads in one query, each ad's list sorted by name. */
async function selectSectorsOf(db: Db, jobIds: number[]): Promise<Map<number, Sector[]>> {
  const map = new Map<number, Sector[]>();
  if (jobIds.length === 0) return map;
  const rows = await db
    .select({
      job: jobAdvertisementSectors.job_advertisement_id,
      id: sectors.id,
      name: sectors.name,
      slug: sectors.slug,
    })
    .from(jobAdvertisementSectors)
    .innerJoin(sectors, eq(sectors.id, jobAdvertisementSectors.sector_id))
    .where(inArray(jobAdvertisementSectors.job_advertisement_id, jobIds));
  for (const { job, ...sector } of rows) {
    const list = map.get(job) ?? [];
    list.push(sector);
    map.set(job, list);
  }
  for (const list of map.values()) sortSectors(list);
  return map;
}

function sortSectors(list: Sector[]): Sector[] {
  return list.sort((a, b) => collator.compare(a.name.de, b.name.de));
}

/** Result cards for the given ids, in the order of `ids`. */
export async function selectSummaries(db: Db, ids: number[]): Promise<JobSummary[]> {
  if (ids.length === 0) return [];
  const [rows, sectorMap] = await Promise.all([
    db
      .select(summaryColumns)
      .from(jobAdvertisements)
      .innerJoin(employers, eq(employers.id, jobAdvertisements.employer_id))
      .leftJoin(logos, eq(logos.id, employers.logo_image_id))
      .leftJoin(images, eq(images.id, jobAdvertisements.image_id))
      .where(inArray(jobAdvertisements.id, ids)),
    selectSectorsOf(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row as SummaryRow, sectorMap.get(id) ?? [])] : [];
  });
}

export interface LiveListFilter {
  sectorId?: number;
  keyword?: string;
}

function liveListWhere(filter: LiveListFilter): SQL {
  const conditions: SQL[] = [isLive];
  if (filter.sectorId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${jobAdvertisementSectors} s where s.job_advertisement_id = ${jobAdvertisements.id} and s.sector_id = ${filter.sectorId})`,
    );
  }
  if (filter.keyword) {
    conditions.push(
      sql`${jobAdvertisements.search_vector} @@ websearch_to_tsquery('german', ${filter.keyword})`,
    );
  }
  return and(...conditions)!;
}

/** Ids of live ads, newest first (best keyword match first when searching), plus the total. */
/** Matches job_advertisements_newest_idx (DESC NULLS LAST), so the list reads one page from it. */
const newestFirst = sql`${jobAdvertisements.published_at} desc nulls last, ${jobAdvertisements.id} desc nulls last`;

export async function selectLiveIds(
  db: Db,
  filter: LiveListFilter,
  page: number,
  perPage: number,
): Promise<{ ids: number[]; total: number }> {
  const where = liveListWhere(filter);
  const order = filter.keyword
    ? [
        sql`ts_rank(${jobAdvertisements.search_vector}, websearch_to_tsquery('german', ${filter.keyword})) desc`,
        newestFirst,
      ]
    : [newestFirst];
  const [rows, total] = await Promise.all([
    db
      .select({ id: jobAdvertisements.id })
      .from(jobAdvertisements)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    countLive(db, filter),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

const EXPIRY_GRAIN_MS = 10_000;
const counts = new WeakMap<Db, Map<string, Promise<number>>>();

/**
 * Counting every live ad costs more than reading one page, so totals are memoised: the key
 * holds the change feed's position (any write to an ad moves it, ADR 008) and a 10 s time
 * grain, so a total lags at most 10 s behind ads that merely expired.
 */
async function countLive(db: Db, filter: LiveListFilter): Promise<number> {
  const [feed] = await db
    .select({ id: sql<number>`coalesce(max(${searchChanges.id}), 0)` })
    .from(searchChanges);
  const key = `${feed?.id ?? 0}|${Math.floor(Date.now() / EXPIRY_GRAIN_MS)}|${filter.sectorId ?? ""}|${filter.keyword ?? ""}`;
  let memo = counts.get(db);
  if (!memo) counts.set(db, (memo = new Map()));
  let value = memo.get(key);
  if (!value) {
    if (memo.size > 500) memo.clear();
    const cache = memo;
    value = db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobAdvertisements)
      .where(liveListWhere(filter))
      .then(([row]) => Number(row?.n ?? 0));
    cache.set(key, value);
    value.catch(() => cache.delete(key));
  }
  return value;
}

/** One ad with everything the detail page shows, in any status (callers decide visibility). */
const advertisementColumns = {
  ...summaryColumns,
  status: jobAdvertisements.status,
  description: jobAdvertisements.description,
  tasks: jobAdvertisements.tasks,
  profile: jobAdvertisements.profile,
  benefits: jobAdvertisements.benefits,
  contact_name: jobAdvertisements.contact_name,
  contact_email: jobAdvertisements.contact_email,
  contact_phone: jobAdvertisements.contact_phone,
  application_method: jobAdvertisements.application_method,
  application_email: jobAdvertisements.application_email,
  application_url: jobAdvertisements.application_url,
  application_deadline: jobAdvertisements.application_deadline,
  expires_at: jobAdvertisements.expires_at,
  terminated_at: jobAdvertisements.terminated_at,
  season_start: jobAdvertisements.season_start,
  season_end: jobAdvertisements.season_end,
  hours_per_week: jobAdvertisements.hours_per_week,
  accommodation: jobAdvertisements.accommodation,
  accommodation_cost_cents: jobAdvertisements.accommodation_cost_cents,
  meals: jobAdvertisements.meals,
  transport: jobAdvertisements.transport,
  fixed_term: jobAdvertisements.fixed_term,
  driving_licences: jobAdvertisements.driving_licences,
  languages: jobAdvertisements.languages,
  translations: jobAdvertisements.translations,
  employer_description: employers.description,
  employer_website: employers.website,
  employer_city: employers.city,
  // The owner's editor also needs these (own-jobs.ts); the public page leaves them out.
  editor_step: jobAdvertisements.editor_step,
  image_id: jobAdvertisements.image_id,
  termination_reason: jobAdvertisements.termination_reason,
  created_at: jobAdvertisements.created_at,
  updated_at: jobAdvertisements.updated_at,
};

/** A full ad with the columns only its owner sees. */
export interface AdvertisementWithOwnerColumns {
  advertisement: JobAdvertisement;
  application_count: number;
  unseen_application_count: number;
  /** What the ad achieved, everything kept (ADR 060). */
  stats: JobStatsFigures;
  editor_step: number;
  image_id: number | null;
  termination_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * Full ads matching `where`, in `orderBy` order, one page of them when `page` is given: one
 * query for the ads and one for all their sectors, however many ads.
 */
export async function selectAdvertisements(
  db: Db,
  where: SQL,
  options: { orderBy?: SQL[]; limit?: number; offset?: number; counts?: false } = {},
): Promise<AdvertisementWithOwnerColumns[]> {
  let query = db
    .select({
      ...advertisementColumns,
      ...(options.counts === false ? noCountColumns : applicationCountColumns),
    })
    .from(jobAdvertisements)
    .innerJoin(employers, eq(employers.id, jobAdvertisements.employer_id))
    .leftJoin(logos, eq(logos.id, employers.logo_image_id))
    .leftJoin(images, eq(images.id, jobAdvertisements.image_id))
    .where(where)
    .$dynamic();
  if (options.orderBy) query = query.orderBy(...options.orderBy);
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  const rows = await query;
  const sectorMap = await selectSectorsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...withOwnerColumns(row, sectorMap.get(row.id) ?? []),
    application_count: Number(row.application_count),
    unseen_application_count: Number(row.unseen_application_count),
    stats: row.stats,
  }));
}

/**
 * The owner's counts of applications per ad (ADR 046), in the same query as the ads: two
 * index reads (applications_job_idx) per ad of the page, no query per ad.
 */
const applicationCountColumns = {
  application_count: sql<number>`(select count(*)::int from ${applications} where ${applications.job_id} = ${jobAdvertisements.id})`,
  unseen_application_count: sql<number>`(select count(*)::int from ${applications} where ${applications.job_id} = ${jobAdvertisements.id} and ${applications.seen_at} is null)`,
  // The ad's statistics (ADR 060), summed over its days (job_stats_daily's key): one index read.
  stats: sql<JobStatsFigures>`(select json_build_object('impressions', coalesce(sum(${jobStatsDaily.impressions}), 0), 'views', coalesce(sum(${jobStatsDaily.views}), 0), 'apply_clicks', coalesce(sum(${jobStatsDaily.apply_clicks}), 0), 'applications', coalesce(sum(${jobStatsDaily.applications}), 0)) from ${jobStatsDaily} where ${jobStatsDaily.job_id} = ${jobAdvertisements.id})`,
};

/** For reads that show no counts (the job feed): nothing to look up. */
const noCountColumns = {
  application_count: sql<number>`0`,
  unseen_application_count: sql<number>`0`,
  stats: sql<JobStatsFigures>`null`,
};

/** A row of the full ad's columns: `selectAdvertisements` and the detail read select the same. */
type AdvertisementRow = Omit<
  Awaited<ReturnType<ReturnType<typeof advertisementRead>["execute"]>>[number],
  "sectors"
>;

function withOwnerColumns(
  row: AdvertisementRow,
  jobSectors: Sector[],
): Omit<AdvertisementWithOwnerColumns, "application_count" | "unseen_application_count" | "stats"> {
  const summary = toSummary(row as SummaryRow, jobSectors);
  return {
    advertisement: {
      ...summary,
      status: row.status as JobAdvertisement["status"],
      employer: {
        ...summary.employer,
        description: row.employer_description,
        website: row.employer_website,
        city: row.employer_city,
      },
      description: row.description,
      tasks: row.tasks,
      profile: row.profile,
      benefits: row.benefits,
      contact_name: row.contact_name,
      contact_email: row.contact_email,
      contact_phone: row.contact_phone,
      application_method: row.application_method as JobAdvertisement["application_method"],
      application_email: row.application_email,
      application_url: row.application_url,
      application_deadline: row.application_deadline,
      expires_at: row.expires_at?.toISOString() ?? null,
      terminated_at: row.terminated_at?.toISOString() ?? null,
      season_start: row.season_start,
      season_end: row.season_end,
      hours_per_week: row.hours_per_week,
      accommodation: row.accommodation as JobAdvertisement["accommodation"],
      accommodation_cost_cents: row.accommodation_cost_cents,
      meals: row.meals,
      transport: row.transport,
      fixed_term: row.fixed_term,
      driving_licences: row.driving_licences as JobAdvertisement["driving_licences"],
      languages: row.languages,
      translations: row.translations,
    },
    editor_step: row.editor_step,
    image_id: row.image_id,
    termination_reason: row.termination_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The public detail's read: one prepared statement with the ad's sectors as a JSON array, so
 * a job page that misses every cache costs one round trip for its ad and no query building.
 */
const advertisementRead = preparedPerDb((db: Db) => {
  const jobSectors = sql<Sector[]>`(
    select coalesce(json_agg(json_build_object('id', ${sectors.id}, 'name', ${sectors.name}, 'slug', ${sectors.slug})), '[]'::json)
    from ${jobAdvertisementSectors}
    inner join ${sectors} on ${sectors.id} = ${jobAdvertisementSectors.sector_id}
    where ${jobAdvertisementSectors.job_advertisement_id} = ${jobAdvertisements.id})`;
  return db
    .select({ ...advertisementColumns, sectors: jobSectors })
    .from(jobAdvertisements)
    .innerJoin(employers, eq(employers.id, jobAdvertisements.employer_id))
    .leftJoin(logos, eq(logos.id, employers.logo_image_id))
    .leftJoin(images, eq(images.id, jobAdvertisements.image_id))
    .where(eq(jobAdvertisements.id, sql.placeholder("id")))
    .limit(1)
    .prepare("job_advertisement_detail");
});

export async function selectAdvertisement(db: Db, id: number): Promise<JobAdvertisement | null> {
  const [row] = await advertisementRead(db).execute({ id });
  return row ? withOwnerColumns(row, sortSectors(row.sectors)).advertisement : null;
}

/**
 * When a job page last changed (the sitemap's lastmod, the sector feeds' entries): its ad, its
 * employer (name, logo) or one of its sectors (their names).
 */
const pageChangedAt = sql<Date>`greatest(${jobAdvertisements.updated_at}, ${employers.updated_at}, (
    select max(${sectors.updated_at}) from ${jobAdvertisementSectors}
    inner join ${sectors} on ${sectors.id} = ${jobAdvertisementSectors.sector_id}
    where ${jobAdvertisementSectors.job_advertisement_id} = ${jobAdvertisements.id}))`.mapWith(
  jobAdvertisements.updated_at,
);

/** Live ads newest first with when their page last changed (the sitemap; a sector's feed). */
export async function selectLivePages(
  db: Db,
  options: { sectorId?: number; limit?: number },
): Promise<{ id: number; updated_at: Date }[]> {
  const query = db
    .select({ id: jobAdvertisements.id, updated_at: pageChangedAt })
    .from(jobAdvertisements)
    .innerJoin(employers, eq(employers.id, jobAdvertisements.employer_id))
    .where(liveListWhere({ sectorId: options.sectorId }))
    .orderBy(newestFirst)
    .$dynamic();
  return options.limit === undefined ? query : query.limit(options.limit);
}

/**
 * When a list of ads last changed by its ads: a live ad or its employer changed, or an ad ended
 * (terminated, or its end passed before the expiry run marked it); drafts show nowhere.
 */
const listChange = sql`case
    when ${isLive} then greatest(${jobAdvertisements.updated_at}, ${employers.updated_at})
    when ${jobAdvertisements.status} = 'published' then greatest(${jobAdvertisements.updated_at}, ${jobAdvertisements.expires_at})
    else ${jobAdvertisements.updated_at} end`;

/**
 * The last change of the lists of ads (the sitemap's lastmod of `/jobs`, the home page and the
 * sector pages): over every ad, and per sector with the sector's own change (name, intro).
 */
export async function selectListChanges(
  db: Db,
): Promise<{ all: Date | null; sectors: Map<number, Date> }> {
  const [[all], bySector] = await Promise.all([
    db
      .select({ at: sql<Date | null>`max(${listChange})`.mapWith(jobAdvertisements.updated_at) })
      .from(jobAdvertisements)
      .innerJoin(employers, eq(employers.id, jobAdvertisements.employer_id))
      .where(sql`${jobAdvertisements.status} <> 'draft'`),
    db
      .select({
        id: sectors.id,
        at: sql<Date>`greatest(${sectors.updated_at}, max(${listChange}))`.mapWith(
          sectors.updated_at,
        ),
      })
      .from(sectors)
      .leftJoin(jobAdvertisementSectors, eq(jobAdvertisementSectors.sector_id, sectors.id))
      .leftJoin(
        jobAdvertisements,
        and(
          eq(jobAdvertisements.id, jobAdvertisementSectors.job_advertisement_id),
          sql`${jobAdvertisements.status} <> 'draft'`,
        ),
      )
      .leftJoin(employers, eq(employers.id, jobAdvertisements.employer_id))
      .groupBy(sectors.id),
  ]);
  return { all: all?.at ?? null, sectors: new Map(bySector.map((row) => [row.id, row.at])) };
}

/**
 * Full live ads in id order after `afterId`, `limit` of them (the job feed reads them in
 * batches, so no read holds every ad at once).
 */
export async function selectLiveAdvertisements(
  db: Db,
  afterId: number,
  limit: number,
): Promise<JobAdvertisement[]> {
  const rows = await selectAdvertisements(db, and(isLive, gt(jobAdvertisements.id, afterId))!, {
    orderBy: [sql`${jobAdvertisements.id}`],
    limit,
    counts: false,
  });
  return rows.map((row) => row.advertisement);
}
