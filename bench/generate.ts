/**
 * Benchmark data: N live job ads (plus ~10 % drafts, ended and stale rows), their employers,
 * logos and sectors, clustered around German cities like real supply, in a dedicated
 * PostgreSQL database `ww_bench_<N>`. Loaded with COPY, indexes built afterwards, then
 * VACUUM ANALYZE. A database that already holds the same data set is reused.
 *
 *   node bench/generate.ts --ads 100000 [--fresh] [--seed 42]
 *
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres).
 * Other benchmarks call {@link prepareBenchDatabase}.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import postgres from "postgres";
import { openPostgres } from "#server/db/client.ts";
import { seedReferenceData } from "#server/db/seed/reference.ts";
import { parseArgs, intArg } from "./lib/args.ts";
import {
  CITIES,
  CITY_WEIGHTS,
  citySigmaKm,
  nearestCity,
  ruralPoint,
  scatter,
  type City,
} from "./lib/geo.ts";
import { adminUrl, benchDatabaseName, redact, withDatabase } from "./lib/pg.ts";
import { createRandom, cumulativeWeights, type Random } from "./lib/random.ts";
import {
  SECTOR_SHARES,
  SECTOR_SLUGS,
  STREETS,
  adTexts,
  adTitle,
  employerName,
  type SectorSlug,
} from "./lib/texts.ts";

/** Bump when the generated data changes shape, so old benchmark databases are rebuilt. */
const GENERATOR_VERSION = 1;
/** A reused data set is regenerated after this many days: dates are relative to "now". */
const MAX_AGE_DAYS = 14;
const DAY = 86_400_000;

export const RURAL_SHARE = 0.15;
const EXTRA_SHARE = 0.1;

export interface PrepareOptions {
  /** Live (published, unexpired) ads. */
  ads: number;
  fresh?: boolean;
  seed?: number;
  adminUrl?: string;
  log?: (message: string) => void;
}

export interface PreparedDatabase {
  url: string;
  name: string;
  reused: boolean;
  seconds: number;
  counts: { live: number; allAds: number; employers: number; links: number };
}

interface Meta {
  version: number;
  ads: number;
  seed: number;
  generated_at: string;
}

export async function prepareBenchDatabase(options: PrepareOptions): Promise<PreparedDatabase> {
  const started = performance.now();
  const log = options.log ?? ((m: string) => console.log(m));
  const seed = options.seed ?? 42;
  const admin = options.adminUrl ?? adminUrl();
  const name = benchDatabaseName(options.ads);
  const url = withDatabase(admin, name);

  const server = postgres(admin, { max: 1, onnotice: () => {} });
  try {
    const exists = (await server`select 1 from pg_database where datname = ${name}`).length > 0;
    if (exists && !options.fresh) {
      const reason = await reusable(url, options.ads, seed);
      if (reason === null) {
        // Migrations added since the data was generated apply to it like to any database.
        const database = openPostgres(url);
        await database.migrate().finally(() => database.close());
        const counts = await countRows(url);
        log(`Datenbank ${name} wiederverwendet (${counts.live} aktive Anzeigen).`);
        return { url, name, reused: true, seconds: seconds(started), counts };
      }
      log(`Datenbank ${name} wird neu erzeugt: ${reason}.`);
    }
    if (exists) await server.unsafe(`drop database "${name}" with (force)`);
    await server.unsafe(`create database "${name}"`);
  } finally {
    await server.end();
  }

  log(`Erzeuge ${options.ads.toLocaleString("de-DE")} aktive Anzeigen in ${redact(url)} …`);
  const database = openPostgres(url);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  await load(url, options.ads, seed, log);
  const counts = await countRows(url);
  if (counts.live !== options.ads) {
    throw new Error(`Erwartet ${options.ads} aktive Anzeigen, gefunden ${counts.live}`);
  }
  log(`Fertig in ${seconds(started).toFixed(1)} s: ${JSON.stringify(counts)}`);
  return { url, name, reused: false, seconds: seconds(started), counts };
}

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}

/** null when the database holds this exact data set and it is still current; else why not. */
async function reusable(url: string, ads: number, seed: number): Promise<string | null> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const table = await sql`select to_regclass('bench_meta') as t`;
    if (!table[0]?.t) return "keine Markierung (abgebrochener Lauf?)";
    const [row] = await sql<{ value: Meta }[]>`select value from bench_meta where key = 'dataset'`;
    const meta = row?.value;
    if (!meta) return "keine Markierung";
    if (meta.version !== GENERATOR_VERSION) return `Generator-Version ${meta.version}`;
    if (meta.ads !== ads || meta.seed !== seed) return "andere Größe oder anderer Seed";
    const age = (Date.now() - Date.parse(meta.generated_at)) / DAY;
    if (!(age < MAX_AGE_DAYS)) return `älter als ${MAX_AGE_DAYS} Tage`;
    const [live] = await sql<{ n: number }[]>`
      select count(*)::int as n from job_advertisements
      where status = 'published' and expires_at > now()`;
    if (live?.n !== ads) return `${live?.n} statt ${ads} aktive Anzeigen`;
    return null;
  } finally {
    await sql.end();
  }
}

