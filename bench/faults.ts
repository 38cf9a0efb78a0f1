/**
 * Fault runs, scripted and repeatable on one machine:
 *
 *   npm run bench:faults -- [--ads 2000] [--pg-down 5] [--redis-down 5] [--kill-rounds 2] [--doc]
 *
 * Everything runs against a private PostgreSQL cluster and a private Redis started for the run
 * (bench/lib/private-services.ts) — the machine's own servers are never stopped or touched —
 * and one app process (bench/server.ts, REDIS_URL set, the scheduler every 2 s) under a steady
 * background load of seekers, employers (draft, steps, publish, profile), invoice orders,
 * logins and health probes.
 *
 * a. PostgreSQL stopped (`pg_ctl stop -m fast`) for --pg-down s, then started again: while it
 *    is down the API answers 503 (never 500, never a dropped connection), /healthz stays 200;
 *    after it is back, full service (readiness, search, list, details, a write) within 5 s
 *    without restarting the app; the search's change feed and the scheduler still work; no
 *    half-written order or ad.
 * b. Redis stopped for --redis-down s, then started: the site keeps serving (no 5xx, logins
 *    work), a change still reaches the socket of the process that made it, the app confirms
 *    the socket's subscription again once Redis is back (the page catches up), and a live
 *    event reaches a subscribed pusher-js socket after Redis is back.
 * c. The app process killed (SIGKILL) while publishes are in flight, then started again: every
 *    acknowledged publish is there, every used credit belongs to exactly one published ad and
 *    every published ad used exactly one credit; the interrupted publishes can be retried.
 *
 * Prints a table (scenario, expectation, measured, pass/fail); --doc writes it into
 * docs/reliability.md. Exit code 1 when any expectation fails.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import postgres from "postgres";
import Pusher from "pusher-js";
import { prepareBenchDatabase } from "./generate.ts";
import { startAppProcess, type AppProcess } from "./lib/app-process.ts";
import { intArg, parseArgs } from "./lib/args.ts";
import { updateDocSection } from "./lib/docs.ts";
import { machineFacts } from "./lib/machine.ts";
import { cleanupOnExit, startPrivatePostgres, startPrivateRedis } from "./lib/private-services.ts";
import { createRandom } from "./lib/random.ts";
import { searchBodies } from "./lib/search-queries.ts";
import { fmtMs, percentiles } from "./lib/stats.ts";
import {
  HANNOVER,
  Recorder,
  Targets,
  call,
  createEmployers,
  employerCycle,
  newLedger,
  seeker,
  sleep,
  step2Body,
  step3Body,
  verifyLedgers,
  type EmployerAccount,
  type LoopContext,
} from "./lib/workload.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, "bench", "out");
const args = parseArgs(process.argv.slice(2));
const options = {
  ads: intArg(args, "ads", 2000),
  pgDown: intArg(args, "pg-down", 5),
  redisDown: intArg(args, "redis-down", 5),
  killRounds: intArg(args, "kill-rounds", 2),
  doc: args.has("doc"),
};
const PUSHER_KEY = "wurzelwerk-bench-key";
const RECOVERY_TARGET_S = 5;
const log = (message: string) => console.log(message);
const started = performance.now();
const stamp = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

interface Row {
  scenario: string;
  expectation: string;
  measured: string;
  pass: boolean;
}
const rows: Row[] = [];
const result = (scenario: string, expectation: string, measured: string, pass: boolean) => {
  rows.push({ scenario, expectation, measured, pass });
  log(`  ${pass ? "ok  " : "FAIL"} ${scenario}: ${expectation} — ${measured}`);
};

cleanupOnExit();
const loadBefore = loadavg();
const pg = await startPrivatePostgres({ log });
const redis = await startPrivateRedis({ log });
let app: AppProcess | undefined;
let appRound = 0;
const startApp = async () => {
  appRound++;
  app = await startAppProcess({
    databaseUrl: prepared.url,
    redisUrl: redis.url,
    logFile: join(outDir, `faults-app-${appRound}.log`),
    env: { SCHEDULER_INTERVAL_MS: "2000", PUSHER_APP_KEY: PUSHER_KEY, LOG_LEVEL: "warn" },
  });
  targets.origins = [app.origin];
  return app;
};

const prepared = await prepareBenchDatabase({ ads: options.ads, adminUrl: pg.adminUrl, log });
const sql = postgres(prepared.url, { max: 2, onnotice: () => {}, connect_timeout: 5 });
const machine = await machineFacts(sql);
const sectorRows = await sql<
  { id: number; slug: string }[]
>`select id, slug from sectors order by id`;
const sectorIds = sectorRows.map((r) => r.id);
const bodies = searchBodies(200, new Map(sectorRows.map((r) => [r.slug, r.id])));
const [plan] = await sql<
  { id: number }[]
>`select id from plans where active order by sort, id limit 1`;
const accounts = await createEmployers(prepared.url, 9, 200);
const background = accounts.slice(0, 4);
const probe = accounts[4]!;
const killed = accounts.slice(5, 8);
const realtime = accounts[8]!;
const targets = new Targets([]);
let exitCode = 0;

try {
  await startApp();
  log(`${stamp()}: App-Prozess ${app!.pid} auf ${app!.origin}`);

  // ── Background load ────────────────────────────────────────────────────────────────────────
  const recorder = new Recorder();
  recorder.timeline = true;
  const ledgers = background.map(newLedger);
  const orders: { employerId: number; orderId: number }[] = [];
  let stopLoad = false;
  const ctx: LoopContext = {
    targets,
    recorder,
    random: createRandom(5),
    thinkMs: 250,
    done: () => stopLoad,
  };
  const loops: Promise<void>[] = [
    ...Array.from({ length: 20 }, (_, i) => seeker(ctx, i + 1, bodies)),
    ...ledgers.map(async (ledger) => {
      for (let serial = 1; !stopLoad; serial++) {
        if (!(await employerCycle(ctx, ledger, sectorIds, serial))) await sleep(200);
      }
    }),
    ...background.map(async (account) => {
      while (!stopLoad) {
        await sleep(1000 + ctx.random.next() * 1000);
        const answer = await call(targets.pick(), "POST", "/api/checkout", {
          token: account.token,
          ip: `10.3.0.${account.employerId & 255}`,
          body: {
            plan_id: plan!.id,
            payment_method: "invoice",
            accept_terms: true,
            billing_address: {
              company: account.name,
              street: "Gartenweg 1",
              zipcode: "30159",
              city: "Hannover",
              country: "DE",
            },
          },
        });
        if (recorder.record("checkout (invoice)", answer, [201])) {
          orders.push({
            employerId: account.employerId,
            orderId: (answer.json as { data: { id: number } }).data.id,
          });
        }
      }
    }),
    (async () => {
      while (!stopLoad) {
        const answer = await call(targets.pick(), "POST", "/login", {
          body: { email: background[0]!.email, password: background[0]!.password },
          ip: "10.4.0.1",
        });
        recorder.record("login", answer, [200]);
        await sleep(1000);
      }
    })(),
    (async () => {
      while (!stopLoad) {
        recorder.record("GET /healthz", await call(targets.pick(), "GET", "/healthz"), [200]);
        recorder.record("GET /readyz", await call(targets.pick(), "GET", "/readyz"), [200]);
        await sleep(250);
      }
    })(),
  ];
  const now = () => (performance.now() - recorder.started) / 1000;
  const window = (from: number, to: number) =>
    recorder.events.filter((e) => e.t >= from && e.t < to);
  const apiOnly = (events: typeof recorder.events) =>
    events.filter((e) => e.op !== "GET /healthz" && e.op !== "GET /readyz");
  /** Unexpected answers: anything but 2xx, and 404/410 for a job's details (it may have ended). */
  const bad = (events: typeof recorder.events) =>
    events.filter(
      (e) =>
        !(e.status >= 200 && e.status < 300) &&
        !(e.op === "detail" && (e.status === 404 || e.status === 410)),
    );

  log(
    `${stamp()}: Grundlast läuft (20 Suchende, 4 Arbeitgeber, Bestellungen, Logins, Health-Checks) …`,
  );
  await sleep(6000);
  const baseline = bad(window(1, now()));
  result(
    "baseline",
    "no errors under the background load before any fault",
    `${window(1, now()).length} answers, ${baseline.length} errors${describe(baseline)}`,
    baseline.length === 0,
  );

  // ── a. PostgreSQL restart ──────────────────────────────────────────────────────────────────
  log(`\n${stamp()}: a. PostgreSQL wird gestoppt (pg_ctl stop -m fast) …`);
  const tStop = now();
  await pg.stop("fast");
  const tStopped = now();
  await sleep(options.pgDown * 1000);
  const tStart = now();
  await pg.start();
  const tUp = now();
  log(
    `${stamp()}: PostgreSQL läuft wieder (gestoppt ${(tStopped - tStop).toFixed(1)} s nach dem Befehl, ${(tUp - tStopped).toFixed(1)} s aus).`,
  );
  const recovery = await probeFullService(probe, now, tUp);
  await sleep(8000);
  const tEndA = now();

  const down = apiOnly(window(tStopped + 0.2, tStart));
  const downStatuses = countStatuses(down);
  const fiveHundreds = down.filter((e) => e.status >= 500 && e.status !== 503);
  const dropped = down.filter((e) => e.status === 0);
  result(
    "a. PostgreSQL down",
    "API answers 503 (or 2xx from memory), never 500 or a dropped connection",
    `${down.length} answers: ${statusText(downStatuses)}`,
    fiveHundreds.length === 0 && dropped.length === 0 && (downStatuses["503"] ?? 0) > 0,
  );
  const healthDown = window(tStopped + 0.2, tStart).filter((e) => e.op === "GET /healthz");
  const readyDown = window(tStopped + 0.2, tStart).filter((e) => e.op === "GET /readyz");
  result(
    "a. PostgreSQL down",
    "/healthz stays 200 (no restart by the orchestrator), /readyz answers 503",
    `/healthz ${statusText(countStatuses(healthDown))}; /readyz ${statusText(countStatuses(readyDown))}`,
    healthDown.every((e) => e.status === 200) && readyDown.every((e) => e.status === 503),
  );
  result(
    "a. PostgreSQL back",
    `full service (readiness, search, list, details, a write) within ${RECOVERY_TARGET_S} s, app not restarted`,
    recovery === null
      ? `not within 30 s`
      : `${recovery.toFixed(2)} s after PostgreSQL accepted connections (same process ${app!.pid})`,
    recovery !== null && recovery <= RECOVERY_TARGET_S && app!.child.exitCode === null,
  );
  const lastBad = bad(apiOnly(window(tUp, tEndA))).at(-1);
  const afterRecovery = bad(window(tUp + RECOVERY_TARGET_S, tEndA));
  result(
    "a. PostgreSQL back",
    `background load error-free from ${RECOVERY_TARGET_S} s after the restart on`,
    `last error ${lastBad ? `${(lastBad.t - tUp).toFixed(2)} s after the restart (${lastBad.op} ${lastBad.status})` : "none after the restart"}; ${afterRecovery.length} errors later${describe(afterRecovery)}`,
    afterRecovery.length === 0,
  );
  const feed = await checkFeedAndScheduler(probe);
  result(
    "a. PostgreSQL back",
    "search change feed and scheduler still run: a new ad is found, an ad past its end expires",
    `ad found by the search after ${feed.foundMs === null ? "— (not within 10 s)" : `${(feed.foundMs / 1000).toFixed(2)} s`}; expired by the scheduler after ${feed.expiredMs === null ? "— (not within 15 s)" : `${(feed.expiredMs / 1000).toFixed(2)} s`}`,
    feed.foundMs !== null && feed.expiredMs !== null,
  );
  const halfA = await consistency([...background, probe], orders);
  result("a. PostgreSQL restart", "no half-written order or ad", halfA.text, halfA.ok);

  // ── b. Redis stop and start ────────────────────────────────────────────────────────────────
  log(`\n${stamp()}: b. Redis …`);
  const socket = await liveSocket(app!, realtime);
  const baselineEventMs = await changeUntilEvent(socket, realtime, 5_000);
  const tRedisStop = now();
  await redis.stop();
  log(`${stamp()}: Redis gestoppt.`);
  const tDown = performance.now();
  // Without Redis a change still reaches the sockets of the process that made it.
  const duringOutageMs = await changeUntilEvent(socket, realtime, options.redisDown * 1000);
  await sleep(Math.max(0, options.redisDown * 1000 - (performance.now() - tDown)));
  const tRedisStart = now();
  const confirmationsBefore = socket.confirmations().length;
  await redis.start();
  const tRedisUp = now();
  const upAt = performance.now();
  log(`${stamp()}: Redis läuft wieder.`);
  // Through Redis from outside the app, as another app process publishes (a change made through
  // this one would reach its socket directly, with or without Redis).
  const resumedMs = await publishedUntilEvent(socket, redis.url, realtime.employerId, 30_000);
  // Both measured from the moment Redis was back.
  const reconfirmed =
    (await waitFor(
      () => socket.confirmations().length > confirmationsBefore,
      Math.max(0, 30_000 - (performance.now() - upAt)),
    )) === null
      ? null
      : socket.confirmations().at(-1)!;
  const reconfirmedMs = reconfirmed === null ? null : reconfirmed - upAt;
  socket.client.disconnect();
  await sleep(3000);
  const tEndB = now();

  const redisDown = apiOnly(window(tRedisStop, tRedisStart));
  const redisBad = bad(redisDown);
  const before = apiOnly(window(tUp + RECOVERY_TARGET_S, tRedisStop)).map((e) => e.ms);
  const during = redisDown.map((e) => e.ms);
  result(
    "b. Redis down",
    "the site keeps serving: no 5xx, no dropped connection, logins work",
    `${redisDown.length} answers, ${redisBad.length} errors${describe(redisBad)}; logins ${statusText(countStatuses(redisDown.filter((e) => e.op === "login")))}`,
    redisBad.length === 0 && redisDown.some((e) => e.op === "login" && e.status === 200),
  );
  const [b50, b95] = percentiles(before, [50, 95]);
  const [d50, d95] = percentiles(during, [50, 95]);
  result(
    "b. Redis down",
    "latency stays as before (rate limits fail open without waiting for Redis)",
    `p50/p95 ${fmtMs(b50!)}/${fmtMs(b95!)} ms before, ${fmtMs(d50!)}/${fmtMs(d95!)} ms while Redis was down`,
    d95! <= Math.max(2 * b95!, b95! + 100),
  );
  result(
    "b. Redis down",
    "a change still reaches the sockets of the app process that made it",
    duringOutageMs === null
      ? `no event within ${options.redisDown} s`
      : `event ${fmtMs(duringOutageMs)} ms after the change`,
    duringOutageMs !== null,
  );
  result(
    "b. Redis back",
    `the app confirms the socket's subscription again within ${RECOVERY_TARGET_S} s (the page loads what it may have missed)`,
    reconfirmedMs === null
      ? "no confirmation within 30 s"
      : `confirmed ${(reconfirmedMs / 1000).toFixed(2)} s after Redis was back`,
    reconfirmedMs !== null && reconfirmedMs <= RECOVERY_TARGET_S * 1000,
  );
  result(
    "b. Redis back",
    `live updates resume: an event another process publishes to Redis reaches the subscribed pusher-js socket within ${RECOVERY_TARGET_S} s`,
    resumedMs === null
      ? "no event within 30 s"
      : `event ${(resumedMs / 1000).toFixed(2)} s after Redis was back (before the outage: ${baselineEventMs === null ? "none" : `${baselineEventMs.toFixed(0)} ms`})`,
    resumedMs !== null && resumedMs <= RECOVERY_TARGET_S * 1000 && baselineEventMs !== null,
  );
  const afterRedis = bad(apiOnly(window(tRedisUp, tEndB)));
  result(
    "b. Redis back",
    "no errors after Redis is back",
    `${afterRedis.length} errors${describe(afterRedis)}`,
    afterRedis.length === 0,
  );

  stopLoad = true;
  await Promise.all(loops);
  const ledgerChecks = await verifyLedgers(sql, ledgers, { exact: false });
  const failedLedger = ledgerChecks.filter((c) => !c.ok);
  result(
    "a + b",
    "every write the API acknowledged during the faults is in the database",
    failedLedger.length
      ? failedLedger.map((c) => `${c.check}: ${c.expected} vs ${c.found}`).join("; ")
      : ledgerChecks.map((c) => `${c.check.split(" ")[0]} ${c.expected}`).join(", "),
    failedLedger.length === 0,
  );

  // ── c. App killed during publishes ─────────────────────────────────────────────────────────
  for (let round = 1; round <= options.killRounds; round++) {
    log(`\n${stamp()}: c. Runde ${round}: Entwürfe vorbereiten …`);
    const drafts = await completeDrafts(killed, 12, round);
    const killAfter = 6 + round * 5;
    const outcome = await publishAndKill(drafts, killAfter);
    log(
      `${stamp()}: SIGKILL nach ${outcome.acked.length} bestätigten Veröffentlichungen (${outcome.inFlight.length} unterwegs).`,
    );
    const t0 = performance.now();
    await startApp();
    const restartMs = performance.now() - t0;
    const after = await creditAudit(killed);
    const ackedOk = outcome.acked.every((id) => after.published.has(id));
    const inFlightPublished = outcome.inFlight.filter((id) => after.published.has(id)).length;
    result(
      `c. kill ${round}`,
      "after SIGKILL mid-publish and restart: every acknowledged publish is there; each used credit belongs to one published ad, each published ad used one credit",
      `${outcome.acked.length} acknowledged (${outcome.acked.filter((id) => after.published.has(id)).length} published), ${outcome.inFlight.length} cut off (${inFlightPublished} committed, ${outcome.inFlight.length - inFlightPublished} rolled back); ${after.text}; restart ${(restartMs / 1000).toFixed(1)} s`,
      ackedOk && after.ok,
    );
    // The interrupted publishes are retried, as the user would: 200 or "already published".
    const retried = await retryPublishes(drafts.filter((d) => !outcome.acked.includes(d.id)));
    const final = await creditAudit(killed);
    const allPublished = drafts.every((d) => final.published.has(d.id));
    result(
      `c. kill ${round}`,
      "the interrupted publishes can be retried (200 or 409 already published), no credit spent twice",
      `${statusText(retried)}; ${allPublished ? "all" : "NOT all"} ${drafts.length} ads published; ${final.text}`,
      allPublished && final.ok && Object.keys(retried).every((s) => s === "200" || s === "409"),
    );
  }
  const halfC = await consistency([...background, probe, ...killed], orders);
  result("all", "no half-written order or ad at the end", halfC.text, halfC.ok);
} finally {
  await app?.stop();
  await sql.end({ timeout: 1 }).catch(() => {});
  await redis.destroy();
  pg.destroy();
}

