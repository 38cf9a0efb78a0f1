import { DESKTOP, PHONE, expect, open, preAcceptConsent, test } from "./support.ts";

const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;
const DOCUMENT_404_REASON =
  "Die Seite antwortet absichtlich mit HTTP 404; Chromium meldet das für das Dokument in der Konsole.";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`Unbekannte Adresse bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("antwortet mit HTTP 404 und der Seite „Diese Seite gibt es nicht“", async ({
      page,
      browserErrors,
    }) => {
      browserErrors.allow(DOCUMENT_404, DOCUMENT_404_REASON);
      await open(page, "/gibt-es-nicht/wirklich", 404);
      await expect(
        page.getByRole("heading", { level: 1, name: "Diese Seite gibt es nicht" }),
      ).toBeVisible();
      await expect(page).toHaveTitle("Seite nicht gefunden | Wurzelwerk");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // Header and footer are there, so the visitor can go on.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeAttached();

      await page.getByRole("main").getByRole("link", { name: "Zur Startseite" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Dein Job im Grünen");
    });
  });
}

test("ein unbekannter Blogbeitrag ist ebenfalls 404", async ({ page, browserErrors }) => {
  browserErrors.allow(DOCUMENT_404, DOCUMENT_404_REASON);
  await open(page, "/blog/gibt-es-nicht", 404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Diese Seite gibt es nicht" }),
  ).toBeVisible();
});

test("eine Adresse mit Nullzeichen ist 404, kein Serverfehler", async ({ page, browserErrors }) => {
  browserErrors.allow(DOCUMENT_404, DOCUMENT_404_REASON);
  // these answered 500 (PostgreSQL text cannot hold NUL).
  for (const path of ["/foo%00bar", "/ueber-uns%00", "/blog/x%00"]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).toContain("Diese Seite gibt es nicht");
  }
  await open(page, "/ueber-uns%00", 404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Diese Seite gibt es nicht" }),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

test.describe("Server-Rendering", () => {
  test("das erste HTML von /faq enthält Titel, Beschreibung und die Seiten-Metadaten", async ({
    page,
  }) => {
    const slug = await (await page.request.get("/api/slugs/search/faq")).json();
    const title: string = slug.data.data.meta_title.de;
    const description: string = slug.data.data.meta_description.de;
    const { version } = await (await page.request.get("/api/version")).json();
    const meta = (await (await page.request.get("/api/meta")).json()).data;

    const response = await page.request.get("/faq");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`<title>${title}</title>`);
    const descriptionTag = html.match(/<meta name="description" content="([^"]*)"\/?>/);
    expect(descriptionTag?.[1]).toBe(description.replace(/&/g, "&amp;").replace(/"/g, "&quot;"));
    // The root loader's data travels with the page (escaped inside a script), so the browser
    // needs no extra call at start.
    expect(html).toMatch(
      new RegExp(`\\\\?"app_version\\\\?",\\\\?"${version.replace(/[.+]/g, "\\$&")}\\\\?"`),
    );
    expect(html).toMatch(/\\?"blog_count\\?"/);
    expect(meta.app_version).toBe(version);
    expect(meta.blog_count).toBeGreaterThan(0);
    // The content itself is in the HTML, not fetched later.
    const faqs: { question: { de: string } }[] = (
      await (await page.request.get("/api/faqs")).json()
    ).data;
    expect(html).toContain(faqs[0]!.question.de.replace(/&/g, "&amp;"));
  });

  test("ohne JavaScript zeigt /faq Titel, Beschreibung, Fragen und den Blog-Link", async ({
    browser,
    browserErrors,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      browserErrors.watch(page);
      const response = await page.goto("/faq");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("Häufige Fragen (FAQ) | Wurzelwerk");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        /häufige Fragen/,
      );
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Häufige Fragen");
      await expect(page.locator("details summary").first()).toBeVisible();
      // Elements with class "appear" are not hidden when no script runs.
      await expect(page.locator(".appear").first()).toHaveCSS("opacity", "1");
      // blog_count > 0 in the page metadata → the menu has the Blog link.
      await expect(
        page
          .getByRole("navigation", { name: "Hauptmenü", exact: true })
          .getByRole("link", { name: "Blog" }),
      ).toHaveAttribute("href", "/blog");
      // Native disclosure works without script.
      await page.locator("details summary").first().click();
      await expect(page.locator("details").first()).toHaveAttribute("open", "");
    } finally {
      await context.close();
    }
  });
});

test.describe("Hinweis auf eine neue Version", () => {
  test("erscheint nicht, solange die Version stimmt", async ({ page }) => {
    const versionChecked = page.waitForResponse((r) => r.url().endsWith("/api/version"));
    await open(page, "/");
    expect((await versionChecked).status()).toBe(200);
    // The answer is in; give React one moment to (not) show the banner.
    await page.waitForTimeout(300);
    await expect(page.getByText("Es gibt eine neue Version von Wurzelwerk.")).toBeHidden();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`erscheint bei ${viewport.width} px, wenn der Server eine andere Version meldet, und lädt neu`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.route("**/api/version", (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ version: "999.0.0+neu" }),
        }),
      );
      await open(page, "/");
      const banner = page
        .getByRole("status")
        .filter({ hasText: "Es gibt eine neue Version von Wurzelwerk." });
      await expect(banner).toBeVisible();
      const reload = banner.getByRole("button", { name: "Jetzt neu laden" });
      await expect(reload).toBeVisible();

      // The banner sits at the very top, the 70 px bar right below it, and the page content
      // moves down so nothing is hidden behind the taller header.
      const bannerBox = (await banner.boundingBox())!;
      expect(bannerBox.y).toBe(0);
      const logo = (await page.getByRole("link", { name: /zur Startseite/ }).boundingBox())!;
      expect(logo.y).toBeGreaterThanOrEqual(bannerBox.height);
      await expect
        .poll(() =>
          page.getByRole("main").evaluate((el) => parseFloat(getComputedStyle(el).paddingTop)),
        )
        .toBeCloseTo(bannerBox.height, 0);

      // The new version is live now: reloading loads it and the banner is gone.
      await page.unroute("**/api/version");
      await page.evaluate(
        () => ((window as unknown as { beforeReload: boolean }).beforeReload = true),
      );
      const versionChecked = page.waitForResponse((r) => r.url().endsWith("/api/version"));
      const reloaded = page.waitForEvent("load");
      await reload.click();
      await reloaded;
      expect(
        await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
      ).toBeUndefined();
      await versionChecked;
      await page.waitForTimeout(300);
      await expect(page.getByText("Es gibt eine neue Version von Wurzelwerk.")).toBeHidden();
    });
  }
});
