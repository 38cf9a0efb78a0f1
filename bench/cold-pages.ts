/**
 * Cold job pages: every `GET /jobs/{id}` asked for once, so each one misses the page cache
 * (ADR 017) and is rendered with React — what a crawler walking the sitemap, or the first
 * visitors of many different ads, cost. Reports pages per second, latency and the app
 * process's CPU time per page, and with `--profile` where that CPU time goes.
 *
 *   npm run bench:cold-pages -- [--ads 100000] [--db NAME] [--pages 3000] [--connections 8]
 *                               [--profile] [--top 30]
 *
 * The data set is bench/generate.ts's `ww_bench_<ads>` (or `--db`, an existing database on the
 * same server). The server is bench/server.ts with the production build of the pages; its CPU
 * time comes from /proc, in all and by thread. With `--profile` it runs with `--cpu-prof`, and
 * the summary counts only the main thread's samples taken during the measured pass (V8's
 * profile clock and `process.hrtime` are both the monotonic clock), by function and package.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { ensureWebBuild } from "../scripts/lib/web-build.ts";
import { prepareBenchDatabase } from "./generate.ts";
import { startAppProcess } from "./lib/app-process.ts";
import { intArg, parseArgs } from "./lib/args.ts";
import { adminUrl, withDatabase } from "./lib/pg.ts";
import { createRandom } from "./lib/random.ts";

const args = parseArgs(process.argv.slice(2));
const ads = intArg(args, "ads", 100_000);
const pageCount = intArg(args, "pages", 3_000);
const connections = intArg(args, "connections", 8);
const top = intArg(args, "top", 30);
const profile = args.has("profile");
const dbName = typeof args.get("db") === "string" ? String(args.get("db")) : undefined;
/** V8 or Node flags for the server, e.g. `--node-flags="--trace-gc --max-semi-space-size=32"`. */
const nodeFlags =
  typeof args.get("node-flags") === "string" ? String(args.get("node-flags")).split(/\s+/) : [];
const WARMUP_PAGES = 200;

const outDir = join(import.meta.dirname, "out");
const profileDir = join(outDir, `cold-pages-profile-${Date.now()}`);

if (!ensureWebBuild()) throw new Error("Die Web-App ließ sich nicht bauen.");
const databaseUrl = dbName
  ? withDatabase(adminUrl(), dbName)
  : (await prepareBenchDatabase({ ads })).url;

const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const liveIds = (
  await sql<{ id: number }[]>`
    select id from job_advertisements where status = 'published' and expires_at > now()`
).map((row) => row.id);
await sql.end();
if (liveIds.length < WARMUP_PAGES + 1)
  throw new Error(`Zu wenige aktive Anzeigen: ${liveIds.length}`);
// A crawler's order, not the table's: neighbouring ids share employers and pages of the disk.
const random = createRandom(42);
const ids = [...liveIds];
for (let i = ids.length - 1; i > 0; i--) {
  const j = random.int(0, i);
  [ids[i], ids[j]] = [ids[j]!, ids[i]!];
}
const warmup = ids.slice(0, WARMUP_PAGES);
const measured = ids.slice(WARMUP_PAGES, WARMUP_PAGES + pageCount);

