import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";

/** Debian's Chromium (never a downloaded browser): CHROMIUM_PATH, /usr/bin/chromium, or the PATH. */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ].filter(Boolean) as string[];
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      const found = execFileSync("which", [name], { encoding: "utf8" }).trim();
      if (found) return found;
    } catch {
      // not on the PATH
    }
  }
  return undefined;
}

/** Flags that keep Chromium quiet on a machine without network access and without a GPU. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error(
      "Chromium nicht gefunden: apt-get install -y chromium oder CHROMIUM_PATH setzen.",
    );
  return { executablePath, args: CHROMIUM_ARGS, headless: true };
}
