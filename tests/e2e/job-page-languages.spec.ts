import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  linkFromMail,
  open,
  preAcceptConsent,
  test,
} from "./support.ts";

// The job page in another language (ADR 051): `/pl/jobs/{id}` of a seasonal demo ad that takes
// applications on Wurzelwerk shows its interface in Polish (the ad's own texts stay as the
// employer wrote them), the block of season and conditions too; the form refuses in Polish, and
// a Polish seeker applies, opens the mail's link `/pl/bewerbung/{token}` and withdraws there,
// all in Polish — at 360 and 1440 px, axe-clean.

/** Interface words of the German job page and its form; none may show on the Polish page. */
const GERMAN_INTERFACE = [
  "Einsatz und Rahmenbedingungen",
  "Jetzt bewerben",
  "Anstellungsart",
  "Arbeitsort",
  "Branchen",
  "Bewerbungsfrist",
  "Interesse?",
  "Bewirb dich",
  "Teilen",
  "Deine Ansprechperson",
  "Auf der Karte ansehen",
  "Karte anzeigen",
  "Zurück zu den Ergebnissen",
  "Website des Arbeitgebers",
  "Saison",
  "Arbeitszeit",
  "pro Woche",
  "Unterkunft",
  "Verpflegung",
  "Wird gestellt",
  "Anfahrt",
  "Befristet",
  "Führerschein",
  "Sprachen",
  "Kenntnisse",
  "Merken",
  "ab sofort",
  "pro Stunde",
  "pro Monat",
];

const GERMAN_FORM = [
  "Deine Bewerbung",
  "Bitte",
  "Lebenslauf",
  "Nachricht",
  "Anhang",
  "Anhänge",
  "(optional)",
  "einverstanden",
  "Datenschutzerklärung",
  "Zeichen",
  "Datei",
  "Bewerbung senden",
  "Schreib",
];

/** Interface words of the German page of the applicant's link; none may show in Polish. */
const GERMAN_APPLICATION_PAGE = [
  "Deine Bewerbung",
  "Gesendet am",
  "Eingegangen",
  "Deine Angaben",
  "Lebenslauf",
  "Anhänge",
  "Wann wir sie löschen",
  "Datenschutzerklärung",
  "zurückziehen",
  "zurückgezogen",
  "Erledigt",
  "Weitere Jobs",
  "Dieser Link",
  "Zur Jobsuche",
];

/** A live seasonal demo ad (with its season) that takes applications on the form. */
async function seasonalAdTakingApplications(request: APIRequestContext): Promise<number> {
  for (let page = 1; page <= 20; page++) {
    const list = await request.get(
      `/api/job-advertisements?working_time=Saisonarbeit&page=${page}`,
    );
    expect(list.status(), await list.text()).toBe(200);
    const ids = ((await list.json()) as { data: { id: number }[] }).data.map((ad) => ad.id);
    if (ids.length === 0) break;
    for (const id of ids) {
      const detail = await request.get(`/api/job-advertisements/${id}`);
      const { data } = (await detail.json()) as {
        data: { application_method: string; season_start: string | null };
      };
      if (data.application_method === "wurzelwerk" && data.season_start) return id;
    }
  }
  throw new Error("Keine Saison-Demoanzeige mit Bewerbungsformular gefunden");
}

/** The page's text without the ad's own texts (title, sections, employer's words, contact). */
async function interfaceText(page: Page): Promise<string> {
  return page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    const own = [
      "h1",
      "[aria-labelledby=job-description]",
      "[aria-labelledby=job-tasks]",
      "[aria-labelledby=job-profile]",
      "[aria-labelledby=job-benefits]",
      "address",
      "#job-employer ~ div p.leading-relaxed",
    ];
    for (const selector of own) copy.querySelectorAll(selector).forEach((el) => el.remove());
    return copy.innerText;
  });
}

function expectNone(text: string, words: string[], where: string) {
  for (const word of words) expect(text, `„${word}“ in ${where}`).not.toContain(word);
}

