/**
 * One digest slot of the job alerts (src/server/modules/job-alerts/digest.ts) at scale: N
 * confirmed alerts (seekers' filters as bench/lib/search-queries.ts makes them, one in ten a
 * whole Land, 85 % daily and 15 % weekly) and M new ads a day for the week before the slot, in
 * a PostgreSQL database of its own (`ww_bench_digest`, made afresh each run). The run is the
 * Monday slot, so the daily alerts see one day of new ads and the weekly ones seven. It times
 * `runDigests` as the scheduled task calls it and counts what it queued.
 *
 *   node bench/digest.ts [--alerts 100000] [--ads 1000] [--seed 42] [--no-doc]
 *
 * Prints alerts/s, mails queued, deliveries, time and the peak RSS; writes the figures into
 * docs/performance.md unless --no-doc. BENCH_DATABASE_URL names the server.
 */
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import pino from "pino";
import postgres from "postgres";
import { openPostgres, rowsOf } from "#server/db/client.ts";
import {
  employers,
  jobAdvertisementSectors,
  jobAdvertisements,
  jobAlertDeliveries,
  jobAlerts,
  outbox,
} from "#server/db/schema.ts";
import { seedReferenceData } from "#server/db/seed/reference.ts";
import { DIGEST_MAIL, runDigests } from "#server/modules/job-alerts/digest.ts";
import { latestSlot } from "#server/modules/job-alerts/digest-slots.ts";
import { createOutbox } from "#server/platform/outbox.ts";
import { BUNDESLAENDER, type Bundesland } from "#shared/constants.ts";
import { intArg, parseArgs } from "./lib/args.ts";
import { updateDocSection } from "./lib/docs.ts";
import { CITIES, CITY_WEIGHTS, nearestCity, scatter } from "./lib/geo.ts";
import { machineFacts } from "./lib/machine.ts";
import { adminUrl, redact, withDatabase } from "./lib/pg.ts";
import { createRandom, cumulativeWeights } from "./lib/random.ts";
import { searchBodies } from "./lib/search-queries.ts";
import { SECTOR_SHARES, SECTOR_SLUGS, adTitle } from "./lib/texts.ts";
import { fmtInt } from "./lib/stats.ts";

const DAY = 86_400_000;
const NAME = "ww_bench_digest";
const args = parseArgs(process.argv.slice(2));
const alertCount = intArg(args, "alerts", 100_000);
const adsPerDay = intArg(args, "ads", 1_000);
const random = createRandom(intArg(args, "seed", 42));
const writeDoc = !args.has("no-doc");

// The latest Monday 07:00 Berlin: daily and weekly alerts are both due, as every Monday.
const slot = latestSlot("weekly", new Date());
const now = new Date(slot.getTime() + 5 * 60_000);

const admin = adminUrl();
const url = withDatabase(admin, NAME);
const server = postgres(admin, { max: 1, onnotice: () => {} });
await server.unsafe(`drop database if exists "${NAME}" with (force)`);
await server.unsafe(`create database "${NAME}"`);
await server.end();
console.log(
  `Datenbank ${redact(url)}: ${fmtInt(alertCount)} Suchaufträge, ${fmtInt(adsPerDay)} neue Anzeigen am Tag …`,
);

const database = openPostgres(url);
const { db } = database;
await database.migrate();
await seedReferenceData(db);

const sectorRows = rowsOf<{ id: number; slug: string }>(
  await db.execute(sql`select id, slug from sectors`),
);
const sectorId = new Map(sectorRows.map((r) => [r.slug, Number(r.id)]));
const sectorWeights = cumulativeWeights(SECTOR_SLUGS.map((s) => SECTOR_SHARES[s]));

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

