import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import {
  API_HEADERS,
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  grantCreditsAsStaff,
  open,
  preAcceptConsent,
  sectorsByName,
  signUpAndVerify,
  tabUntilFocused,
  test,
} from "./support.ts";

// The ad editor (issue 5, SPEC.md §2 /dashboard/job, /dashboard/job/{id}, /dashboard/job/preview):
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

async function findInSearch(page: Page, body: Record<string, unknown>, id: number) {
  for (let pageNo = 1; pageNo <= 20; pageNo++) {
    const response = await page.request.post("/api/job-advertisements/search", {
      headers: API_HEADERS,
      data: { ...body, page: pageNo },
    });
    expect(response.status(), await response.text()).toBe(200);
    const answer = (await response.json()) as {
      data: { id: number; title: string }[];
      last_page: number;
    };
    const hit = answer.data.find((job) => job.id === id);
    if (hit) return hit;
    if (pageNo >= answer.last_page) return null;
  }
  return null;
}

test("Neue Anzeige von leer bis veröffentlicht: Fehler, Rich Text, Bild, Neuladen, Vorschau, Suche", async ({
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
  await expect(page.getByText("Bitte wähle mindestens eine Branche.")).toBeVisible();
  await expect(page.getByText("Bitte wähle eine Anstellungsart.")).toBeVisible();
  await expect(page.getByText("Bitte wähle den Arbeitsort aus der Vorschlagsliste.")).toBeVisible();
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
  await page.reload();
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
  await steps.getByRole("link", { name: /Basisdaten/ }).click();
  await expect(stepHeading(page, "Basisdaten")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toHaveValue(TITLE);
  await expect(page.getByRole("checkbox", { name: SECTOR })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Vollzeit/ })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Arbeitsort" })).toHaveValue("Freising, Bayern");
  await steps.getByRole("link", { name: /Kontakt & Bewerbung/ }).click();

  // Step 3 "Kontakt & Bewerbung", salary in euros.
  await expect(stepHeading(page, "Kontakt & Bewerbung")).toBeVisible();
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
    data: { salary_min: number; salary_max: number };
  };
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

  // The preview page of SPEC.md §2 shows the same.
  await page.getByRole("link", { name: "Vorschau als ganze Seite öffnen" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/job/preview\\?id=${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Status: Entwurf")).toBeVisible();
  await expectNoAxeViolations(page, "/dashboard/job/preview");
  await page.getByRole("link", { name: "Zurück zum Editor", exact: true }).click();
  await expect(stepHeading(page, "Vorschau")).toBeVisible();

  // Publish with a credit granted by staff: asks first, then the toast and the dashboard.
  await grantCreditsAsStaff(page, { durationDays: 30 });
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  const dialog = page.getByRole("dialog", { name: "Anzeige veröffentlichen?" });
  await expect(dialog).toContainText("Dafür wird 1 Anzeigen-Guthaben verbraucht.");
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

  // Seekers find it: the public search around Freising, and its page.
  const sector = (await sectorsByName(page)).get(SECTOR)!;
  const place = (await (
    await page.request.post("/api/geocoding", {
      headers: API_HEADERS,
      data: { address: "Freising" },
    })
  ).json()) as { data: { latitude: number; longitude: number }[] };
  const hit = await findInSearch(
    page,
    {
      sectors: [sector.id],
      working_time: "Vollzeit",
      job_available_at: "1_to_3_months",
      latitude: place.data[0]!.latitude,
      longitude: place.data[0]!.longitude,
      geo_radius: 30,
    },
    id,
  );
  expect(hit, "die Anzeige ist in der Suche").not.toBeNull();
  expect(hit!.title).toBe(TITLE);
  await open(page, `/jobs/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
});

test("360 px, nur Tastatur: anlegen, alle Schritte, veröffentlichen, bearbeiten, verlängern, beenden", async ({
  page,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  browserErrors.allow(
    /status of 410 \(Gone\)/,
    "Die beendete Anzeige antwortet absichtlich mit 410; Chromium meldet das als Konsolenfehler.",
  );
  await page.setViewportSize(PHONE);
  await signUpAndVerify(page);
  await grantCreditsAsStaff(page, { count: 2, durationDays: 30 });
  await open(page, "/dashboard/job");
  await expectNoHorizontalScroll(page);

  const create = page.getByRole("button", { name: "Anzeige anlegen" });
  await tabUntilFocused(page, create);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/job\/\d+$/);
  await expect(stepHeading(page, "Basisdaten")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Editor Schritt 1, 360 px");

  const title = page.getByRole("textbox", { name: "Stellentitel" });
  await tabUntilFocused(page, title);
  await page.keyboard.type("Baumschulgärtner/in");
  const sector = page.getByRole("checkbox", { name: "Baumschule" });
  await tabUntilFocused(page, sector);
  await page.keyboard.press("Space");
  await expect(sector).toBeChecked();
  // The job types are one tab stop; arrow keys choose within.
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

  const next = page.getByRole("button", { name: "Weiter" });
  await tabUntilFocused(page, next);
  await page.keyboard.press("Enter");
  // The keyboard continues at the next step's heading; the editor loaded on demand.
  await expect(stepHeading(page, "Beschreibung")).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Über die Stelle", exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Editor Schritt 2, 360 px");

  // Keyboard in the rich text: Tab reaches the toolbar, arrows move in it, Tab enters the text.
  const firstTool = toolbar(page, "Über die Stelle").getByRole("button", { name: "Fett" });
  await tabUntilFocused(page, firstTool);
  await page.keyboard.press("ArrowRight");
  await expect(
    toolbar(page, "Über die Stelle").getByRole("button", { name: "Kursiv" }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(editable(page, "Über die Stelle")).toBeFocused();
  await page.keyboard.type("Kurzer Text");
  await page.keyboard.type(" über die Pflege von Baumschulquartieren rund um Freising.");
  // Tab leaves the text field (no keyboard trap) for the next toolbar.
  await page.keyboard.press("Tab");
  await expect(toolbar(page, "Deine Aufgaben").getByRole("button", { name: "Fett" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(editable(page, "Deine Aufgaben")).toBeFocused();
  await page.keyboard.type("Veredeln, Topfen und Verladen von Gehölzen");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(editable(page, "Dein Profil")).toBeFocused();
  await page.keyboard.type("Gärtnerische Ausbildung oder Erfahrung in einer Baumschule");

  await tabUntilFocused(page, page.getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");
  await expect(stepHeading(page, "Kontakt & Bewerbung")).toBeFocused();
  await expectNoHorizontalScroll(page);
  const email = page.getByRole("textbox", { name: "E-Mail für Bewerbungen" });
  await tabUntilFocused(page, email);
  await page.keyboard.type("jobs@baumschule.example");
  await tabUntilFocused(page, page.getByRole("button", { name: "Weiter zur Vorschau" }));
  await page.keyboard.press("Enter");

  await expect(stepHeading(page, "Vorschau")).toBeFocused();
  await expect(
    page
      .getByTestId("job-ad-preview")
      .getByRole("heading", { level: 1, name: "Baumschulgärtner/in" }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Editor Vorschau, 360 px");
  await tabUntilFocused(page, page.getByRole("button", { name: "Veröffentlichen" }));
  await page.keyboard.press("Enter");
  const publish = page.getByRole("dialog", { name: "Anzeige veröffentlichen?" });
  await expect(publish).toBeVisible();
  await tabUntilFocused(page, publish.getByRole("button", { name: "Jetzt veröffentlichen" }), 4);
  await page.keyboard.press("Enter");
  await expect(toast(page, "ist jetzt veröffentlicht")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const id = Number(
    (await page
      .getByRole("region", { name: "Ihre Stellenanzeigen" })
      .getByRole("article", { name: "Baumschulgärtner/in" })
      .getByRole("link", { name: /^Bearbeiten/ })
      .getAttribute("href"))!
      .split("/")
      .at(-1),
  );
  const live = await page.request.get(`/api/job-advertisements/${id}`);
  expect(live.status()).toBe(200);

  // Editing the live ad: what decided who saw it is fixed, the rest stays editable.
  const ad = page
    .getByRole("region", { name: "Ihre Stellenanzeigen" })
    .getByRole("article", { name: "Baumschulgärtner/in" });
  await tabUntilFocused(page, ad.getByRole("link", { name: /^Bearbeiten/ }), 60);
  await page.keyboard.press("Enter");
  await expect(stepHeading(page, "Basisdaten")).toBeVisible();
  await expect(page.getByText("Diese Anzeige ist bereits veröffentlicht.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Baumschule" })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /^Teilzeit/ })).toBeDisabled();
  await expect(page.getByRole("combobox", { name: "Arbeitsort" })).toHaveAttribute("readonly", "");
  await expect(page.getByRole("button", { name: "Eingabe löschen" })).toHaveCount(0);
  await expectNoAxeViolations(page, "Editor einer veröffentlichten Anzeige, 360 px");

  // A changed title not yet saved: leaving the editor asks first; staying keeps the text.
  await tabUntilFocused(page, page.getByRole("textbox", { name: "Stellentitel" }));
  await page.keyboard.press("End");
  await page.keyboard.type(" (m/w/d)");
  await leaveThroughMenu(page);
  const leave = page.getByRole("dialog", { name: "Ungespeicherte Änderungen verwerfen?" });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page, "Hinweis auf ungespeicherte Änderungen");
  await page.keyboard.press("Escape");
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/dashboard/job/${id}`));
  await expect(page.getByRole("textbox", { name: "Stellentitel" })).toHaveValue(
    "Baumschulgärtner/in (m/w/d)",
  );
  // Saved with "Weiter", the way out is free.
  await tabUntilFocused(page, page.getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");
  await expect(stepHeading(page, "Beschreibung")).toBeFocused();
  await leaveThroughMenu(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const renamed = page
    .getByRole("region", { name: "Ihre Stellenanzeigen" })
    .getByRole("article", { name: "Baumschulgärtner/in (m/w/d)" });
  await expect(renamed).toContainText("Aktiv");

  // Extend and terminate by keyboard on the phone.
  await tabUntilFocused(page, renamed.getByRole("button", { name: /^Verlängern/ }), 60);
  await page.keyboard.press("Enter");
  const extend = page.getByRole("dialog", { name: "Anzeige verlängern?" });
  await tabUntilFocused(page, extend.getByRole("button", { name: "Jetzt verlängern" }), 4);
  await page.keyboard.press("Enter");
  await expect(toast(page, "wurde verlängert")).toBeVisible();
  await tabUntilFocused(page, renamed.getByRole("button", { name: /^Beenden/ }), 60);
  await page.keyboard.press("Enter");
  const end = page.getByRole("dialog", { name: "Anzeige beenden?" });
  await tabUntilFocused(page, end.getByRole("button", { name: "Anzeige beenden" }), 4);
  await page.keyboard.press("Enter");
  await expect(toast(page, "wurde beendet")).toBeVisible();
  await expect(renamed).toContainText("Beendet");
  await expectNoHorizontalScroll(page);
  // Seekers (no session) get the ended answer; the owner still sees it in every status.
  await page.context().clearCookies();
  expect((await page.request.get(`/api/job-advertisements/${id}`)).status()).toBe(410);
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
