// The seekers' languages (ADR 051): /en, /pl, /ro, /uk versions of the home page and the
// Merkliste with the shell in their language, <html lang>, hreflang alternates, the header's
// language switch, and unknown prefixes as the German 404.
import type { Page } from "@playwright/test";
import { LOCALE_NAMES, LOCALES } from "#shared/locales.ts";
import type { Message } from "#shared/translator.ts";
import { home as germanHome } from "#web/messages/home/de.ts";
import { shell as germanShell } from "#web/messages/shell/de.ts";
import { home as polishHome } from "#web/messages/home/pl.ts";
import { shell as polishShell } from "#web/messages/shell/pl.ts";
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  geocodedLocation,
  open,
  preAcceptConsent,
  presetSearchFilter,
  sectorsByName,
  test,
} from "./support.ts";

const textsOf = (message: Message) =>
  typeof message === "string" ? [message] : Object.values(message);

/**
 * The German texts a Polish page must not show: every German message whose Polish one differs,
 * cut at its placeholders, where a piece still has a word of six letters.
 */
function germanOnly(): string[] {
  const pieces = new Set<string>();
  const pairs: [Record<string, Message>, Record<string, Message>][] = [
    [germanShell, polishShell],
    [germanHome, polishHome],
  ];
  for (const [german, polish] of pairs)
    for (const [key, message] of Object.entries(german)) {
      const own = new Set(textsOf(polish[key]!));
      for (const text of textsOf(message)) {
        if (!text || own.has(text)) continue;
        for (const piece of text.split(/\{\w+\}/))
          if (/\p{L}{6}/u.test(piece)) pieces.add(piece.trim());
      }
    }
  return [...pieces];
}

