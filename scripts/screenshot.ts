// Screenshots of pages in Debian's Chromium, for looking at what we build:
//   node scripts/screenshot.ts http://localhost:3000 / /faq ...   → shots/<name>-<width>.png
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/support/chromium.ts";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "360,1440").split(",").map(Number);
mkdirSync("shots", { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of widths) {
  const page = await browser.newPage({
    viewport: { width, height: width < 800 ? 780 : 900 },
    reducedMotion: "reduce",
  });
  // The consent banner is looked at on its own (CONSENT=1); otherwise it is dismissed.
  if (process.env.CONSENT !== "1") {
    await page.addInitScript(() =>
      localStorage.setItem(
        "consent",
        JSON.stringify({ maps: false, decided_at: new Date().toISOString() }),
      ),
    );
  }
  page.on(
    "console",
    (m) =>
      (m.type() === "error" || m.type() === "warning") &&
      console.log(`[${width}] console.${m.type()}: ${m.text()}`),
  );
  page.on("pageerror", (e) => console.log(`[${width}] pageerror: ${e.message}`));
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = (path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home") + `-${width}`;
    await page.screenshot({ path: `shots/${name}.png`, fullPage: process.env.FULL !== "0" });
    console.log(`shots/${name}.png`);
  }
  await page.close();
}
await browser.close();
