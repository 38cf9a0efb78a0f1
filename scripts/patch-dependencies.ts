/**
 * Fixes in installed dependencies that upstream has not released yet; run by `npm install` /
 * `npm ci` (postinstall) and idempotent. Each patch names its upstream report. When the
 * patched text is no longer found (a new version), the script fails loudly: check whether the
 * new version fixed it, then remove the patch.
 *
 * postgres (postgres.js) 3.4.9 — porsager/postgres#1154, #1208 (fix proposed in #1168, #1209):
 * a small write is sent on the next turn of the event loop (`setImmediate(nextWrite)`); when
 * the server closes the connection before that (PostgreSQL restarted, a proxy or the network
 * dropping it), `nextWrite` calls `socket.write` on `null` and the TypeError, thrown from the
 * timer, ends the whole app process. Found by `npm run bench:faults` (PostgreSQL restarted
 * under load). The patch settles the waiting queries with CONNECTION_CLOSED instead (the app
 * answers 503 and the pool reconnects).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

interface Patch {
  files: string[];
  marker: string;
  find: string;
  replace: string;
}

const MARKER = "wurzelwerk patch: porsager/postgres#1154";

const patches: Patch[] = [
  {
    files: [
      "node_modules/postgres/src/connection.js",
      "node_modules/postgres/cjs/src/connection.js",
      "node_modules/postgres/cf/src/connection.js",
    ],
    marker: MARKER,
    find: "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)\n",
    replace: [
      "  function nextWrite(fn) {",
      `    if (!socket) { // ${MARKER}`,
      "      nextWriteTimer !== null && clearImmediate(nextWriteTimer)",
      "      chunk = nextWriteTimer = null",
      "      error(Errors.connection('CONNECTION_CLOSED', options))",
      "      return false",
      "    }",
      "    const x = socket.write(chunk, fn)",
      "",
    ].join("\n"),
  },
];

let failed = false;
for (const patch of patches) {
  for (const relative of patch.files) {
    const file = join(root, relative);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, "utf8");
    if (text.includes(patch.marker)) continue;
    if (!text.includes(patch.find)) {
      console.error(
        `patch-dependencies: ${relative} hat sich geändert; Patch prüfen (${patch.marker}).`,
      );
      failed = true;
      continue;
    }
    writeFileSync(file, text.replace(patch.find, patch.replace));
    console.log(`patch-dependencies: ${relative} gepatcht (${patch.marker}).`);
  }
}
if (failed) process.exit(1);
