// The search in the seekers' languages (ADR 051): /pl/jobs without German interface text, the
// wizard opened from /pl's search button through its four questions in Polish to /pl/jobs with
// results, and the filter modal's accommodation switch in Polish, with axe-core on each; and the
// whole journey of a Polish seeker: wizard, accommodation filter, an ad the employer translated
// into Polish, the application sent.
import type { APIRequestContext, Page } from "@playwright/test";
import type { Message } from "#shared/translator.ts";
import { search as germanSearch } from "#web/messages/search/de.ts";
import { search as polishSearch } from "#web/messages/search/pl.ts";
import { shell as germanShell } from "#web/messages/shell/de.ts";
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
  storedSearchFilter,
  test,
} from "./support.ts";

const textsOf = (message: Message) =>
  typeof message === "string" ? [message] : Object.values(message);

/** Every German text of the shell and the search whose Polish one differs, cut at placeholders. */
function germanOnly(): string[] {
  const pieces = new Set<string>();
  const pairs: [Record<string, Message>, Record<string, Message>][] = [
    [germanShell, polishShell],
    [germanSearch, polishSearch],
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

/** The page's text and accessible names and placeholders; the ads' own titles and places left out. */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    // A card's title, employer, place and the names made of them are the ad's own (German) words;
    // its labels are the shell's, which languages.spec checks.
    for (const card of body.querySelectorAll("article h2, article h3, article p")) card.remove();
    for (const script of body.querySelectorAll("script")) script.remove();
    for (const named of body.querySelectorAll("article [aria-label]"))
      named.removeAttribute("aria-label");
    const named = [...body.querySelectorAll("[aria-label], [placeholder], [aria-valuetext]")];
    const names = named.flatMap((el) =>
      ["aria-label", "placeholder", "aria-valuetext"].map((name) => el.getAttribute(name) ?? ""),
    );
    return `${body.textContent ?? ""}\n${names.join("\n")}`;
  });
}

async function expectNoGerman(page: Page, where: string) {
  const text = await interfaceText(page);
  expect(
    germanOnly().filter((german) => text.includes(german)),
    `deutsche Texte: ${where}`,
  ).toEqual([]);
}

/** The result cards under their Polish list name. */
const polishCards = (page: Page) =>
  page.getByRole("list", { name: "Ogłoszenia o pracę" }).getByRole("article");

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

