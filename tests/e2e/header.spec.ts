import type { Locator, Page } from "@playwright/test";
import { DESKTOP, PHONE, expect, open, preAcceptConsent, test } from "./support.ts";

/** The 70 px bar of the header (logo, menu); the banners above it are part of the header too. */
function headerBar(page: Page): Locator {
  return page
    .getByRole("banner")
    .locator(":scope > div")
    .filter({ has: page.getByRole("link", { name: /zur Startseite/ }) });
}

const backgroundOf = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor);
const TRANSPARENT = "rgba(0, 0, 0, 0)";
const WHITE = "rgb(255, 255, 255)";

/** Clicks page content at (x, y) after making sure nothing there is a control or the header. */
async function clickPlainSpot(page: Page, x: number, y: number) {
  const plain = await page.evaluate(
    ({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return Boolean(
        el && !el.closest("a, button, input, select, textarea, summary, header, [hidden]"),
      );
    },
    { x, y },
  );
  expect(plain, `bei (${x}, ${y}) liegt reiner Seiteninhalt`).toBe(true);
  await page.mouse.click(x, y);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`Header bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("ist fixiert, 70 px hoch und bekommt erst nach 72 px Scrollen einen Hintergrund", async ({
      page,
    }) => {
      await open(page, "/");
      const header = page.getByRole("banner");
      const bar = headerBar(page);

      await expect(header).toHaveCSS("position", "fixed");
      const box = await bar.boundingBox();
      expect(box?.y).toBe(0);
      expect(box?.height).toBe(70);
      expect(await backgroundOf(bar)).toBe(TRANSPARENT);

      // Exactly at the threshold nothing changes ("more than 72 px"). Waiting out the 100 ms
      // debounce plus the 300 ms colour transition is the only way to see that nothing happens.
      await scrollTo(page, 72);
      await page.waitForTimeout(500);
      expect(await backgroundOf(bar)).toBe(TRANSPARENT);

      await scrollTo(page, 400);
      await expect.poll(() => backgroundOf(bar)).toBe(WHITE);
      // Still at the top of the window while the page moved underneath.
      expect((await bar.boundingBox())?.y).toBe(0);
      expect((await bar.boundingBox())?.height).toBe(70);

      await scrollTo(page, 0);
      await expect.poll(() => backgroundOf(bar)).toBe(TRANSPARENT);
    });

    test("verlinkt das Logo auf die Startseite und bietet den Arbeitgeber-Login", async ({
      page,
    }) => {
      await open(page, "/faq");
      await page.getByRole("link", { name: /zur Startseite/ }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Dein Job im Grünen");

      if (viewport === PHONE) await page.getByRole("button", { name: "Menü öffnen" }).click();
      const login = page.getByRole("banner").getByRole("link", { name: "Arbeitgeber-Login" });
      await expect(login).toBeVisible();
      await expect(login).toHaveAttribute("href", "/login");
    });
  });
}

test.describe("Hauptmenü bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("zeigt alle Menüpunkte samt Blog, weil es veröffentlichte Beiträge gibt", async ({
    page,
  }) => {
    const meta = await (await page.request.get("/api/meta")).json();
    expect(meta.data.blog_count).toBeGreaterThan(0);

    await open(page, "/");
    const menu = page.getByRole("navigation", { name: "Hauptmenü", exact: true });
    const expected = [
      ["Für Arbeitnehmer", "/jobs"],
      ["Für Arbeitgeber", "/arbeitgeber"],
      ["FAQ", "/faq"],
      ["Über uns", "/ueber-uns"],
      ["Blog", "/blog"],
      ["Kontakt", "/kontakt"],
    ] as const;
    for (const [name, href] of expected) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    await menu.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    // The current page is marked in the menu.
    await expect(menu.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Branchen-Dropdown listet die Branchen und schließt bei Klick daneben und mit Escape", async ({
    page,
  }) => {
    const sectors: { slug: string; name: { de: string } }[] = (
      await (await page.request.get("/api/sectors")).json()
    ).data;
    expect(sectors.length).toBeGreaterThan(0);

    await open(page, "/");
    const button = page.getByRole("button", { name: "Branchen" });
    // The panel the button controls (aria-controls), wherever it sits in the markup.
    const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Finde Jobs in den folgenden Bereichen")).toBeVisible();
    const links = panel.getByRole("link");
    await expect(links).toHaveCount(sectors.length);
    for (const sector of sectors) {
      await expect(panel.getByRole("link", { name: sector.name.de, exact: true })).toHaveAttribute(
        "href",
        `/jobs-im-bereich/${sector.slug}`,
      );
    }

    // A click elsewhere on the page closes it.
    await clickPlainSpot(page, 100, 500);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.click();
    await expect(panel).toBeVisible();
    // A click inside the panel (not on a link) keeps it open.
    await panel.getByText("Finde Jobs in den folgenden Bereichen").click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("Burger-Menü bei 360 px", () => {
  test.use({ viewport: PHONE });

  test("öffnet das mobile Menü, schließt mit Escape und mit dem Schließen-Knopf", async ({
    page,
  }) => {
    await open(page, "/");
    await expect(page.getByRole("navigation", { name: "Hauptmenü", exact: true })).toBeHidden();
    const burger = page.getByRole("button", { name: "Menü öffnen" });
    await expect(burger).toHaveAttribute("aria-expanded", "false");

    await burger.click();
    const menu = page.getByRole("navigation", { name: "Hauptmenü mobil" });
    await expect(menu).toBeVisible();
    const close = page.getByRole("button", { name: "Menü schließen" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    for (const name of [
      "Für Arbeitnehmer",
      "Für Arbeitgeber",
      "FAQ",
      "Über uns",
      "Blog",
      "Kontakt",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole("heading", { name: "Finde Jobs in den folgenden Bereichen" }).first(),
    ).toBeVisible();
    // The open menu gives the header a background, so the links stay readable over the page.
    await expect.poll(() => backgroundOf(headerBar(page))).toBe(WHITE);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(burger).toHaveAttribute("aria-expanded", "false");

    await burger.click();
    await expect(menu).toBeVisible();
    await close.click();
    await expect(menu).toBeHidden();
  });

  test("ein Menüpunkt führt zur Seite und schließt das Menü", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page
      .getByRole("navigation", { name: "Hauptmenü mobil" })
      .getByRole("link", { name: "FAQ", exact: true })
      .click();
    await expect(page).toHaveURL("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Häufige Fragen");
    await expect(page.getByRole("navigation", { name: "Hauptmenü mobil" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("Burger-Menü auf dem Tablet (768 px)", () => {
  // At 360 × 780 the open menu fills the whole window below the bar, so there is no "outside"
  // to click; on a tablet in portrait the burger menu is shorter than the window.
  test.use({ viewport: { width: 768, height: 1024 } });

  test("schließt bei Klick neben das Menü", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("navigation", { name: "Hauptmenü mobil" });
    await expect(menu).toBeVisible();
    const header = await page.getByRole("banner").boundingBox();
    expect(header!.height).toBeLessThan(1024 - 50);

    // Plain page content below the menu (not a link, which would navigate and close it anyway).
    await clickPlainSpot(page, 384, Math.round(header!.height + 30));
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
