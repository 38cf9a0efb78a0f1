/**
 * `npm run bench:lighthouse -- [--runs N] [--doc]`: Lighthouse (the npm package, with its default
 * mobile settings: a Moto G Power-sized screen, simulated slow 4G and a 4× slower CPU) on `/`,
 * `/jobs` and `/jobs/{id}` of a demo ad, in Debian's Chromium through chrome-launcher. Starts the
 * production server the way `npm start` does (build when needed, migrate, seed with the demo
 * data) on a free port with a temporary DATA_DIR, which is deleted afterwards. Each page runs
 * N times (default 3); the run with the median performance score is reported. Prints
 * performance, accessibility, best practices, SEO, LCP, TBT and CLS per page, everything an
 * accessibility or best-practices audit flags, and the JS budget of tests/support/js-budget.ts.
 * With --doc both go to docs/performance.md. Exit code 1 when a page misses the targets of docs/performance.md
 * for accessibility (100) or CLS (≤ 0.02); the performance target (≥ 95) is reported, since on a
 * shared machine its score follows the load.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../tests/support/chromium.ts";
import { budgetTable, measureJsBudget } from "../tests/support/js-budget.ts";
import { intArg, parseArgs } from "./lib/args.ts";
import { freePort, startProductionServer, stopProductionServer } from "./lib/production-server.ts";
import { updateDocSection } from "./lib/docs.ts";

const root = resolve(import.meta.dirname, "..");
const args = parseArgs(process.argv.slice(2));
const runs = intArg(args, "runs", 3);
const writeDoc = args.has("doc");

const TARGETS = { performance: 95, accessibility: 100, cls: 0.02 };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

interface PageResult {
  label: string;
  url: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Every run's performance score, in order. */
  performanceRuns: number[];
  /** Audits of accessibility and best practices that did not pass, with what they name. */
  flagged: string[];
  /** Performance opportunities and diagnostics that did not pass. */
  hints: string[];
}

/** A demo ad with a header image (the page's largest content is then that picture). */
async function demoJobId(base: string): Promise<number> {
  const list = (await (await fetch(`${base}/api/job-advertisements?page=1`)).json()) as {
    data: { id: number; image: unknown }[];
  };
  const job = list.data.find((ad) => ad.image) ?? list.data[0];
  if (!job) throw new Error("Keine Demo-Anzeige gefunden (SEED_DEMO).");
  return job.id;
}

function audit(lhr: LhrLike, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      errorMessage?: string;
      numericValue?: number;
      displayValue?: string;
      details?: { type?: string; items?: Record<string, unknown>[] };
    }
  >;
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  environment: { hostUserAgent: string };
  configSettings: { formFactor: string; throttlingMethod: string; screenEmulation: object };
}

function failing(lhr: LhrLike, category: string): string[] {
  const out: string[] = [];
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || a.score >= 1) continue;
    if (a.scoreDisplayMode === "informative" || a.scoreDisplayMode === "notApplicable") continue;
    if (a.scoreDisplayMode === "manual") continue;
    const items = (a.details?.items ?? [])
      .slice(0, 3)
      .map((item) => {
        const node = item.node as { selector?: string; snippet?: string } | undefined;
        return node?.selector ?? (typeof item.url === "string" ? item.url : undefined);
      })
      .filter(Boolean);
    out.push(
      `${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}` +
        (items.length ? ` — ${items.join("; ")}` : ""),
    );
  }
  return out;
}

let lighthouseVersion = "";
let settings = "";
let invalidRuns = 0;

