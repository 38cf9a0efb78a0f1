/**
 * Throwaway PostgreSQL and Redis servers for the load and fault benchmarks: a fresh cluster in
 * a temporary directory (initdb, pg_ctl) and a `redis-server` without persistence, each on a
 * free port of 127.0.0.1. The benchmarks stop, kill and restart these at will; the machine's
 * own servers (and a developer's data in them) are never touched.
 *
 * PostgreSQL refuses to run as root: when this process is root, its binaries run as the
 * `postgres` user (`runuser`), and the temporary directory belongs to that user.
 * PG_BIN names the directory of initdb/pg_ctl (default: `pg_config --bindir`, then
 * /usr/lib/postgresql/15/bin); REDIS_SERVER the redis-server binary (default: from PATH).
 */
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { promisify } from "node:util";
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function pgBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (existsSync(join(dir, "initdb"))) return dir;
  } catch {
    // no pg_config on the PATH
  }
  return "/usr/lib/postgresql/15/bin";
}

const asRoot = process.getuid?.() === 0;

function pgCommand(binary: string, args: string[]): [string, string[]] {
  const file = join(pgBinDir(), binary);
  return asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
async function runPg(binary: string, args: string[]): Promise<string> {
  const [command, argv] = pgCommand(binary, args);
  try {
    return (await promisify(execFile)(command, argv, { encoding: "utf8" })).stdout;
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${binary} ${args.join(" ")}: ${e.stderr || e.stdout || e.message}`, {
      cause: error,
    });
  }
}

export interface PrivatePostgres {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust auth, only this machine). */
  adminUrl: string;
  url(database: string): string;
  /** `pg_ctl stop -m fast`: sessions are ended, the server shuts down cleanly. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** `pg_ctl start`, returns once the server accepts connections. */
  start(): Promise<void>;
  running(): boolean;
  /** Stops the server and removes its directory. */
  destroy(): void;
}

export async function startPrivatePostgres(
  options: { log?: (message: string) => void; maxConnections?: number } = {},
): Promise<PrivatePostgres> {
  const log = options.log ?? (() => {});
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "ww-private-pg-"));
  const data = join(dir, "data");
  const logFile = join(dir, "postgres.log");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  await runPg("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  // Only on loopback, the socket in our own directory; otherwise PostgreSQL's defaults.
  appendFileSync(
    join(data, "postgresql.conf"),
    [
      "",
      "# bench/lib/private-services.ts",
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      `max_connections = ${options.maxConnections ?? 200}`,
      "timezone = 'UTC'",
      "",
    ].join("\n"),
  );
  let up = false;
  const pg: PrivatePostgres = {
    port,
    dir,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await runPg("pg_ctl", ["-D", data, "-l", logFile, "-w", "-t", "60", "start"]);
      up = true;
    },
    async stop(mode = "fast") {
      await runPg("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
      up = false;
    },
    running: () => up,
    destroy() {
      // Synchronous, so that it also works in an exit handler.
      if (up) {
        try {
          const [command, argv] = pgCommand("pg_ctl", [
            "-D",
            data,
            "-m",
            "immediate",
            "-w",
            "stop",
          ]);
          execFileSync(command, argv, { stdio: "ignore" });
        } catch {
          // already gone
        }
        up = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cleanups.add(() => pg.destroy());
  await pg.start();
  log(`Eigener PostgreSQL-Cluster auf 127.0.0.1:${port} (${dir}).`);
  // The app's migrations need these contrib extensions (Debian: postgresql-contrib).
  const sql = postgres(pg.adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ name: string }[]>`
      select name from pg_available_extensions where name in ('cube', 'earthdistance', 'pg_trgm')`;
    if (rows.length !== 3) {
      throw new Error(
        `Dem PostgreSQL in ${pgBinDir()} fehlen Erweiterungen (cube, earthdistance, pg_trgm; Debian: postgresql-contrib); vorhanden: ${rows.map((r) => r.name).join(", ") || "keine"}`,
      );
    }
  } finally {
    await sql.end();
  }
  return pg;
}

export interface PrivateRedis {
  port: number;
  url: string;
  /** SIGTERM, waits for the exit. Keys are lost (no persistence), like a fresh Redis. */
  stop(): Promise<void>;
  start(): Promise<void>;
  running(): boolean;
  destroy(): Promise<void>;
}

export async function startPrivateRedis(
  options: { log?: (message: string) => void } = {},
): Promise<PrivateRedis> {
  const log = options.log ?? (() => {});
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "ww-private-redis-"));
  const binary = process.env.REDIS_SERVER || "redis-server";
  let child: ChildProcess | undefined;

  async function start() {
    const proc = spawn(
      binary,
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--dir",
        dir,
        "--loglevel",
        "warning",
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = proc;
    let output = "";
    proc.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // Ready once it answers PING on its port.
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`redis-server beendet: ${output}`);
      if (await pingRedis(port)) return;
      if (Date.now() > deadline) throw new Error(`redis-server antwortet nicht: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const redis: PrivateRedis = {
    port,
    url: `redis://127.0.0.1:${port}/0`,
    start,
    async stop() {
      const proc = child;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise((resolve) => proc.once("exit", resolve));
      proc.kill("SIGTERM");
      await exited;
      child = undefined;
    },
    running: () => Boolean(child && child.exitCode === null),
    async destroy() {
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cleanups.add(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });
  await start();
  log(`Eigener Redis auf 127.0.0.1:${port}.`);
  return redis;
}

async function pingRedis(port: number): Promise<boolean> {
  const { connect } = await import("node:net");
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG")));
  });
}

/** Servers still running when the process ends (an error, Ctrl-C) are stopped and removed. */
const cleanups = new Set<() => void>();
let hooked = false;
export function cleanupOnExit(): void {
  if (hooked) return;
  hooked = true;
  const runAll = () => {
    for (const cleanup of cleanups) {
      try {
        cleanup();
      } catch {
        // best effort
      }
    }
    cleanups.clear();
  };
  process.on("exit", runAll);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      runAll();
      process.exit(130);
    });
  }
}
