/**
 * `npm run bench:fuzz -- [--seeds N] [--per-field N] [--doc]`: the full hostile-input run
 * (the short form is tests/api/fuzz.test.ts). It builds the app against a fresh embedded
 * database (or a fresh PostgreSQL database when FUZZ_DATABASE_URL names a server whose role may
 * create databases), walks the generated OpenAPI document with every seed as nobody and as a
 * signed-in employer, and prints per route how many requests were sent, the answers by status
 * class and every finding. With --doc the table goes to docs/reliability.md. Exit code 1 when
 * anything was found: a 5xx, a 4xx without a German message, or a refused request that changed
 * a row.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import {
  openPglite,
  openPostgres,
  pgliteExtensions,
  rowsOf,
  type Database,
} from "#server/db/client.ts";
import { employers, employerUsers, plans, sectors, sessions, users } from "#server/db/schema.ts";
import { seedReferenceData } from "#server/db/seed/reference.ts";
import { hashToken, SESSION_COOKIE } from "#server/platform/session.ts";
import {
  fingerprintSql,
  knownBodies,
  requestsForDocument,
  runFuzz,
  type FuzzReport,
  type FuzzRequest,
  type OpenApiDocument,
} from "../tests/support/fuzzer.ts";
import { intArg, parseArgs } from "./lib/args.ts";
import { updateDocSection } from "./lib/docs.ts";
import { createRandom } from "./lib/random.ts";

const args = parseArgs(process.argv.slice(2));
const seeds = intArg(args, "seeds", 5);
const perField = intArg(args, "per-field", 12);
const writeDoc = args.has("doc");
const adminUrl = process.env.FUZZ_DATABASE_URL;

async function openFreshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!adminUrl) {
    const pg = await PGlite.create({ extensions: pgliteExtensions });
    return { database: openPglite(pg), drop: async () => undefined };
  }
  const name = `ww_fuzz_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: openPostgres(url.toString()),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "ww-fuzz-"));
const { database, drop } = await openFreshDatabase();
await database.migrate();
await seedReferenceData(database.db);
const config = loadConfig(
  {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEARCH_SYNC_MS: "0",
    SCHEDULER_INTERVAL_MS: "0",
  },
  "fuzz",
);
const app = await buildApp({ config, database, web: false, logger: false });
await app.ready();
const db = database.db;

// A verified employer with a session and a draft of its own, so that body checks are reached.
const suffix = randomBytes(4).toString("hex");
const [user] = await db
  .insert(users)
  .values({
    name: `Fuzz ${suffix}`,
    email: `fuzz.${suffix}@betrieb.example`,
    password_hash: "unusable",
    email_verified_at: new Date(),
  })
  .returning({ id: users.id });
const [employer] = await db
  .insert(employers)
  .values({ name: `Gärtnerei Fuzz ${suffix}` })
  .returning({ id: employers.id });
await db.insert(employerUsers).values({ user_id: user!.id, employer_id: employer!.id });
const token = randomBytes(32).toString("base64url");
await db.insert(sessions).values({
  id: hashToken(token),
  user_id: user!.id,
  expires_at: new Date(Date.now() + 24 * 3600_000),
});
const cookies = { [SESSION_COOKIE]: token };
const headers = { accept: "application/json", "x-requested-with": "XMLHttpRequest" };
async function newDraft(): Promise<string> {
  const draft = await app.inject({
    method: "POST",
    url: "/api/job-advertisements",
    headers: { ...headers, "content-type": "application/json" },
    cookies,
    payload: "{}",
  });
  return String((draft.json() as { data: { id: number } }).data.id);
}
const draftId = await newDraft();
// The DELETE route's own draft: deleting it leaves `draftId` to the other ad routes.
const deletableDraftId = await newDraft();

const doc = (await app.inject({ url: "/api/docs" })).json() as OpenApiDocument;
const [sector] = await db.select({ id: sectors.id }).from(sectors).limit(1);
const [plan] = await db.select({ id: plans.id }).from(plans).limit(1);
const bodies = knownBodies({ sectorId: sector!.id, planId: plan!.id });
const tables = rowsOf<{ table_name: string }>(
  await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  ),
)
  .map((r) => r.table_name)
  .filter((name) => name !== "sessions");
const fingerprint = async () =>
  rowsOf<{ t: string; h: string }>(await db.execute(sql.raw(fingerprintSql(tables))))
    .map((r) => `${r.t}:${r.h}`)
    .join(",");

function pathValues(route: string, method: string): Record<string, string> {
  if (route === "/api/job-advertisements/{id}" && method === "DELETE") {
    return { id: deletableDraftId };
  }
  if (route.startsWith("/api/employers/")) return { id: String(employer!.id) };
  if (route.startsWith("/api/job-advertisements/")) return { id: draftId };
  if (route.startsWith("/email/verify/")) return { id: String(user!.id), hash: "abc" };
  if (route.startsWith("/api/admin/")) return { id: String(employer!.id) };
  if (route.startsWith("/api/slugs/search/")) return { "*": "faq" };
  if (route.startsWith("/api/blog-posts/")) return { slug: "saisonarbeit-in-der-landwirtschaft" };
  return { id: "1", session_id: "cs_test_fuzz" };
}

interface RouteRow {
  sent: number;
  s2xx: number;
  s4xx: number;
  s5xx: number;
  findings: number;
}
const perRoute = new Map<string, RouteRow>();
let address = 0;
const started = Date.now();
const reports: FuzzReport[] = [];

for (let seed = 1; seed <= seeds; seed++) {
  for (const who of ["nobody", "employer"] as const) {
    const signedIn = who === "employer";
    const requests = requestsForDocument(doc, {
      random: createRandom(seed * 2 + (signedIn ? 1 : 0)),
      perField,
      pathValues,
      bodies,
      skip: (method, route) => signedIn && method === "POST" && route === "/logout",
    });
    const send = async (request: FuzzRequest) => {
      address += 1;
      const response = await app.inject({
        method: request.method as "GET",
        url: request.url,
        headers: { ...headers, ...request.headers },
        cookies: signedIn ? cookies : undefined,
        payload: request.body,
        remoteAddress: `2001:db8::${(address % 65_000).toString(16)}`,
      });
      const key = `${request.method} ${request.route}`;
      const row = perRoute.get(key) ?? { sent: 0, s2xx: 0, s4xx: 0, s5xx: 0, findings: 0 };
      row.sent += 1;
      if (response.statusCode >= 500) row.s5xx += 1;
      else if (response.statusCode >= 400) row.s4xx += 1;
      else row.s2xx += 1;
      perRoute.set(key, row);
      return {
        status: response.statusCode,
        body: response.body,
        contentType: response.headers["content-type"]?.toString(),
      };
    };
    const report = await runFuzz(requests, send, fingerprint);
    for (const finding of report.findings) {
      const row = perRoute.get(`${finding.request.method} ${finding.request.route}`);
      if (row) row.findings += 1;
    }
    reports.push(report);
    console.log(
      `seed ${seed} as ${who}: ${report.sent} requests, ${report.findings.length} findings`,
    );
  }
}

await app.close();
await drop();
rmSync(dataDir, { recursive: true, force: true });

const total = reports.reduce((n, r) => n + r.sent, 0);
const findings = reports.flatMap((r) => r.findings);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const lines = [
  `Run on ${new Date().toISOString().slice(0, 10)} against ${adminUrl ? "PostgreSQL" : "PGlite"}: ${total.toLocaleString("en")} requests (${seeds} seeds × nobody/employer, ${perField} hostile values per field) in ${seconds} s; **${findings.length} findings**.`,
  "",
  "| Route | Sent | 2xx/3xx | 4xx | 5xx | Findings |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
  ...[...perRoute.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, r]) =>
        `| \`${key}\` | ${r.sent} | ${r.s2xx} | ${r.s4xx} | ${r.s5xx} | ${r.findings} |`,
    ),
];
const table = lines.join("\n");
console.log(`\n${table}\n`);
for (const f of findings.slice(0, 50)) {
  console.log(
    `${f.request.method} ${f.request.url.slice(0, 120)} [${f.request.case}] → ${f.status}: ${f.problem} ${f.body}`,
  );
}
if (writeDoc) updateDocSection("docs/reliability.md", "fuzz", table);
process.exit(findings.length ? 1 : 0);
