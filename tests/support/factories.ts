import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import {
  applicationFiles,
  applications,
  employers,
  jobAdvertisementSectors,
  jobAdvertisements,
  jobAlerts,
  sectors,
} from "#server/db/schema.ts";
import { applicationStorage } from "#server/modules/applications/files.ts";
import type { AccommodationKind, WorkingTime } from "#shared/constants.ts";
import type { AdLanguage } from "#shared/schemas/jobs.ts";
import { HANNOVER_ALERT } from "./places.ts";

/** Rows for tests, each unique so tests never depend on each other's data. */

export async function sectorIdBySlug(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: sectors.id }).from(sectors).where(eq(sectors.slug, slug));
  if (!row) throw new Error(`sector ${slug} not seeded`);
  return row.id;
}

export async function createEmployer(
  db: Db,
  name = `Testbetrieb ${randomBytes(3).toString("hex")}`,
) {
  const [employer] = await db
    .insert(employers)
    .values({ name, city: "Freising", website: "https://test.example" })
    .returning();
  return employer!;
}

export interface JobOverrides {
  employerId?: number;
  title?: string;
  status?: "draft" | "published" | "expired" | "terminated";
  workingTime?: WorkingTime;
  startsAt?: string | null;
  latitude?: number;
  longitude?: number;
  sectorSlugs?: string[];
  publishedAt?: Date;
  expiresAt?: Date;
  description?: string;
  location?: string;
  /** The Bundesland; null for none (an ad abroad). */
  state?: string | null;
  /** The season; a Saisonarbeit ad without one gets next spring to autumn, as step 1 requires. */
  season?: { start: string; end: string } | null;
  accommodation?: AccommodationKind | null;
  accommodationCostCents?: number | null;
  /** null: not stated; []: no language needed. */
  languages?: AdLanguage[] | null;
}

/** Accommodation and languages for random ads: every case the two seasonal filters tell apart. */
export const ACCOMMODATIONS = [null, "none", "free", "paid"] as const;
export const LANGUAGE_CHOICES: (AdLanguage[] | null)[] = [
  null,
  [],
  [{ code: "de", level: "fluent" }],
  [{ code: "uk", level: "basic" }],
  [
    { code: "en", level: "good" },
    { code: "de", level: "basic" },
  ],
];

/** A season from next April to October, for Saisonarbeit ads that name none. */
export function nextSeason(): { start: string; end: string } {
  const year = new Date().getUTCFullYear() + 1;
  return { start: `${year}-04-01`, end: `${year}-10-31` };
}

export async function createJob(db: Db, o: JobOverrides = {}) {
  const employerId = o.employerId ?? (await createEmployer(db)).id;
  const publishedAt = o.publishedAt ?? new Date(Date.now() - 3600_000);
  const workingTime = o.workingTime ?? "Vollzeit";
  const season =
    o.season === undefined ? (workingTime === "Saisonarbeit" ? nextSeason() : null) : o.season;
  const [job] = await db
    .insert(jobAdvertisements)
    .values({
      employer_id: employerId,
      status: o.status ?? "published",
      title: o.title ?? "Gärtner (m/w/d) Garten- und Landschaftsbau",
      working_time: workingTime,
      starts_at: o.startsAt === undefined ? null : o.startsAt,
      season_start: season?.start ?? null,
      season_end: season?.end ?? null,
      accommodation: o.accommodation ?? null,
      accommodation_cost_cents:
        o.accommodationCostCents === undefined
          ? o.accommodation === "paid"
            ? 25_000
            : null
          : o.accommodationCostCents,
      languages: o.languages ?? null,
      formatted_address: "85354 Freising, Bayern",
      zipcode: "85354",
      location: o.location ?? "Freising",
      state: o.state === undefined ? "Bayern" : o.state,
      latitude: o.latitude ?? 48.4029,
      longitude: o.longitude ?? 11.7489,
      description: o.description ?? "<p>Wir suchen Verstärkung für unser Team.</p>",
      tasks: "<ul><li>Pflanzen</li></ul>",
      profile: "<ul><li>Freude an der Arbeit draußen</li></ul>",
      benefits: "<ul><li>Faire Bezahlung</li></ul>",
      contact_name: "Maria Muster",
      contact_email: "jobs@test.example",
      application_email: "bewerbung@test.example",
      salary_min: 280000,
      salary_max: 320000,
      salary_period: "month",
      published_at: o.status === "draft" ? null : publishedAt,
      expires_at:
        o.status === "draft" ? null : (o.expiresAt ?? new Date(Date.now() + 30 * 86_400_000)),
      terminated_at: o.status === "terminated" ? new Date() : null,
    })
    .returning();
  for (const slug of o.sectorSlugs ?? ["garten-und-landschaftsbau"]) {
    await db
      .insert(jobAdvertisementSectors)
      .values({ job_advertisement_id: job!.id, sector_id: await sectorIdBySlug(db, slug) });
  }
  return job!;
}

