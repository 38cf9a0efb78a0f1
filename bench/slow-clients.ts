/**
 * Slow and many connections, scripted and repeatable on one machine:
 *
 *   npm run bench:slowloris -- [--connections 10000] [--reconnect-ms 15000] [--duration 150]
 *                              [--websockets 200] [--doc]
 *
 * One app process (bench/server.ts, not behind a proxy: TRUST_PROXY=false, so the per-address
 * caps apply) against a private PostgreSQL cluster (bench/lib/private-services.ts). Then, all
 * on loopback addresses:
 *
 * - 127.0.0.2, a normal visitor: GET /api/job-advertisements on a new connection every 100 ms
 *   (and a websocket at the end), before and during the attack: success rate, p50/p95.
 * - 127.0.0.1, the attacker: --websockets websockets held open, then --connections slow
 *   requests (slowloris: headers never finished, one more header line every 5 s), each
 *   reconnecting --reconnect-ms after the server closed it, for --duration s.
 * - 127.0.0.3 dribbles a request body (1 byte a second) and 127.0.0.4 dribbles headers (a line
 *   a second): how long the server lets them stay open.
 *
 * The attacker's sockets are this process's file descriptors: --connections is capped below
 * `ulimit -n` (Node raises the soft limit to the hard one at start); the figure used is printed.
 * Prints a table; --doc writes it into docs/reliability.md. Exit code 1 when an expectation fails.
 */
import { request } from "node:http";
import { loadavg } from "node:os";
import { connect } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { WebSocket } from "ws";
import { CONNECTION_LIMITS, fileDescriptorLimit } from "#server/platform/connection-limits.ts";
import { prepareBenchDatabase } from "./generate.ts";
import { startAppProcess } from "./lib/app-process.ts";
import { intArg, parseArgs } from "./lib/args.ts";
import { updateDocSection } from "./lib/docs.ts";
import { machineFacts } from "./lib/machine.ts";
import { cleanupOnExit, startPrivatePostgres } from "./lib/private-services.ts";
import { fmtInt, fmtMs, percentiles } from "./lib/stats.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, "bench", "out");
const args = parseArgs(process.argv.slice(2));
const fdLimit = fileDescriptorLimit();
const wanted = intArg(args, "connections", 10_000);
const options = {
  // Room for the visitor, the probes, the websockets and the process's own files.
  connections: Math.min(wanted, fdLimit - 1_000),
  reconnectMs: intArg(args, "reconnect-ms", 15_000),
  duration: intArg(args, "duration", 150),
  websockets: intArg(args, "websockets", 200),
  doc: args.has("doc"),
};
const PUSHER_KEY = "wurzelwerk-bench-key";
const ATTACKER = "127.0.0.1";
const VISITOR = "127.0.0.2";
const BODY_PROBE = "127.0.0.3";
const HEADER_PROBE = "127.0.0.4";
const log = (message: string) => console.log(message);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = performance.now();

if (options.connections < wanted)
  log(`ulimit -n is ${fdLimit}: ${options.connections} slow connections instead of ${wanted}`);

cleanupOnExit();
const loadBefore = loadavg();
const pg = await startPrivatePostgres({ log });
const prepared = await prepareBenchDatabase({ ads: 200, adminUrl: pg.adminUrl, log });
const sql = postgres(prepared.url, { max: 1, onnotice: () => {} });
const machine = await machineFacts(sql);
await sql.end();
const app = await startAppProcess({
  databaseUrl: prepared.url,
  logFile: join(outDir, "slow-clients-app.log"),
  env: { TRUST_PROXY: "false", PUSHER_APP_KEY: PUSHER_KEY, SCHEDULER_INTERVAL_MS: "0" },
});
log(`app process ${app.pid} on port ${app.port}`);

// ---- the visitor ----------------------------------------------------------------------------

interface VisitorStats {
  ok: number;
  failed: number;
  failures: Map<string, number>;
  ms: number[];
}
const newStats = (): VisitorStats => ({ ok: 0, failed: 0, failures: new Map(), ms: [] });
let visitorStats = newStats();
let visiting = true;

