import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.ts";

// E2E_PORT lets two checkouts on one machine run their suites side by side (the Stripe
// stand-in takes the next port).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// The server's DATA_DIR, named once in the runner and inherited by the workers (they load this
// file again with the runner's environment), so a test can find the mails the app wrote.
// scripts/e2e-server.ts creates it (it must not exist yet) and deletes it when the server stops.
process.env.E2E_DATA_DIR ??= join(
  tmpdir(),
  `wurzelwerk-e2e-${process.pid}-${Date.now().toString(36)}`,
);

// A staff account the e2e server creates before it starts (with `npm run admin:create`, the
// operator's way), so journeys can do what staff do — e.g. grant credits — without any
// test-only door in the product.
process.env.E2E_STAFF_EMAIL ??= "team-e2e@wurzelwerk.example";
process.env.E2E_STAFF_PASSWORD ??= `E2e-${randomBytes(18).toString("base64url")}`;

// The port of the Stripe stand-in that scripts/e2e-server.ts starts (tests/support/stripe-stub.ts).
process.env.E2E_STRIPE_PORT ??= String(PORT + 1);

export default defineConfig({
  testDir: "tests/e2e",
  // Two cores: the server and one browser are all this machine carries without flaky timing.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: "test-results",
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    viewport: { width: 1440, height: 900 },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium" }],
  webServer: {
    // process.execPath: the Node 24 that runs Playwright (the system node may be older).
    command: `"${process.execPath}" scripts/e2e-server.ts`,
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    // The first start builds the web app.
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      E2E_STAFF_EMAIL: process.env.E2E_STAFF_EMAIL,
      E2E_STAFF_PASSWORD: process.env.E2E_STAFF_PASSWORD,
      E2E_STRIPE_PORT: process.env.E2E_STRIPE_PORT,
      LOG_LEVEL: "warn",
    },
    // SIGTERM lets the server shut down and the wrapper delete the temporary DATA_DIR.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
