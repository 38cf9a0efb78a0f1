import { DESKTOP, PHONE, expect, open, preAcceptConsent, test } from "./support.ts";

const FOOTER_LINKS = [
  "/arbeitgeber",
  "/login",
  "/faq",
  "/kontakt",
  "/ueber-uns",
  "/datenschutz",
  "/impressum",
  "/agb",
];

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`Footer bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("verlinkt die festen Seiten und alle Branchen, nach deutschem Namen sortiert", async ({
      page,
    }) => {
      const sectors: { slug: string; name: { de: string } }[] = (
        await (await page.request.get("/api/sectors")).json()
      ).data;
      expect(sectors.length).toBeGreaterThan(0);

      await open(page, "/");
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      for (const href of FOOTER_LINKS) {
        const link = footer.locator(`a[href="${href}"]`);
        await expect(link, `Footer-Link ${href}`).toHaveCount(1);
        await expect(link).toBeVisible();
      }

      const heading = footer.getByRole("heading", {
        name: "Finde Jobs in den folgenden Bereichen",
      });
      await expect(heading).toBeVisible();
      const sectorLinks = footer.locator('a[href^="/jobs-im-bereich/"]');
      await expect(sectorLinks).toHaveCount(sectors.length);
      const shown = await sectorLinks.allInnerTexts();
      const sortedGerman = [...shown].sort((a, b) => a.localeCompare(b, "de"));
      expect(shown).toEqual(sortedGerman);
      expect(new Set(shown)).toEqual(new Set(sectors.map((s) => s.name.de)));
      for (const sector of sectors) {
        await expect(
          footer.getByRole("link", { name: sector.name.de, exact: true }),
        ).toHaveAttribute("href", `/jobs-im-bereich/${sector.slug}`);
      }
    });
  });
}

test.describe("Rechtliche Seiten aus dem Footer", () => {
  test("Impressum öffnet sich mit dem Titel aus meta_title", async ({ page }) => {
    const slug = await (await page.request.get("/api/slugs/search/impressum")).json();
    const metaTitle: string = slug.data.data.meta_title.de;
    expect(metaTitle).toBeTruthy();

    await open(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
    await expect(page).toHaveURL("/impressum");
    await expect(page).toHaveTitle(metaTitle);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(slug.data.data.name.de);
    // Client-side navigation: the page starts at the top, under the header.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Datenschutz zeigt den Hinweis auf den Platzhaltertext", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz" }).click();
    await expect(page).toHaveURL("/datenschutz");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Datenschutz");
    await expect(page.getByText("Platzhaltertext", { exact: false }).first()).toBeVisible();
  });

  test("AGB öffnen sich ebenfalls als eigene Seite", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "AGB" }).click();
    await expect(page).toHaveURL("/agb");
    await expect(page).toHaveTitle(/AGB/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