function visit(): Promise<void> {
  const stats = visitorStats;
  const t0 = performance.now();
  return new Promise((resolve) => {
    const fail = (why: string) => {
      stats.failed++;
      stats.failures.set(why, (stats.failures.get(why) ?? 0) + 1);
      resolve();
    };
    const req = request(
      {
        host: "127.0.0.1",
        port: app.port,
        path: "/api/job-advertisements",
        localAddress: VISITOR,
        agent: false,
        headers: { accept: "application/json" },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) {
            stats.ok++;
            stats.ms.push(performance.now() - t0);
            resolve();
          } else fail(String(res.statusCode));
        });
        res.on("error", (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "timeout" })));
    req.on("error", (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    req.end();
  });
}

const visitor = (async () => {
  while (visiting) {
    await visit();
    await sleep(100);
  }
})();

function summary(stats: VisitorStats) {
  const total = stats.ok + stats.failed;
  const [p50, p95] = percentiles(stats.ms, [50, 95]);
  const failures = [...stats.failures].map(([why, n]) => `${n} × ${why}`).join(", ");
  return {
    total,
    rate: total === 0 ? 0 : stats.ok / total,
    text: `${fmtInt(stats.ok)} of ${fmtInt(total)} answered 200 (${((100 * stats.ok) / Math.max(1, total)).toFixed(1)} %), p50 ${fmtMs(p50!)} ms, p95 ${fmtMs(p95!)} ms${failures ? `; failed: ${failures}` : ""}`,
  };
}

log("baseline: the visitor alone for 10 s");
await sleep(10_000);
const baseline = summary(visitorStats);
visitorStats = newStats();

// ---- websockets from one address ------------------------------------------------------------

const wsUrl = `ws://127.0.0.1:${app.port}/app/${PUSHER_KEY}?protocol=7&client=js&version=8`;
function openWebsocket(localAddress: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl, { localAddress });
    socket.once("message", () => resolve(socket));
    socket.once("unexpected-response", (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    socket.once("error", () => resolve(0));
  });
}
log(`websockets: ${options.websockets} from ${ATTACKER}`);
const heldWebsockets: WebSocket[] = [];
const wsRefused = new Map<number, number>();
for (let n = 0; n < options.websockets; n++) {
  const result = await openWebsocket(ATTACKER);
  if (typeof result === "number") wsRefused.set(result, (wsRefused.get(result) ?? 0) + 1);
  else heldWebsockets.push(result);
}

// ---- the slow attack ------------------------------------------------------------------------

const attack = {
  attempts: 0,
  refused: 0,
  /** Refused only after more than a second: they waited in the listen queue. */
  refusedLate: 0,
  timedOut: 0,
  otherClose: 0,
  errors: new Map<string, number>(),
  /** Connected sockets and when they connected. */
  open: new Map<object, number>(),
  /** Most sockets open for more than a second at once (fresh ones may still be refused). */
  peakHeld: 0,
  longestMs: 0,
};
const heldSampler = setInterval(() => {
  const now = performance.now();
  let held = 0;
  for (const since of attack.open.values()) if (now - since > 1_000) held++;
  attack.peakHeld = Math.max(attack.peakHeld, held);
}, 250);
let attacking = true;

