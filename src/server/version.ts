import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The deployed version: package version plus a hash of the client manifest, so every new
 * build gets a new value and open browsers can notice it (the "new version" banner).
 */
export function readAppVersion(root = process.cwd()): string {
  const pkg = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as {
    version: string;
  };
  const manifest = resolve(root, "build/server/index.js");
  if (!existsSync(manifest)) return `${pkg.version}-dev`;
  const hash = createHash("sha256").update(readFileSync(manifest)).digest("hex").slice(0, 10);
  return `${pkg.version}+${hash}`;
}
