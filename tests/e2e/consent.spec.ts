import type { Page } from "@playwright/test";
import { DESKTOP, PHONE, expect, open, preAcceptConsent, reload, test } from "./support.ts";

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`Consent-Banner bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("erscheint beim ersten Besuch, ohne dass vorher Cookies gesetzt werden", async ({
      page,
      context,
    }) => {
      await open(page, "/");
      const banner = page.getByRole("region", { name: "Deine Privatsphäre" });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("button", { name: "Nur notwendige" })).toBeVisible();
      await expect(banner.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
      await expect(banner.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
        "href",
        "/datenschutz",
      );
      // A visitor who has not decided carries no cookie at all (nothing beyond the necessary
      // ones may be set before consent, and a visitor needs none).
      expect(await context.cookies()).toEqual([]);
      // The banner sits inside the window, not cut off.
      const box = await banner.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    });
  });
}

test("„Nur notwendige“ schließt den Banner dauerhaft; „Cookie-Einstellungen“ öffnet ihn wieder", async ({
  page,
  context,
}) => {
  await open(page, "/");
  const banner = page.getByRole("region", { name: "Deine Privatsphäre" });
  await banner.getByRole("button", { name: "Nur notwendige" }).click();
  await expect(banner).toBeHidden();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("consent"))) ?? "null");
  expect(stored).toMatchObject({ maps: false });
  expect(Number.isNaN(Date.parse(stored.decided_at))).toBe(false);
  expect(await context.cookies()).toEqual([]);

  // Another page, loaded from scratch: once the app is interactive (the dropdown reacts), the
  // stored choice has been read and the banner stays away.
  await open(page, "/faq");
  await page.getByRole("button", { name: "Branchen" }).click();
  await expect(page.getByRole("button", { name: "Branchen" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.keyboard.press("Escape");
  await expect(banner).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(banner).toBeHidden();
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem("consent"))) ?? "null"),
  ).toMatchObject({ maps: true });
  expect(await context.cookies()).toEqual([]);
});

test("nach dem Neuladen bleibt der Banner geschlossen", async ({ page }) => {
  await open(page, "/kontakt");
  const banner = page.getByRole("region", { name: "Deine Privatsphäre" });
  await banner.getByRole("button", { name: "Nur notwendige" }).click();
  await expect(banner).toBeHidden();
  // The contact form is a lazy part of the page: `reload` also waits until it is hydrated
  // (before that React drops the click and the browser submits the form itself).
  await reload(page);
  // The form below the banner is reachable, i.e. hydration ran and did not reopen the banner.
  await page.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(page.getByText("Bitte den Namen angeben.")).toBeVisible();
  await expect(banner).toBeHidden();
});

/** The page as the server sent it: the app's scripts arrive empty, so nothing hydrates. */
async function withoutApp(page: Page): Promise<void> {
  await page.route("**/assets/*.js", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
}

test.describe("Consent-Banner vor der Hydration (bei 360 px)", () => {
  test.use({ viewport: PHONE });

  test("ist für den ersten Besuch schon im HTML des Servers sichtbar", async ({ page }) => {
    // On a phone it is the largest text of the first screen: with it in the server's HTML,
    // the largest paint happens with the first one (Lighthouse's LCP), not after hydration.
    await withoutApp(page);
    await page.goto("/jobs");
    const banner = page.getByRole("region", { name: "Deine Privatsphäre" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
  });

  test("bleibt bei gespeicherter Wahl schon vor der Hydration unsichtbar", async ({ page }) => {
    await preAcceptConsent(page);
    await withoutApp(page);
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("consent-banner")).toBeHidden();
  });
});
