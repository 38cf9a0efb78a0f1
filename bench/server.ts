/**
 * The app as the benchmark measures it: API only (`web: false`) or, with BENCH_WEB=build, with
 * its server-rendered pages from the production build (bench/speed.ts builds it first),
 * PostgreSQL from DATABASE_URL,
 * in its own process so that the load generator does not share its event loop. Listens on
 * 127.0.0.1 at PORT (0 = any free port) and reports the port to the parent over IPC.
 *
 * Set by bench/speed.ts: TRUST_PROXY=true (the load carries a different X-Forwarded-For per
 * request, so the per-IP limit of the search route — 120/min — never triggers while it is
 * still evaluated on every request), LOG_LEVEL (default info, as in production; stdout is
 * discarded), SEED_DEMO=false. With REDIS_URL (bench/load.ts, bench/faults.ts) the app uses
 * Redis as in production: rate-limit and attempt counters, live events across processes.
 *
 * BENCH_APPS=N (bench:speed --apps N) runs N app processes on one port through node:cluster,
 * as docs/deploy.md runs one per core; the primary only hands out connections and reports
 * the workers' pids, so the bench counts their CPU as the app's.
 */
import cluster from "node:cluster";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openPostgres } from "#server/db/client.ts";
import { openRedis } from "#server/platform/redis.ts";
import { freePort } from "./lib/private-services.ts";

const apps = Math.max(1, Number(process.env.BENCH_APPS ?? 1) || 1);
if (apps > 1 && cluster.isPrimary) {
  await runPrimary(apps);
} else {
  await runApp();
}

/** Forks the workers on one free port and tells the parent once all of them listen. */
async function runPrimary(count: number) {
  const port = await freePort();
  const workers = Array.from({ length: count }, () =>
    cluster.fork({ ...process.env, PORT: String(port) }),
  );
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once("exit", (code) => reject(new Error(`App-Prozess beendet mit ${code}`)));
          worker.on("message", (message: { type?: string }) => {
            if (message.type === "listening") resolve();
          });
        }),
    ),
  );
  process.send?.({
    type: "listening",
    port,
    pid: process.pid,
    pids: [process.pid, ...workers.map((w) => w.process.pid!)],
  });
  const stop = () => {
    for (const worker of workers) worker.process.kill("SIGTERM");
    Promise.all(workers.map((w) => new Promise((r) => w.once("exit", r)))).then(() =>
      process.exit(0),
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.on("disconnect", stop);
}

async function runApp() {
  const config = loadConfig(process.env, "bench");
  if (!config.databaseUrl) throw new Error("DATABASE_URL fehlt");
  const database = openPostgres(config.databaseUrl);
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : undefined;
  const app = await buildApp({
    config,
    database,
    redis,
    web: process.env.BENCH_WEB === "build" ? "build" : false,
  });
  app.addHook("onClose", async () => {
    await redis?.quit().catch(() => {});
    await database.close();
  });

  const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
  const port = Number(new URL(address).port);
  process.send?.({ type: "listening", port, pid: process.pid });

  const shutdown = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  process.on("disconnect", shutdown);
}