// Employers and the week's ads, each day's published in the 24 hours before that day's slot.
const employerIds = (
  await db
    .insert(employers)
    .values(CITIES.slice(0, 100).map((city, i) => ({ name: `Betrieb ${i + 1}`, city: city.name })))
    .returning({ id: employers.id })
).map((row) => row.id);
const adRows: (typeof jobAdvertisements.$inferInsert)[] = [];
const adSectors: string[][] = [];
for (let day = 0; day < 7; day++) {
  for (let i = 0; i < adsPerDay; i++) {
    const city = random.weighted(CITIES, CITY_WEIGHTS);
    const point = scatter(random, city.lat, city.lng, 15);
    const workingTime = random.pick([
      "Vollzeit",
      "Teilzeit",
      "Saisonarbeit",
      "Ausbildung",
    ] as const);
    const slugs = random.distinctWeighted(SECTOR_SLUGS, sectorWeights, random.int(1, 3));
    const startDays = random.chance(0.35) ? null : random.int(1, 300);
    const published = slot.getTime() - day * DAY - random.next() * DAY;
    const place = nearestCity(point.lat, point.lng);
    adSectors.push(slugs);
    adRows.push({
      employer_id: random.pick(employerIds),
      status: "published",
      title: adTitle(random, slugs[0]!, workingTime),
      working_time: workingTime,
      starts_at:
        startDays === null
          ? null
          : new Date(Date.now() + startDays * DAY).toISOString().slice(0, 10),
      formatted_address: place.name,
      location: place.name,
      zipcode: place.zip,
      state: place.state,
      latitude: point.lat,
      longitude: point.lng,
      description: "<p>Wir suchen Verstärkung.</p>",
      tasks: "<ul><li>Pflanzen</li></ul>",
      profile: "<p>Freude an der Arbeit draußen.</p>",
      benefits: "<p>Faire Bezahlung.</p>",
      published_at: new Date(published),
      expires_at: new Date(Date.now() + 60 * DAY),
    });
  }
}
const adIds: number[] = [];
await inChunks(adRows, 1_000, async (chunk) => {
  const ids = await db
    .insert(jobAdvertisements)
    .values(chunk)
    .returning({ id: jobAdvertisements.id });
  adIds.push(...ids.map((row) => row.id));
});
const links = adIds.flatMap((id, i) =>
  adSectors[i]!.map((slug) => ({ job_advertisement_id: id, sector_id: sectorId.get(slug)! })),
);
await inChunks(links, 5_000, (chunk) => db.insert(jobAdvertisementSectors).values(chunk));

// The alerts: seekers' filters, one in ten the whole Land of its point.
const bodies = searchBodies(alertCount, sectorId, 11);
const alertRows = bodies.map((body, i) => {
  const weekly = random.chance(0.15);
  const land = random.chance(0.1)
    ? (nearestCity(body.latitude, body.longitude).state as Bundesland)
    : undefined;
  return {
    email: `suchende-${i}@bench.example`,
    sector_ids: body.sectors,
    working_time: body.working_time,
    job_available_at: body.job_available_at,
    latitude: body.latitude,
    longitude: body.longitude,
    geo_radius: land && BUNDESLAENDER.includes(land) ? null : (body.geo_radius ?? 30),
    state: land && BUNDESLAENDER.includes(land) ? land : null,
    location_label: nearestCity(body.latitude, body.longitude).name,
    frequency: weekly ? "weekly" : "daily",
    confirmed_at: new Date(slot.getTime() - 30 * DAY),
    digest_from: new Date(slot.getTime() - (weekly ? 7 : 1) * DAY),
  };
});
await inChunks(alertRows, 2_000, (chunk) => db.insert(jobAlerts).values(chunk));
await db.execute(sql`vacuum analyze`);
console.log(
  `Daten bereit: ${fmtInt(adIds.length)} Anzeigen, ${fmtInt(alertRows.length)} Suchaufträge.`,
);

// The run, as the scheduled task does it; the queue has no handler here, so the mails stay.
const queue = createOutbox(db, pino({ level: "silent" }));
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);
// How busy the machine was: the figure is a quiet machine's only when nothing else ran.
const loadAtStart = loadavg()[0]!;
const started = performance.now();
const run = await runDigests({ db, outbox: queue }, now);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);

const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await db.execute(query))[0]!.n);
const queued = await count(
  sql`select count(*)::int as n from ${outbox} where kind = ${DIGEST_MAIL}`,
);
const delivered = await count(sql`select count(*)::int as n from ${jobAlertDeliveries}`);
const factsSql = postgres(url, { max: 1, onnotice: () => {} });
const facts = await machineFacts(factsSql);
await factsSql.end();
await database.close();

const line = {
  alerts: run.alerts,
  mails: run.mails,
  queued,
  delivered,
  seconds: Math.round(seconds * 10) / 10,
  alertsPerSecond: Math.round(run.alerts / seconds),
  peakRssMiB: Math.round(peakRss / 2 ** 20),
};
console.log(JSON.stringify(line));
if (run.alerts !== alertCount)
  throw new Error(`Erwartet ${alertCount} Suchaufträge, bearbeitet ${run.alerts}`);

if (writeDoc) {
  updateDocSection(
    "docs/performance.md",
    "digest",
    `Measured ${facts.date.slice(0, 10)} on ${facts.cpus} cores (${facts.cpuModel}), ${facts.memoryGiB} GiB, Node ${facts.node}, PostgreSQL ${facts.postgres}. The 1-minute load average was ${loadAtStart.toFixed(1)} when the run began (the data loading just before counts in it; well above that, other work shared the cores and the time is an upper bound).

| Alerts | New ads a day | Time | Alerts/s | Mails queued | Ads recorded | Peak RSS |
| -----: | ------------: | ---: | -------: | -----------: | -----------: | -------: |
| ${fmtInt(run.alerts)} | ${fmtInt(adsPerDay)} | ${line.seconds} s | ${fmtInt(line.alertsPerSecond)} | ${fmtInt(queued)} | ${fmtInt(delivered)} | ${line.peakRssMiB} MiB |`,
  );
}