test.describe("Suche auf Polnisch bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("/pl/jobs: polnisch, ohne deutsche Texte, mit hreflang, canonical und Titel", async ({
    page,
  }) => {
    await open(page, "/pl/jobs");
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Aktualne oferty pracy w zielonej branży",
    );
    await expect(page).toHaveTitle(/^Praca w zielonej branży – [\d\s ]+ (aktualn\S+ ofert\S*)/);
    await expect(page.getByRole("list", { name: "Ogłoszenia o pracę" })).toBeVisible();
    await expect(page.getByText(/^Wyświetlono 12 z [\d\s ]+ ofert/)).toBeVisible();
    await expectNoGerman(page, "/pl/jobs");

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe("/pl/jobs");
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((nodes) =>
        nodes.map((node) => [
          node.getAttribute("hreflang"),
          new URL(node.getAttribute("href")!).pathname,
        ]),
      );
    expect(Object.fromEntries(alternates)).toEqual({
      de: "/jobs",
      en: "/en/jobs",
      pl: "/pl/jobs",
      ro: "/ro/jobs",
      uk: "/uk/jobs",
      "x-default": "/jobs",
    });
    // The cards lead to the Polish job page.
    const href = await polishCards(page).first().locator("a").first().getAttribute("href");
    expect(href).toMatch(/^\/pl\/jobs\/\d+$/);
    // Each card's title is Polish where the employer translated the ad, else German marked so.
    for (const heading of await polishCards(page).getByRole("heading").all()) {
      const marked = heading.locator("[lang]");
      if ((await marked.count()) > 0) await expect(marked).toHaveAttribute("lang", "de");
    }
    await expect(polishCards(page).getByRole("heading").locator("[lang=de]").first()).toBeVisible();
    await expectNoAxeViolations(page, "/pl/jobs");

    // The other languages have the page too, each in its own words.
    for (const [path, heading] of [
      ["/en/jobs", "Current jobs in the green sector"],
      ["/ro/jobs", "Locuri de muncă actuale în sectorul verde"],
      ["/uk/jobs", "Актуальні вакансії в зеленій галузі"],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Such-Assistent auf Polnisch bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("von /pl durch die vier Fragen zu /pl/jobs, dann der Filter mit Unterkunft", async ({
      page,
    }) => {
      await open(page, "/pl");
      await page.getByRole("link", { name: "Znajdź pracę", exact: true }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Jakiej pracy szukasz?");
      const progress = dialog.getByRole("progressbar", { name: "Postęp wyszukiwania" });
      await expect(progress).toHaveAttribute("aria-valuetext", "Krok 1 z 4");
      await expectNoGerman(page, "Assistent Schritt 1 auf /pl");
      await expectNoAxeViolations(page, "Assistent Schritt 1 auf /pl");
      const next = dialog.getByRole("button", { name: "Dalej" });
      await dialog.getByText("Pełny etat", { exact: true }).click();
      await next.click();

      await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Kiedy chcesz zacząć?");
      await dialog.getByRole("radio", { name: /^za 1–3 miesiące/ }).click({ force: true });
      await expect(dialog.getByRole("radio", { name: /^za 1–3 miesiące/ })).toBeChecked();
      await next.click();

      await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(
        "W jakiej branży chcesz pracować?",
      );
      await expect(dialog.getByText("Możesz wybrać do 5 odpowiedzi.")).toBeVisible();
      for (const name of ["Budowa ogrodów i terenów zielonych", "Rolnictwo", "Szkółkarstwo"])
        await dialog.getByText(name, { exact: true }).click();
      await expectNoAxeViolations(page, "Assistent Schritt 3 auf /pl");
      await next.click();

      await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(
        "W jakim regionie chcesz pracować?",
      );
      const place = dialog.getByRole("combobox", { name: "Miejscowość, kod pocztowy lub land" });
      await place.fill("München");
      await expect(dialog.getByRole("listbox", { name: "Podpowiedzi" })).toBeVisible();
      await expect(dialog.getByRole("option").first()).toContainText("München, Bayern");
      await expectNoGerman(page, "Assistent Schritt 4 mit Vorschlägen auf /pl");
      await dialog.getByRole("option").first().click();
      await expect(place).toHaveValue("München, Bayern");
      const radius = dialog.getByRole("slider", { name: "Promień" });
      await radius.focus();
      await page.keyboard.press("End");
      await expect(radius).toHaveAttribute("aria-valuetext", "100 km");
      await expectNoAxeViolations(page, "Assistent Schritt 4 auf /pl");
      await expectNoHorizontalScroll(page);
      await dialog.getByRole("button", { name: "Znajdź teraz pasujące oferty" }).click();

      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/pl\/jobs$/);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(/^\d+ pasując\S+ ofert\S* w twojej okolicy$/);
      const total = Number((await heading.innerText()).match(/^(\d+)/)![1]);
      expect(total, "rund um München gibt es passende Demo-Anzeigen").toBeGreaterThan(0);
      await expect(polishCards(page)).toHaveCount(Math.min(total, 12));
      const summary = page.getByRole("list", { name: "Twój wybór" });
      await expect(summary.getByText("Rolnictwo", { exact: true })).toBeVisible();
      await expect(summary.getByText("Pełny etat", { exact: true })).toBeVisible();
      await expect(summary.getByText("Rozpoczęcie: za 1–3 miesiące")).toBeVisible();
      await expect(summary.getByText("München (100 km)")).toBeVisible();
      // The filter is stored with the sectors' German names, as the German page reads it.
      expect((await storedSearchFilter(page))?.sectors?.map((s) => s.name)).toContain(
        "Landwirtschaft",
      );

      // The filter modal: the accommodation switch in Polish, then the search with it.
      await page.getByRole("button", { name: /^Filtry/ }).click();
      const modal = page.getByRole("dialog", { name: "Filtry" });
      await expect(modal).toBeVisible();
      const accommodation = modal.getByRole("switch", { name: "Z zakwaterowaniem" });
      await expect(accommodation).toHaveAccessibleDescription(
        "Tylko oferty, w których pracodawca zapewnia ci zakwaterowanie – bezpłatnie lub odpłatnie.",
      );
      await accommodation.focus();
      await page.keyboard.press("Space");
      await expect(accommodation).toBeChecked();
      await expect(modal.getByRole("list", { name: "Twój wybór" })).toContainText(
        "Z zakwaterowaniem",
      );
      await expect(modal.getByRole("button", { name: "Usuń: Z zakwaterowaniem" })).toBeVisible();
      await expectNoGerman(page, "Filter auf /pl/jobs");
      await expectNoAxeViolations(page, "Filter auf /pl/jobs");
      await expectNoHorizontalScroll(page);
      const searched = page.waitForRequest(
        (request) =>
          request.url().includes("/api/job-advertisements/search") && request.method() === "POST",
      );
      await modal.getByRole("button", { name: "Znajdź teraz pasujące oferty" }).click();
      expect((await searched).postDataJSON()).toMatchObject({ with_accommodation: true });
      await expect(modal).toBeHidden();
      await expect(page).toHaveURL(/\/pl\/jobs$/);
      await expect(
        page.getByRole("list", { name: "Twój wybór" }).getByText("Z zakwaterowaniem"),
      ).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    });
  });
}

