import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  allowNoCreditRefusal,
  expectFocusInside,
  DESKTOP,
  PHONE,
  createDraftViaApi,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  geocodedLocation,
  grantCreditsAsStaff,
  jobCards,
  open,
  originHeaders,
  preAcceptConsent,
  presetSearchFilter,
  reload,
  sectorsByName,
  signUpAndVerify,
  tabUntilFocused,
  test,
  waitForHydration,
  type StoredSearchFilter,
} from "./support.ts";

// The ad editor (docs/product.md "Pages and addresses" /dashboard/job, /dashboard/job/{id}, /dashboard/job/preview):
// a new employer writes an ad from empty to published in the browser — per-step German errors
// (the browser's check and the server's 422 at the same fields), rich text, a header image,
// a reload that keeps the draft, the preview with the public page's component, publishing with
// a credit granted the way staff do — and finds it through the public search.

const TITLE = "Landschaftsgärtner/in (m/w/d) Freising";
const SECTOR = "Garten- und Landschaftsbau";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

const stepHeading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 2, name: new RegExp(`Schritt \\d von 4\\s*${name}`) });
const toast = (page: Page, text: string) =>
  page.locator(".Toastify__toast").filter({ hasText: text });
const editable = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true });
const toolbar = (page: Page, label: string) =>
  page.getByRole("toolbar", { name: `Formatierung: ${label}` });

async function pickPlace(page: Page, input: Locator, query: string, option: string) {
  await input.fill(query);
  const choice = page.getByRole("option", { name: option, exact: true });
  await expect(choice).toBeVisible();
  await choice.click();
  await expect(input).toHaveValue(option);
}

/** A wide PNG, made here so the upload is a real picture. */
async function headerPng(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 400, channels: 3, background: { r: 62, g: 118, b: 52 } },
  })
    .png()
    .toBuffer();
}

/**
 * On the phone the way back to the dashboard is in the header's menu, opened by keyboard. A
 * way out that was held up by the unsaved-changes question leaves the menu open.
 */
async function leaveThroughMenu(page: Page) {
  const opener = page.getByRole("button", { name: "Menü öffnen" });
  const link = page.getByRole("link", { name: "Zurück zum Profil" });
  if ((await opener.count()) > 0) {
    await tabUntilFocused(page, opener, 80, "Shift+Tab");
    await page.keyboard.press("Enter");
    await tabUntilFocused(page, link, 20);
  } else {
    await tabUntilFocused(page, link, 80, "Shift+Tab");
  }
  await page.keyboard.press("Enter");
}