if (rows.some((r) => !r.pass)) exitCode = 1;
const table = [
  "| scenario | expectation | measured | |",
  "| --- | --- | --- | --- |",
  ...rows.map(
    (r) =>
      `| ${r.scenario} | ${r.expectation} | ${r.measured.replace(/\|/g, "/")} | ${r.pass ? "pass" : "**FAIL**"} |`,
  ),
].join("\n");
const markdown = `### Faults

Run ${machine.date.slice(0, 10)} with \`npm run bench:faults -- --ads ${options.ads} --pg-down ${options.pgDown} --redis-down ${options.redisDown} --kill-rounds ${options.killRounds}\` (${((performance.now() - started) / 1000).toFixed(0)} s in all): a private PostgreSQL ${machine.postgres} cluster and a private Redis started by the bench, ${options.ads.toLocaleString("en-US")} generated ads, one app process with the scheduler every 2 s, under a background load of 20 seekers (think time 0–0.5 s), 4 employers (draft, steps, publish, profile), an invoice order per employer every 1–2 s, a login per second and /healthz + /readyz every 250 ms.
Machine: ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}; load average (1 min) ${loadBefore[0]!.toFixed(2)} at the start — shared with other sessions' tests.
**${rows.filter((r) => r.pass).length} of ${rows.length} expectations met.**

${table}
`;
console.log(`\n${"=".repeat(100)}\n`);
console.log(markdown);
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, `faults-${machine.date.replace(/[:.]/g, "-")}.json`),
  JSON.stringify({ options, machine, rows }, null, 2),
);
if (options.doc) {
  updateDocSection(join(root, "docs", "reliability.md"), "faults", markdown);
  log("docs/reliability.md aktualisiert.");
}
process.exit(exitCode);

