import type { Page } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  open,
  preAcceptConsent,
  test,
  waitForHydration,
} from "./support.ts";

// A part of the app that does not arrive: an open tab after a deploy or a
// flaky network. The page says so in German, reloads itself once, then offers „Neu laden“ —
// never React Router's English „Application Error“.

const HEADING = "Die Seite konnte nicht vollständig geladen werden.";
// The contact form is a chunk of its own (routes/content-page.tsx), loaded before /kontakt renders.
const CONTACT_CHUNK = /\/assets\/contact-page-[\w-]+\.js$/;

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

/** Counts the full page loads of `path` (documents, not client-side navigations). */
function countDocumentLoads(page: Page, path: string) {
  const loads = { count: 0 };
  page.on("request", (request) => {
    if (request.resourceType() === "document" && new URL(request.url()).pathname === path) {
      loads.count += 1;
    }
  });
  return loads;
}

async function clickHeaderLink(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Menü öffnen" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
}

async function expectNoEnglishCrash(page: Page) {
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/Application Error|Failed to fetch|dynamically imported|TypeError/);
}

for (const [label, viewport] of [
  ["360", PHONE],
  ["390", { width: 390, height: 844 }],
  ["1440", DESKTOP],
] as const) {
  test(`${label} px: ein Code-Teil kommt nicht an → deutsche Seite, einmal automatisch neu geladen, dann „Neu laden“`, async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(
      /Failed to load resource|net::ERR_FAILED|dynamically imported module|Unable to preload/,
      "Der Test lässt den Code-Teil des Kontaktformulars absichtlich nicht ankommen.",
    );
    browserErrors.allow(
      /Minified React error #520/,
      "Fehlt der Code-Teil schon beim Hydrieren, rendert React die Seite im Browser neu (ein behebbarer Fehler, den React meldet) — dann zeigt die Fehlergrenze die deutsche Seite.",
    );
    await page.setViewportSize(viewport);
    await open(page, "/");
    const loads = countDocumentLoads(page, "/kontakt");
    await page.route(CONTACT_CHUNK, (route) => route.abort("failed"));

    // A client-side navigation needs the missing chunk: the page reloads /kontakt once …
    await clickHeaderLink(page, "Kontakt");
    await expect.poll(() => loads.count).toBe(1);
    await waitForHydration(page);
    // … the chunk fails again while the page hydrates: now the button, no second reload.
    const heading = page.getByRole("heading", { level: 1, name: HEADING });
    await expect(heading).toBeVisible();
    const reload = page.getByRole("button", { name: "Neu laden" });
    await expect(reload).toBeVisible();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expectNoEnglishCrash(page);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `Ladefehler ${label} px`);
    await page.screenshot({ path: test.info().outputPath(`ladefehler-${label}.png`) });

    // „Neu laden“ tries again; still missing: the same page, without reloading on its own.
    await reload.click();
    await expect.poll(() => loads.count).toBe(2);
    await waitForHydration(page);
    await expect(heading).toBeVisible();
    await expectNoEnglishCrash(page);

    // Once the chunk arrives again, „Neu laden“ leads to the contact page.
    await page.unroute(CONTACT_CHUNK);
    await page.getByRole("button", { name: "Neu laden" }).click();
    await expect.poll(() => loads.count).toBe(3);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: HEADING })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /senden/i })).toBeVisible();
    expect(loads.count).toBe(3);
  });
}

test("1440 px: die Routenliste (/__manifest) kommt nicht an → genau ein Neuladen führt zur gewünschten Seite", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /Failed to load resource|net::ERR_FAILED|Failed to fetch manifest patches|Failed to fetch/,
    "Der Test lässt React Routers Routenliste absichtlich nicht ankommen.",
  );
  await page.setViewportSize(DESKTOP);
  await page.route(/\/__manifest\b/, (route) => route.abort("failed"));
  await open(page, "/");
  const loads = countDocumentLoads(page, "/jobs");
  await clickHeaderLink(page, "Für Arbeitnehmer");
  // The page for the load failure reloads the page asked for; without the route list that works.
  await expect.poll(() => loads.count).toBe(1);
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: HEADING })).toHaveCount(0);
  await expectNoEnglishCrash(page);
  expect(loads.count).toBe(1);
});