interface JourneyAd {
  id: number;
  title: string;
  working_time: string;
  starts_at: string | null;
  accommodation: string | null;
  application_method: string;
  sectors: { slug?: string }[];
  location: { zipcode: string | null };
  translations: { pl?: { title: string } };
}

/** A live demo ad with a Polish translation, accommodation and the form, as the journey needs. */
async function polishAdWithAccommodation(request: APIRequestContext): Promise<JourneyAd> {
  const soon = new Date(Date.now() + 80 * 86_400_000).toISOString().slice(0, 10);
  for (let page = 1; page <= 100; page++) {
    const list = await request.get(
      `/api/job-advertisements?working_time=Saisonarbeit&page=${page}`,
    );
    const ids = ((await list.json()) as { data: { id: number }[] }).data.map((ad) => ad.id);
    if (ids.length === 0) break;
    for (const id of ids) {
      const { data } = (await (await request.get(`/api/job-advertisements/${id}`)).json()) as {
        data: JourneyAd;
      };
      if (
        data.translations.pl &&
        (data.accommodation === "free" || data.accommodation === "paid") &&
        data.application_method === "wurzelwerk" &&
        data.location.zipcode &&
        data.sectors[0]?.slug &&
        (data.starts_at === null || data.starts_at <= soon)
      )
        return data;
    }
  }
  throw new Error("Keine polnisch übersetzte Demoanzeige mit Unterkunft und Formular gefunden");
}

