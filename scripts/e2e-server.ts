// The production server for the Playwright suite (started by playwright.config.ts `webServer`):
// `npm start`'s behaviour (build when needed, migrate, seed, serve) on its own port, with a
// fresh embedded database in a temporary DATA_DIR that is deleted again on exit. With the demo
// data (SEED_DEMO=true: several hundred live ads from dozens of employers all over Germany),
// so the seeker journeys (wizard, filter, results, job pages) have real ads to find.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SERVER_NODE_FLAGS } from "./lib/node-flags.ts";
import { startStripeStub, stripeEnv } from "../tests/support/stripe-stub.ts";

const root = resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "3100";

// playwright.config.ts names the directory (E2E_DATA_DIR) so that the tests can look at the
// mail files; it must not exist yet, which makes every run start from an empty database.
let dataDir: string;
if (process.env.E2E_DATA_DIR) {
  dataDir = resolve(process.env.E2E_DATA_DIR);
  mkdirSync(dataDir, { recursive: false });
} else {
  dataDir = mkdtempSync(join(tmpdir(), "wurzelwerk-e2e-"));
}

// Stripe cannot be reached from here: a local stand-in answers the API and shows a payment
// page, so the journeys can pay online; the tests sign the webhook events themselves.
const stripeStub = await startStripeStub({
  port: Number(process.env.E2E_STRIPE_PORT ?? "3101"),
  hostedPages: true,
});

const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  PORT: port,
  HOST: "127.0.0.1",
  APP_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: "true",
  // Each journey is its own visitor: tests/e2e/support.ts gives every test a client address of
  // its own in X-Forwarded-For, so the per-address limits (e.g. 10 registrations a minute) count
  // per journey as they would per person, not for the whole suite behind one loopback address.
  TRUST_PROXY: "true",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // Contact mails must land in DATA_DIR/mail, whatever the developer's shell says.
  SMTP_URL: "",
  ...stripeEnv(stripeStub),
};

// The staff account of the journeys, made the way an operator makes one (before the server
// holds the embedded database).
if (process.env.E2E_STAFF_EMAIL && process.env.E2E_STAFF_PASSWORD) {
  const made = spawnSync(
    process.execPath,
    [
      join(root, "scripts/admin-create.ts"),
      "--email",
      process.env.E2E_STAFF_EMAIL,
      "--password",
      process.env.E2E_STAFF_PASSWORD,
      "--name",
      "Team E2E",
    ],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: serverEnv },
  );
  if (made.status !== 0) {
    console.error("Das Staff-Konto für die E2E-Tests konnte nicht angelegt werden.");
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  }
}

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, "scripts/start.ts")], {
  cwd: root,
  stdio: "inherit",
  env: serverEnv,
});

let cleaned = false;
function cleanUp(): void {
  if (cleaned) return;
  cleaned = true;
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`Konnte ${dataDir} nicht löschen: ${(error as Error).message}`);
  }
}

for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
  process.on(signal, () => {
    // The server shuts down gracefully on SIGTERM/SIGINT; exit follows in child.on("exit").
    if (child.exitCode === null && child.signalCode === null)
      child.kill(signal === "SIGHUP" ? "SIGTERM" : signal);
  });
}

child.on("exit", (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
child.on("error", (error) => {
  console.error(`Der Server konnte nicht gestartet werden: ${error.message}`);
  cleanUp();
  process.exit(1);
});
process.on("exit", cleanUp);