// ── Helpers ──────────────────────────────────────────────────────────────────────────────────

function countStatuses(events: { status: number }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of events) out[e.status] = (out[e.status] ?? 0) + 1;
  return out;
}

function statusText(statuses: Record<string, number>): string {
  const entries = Object.entries(statuses).sort(([a], [b]) => Number(a) - Number(b));
  if (entries.length === 0) return "none";
  return entries.map(([s, n]) => `${n} × ${s === "0" ? "no answer" : s}`).join(", ");
}

function describe(events: { status: number; op: string }[]): string {
  if (events.length === 0) return "";
  const byOp = new Map<string, number>();
  for (const e of events)
    byOp.set(
      `${e.op} ${e.status || "no answer"}`,
      (byOp.get(`${e.op} ${e.status || "no answer"}`) ?? 0) + 1,
    );
  return ` (${[...byOp].map(([k, n]) => `${k} × ${n}`).join(", ")})`;
}

/** A draft of `account` with all three steps saved, at a given point; returns its id. */
async function completeDraft(
  account: EmployerAccount,
  title: string,
  location: typeof HANNOVER,
  origin = targets.pick(),
): Promise<number> {
  const created = await call(origin, "POST", "/api/job-advertisements", { token: account.token });
  if (created.status !== 201)
    throw new Error(`Entwurf: ${created.status} ${JSON.stringify(created.json)}`);
  const id = (created.json as { data: { id: number } }).data.id;
  const steps: [number, unknown][] = [
    [1, { title, sectors: [sectorIds[0]], working_time: "Vollzeit", starts_at: null, location }],
    [2, step2Body],
    [3, step3Body],
  ];
  for (const [n, body] of steps) {
    const saved = await call(origin, "PUT", `/api/job-advertisements/${id}/step${n}`, {
      token: account.token,
      body,
    });
    if (saved.status !== 200)
      throw new Error(`Schritt ${n}: ${saved.status} ${JSON.stringify(saved.json)}`);
  }
  return id;
}