/** The header, the footer and the page's own texts, hidden ones included; ads' own texts left out. */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    // Job cards carry the employer's title and place, which stay as written (ads in German).
    for (const card of body.querySelectorAll("article h2, article h3, article p"))
      if (!card.closest("[aria-label]")) card.remove();
    for (const script of body.querySelectorAll("script")) script.remove();
    // A card's save button names its ad: the label's words are the shell's, the title the ad's.
    for (const button of body.querySelectorAll("article button"))
      button.removeAttribute("aria-label");
    const labels = [...body.querySelectorAll("[aria-label]")].map((el) =>
      el.getAttribute("aria-label"),
    );
    return `${body.textContent ?? ""}\n${labels.join("\n")}`;
  });
}

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [
        node.getAttribute("hreflang")!,
        new URL(node.getAttribute("href")!).pathname,
      ]),
    );
  return Object.fromEntries(links);
}

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Sprachen bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("/pl ist polnisch: lang, Kopf, Fuß und Startseite ohne deutsche Texte, hreflang und canonical", async ({
      page,
    }) => {
      await open(page, "/pl");
      await expect(page.locator("html")).toHaveAttribute("lang", "pl");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Twoja praca w zieleni");
      await expect(page.getByRole("contentinfo")).toContainText("Polityka prywatności");
      await expect(page.getByRole("link", { name: /do strony głównej/ })).toHaveAttribute(
        "href",
        "/pl",
      );
      await expect(page.getByRole("link", { name: /^Zapisane: 0 ofert$/ })).toHaveAttribute(
        "href",
        "/pl/merkliste",
      );
      await expect(page).toHaveTitle(/Znajdź pracę w zielonej branży/);

      const text = await interfaceText(page);
      const found = germanOnly().filter((german) => text.includes(german));
      expect(found, "deutsche Texte auf /pl").toEqual([]);

      expect(await alternates(page)).toEqual({
        de: "/",
        en: "/en",
        pl: "/pl",
        ro: "/ro",
        uk: "/uk",
        "x-default": "/",
      });
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe("/pl");
      await expectNoHorizontalScroll(page);
    });

    test("die Sprachwahl nennt jede Sprache in ihr selbst und behält Seite und Abfrage", async ({
      page,
    }) => {
      await open(page, "/pl/merkliste?von=start");
      await expect(
        page.getByRole("heading", { level: 1, name: "Twoje zapisane oferty" }),
      ).toBeVisible();
      const button = page.getByRole("button", { name: "Język: Polski PL" });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      // By keyboard: the button opens the list, Escape closes it again.
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      for (const locale of LOCALES) {
        const link = page.getByRole("link", { name: LOCALE_NAMES[locale], exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("lang", locale);
      }
      await expect(page.getByRole("link", { name: "Polski", exact: true })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");

      await button.click();
      await page.getByRole("link", { name: "English", exact: true }).click();
      await expect(page).toHaveURL(/\/en\/merkliste\?von=start$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1, name: "Your saved jobs" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Language: English EN" })).toBeVisible();

      // Back to German: the page without prefix, the German shell.
      await page.getByRole("button", { name: "Language: English EN" }).click();
      await page.getByRole("link", { name: "Deutsch", exact: true }).click();
      await expect(page).toHaveURL(/\/merkliste\?von=start$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("heading", { level: 1, name: "Deine Merkliste" })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });

    for (const locale of LOCALES) {
      test(`${LOCALE_NAMES[locale]} besteht axe-core: Startseite mit offener Sprachwahl, Merkliste`, async ({
        page,
      }) => {
        const home = locale === "de" ? "/" : `/${locale}`;
        await open(page, home);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await page.getByTestId("language-switch").click();
        await expectNoAxeViolations(page, home);
        await expectNoHorizontalScroll(page);
        await open(page, locale === "de" ? "/merkliste" : `/${locale}/merkliste`);
        await expectNoAxeViolations(page, `${home} Merkliste`);
      });
    }
  });
}

test("ein unbekanntes Sprachkürzel ist eine unbekannte Adresse: die deutsche 404", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 404/,
    "the browser reports the document's own 404, which this test asks for",
  );
  await open(page, "/xx/jobs", 404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    page.getByRole("heading", { level: 1, name: "Diese Seite gibt es nicht" }),
  ).toBeVisible();
  // A page not translated yet has no language version: under /pl it is a 404 in Polish.
  await open(page, "/pl/faq", 404);
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(
    page.getByRole("heading", { level: 1, name: "Ta strona nie istnieje" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Nie znaleziono strony/);
});

test("Seiten nur auf Deutsch haben keine hreflang-Alternativen; ihre Sprachwahl führt zur Startseite der Sprache", async ({
  page,
}) => {
  await open(page, "/faq");
  expect(await alternates(page)).toEqual({});
  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("link", { name: "Українська", exact: true })).toHaveAttribute(
    "href",
    "/uk",
  );
  await expect(page.getByRole("link", { name: "Deutsch", exact: true })).toHaveAttribute(
    "href",
    "/faq",
  );
});

test("der Kopf hält jede Beschriftung auf einer Zeile und bleibt in jeder Sprache im Fenster", async ({
  page,
}) => {
  // From 1280 px the header shows the full navigation; the longest labels are Ukrainian.
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of LOCALES) {
      await open(page, locale === "de" ? "/" : `/${locale}`);
      const controls = page.locator("header").getByRole("navigation").first().getByRole("link");
      await expect(controls.first()).toBeVisible();
      const boxes = await page
        .locator("header a:visible, header button:visible")
        .evaluateAll((nodes) =>
          nodes.map((node) => {
            const box = node.getBoundingClientRect();
            return { text: node.textContent?.trim() ?? "", height: box.height, right: box.right };
          }),
        );
      for (const box of boxes) {
        expect(box.height, `${locale} ${width}: „${box.text}“ auf einer Zeile`).toBeLessThanOrEqual(
          48,
        );
        expect(box.right, `${locale} ${width}: „${box.text}“ im Fenster`).toBeLessThanOrEqual(
          width,
        );
      }
    }
  }
});

test("die Hinweise oben (neue Version, Dienst nicht erreichbar) sprechen die Sprache der Seite", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /status of 503/,
    "Der Test lässt die Suche absichtlich mit 503 antworten; Chromium meldet jede solche Antwort.",
  );
  await page.setViewportSize(PHONE);
  await page.route("**/api/version", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ version: "999.0.0+neu" }),
    }),
  );
  await open(page, "/pl");
  const banner = page
    .getByRole("status")
    .filter({ hasText: "Dostępna jest nowa wersja serwisu Wurzelwerk." });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "Odśwież teraz" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute("**/api/version");

  await page.route("**/api/job-advertisements/search", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "Der Dienst ist vorübergehend nicht erreichbar." }),
    }),
  );
  const sectors = await sectorsByName(page);
  await presetSearchFilter(page, {
    sectors: [sectors.get("Baumschule")!],
    working_time: "Vollzeit",
    job_available_at: "1_to_3_months",
    location: await geocodedLocation(page, "Berlin", 100),
    updated_at: new Date().toISOString(),
  });
  await page.goto("/pl/jobs");
  await expect(
    page.getByRole("status").filter({ hasText: "Serwis Wurzelwerk jest chwilowo niedostępny." }),
  ).toHaveText(/^Serwis Wurzelwerk jest chwilowo niedostępny\. Ponowna próba (za \d+ s )?…/);
});