test("Neue Anzeige mit der Maus: Fehler an den Feldern, Rich Text, Bild, Neuladen, Vorschau, Veröffentlichen", async ({
  page,
  browserErrors,
}) => {
  test.setTimeout(90_000);
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 422/,
    "Der Test lässt den Server ein Eintrittsdatum in der Vergangenheit ablehnen; Chromium meldet jede 4xx-Antwort.",
  );
  await page.setViewportSize(DESKTOP);
  await signUpAndVerify(page);

  // Dashboard → "Neue Anzeige" → the intro page → "Anzeige anlegen" makes the draft.
  await open(page, "/dashboard");
  const ads = page.getByRole("region", { name: "Ihre Stellenanzeigen" });
  await ads.getByRole("link", { name: "Neue Anzeige" }).click();
  await expect(page).toHaveURL(/\/dashboard\/job$/);
  await expect(page.getByRole("heading", { level: 1, name: "Neue Stellenanzeige" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zum Profil" })).toBeVisible();
  await expectNoAxeViolations(page, "/dashboard/job");
  await page.getByRole("button", { name: "Anzeige anlegen" }).click();
  await expect(page).toHaveURL(/\/dashboard\/job\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").at(-1));

  // Step 1 "Basisdaten".
  await expect(stepHeading(page, "Basisdaten")).toBeVisible();
  const steps = page.getByRole("navigation", { name: "Schritte der Anzeige" });
  await expect(steps.getByRole("listitem")).toHaveCount(4);
  await expect(steps.locator('[aria-current="step"]')).toContainText("Basisdaten");
  await expectNoAxeViolations(page, "Editor Schritt 1");

  // Nothing filled in: German errors at the fields, checked in the browser, nothing sent.
  await page.getByRole("button", { name: "Weiter" }).click();
  const title = page.getByRole("textbox", { name: "Stellentitel" });
  await expect(
    page.getByText("Der Stellentitel muss mindestens 3 Zeichen lang sein."),
  ).toBeVisible();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toBeFocused();
  await expect(page.getByText("Bitte wählen Sie mindestens eine Branche.")).toBeVisible();
  await expect(page.getByText("Bitte wählen Sie eine Anstellungsart.")).toBeVisible();
  await expect(
    page.getByText("Bitte wählen Sie den Arbeitsort aus der Vorschlagsliste."),
  ).toBeVisible();
  await expectNoAxeViolations(page, "Editor Schritt 1 mit Fehlern");

  await title.fill(TITLE);
  await expect(page.getByText("Der Stellentitel muss mindestens 3 Zeichen lang sein.")).toHaveCount(
    0,
  );
  await page.getByRole("checkbox", { name: SECTOR }).check();
  await page.getByRole("radio", { name: /^Vollzeit/ }).check();
  await pickPlace(
    page,
    page.getByRole("combobox", { name: "Arbeitsort" }),
    "Freis",
    "Freising, Bayern",
  );
  // A start date in the past: only the server knows "today", its 422 shows at the field.
  await page.getByRole("radio", { name: "Zu einem festen Datum" }).check();
  await page.getByLabel("Startdatum").fill("2020-03-01");
  const refused = page.waitForResponse(`**/api/job-advertisements/${id}/step1`);
  await page.getByRole("button", { name: "Weiter" }).click();
  expect((await refused).status()).toBe(422);
  const pastError = page.getByText("Das Eintrittsdatum darf nicht in der Vergangenheit liegen.");
  await expect(pastError.first()).toBeVisible();
  await expect(page.getByLabel("Startdatum")).toHaveAttribute("aria-invalid", "true");
  await expect(stepHeading(page, "Basisdaten")).toBeVisible();

  await page.getByRole("radio", { name: "Ab sofort / nach Vereinbarung" }).check();
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 2 "Beschreibung": rich text (bold, a list), header image.
  await expect(stepHeading(page, "Beschreibung")).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/dashboard/job/${id}\\?schritt=2$`));
  const description = editable(page, "Über die Stelle");
  await expect(description).toBeVisible();
  await description.click();
  await page.keyboard.type("Wir pflegen Gärten und Parks rund um Freising und suchen ");
  const bold = toolbar(page, "Über die Stelle").getByRole("button", { name: "Fett" });
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("tatkräftige Verstärkung");
  await bold.click();
  await page.keyboard.type(" für unser Team.");
  await expect(description.locator("strong")).toHaveText("tatkräftige Verstärkung");

  const tasks = editable(page, "Deine Aufgaben");
  await tasks.click();
  await toolbar(page, "Deine Aufgaben").getByRole("button", { name: "Aufzählung" }).click();
  await page.keyboard.type("Pflanzarbeiten");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Pflege von Grünanlagen");
  await expect(tasks.locator("ul > li")).toHaveCount(2);
  await expect(
    toolbar(page, "Deine Aufgaben").getByRole("button", { name: "Aufzählung" }),
  ).toHaveAttribute("aria-pressed", "true");

  await editable(page, "Dein Profil").click();
  await page.keyboard.type(
    "Eine Ausbildung im Garten- und Landschaftsbau und Freude an der Arbeit draußen.",
  );

  await page.getByLabel("Titelbild hochladen").setInputFiles({
    name: "team.png",
    mimeType: "image/png",
    buffer: await headerPng(),
  });
  const preview = page.getByTestId("header-image-preview");
  await expect(preview.getByRole("img", { name: "Vorschau des Titelbilds" })).toBeVisible();
  await expect(preview).toHaveAttribute("style", /md-blurred|background-image/);
  await expectNoAxeViolations(page, "Editor Schritt 2");
  await page.getByRole("button", { name: "Weiter" }).click();

  // Step 3 is open; a reload keeps everything (the draft lives on the server).
  await expect(stepHeading(page, "Kontakt & Bewerbung")).toBeVisible();
  // The step is in the server's HTML at once; "Zurück" works only once React has taken over.
  await reload(page);
  await expect(stepHeading(page, "Kontakt & Bewerbung")).toBeVisible();
  await page.getByRole("button", { name: "Zurück" }).click();
  await expect(stepHeading(page, "Beschreibung")).toBeVisible();
  await expect(editable(page, "Über die Stelle").locator("strong")).toHaveText(
    "tatkräftige Verstärkung",
  );
  await expect(editable(page, "Deine Aufgaben").locator("ul > li")).toHaveText([
    "Pflanzarbeiten",
    "Pflege von Grünanlagen",
  ]);
  await expect(
    page.getByTestId("header-image-preview").getByRole("img", { name: "Vorschau des Titelbilds" }),
  ).toBeVisible();
  // From the server's HTML the picture may finish loading before React hydrates: it still shows.
  await reload(page);
  await expect(
    page.getByTestId("header-image-preview").getByRole("img", { name: "Vorschau des Titelbilds" }),
  ).toHaveCSS("opacity", "1");
  await steps.getByRole("link", { name: /Basisdaten/ }).click();
  await expect(stepHeading(page, "Basisdaten")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toHaveValue(TITLE);
  await expect(page.getByRole("checkbox", { name: SECTOR })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Vollzeit/ })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Arbeitsort" })).toHaveValue("Freising, Bayern");
  await steps.getByRole("link", { name: /Kontakt & Bewerbung/ }).click();

  // Step 3 "Kontakt & Bewerbung", salary in euros. A new ad takes applications on Wurzelwerk
  // unless told otherwise; by e-mail the address is needed.
  await expect(stepHeading(page, "Kontakt & Bewerbung")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Bewerbung über Wurzelwerk/ })).toBeChecked();
  await expect(page.getByRole("textbox", { name: /E-Mail für Bewerbungen/ })).toHaveCount(0);
  await page.getByRole("radio", { name: "Bewerbung per E-Mail" }).check();
  await page.getByRole("textbox", { name: "E-Mail für Bewerbungen" }).fill("bewerbung@example.org");
  await page.getByRole("textbox", { name: "Name (optional)" }).fill("Erika Gärtner");
  await page.getByRole("textbox", { name: "Telefon (optional)" }).fill("08161 123456");
  await page.getByRole("textbox", { name: "Gehalt von (€) (optional)" }).fill("2800");
  await page.getByRole("textbox", { name: "Gehalt bis (€) (optional)" }).fill("3.400");
  await page.getByRole("radio", { name: "pro Monat" }).check();
  await expectNoAxeViolations(page, "Editor Schritt 3");
  const step3 = page.waitForResponse(`**/api/job-advertisements/${id}/step3`);
  await page.getByRole("button", { name: "Weiter zur Vorschau" }).click();
  const saved3 = (await (await step3).json()) as {
    data: { salary_min: number; salary_max: number; application_method: string };
  };
  expect(saved3.data.application_method).toBe("email");
  expect(saved3.data.salary_min).toBe(280_000);
  expect(saved3.data.salary_max).toBe(340_000);

  // Step 4 "Vorschau": the public page's component with the texts.
  await expect(stepHeading(page, "Vorschau")).toBeVisible();
  const shown = page.getByTestId("job-ad-preview");
  await expect(shown.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(shown.getByRole("heading", { name: "Deine Aufgaben" })).toBeVisible();
  await expect(shown.locator("strong")).toContainText("tatkräftige Verstärkung");
  await expect(shown.locator("li").filter({ hasText: "Pflege von Grünanlagen" })).toBeVisible();
  await expect(shown).toContainText(/2\.800\s€\s–\s3\.400\s€/);
  await expect(shown).toContainText("Erika Gärtner");
  await expectNoAxeViolations(page, "Editor Schritt 4 (Vorschau)");

  // The preview page of docs/product.md "Pages and addresses" shows the same.
  await page.getByRole("link", { name: "Vorschau als ganze Seite öffnen" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/job/preview\\?id=${id}$`));
  // The address changes before the page is drawn; until then the editor (with its own title
  // and the embedded preview's) is still on screen.
  await expect(page.getByText("Vorschau Ihrer Anzeige")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Status: Entwurf")).toBeVisible();
  await expectNoAxeViolations(page, "/dashboard/job/preview");
  await page.getByRole("link", { name: "Zurück zum Editor", exact: true }).click();
  await expect(stepHeading(page, "Vorschau")).toBeVisible();

  // Publish with a credit granted by staff: asks first, then the toast and the dashboard.
  await grantCreditsAsStaff(page, { durationDays: 30 });
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  const dialog = page.getByRole("dialog", { name: "Anzeige veröffentlichen?" });
  await expect(dialog).toContainText("Dafür wird eine Anzeige aus Ihrem Guthaben verbraucht.");
  await expect(dialog).toContainText("(30 Tage)");
  await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await expect(toast(page, "ist jetzt veröffentlicht")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = ads.getByRole("article", { name: TITLE });
  await expect(card).toContainText("Aktiv");
  await expect(card.getByRole("link", { name: /^Bearbeiten/ })).toHaveAttribute(
    "href",
    `/dashboard/job/${id}`,
  );

  await open(page, `/jobs/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
});

test("Vorschau ohne Guthaben: Veröffentlichen wird abgelehnt, mit der Meldung des Servers und dem Weg zu den Paketen", async ({
  page,
  browserErrors,
}) => {
  allowNoCreditRefusal(browserErrors);
  await signUpAndVerify(page);
  const id = await createDraftViaApi(page, 3, "Baumpfleger/in (m/w/d)");
  await open(page, `/dashboard/job/${id}?schritt=4`);
  await expect(stepHeading(page, "Vorschau")).toBeVisible();
  await waitForHydration(page);

  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  const dialog = page.getByRole("dialog", { name: "Anzeige veröffentlichen?" });
  await expect(dialog).toContainText("Sie haben zurzeit kein Guthaben für Anzeigen.");
  const publish = page.waitForResponse(`**/api/job-advertisements/${id}/publish`);
  await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  expect((await publish).status()).toBe(402);
  await expect(dialog).toHaveCount(0);

  const noCredit = "Sie haben kein Anzeigen-Guthaben mehr.";
  const refused = toast(page, noCredit);
  await expect(refused).toBeVisible();
  await expect(refused).toHaveClass(/Toastify__toast--error/);
  // Under the preview (the toast is an alert too): the reason and the way to the packages.
  const packages = page.getByRole("link", { name: "Pakete ansehen" });
  const alert = page.getByRole("alert").filter({ has: packages });
  await expect(alert).toContainText(noCredit);
  await expect(packages).toHaveAttribute("href", "/arbeitgeber");
  // Still the draft's preview: nothing was published.
  await expect(page).toHaveURL(new RegExp(`/dashboard/job/${id}\\?schritt=4$`));
  await expect(page.getByRole("button", { name: "Veröffentlichen" })).toBeVisible();
});

/** The search of a seeker around Freising: Baumschule, Teilzeit, start in 1–3 months. */
async function freisingSearch(page: Page): Promise<StoredSearchFilter> {
  const sectors = await sectorsByName(page);
  return {
    sectors: [sectors.get("Baumschule")!],
    working_time: "Teilzeit",
    job_available_at: "1_to_3_months",
    location: await geocodedLocation(page, "Freising", 30),
    updated_at: new Date().toISOString(),
  };
}

/**
 * The result cards of `title` on /jobs with the stored search, once there are `count` of them:
 * the search index takes a change in on its next sync (SEARCH_SYNC_MS), so /jobs is loaded again
 * until it has.
 */
async function searchCard(page: Page, title: string, count: number) {
  const cards = jobCards(page).filter({
    has: page.getByRole("heading", { name: title, exact: true }),
  });
  await expect(async () => {
    await open(page, "/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /(passender Job|passende Jobs) in deiner Nähe/,
    );
    await expect(cards).toHaveCount(count, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return cards;
}

// The whole life of an ad for a new employer, by keyboard only, on a phone and on a desktop:
// one body, run at both widths.
for (const [label, viewport] of [
  ["360 px", PHONE],
  ["1440 px", DESKTOP],
] as const) {
  test(`${label}, nur Tastatur: neuer Arbeitgeber schreibt eine Anzeige von leer bis veröffentlicht, findet sie in der Suche, verlängert und beendet sie`, async ({
    page,
    browserErrors,
  }) => {
    test.setTimeout(150_000);
    browserErrors.allow(
      /status of 410 \(Gone\)/,
      "Die beendete Anzeige antwortet absichtlich mit 410; Chromium meldet das als Konsolenfehler.",
    );
    const jobTitle = `Baumschulgärtner/in ${Date.now().toString(36)}`;
    await page.setViewportSize(viewport);
    // A seeker's stored search in this tab, for the public search later on.
    await presetSearchFilter(page, await freisingSearch(page));
    // A new employer: registered, verified through the link in the mail, signed in by it.
    await signUpAndVerify(page);
    await grantCreditsAsStaff(page, { count: 2, durationDays: 30 });

    // From the dashboard to a new draft, by keyboard.
    await open(page, "/dashboard");
    const ads = page.getByRole("region", { name: "Ihre Stellenanzeigen" });
    await tabUntilFocused(page, ads.getByRole("link", { name: "Neue Anzeige" }), 80);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/job$/);
    await expectNoAxeViolations(page, `/dashboard/job, ${label}`);
    await tabUntilFocused(page, page.getByRole("button", { name: "Anzeige anlegen" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/job\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));
    await expect(stepHeading(page, "Basisdaten")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `Editor Schritt 1, ${label}`);

    // Step 1: title, a sector (Space), the job type (one tab stop, arrows), the place.
    await tabUntilFocused(page, page.getByRole("textbox", { name: "Stellentitel" }));
    await page.keyboard.type(jobTitle);
    const sector = page.getByRole("checkbox", { name: "Baumschule" });
    await tabUntilFocused(page, sector);
    await page.keyboard.press("Space");
    await expect(sector).toBeChecked();
    const fullTime = page.getByRole("radio", { name: /^Vollzeit/ });
    await tabUntilFocused(page, fullTime);
    await page.keyboard.press("Space");
    await expect(fullTime).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /^Teilzeit/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Ab sofort / nach Vereinbarung" })).toBeChecked();
    const place = page.getByRole("combobox", { name: "Arbeitsort" });
    await tabUntilFocused(page, place);
    await page.keyboard.type("Freis");
    await expect(page.getByRole("option", { name: "Freising, Bayern", exact: true })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(place).toHaveValue("Freising, Bayern");
    // The radius slider of the search has no meaning for an ad: not a tab stop here.
    await expect(page.getByRole("slider")).toHaveCount(0);
    await tabUntilFocused(page, page.getByRole("button", { name: "Weiter" }));
    await page.keyboard.press("Enter");

    // Step 2: the keyboard continues at the heading; the rich text loads on demand.
    await expect(stepHeading(page, "Beschreibung")).toBeFocused();
    await expect(editable(page, "Über die Stelle")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `Editor Schritt 2, ${label}`);

    // Tab reaches the toolbar, arrows move in it, Tab enters the text; Strg+B makes bold.
    const firstTool = toolbar(page, "Über die Stelle").getByRole("button", { name: "Fett" });
    await tabUntilFocused(page, firstTool);
    await page.keyboard.press("ArrowRight");
    await expect(
      toolbar(page, "Über die Stelle").getByRole("button", { name: "Kursiv" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(editable(page, "Über die Stelle")).toBeFocused();
    await page.keyboard.type("Wir suchen ");
    await page.keyboard.press("Control+B");
    await page.keyboard.type("tatkräftige Verstärkung");
    await page.keyboard.press("Control+B");
    await page.keyboard.type(" für die Pflege unserer Baumschulquartiere rund um Freising.");
    await expect(editable(page, "Über die Stelle").locator("strong")).toHaveText(
      "tatkräftige Verstärkung",
    );
    // Tab leaves the text (no keyboard trap) for the next toolbar; a list from the toolbar.
    await page.keyboard.press("Tab");
    const taskTools = toolbar(page, "Deine Aufgaben");
    await expect(taskTools.getByRole("button", { name: "Fett" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(taskTools.getByRole("button", { name: "Aufzählung" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(editable(page, "Deine Aufgaben")).toBeFocused();
    await page.keyboard.type("Veredeln und Topfen");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Verladen von Gehölzen");
    await expect(editable(page, "Deine Aufgaben").locator("ul > li")).toHaveText([
      "Veredeln und Topfen",
      "Verladen von Gehölzen",
    ]);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(editable(page, "Dein Profil")).toBeFocused();
    await page.keyboard.type("Gärtnerische Ausbildung oder Erfahrung in einer Baumschule.");
    // A link from the last tool of the toolbar: the address field opens, Enter applies it.
    await page.keyboard.press("Tab");
    const benefitTools = toolbar(page, "Wir bieten");
    await expect(benefitTools.getByRole("button", { name: "Fett" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(benefitTools.getByRole("button", { name: "Link" })).toBeFocused();
    await page.keyboard.press("Enter");
    const linkAddress = page
      .getByRole("group", { name: "Link bearbeiten: Wir bieten" })
      .getByRole("textbox", { name: "Linkadresse" });
    await expect(linkAddress).toBeFocused();
    await page.keyboard.type("www.baumschule-freising.example");
    await page.keyboard.press("Enter");
    await expect(editable(page, "Wir bieten")).toBeFocused();
    await expect(editable(page, "Wir bieten").getByRole("link")).toHaveAttribute(
      "href",
      "https://www.baumschule-freising.example",
    );

    // The header image: the file field is a tab stop, Space opens the file choice.
    await page.keyboard.press("Tab");
    const upload = page.getByLabel("Titelbild hochladen");
    await tabUntilFocused(page, upload, 5);
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (
      await chooser
    ).setFiles({ name: "quartier.png", mimeType: "image/png", buffer: await headerPng() });
    await expect(
      page
        .getByTestId("header-image-preview")
        .getByRole("img", { name: "Vorschau des Titelbilds" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Bild entfernen" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `Editor Schritt 2 mit Text und Bild, ${label}`);
    await tabUntilFocused(page, page.getByRole("button", { name: "Weiter" }));
    await page.keyboard.press("Enter");

    // Step 3: application address, contact and salary, by keyboard.
    await expect(stepHeading(page, "Kontakt & Bewerbung")).toBeFocused();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `Editor Schritt 3, ${label}`);
    // The ways of applying are one tab stop (the form on Wurzelwerk chosen); an arrow key
    // chooses e-mail, whose address field then follows.
    await tabUntilFocused(page, page.getByRole("radio", { name: /^Bewerbung über Wurzelwerk/ }));
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Bewerbung per E-Mail" })).toBeChecked();
    await tabUntilFocused(page, page.getByRole("textbox", { name: "E-Mail für Bewerbungen" }));
    await page.keyboard.type("jobs@baumschule.example");
    await tabUntilFocused(page, page.getByRole("textbox", { name: "Name (optional)" }));
    await page.keyboard.type("Erika Gärtner");
    await tabUntilFocused(page, page.getByRole("textbox", { name: "Gehalt von (€) (optional)" }));
    await page.keyboard.type("2600");
    await tabUntilFocused(page, page.getByRole("textbox", { name: "Gehalt bis (€) (optional)" }));
    await page.keyboard.type("3100");
    // The periods are one tab stop (none chosen yet: the first); an arrow key chooses.
    await tabUntilFocused(page, page.getByRole("radio", { name: "pro Stunde" }));
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "pro Monat" })).toBeChecked();
    await tabUntilFocused(page, page.getByRole("button", { name: "Weiter zur Vorschau" }));
    await page.keyboard.press("Enter");

    // Step 4: the preview with the public page's component.
    await expect(stepHeading(page, "Vorschau")).toBeFocused();
    const shown = page.getByTestId("job-ad-preview");
    await expect(shown.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible();
    await expect(shown.locator("strong")).toContainText("tatkräftige Verstärkung");
    await expect(shown).toContainText(/2\.600\s€\s–\s3\.100\s€/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `Editor Schritt 4 (Vorschau), ${label}`);

    // The preview page of its own, and back, by keyboard.
    await tabUntilFocused(
      page,
      page.getByRole("link", { name: "Vorschau als ganze Seite öffnen" }),
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/dashboard/job/preview\\?id=${id}$`));
    await expect(page.getByText("Vorschau Ihrer Anzeige")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible();
    await expect(page.getByText("Status: Entwurf")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/dashboard/job/preview, ${label}`);
    await tabUntilFocused(page, page.getByRole("link", { name: "Zurück zum Editor", exact: true }));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page, "Vorschau")).toBeVisible();

    // Publish: the confirmation dialog says what it costs; its buttons by Tab.
    await tabUntilFocused(page, page.getByRole("button", { name: "Veröffentlichen" }));
    await page.keyboard.press("Enter");
    const publish = page.getByRole("dialog", { name: "Anzeige veröffentlichen?" });
    await expect(publish).toContainText("Dafür wird eine Anzeige aus Ihrem Guthaben verbraucht.");
    await expect(publish).toContainText("(30 Tage)");
    await expectNoAxeViolations(page, `Bestätigung Veröffentlichen, ${label}`);
    await tabUntilFocused(page, publish.getByRole("button", { name: "Jetzt veröffentlichen" }), 4);
    await page.keyboard.press("Enter");
    await expect(toast(page, "ist jetzt veröffentlicht")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = ads.getByRole("article", { name: jobTitle });
    await expect(card).toContainText("Aktiv");

    // A seeker finds it through the public search around Freising, and opens it.
    const hit = await searchCard(page, jobTitle, 1);
    await expectNoHorizontalScroll(page);
    const link = hit.getByRole("link", { name: jobTitle });
    await expect(link).toHaveAttribute("href", `/jobs/${id}`);
    await tabUntilFocused(page, link, 80);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/jobs/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible();

    // Extend and terminate on the dashboard, by keyboard, each after its question.
    await open(page, "/dashboard");
    await tabUntilFocused(page, card.getByRole("button", { name: /^Verlängern/ }), 80);
    await page.keyboard.press("Enter");
    const extend = page.getByRole("dialog", { name: "Anzeige verlängern?" });
    await expectNoAxeViolations(page, `Bestätigung Verlängern, ${label}`);
    await tabUntilFocused(page, extend.getByRole("button", { name: "Jetzt verlängern" }), 4);
    await page.keyboard.press("Enter");
    await expect(toast(page, "wurde verlängert")).toBeVisible();
    await tabUntilFocused(page, card.getByRole("button", { name: /^Beenden/ }), 80);
    await page.keyboard.press("Enter");
    const end = page.getByRole("dialog", { name: "Anzeige beenden?" });
    await tabUntilFocused(page, end.getByRole("button", { name: "Anzeige beenden" }), 4);
    await page.keyboard.press("Enter");
    await expect(toast(page, "wurde beendet")).toBeVisible();
    await expect(card).toContainText("Beendet");
    await expectNoHorizontalScroll(page);

    // Gone from the search; its page answers as ended (410) and points to current jobs.
    await searchCard(page, jobTitle, 0);
    const ended = await page.goto(`/jobs/${id}`);
    expect(ended?.status()).toBe(410);
    await expect(page.getByRole("main")).toContainText("nicht mehr verfügbar");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/jobs/${id} beendet, ${label}`);
  });
}

test("veröffentlichte Anzeige: Branchen, Anstellungsart und Arbeitsort stehen fest, mit dem Weg zur Kopie", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpAndVerify(page);
  await grantCreditsAsStaff(page);
  const title = `Gärtner/in fest ${Date.now().toString(36)}`;
  const id = await createDraftViaApi(page, 3, title);
  const published = await page.request.put(`/api/job-advertisements/${id}/publish`, {
    headers: originHeaders(),
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);

  await open(page, `/dashboard/job/${id}?schritt=1`);
  await expect(stepHeading(page, "Basisdaten")).toBeVisible();
  const notice = page.getByRole("note", { name: "Diese Anzeige ist bereits veröffentlicht." });
  await expect(notice).toContainText("Branchen, Anstellungsart und Arbeitsort stehen deshalb fest");
  // Every sector and job type is shown, none can be changed; the place is read-only. The
  // seasonal-work section's checkboxes stay editable.
  const sectorBoxes = page.getByRole("group", { name: "Branchen" }).getByRole("checkbox");
  await expect(sectorBoxes).not.toHaveCount(0);
  for (const checkbox of await sectorBoxes.all()) {
    await expect(checkbox).toBeDisabled();
  }
  await expect(page.getByRole("checkbox", { name: /^Verpflegung gestellt/ })).toBeEnabled();
  await expect(page.getByRole("checkbox", { name: "Garten- und Landschaftsbau" })).toBeChecked();
  for (const radio of await page
    .getByRole("group", { name: "Anstellungsart" })
    .getByRole("radio")
    .all()) {
    await expect(radio).toBeDisabled();
  }
  await expect(page.getByRole("radio", { name: /^Vollzeit/ })).toBeChecked();
  const place = page.getByRole("combobox", { name: "Arbeitsort" });
  await expect(place).toHaveAttribute("readonly", "");
  await expect(
    page.getByText("Der Arbeitsort einer veröffentlichten Anzeige steht fest."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Eingabe löschen" })).toHaveCount(0);
  // Title and start stay editable.
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toBeEditable();
  await expect(page.getByRole("radio", { name: "Zu einem festen Datum" })).toBeEnabled();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Schritt 1 einer veröffentlichten Anzeige");

  // Keyboard: the disabled choices are no tab stops; the way to the copy is.
  const copy = notice.getByRole("button", { name: "Als neuen Entwurf duplizieren" });
  await tabUntilFocused(page, copy);
  await page.keyboard.press("Enter");
  await expect(toast(page, "als neuer Entwurf kopiert")).toBeVisible();
  // The copy's own editor (the published ad was open at step 1 too: wait for the other id).
  await expect(page).toHaveURL(
    (url) =>
      /^\/dashboard\/job\/\d+$/.test(url.pathname) &&
      url.pathname !== `/dashboard/job/${id}` &&
      url.searchParams.get("schritt") === "1",
  );
  const copyId = Number(new URL(page.url()).pathname.split("/").at(-1));
  expect(copyId).toBeGreaterThan(id);
  await expect(page.getByText("Stellenanzeige · Entwurf")).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toHaveValue(title);
  await expect(page.getByRole("checkbox", { name: "Garten- und Landschaftsbau" })).toBeEnabled();
  await expect(page.getByRole("checkbox", { name: "Garten- und Landschaftsbau" })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Teilzeit/ })).toBeEnabled();
  await expect(page.getByRole("combobox", { name: "Arbeitsort" })).not.toHaveAttribute(
    "readonly",
    "",
  );
  // The copy can take another job type (Saisonarbeit with its season); the published ad is unchanged.
  await page.getByRole("radio", { name: /^Saisonarbeit/ }).check();
  const nextYear = new Date().getFullYear() + 1;
  await page.getByLabel("Saisonbeginn").fill(`${nextYear}-04-01`);
  await page.getByLabel("Saisonende").fill(`${nextYear}-09-30`);
  const saved = page.waitForResponse(`**/api/job-advertisements/${copyId}/step1`);
  await page.getByRole("button", { name: "Weiter" }).click();
  expect((await saved).status()).toBe(200);
  await expect(stepHeading(page, "Beschreibung")).toBeFocused();
  const original = (await (await page.request.get(`/api/job-advertisements/${id}`)).json()) as {
    data: { status: string; working_time: string };
  };
  expect(original.data).toMatchObject({ status: "published", working_time: "Vollzeit" });
});

test("ungespeicherte Änderungen: Schritte wechseln behält sie, Verlassen fragt nach, Neuladen auch", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpAndVerify(page);
  const id = await createDraftViaApi(page, 2, "Obstbauer/in");
  await open(page, `/dashboard/job/${id}?schritt=1`);
  const title = page.getByRole("textbox", { name: "Stellentitel" });
  await expect(title).toHaveValue("Obstbauer/in");

  // Nothing changed: leaving needs no question.
  const steps = page.getByRole("navigation", { name: "Schritte der Anzeige" });
  await title.fill("Obstbauer/in (m/w/d)");
  // Another step of the editor keeps the input without asking.
  await steps.getByRole("link", { name: /Beschreibung/ }).click();
  await expect(stepHeading(page, "Beschreibung")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await steps.getByRole("link", { name: /Basisdaten/ }).click();
  await expect(title).toHaveValue("Obstbauer/in (m/w/d)");

  // Leaving the editor inside the app asks first, in German; staying keeps the text.
  await page.getByRole("link", { name: "Zurück zum Profil" }).click();
  const leave = page.getByRole("dialog", { name: "Ungespeicherte Änderungen verwerfen?" });
  await expect(leave).toBeVisible();
  await expect(leave).toContainText("noch nicht gespeichert");
  await expectNoAxeViolations(page, "Frage vor dem Verlassen");
  await leave.getByRole("button", { name: "Weiter bearbeiten" }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/dashboard/job/${id}\\?schritt=1$`));
  await expect(title).toHaveValue("Obstbauer/in (m/w/d)");
  // By keyboard the same; Escape stays too.
  await title.focus();
  await leaveThroughMenu(page);
  await expect(leave).toBeVisible();
  await expectFocusInside(leave);
  await page.keyboard.press("Escape");
  await expect(leave).toHaveCount(0);
  await expect(title).toHaveValue("Obstbauer/in (m/w/d)");

  // Closing or reloading the tab gets the browser's own question (beforeunload).
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.type();
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toBe("beforeunload");
  expect(page.isClosed()).toBe(false);
  await expect(title).toHaveValue("Obstbauer/in (m/w/d)");

  // Leaving for real: the text is not saved.
  await page.getByRole("link", { name: "Zurück zum Profil" }).click();
  await leave.getByRole("button", { name: "Verwerfen und verlassen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = (await (await page.request.get(`/api/job-advertisements/${id}`)).json()) as {
    data: { title: string };
  };
  expect(stored.data.title).toBe("Obstbauer/in");

  // Saved with "Weiter", the way out is free.
  await open(page, `/dashboard/job/${id}?schritt=1`);
  await title.fill("Obstbauer/in (m/w/d)");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(stepHeading(page, "Beschreibung")).toBeFocused();
  await page.getByRole("link", { name: "Zurück zum Profil" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Editor und Vorschau kommen vom Server; fremde und unbekannte Anzeigen sind 404", async ({
  page,
  browser,
  browserErrors,
}) => {
  browserErrors.allow(
    /status of 404 \(Not Found\)/,
    "Der Test öffnet absichtlich fremde und unbekannte Anzeigen; Chromium meldet die 404.",
  );
  await signUpAndVerify(page);
  const title = "Winzer/in Steillage";
  const id = await createDraftViaApi(page, 3, title);

  // The first answer already holds the ad: the editor's fields and the preview's heading.
  const editorHtml = await (await page.request.get(`/dashboard/job/${id}?schritt=1`)).text();
  expect(editorHtml).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(editorHtml).toContain(">Stellentitel<");
  expect(editorHtml).toContain(`value="${title}"`);
  const previewHtml = await (await page.request.get(`/dashboard/job/preview?id=${id}`)).text();
  expect(previewHtml).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(previewHtml).toContain(">Vorschau Ihrer Anzeige<");
  await open(page, `/dashboard/job/${id}?schritt=4`);
  await expect(stepHeading(page, "Vorschau")).toBeVisible();
  await expect(
    page.getByTestId("job-ad-preview").getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();

  // Another employer: the same addresses are pages that do not exist.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  browserErrors.watch(stranger);
  try {
    await signUpAndVerify(stranger);
    for (const path of [
      `/dashboard/job/${id}`,
      `/dashboard/job/preview?id=${id}`,
      "/dashboard/job/999999999",
      "/dashboard/job/preview?id=999999999",
      "/dashboard/job/preview?id=abc",
      "/dashboard/job/preview",
      "/dashboard/job/0",
    ]) {
      const response = await stranger.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(stranger.getByRole("heading", { level: 1 }), path).toHaveText(
        "Diese Seite gibt es nicht",
      );
      await expect(stranger.getByText(title)).toHaveCount(0);
    }
    await waitForHydration(stranger);
    await expectNoAxeViolations(stranger, "404 einer fremden Anzeige");
  } finally {
    await other.close();
  }
});
test("abgemeldet führen die Editor-Seiten zur Anmeldung, mit dem Weg zurück", async ({ page }) => {
  for (const path of [
    "/dashboard/job",
    "/dashboard/job/1?schritt=2",
    "/dashboard/job/preview?id=1",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(
      (url) => url.pathname === "/login" && url.searchParams.get("redirect") === path,
    );
  }
});
