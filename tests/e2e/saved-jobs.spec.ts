// The Merkliste (ADR 043): a seeker without an account saves ads by keyboard from a result
// card and from a job page, the header counts them, a reload and a second tab keep them,
// /merkliste lists them — an ad ended meanwhile as ended and removable — and unsaving empties
// it; axe-core on /merkliste, at 360 and 1440 px.
import type { Page } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  jobCards,
  open,
  originHeaders,
  preAcceptConsent,
  publishedAd,
  reload,
  signUpAndVerify,
  tabUntilFocused,
  test,
} from "./support.ts";

const countLink = (page: Page) => page.getByRole("link", { name: /^Merkliste \d/ });

async function expectStored(page: Page, ids: number[]): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("savedJobs") ?? "[]")))
    .toEqual(ids);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`Merkliste bei ${viewport.width} px: merken per Tastatur, zählen, beendete Anzeige entfernen`, async ({
    page,
    browser,
    browserErrors,
  }) => {
    test.setTimeout(90_000);
    // The employer in a browser of its own: the seeker's stays without a session.
    const employerContext = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": `2001:db8:5a:${viewport.width.toString(16)}::1` },
    });
    const employer = await employerContext.newPage();
    browserErrors.watch(employer);
    await preAcceptConsent(employerContext);
    await signUpAndVerify(employer);
    const suffix = `${viewport.width}-${Date.now().toString(36)}`;
    const fromCard = `Obstbauer Merkliste ${suffix}`;
    const fromPage = `Baumschulgärtner Merkliste ${suffix}`;
    const cardId = await publishedAd(employer, fromCard);
    const pageId = await publishedAd(employer, fromPage);

    await page.setViewportSize(viewport);
    await preAcceptConsent(page);

    // From a result card on /jobs (newest first), by keyboard.
    await open(page, "/jobs");
    await expect(countLink(page)).toHaveAccessibleName("Merkliste 0 Jobs");
    const card = jobCards(page).filter({ hasText: fromCard });
    await expect(async () => {
      await reload(page);
      await expect(card).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    const cardToggle = card.getByRole("button", { name: `Job merken: ${fromCard}` });
    await expect(cardToggle).toHaveAttribute("aria-pressed", "false");
    await tabUntilFocused(page, cardToggle, 80);
    await page.keyboard.press("Enter");
    await expect(cardToggle).toHaveAttribute("aria-pressed", "true");
    await expect(countLink(page)).toHaveAccessibleName("Merkliste 1 Job");
    await expect(page.getByText(`„${fromCard}“ ist jetzt auf deiner Merkliste.`)).toBeVisible();
    await expectStored(page, [cardId]);

    // From the job page, by keyboard; its HTML (shared by the page cache) says "not saved".
    const html = await (await page.request.get(`/jobs/${pageId}`)).text();
    expect(html).toContain('aria-pressed="false"');
    await open(page, `/jobs/${pageId}`);
    const pageToggle = page.getByRole("button", { name: `Merken: ${fromPage}` });
    await tabUntilFocused(page, pageToggle, 40);
    await page.keyboard.press(" ");
    await expect(pageToggle).toHaveAttribute("aria-pressed", "true");
    await expect(countLink(page)).toHaveAccessibleName("Merkliste 2 Jobs");
    await expectStored(page, [cardId, pageId]);

    // A reload keeps both; the stored state arrives after hydration without an error.
    await reload(page);
    await expect(pageToggle).toHaveAttribute("aria-pressed", "true");
    await expect(countLink(page)).toHaveAccessibleName("Merkliste 2 Jobs");
    await expect(countLink(page)).toBeVisible();

    // A second tab follows the first one's changes.
    const otherTab = await page.context().newPage();
    await open(otherTab, "/");
    await expect(countLink(otherTab)).toHaveAccessibleName("Merkliste 2 Jobs");

    // The employer ends the first ad meanwhile.
    const ended = await employer.request.put(`/api/job-advertisements/${cardId}/terminate`, {
      headers: originHeaders(),
    });
    expect(ended.status(), await ended.text()).toBe(200);
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/job-advertisements?ids=${cardId}`)).json()).data,
      )
      .toEqual([{ id: cardId, status: "ended" }]);

    await countLink(page).click();
    await expect(page).toHaveURL(/\/merkliste$/);
    await expect(page).toHaveTitle(/^Deine Merkliste \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByText("Du hast 2 Jobs gemerkt.")).toBeVisible();
    const saved = page.getByRole("list", { name: "Gemerkte Stellenanzeigen" });
    const items = saved.getByRole("article");
    await expect(items).toHaveCount(2);
    // Last saved first: the live card, then the ended ad.
    await expect(items.nth(0).getByRole("link", { name: fromPage })).toBeVisible();
    await expect(items.nth(1)).toContainText("Diese Anzeige ist nicht mehr online.");
    await expect(items.nth(1).getByRole("link")).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/merkliste mit Einträgen bei ${viewport.width} px`);

    // The ended ad goes by keyboard; the focus stays on the page, at its heading.
    const remove = page.getByRole("button", {
      name: `Anzeige Nr. ${cardId} von der Merkliste entfernen`,
    });
    await tabUntilFocused(page, remove, 80);
    await page.keyboard.press("Enter");
    await expect(items).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: "Deine Merkliste" })).toBeFocused();
    await expect(countLink(page)).toHaveAccessibleName("Merkliste 1 Job");
    await expect(countLink(otherTab)).toHaveAccessibleName("Merkliste 1 Job");

    // Unsaving the last one leaves the empty state, which leads to the search.
    await items
      .nth(0)
      .getByRole("button", { name: `Job merken: ${fromPage}` })
      .click();
    await expect(page.getByText("Deine Merkliste ist noch leer.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Jobs finden" })).toHaveAttribute("href", "/jobs");
    await expect(countLink(page)).toHaveAccessibleName("Merkliste 0 Jobs");
    await expect(countLink(otherTab)).toHaveAccessibleName("Merkliste 0 Jobs");
    await expectStored(page, []);
    await expectNoAxeViolations(page, `/merkliste leer bei ${viewport.width} px`);

    await employerContext.close();
  });
}

test("die Merkliste ist nicht in der Sitemap", async ({ page }) => {
  // The index names one file per language (src/server/modules/seo/sitemaps.ts); read them all.
  const index = await (await page.request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>https?:\/\/[^/<]+(\/sitemaps\/[^<]+)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  expect(files.length).toBeGreaterThan(0);
  let sitemap = "";
  for (const file of files) sitemap += await (await page.request.get(file)).text();
  expect(sitemap).toContain("/jobs");
  expect(sitemap).not.toContain("/merkliste");
});