/**
 * Time from `since` until readiness, a search, the list, a job's details and a profile write
 * all answer 2xx in one round (probed every 100 ms); null when not within 30 s.
 */
async function probeFullService(
  account: EmployerAccount,
  now: () => number,
  since: number,
): Promise<number | null> {
  const deadline = performance.now() + 30_000;
  const body = { ...bodies[0]!, page: 1 };
  let serial = 0;
  while (performance.now() < deadline) {
    const origin = targets.pick();
    const answers = await Promise.all([
      call(origin, "GET", "/readyz", { timeoutMs: 5000 }),
      call(origin, "POST", "/api/job-advertisements/search", {
        body,
        ip: "10.9.0.1",
        timeoutMs: 5000,
      }),
      call(origin, "GET", "/api/job-advertisements?page=1", { timeoutMs: 5000 }),
      call(origin, "GET", "/api/job-advertisements/1", { timeoutMs: 5000 }),
      call(origin, "PUT", `/api/employers/${account.employerId}`, {
        token: account.token,
        body: { name: account.name, description: `Probe ${++serial}`, sector_ids: [] },
        timeoutMs: 5000,
      }),
    ]);
    // Ad 1 of the generated data may be a draft or ended: 404 is an answer from the database too.
    if (
      answers.every((a, i) => (a.status >= 200 && a.status < 300) || (i === 3 && a.status === 404))
    ) {
      return now() - since;
    }
    await sleep(100);
  }
  return null;
}

