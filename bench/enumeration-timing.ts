/**
 * Does the answer time tell whether an address has an account, or has applied to an ad?
 *
 *   npm run bench:enumeration -- [--samples 300] [--register 60] [--apply 150]
 *
 * One app process in this process (API only, the embedded database in a fresh temporary
 * DATA_DIR, or PostgreSQL from DATABASE_URL; mails written to files as without SMTP_URL),
 * listening on 127.0.0.1. POST /forgot-password is sent --samples times for addresses with an
 * account and as often for addresses without one, in random order, one at a time with a short
 * pause (an attacker measuring carefully); the same for POST /register with taken and new
 * addresses (--register each, argon2 makes these slow); and the application form's POST to one
 * ad (multipart with a one-page PDF, as the job page sends it) from addresses that have applied
 * to it before and from new ones (--apply each). Every request comes from another
 * X-Forwarded-For address (TRUST_PROXY=true), so the per-IP limits never answer instead.
 *
 * Prints p50/p95 of each group and how well the best single threshold on the time separates
 * them (50 % is guessing; the issue measured 99 of 120 right before the outbox).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import {
  applications,
  employers,
  jobAdvertisementSectors,
  jobAdvertisements,
  sectors,
  users,
} from "#server/db/schema.ts";
import { seedReferenceData } from "#server/db/seed/reference.ts";
import { hashPassword } from "#server/platform/passwords.ts";
import { intArg, parseArgs } from "./lib/args.ts";
import { shuffled } from "./lib/popularity.ts";
import { fmtMs, percentiles } from "./lib/stats.ts";

const args = parseArgs(process.argv.slice(2));
const samples = intArg(args, "samples", 300);
const registerSamples = intArg(args, "register", 60);
const applySamples = intArg(args, "apply", 150);
const PAUSE_MS = 25;

const dataDir = mkdtempSync(join(tmpdir(), "ww-bench-enum-"));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await database.migrate();
await seedReferenceData(database.db);
const config = loadConfig(
  {
    NODE_ENV: "test",
    APP_URL: "http://127.0.0.1:3000",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    SCHEDULER_INTERVAL_MS: "0",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  },
  "bench",
);
const app = await buildApp({ config, database, web: false, logger: false });
await app.listen({ host: "127.0.0.1", port: 0 });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const run = Date.now().toString(36);
const PASSWORD = "Wurzel-Kraut-Sieben7";
const hash = await hashPassword(PASSWORD);
const known = Array.from({ length: samples }, (_, i) => `bekannt.${run}.${i}@betrieb.example`);
const taken = Array.from(
  { length: registerSamples },
  (_, i) => `vergeben.${run}.${i}@betrieb.example`,
);
await database.db
  .insert(users)
  .values(
    [...known, ...taken].map((email) => ({ name: "Kim Beispiel", email, password_hash: hash })),
  );

let ip = 0;
async function timed(path: string, body: unknown): Promise<number> {
  ip++;
  const started = performance.now();
  const form = body instanceof FormData;
  const res = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: {
      ...(form ? {} : { "content-type": "application/json" }),
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      origin,
      "x-forwarded-for": `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    },
    body: form ? body : JSON.stringify(body),
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status >= 300) throw new Error(`${path}: ${res.status}`);
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  return ms;
}

/** Share of samples the best threshold "slower than t → has an account" classifies right. */
function bestThresholdAccuracy(yes: number[], no: number[]): number {
  const all = [...yes.map((ms) => ({ ms, yes: true })), ...no.map((ms) => ({ ms, yes: false }))];
  all.sort((a, b) => a.ms - b.ms);
  // Threshold below everything: every "yes" right. Moving it up past a sample flips that one.
  let right = yes.length;
  let best = right;
  for (const sample of all) {
    right += sample.yes ? -1 : 1;
    best = Math.max(best, right, all.length - right);
  }
  return best / all.length;
}

