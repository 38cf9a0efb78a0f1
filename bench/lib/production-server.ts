import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { SERVER_NODE_FLAGS } from "../../scripts/lib/node-flags.ts";

const root = resolve(import.meta.dirname, "..", "..");

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The server as `npm start` runs it (scripts/start.ts with the same node flags, production), on
 * `port` with `dataDir`; the embedded database with the demo data unless `env` says otherwise.
 * Resolves once `/readyz` answers; at most 5 minutes (a fresh DATA_DIR is seeded first).
 */
export async function startProductionServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  nodeFlags?: string[];
  /** Where the server's standard output goes; its errors always reach the terminal. */
  stdout?: "inherit" | "ignore";
}): Promise<ChildProcess> {
  const { port } = options;
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...(options.nodeFlags ?? []), join(root, "scripts/start.ts")],
    {
      cwd: root,
      stdio: ["ignore", options.stdout ?? "inherit", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: options.dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: "true",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        DATABASE_URL: "",
        REDIS_URL: "",
        ...options.env,
      },
    },
  );
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Der Server endete mit ${child.exitCode}.`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill("SIGTERM");
  throw new Error("Der Server wurde nicht bereit (5 Minuten).");
}

export async function stopProductionServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
}
