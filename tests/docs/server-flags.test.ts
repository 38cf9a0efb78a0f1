import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../scripts/lib/node-flags.ts";

/**
 * `npm start` runs node with SERVER_NODE_FLAGS, and the benchmarks start their servers with the
 * same list: the two must not drift apart, or the benchmarks measure another process than the one
 * that runs in production.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

describe("the flags of the server process", () => {
  it("are the ones package.json's start script gives node", () => {
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.ts`);
  });

  it("are the ones the benchmarks and the end-to-end tests start their servers with", () => {
    for (const file of [
      "bench/lib/app-process.ts",
      "bench/lib/production-server.ts",
      "scripts/e2e-server.ts",
    ]) {
      expect(read(file), file).toContain("SERVER_NODE_FLAGS");
    }
  });

  it("are named in docs/deploy.md", () => {
    const deploy = read("docs/deploy.md");
    for (const flag of SERVER_NODE_FLAGS) expect(deploy).toContain(flag);
  });
});
