/**
 * Summarizes a V8 CPU profile (`node --cpu-prof`, e.g. from `bench:speed --profile`): self
 * time by function and by package, so a slow route shows where its CPU goes without opening
 * DevTools.
 *
 *   node bench/profile-summary.ts bench/out/profile-…/CPU.….cpuprofile [--top 30]
 */
import { readFileSync } from "node:fs";
import { intArg, parseArgs } from "./lib/args.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const file = process.argv[2];
if (!file || file.startsWith("--")) {
  console.error("Aufruf: node bench/profile-summary.ts DATEI.cpuprofile [--top 30]");
  process.exit(2);
}
const top = intArg(parseArgs(process.argv.slice(3)), "top", 30);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

function packageOf(url: string): string {
  if (!url) return "(native/V8)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith("node:")) return "node core";
  const src = url.indexOf("/src/");
  if (src >= 0)
    return `app ${url
      .slice(src + 1)
      .split("/")
      .slice(0, 4)
      .join("/")}`;
  return url.replace(/^file:\/\//, "");
}

const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || "(anonymous)"}  ${packageOf(url)}${url ? `:${lineNumber + 1}` : ""}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  const pkg =
    functionName === "(idle)"
      ? "(idle)"
      : functionName === "(garbage collector)"
        ? "(GC)"
        : packageOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`Profil: ${(total / 1e6).toFixed(1)} s Stichproben\n\nSelbstzeit nach Paket:`);
for (const [k, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(us)}  ${k}`);
console.log("\nSelbstzeit nach Funktion:");
for (const [k, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(us)}  ${k}`);
