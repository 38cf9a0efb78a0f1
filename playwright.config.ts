import { randomBytes } from "node:crypto";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";

// E2E_PORT lets two checkouts on one machine run their suites side by side. The suite runs in
// E2E_WORKERS workers (default 1; on a two-core machine two workers, each with its server and
// browser, pushed journeys past their time limits; `--workers`/`-j` on the command line counts too), and each
// worker has a server of its own with its own database: a block of four ports from
// E2E_PORT + 4 × worker (the server, its Stripe stand-in, and the two servers of a spec's own in
// setup.spec.ts and job-alert-digest.spec.ts). So a journey never sees another's ads, searches
// or content changes, exactly as when the suite ran in one worker.
function requestedWorkers(): number {
  const argv = process.argv;
  let value = process.env.E2E_WORKERS ?? "1";
  for (let i = 0; i < argv.length; i++) {
    const match = /^(?:--workers|-j)(?:=?(.+))?$/.exec(argv[i]!);
    if (match) value = match[1] ?? argv[i + 1] ?? value;
  }
  const count = value.endsWith("%")
    ? Math.round((availableParallelism() * Number.parseFloat(value)) / 100)
    : Number.parseInt(value, 10);
  return Math.max(1, count || 1);
}

// Named once in the runner and inherited by the workers (they load this file again with the
// runner's environment): the first port, the number of servers, the data directories.
process.env.E2E_BASE_PORT ??= process.env.E2E_PORT ?? "3100";
process.env.E2E_SERVERS ??= String(requestedWorkers());
const BASE_PORT = Number(process.env.E2E_BASE_PORT);
const SERVERS = Number(process.env.E2E_SERVERS);
const portOf = (server: number) => BASE_PORT + 4 * server;

// Each server's DATA_DIR, so a test can find the mails its server wrote.
// scripts/e2e-server.ts creates it (it must not exist yet) and deletes it when the server stops.
process.env.E2E_DATA_DIR_BASE ??= join(
  tmpdir(),
  `wurzelwerk-e2e-${process.pid}-${Date.now().toString(36)}`,
);
const dataDirOf = (server: number) => `${process.env.E2E_DATA_DIR_BASE}-${server}`;
// The Stripe stand-in of each server (tests/support/stripe-stub.ts) takes the server's port + 1;
// E2E_STRIPE_PORT may name another one for the first server.
const firstStripePort = process.env.E2E_STRIPE_PORT ?? String(portOf(0) + 1);
const stripePortOf = (server: number) =>
  server === 0 ? firstStripePort : String(portOf(server) + 1);

// In a worker (Playwright sets TEST_PARALLEL_INDEX, 0 … workers − 1, before it loads this file):
// the server of this worker, under the names the journeys read.
const WORKER = process.env.TEST_PARALLEL_INDEX;
const SERVER = WORKER === undefined ? 0 : Number(WORKER) % SERVERS;
if (WORKER !== undefined) {
  process.env.E2E_PORT = String(portOf(SERVER));
  process.env.E2E_STRIPE_PORT = stripePortOf(SERVER);
  process.env.E2E_DATA_DIR = dataDirOf(SERVER);
}
const BASE_URL = `http://127.0.0.1:${portOf(SERVER)}`;

// A staff account the e2e server creates before it starts (with `npm run admin:create`, the
// operator's way), so journeys can do what staff do — e.g. grant credits — without any
// test-only door in the product.
const STAFF_EMAIL = (process.env.E2E_STAFF_EMAIL ??= "team-e2e@wurzelwerk.example");
const STAFF_PASSWORD =
  (process.env.E2E_STAFF_PASSWORD ??= `E2e-${randomBytes(18).toString("base64url")}`);

export default defineConfig({
  testDir: "tests/e2e",
  // One server per worker (above). Two on two cores: a journey mostly waits for its server or
  // its browser, so two of them keep both cores busy.
  workers: SERVERS,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  // Limits against hangs, not measurements: the CI machine has taken two to three times as long
  // as a quiet developer machine for the same journeys, so they leave that much room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results",
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    viewport: { width: 1440, height: 900 },
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium" }],
  webServer: Array.from({ length: SERVERS }, (_, server) => ({
    // process.execPath: the Node 24 that runs Playwright (the system node may be older).
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${portOf(server)}/readyz`,
    name: SERVERS > 1 ? `Server ${server + 1}` : undefined,
    reuseExistingServer: false,
    // The first start builds the web app (npm test builds it beforehand).
    timeout: 180_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(portOf(server)),
      E2E_DATA_DIR: dataDirOf(server),
      E2E_STAFF_EMAIL: STAFF_EMAIL,
      E2E_STAFF_PASSWORD: STAFF_PASSWORD,
      E2E_STRIPE_PORT: stripePortOf(server),
      LOG_LEVEL: "warn",
    },
    // SIGTERM lets the server shut down and the wrapper delete the temporary DATA_DIR.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
  })),
});