test("eine polnische Suchende findet von /pl über Assistent und Filter eine polnische Anzeige mit Unterkunft und bewirbt sich (360 px)", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const ad = await polishAdWithAccommodation(request);
  const title = ad.translations.pl!.title;

  await open(page, "/pl");
  await page.getByRole("link", { name: "Znajdź pracę", exact: true }).click();
  const dialog = page.getByRole("dialog");
  const next = dialog.getByRole("button", { name: "Dalej" });
  await dialog.getByText(polishShell["workingTime.Saisonarbeit"], { exact: true }).click();
  await next.click();
  await dialog.getByRole("radio", { name: /^za 1–3 miesiące/ }).click({ force: true });
  await next.click();
  const sector = polishShell[`sector.${ad.sectors[0]!.slug}` as keyof typeof polishShell];
  await dialog.getByText(sector as string, { exact: true }).click();
  await next.click();
  const place = dialog.getByRole("combobox", { name: "Miejscowość, kod pocztowy lub land" });
  await place.fill(ad.location.zipcode!);
  await dialog.getByRole("option").first().click();
  await dialog.getByRole("button", { name: "Znajdź teraz pasujące oferty" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pl\/jobs$/);

  // Only ads with accommodation.
  await page.getByRole("button", { name: /^Filtry/ }).click();
  const modal = page.getByRole("dialog", { name: "Filtry" });
  const accommodation = modal.getByRole("switch", { name: "Z zakwaterowaniem" });
  await accommodation.focus();
  await page.keyboard.press("Space");
  await expect(accommodation).toBeChecked();
  await modal.getByRole("button", { name: "Znajdź teraz pasujące oferty" }).click();
  await expect(modal).toBeHidden();
  await expect(
    page.getByRole("list", { name: "Twój wybór" }).getByText("Z zakwaterowaniem"),
  ).toBeVisible();
  await expectNoGerman(page, "/pl/jobs mit Unterkunft");

  // The ad among the first results under its Polish title (ADR 052).
  const card = polishCards(page).getByRole("link", { name: title, exact: true }).first();
  await expect(card.locator("[lang]")).toHaveCount(0);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/pl/jobs/${ad.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
  await expect(page.getByText("To ogłoszenie jest dostępne tylko po niemiecku.")).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Praca i warunki" }).getByText("Zakwaterowanie", {
      exact: true,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page, `/pl/jobs/${ad.id} übersetzt`);

  await page.getByRole("button", { name: "Aplikuj teraz" }).first().click();
  const form = page.getByRole("dialog", { name: "Twoja aplikacja" });
  await form.getByLabel("Imię i nazwisko", { exact: true }).fill("Agnieszka Wiśniewska");
  await form
    .getByLabel("Adres e-mail", { exact: true })
    .fill(`agnieszka-${Date.now().toString(36)}@example.org`);
  await form.getByLabel(/^Wiadomość/).fill("Chętnie pracuję przy zbiorach od zaraz.");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Wyślij aplikację" }).click();
  await expect(form.getByRole("heading", { name: "Aplikacja wysłana" })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("eine abgewiesene Suche meldet sich auf Polnisch: zu viele Suchen, keine Verbindung (360 px)", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /status of 429|ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
    "Der Test lässt die Suche absichtlich scheitern; Chromium meldet das.",
  );
  await page.setViewportSize(PHONE);
  const sectors = await sectorsByName(page);
  const location = await geocodedLocation(page, "Hamburg", 100);
  // A new filter each time, so /pl/jobs searches again.
  const presetFilter = (working_time: "Vollzeit" | "Teilzeit") =>
    presetSearchFilter(page, {
      sectors: [sectors.get("Baumschule")!],
      working_time,
      job_available_at: "1_to_3_months",
      location,
      updated_at: new Date().toISOString(),
    });
  await presetFilter("Vollzeit");
  await page.route("**/api/job-advertisements/search", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ message: "Zu viele Anfragen. Bitte später erneut versuchen." }),
    }),
  );
  await page.goto("/pl/jobs");
  await expect(
    page.getByRole("alert").filter({ hasText: polishSearch["failure.tooMany"] }),
  ).toBeVisible();
  await expect(page.getByText("Zu viele Anfragen")).toHaveCount(0);

  await page.unroute("**/api/job-advertisements/search");
  await page.route("**/api/job-advertisements/search", (route) =>
    route.abort("internetdisconnected"),
  );
  await presetFilter("Teilzeit");
  await page.goto("/pl/jobs");
  await expect(
    page.getByRole("alert").filter({ hasText: polishShell["failure.offline"] }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