/** earthdistance's sphere (earth() = 6378168 m): a point `km` north of the given one. */
export function northOf(latitude: number, km: number): number {
  return latitude + ((km * 1000) / 6378168) * (180 / Math.PI);
}

/** A job alert around Hannover (unconfirmed unless told), stored straight away. */
export async function insertJobAlert(
  db: Db,
  values: { email: string; sector_ids: number[] } & Partial<typeof jobAlerts.$inferInsert>,
) {
  const [row] = await db
    .insert(jobAlerts)
    .values({ ...HANNOVER_ALERT, ...values })
    .returning();
  return row!;
}

/** A minimal PDF, recognised by its `%PDF-` signature. */
export const TEST_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export interface ApplicationOverrides {
  name?: string;
  email?: string;
  phone?: string | null;
  message?: string | null;
  status?: "neu" | "in_pruefung" | "gespraech" | "zusage" | "absage";
  seenAt?: Date | null;
  createdAt?: Date;
  finalAt?: Date | null;
  /** Files written to private storage first, then their rows (as the form does, ADR 046). */
  files?: {
    kind?: "cv" | "attachment";
    file_name: string;
    content_type?: string;
    bytes: Buffer;
  }[];
}

/**
 * An application to `job` as the form on the job page stores it, without going through the
 * form: its row and its files in DATA_DIR/private/applications through the storage functions.
 */
export async function createApplication(
  db: Db,
  dataDir: string,
  job: { id: number; employer_id: number },
  o: ApplicationOverrides = {},
) {
  const files = o.files ?? [{ kind: "cv", file_name: "Lebenslauf.pdf", bytes: TEST_PDF }];
  const stored = [];
  for (const file of files) {
    stored.push({ ...file, key: await applicationStorage({ dataDir }).put(file.bytes) });
  }
  const [row] = await db
    .insert(applications)
    .values({
      job_id: job.id,
      employer_id: job.employer_id,
      name: o.name ?? "Jana Beispiel",
      email: o.email ?? `bewerberin-${randomBytes(3).toString("hex")}@example.org`,
      phone: o.phone === undefined ? "0511 987654" : o.phone,
      message: o.message === undefined ? "Ich arbeite gern draußen." : o.message,
      status: o.status ?? "neu",
      seen_at: o.seenAt ?? null,
      final_at: o.finalAt ?? null,
      ...(o.createdAt ? { created_at: o.createdAt, consented_at: o.createdAt } : {}),
    })
    .returning();
  const fileRows = stored.length
    ? await db
        .insert(applicationFiles)
        .values(
          stored.map((file, position) => ({
            application_id: row!.id,
            kind: file.kind ?? (position === 0 ? "cv" : "attachment"),
            file_name: file.file_name,
            content_type: file.content_type ?? "application/pdf",
            size_bytes: file.bytes.length,
            storage_key: file.key,
            position,
          })),
        )
        .returning()
    : [];
  return { ...row!, files: fileRows };
}