async function expectErrorAt(dialog: Locator, label: string, message: string) {
  const field = dialog.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText(message)).toBeVisible();
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`/pl/jobs/{id}: Oberfläche, Saisonblock, Fehler und Bewerbung auf Polnisch (${viewport.width} px)`, async ({
    page,
    request,
    browserErrors,
  }) => {
    test.setTimeout(180_000);
    browserErrors.allow(
      /Failed to load resource: the server responded with a status of 404/,
      "Der Link einer zurückgezogenen Bewerbung ist eine 404-Seite; Chromium meldet jede 4xx-Antwort.",
    );
    const id = await seasonalAdTakingApplications(request);
    await page.setViewportSize(viewport);
    await preAcceptConsent(page);
    await open(page, `/pl/jobs/${id}`);

    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/pl/jobs/${id}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      new RegExp(`/jobs/${id}$`),
    );

    // The seasonal block in Polish.
    const conditions = page.getByRole("region", { name: "Praca i warunki" });
    await expect(conditions).toBeVisible();
    await expect(conditions.getByText("Sezon", { exact: true })).toBeVisible();
    await expect(
      conditions.getByText(/^od \d{2}\.\d{2}\.\d{4} do \d{2}\.\d{2}\.\d{4}$/),
    ).toBeVisible();
    await expect(conditions.getByText("Zakwaterowanie", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Chcesz tu pracować?" })).toBeVisible();
    expectNone(await interfaceText(page), GERMAN_INTERFACE, "der polnischen Stellenseite");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/pl/jobs/${id}, ${viewport.width} px`);

    // The form: refused in Polish in the browser, sent with the page's language.
    await page.getByRole("button", { name: "Aplikuj teraz" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Twoja aplikacja" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Wyślij aplikację" }).click();
    await expectErrorAt(dialog, "Imię i nazwisko", "Podaj swoje imię i nazwisko.");
    await expectErrorAt(dialog, "Adres e-mail", "Podaj swój adres e-mail.");
    await expect(
      dialog.getByText(
        "Wyraź zgodę na przetwarzanie swoich danych – inaczej nie możemy przekazać aplikacji.",
      ),
    ).toBeVisible();
    await dialog.getByLabel("Adres e-mail", { exact: true }).fill("nie-adres");
    await dialog.getByRole("button", { name: "Wyślij aplikację" }).click();
    await expect(dialog.getByText("Podaj prawidłowy adres e-mail.")).toBeVisible();
    expectNone(await dialog.innerText(), GERMAN_FORM, "dem polnischen Formular");
    await expectNoAxeViolations(page, `Formularz aplikacji, ${viewport.width} px`);

    const email = `kasia-${viewport.width}-${Date.now().toString(36)}@example.org`;
    await dialog.getByLabel("Imię i nazwisko", { exact: true }).fill("Katarzyna Nowak");
    await dialog.getByLabel("Adres e-mail", { exact: true }).fill(email);
    await dialog.getByLabel(/^Telefon/).fill("+48 512 345 678");
    await dialog.getByRole("checkbox").check();
    // Neither a message nor a file: the form asks for one, in Polish.
    await dialog.getByRole("button", { name: "Wyślij aplikację" }).click();
    await expect(
      dialog.getByText(
        "Napisz krótką wiadomość lub dodaj plik – inaczej pracodawca nic o tobie nie wie.",
      ),
    ).toBeVisible();
    await dialog
      .getByLabel(/^Wiadomość/)
      .fill("Od trzech lat pracuję przy zbiorach truskawek w Niemczech.");
    await dialog.getByRole("button", { name: "Wyślij aplikację" }).click();
    await expect(dialog.getByRole("heading", { name: "Aplikacja wysłana" })).toBeVisible();
    await expect(dialog.getByText(/^Twoja aplikacja dotarła\./)).toBeVisible();
    expectNone(await dialog.innerText(), GERMAN_FORM, "der polnischen Bestätigung");
    await expectNoAxeViolations(page, `Aplikacja wysłana, ${viewport.width} px`);

    // The confirmation mail's link leads to the applicant's page in Polish (ADR 051).
    const link = await linkFromMail(email, "Twoja aplikacja dotarła", "/bewerbung/");
    const path = new URL(link).pathname;
    expect(path).toMatch(/^\/pl\/bewerbung\/[\w.-]+$/);
    const response = await open(page, path);
    expect(response.headers()["referrer-policy"]).toBe("no-referrer");
    expect(response.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page).toHaveTitle(/^Twoja aplikacja \| /);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Twoja aplikacja");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { name: "Stan aplikacji" })).toBeVisible();
    await expect(main).toContainText("Katarzyna Nowak");
    await expect(main).toContainText(email);
    await expect(main).toContainText("Otrzymana – pracodawca jeszcze się nią nie zajął.");
    await expect(main).toContainText(/Usuniemy twoją aplikację razem ze wszystkimi plikami/);
    // The ad as the Polish cards name it (ADR 054): its Polish title, else German marked so.
    const ad = (
      (await (await request.get(`/api/job-advertisements/${id}`)).json()) as {
        data: { title: string; translations: { pl?: { title: string } } };
      }
    ).data;
    const polishTitle = ad.translations.pl?.title.trim() || null;
    const jobLink = main.locator(`a[href="/pl/jobs/${id}"]`);
    await expect(jobLink).toHaveText(polishTitle ?? ad.title);
    expect(await jobLink.locator("span").getAttribute("lang")).toBe(polishTitle ? null : "de");
    expectNone(await main.innerText(), GERMAN_APPLICATION_PAGE, "der polnischen Bewerbungsseite");
    // The language switch keeps the page: German without the prefix.
    await page.getByTestId("language-switch").click();
    await expect(page.getByRole("link", { name: "Deutsch", exact: true })).toHaveAttribute(
      "href",
      path.replace(/^\/pl/, ""),
    );
    await page.getByTestId("language-switch").click();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/pl/bewerbung/…, ${viewport.width} px`);

    // Withdrawn after asking, in Polish.
    await page.getByRole("button", { name: "Wycofaj aplikację" }).click();
    const ask = page.getByRole("dialog", { name: "Wycofać aplikację?" });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole("button", { name: "Anuluj" })).toBeVisible();
    await expectNoAxeViolations(page, `Wycofać aplikację?, ${viewport.width} px`);
    const deleted = page.waitForResponse((r) => r.url().includes("/api/applications/by-token/"));
    await ask.getByRole("button", { name: "Tak, wycofaj" }).click();
    expect((await deleted).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Gotowe" })).toBeFocused();
    await expect(
      page.getByText("Twoja aplikacja została wycofana i usunięta razem ze wszystkimi plikami."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Znajdź inne oferty pracy" })).toHaveAttribute(
      "href",
      "/pl/jobs",
    );
    expectNone(await main.innerText(), GERMAN_APPLICATION_PAGE, "der polnischen Bestätigung");
    await expectNoAxeViolations(page, `Aplikacja wycofana, ${viewport.width} px`);

    // The link now leads nowhere: the page of an unknown link, in Polish.
    await open(page, path, 404);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.getByRole("heading", { name: "Ten link nie działa" })).toBeVisible();
    await expect(page.getByText(/^Tej aplikacji \(już\) u nas nie ma\./)).toBeVisible();
    expectNone(await main.innerText(), GERMAN_APPLICATION_PAGE, "dem polnischen toten Link");
    await expectNoAxeViolations(page, `Nieznany link, ${viewport.width} px`);
  });
}

test("the German job page stays German, with the language versions as alternates", async ({
  page,
  request,
}) => {
  const id = await seasonalAdTakingApplications(request);
  await preAcceptConsent(page);
  await open(page, `/jobs/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/ bei .* \| Wurzelwerk$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`[^/]/jobs/${id}$`),
  );
  await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute(
    "href",
    new RegExp(`/pl/jobs/${id}$`),
  );
  await expect(page.getByRole("region", { name: "Einsatz und Rahmenbedingungen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Jetzt bewerben" }).first()).toBeVisible();

  // The Polish version: a title without German words, its own og:locale.
  await open(page, `/pl/jobs/${id}`);
  await expect(page).not.toHaveTitle(/ bei /);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "pl_PL");
});

test("/pl/jobs/{id} of an unknown ad is the 404 in Polish", async ({ page, browserErrors }) => {
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 404/,
    "Die Seite einer unbekannten Anzeige ist eine 404; Chromium meldet jede 4xx-Antwort.",
  );
  await open(page, "/pl/jobs/999999999", 404);
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Diese Seite gibt es nicht");
  expectNone(
    await page.locator("main").innerText(),
    ["Diese Seite gibt es nicht", "Startseite"],
    "der polnischen 404",
  );
});
