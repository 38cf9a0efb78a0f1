import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { count, sql } from "drizzle-orm";
import { rowsOf, type Db } from "../client.ts";
import {
  employers,
  employerSectors,
  images,
  jobAdvertisementSectors,
  jobAdvertisements,
  sectors,
  type ImageVariants,
} from "../schema.ts";
import { demoEmployers } from "./demo/employers.ts";
import { headerSvg, logoSvg } from "./demo/images.ts";
import { generateDemoJobs } from "./demo/jobs.ts";
import { generateDemoSupply } from "./demo/supply.ts";
import type { DemoJob } from "./demo/types.ts";

const HEADER_VARIANTS_PER_MOTIF = 4;
/** Rows per insert: 34 columns × 400 stays far below PostgreSQL's 65,535 parameters. */
const BATCH = 400;
const DAY = 86_400_000;

/**
 * Demo employers and job ads for a fresh installation (SEED_DEMO, on by default), so the
 * product can be tried at once. Runs only on a database without employers; logos and header
 * images are generated SVGs written to DATA_DIR/media/demo.
 */
export async function seedDemoData(
  db: Db,
  options: { dataDir: string; now?: Date },
): Promise<{ employers: number; jobs: number } | null> {
  const [existing] = await db.select({ n: count() }).from(employers);
  if (Number(existing?.n ?? 0) > 0) return null;
  const now = options.now ?? new Date();
  const mediaDir = join(options.dataDir, "media", "demo");
  await mkdir(mediaDir, { recursive: true });

  const sectorIds = new Map(
    (await db.select({ id: sectors.id, slug: sectors.slug }).from(sectors)).map((s) => [
      s.slug,
      s.id,
    ]),
  );
  const handWritten = generateDemoJobs();
  const supply = generateDemoSupply(handWritten);
  const jobs = [...handWritten, ...supply.jobs];
  const allEmployers = [...demoEmployers, ...supply.employers];

  // Header images: a few variants per motif, each with its blurred placeholder.
  const headerImageIds = new Map<string, number>();
  for (const motif of new Set(jobs.map((j) => j.headerMotif))) {
    for (let variant = 0; variant < HEADER_VARIANTS_PER_MOTIF; variant++) {
      const name = `header-${motif}-${variant}`;
      await writeFile(join(mediaDir, `${name}.svg`), headerSvg(motif, variant));
      await writeFile(
        join(mediaDir, `${name}-blurred.svg`),
        headerSvg(motif, variant, { blurred: true, width: 400, height: 150 }),
      );
      const url = `/media/demo/${name}.svg`;
      const variants: ImageVariants = {
        url,
        lg: url,
        md: url,
        sm: url,
        original: url,
        "md-blurred": `/media/demo/${name}-blurred.svg`,
      };
      const [row] = await db
        .insert(images)
        .values({ variants, width: 1600, height: 600, alt: "" })
        .returning({ id: images.id });
      headerImageIds.set(name, row!.id);
    }
  }

  return db.transaction(async (tx) => {
    // Logos first, then the employers naming them, then each logo's owner in one statement.
    const logoIds: number[] = [];
    for (let i = 0; i < allEmployers.length; i += BATCH) {
      const chunk = allEmployers.slice(i, i + BATCH);
      for (const employer of chunk)
        await writeFile(join(mediaDir, `logo-${employer.key}.svg`), logoSvg(employer));
      const ids = await tx
        .insert(images)
        .values(
          chunk.map((employer) => {
            const url = `/media/demo/logo-${employer.key}.svg`;
            return {
              variants: { url, thumb: url, sm: url, md: url, original: url },
              width: 256,
              height: 256,
              alt: `Logo ${employer.name}`,
            };
          }),
        )
        .returning({ id: images.id });
      logoIds.push(...ids.map((r) => r.id));
    }
    const employerIds = new Map<string, number>();
    for (let i = 0; i < allEmployers.length; i += BATCH) {
      const chunk = allEmployers.slice(i, i + BATCH);
      const ids = await tx
        .insert(employers)
        .values(
          chunk.map((employer, j) => ({
            name: employer.name,
            description: employer.description,
            website: employer.website,
            email: employer.email,
            phone: employer.phone,
            street: employer.street,
            zipcode: employer.place.zipcode,
            city: employer.place.location,
            logo_image_id: logoIds[i + j]!,
          })),
        )
        .returning({ id: employers.id });
      chunk.forEach((employer, j) => employerIds.set(employer.key, ids[j]!.id));
    }
    await tx.execute(
      sql`update images set employer_id = e.id from employers e where e.logo_image_id = images.id and images.employer_id is null`,
    );

    // A bulk load: the ads' secondary indexes are built once afterwards instead of row by row
    // (the full-text GIN index alone took ~40 % of the inserts), dropped and re-created from
    // their own definitions inside this transaction, so no reader sees the table without them.
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = 'job_advertisements'
          and indexname not in (select conname from pg_constraint)`),
    );
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    const rows = jobs.map((job, index) => toRow(job, index, employerIds, headerImageIds, now));
    const inserted: number[] = [];
    for (let i = 0; i < rows.length; i += BATCH) {
      const ids = await tx
        .insert(jobAdvertisements)
        .values(rows.slice(i, i + BATCH))
        .returning({ id: jobAdvertisements.id });
      inserted.push(...ids.map((r) => r.id));
    }
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    const links = jobs.flatMap((job, index) =>
      job.sectors.map((slug) => {
        const sectorId = sectorIds.get(slug);
        if (!sectorId) throw new Error(`Demo-Anzeige nennt die unbekannte Branche ${slug}`);
        return { job_advertisement_id: inserted[index]!, sector_id: sectorId };
      }),
    );
    for (let i = 0; i < links.length; i += 500)
      await tx.insert(jobAdvertisementSectors).values(links.slice(i, i + 500));

    // Each demo employer's profile names the sectors its ads are in.
    const profileSectors = new Map<string, { employer_id: number; sector_id: number }>();
    jobs.forEach((job) => {
      const employerId = employerIds.get(job.employerKey)!;
      for (const slug of job.sectors) {
        const sectorId = sectorIds.get(slug)!;
        profileSectors.set(`${employerId}:${sectorId}`, {
          employer_id: employerId,
          sector_id: sectorId,
        });
      }
    });
    const employerSectorRows = [...profileSectors.values()];
    for (let i = 0; i < employerSectorRows.length; i += 500)
      await tx.insert(employerSectors).values(employerSectorRows.slice(i, i + 500));
    return { employers: employerIds.size, jobs: inserted.length };
  });
}

/** The date `days` after `now`, as YYYY-MM-DD. */
function dayFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
}

function toRow(
  job: DemoJob,
  index: number,
  employerIds: Map<string, number>,
  headers: Map<string, number>,
  now: Date,
) {
  const employerId = employerIds.get(job.employerKey);
  if (!employerId) throw new Error(`Demo-Anzeige nennt den unbekannten Betrieb ${job.employerKey}`);
  const published = new Date(now.getTime() - job.publishedDaysAgo * DAY - (index % 24) * 3600_000);
  const startsAt = job.startsInDays === null ? null : dayFrom(now, job.startsInDays);
  return {
    employer_id: employerId,
    status: "published",
    title: job.title,
    working_time: job.working_time,
    starts_at: startsAt,
    formatted_address: `${job.street ? `${[job.street, job.street_number].filter(Boolean).join(" ")}, ` : ""}${job.place.zipcode} ${job.place.location}, ${job.place.state}`,
    street: job.street,
    street_number: job.street_number,
    zipcode: job.place.zipcode,
    location: job.place.location,
    state: job.place.state,
    country: "DE",
    latitude: job.place.latitude,
    longitude: job.place.longitude,
    description: job.description,
    tasks: job.tasks,
    profile: job.profile,
    benefits: job.benefits,
    image_id: headers.get(`header-${job.headerMotif}-${index % HEADER_VARIANTS_PER_MOTIF}`) ?? null,
    salary_min: job.salary?.min ?? null,
    salary_max: job.salary?.max ?? null,
    salary_period: job.salary?.period ?? null,
    contact_name: job.contact_name,
    contact_email: job.contact_email,
    contact_phone: job.contact_phone,
    // The form on the job page, the address or the link: each demo ad's text names its way.
    application_method: job.application_method,
    application_email: job.application_email,
    application_url: job.application_url,
    highlighted: job.highlighted,
    season_start: job.seasonal.season && dayFrom(now, job.seasonal.season.startInDays),
    season_end: job.seasonal.season && dayFrom(now, job.seasonal.season.endInDays),
    hours_per_week: job.seasonal.hours_per_week,
    accommodation: job.seasonal.accommodation,
    accommodation_cost_cents: job.seasonal.accommodation_cost_cents,
    meals: job.seasonal.meals,
    transport: job.seasonal.transport,
    fixed_term: job.seasonal.fixed_term,
    driving_licences: job.seasonal.driving_licences,
    languages: job.seasonal.languages,
    translations: job.translations,
    published_at: published,
    // Demo ads run 60 days from their publication, at least 30 days from seeding.
    expires_at: new Date(Math.max(published.getTime() + 60 * DAY, now.getTime() + 30 * DAY)),
  };
}
