/**
 * Memory of the app process as `npm start` runs it, at rest and after a crawl of every address
 * its sitemaps list — what a search engine does to a new site, and the most pages one process
 * renders in a row.
 *
 *   npm run bench:memory -- [--database-url URL] [--data-dir DIR] [--concurrency 6]
 *                           [--languages de,en,pl,ro,uk] [--limit N] [--rest 30]
 *                           [--node-flags "--max-semi-space-size=64"] [--doc]
 *
 * Without `--database-url` it is the embedded default: PGlite in a new temporary DATA_DIR (or
 * `--data-dir`, kept) seeded with the demo data, as on a fresh machine. With it, the server
 * reads that PostgreSQL database (e.g. bench/generate.ts's `ww_bench_100000`) without seeding.
 * The crawl asks for every `<loc>` of `/sitemap.xml`'s sitemaps (`--languages` picks the
 * language sitemaps, `--limit` the first N addresses), `--concurrency` at a time, with
 * Chromium's Accept-Encoding; every answer must be 200. Resident memory (VmRSS) and its peak
 * (VmHWM) come from /proc: when the server is ready, at rest 10 s later, after the crawl, and
 * `--rest` seconds after the crawl (the page cache's pages expire after PAGE_CACHE_MS).
 * `--doc` writes the block `memory-embedded` (or `memory-postgres`) of docs/deploy.md.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { ensureWebBuild } from "../scripts/lib/web-build.ts";
import { intArg, parseArgs } from "./lib/args.ts";
import { updateDocSection } from "./lib/docs.ts";
import { freePort, startProductionServer, stopProductionServer } from "./lib/production-server.ts";

const root = resolve(import.meta.dirname, "..");
const args = parseArgs(process.argv.slice(2));
const concurrency = intArg(args, "concurrency", 6);
const restSeconds = intArg(args, "rest", 30);
const limit = args.has("limit") ? intArg(args, "limit", 1) : Number.POSITIVE_INFINITY;
const stringArg = (name: string) =>
  typeof args.get(name) === "string" ? String(args.get(name)) : undefined;
const databaseUrl = stringArg("database-url");
const languages = (stringArg("languages") ?? "de,en,pl,ro,uk").split(",");
const keptDataDir = stringArg("data-dir");
/** Flags for node itself after those of `npm start`, e.g. `--node-flags="--max-semi-space-size=64"`. */
const nodeFlags = stringArg("node-flags")?.split(/\s+/) ?? [];

/** VmRSS and VmHWM of a process in MiB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) / 1024;
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** Every page address of the sitemaps of the chosen languages, in their order. */
async function crawlList(base: string): Promise<string[]> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const urls: string[] = [];
  for (const sitemap of locs(index)) {
    const language = /\/sitemaps\/([a-z]{2})-\d+\.xml$/.exec(sitemap)?.[1];
    if (language && !languages.includes(language)) continue;
    const path = new URL(sitemap).pathname;
    urls.push(
      ...locs(await (await fetch(`${base}${path}`)).text()).map((url) => new URL(url).pathname),
    );
  }
  return urls.slice(0, limit);
}

if (!ensureWebBuild()) throw new Error("Die Web-App ließ sich nicht bauen.");
const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), "ww-memory-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const startedAt = Date.now();
const server = await startProductionServer({
  port,
  dataDir,
  nodeFlags,
  stdout: "ignore",
  env: {
    SEED_DEMO: databaseUrl ? "false" : "true",
    DATABASE_URL: databaseUrl ?? "",
    // Every address once from one client: the rate limits are not what is measured.
    TRUST_PROXY: "true",
  },
});
const pid = server.pid!;
try {
  const ready = memory(pid);
  const readySeconds = (Date.now() - startedAt) / 1000;
  await sleep(10_000);
  const atRest = memory(pid);
  const paths = await crawlList(base);
  let next = 0;
  let peakDuring = 0;
  const crawlStart = performance.now();
  const sampler = setInterval(() => {
    peakDuring = Math.max(peakDuring, memory(pid).rss);
  }, 500);
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const response = await fetch(`${base}${path}`, {
          headers: {
            "accept-encoding": "gzip, deflate, br, zstd",
            "x-forwarded-for": `10.1.${worker}.${next % 250}`,
          },
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      }
    }),
  );
  clearInterval(sampler);
  const crawlSeconds = (performance.now() - crawlStart) / 1000;
  const afterCrawl = memory(pid);
  await sleep(restSeconds * 1000);
  const afterRest = memory(pid);

  const setup = databaseUrl
    ? `PostgreSQL (\`${new URL(databaseUrl).pathname.slice(1)}\`)`
    : "Embedded default (PGlite, demo data)";
  const mib = (value: number) => `${value.toFixed(0)} MiB`;
  const text = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench:memory -- ${process.argv.slice(2).join(" ")}\`; ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.`,
    "",
    `${setup}: ready after ${readySeconds.toFixed(1)} s; crawl of ${paths.length.toLocaleString("en")} addresses (languages ${languages.join(", ")}) ${concurrency} at a time in ${crawlSeconds.toFixed(0)} s (${(paths.length / crawlSeconds).toFixed(0)} pages/s).`,
    "",
    "| When | RSS | Peak RSS so far (VmHWM) |",
    "| --- | --: | --: |",
    `| Ready (\`/readyz\`) | ${mib(ready.rss)} | ${mib(ready.peak)} |`,
    `| At rest, 10 s later | ${mib(atRest.rss)} | ${mib(atRest.peak)} |`,
    `| Highest sample during the crawl (every 0.5 s) | ${mib(peakDuring)} | – |`,
    `| Right after the crawl | ${mib(afterCrawl.rss)} | ${mib(afterCrawl.peak)} |`,
    `| ${restSeconds} s after the crawl | ${mib(afterRest.rss)} | ${mib(afterRest.peak)} |`,
  ].join("\n");
  console.log(text);
  if (args.has("doc")) {
    updateDocSection(
      join(root, "docs", "deploy.md"),
      databaseUrl ? "memory-postgres" : "memory-embedded",
      text,
    );
  }
} finally {
  await stopProductionServer(server);
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
}