async function measure(chromePort: number, label: string, url: string): Promise<PageResult> {
  const results: LhrLike[] = [];
  // A run in which Lighthouse could not compute a metric (its score is then null) is not
  // counted; it is said why, and the page gets another run, up to twice the runs asked for.
  for (let attempt = 1; results.length < runs && attempt <= runs * 2; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}.`);
    const lhr = result.lhr as unknown as LhrLike;
    lighthouseVersion = lhr.lighthouseVersion;
    settings = `${lhr.configSettings.formFactor}, throttling ${lhr.configSettings.throttlingMethod}`;
    const missing = CATEGORIES.filter((c) => typeof lhr.categories[c]?.score !== "number");
    if (missing.length || lhr.runtimeError) {
      const errors = Object.values(lhr.audits)
        .filter((a) => a.errorMessage)
        .map((a) => `${a.id}: ${a.errorMessage}`);
      console.log(
        `  ${label} Versuch ${attempt}: ungültig (${lhr.runtimeError?.code ?? `ohne ${missing.join(", ")}`}) — ` +
          (errors.slice(0, 3).join("; ") || "keine Audit-Meldung"),
      );
      invalidRuns += 1;
      continue;
    }
    const perf = Math.round(lhr.categories.performance!.score! * 100);
    console.log(`  ${label} Lauf ${results.length + 1}/${runs}: Performance ${perf}`);
    results.push(lhr);
  }
  if (results.length === 0) throw new Error(`Kein gültiger Lighthouse-Lauf für ${url}.`);
  const score = (lhr: LhrLike, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const byPerformance = [...results].sort(
    (a, b) => score(a, "performance") - score(b, "performance"),
  );
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  return {
    label,
    url,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(median, c)])) as Record<
      Category,
      number
    >,
    lcpMs: audit(median, "largest-contentful-paint"),
    tbtMs: audit(median, "total-blocking-time"),
    cls: audit(median, "cumulative-layout-shift"),
    fcpMs: audit(median, "first-contentful-paint"),
    speedIndexMs: audit(median, "speed-index"),
    performanceRuns: results.map((r) => score(r, "performance")),
    flagged: [
      ...new Set(
        results.flatMap((r) => [
          ...failing(r, "accessibility"),
          ...failing(r, "best-practices"),
          ...failing(r, "seo"),
        ]),
      ),
    ],
    hints: failing(median, "performance"),
  };
}

function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return path;
  }
}

const chromePath = findChromium();
if (!chromePath) {
  console.error("Chromium nicht gefunden: apt-get install -y chromium oder CHROMIUM_PATH setzen.");
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "wurzelwerk-lighthouse-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let loadBefore: number[] | undefined;
let loadAfter: number[] | undefined;
const results: PageResult[] = [];
let budget: Awaited<ReturnType<typeof measureJsBudget>> | undefined;
try {
  console.log(`Starte den Produktionsserver auf ${base} (DATA_DIR ${dataDir}) …`);
  server = await startProductionServer({ port, dataDir });
  const jobId = await demoJobId(base);
  budget = await measureJsBudget(base);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const pages = [
    { label: "/", url: `${base}/` },
    { label: "/jobs", url: `${base}/jobs` },
    { label: `/jobs/${jobId}`, url: `${base}/jobs/${jobId}` },
  ];
  loadBefore = loadavg();
  // One run first that is not counted: it warms the server's caches and the OS file cache.
  await lighthouse(pages[0]!.url, {
    port: chrome.port,
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  for (const page of pages) results.push(await measure(chrome.port, page.label, page.url));
  loadAfter = loadavg();
} finally {
  await chrome?.kill();
  if (server) await stopProductionServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
const table = [
  "| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | FCP | Speed Index | Performance of each run |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ...results.map(
    (r) =>
      `| \`${r.label}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ` +
      `${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls.toFixed(3)} | ${ms(r.fcpMs)} | ${ms(r.speedIndexMs)} | ${r.performanceRuns.join(", ")} |`,
  ),
].join("\n");

// Paths instead of the temporary server's address, so the document does not change with the port.
const local = (text: string) => text.replaceAll(base, "");
const flagged = results.flatMap((r) => r.flagged.map((f) => `- \`${r.label}\`: ${local(f)}`));
const hints = results.flatMap((r) => r.hints.map((h) => `- \`${r.label}\`: ${local(h)}`));
const machine =
  `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? "unknown"}), ` +
  `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromiumVersion(chromePath)}, ` +
  `Lighthouse ${lighthouseVersion} (${settings})`;
const loads = (l: number[] | undefined) => (l ?? loadavg()).map((v) => v.toFixed(2)).join(" / ");
const load = `load average (1/5/15 min) ${loads(loadBefore)} before, ${loads(loadAfter)} after`;

console.log(`\n${table}\n`);
console.log(
  flagged.length
    ? `Beanstandet:\n${flagged.join("\n")}`
    : "Nichts beanstandet (Barrierefreiheit, Best Practices, SEO).",
);
console.log(hints.length ? `\nPerformance-Hinweise (Median-Lauf):\n${hints.join("\n")}` : "");
console.log(`\n${machine}\n${load}`);
if (budget) console.log(`\n${budgetTable(budget)}`);

if (writeDoc) {
  const doc = join(root, "docs/performance.md");
  updateDocSection(
    doc,
    "lighthouse",
    [
      `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench:lighthouse -- --runs ${runs} --doc\`; ` +
        `median of ${runs} runs per page by performance score` +
        (invalidRuns
          ? ` (${invalidRuns} further run(s) in which Lighthouse could not compute a metric were repeated and are not counted).`
          : "."),
      "",
      `Machine: ${machine}; ${load}.`,
      "",
      table,
      "",
      flagged.length
        ? `Flagged (accessibility, best practices, SEO, any run):\n\n${flagged.join("\n")}`
        : "Nothing flagged in accessibility, best practices or SEO.",
      "",
      hints.length
        ? `Performance audits below full score (median run):\n\n${hints.join("\n")}`
        : "Every performance audit at full score.",
    ].join("\n"),
  );
  if (budget) updateDocSection(doc, "js-budget", budgetTable(budget));
  console.log(`\n${doc} aktualisiert.`);
}

const misses = results.filter(
  (r) => r.scores.accessibility < TARGETS.accessibility || r.cls > TARGETS.cls,
);
const slow = results.filter((r) => r.scores.performance < TARGETS.performance);
if (slow.length)
  console.log(
    `\nPerformance unter ${TARGETS.performance}: ${slow.map((r) => `${r.label} (${r.scores.performance})`).join(", ")}.`,
  );
if (misses.length) {
  console.error(
    `\nZiel verfehlt (Barrierefreiheit ${TARGETS.accessibility}, CLS ≤ ${TARGETS.cls}): ${misses.map((r) => r.label).join(", ")}.`,
  );
  process.exit(1);
}
