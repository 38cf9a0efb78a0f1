/**
 * The in-memory search index alone (ADR 008), without HTTP: loads the live ads of a bench
 * database (`npm run bench:generate`) into the index as the app does at start, then times
 * `search()` for the same search bodies as bench/speed.ts, page 1 of 12 with its total.
 *
 *   node bench/index-scan.ts [--ads 100000] [--db NAME] [--bodies 500] [--rounds 5]
 *
 * Prints per-search time (p50/p95/mean), hits and the index's load time and heap. Used to see
 * what a change of the index does before measuring the whole route with bench:speed.
 */
import postgres from "postgres";
import { openPostgres } from "#server/db/client.ts";
import { createLiveIndex } from "#server/modules/search/live-index.ts";
import { intArg, parseArgs } from "./lib/args.ts";
import { filterOf, searchBodies } from "./lib/search-queries.ts";
import { fmtMs, percentiles } from "./lib/stats.ts";

const args = parseArgs(process.argv.slice(2));
const ads = intArg(args, "ads", 100_000);
const rounds = intArg(args, "rounds", 5);
const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const url = new URL(base);
url.pathname = `/${typeof args.get("db") === "string" ? String(args.get("db")) : `ww_bench_${ads}`}`;

const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
const sectorRows = await sql<{ id: number; slug: string }[]>`select id, slug from sectors`;
await sql.end();
const bodies = searchBodies(
  intArg(args, "bodies", 500),
  new Map(sectorRows.map((r) => [r.slug, r.id])),
);

const database = openPostgres(url.toString());
const index = createLiveIndex(database.db, { syncIntervalMs: 60_000 });
let started = performance.now();
await index.ensureFresh();
const loadMs = performance.now() - started;
await database.close();
globalThis.gc?.();
const heapMiB = process.memoryUsage().heapUsed / 2 ** 20;

const now = new Date();
const filters = bodies.map((body) => filterOf(body, now));
const times: number[] = [];
const totals: number[] = [];
for (let round = 0; round <= rounds; round++) {
  for (const filter of filters) {
    started = performance.now();
    const { total } = index.search(filter, 12, 0);
    const ms = performance.now() - started;
    // Round 0 warms the JIT and is not counted.
    if (round > 0) {
      times.push(ms);
      totals.push(total);
    }
  }
}
const [p50, p95] = percentiles(times, [50, 95]);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
const [hits50] = percentiles(totals, [50]);
console.log(
  `${index.size.toLocaleString("en-US")} live ads loaded in ${(loadMs / 1000).toFixed(1)} s, heap ${heapMiB.toFixed(0)} MiB${globalThis.gc ? " after GC" : ""}`,
);
console.log(
  `search() over ${bodies.length} bodies × ${rounds} rounds: p50 ${fmtMs(p50!)} ms, p95 ${fmtMs(p95!)} ms, mean ${fmtMs(mean)} ms; hits p50 ${hits50}`,
);
