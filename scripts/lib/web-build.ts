// Builds the web app (React Router: client assets and the server bundle) when the build is
// missing or older than its sources. Used by `npm start` and by the benchmarks that serve HTML.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const stampFile = join(root, "build/.source-hash");
const inputs = [
  "src/web",
  "src/shared",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function hashTree(path: string, hash: ReturnType<typeof createHash>): void {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) hashTree(join(path, entry), hash);
    return;
  }
  hash.update(path).update(readFileSync(full));
}

/** Returns false when the build failed (its output went to this process's stdout/stderr). */
export function ensureWebBuild(): boolean {
  const hash = createHash("sha256");
  for (const input of inputs) hashTree(input, hash);
  const sourceHash = hash.digest("hex");
  const built =
    existsSync(join(root, "build/server/index.js")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === sourceHash;
  if (built) return true;

  console.log("Baue die Web-App (einmalig nach Änderungen) …");
  const result = spawnSync(
    process.execPath,
    [join(root, "node_modules/@react-router/dev/bin.cjs"), "build"],
    { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (result.status !== 0) return false;
  writeFileSync(stampFile, sourceHash);
  return true;
}