/** One slowloris client: connects, never finishes its headers, reconnects when closed. */
async function slowClient(delayMs: number) {
  await sleep(delayMs);
  while (attacking) {
    await new Promise<void>((resolve) => {
      attack.attempts++;
      const socket = connect({ host: "127.0.0.1", port: app.port, localAddress: ATTACKER });
      let connectedAt = 0;
      let received = "";
      let timer: NodeJS.Timeout | undefined;
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (received += chunk));
      socket.once("connect", () => {
        connectedAt = performance.now();
        attack.open.set(socket, connectedAt);
        socket.write(`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
        timer = setInterval(() => {
          if (!attacking) socket.destroy();
          else socket.write("X-Slow: 1\r\n");
        }, 5_000);
      });
      socket.on("error", (error: NodeJS.ErrnoException) => {
        if (!connectedAt) {
          const code = error.code ?? error.message;
          attack.errors.set(code, (attack.errors.get(code) ?? 0) + 1);
        }
      });
      socket.once("close", () => {
        clearInterval(timer);
        if (connectedAt) {
          attack.open.delete(socket);
          const lived = performance.now() - connectedAt;
          if (!attacking) {
            // ended by the bench
          } else if (received.startsWith("HTTP/1.1 408")) {
            attack.timedOut++;
            attack.longestMs = Math.max(attack.longestMs, lived);
          } else if (received === "") {
            attack.refused++;
            if (lived > 1_000) attack.refusedLate++;
          } else attack.otherClose++;
        }
        resolve();
      });
    });
    if (attacking) await sleep(options.reconnectMs);
  }
}

/** Dribbles `head` then one `chunk` a second until the server closes; the time it stayed open. */
function dribbleProbe(localAddress: string, head: string, chunk: string) {
  return new Promise<{ seconds: number; answer: string }>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port: app.port, localAddress });
    let received = "";
    let connectedAt = 0;
    const limit = performance.now() + options.duration * 1000;
    socket.setEncoding("utf8");
    socket.on("data", (data: string) => (received += data));
    socket.on("error", () => {});
    socket.once("connect", () => {
      connectedAt = performance.now();
      socket.write(head);
    });
    const timer = setInterval(() => {
      if (performance.now() > limit) socket.destroy();
      else socket.write(chunk);
    }, 1_000);
    socket.once("close", () => {
      clearInterval(timer);
      resolve({
        seconds: (performance.now() - connectedAt) / 1000,
        answer: received.split("\r\n")[0] || "closed without an answer",
      });
    });
  });
}

log(
  `attack: ${fmtInt(options.connections)} slow connections from ${ATTACKER} for ${options.duration} s`,
);
const attackStarted = performance.now();
// Opened over 5 s, as a script would, not all in the same millisecond.
const clients = Array.from({ length: options.connections }, (_, n) =>
  slowClient((n / options.connections) * 5_000),
);
const bodyProbe = dribbleProbe(
  BODY_PROBE,
  "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
    "X-Requested-With: XMLHttpRequest\r\nContent-Length: 1000\r\n\r\n",
  " ",
);
const headerProbe = dribbleProbe(HEADER_PROBE, "GET /healthz HTTP/1.1\r\n", "X-Slow: 1\r\n");
const probes = await Promise.all([bodyProbe, headerProbe]);
const remaining = options.duration * 1000 - (performance.now() - attackStarted);
if (remaining > 0) await sleep(remaining);

const during = summary(visitorStats);
const peakDuring = attack.peakHeld;
clearInterval(heldSampler);
const visitorSocket = await openWebsocket(VISITOR);
const visitorWebsocket = typeof visitorSocket === "number" ? `refused (${visitorSocket})` : "open";
if (typeof visitorSocket !== "number") visitorSocket.terminate();

attacking = false;
visiting = false;
await visitor;
await Promise.all(clients);
for (const socket of heldWebsockets) socket.terminate();
await app.stop();
pg.destroy();

// ---- report ---------------------------------------------------------------------------------

interface Row {
  what: string;
  expectation: string;
  measured: string;
  pass: boolean;
}
const requestLimitS = CONNECTION_LIMITS.requestTimeoutMs / 1000;
const headersLimitS = CONNECTION_LIMITS.headersTimeoutMs / 1000;
const checkS = CONNECTION_LIMITS.timeoutCheckMs / 1000;
const errors = [...attack.errors].map(([code, n]) => `${fmtInt(n)} × ${code}`).join(", ");
const rows: Row[] = [
  {
    what: "visitor, before",
    expectation: "every request answered",
    measured: baseline.text,
    pass: baseline.rate === 1,
  },
  {
    what: "visitor, during the attack",
    expectation: "every request from another address answered",
    measured: during.text,
    pass: during.rate === 1 && during.total > 0,
  },
  {
    what: "visitor's websocket, during the attack",
    expectation: "opens",
    measured: visitorWebsocket,
    pass: visitorWebsocket === "open",
  },
  {
    what: `${fmtInt(options.connections)} slow requests from one address`,
    expectation: `at most ${CONNECTION_LIMITS.perPeer} held at once; the rest closed without an answer; each held one cut after ${headersLimitS}–${headersLimitS + checkS} s (408)`,
    measured: `${fmtInt(attack.attempts)} connections in ${options.duration} s; at most ${fmtInt(peakDuring)} open for more than 1 s at once; ${fmtInt(attack.refused)} closed without an answer (${fmtInt(attack.refusedLate)} of them after more than 1 s in the listen queue), ${fmtInt(attack.timedOut)} cut with 408 (longest open ${(attack.longestMs / 1000).toFixed(1)} s), ${fmtInt(attack.otherClose)} closed otherwise${errors ? `; not connected: ${errors}` : ""}`,
    pass:
      peakDuring <= CONNECTION_LIMITS.perPeer &&
      attack.longestMs <= (headersLimitS + checkS + 1) * 1000,
  },
  {
    what: `${options.websockets} websockets from one address`,
    expectation: `${CONNECTION_LIMITS.websocketsPerClient} open, the rest refused with 429 before the upgrade`,
    measured: `${heldWebsockets.length} open; refused: ${[...wsRefused].map(([status, n]) => `${n} × ${status || "connection closed"}`).join(", ")}`,
    pass:
      heldWebsockets.length === CONNECTION_LIMITS.websocketsPerClient &&
      (wsRefused.get(429) ?? 0) === options.websockets - CONNECTION_LIMITS.websocketsPerClient,
  },
  {
    what: "a request body dribbled at 1 byte/s",
    expectation: `cut after ${requestLimitS.toFixed(0)}–${(requestLimitS + checkS).toFixed(0)} s`,
    measured: `${probes[0].answer} after ${probes[0].seconds.toFixed(1)} s`,
    pass:
      probes[0].answer.startsWith("HTTP/1.1 408") &&
      probes[0].seconds <= requestLimitS + checkS + 1,
  },
  {
    what: "headers dribbled at a line a second",
    expectation: `cut after ${headersLimitS}–${headersLimitS + checkS} s`,
    measured: `${probes[1].answer} after ${probes[1].seconds.toFixed(1)} s`,
    pass:
      probes[1].answer.startsWith("HTTP/1.1 408") &&
      probes[1].seconds <= headersLimitS + checkS + 1,
  },
];

for (const row of rows)
  log(`  ${row.pass ? "ok  " : "FAIL"} ${row.what}: ${row.expectation} — ${row.measured}`);
const passed = rows.filter((row) => row.pass).length;
const command = `npm run bench:slowloris -- --connections ${options.connections} --reconnect-ms ${options.reconnectMs} --duration ${options.duration} --websockets ${options.websockets}`;
const markdown = `### Slow and many connections

Run ${machine.date.slice(0, 10)} with \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s in all): a private PostgreSQL ${machine.postgres} cluster, 200 generated ads, one app process not behind a proxy (\`TRUST_PROXY=false\`); the attacker on ${ATTACKER}, the visitor on ${VISITOR} (GET /api/job-advertisements on a new connection every 100 ms), the probes on ${BODY_PROBE} and ${HEADER_PROBE}. Open files (\`ulimit -n\`): ${fmtInt(fdLimit)}.
Machine: ${machine.cpus} cores (${machine.cpuModel.split(" ").slice(0, 2).join(" ")}), Node ${machine.node}; load average (1 min) ${loadBefore[0]!.toFixed(2)} at the start — shared with other sessions' tests.
**${passed} of ${rows.length} expectations met.**

| what | expectation | measured | |
| --- | --- | --- | --- |
${rows.map((row) => `| ${row.what} | ${row.expectation} | ${row.measured} | ${row.pass ? "pass" : "FAIL"} |`).join("\n")}
`;
if (options.doc) {
  updateDocSection(join(root, "docs", "reliability.md"), "slowloris", markdown);
  log("docs/reliability.md updated");
}
process.exit(passed === rows.length ? 0 : 1);