/** Publishes a new ad at a point of its own and waits until the search finds it, then lets it pass its end and waits for the scheduler. */
async function checkFeedAndScheduler(
  account: EmployerAccount,
): Promise<{ foundMs: number | null; expiredMs: number | null }> {
  const point = {
    ...HANNOVER,
    formatted_address: "Lüneburg",
    zipcode: "21335",
    location: "Lüneburg",
    latitude: 53.24813,
    longitude: 10.40712,
  };
  const id = await completeDraft(account, "Gärtner (m/w/d) Probe", point);
  const published = await call(targets.pick(), "PUT", `/api/job-advertisements/${id}/publish`, {
    token: account.token,
  });
  if (published.status !== 200) throw new Error(`Veröffentlichen: ${published.status}`);
  const t0 = performance.now();
  let foundMs: number | null = null;
  while (performance.now() - t0 < 10_000) {
    const answer = await call(targets.pick(), "POST", "/api/job-advertisements/search", {
      ip: "10.9.0.2",
      body: {
        sectors: [sectorIds[0]],
        working_time: "Vollzeit",
        job_available_at: "1_to_3_months",
        latitude: point.latitude,
        longitude: point.longitude,
        geo_radius: 30,
      },
    });
    const ids = ((answer.json as { data?: { id: number }[] } | null)?.data ?? []).map((j) => j.id);
    if (ids.includes(id)) {
      foundMs = performance.now() - t0;
      break;
    }
    await sleep(100);
  }
  await sql`update job_advertisements set expires_at = now() - interval '1 minute' where id = ${id}`;
  const t1 = performance.now();
  let expiredMs: number | null = null;
  while (performance.now() - t1 < 15_000) {
    const [row] = await sql<
      { status: string }[]
    >`select status from job_advertisements where id = ${id}`;
    if (row?.status === "expired") {
      expiredMs = performance.now() - t1;
      break;
    }
    await sleep(200);
  }
  return { foundMs, expiredMs };
}

