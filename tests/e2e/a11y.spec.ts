// axe-core (WCAG 2.0/2.1 A and AA) on every page the journeys visit, at both widths, with the
// consent choice made beforehand; plus the states a visitor sees on top of a page (open
// menus, the consent banner, form errors, the new-version banner).
import type { Page } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  open,
  preAcceptConsent,
  test,
} from "./support.ts";

const PAGES = [
  "/",
  "/faq",
  "/kontakt",
  "/ueber-uns",
  "/blog",
  "/arbeitgeber",
  "/arbeitgeber-info",
  "/datenschutz",
  "/impressum",
  "/agb",
  "/merkliste",
];

async function firstBlogPostPath(page: Page): Promise<string> {
  const posts = (await (await page.request.get("/api/blog-posts")).json()).data as {
    slug: string;
  }[];
  expect(posts.length).toBeGreaterThan(0);
  return `/blog/${posts[0]!.slug}`;
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`axe bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await preAcceptConsent(page);
    });

    for (const path of PAGES) {
      test(`keine Verstöße auf ${path}`, async ({ page }) => {
        await open(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test("keine Verstöße auf einem Blogbeitrag", async ({ page }) => {
      const path = await firstBlogPostPath(page);
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("keine Verstöße auf der NotFound-Seite", async ({ page, browserErrors }) => {
      browserErrors.allow(
        /Failed to load resource: the server responded with a status of 404/,
        "Die Seite antwortet absichtlich mit HTTP 404; Chromium meldet das für das Dokument in der Konsole.",
      );
      await open(page, "/gibt-es-nicht/wirklich", 404);
      await expect(
        page.getByRole("heading", { level: 1, name: "Diese Seite gibt es nicht" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("keine Verstöße im Kontaktformular mit Fehlermeldungen", async ({ page }) => {
      await open(page, "/kontakt");
      await page.getByRole("button", { name: "Nachricht senden" }).click();
      await expect(page.getByText("Bitte den Namen angeben.")).toBeVisible();
      await expectNoAxeViolations(page, "/kontakt mit Fehlern");
    });

    test("keine Verstöße auf /faq mit aufgeklappter Antwort", async ({ page }) => {
      await open(page, "/faq");
      await page.locator("details summary").first().click();
      await expect(page.locator("details").first()).toHaveAttribute("open", "");
      await expectNoAxeViolations(page, "/faq aufgeklappt");
    });

    test("keine Verstöße mit dem Hinweis auf eine neue Version", async ({ page }) => {
      await page.route("**/api/version", (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ version: "999.0.0+neu" }),
        }),
      );
      await open(page, "/");
      await expect(page.getByText("Es gibt eine neue Version von Wurzelwerk.")).toBeVisible();
      await expectNoAxeViolations(page, "/ mit Versionshinweis");
    });
  });

  test.describe(`axe mit Consent-Banner bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("keine Verstöße, solange der Banner offen ist", async ({ page }) => {
      await open(page, "/");
      await expect(page.getByRole("region", { name: "Deine Privatsphäre" })).toBeVisible();
      await expectNoAxeViolations(page, "/ mit Consent-Banner");
    });
  });
}

test.describe("axe mit offenen Menüs", () => {
  test.beforeEach(async ({ page }) => {
    await preAcceptConsent(page);
  });

  test("keine Verstöße mit offenem Burger-Menü bei 360 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(page.getByRole("navigation", { name: "Hauptmenü mobil" })).toBeVisible();
    await expectNoAxeViolations(page, "/ mit offenem Burger-Menü");
  });

  test("keine Verstöße mit offenem Branchen-Menü bei 1440 px", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/");
    await page.getByRole("button", { name: "Branchen" }).click();
    await expect(page.getByText("Finde Jobs in den folgenden Bereichen").first()).toBeVisible();
    await expectNoAxeViolations(page, "/ mit offenem Branchen-Menü");
  });

  test("keine Verstöße mit offenem Burger-Menü nach dem Scrollen bei 360 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/faq");
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(page.getByRole("navigation", { name: "Hauptmenü mobil" })).toBeVisible();
    await expectNoAxeViolations(page, "/faq gescrollt mit offenem Burger-Menü");
  });
});
