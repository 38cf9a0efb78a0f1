// `npm test`: typecheck, lint, dead code, unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the e2e suite in Chromium. Stops after the first stage that
// fails. The checks of one stage run side by side: tsc, eslint and knip each keep one core
// busy, so on two cores they take about as long together as the slowest alone (and the web
// build for the e2e server is made meanwhile instead of when the server starts).
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { findChromium } from "../tests/support/chromium.ts";

const root = resolve(import.meta.dirname, "..");
const bin = (pkg: string, file: string) => join(root, "node_modules", pkg, file);

interface Step {
  name: string;
  args: string[];
  env?: Record<string, string | undefined>;
}

/** Steps of one stage run at the same time; the next stage starts when all have passed. */
const stages: Step[][] = [
  // tsc and knip read the route types that typegen writes.
  [
    {
      name: "Typen (react-router typegen)",
      args: [bin("@react-router/dev", "bin.cjs"), "typegen"],
    },
  ],
  [
    { name: "Typen (tsc)", args: [bin("typescript", "bin/tsc")] },
    { name: "Lint (eslint)", args: [bin("eslint", "bin/eslint.js"), "."] },
    // Unused files, exports and dependencies (knip.jsonc): dead code cannot come back.
    { name: "Toter Code (knip)", args: [bin("knip", "bin/knip.js")] },
    // The production build the e2e server starts from (skipped when it is fresh).
    ...(findChromium()
      ? [{ name: "Web-Build für die E2E-Tests", args: [join(root, "scripts/build-web.ts")] }]
      : []),
  ],
  [
    {
      name: "Unit- und API-Tests auf PGlite",
      args: [bin("vitest", "vitest.mjs"), "run"],
      env: { TEST_DATABASE_URL: undefined },
    },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  stages.push([
    {
      name: "API-Tests auf PostgreSQL",
      args: [bin("vitest", "vitest.mjs"), "run", "tests/api", "tests/processes", "tests/postgres"],
      env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
    },
  ]);
}
stages.push([{ name: "E2E-Tests in Chromium", args: [join(root, "scripts/e2e.ts")] }]);

interface Outcome {
  step: Step;
  status: number | null;
  seconds: string;
  /** The step's output when it ran beside others (printed in one piece when it is done). */
  output?: string;
}

/** Runs one step; alone it writes straight to the terminal, beside others into a buffer. */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const t0 = Date.now();
  const env = Object.fromEntries(
    Object.entries({ ...process.env, ...step.env }).filter(
      ([key]) => !(key in (step.env ?? {})) || step.env?.[key] !== undefined,
    ),
  );
  const child = spawn(process.execPath, step.args, {
    cwd: root,
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    env: alone ? env : { FORCE_COLOR: process.stdout.isTTY ? "1" : undefined, ...env },
  });
  const chunks: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((done) => {
    const finish = (status: number | null) =>
      done({
        step,
        status,
        seconds: ((Date.now() - t0) / 1000).toFixed(1),
        output: alone ? undefined : Buffer.concat(chunks).toString(),
      });
    child.on("error", (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on("close", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => process.exit(1));
}

const started = Date.now();
for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n▶ ${stage[0]!.name}`);
  else console.log(`\n▶ Nebeneinander: ${stage.map((step) => step.name).join(", ")}`);
  const outcomes = await Promise.all(stage.map((step) => run(step, alone)));
  for (const { step, status, seconds, output } of outcomes) {
    if (output !== undefined) {
      console.log(`\n▶ ${step.name}`);
      process.stdout.write(output);
    }
    if (status === 0) console.log(`✔ ${step.name} (${seconds} s)`);
    else console.error(`\n✖ ${step.name} fehlgeschlagen (${seconds} s)`);
  }
  const failed = outcomes.find((outcome) => outcome.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}
console.log(`\nAlle Prüfungen bestanden in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