const app = await startAppProcess({
  databaseUrl,
  logFile: join(outDir, "cold-pages-server.log"),
  execArgv: nodeFlags,
  env: {
    BENCH_WEB: "build",
    ...(profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
  },
});

/** One page as a browser asks for it (Chromium's Accept-Encoding); the body is read whole. */
async function fetchPage(id: number): Promise<void> {
  const response = await fetch(`${app.origin}/jobs/${id}`, {
    headers: {
      "accept-encoding": "gzip, deflate, br, zstd",
      "x-forwarded-for": `10.0.${id % 250}.${id % 200}`,
    },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/jobs/${id}: ${response.status}`);
  if (response.headers.get("x-page-cache") === "hit") throw new Error(`/jobs/${id}: aus dem Cache`);
}

/** Runs `fetchPage` over `list` with `connections` requests in flight; latency per page (ms). */
async function pass(list: number[]): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < list.length) {
        const id = list[next++]!;
        const started = performance.now();
        await fetchPage(id);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

/** utime + stime in ms of a /proc stat line (USER_HZ 100). */
function statMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time of the app process by thread name: the event loop (`MainThread`), V8's helpers
 * (`V8Worker`: concurrent and parallel GC, background compilation) and libuv's thread pool
 * (`libuv-worker`: the page cache's brotli).
 */
function cpuByThread(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${task}/comm`, "utf8").trim();
      const ms = statMs(readFileSync(`/proc/${pid}/task/${task}/stat`, "utf8"));
      byName.set(name, (byName.get(name) ?? 0) + ms);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return byName;
}

function cpuMs(pid: number): number {
  return statMs(readFileSync(`/proc/${pid}/stat`, "utf8"));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The measured pass; returns its time window and the event loop's CPU per page. */
async function measure(): Promise<{
  window: { start: number; end: number };
  mainThreadMs: number;
}> {
  await pass(warmup);
  const threadsBefore = cpuByThread(app.pid);
  const cpuBefore = cpuMs(app.pid);
  const start = Number(process.hrtime.bigint() / 1000n);
  const wallStart = performance.now();
  const latencies = await pass(measured);
  const seconds = (performance.now() - wallStart) / 1000;
  const window = { start, end: Number(process.hrtime.bigint() / 1000n) };
  const cpu = cpuMs(app.pid) - cpuBefore;
  const threads = cpuByThread(app.pid);
  console.log(
    `${measured.length} kalte Seiten (/jobs/{id}) aus ${liveIds.length} aktiven Anzeigen, ${connections} Verbindungen:`,
  );
  console.log(
    `  ${(measured.length / seconds).toFixed(0)} Seiten/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `  App-Prozess: ${(cpu / measured.length).toFixed(2)} ms CPU je Seite (${(cpu / 1000 / seconds).toFixed(2)} Kerne)`,
  );
  for (const [name, ms] of [...threads].sort((a, b) => b[1] - a[1])) {
    const used = ms - (threadsBefore.get(name) ?? 0);
    if (used > 0) console.log(`    ${name}: ${(used / measured.length).toFixed(2)} ms je Seite`);
  }
  const mainThread = (threads.get("MainThread") ?? 0) - (threadsBefore.get("MainThread") ?? 0);
  return { window, mainThreadMs: mainThread / measured.length };
}

let run: Awaited<ReturnType<typeof measure>>;
try {
  run = await measure();
} finally {
  await app.stop();
}

if (profile) {
  const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`Kein Profil in ${profileDir}`);
  summarise(join(profileDir, file), run.window, run.mainThreadMs);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * Self time per function and per package of the main thread's samples inside `range`. Each
 * sample counts once: on a busy machine a sample's time delta also holds the time the thread
 * waited for a core, so shares are by count and turned into ms with the thread's CPU time.
 */
function summarise(file: string, range: { start: number; end: number }, msPerPage: number) {
  const data = JSON.parse(readFileSync(file, "utf8")) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
  };
  const nodes = new Map(data.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let time = data.startTime;
  let busy = 0;
  data.samples.forEach((id, i) => {
    time += data.timeDeltas[i] ?? 0;
    if (time < range.start || time > range.end) return;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    if (functionName === "(idle)" || functionName === "(program)") return;
    busy += 1;
    const where = `${functionName || "(anonymous)"} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ""}`;
    byFunction.set(where, (byFunction.get(where) ?? 0) + 1);
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
  });
  console.log(`\nProfil ${file}`);
  console.log(
    `  im Messlauf: ${busy} Stichproben des Hauptthreads (ohne (program) und (idle)), ${msPerPage.toFixed(2)} ms CPU je Seite`,
  );
  const table = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      const share = count / busy;
      console.log(
        `  ${(100 * share).toFixed(1).padStart(5)} %  ${(share * msPerPage).toFixed(3)} ms/Seite  ${name}`,
      );
    }
  };
  table("Eigenzeit nach Paket:", byPackage);
  table("Eigenzeit nach Funktion:", byFunction);
}

function shortUrl(url: string): string {
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) return url.slice(nm + "node_modules/".length);
  const src = url.search(/\/(src|build|bench)\//);
  return src >= 0 ? url.slice(src + 1) : url.replace(/^file:\/\//, "");
}

function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native/V8)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith("node:")) return "node core";
  return shortUrl(url).split("/").slice(0, 3).join("/");
}
