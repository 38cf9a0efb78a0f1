import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../../scripts/lib/node-flags.ts";

/**
 * One app process as in production (bench/server.ts: `buildApp` against DATABASE_URL and,
 * when given, REDIS_URL), in its own Node process. Its log goes to `logFile`.
 */
export interface AppProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  origin: string;
  /** SIGTERM (graceful), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, requests in flight are cut off. */
  kill(): Promise<void>;
}

const root = fileURLToPath(new URL("../..", import.meta.url));

export async function startAppProcess(options: {
  databaseUrl: string;
  redisUrl?: string;
  logFile: string;
  env?: Record<string, string>;
  /** Flags for node itself, before the script (V8 flags NODE_OPTIONS does not allow). */
  execArgv?: string[];
  port?: number;
}): Promise<AppProcess> {
  mkdirSync(join(options.logFile, ".."), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: "a" });
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...(options.execArgv ?? []), join(root, "bench", "server.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: options.databaseUrl,
        ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
        TRUST_PROXY: "true",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        APP_URL: "http://127.0.0.1:3000",
        DATA_DIR: join(root, "bench", "out", "data"),
        PORT: String(options.port ?? 0),
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    },
  );
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Server startet nicht (60 s)")), 60_000);
    child.once("exit", (code) =>
      reject(new Error(`Server beendet mit ${code} (Log: ${options.logFile})`)),
    );
    child.on("message", (message: { type?: string; port?: number }) => {
      if (message.type === "listening" && message.port) {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  // A benchmark that fails must not leave app processes behind.
  const onExit = () => child.kill("SIGKILL");
  process.once("exit", onExit);
  const gone = async () => {
    await exited;
    process.removeListener("exit", onExit);
  };
  return {
    child,
    pid: child.pid!,
    port,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return gone();
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await gone();
      clearTimeout(timer);
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await gone();
    },
  };
}