async function measure(
  label: string,
  groups: { name: string; requests: (() => Promise<number>)[] }[],
): Promise<void> {
  const order = shuffled(
    groups.flatMap((group, g) => group.requests.map((request) => ({ g, request }))),
  );
  const times = groups.map(() => [] as number[]);
  for (const { g, request } of order) times[g]!.push(await request());
  console.log(`${label}:`);
  for (const [g, group] of groups.entries()) {
    const [p50, p95] = percentiles(times[g]!, [50, 95]);
    console.log(
      `  ${group.name.padEnd(22)} n=${times[g]!.length}  p50 ${fmtMs(p50!)} ms  p95 ${fmtMs(p95!)} ms`,
    );
  }
  const accuracy = bestThresholdAccuracy(times[0]!, times[1]!);
  console.log(
    `  bester Schwellwert trennt ${(accuracy * 100).toFixed(1)} % richtig (50 % = Raten)`,
  );
}

// Warm-up: JIT, connection, first queries.
for (let i = 0; i < 30; i++) await timed("/forgot-password", { email: `warm.${i}@x.example` });

await measure("POST /forgot-password", [
  {
    name: "Adresse mit Konto",
    requests: known.map((email) => () => timed("/forgot-password", { email })),
  },
  {
    name: "Adresse ohne Konto",
    requests: known.map(
      (_, i) => () => timed("/forgot-password", { email: `unbekannt.${run}.${i}@betrieb.example` }),
    ),
  },
]);

const registration = (email: string) => ({
  company_name: "Gärtnerei Grünwurz GmbH",
  name: "Jana Gärtner",
  email,
  password: "Gruene-Hecke-am-Teich",
  password_confirmation: "Gruene-Hecke-am-Teich",
  terms: true,
});
await measure("POST /register", [
  {
    name: "Adresse vergeben",
    requests: taken.map((email) => () => timed("/register", registration(email))),
  },
  {
    name: "Adresse neu",
    requests: taken.map(
      (_, i) => () => timed("/register", registration(`neu.${run}.${i}@betrieb.example`)),
    ),
  },
]);

// An ad that takes applications on Wurzelwerk, and half the addresses have applied to it.
const [employer] = await database.db
  .insert(employers)
  .values({ name: "Baumschule Eichenhain", city: "Freising" })
  .returning({ id: employers.id });
const [job] = await database.db
  .insert(jobAdvertisements)
  .values({
    employer_id: employer!.id,
    status: "published",
    title: "Baumschulgärtner/in (m/w/d)",
    working_time: "Vollzeit",
    formatted_address: "85354 Freising, Bayern",
    zipcode: "85354",
    location: "Freising",
    state: "Bayern",
    latitude: 48.4029,
    longitude: 11.7489,
    description: "<p>Wir suchen Verstärkung.</p>",
    tasks: "<ul><li>Veredeln</li></ul>",
    profile: "<ul><li>Freude an Gehölzen</li></ul>",
    benefits: "<ul><li>Faire Bezahlung</li></ul>",
    contact_name: "Maria Muster",
    contact_email: "jobs@eichenhain.example",
    application_method: "wurzelwerk",
    published_at: new Date(Date.now() - 3_600_000),
    expires_at: new Date(Date.now() + 30 * 86_400_000),
  })
  .returning({ id: jobAdvertisements.id });
const [sector] = await database.db.select({ id: sectors.id }).from(sectors).limit(1);
await database.db
  .insert(jobAdvertisementSectors)
  .values({ job_advertisement_id: job!.id, sector_id: sector!.id });
const applied = Array.from({ length: applySamples }, (_, i) => `beworben.${run}.${i}@mail.example`);
await database.db.insert(applications).values(
  applied.map((email) => ({
    job_id: job!.id,
    employer_id: employer!.id,
    name: "Kim Beispiel",
    email,
    message: "Ich arbeite gern draußen.",
    consented_at: new Date(),
  })),
);
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const application = (email: string) => {
  const form = new FormData();
  form.set("name", "Kim Beispiel");
  form.set("email", email);
  form.set("message", "Ich arbeite gern draußen und habe drei Jahre Erfahrung.");
  form.set("consent", "true");
  form.set("cv", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "lebenslauf.pdf");
  return form;
};
const applyPath = `/api/job-advertisements/${job!.id}/applications`;
await measure("POST /api/job-advertisements/{id}/applications", [
  {
    name: "schon beworben",
    requests: applied.map((email) => () => timed(applyPath, application(email))),
  },
  {
    name: "neu",
    requests: applied.map(
      (_, i) => () => timed(applyPath, application(`neu.${run}.${i}@mail.example`)),
    ),
  },
]);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
