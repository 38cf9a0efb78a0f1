import type { Browser, Page } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  open,
  preAcceptConsent,
  publishedAd,
  reload,
  signUpAndVerify,
  test,
  type BrowserErrors,
} from "./support.ts";

// What each ad achieved (ADR 060): a seeker opens an ad, and its employer sees the view on the
// dashboard — the card's figures and the 30-day dialog with its chart and table, by keyboard,
// at 1440 and 360 px, axe-clean. Headless Chrome counts as a bot (ADR 060): the seeker's browser
// says it is a desktop Chrome, from an address of its own.

const SEEKER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

/** A seeker's visit of the ad's page, in a browser of its own (no session, no cookie of ours). */
async function seekerViews(
  browser: Browser,
  errors: BrowserErrors,
  jobId: number,
  address: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({
    viewport,
    userAgent: SEEKER_AGENT,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  const seeker = await context.newPage();
  errors.watch(seeker);
  await preAcceptConsent(seeker);
  await open(seeker, `/jobs/${jobId}`);
  await expect(seeker.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

/** The dashboard, reloaded until the card shows the view (the count is written a second later). */
async function dashboardShows(page: Page, title: string, text: string) {
  await open(page, "/dashboard");
  await expect
    .poll(async () => {
      await reload(page);
      return card(page, title)
        .getByRole("region", { name: `Statistik: ${title}` })
        .innerText();
    })
    .toContain(text);
}

test("1440 px: die Aufrufe eines Suchenden erscheinen auf der Karte und in Diagramm und Tabelle", async ({
  page,
  browser,
  browserErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpAndVerify(page);
  const title = "Baumschulgärtner/in Statistik (m/w/d)";
  const jobId = await publishedAd(page, title);

  await open(page, "/dashboard");
  const stats = card(page, title).getByRole("region", { name: `Statistik: ${title}` });
  await expect(stats).toContainText("0 Aufrufe");
  await expect(stats).toContainText("0 Suchtreffer");
  await expect(stats).toContainText("0 Klicks auf Bewerben");
  await expect(stats).toContainText("0 Bewerbungen");

  await seekerViews(browser, browserErrors, jobId, "2001:db8:5e:1::1", DESKTOP);
  await dashboardShows(page, title, "1 Aufruf");

  // The dialog by keyboard: focus inside, the figures of 30 days, the chart and its table.
  const button = card(page, title).getByRole("button", { name: /^Statistik der letzten 30 Tage/ });
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Statistik der letzten 30 Tage" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("figure")).toContainText("Aufrufe je Tag vom");
  const table = dialog.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(31);
  await expect(table.getByRole("columnheader")).toHaveText([
    "Tag",
    "Suchtreffer",
    "Aufrufe",
    "Klicks auf Bewerben",
    "Bewerbungen",
  ]);
  // Newest first: today's row has the view.
  await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText(["0", "1", "0", "0"]);
  await expect(dialog.getByRole("button", { name: "Aufrufe" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await dialog.getByRole("button", { name: "Suchtreffer" }).click();
  await expect(dialog.getByRole("figure")).toContainText("Suchtreffer je Tag vom");
  await expectNoAxeViolations(page, "Dashboard, Statistik-Dialog, 1440 px");

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
  await expectNoAxeViolations(page, "Dashboard mit Statistik, 1440 px");
});

test.describe("auf dem Telefon", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("360 px: Karte und Dialog passen aufs Telefon, die Tabelle scrollt in sich", async ({
    page,
    browser,
    browserErrors,
  }) => {
    await signUpAndVerify(page);
    const title = "Gärtner/in Telefon-Statistik (m/w/d)";
    const jobId = await publishedAd(page, title);
    await seekerViews(browser, browserErrors, jobId, "2001:db8:5e:2::1", PHONE);
    await seekerViews(browser, browserErrors, jobId, "2001:db8:5e:3::1", PHONE);
    await dashboardShows(page, title, "2 Aufrufe");
    await expectNoHorizontalScroll(page);

    await card(page, title)
      .getByRole("button", { name: /^Statistik der letzten 30 Tage/ })
      .tap();
    const dialog = page.getByRole("dialog", { name: "Statistik der letzten 30 Tage" });
    await expect(dialog.getByRole("table").getByRole("row").nth(1).getByRole("cell")).toHaveText([
      "0",
      "2",
      "0",
      "0",
    ]);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "Statistik-Dialog, 360 px");
    await dialog.getByRole("button", { name: "Schließen" }).tap();
    await expect(dialog).toHaveCount(0);
  });
});
