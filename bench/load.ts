/**
 * Load test: seekers and employers at once against PostgreSQL and Redis.
 *
 *   npm run bench:load -- [--ads 20000] [--apps 2] [--seekers 200] [--employers 20]
 *                         [--duration 60] [--warmup 5] [--think-ms 1000] [--doc]
 *
 * Starts a private PostgreSQL cluster and a private Redis (bench/lib/private-services.ts; the
 * machine's servers are never touched), loads a generated data set (bench/generate.ts), creates
 * the employers (verified user, session, credits), starts `--apps` app processes
 * (bench/server.ts, each its own Node process with REDIS_URL) and drives them round robin:
 * `--seekers` seekers (search with varied realistic filters 50 %, list 20 %, a job's details
 * 30 %) and `--employers` employers (new draft, its three editor steps, publish, company
 * profile), every user in a closed loop with a think time of 0…2×`--think-ms` between two
 * actions. Reports per operation count, errors, p50/p95/p99 and req/s, then checks that every
 * acknowledged write is in the database. Exit code 1 on any error or missing write.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { prepareBenchDatabase } from "./generate.ts";
import { startAppProcess, type AppProcess } from "./lib/app-process.ts";
import { intArg, parseArgs } from "./lib/args.ts";
import { updateDocSection } from "./lib/docs.ts";
import { machineFacts } from "./lib/machine.ts";
import { cleanupOnExit, startPrivatePostgres, startPrivateRedis } from "./lib/private-services.ts";
import { createRandom } from "./lib/random.ts";
import { searchBodies } from "./lib/search-queries.ts";
import { fmtInt, fmtMs } from "./lib/stats.ts";
import {
  Recorder,
  Targets,
  createEmployers,
  employer,
  newLedger,
  seeker,
  verifyLedgers,
  type LoopContext,
} from "./lib/workload.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, "bench", "out");
const args = parseArgs(process.argv.slice(2));
const options = {
  ads: intArg(args, "ads", 20_000),
  apps: intArg(args, "apps", 2),
  seekers: intArg(args, "seekers", 200),
  employers: intArg(args, "employers", 20),
  duration: intArg(args, "duration", 60),
  warmup: intArg(args, "warmup", 5),
  thinkMs: args.get("think-ms") === "0" ? 0 : intArg(args, "think-ms", 1000),
  credits: intArg(args, "credits", 1000),
  doc: args.has("doc"),
};
const P99_TARGET_MS = 250;
const log = (message: string) => console.log(message);
const started = performance.now();
const stamp = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

cleanupOnExit();
const load = { before: loadavg(), during: [] as number[][] };
log(`Last der Maschine vorher (uptime): ${load.before.map((l) => l.toFixed(2)).join(", ")}`);
const pg = await startPrivatePostgres({ log });
const redis = await startPrivateRedis({ log });
const apps: AppProcess[] = [];
let exitCode = 0;
try {
  const prepared = await prepareBenchDatabase({ ads: options.ads, adminUrl: pg.adminUrl, log });
  const sql = postgres(prepared.url, { max: 2, onnotice: () => {} });
  const machine = await machineFacts(sql);
  const sectorRows = await sql<{ id: number; slug: string }[]>`select id, slug from sectors`;
  const bodies = searchBodies(500, new Map(sectorRows.map((r) => [r.slug, r.id])));
  const accounts = await createEmployers(prepared.url, options.employers, options.credits);
  const ledgers = accounts.map(newLedger);
  log(`${stamp()}: ${accounts.length} Arbeitgeber mit je ${options.credits} Guthaben angelegt.`);

  for (let i = 0; i < options.apps; i++) {
    apps.push(
      await startAppProcess({
        databaseUrl: prepared.url,
        redisUrl: redis.url,
        logFile: join(outDir, `load-app-${i + 1}.log`),
      }),
    );
  }
  log(`${stamp()}: ${apps.length} App-Prozesse: ${apps.map((a) => a.origin).join(", ")}`);

  const recorder = new Recorder();
  recorder.paused = true;
  let stopAt = Number.POSITIVE_INFINITY;
  const ctx: LoopContext = {
    targets: new Targets(apps.map((a) => a.origin)),
    recorder,
    random: createRandom(11),
    thinkMs: options.thinkMs,
    done: () => performance.now() >= stopAt,
  };
  const sectorIds = sectorRows.map((r) => r.id);
  const loops = [
    ...Array.from({ length: options.seekers }, (_, i) => seeker(ctx, i + 1, bodies)),
    ...ledgers.map((ledger) => employer(ctx, ledger, sectorIds)),
  ];
  log(`${stamp()}: ${options.warmup} s Aufwärmen …`);
  await new Promise((resolve) => setTimeout(resolve, options.warmup * 1000));
  const measured = new Recorder();
  ctx.recorder = measured;
  const t0 = performance.now();
  const cpu0 = cpuTimes(apps);
  stopAt = t0 + options.duration * 1000;
  log(`${stamp()}: ${options.duration} s Messung …`);
  const sampler = setInterval(() => load.during.push(loadavg()), 10_000);
  await Promise.all(loops);
  clearInterval(sampler);
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = cpuTimes(apps);
  load.during.push(loadavg());
  const summary = measured.summary(seconds);
  const all = measured.all(seconds);

  const order = [
    "search",
    "list",
    "detail",
    "draft create",
    "draft step",
    "publish",
    "profile update",
  ];
  summary.sort((a, b) => order.indexOf(a.op) - order.indexOf(b.op));
  const checks = await verifyLedgers(sql, ledgers);
  await sql.end();

  const errorsOk = all.errors === 0;
  const p99Ok = all.p99 <= P99_TARGET_MS;
  const writesOk = checks.every((c) => c.ok);
  if (!errorsOk || !writesOk) exitCode = 1;

  const table = [
    "| operation | count | errors | p50 ms | p95 ms | p99 ms | max ms | req/s |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...[...summary, all].map(
      (s) =>
        `| ${s.op === "all" ? "**all**" : s.op} | ${fmtInt(s.count)} | ${s.errors}${s.errors ? ` (${statusList(s.statuses)})` : ""} | ${fmtMs(s.p50)} | ${fmtMs(s.p95)} | ${fmtMs(s.p99)} | ${fmtMs(s.max)} | ${s.rps.toFixed(1)} |`,
    ),
  ].join("\n");
  const checkTable = [
    "| check | acknowledged by the API | found in the database | |",
    "| --- | ---: | ---: | --- |",
    ...checks.map(
      (c) => `| ${c.check} | ${c.expected} | ${c.found} | ${c.ok ? "ok" : "**MISSING**"} |`,
    ),
  ].join("\n");
  const cores = (pidIndex: number | "self") =>
    pidIndex === "self"
      ? (cpu1.self - cpu0.self) / seconds
      : (cpu1.apps[pidIndex]! - cpu0.apps[pidIndex]!) / seconds;
  const loadDuring = Math.max(...load.during.map((l) => l[0]!));
  const markdown = `### Load: ${options.seekers} seekers and ${options.employers} employers for ${options.duration} s

Measured ${machine.date.slice(0, 10)} with \`npm run bench:load -- --ads ${options.ads} --apps ${options.apps} --seekers ${options.seekers} --employers ${options.employers} --duration ${options.duration} --think-ms ${options.thinkMs}\` (${options.warmup} s warm-up first; ${fmtInt((performance.now() - started) / 1000)} s in all${prepared.reused ? "" : `, data set generated in ${prepared.seconds.toFixed(0)} s`}).
Machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, a private PostgreSQL ${machine.postgres} cluster and a private Redis started by the bench. **Shared machine:** load average (1 min) ${load.before[0]!.toFixed(2)} before the run and up to ${loadDuring.toFixed(2)} during it, on ${cpus().length} cores — other sessions' tests were running, so these figures are a floor, not the capacity of ${cpus().length} idle cores.
Data: ${fmtInt(prepared.counts.live)} live ads, ${fmtInt(prepared.counts.employers)} employers. ${options.apps} app processes (round robin), each used ${apps.map((_, i) => cores(i).toFixed(2)).join(" / ")} cores; the load generator ${cores("self").toFixed(2)}.
Every user waits 0–${(2 * options.thinkMs) / 1000} s (uniform) between two actions. Seekers: search 50 % (500 varied filters: point near a city by population, 30/50/100 km, 1–3 sectors; the browser's bodies, page 1 with record=1 80 %, page 2 with record=0 20 %), list 20 % (pages 1–5), details of a job seen before 30 %. Employers: new draft → step 1 → step 2 → step 3 → publish → company profile, then again.

${table}

- 0 errors: ${errorsOk ? "**met**" : "**missed**"} (${all.errors} of ${fmtInt(all.count)})
- p99 ≤ ${P99_TARGET_MS} ms over all requests: ${p99Ok ? "**met**" : "**missed**"} (${fmtMs(all.p99)} ms)

Every acknowledged write, counted by the clients and looked up afterwards:

${checkTable}
`;
  console.log(`\n${"=".repeat(100)}\n`);
  console.log(markdown);
  mkdirSync(outDir, { recursive: true });
  const jsonFile = join(outDir, `load-${machine.date.replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    jsonFile,
    JSON.stringify({ options, machine, load, summary, all, checks }, null, 2),
  );
  log(`Rohdaten: ${jsonFile}`);
  if (options.doc) {
    updateDocSection(join(root, "docs", "reliability.md"), "load", markdown);
    log("docs/reliability.md aktualisiert.");
  }
} finally {
  for (const app of apps) await app.stop();
  await redis.destroy();
  pg.destroy();
}
process.exit(exitCode);

function statusList(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .filter(([s]) => !s.startsWith("2"))
    .map(([s, n]) => `${s === "0" ? "no answer" : s} × ${n}`)
    .join(", ");
}

/** CPU seconds of each app process (from /proc) and of this process. */
function cpuTimes(list: AppProcess[]): { apps: number[]; self: number } {
  const self = process.cpuUsage();
  return {
    apps: list.map((app) => {
      try {
        const stat = readFileSync(`/proc/${app.pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        return Number.NaN;
      }
    }),
    self: (self.user + self.system) / 1e6,
  };
}
