import type { Page } from "@playwright/test";
import { DESKTOP, PHONE, expect, open, preAcceptConsent, test } from "./support.ts";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

/** Presses Tab until the focused element has the given accessible text, at most `max` times. */
async function tabTo(page: Page, text: string, max = 20): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(
      () => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? "",
    );
    if (focused === text) return presses;
  }
  throw new Error(`„${text}“ war nach ${max}× Tab nicht fokussiert`);
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`Tastatur bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("der erste Tab-Schritt erreicht den sichtbaren Link „Zum Inhalt springen“, der zum Inhalt führt", async ({
      page,
    }) => {
      await open(page, "/faq");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      const box = (await skip.boundingBox())!;
      expect(box.width).toBeGreaterThan(50);

      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      // The next Tab continues inside the page content, not in the header.
      await page.keyboard.press("Tab");
      const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest("main")));
      expect(inMain).toBe(true);
    });
  });
}

test.describe("Tastatur im Hauptmenü bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("„Branchen“ öffnet mit Enter, Tab führt in die Liste, Escape schließt und lässt den Fokus auf dem Knopf", async ({
    page,
  }) => {
    await open(page, "/");
    await tabTo(page, "Branchen");
    const button = page.getByRole("button", { name: "Branchen" });
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Finde Jobs in den folgenden Bereichen").first()).toBeVisible();

    await page.keyboard.press("Tab");
    const focusedHref = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    expect(focusedHref).toMatch(/^\/jobs-im-bereich\//);

    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // Space toggles it as well, like any button.
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("der Tastaturfokus auf Menüpunkten und Knöpfen ist deutlich sichtbar", async ({ page }) => {
    await open(page, "/");
    for (const text of ["FAQ", "Branchen", "Arbeitgeber-Login"]) {
      await tabTo(page, text);
      const outline = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style, text).not.toBe("none");
      expect(outline.width, text).toBeGreaterThanOrEqual(2);
    }
  });
});

test.describe("Tastatur im Burger-Menü bei 360 px", () => {
  test.use({ viewport: PHONE });

  test("Enter öffnet das Menü, Tab führt hinein, Escape schließt es und lässt den Fokus auf dem Knopf", async ({
    page,
  }) => {
    await open(page, "/");
    const burger = page.getByRole("button", { name: "Menü öffnen" });
    await burger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Hauptmenü mobil" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('nav[aria-label="Hauptmenü mobil"]')),
      ),
    ).toBe(true);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();
  });
});
