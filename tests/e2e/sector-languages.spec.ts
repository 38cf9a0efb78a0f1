// Sector pages in the seekers' languages (ADR 051, ADR 053): /pl/jobs-im-bereich/{slug} in Polish
// without the German interface texts, cards leading to /pl/jobs/{id}, the language switch keeping
// the page, hreflang alternates, the Polish 404 for an unknown sector, axe-core at both widths.
import type { Page } from "@playwright/test";
import type { Message } from "#shared/translator.ts";
import { sector as germanSector } from "#web/messages/sector/de.ts";
import { sector as polishSector } from "#web/messages/sector/pl.ts";
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  open,
  preAcceptConsent,
  test,
} from "./support.ts";

const SLUG = "baumschule";

const textsOf = (message: Message) =>
  typeof message === "string" ? [message] : Object.values(message);

/** The sector area's German texts whose Polish ones differ, cut at placeholders. */
function germanOnly(): string[] {
  const pieces = new Set<string>();
  for (const [key, message] of Object.entries(germanSector)) {
    const own = new Set(textsOf((polishSector as Record<string, Message>)[key]!));
    for (const text of textsOf(message)) {
      if (own.has(text)) continue;
      for (const piece of text.split(/\{\w+\}/))
        if (/\p{L}{6}/u.test(piece)) pieces.add(piece.trim());
    }
  }
  return [...pieces];
}

/** The page's own text, without the ads' titles, employers and places (the employers' words). */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const card of body.querySelectorAll("article h2, article h3, article p")) card.remove();
    for (const script of body.querySelectorAll("script")) script.remove();
    return body.textContent ?? "";
  });
}

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Branchenseite auf Polnisch bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("polnisch, ohne deutsche Texte, Karten nach /pl/jobs/{id}, Sprachwechsel bleibt auf der Seite", async ({
      page,
    }) => {
      await open(page, `/pl/jobs-im-bereich/${SLUG}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "pl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Praca w branży: Szkółkarstwo",
      );
      await expect(page).toHaveTitle(/^Praca w branży: Szkółkarstwo – \d+ \S+ \S+ pracy \|/);
      await expect(page.getByRole("button", { name: "Znajdź pracę w pobliżu" })).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2, name: "Często zadawane pytania" }),
      ).toBeVisible();
      const text = await interfaceText(page);
      // The seeded sector's intro has its Polish text, so nothing on the page is German.
      const intro = page.locator("h1 + p");
      await expect(intro).toContainText("W szkółce");
      await expect(intro).not.toHaveAttribute("lang", /./);
      expect(germanOnly().filter((german) => text.includes(german))).toEqual([]);

      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(`/pl/jobs-im-bereich/${SLUG}`);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "pl_PL");
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((nodes) =>
          nodes.map((node) => [
            node.getAttribute("hreflang"),
            new URL(node.getAttribute("href")!).pathname,
          ]),
        );
      expect(Object.fromEntries(alternates)).toEqual({
        de: `/jobs-im-bereich/${SLUG}`,
        en: `/en/jobs-im-bereich/${SLUG}`,
        pl: `/pl/jobs-im-bereich/${SLUG}`,
        ro: `/ro/jobs-im-bereich/${SLUG}`,
        uk: `/uk/jobs-im-bereich/${SLUG}`,
        "x-default": `/jobs-im-bereich/${SLUG}`,
      });
      const cards = page.getByRole("list", { name: "Ogłoszenia o pracę" }).getByRole("article");
      const href = await cards.first().locator("a").first().getAttribute("href");
      expect(href).toMatch(/^\/pl\/jobs\/\d+$/);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `/pl/jobs-im-bereich/${SLUG}`);

      // The language switch leads to the same sector in another language.
      await page.getByTestId("language-switch").click();
      await page.getByRole("link", { name: "Română", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/ro/jobs-im-bereich/${SLUG}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Locuri de muncă în domeniul Pepiniere",
      );
    });

    test("ein unbekannter Bereich unter /pl ist die polnische 404", async ({
      page,
      browserErrors,
    }) => {
      browserErrors.allow(
        /Failed to load resource: the server responded with a status of 404/,
        "the browser reports the document's own 404, which this test asks for",
      );
      await open(page, "/pl/jobs-im-bereich/gibt-es-nicht", 404);
      await expect(page.locator("html")).toHaveAttribute("lang", "pl");
      await expect(
        page.getByRole("heading", { level: 1, name: "Ta strona nie istnieje" }),
      ).toBeVisible();
    });
  });
}
