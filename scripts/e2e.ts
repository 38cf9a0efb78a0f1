// `npm run test:e2e`: the Playwright journeys in Debian's Chromium (never a downloaded
// browser). Without a Chromium the run is skipped, unless REQUIRE_E2E=1 (CI) makes that an error.
// Extra arguments go to `playwright test`, e.g. `npm run test:e2e -- tests/e2e/footer.spec.ts`.
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { findChromium } from "../tests/support/chromium.ts";

const root = resolve(import.meta.dirname, "..");
const chromium = findChromium();

if (!chromium) {
  const hint =
    "Chromium wurde nicht gefunden (CHROMIUM_PATH, /usr/bin/chromium oder PATH). Installieren: apt-get install -y chromium\n" +
    "Chromium not found (CHROMIUM_PATH, /usr/bin/chromium or PATH). Install it with: apt-get install -y chromium";
  if (process.env.REQUIRE_E2E === "1") {
    console.error(`\nFEHLER / ERROR: E2E-Tests sind verlangt (REQUIRE_E2E=1), aber ${hint}\n`);
    process.exit(1);
  }
  console.log(`\nE2E-Tests übersprungen / e2e tests skipped. ${hint}\n`);
  process.exit(0);
}

const child = spawn(
  process.execPath,
  [join(root, "node_modules/@playwright/test/cli.js"), "test", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on("error", (error) => {
  console.error(`Playwright konnte nicht gestartet werden: ${error.message}`);
  process.exit(1);
});