/**
 * No half-written order or ad: every invoiced order has its number, document and all its
 * credits, every other order none; every ad that was ever published has its dates and exactly
 * one publish credit; no credit was used for a draft or for nothing.
 */
async function consistency(
  employers: EmployerAccount[],
  ackedOrders: { orderId: number }[],
): Promise<{ ok: boolean; text: string }> {
  const ids = employers.map((e) => e.employerId);
  const [o] = await sql<{ total: number; invoiced: number; broken: number; stray: number }[]>`
    select count(*)::int as total,
      count(*) filter (where o.status in ('open', 'paid'))::int as invoiced,
      count(*) filter (where o.status in ('open', 'paid') and (o.invoice_number is null or o.invoice is null
        or (select count(*) from credits c where c.order_id = o.id) <> o.ad_count))::int as broken,
      count(*) filter (where o.status not in ('open', 'paid')
        and exists (select 1 from credits c where c.order_id = o.id))::int as stray
    from orders o where o.employer_id = any(${ids}::int[])`;
  const known = new Set(
    (
      await sql<
        { id: number }[]
      >`select id from orders where id = any(${ackedOrders.map((a) => a.orderId)}::int[]) and status = 'open'`
    ).map((r) => r.id),
  );
  const missingOrders = ackedOrders.filter((a) => !known.has(a.orderId)).length;
  const [a] = await sql<
    { published: number; broken: number; draftsWithCredit: number; strayCredits: number }[]
  >`
    select
      count(*) filter (where j.status <> 'draft')::int as published,
      count(*) filter (where j.status <> 'draft' and (j.published_at is null or j.expires_at is null
        or (select count(*) from credits c where c.used_for_job_id = j.id and c.used_kind = 'publish') <> 1))::int as broken,
      count(*) filter (where j.status = 'draft' and exists (select 1 from credits c where c.used_for_job_id = j.id))::int as "draftsWithCredit",
      (select count(*)::int from credits c where c.employer_id = any(${ids}::int[]) and c.used_at is not null
        and (c.used_for_job_id is null or c.used_kind is null)) as "strayCredits"
    from job_advertisements j where j.employer_id = any(${ids}::int[])`;
  const ok =
    o!.broken === 0 &&
    o!.stray === 0 &&
    missingOrders === 0 &&
    a!.broken === 0 &&
    a!.draftsWithCredit === 0 &&
    a!.strayCredits === 0;
  return {
    ok,
    text: `${o!.total} orders (${o!.invoiced} invoiced, ${o!.broken} without number or credits, ${o!.stray} with credits but not invoiced, ${missingOrders} of ${ackedOrders.length} acknowledged missing); ${a!.published} published ads (${a!.broken} without dates or not exactly one credit), ${a!.draftsWithCredit} drafts with a credit, ${a!.strayCredits} credits used for nothing`,
  };
}

