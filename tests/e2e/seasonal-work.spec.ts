import type { Locator, Page } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
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
  storedSearchFilter,
  test,
  waitForHydration,
} from "./support.ts";

// Seasonal work (docs/product.md "Job ads: fields and editor"): an employer writes a harvest
// job by keyboard with its season, a paid accommodation, transport, licence T and Polish; the
// missing season is refused at its field first (the browser's check, the server's 422 says the
// same); the published job page names every fact; a seeker on /jobs switches on „Mit
// Unterkunft“ and „Ohne Deutschkenntnisse“ and finds it — at 360 and 1440 px.

const SECTOR = "Obst- und Gemüsebau";
const SEASON_MISSING = "Bitte geben Sie an, wann die Saison beginnt.";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

const stepHeading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 2, name: new RegExp(`Schritt \\d von 4\\s*${name}`) });

/** Focus a control and work it with the keyboard only. */
async function press(control: Locator, key: string) {
  await control.focus();
  await expect(control).toBeFocused();
  await control.page().keyboard.press(key);
}

async function typeInto(control: Locator, text: string) {
  await control.focus();
  await control.page().keyboard.type(text);
}

/** The season of next year: from 1 April to 31 October. */
function nextSeason() {
  const year = new Date().getFullYear() + 1;
  return {
    start: `${year}-04-01`,
    end: `${year}-10-31`,
    shown: `01.04.${year} bis 31.10.${year}`,
  };
}