export async function countRows(url: string): Promise<PreparedDatabase["counts"]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<PreparedDatabase["counts"][]>`select
      (select count(*)::int from job_advertisements where status = 'published' and expires_at > now()) as live,
      (select count(*)::int from job_advertisements) as "allAds",
      (select count(*)::int from employers) as employers,
      (select count(*)::int from job_advertisement_sector) as links`;
    return row!;
  } finally {
    await sql.end();
  }
}

// ── Generation ─────────────────────────────────────────────────────────────────────────────

type AdKind = "live" | "draft" | "terminated" | "expired" | "stale";

interface Employer {
  id: number;
  name: string;
  city: City;
  lat: number;
  lng: number;
  logoId: number | null;
}

const WORKING_TIMES = ["Vollzeit", "Teilzeit", "Saisonarbeit", "Ausbildung"] as const;
const WORKING_TIME_WEIGHTS = cumulativeWeights([45, 15, 25, 15]);
const SECTOR_WEIGHTS = cumulativeWeights(SECTOR_SLUGS.map((s) => SECTOR_SHARES[s]));
const HEADER_IMAGES = 24;

/** A point drawn like supply: 85 % around a city (by population), 15 % anywhere rural. */
export function supplyPoint(random: Random): { lat: number; lng: number } {
  if (random.chance(RURAL_SHARE)) return ruralPoint(random);
  const city = random.weighted(CITIES, CITY_WEIGHTS);
  return scatter(random, city.lat, city.lng, citySigmaKm(city));
}

/** Text format of COPY: tab-separated, `\N` for null, backslash escapes. */
function copyValue(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value !== "string") return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r",
  );
}

function copyLine(values: (string | number | boolean | null | undefined)[]): string {
  return values.map(copyValue).join("\t") + "\n";
}

/** Batches lines into ~1 MB chunks for the COPY stream. */
function* chunked(lines: Iterable<string>): Generator<string> {
  let buffer = "";
  for (const line of lines) {
    buffer += line;
    if (buffer.length > 1 << 20) {
      yield buffer;
      buffer = "";
    }
  }
  if (buffer) yield buffer;
}