/** Credits of the given employers against their ads. */
async function creditAudit(
  employers: EmployerAccount[],
): Promise<{ ok: boolean; text: string; published: Set<number> }> {
  const ids = employers.map((e) => e.employerId);
  const ads = await sql<{ id: number; status: string }[]>`
    select id, status from job_advertisements where employer_id = any(${ids}::int[])`;
  const credits = await sql<{ job: number | null; used: boolean; kind: string | null }[]>`
    select used_for_job_id as job, used_at is not null as used, used_kind as kind
    from credits where employer_id = any(${ids}::int[])`;
  const published = new Set(ads.filter((a) => a.status === "published").map((a) => a.id));
  const perJob = new Map<number, number>();
  for (const c of credits)
    if (c.used && c.job !== null) perJob.set(c.job, (perJob.get(c.job) ?? 0) + 1);
  const used = credits.filter((c) => c.used).length;
  const twice = [...perJob.values()].filter((n) => n > 1).length;
  const withoutCredit = [...published].filter((id) => perJob.get(id) !== 1).length;
  const lost = credits.filter((c) => c.used && (c.job === null || !published.has(c.job))).length;
  const available = credits.filter((c) => !c.used).length;
  const ok =
    used === published.size &&
    twice === 0 &&
    withoutCredit === 0 &&
    lost === 0 &&
    available + used === credits.length;
  return {
    ok,
    published,
    text: `${published.size} published, ${used} credits used (${twice} twice, ${lost} without a published ad), ${withoutCredit} published without exactly one credit, ${available} of ${credits.length} left`,
  };
}

async function completeDrafts(
  employers: EmployerAccount[],
  perEmployer: number,
  round: number,
): Promise<{ id: number; account: EmployerAccount }[]> {
  const drafts: { id: number; account: EmployerAccount }[] = [];
  for (const account of employers) {
    for (let i = 0; i < perEmployer; i++) {
      drafts.push({
        id: await completeDraft(account, `Baumpfleger (m/w/d) ${round}-${i}`, HANNOVER),
        account,
      });
    }
  }
  return drafts;
}

/** Publishes with 6 in flight at a time; SIGKILL to the app once `killAfter` were acknowledged. */
async function publishAndKill(
  drafts: { id: number; account: EmployerAccount }[],
  killAfter: number,
): Promise<{ acked: number[]; inFlight: number[] }> {
  const acked: number[] = [];
  const inFlight: number[] = [];
  const queue = [...drafts];
  let killing: Promise<void> | undefined;
  const origin = targets.pick();
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (queue.length && !killing) {
        const draft = queue.shift()!;
        const answer = await call(origin, "PUT", `/api/job-advertisements/${draft.id}/publish`, {
          token: draft.account.token,
          timeoutMs: 10_000,
        });
        if (answer.status === 200) acked.push(draft.id);
        else if (answer.status === 0) inFlight.push(draft.id);
        else
          throw new Error(
            `Veröffentlichen ${draft.id}: ${answer.status} ${JSON.stringify(answer.json)}`,
          );
        if (acked.length >= killAfter && !killing) killing = app!.kill();
      }
    }),
  );
  await killing;
  return { acked, inFlight };
}