for (const [size, viewport] of [
  ["360", PHONE],
  ["1440", DESKTOP],
] as const) {
  test(`Saisonarbeit bei ${size} px: per Tastatur erfasst, Saison fehlt zuerst, veröffentlicht, mit Unterkunft und ohne Deutsch gefunden`, async ({
    page,
    browser,
    browserErrors,
  }) => {
    test.setTimeout(120_000);
    browserErrors.allow(
      /Failed to load resource: the server responded with a status of 422/,
      "Der Test schickt Schritt 1 ohne Saison auch direkt an den Server; Chromium meldet jede 4xx-Antwort.",
    );
    const title = `Erntehelfer/in Spargel und Erdbeeren (m/w/d) ${size}`;
    const season = nextSeason();
    await page.setViewportSize(viewport);
    await signUpAndVerify(page);

    // A new draft from the editor's start page.
    await open(page, "/dashboard/job");
    await waitForHydration(page);
    await press(page.getByRole("button", { name: "Anzeige anlegen" }), "Enter");
    await expect(page).toHaveURL(/\/dashboard\/job\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));
    await expect(stepHeading(page, "Basisdaten")).toBeVisible();
    await waitForHydration(page);

    // Step 1 by keyboard: the basics …
    await typeInto(page.getByRole("textbox", { name: "Stellentitel" }), title);
    await press(page.getByRole("checkbox", { name: SECTOR }), "Space");
    await press(page.getByRole("radio", { name: /^Saisonarbeit/ }), "Space");
    const place = page.getByRole("combobox", { name: "Arbeitsort" });
    await typeInto(place, "Freis");
    await expect(page.getByRole("option", { name: "Freising, Bayern", exact: true })).toBeVisible();
    await place.press("ArrowDown");
    await place.press("Enter");
    await expect(place).toHaveValue("Freising, Bayern");

    // … then the section of seasonal work, the season left out.
    const section = page.getByRole("region", { name: "Saison und Rahmenbedingungen" });
    await expect(section).toBeVisible();
    const seasonStart = section.getByLabel("Saisonbeginn");
    const seasonEnd = section.getByLabel("Saisonende");
    await expect(seasonStart).toHaveAttribute("required", "");
    await typeInto(section.getByRole("textbox", { name: "Stunden pro Woche (optional)" }), "40");
    await press(section.getByRole("radio", { name: "Unterkunft gegen Bezahlung" }), "Space");
    await typeInto(section.getByRole("textbox", { name: "Kosten pro Monat in €" }), "249,50");
    await press(
      section.getByRole("checkbox", { name: /^Abholung oder Fahrt zum Einsatzort/ }),
      "Space",
    );
    await press(section.getByRole("checkbox", { name: /^T\s*Traktor bis 60 km\/h/ }), "Space");
    await press(section.getByRole("button", { name: "Sprache hinzufügen" }), "Enter");
    // The new row's language select has the focus.
    const language = section.getByRole("combobox", { name: "Sprache 1", exact: true });
    await expect(language).toBeFocused();
    await page.keyboard.type("Polnisch");
    await expect(language).toHaveValue("pl");
    const level = section.getByRole("combobox", { name: "Niveau Sprache 1" });
    await level.focus();
    await page.keyboard.type("gute");
    await expect(level).toHaveValue("good");
    await expectNoHorizontalScroll(page);

    // "Weiter": the season is missing, said at its field, which gets the focus; nothing is sent.
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith(`/api/job-advertisements/${id}/step1`)) sent++;
    });
    await press(page.getByRole("button", { name: "Weiter" }), "Enter");
    const startError = section.getByText(SEASON_MISSING);
    await expect(startError).toBeVisible();
    await expect(seasonStart).toBeFocused();
    await expect(seasonStart).toHaveAttribute("aria-invalid", "true");
    await expect(seasonStart).toHaveAccessibleDescription(SEASON_MISSING);
    await expect(section.getByText("Bitte geben Sie an, wann die Saison endet.")).toBeVisible();
    expect(sent).toBe(0);
    await expectNoAxeViolations(page, `Editor Schritt 1 ohne Saison (${size} px)`);

    await seasonStart.fill(season.start);
    await seasonEnd.fill(season.end);
    await expect(startError).toHaveCount(0);
    const saved = page.waitForResponse(`**/api/job-advertisements/${id}/step1`);
    await press(page.getByRole("button", { name: "Weiter" }), "Enter");
    const savedAd = ((await (await saved).json()) as { data: Record<string, unknown> }).data;
    expect(savedAd).toMatchObject({
      season_start: season.start,
      season_end: season.end,
      hours_per_week: 40,
      accommodation: "paid",
      accommodation_cost_cents: 24950,
      meals: false,
      transport: true,
      fixed_term: false,
      driving_licences: ["T"],
      languages: [{ code: "pl", level: "good" }],
    });
    await expect(stepHeading(page, "Beschreibung")).toBeVisible();

    // The server refuses the same step without its season: the same message at the same field.
    const sectors = await sectorsByName(page);
    const location = savedAd.location as Record<string, unknown>;
    const refused = await page.request.put(`/api/job-advertisements/${id}/step1`, {
      headers: originHeaders(),
      data: {
        title,
        sectors: [sectors.get(SECTOR)!.id],
        working_time: "Saisonarbeit",
        starts_at: null,
        location: Object.fromEntries(
          [
            "formatted_address",
            "street",
            "street_number",
            "zipcode",
            "location",
            "state",
            "country",
            "latitude",
            "longitude",
          ].map((key) => [key, location[key]]),
        ),
      },
    });
    expect(refused.status()).toBe(422);
    const refusal = (await refused.json()) as { errors: Record<string, string[]> };
    expect(refusal.errors.season_start).toEqual([SEASON_MISSING]);

    // Steps 2 and 3 are another journey's (job-editor.spec.ts): saved here through the API.
    for (const [step, data] of [
      [
        2,
        {
          description:
            "<p>Wir ernten Spargel und Erdbeeren bei Freising und suchen Erntehelfer.</p>",
          tasks: "<ul><li>Spargel stechen</li><li>Erdbeeren pflücken</li></ul>",
          profile: "<p>Freude an der Arbeit draußen</p>",
          benefits: "",
        },
      ],
      [3, { application_method: "email", application_email: "ernte@example.org" }],
    ] as const) {
      const put = await page.request.put(`/api/job-advertisements/${id}/step${step}`, {
        headers: originHeaders(),
        data,
      });
      expect(put.status(), await put.text()).toBe(200);
    }

    // The preview shows the block as the job page will.
    await open(page, `/dashboard/job/${id}?schritt=4`);
    await expect(stepHeading(page, "Vorschau")).toBeVisible();
    await waitForHydration(page);
    const preview = page.getByTestId("job-ad-preview");
    await expect(
      preview.getByRole("region", { name: "Einsatz und Rahmenbedingungen" }),
    ).toContainText(season.shown);

    await grantCreditsAsStaff(page);
    await press(page.getByRole("button", { name: "Veröffentlichen" }), "Enter");
    const dialog = page.getByRole("dialog", { name: "Anzeige veröffentlichen?" });
    await press(dialog.getByRole("button", { name: "Jetzt veröffentlichen" }), "Enter");
    await expect(page).toHaveURL(/\/dashboard$/);

    // The job page names every stated fact, and nothing left open.
    await open(page, `/jobs/${id}`);
    const block = page.getByRole("region", { name: "Einsatz und Rahmenbedingungen" });
    const fact = (term: string) =>
      block
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator("+ dd");
    await expect(fact("Saison")).toHaveText(season.shown);
    await expect(fact("Arbeitszeit")).toHaveText("40 Stunden pro Woche");
    await expect(fact("Unterkunft")).toHaveText(
      /^Unterkunft gegen Bezahlung \(249,50\s€ im Monat\)$/,
    );
    await expect(fact("Anfahrt")).toHaveText("Abholung oder Fahrt zum Einsatzort");
    await expect(fact("Führerschein")).toHaveText(
      "Klasse T (Traktor bis 60 km/h, Land- und Forstwirtschaft)",
    );
    await expect(fact("Sprachen")).toHaveText("Polnisch (gute Kenntnisse)");
    await expect(block.getByRole("term")).toHaveText([
      "Saison",
      "Arbeitszeit",
      "Unterkunft",
      "Anfahrt",
      "Führerschein",
      "Sprachen",
    ]);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `Stellenseite mit Saisonangaben (${size} px)`);

    // A seeker around Freising switches on both filters in the filter modal and finds the job.
    const seekerContext = await browser.newContext({ viewport });
    const seeker = await seekerContext.newPage();
    browserErrors.watch(seeker);
    await preAcceptConsent(seeker);
    await presetSearchFilter(seeker, {
      sectors: [sectors.get(SECTOR)!],
      working_time: "Saisonarbeit",
      job_available_at: "1_to_3_months",
      location: await geocodedLocation(seeker, "Freising", 30),
      updated_at: new Date().toISOString(),
    });
    await open(seeker, "/jobs");
    await waitForHydration(seeker);
    await press(seeker.getByRole("button", { name: /^Filter/ }), "Enter");
    const modal = seeker.getByRole("dialog", { name: "Filter" });
    await expect(modal).toBeVisible();
    const withAccommodation = modal.getByRole("switch", { name: "Mit Unterkunft" });
    const withoutGerman = modal.getByRole("switch", { name: "Ohne Deutschkenntnisse" });
    await expect(withoutGerman).toHaveAccessibleDescription(
      "Nur Jobs, für die du kein Deutsch brauchst.",
    );
    await press(withAccommodation, "Space");
    await press(withoutGerman, "Space");
    await expect(withAccommodation).toBeChecked();
    await expect(withoutGerman).toBeChecked();
    await expect(modal.getByRole("list", { name: "Deine Auswahl" })).toContainText(
      "Ohne Deutschkenntnisse",
    );
    await expectNoHorizontalScroll(seeker);
    await expectNoAxeViolations(seeker, `Filter mit Unterkunft und ohne Deutsch (${size} px)`);
    const searched = seeker.waitForRequest(
      (request) =>
        request.url().includes("/api/job-advertisements/search") && request.method() === "POST",
    );
    await press(modal.getByRole("button", { name: "Jetzt passende Jobs finden" }), "Enter");
    expect((await searched).postDataJSON()).toMatchObject({
      with_accommodation: true,
      without_german: true,
    });
    await expect(modal).toHaveCount(0);
    expect(await storedSearchFilter(seeker)).toMatchObject({
      with_accommodation: true,
      without_german: true,
    });

    // The index takes the new ad in after its sync interval: the stored search runs again.
    const card = jobCards(seeker).filter({ hasText: title });
    await expect(async () => {
      await reload(seeker);
      await expect(card).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expectNoAxeViolations(seeker, `/jobs mit Unterkunft und ohne Deutsch (${size} px)`);
    await seekerContext.close();
  });
}
