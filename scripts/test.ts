// `npm test`: typecheck, lint, dead code, unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the e2e suite in Chromium. Stops at the first failure.
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const bin = (pkg: string, file: string) => join(root, "node_modules", pkg, file);

interface Step {
  name: string;
  args: string[];
  env?: Record<string, string | undefined>;
}

const steps: Step[] = [
  { name: "Typen (react-router typegen)", args: [bin("@react-router/dev", "bin.cjs"), "typegen"] },
  { name: "Typen (tsc)", args: [bin("typescript", "bin/tsc")] },
  { name: "Lint (eslint)", args: [bin("eslint", "bin/eslint.js"), "."] },
  // Unused files, exports and dependencies (knip.jsonc): dead code cannot come back.
  { name: "Toter Code (knip)", args: [bin("knip", "bin/knip.js")] },
  {
    name: "Unit- und API-Tests auf PGlite",
    args: [bin("vitest", "vitest.mjs"), "run"],
    env: { TEST_DATABASE_URL: undefined },
  },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: "API-Tests auf PostgreSQL",
    args: [bin("vitest", "vitest.mjs"), "run", "tests/api", "tests/processes", "tests/postgres"],
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  });
}
steps.push({ name: "E2E-Tests in Chromium", args: [join(root, "scripts/e2e.ts")] });

const started = Date.now();
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const env = Object.fromEntries(
    Object.entries({ ...process.env, ...step.env }).filter(
      ([key]) => !(key in (step.env ?? {})) || step.env?.[key] !== undefined,
    ),
  );
  const result = spawnSync(process.execPath, step.args, { cwd: root, stdio: "inherit", env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} fehlgeschlagen (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAlle Prüfungen bestanden in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