async function retryPublishes(
  drafts: { id: number; account: EmployerAccount }[],
): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const draft of drafts) {
    const answer = await call(
      targets.pick(),
      "PUT",
      `/api/job-advertisements/${draft.id}/publish`,
      {
        token: draft.account.token,
      },
    );
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  return statuses;
}

/** A pusher-js socket on the app, subscribed to the employer's private channel. */
async function liveSocket(process_: AppProcess, account: EmployerAccount) {
  const client = new Pusher(PUSHER_KEY, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: process_.port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${process_.origin}/broadcasting/auth`,
      transport: "ajax",
      customHandler: ({ socketId, channelName }, callback) => {
        call(process_.origin, "POST", "/broadcasting/auth", {
          token: account.token,
          body: { socket_id: socketId, channel_name: channelName },
        }).then(
          (answer) => {
            const { auth, channel_data } =
              (answer.json as { auth?: string; channel_data?: string } | null) ?? {};
            if (answer.status === 200 && auth) callback(null, { auth, channel_data });
            else callback(new Error(`auth ${answer.status}`), null);
          },
          (error: Error) => callback(error, null),
        );
      },
    },
  });
  const channel = client.subscribe(`private-App.Models.Employer.${account.employerId}`);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Kein Abonnement innerhalb von 10 s")), 10_000);
    channel.bind("pusher:subscription_succeeded", () => {
      clearTimeout(timer);
      resolve();
    });
    channel.bind("pusher:subscription_error", (error: unknown) => {
      clearTimeout(timer);
      reject(new Error(`subscription_error ${JSON.stringify(error)}`));
    });
  });
  let heard = 0;
  channel.bind("EmployerUpdated", () => heard++);
  // When the app confirmed the subscription after the first one (awaited above): it sends
  // another after a gap in its fan-out.
  const confirmedAt: number[] = [];
  channel.bind("pusher:subscription_succeeded", () => confirmedAt.push(performance.now()));
  return { client, heard: () => heard, confirmations: () => confirmedAt };
}

/**
 * Publishes the employer's live event on the app's Redis topic every 250 ms, as another app
 * process does, until the socket hears it; the time from the call until then, or null after
 * `limitMs`.
 */
async function publishedUntilEvent(
  socket: Awaited<ReturnType<typeof liveSocket>>,
  redisUrl: string,
  employerId: number,
  limitMs: number,
): Promise<number | null> {
  const t0 = performance.now();
  const heardBefore = socket.heard();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: null });
  publisher.on("error", () => {});
  const message = JSON.stringify({
    channel: `private-App.Models.Employer.${employerId}`,
    event: "EmployerUpdated",
    data: { model: { id: employerId } },
  });
  try {
    while (performance.now() - t0 < limitMs) {
      await publisher.publish(`wurzelwerk:realtime:${PUSHER_KEY}`, message).catch(() => 0);
      const wait = performance.now() + 250;
      while (performance.now() < wait) {
        if (socket.heard() > heardBefore) return performance.now() - t0;
        await sleep(10);
      }
    }
    return null;
  } finally {
    publisher.disconnect();
  }
}

/** Milliseconds until `done()` holds (checked every 10 ms), or null after `limitMs`. */
async function waitFor(done: () => boolean, limitMs: number): Promise<number | null> {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    if (done()) return performance.now() - t0;
    await sleep(10);
  }
  return null;
}

/**
 * Changes the employer's profile every 250 ms until the socket hears EmployerUpdated; the time
 * from the call until then, or null after `limitMs`.
 */
async function changeUntilEvent(
  socket: Awaited<ReturnType<typeof liveSocket>>,
  account: EmployerAccount,
  limitMs: number,
): Promise<number | null> {
  const t0 = performance.now();
  const heardBefore = socket.heard();
  let serial = 0;
  while (performance.now() - t0 < limitMs) {
    await call(targets.pick(), "PUT", `/api/employers/${account.employerId}`, {
      token: account.token,
      body: { name: account.name, description: `Live ${Date.now()} ${++serial}`, sector_ids: [] },
    });
    const wait = performance.now() + 250;
    while (performance.now() < wait) {
      if (socket.heard() > heardBefore) return performance.now() - t0;
      await sleep(10);
    }
  }
  return null;
}
