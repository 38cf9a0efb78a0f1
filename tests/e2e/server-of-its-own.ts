// A production server of one spec's own, beside the suite's shared one (scripts/e2e-server.ts):
// an empty DATA_DIR and a port of its own, started as `npm start` starts, so the spec may stop
// it and start it again on the same data — with the clock a day ahead (libfaketime), to see what
// the scheduled work does the next morning. No door in the product: the time is the process's.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

/** Debian's `faketime` package, by architecture. */
const LIBFAKETIME = [
  "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/faketime/libfaketime.so.1",
];

export interface ServerOfItsOwn {
  origin: string;
  /** The staff account made before the first start, as an operator makes one. */
  staff: { email: string; password: string };
  /** `clockAhead`: libfaketime's offset for the whole process, e.g. "+1d". */
  start(options?: { clockAhead?: string }): Promise<void>;
  /** SIGTERM, then waits until the process has ended (the embedded database closed). */
  stop(): Promise<void>;
  /** The raw mails the server wrote (SMTP_URL empty: one .eml file each in DATA_DIR/mail). */
  mails(): string[];
  /** Stops the server if it runs and deletes its DATA_DIR. */
  remove(): Promise<void>;
}

export function serverOfItsOwn(port: number): ServerOfItsOwn {
  const dataDir = mkdtempSync(join(tmpdir(), "wurzelwerk-e2e-own-"));
  const origin = `http://127.0.0.1:${port}`;
  const staff = {
    email: "team-eigener-server@wurzelwerk.example",
    password: `Eigener-Server-${globalThis.crypto.randomUUID()}`,
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: origin,
    // Reference content only: the spec makes the ads it needs.
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    // A tick every 2 s instead of a minute: the spec waits for the scheduled work.
    SCHEDULER_INTERVAL_MS: "2000",
  };
  const made = spawnSync(
    process.execPath,
    [
      join(root, "scripts/admin-create.ts"),
      "--email",
      staff.email,
      "--password",
      staff.password,
      "--name",
      "Team",
    ],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], env },
  );
  if (made.status !== 0) throw new Error("Das Staff-Konto des eigenen Servers fehlt.");

  let child: ChildProcess | undefined;

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const ended = new Promise<void>((done) => running.once("exit", () => done()));
    running.kill("SIGTERM");
    const killer = setTimeout(() => running.kill("SIGKILL"), 20_000);
    await ended;
    clearTimeout(killer);
  }

  return {
    origin,
    staff,
    async start(options = {}) {
      const clock: NodeJS.ProcessEnv = {};
      if (options.clockAhead) {
        const library = LIBFAKETIME.find((path) => existsSync(path));
        if (!library) {
          throw new Error(
            "libfaketime fehlt: `apt-get install faketime` (.ci/run installiert es).",
          );
        }
        // Wall clock only: timers and timeouts run on the monotonic clock, unchanged.
        Object.assign(clock, {
          LD_PRELOAD: library,
          FAKETIME: options.clockAhead,
          FAKETIME_DONT_FAKE_MONOTONIC: "1",
        });
      }
      child = spawn(process.execPath, [join(root, "scripts/start.ts")], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...env, ...clock },
      });
      const started = child;
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) throw new Error("Der eigene Server hat sich beendet.");
        try {
          if ((await fetch(`${origin}/readyz`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((wait) => setTimeout(wait, 250));
      }
      throw new Error(`Der eigene Server antwortet nach 120 s nicht (${origin}).`);
    },
    stop,
    mails() {
      const dir = join(dataDir, "mail");
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => name.endsWith(".eml"))
        .map((name) => readFileSync(join(dir, name), "utf8"));
    },
    async remove() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
