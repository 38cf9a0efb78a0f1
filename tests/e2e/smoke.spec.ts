import { test, expect, open, preAcceptConsent } from "./support.ts";

test("smoke", async ({ page }) => {
  await preAcceptConsent(page);
  await open(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  const h = await page.evaluate(() => { const m = document.querySelector('header'); return m!.getBoundingClientRect().height; });
  console.log("header height with menu", h);
});
