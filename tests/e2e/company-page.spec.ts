// The public company page /unternehmen/{slug} (ADR 057): a seeker reaches it from an ad's card
// and from the job page, by mouse and by keyboard, at 360 and 1440 px; it lists the employer's
// live ads and describes it as an Organization. An employer finds the address in the dashboard;
// a rename keeps the old address as a 301; unknown or malformed addresses are the German 404.
import {
  API_HEADERS,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  jobCards,
  open,
  PHONE,
  preAcceptConsent,
  signUpAndVerify,
  tabUntilFocused,
  test,
  waitForHydration,
} from "./support.ts";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Unternehmensseite bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("ein Suchender öffnet sie aus einer Anzeige und findet dort deren Jobs", async ({
      page,
    }) => {
      await open(page, "/jobs");
      const card = jobCards(page).first();
      const adTitle = (await card.getByRole("heading").innerText()).trim();
      const companyLink = card.locator('a[href^="/unternehmen/"]');
      const employer = (await companyLink.innerText()).trim();
      const href = await companyLink.getAttribute("href");
      // The company's name is a link of its own, above the card's link to the ad.
      await companyLink.click();
      await expect(page).toHaveURL(href!);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(employer);
      const cards = jobCards(page);
      await expect(cards.first()).toBeVisible();
      await expect(cards.filter({ hasText: adTitle }).first()).toBeVisible();
      for (const name of await cards.locator('a[href^="/unternehmen/"]').allInnerTexts())
        expect(name.trim()).toBe(employer);
      await expect(
        page.getByRole("heading", { level: 2, name: /offene Stellen? bei/ }),
      ).toBeVisible();
      // Indexable (it has a live ad) and described as an Organization.
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const organization = blocks
        .map((block) => JSON.parse(block) as Record<string, unknown>)
        .find((data) => data["@type"] === "Organization");
      expect(organization).toMatchObject({ name: employer });
      expect(String(organization!.url)).toMatch(new RegExp(`${href}$`));
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `Unternehmensseite ${viewport.width} px`);

      // Back to the ad by keyboard: its card's title link takes Enter.
      const adLink = cards
        .filter({ hasText: adTitle })
        .first()
        .getByRole("link", { name: adTitle });
      await tabUntilFocused(page, adLink, 80);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/jobs\/\d+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(adTitle);
      await waitForHydration(page);

      // From the job page: the employer's name at the top leads there too, by keyboard.
      const fromJob = page.locator(`main a[href="${href}"]`).first();
      await tabUntilFocused(page, fromJob, 60);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(href!);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(employer);
    });
  });
}

test("ein Arbeitgeber findet seine Seite im Dashboard; eine Umbenennung leitet die alte Adresse um", async ({
  page,
  browserErrors,
}) => {
  test.setTimeout(90_000);
  browserErrors.allow(/status of 404/, "die Adressen, die es nicht gibt, sind 404");
  const account = await signUpAndVerify(page, { companyName: "Kräutergärtnerei Sonnentau" });
  await open(page, "/dashboard");
  const own = page.getByRole("link", { name: "Ihre Unternehmensseite ansehen" });
  await expect(own).toHaveAttribute("href", /^\/unternehmen\/kraeutergaertnerei-sonnentau(-\d+)?$/);
  const oldPath = (await own.getAttribute("href"))!;
  await own.click();
  await expect(page).toHaveURL(oldPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.companyName);
  await expect(page.getByText(`${account.companyName} sucht gerade niemanden.`)).toBeVisible();
  // Without a live ad the page is there, but not for search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page, "Unternehmensseite ohne Anzeige");

  const me = await page.request.get("/api/user", { headers: API_HEADERS });
  const employerId = ((await me.json()) as { data: { employers: { data: { id: number }[] } } }).data
    .employers.data[0]!.id;
  const origin = new URL(page.url()).origin;
  const renamed = await page.request.put(`/api/employers/${employerId}`, {
    headers: { ...API_HEADERS, Origin: origin },
    data: { name: "Sonnentau Kräuter & Stauden", sector_ids: [] },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const newPath = `/unternehmen/${((await renamed.json()) as { data: { slug: string } }).data.slug}`;
  expect(newPath).toMatch(/^\/unternehmen\/sonnentau-kraeuter-stauden(-\d+)?$/);
  const moved = await page.request.get(oldPath, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(newPath);
  // Not kept by the browser: renamed back, the old address is the page again.
  expect(moved.headers()["cache-control"]).toBe("no-cache");
  await open(page, oldPath);
  await expect(page).toHaveURL(newPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sonnentau Kräuter & Stauden");

  // Unknown and malformed addresses: the site's German 404, never a 500.
  for (const path of [
    "/unternehmen/gibt-es-hier-nicht",
    "/unternehmen/Kraeutergaertnerei",
    "/unternehmen/a--b",
    "/unternehmen/%00",
    "/unternehmen/%E2%80%AE",
    `/unternehmen/${"x".repeat(300)}`,
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  await open(page, "/unternehmen/gibt-es-hier-nicht", 404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite gibt es nicht");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