const iso = (ms: number) => new Date(ms).toISOString();
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function load(url: string, ads: number, seed: number, log: (m: string) => void) {
  const random = createRandom(seed);
  const now = Date.now();
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  const sql = postgres(url, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: "wurzelwerk-bench-generate", TimeZone: "UTC" },
  });
  try {
    const sectorRows = await sql<{ id: number; slug: string }[]>`select id, slug from sectors`;
    const sectorId = new Map(sectorRows.map((r) => [r.slug, r.id]));
    for (const slug of SECTOR_SLUGS) {
      if (!sectorId.has(slug)) throw new Error(`Branche ${slug} fehlt in den Stammdaten`);
    }

    // Every row is consistent by construction; skipping the FK triggers and building the
    // secondary indexes once at the end makes the load several times faster.
    await sql`set session_replication_role = replica`;
    await sql`set maintenance_work_mem = '1GB'`;
    await sql`set max_parallel_maintenance_workers = 2`;
    const indexes = await sql<{ name: string; def: string }[]>`
      select i.indexname as name, i.indexdef as def from pg_indexes i
      where i.schemaname = 'public'
        and i.tablename in ('job_advertisements', 'job_advertisement_sector', 'employers', 'images')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`;
    for (const index of indexes) await sql.unsafe(`drop index "${index.name}"`);

    // Employers (≈ N/8) with a home point; 60 % have a logo.
    const employerCount = Math.max(1, Math.ceil(ads / 8));
    const employers: Employer[] = [];
    let imageId = 0;
    const imageLines: string[] = [];
    for (let h = 0; h < HEADER_IMAGES; h++) {
      const src = `/media/bench/header-${h}.svg`;
      imageLines.push(
        copyLine([
          ++imageId,
          null,
          JSON.stringify({ url: src, lg: src, md: src, sm: src, "md-blurred": src }),
          1600,
          600,
          "",
        ]),
      );
    }
    for (let id = 1; id <= employerCount; id++) {
      const home = supplyPoint(random);
      const city = nearestCity(home.lat, home.lng);
      let logoId: number | null = null;
      if (random.chance(0.6)) {
        logoId = ++imageId;
        const src = `/media/bench/logo-${id}.svg`;
        imageLines.push(
          copyLine([
            logoId,
            id,
            JSON.stringify({ url: src, thumb: src, sm: src, md: src }),
            256,
            256,
            "Logo",
          ]),
        );
      }
      employers.push({ id, name: employerName(random, city.name), city, ...home, logoId });
    }
    // Ads per employer are skewed: a few large businesses, many with one or two ads.
    const employerWeights = cumulativeWeights(employers.map(() => Math.exp(random.gaussian())));

    await copy(sql, "images (id, employer_id, variants, width, height, alt)", imageLines);
    await copy(
      sql,
      "employers (id, name, description, website, email, phone, street, zipcode, city, logo_image_id, created_at, updated_at)",
      employers.map((e) => {
        const slug = `betrieb-${e.id}`;
        return copyLine([
          e.id,
          e.name,
          `${e.name} ist ein Betrieb der grünen Branche in ${e.city.name}.`,
          `https://${slug}.example`,
          `kontakt@${slug}.example`,
          `+49 30 ${100000 + e.id}`,
          `${random.pick(STREETS)} ${random.int(1, 120)}`,
          e.city.zip,
          e.city.name,
          e.logoId,
          iso(now - 400 * DAY),
          iso(now - 30 * DAY),
        ]);
      }),
    );
    log(`  ${employers.length} Arbeitgeber, ${imageId} Bilder`);

    // Row kinds, shuffled so ids do not correlate with status.
    const extra = Math.round(ads * EXTRA_SHARE);
    const kinds: AdKind[] = new Array<AdKind>(ads).fill("live");
    const extraKinds: [AdKind, number][] = [
      ["draft", 0.35],
      ["terminated", 0.2],
      ["expired", 0.25],
      ["stale", 0.2],
    ];
    for (let i = 0; i < extra; i++) {
      const r = random.next();
      let acc = 0;
      let kind: AdKind = "draft";
      for (const [k, share] of extraKinds) {
        acc += share;
        if (r < acc) {
          kind = k;
          break;
        }
      }
      kinds.push(kind);
    }
    for (let i = kinds.length - 1; i > 0; i--) {
      const j = Math.floor(random.next() * (i + 1));
      [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
    }

    const links: string[] = [];
    const adColumns =
      "id, employer_id, status, title, working_time, starts_at, formatted_address, street, street_number, zipcode, location, state, country, latitude, longitude, description, tasks, profile, benefits, image_id, salary_min, salary_max, salary_period, contact_name, contact_email, contact_phone, application_email, application_url, highlighted, published_at, expires_at, terminated_at, created_at, updated_at";

    function* adLines(): Generator<string> {
      for (let index = 0; index < kinds.length; index++) {
        const id = index + 1;
        const kind = kinds[index]!;
        const employer = random.weighted(employers, employerWeights);
        // Most ads are at the employer's site; chains and contractors post elsewhere too.
        const point = random.chance(0.7)
          ? scatter(random, employer.lat, employer.lng, 4)
          : supplyPoint(random);
        const city = nearestCity(point.lat, point.lng);
        const workingTime =
          kind === "draft" && random.chance(0.2)
            ? null
            : random.weighted(WORKING_TIMES, WORKING_TIME_WEIGHTS);
        const sectorCount = random.chance(0.55) ? 1 : random.chance(2 / 3) ? 2 : 3;
        const sectors = random.distinctWeighted(SECTOR_SLUGS, SECTOR_WEIGHTS, sectorCount);
        for (const slug of sectors) links.push(`${id}\t${sectorId.get(slug)}\n`);
        const primary: SectorSlug = sectors[0]!;
        const title = adTitle(random, primary, workingTime ?? "Vollzeit");
        const texts = adTexts(random, title, city.name);

        const s = random.next();
        const startsAt =
          s < 0.35
            ? null
            : s < 0.75
              ? isoDate(today + random.int(1, 88) * DAY)
              : isoDate(today + random.int(95, 300) * DAY);

        let publishedAt: number | null = null;
        let expiresAt: number | null = null;
        let terminatedAt: number | null = null;
        let status: string = kind;
        switch (kind) {
          case "live":
            publishedAt = now - random.next() * 60 * DAY;
            expiresAt = publishedAt + 90 * DAY;
            status = "published";
            break;
          case "stale": // published, past its expiry, not yet swept by the scheduler
            publishedAt = now - (90 + 1 + random.next() * 9) * DAY;
            expiresAt = publishedAt + 90 * DAY;
            status = "published";
            break;
          case "expired":
            publishedAt = now - (100 + random.next() * 100) * DAY;
            expiresAt = publishedAt + 90 * DAY;
            break;
          case "terminated":
            publishedAt = now - (30 + random.next() * 90) * DAY;
            expiresAt = publishedAt + 90 * DAY;
            terminatedAt = publishedAt + random.next() * 30 * DAY;
            break;
          case "draft":
            break;
        }
        const createdAt = (publishedAt ?? now - random.next() * 30 * DAY) - random.next() * 3 * DAY;
        const street = random.pick(STREETS);
        const number = String(random.int(1, 150));
        const zipcode = city.zip.slice(0, 3) + String(random.int(0, 99)).padStart(2, "0");

        let salaryMin: number | null = null;
        let salaryMax: number | null = null;
        let salaryPeriod: string | null = null;
        if (random.chance(0.6)) {
          if (workingTime === "Ausbildung") {
            salaryMin = random.int(95, 110) * 1000;
            salaryMax = salaryMin + random.int(0, 15) * 1000;
            salaryPeriod = "month";
          } else if (workingTime === "Vollzeit") {
            salaryMin = random.int(250, 340) * 1000;
            salaryMax = salaryMin + random.int(0, 60) * 1000;
            salaryPeriod = "month";
          } else {
            salaryMin = random.int(1290, 1600);
            salaryMax = salaryMin + random.int(0, 300);
            salaryPeriod = "hour";
          }
        }
        const byEmail = random.chance(0.6);
        yield copyLine([
          id,
          employer.id,
          status,
          title,
          workingTime,
          startsAt,
          `${street} ${number}, ${zipcode} ${city.name}`,
          street,
          number,
          zipcode,
          city.name,
          city.state,
          "DE",
          Math.round(point.lat * 1e6) / 1e6,
          Math.round(point.lng * 1e6) / 1e6,
          texts.description,
          texts.tasks,
          texts.profile,
          texts.benefits,
          random.chance(0.4) ? random.int(1, HEADER_IMAGES) : null,
          salaryMin,
          salaryMax,
          salaryPeriod,
          "Personalabteilung",
          `jobs@betrieb-${employer.id}.example`,
          null,
          byEmail ? `bewerbung@betrieb-${employer.id}.example` : null,
          byEmail ? null : `https://betrieb-${employer.id}.example/karriere/${id}`,
          random.chance(0.1),
          publishedAt === null ? null : iso(publishedAt),
          expiresAt === null ? null : iso(expiresAt),
          terminatedAt === null ? null : iso(terminatedAt),
          iso(createdAt),
          iso(publishedAt ?? createdAt),
        ]);
      }
    }

    let t = performance.now();
    await copy(sql, `job_advertisements (${adColumns})`, adLines());
    log(`  ${kinds.length} Anzeigen geladen (${seconds(t).toFixed(1)} s)`);
    t = performance.now();
    await copy(sql, "job_advertisement_sector (job_advertisement_id, sector_id)", links);
    log(`  ${links.length} Branchen-Zuordnungen geladen (${seconds(t).toFixed(1)} s)`);

    t = performance.now();
    for (const index of indexes) await sql.unsafe(index.def);
    log(`  ${indexes.length} Indizes neu aufgebaut (${seconds(t).toFixed(1)} s)`);
    await sql`set session_replication_role = origin`;
    for (const table of ["images", "employers", "job_advertisements"]) {
      await sql.unsafe(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`,
      );
    }
    t = performance.now();
    await sql`vacuum (analyze) images, employers, job_advertisements, job_advertisement_sector`;
    log(`  VACUUM ANALYZE (${seconds(t).toFixed(1)} s)`);

    await sql`create table if not exists bench_meta (key text primary key, value jsonb not null)`;
    const meta: Meta = { version: GENERATOR_VERSION, ads, seed, generated_at: iso(now) };
    await sql`insert into bench_meta ${sql({ key: "dataset", value: sql.json(meta as unknown as postgres.JSONValue) })}
      on conflict (key) do update set value = excluded.value`;
  } finally {
    await sql.end();
  }
}

async function copy(sql: postgres.Sql, target: string, lines: Iterable<string>): Promise<void> {
  const stream = await sql.unsafe(`copy ${target} from stdin`).writable();
  await pipeline(Readable.from(chunked(lines)), stream);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseArgs(process.argv.slice(2));
  await prepareBenchDatabase({
    ads: intArg(args, "ads", 100_000),
    fresh: args.has("fresh"),
    seed: intArg(args, "seed", 42),
  });
}
