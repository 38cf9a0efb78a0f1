// The seeker's job alert (Suchauftrag, ADR 042) in the browser: from the wizard's results to the
// sheet „Suchauftrag anlegen“, the confirmation mail and page, and an employer's matching ad
// found by the alert's filter (the digest mail the next morning: job-alert-digest.spec.ts). Also the offer in
// the empty state, the sheet's field errors in German, keyboard use, touch in the scrolled sheet
// on a phone, and axe-core on the open sheet. At 360 px and 1440 px.
import type { Locator, Page, Request } from "@playwright/test";
import {
  API_HEADERS,
  DESKTOP,
  PHONE,
  expect,
  expectFocusInside,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  geocodedLocation,
  linkFromMail,
  open,
  originHeaders,
  preAcceptConsent,
  presetBerlinSearch,
  presetSearchFilter,
  publishedAd,
  searchRequestOf,
  searchTotal,
  sectorsByName,
  signUpAndVerify,
  storedSearchFilter,
  tabUntilFocused,
  test,
  type StoredSearchFilter,
} from "./support.ts";

const EMPTY_TEXT = "Noch nichts dabei? Wir schicken dir neue Jobs per E-Mail.";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

function sheetOf(page: Page): Locator {
  return page.getByRole("dialog", { name: "Suchauftrag anlegen" });
}

/** A fresh address per run, so the server's per-address limits never meet an earlier run. */
function freshAddress(): string {
  return `suchauftrag-${globalThis.crypto.randomUUID().slice(0, 8)}@example.org`;
}

/** The wizard from the home page, by tap or click: Vollzeit, 1–3 Monate, GaLaBau, Hannover 30 km. */
async function searchThroughWizard(page: Page): Promise<void> {
  await open(page, "/");
  await page.getByRole("link", { name: "Jobs finden", exact: true }).click();
  const wizard = page.getByRole("dialog");
  const next = wizard.getByRole("button", { name: "Weiter" });
  await wizard.getByText("Vollzeit", { exact: true }).click();
  await next.click();
  await wizard.getByText("1-3 Monate", { exact: true }).click();
  await next.click();
  await wizard.getByText("Garten- und Landschaftsbau", { exact: true }).click();
  await next.click();
  const place = wizard.getByRole("combobox", { name: "Ort, PLZ oder Bundesland" });
  await place.fill("Hannover");
  await wizard
    .getByRole("option", { name: /^Hannover/ })
    .first()
    .click();
  await expect(place).toHaveValue(/^Hannover/);
  await wizard.getByRole("button", { name: "Jetzt passende Jobs finden" }).click();
  await expect(wizard).toBeHidden();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^\d+ (passender Job|passende Jobs) in deiner Nähe$/,
  );
}

/** The body the sheet sent with its POST /api/job-alerts. */
function alertRequest(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.method() === "POST" && new URL(request.url()).pathname === "/api/job-alerts",
  );
}

/** A search that finds nothing: Ausbildung in Friedhofsgärtnerei, 30 km around a small town. */
async function emptyFilter(page: Page): Promise<StoredSearchFilter> {
  const sectors = await sectorsByName(page);
  for (const place of ["Helgoland", "Ludwigslust", "Görlitz", "Passau", "Flensburg"]) {
    const filter: StoredSearchFilter = {
      sectors: [sectors.get("Friedhofsgärtnerei")!],
      working_time: "Ausbildung",
      job_available_at: "more_than_3_months",
      location: await geocodedLocation(page, place, 30),
      updated_at: new Date().toISOString(),
    };
    if ((await searchTotal(page, filter)) === 0) return filter;
  }
  throw new Error("keine leere Suche gefunden");
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Suchauftrag bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("nach dem Such-Assistenten: das Angebot über den Ergebnissen, das Sheet mit der Suche in Worten, angelegt, bestätigt; eine passende Anzeige erscheint", async ({
      page,
      browser,
      browserErrors,
    }, testInfo) => {
      // The whole way with four axe-core runs, two mails and a published ad.
      test.setTimeout(120_000);
      await searchThroughWizard(page);

      // Right after the wizard the offer stands above the results, in view on a phone too.
      const arrival = page.getByTestId("job-alert-offer-arrival");
      await expect(arrival).toBeVisible();
      await expect(arrival).toContainText("Keine neuen Jobs mehr verpassen");
      // Beside the filter as well, within the first screen.
      const besideFilter = page.getByRole("button", { name: "Suchauftrag anlegen" }).first();
      await expect(besideFilter).toBeInViewport();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: testInfo.outputPath("ergebnisse.png") });

      const opener = arrival.getByRole("button", { name: "Suchauftrag anlegen" });
      await opener.click();
      const sheet = sheetOf(page);
      await expect(sheet).toBeVisible();
      await expectFocusInside(sheet);

      // The filter in words, exactly the wizard's answers.
      const search = sheet.getByRole("region", { name: "Deine Suche" });
      await expect(search.getByRole("term")).toHaveText([
        "Branche",
        "Anstellungsart",
        "Start",
        "Region",
      ]);
      await expect(search.getByRole("definition")).toHaveText([
        "Garten- und Landschaftsbau",
        "Vollzeit",
        "1-3 Monate",
        "30 km um Hannover",
      ]);
      const daily = sheet.getByRole("radio", { name: /^täglich/ });
      await expect(daily).toBeChecked();
      await expect(sheet.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
        "href",
        "/datenschutz",
      );
      await expect(sheet).toContainText(
        "Du kannst den Suchauftrag jederzeit mit einem Klick beenden.",
      );
      await expectNoAxeViolations(page, `Sheet Suchauftrag ${viewport.width} px`);
      await page.screenshot({ path: testInfo.outputPath("sheet.png") });

      const email = freshAddress();
      await sheet.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
      const sent = alertRequest(page);
      await sheet.getByRole("button", { name: "Suchauftrag anlegen" }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      const hannover = await geocodedLocation(page, "Hannover", 30);
      const sectors = await sectorsByName(page);
      expect(body).toEqual({
        sectors: [sectors.get("Garten- und Landschaftsbau")!.id],
        working_time: "Vollzeit",
        job_available_at: "1_to_3_months",
        latitude: hannover.latitude,
        longitude: hannover.longitude,
        geo_radius: 30,
        location_label: "Hannover",
        email,
        frequency: "daily",
        // The page's language: German here, so the mails are German (ADR 051).
        locale: "de",
      });

      // The server's answer in the sheet, announced and focused.
      const status = sheet.getByRole("status");
      await expect(status).toHaveText(/\S/);
      await expect(status.locator("p")).toBeFocused();
      await expect(sheet.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveCount(0);
      await expectNoAxeViolations(page, `Sheet Suchauftrag angelegt ${viewport.width} px`);
      await page.screenshot({ path: testInfo.outputPath("angelegt.png") });
      await sheet.getByRole("button", { name: "Fertig" }).click();
      await expect(sheet).toBeHidden();
      await expect(opener).toBeFocused();

      // The opt-in mail: its link opens a page that confirms only with its button.
      const confirmLink = await linkFromMail(
        email,
        "Bitte bestätige deinen Suchauftrag",
        "/suchauftrag/bestaetigen/",
      );
      await open(page, new URL(confirmLink).pathname);
      await expect(
        page.getByRole("heading", { level: 1, name: "Suchauftrag bestätigen" }),
      ).toBeVisible();
      await expect(page.getByRole("definition").first()).toHaveText("Garten- und Landschaftsbau");
      await page.getByRole("button", { name: "Suchauftrag bestätigen" }).click();
      await expect(page.getByRole("heading", { name: "Geschafft!" })).toBeVisible();
      await expect(page.getByRole("status")).toContainText("Dein Suchauftrag ist bestätigt.");
      await expectNoAxeViolations(page, `Suchauftrag bestätigt ${viewport.width} px`);
      await page.screenshot({ path: testInfo.outputPath("bestaetigt.png") });

      // An employer publishes an ad that matches the alert: GaLaBau, Vollzeit, in Hannover.
      const employer = await browser.newContext({ viewport });
      try {
        const employerPage = await employer.newPage();
        browserErrors.watch(employerPage);
        await preAcceptConsent(employerPage);
        await signUpAndVerify(employerPage);
        const title = `Landschaftsgärtner/in Suchauftrag ${globalThis.crypto.randomUUID().slice(0, 6)}`;
        const adId = await publishedAd(employerPage, title);
        // The search the alert holds finds it (the digest matches as the search does), once the
        // search index has taken the ad in (it follows the database every SEARCH_SYNC_MS).
        const {
          email: _address,
          location_label: _place,
          frequency: _often,
          locale: _language,
          ...alertFilter
        } = body;
        await expect
          .poll(
            async () => {
              const found = await page.request.post("/api/job-advertisements/search", {
                headers: API_HEADERS,
                data: { ...alertFilter, page: 1, page_size: 50 },
              });
              expect(found.status()).toBe(200);
              const { data } = (await found.json()) as { data: { id: number }[] };
              return data.map((job) => job.id);
            },
            { timeout: 10_000 },
          )
          .toContain(adId);
      } finally {
        await employer.close();
      }
    });

    test("leere Suche: „Noch nichts dabei?“ mit dem Knopf, der das Sheet öffnet", async ({
      page,
    }, testInfo) => {
      await presetSearchFilter(page, await emptyFilter(page));
      await open(page, "/jobs");
      await expect(
        page.getByRole("heading", { level: 2, name: "Leider noch keine passenden Jobs" }),
      ).toBeVisible();
      const offer = page.getByTestId("job-alert-offer-empty");
      await expect(offer.getByText(EMPTY_TEXT, { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `/jobs leer mit Suchauftrag ${viewport.width} px`);
      await page.screenshot({ path: testInfo.outputPath("leer.png"), fullPage: true });

      const opener = offer.getByRole("button", { name: "Suchauftrag anlegen" });
      await opener.click();
      const sheet = sheetOf(page);
      await expectFocusInside(sheet);
      await expect(sheet.getByRole("definition").last()).toHaveText(/^30 km um /);
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test("ungültige E-Mail-Adresse: der Fehler auf Deutsch am Feld, mit ihm verbunden", async ({
      page,
    }) => {
      await presetBerlinSearch(page);
      await open(page, "/jobs");
      await page.getByRole("button", { name: "Suchauftrag anlegen" }).first().click();
      const sheet = sheetOf(page);
      await expectFocusInside(sheet);
      let posted = 0;
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/job-alerts") posted += 1;
      });
      const field = sheet.getByRole("textbox", { name: "E-Mail-Adresse" });
      const submit = sheet.getByRole("button", { name: "Suchauftrag anlegen" });

      await submit.click();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription("Bitte gib deine E-Mail-Adresse an.");

      await field.fill("lena@beispiel");
      await submit.click();
      await expect(field).toHaveAccessibleDescription("Bitte gib eine gültige E-Mail-Adresse an.");
      await expect(sheet.getByText("Bitte gib eine gültige E-Mail-Adresse an.")).toBeVisible();
      await expectNoAxeViolations(page, `Sheet mit Fehler ${viewport.width} px`);
      // Checked in the browser with the server's rule: nothing was sent.
      expect(posted).toBe(0);

      // A valid address clears the error as it is typed.
      await field.fill("lena@beispiel.de");
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
    });
  });
}

test.describe("Suchauftrag bei 360 px, zu oft", () => {
  test.use({ viewport: PHONE });

  test("die sechste Anfrage für dieselbe Adresse in der Stunde: die Meldung des Servers im Sheet, die Eingaben bleiben", async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(
      /Failed to load resource: the server responded with a status of 429/,
      "Der Test überschreitet absichtlich die Grenze je Adresse; Chromium meldet die 429-Antwort.",
    );
    await presetBerlinSearch(page);
    await open(page, "/jobs");
    const email = freshAddress();
    // Five requests for the address from this client (the server allows five an hour), as if
    // the seeker had sent the sheet five times already.
    const filter = await storedSearchFilter(page);
    for (let sent = 0; sent < 5; sent++) {
      const response = await page.request.post("/api/job-alerts", {
        headers: originHeaders(),
        data: { ...searchRequestOf(filter!), email, location_label: "Berlin", frequency: "daily" },
      });
      expect(response.status(), await response.text()).toBe(202);
    }

    await page.getByRole("button", { name: "Suchauftrag anlegen" }).first().click();
    const sheet = sheetOf(page);
    await expectFocusInside(sheet);
    const field = sheet.getByRole("textbox", { name: "E-Mail-Adresse" });
    await field.fill(email);
    await sheet.getByRole("button", { name: "Suchauftrag anlegen" }).click();
    await expect(sheet.getByRole("alert")).toHaveText(
      /^Zu viele Anfragen\. Bitte in .+ erneut versuchen\.$/,
    );
    await expect(field).toHaveValue(email);
    await expect(sheet.getByRole("status")).toHaveText("");
  });
});

test.describe("Suchauftrag bei 1440 px mit der Tastatur", () => {
  test.use({ viewport: DESKTOP });

  test("öffnen, ausfüllen, Häufigkeit mit den Pfeiltasten, absenden; Escape gibt den Fokus zurück", async ({
    page,
  }) => {
    await presetBerlinSearch(page);
    await open(page, "/jobs");
    const opener = page.getByRole("button", { name: "Suchauftrag anlegen" }).first();
    await tabUntilFocused(page, opener);
    await page.keyboard.press("Enter");
    const sheet = sheetOf(page);
    await expectFocusInside(sheet);

    const field = sheet.getByRole("textbox", { name: "E-Mail-Adresse" });
    await tabUntilFocused(page, field);
    const email = freshAddress();
    await page.keyboard.type(email);
    const daily = sheet.getByRole("radio", { name: /^täglich/ });
    const weekly = sheet.getByRole("radio", { name: /^wöchentlich/ });
    await tabUntilFocused(page, daily);
    await page.keyboard.press("ArrowDown");
    await expect(weekly).toBeChecked();
    await expect(weekly).toBeFocused();

    const sent = alertRequest(page);
    await tabUntilFocused(page, sheet.getByRole("button", { name: "Suchauftrag anlegen" }));
    await page.keyboard.press("Enter");
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ email, frequency: "weekly", location_label: "Berlin" });
    await expect(sheet.getByRole("status").locator("p")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("Suchauftrag bei 360×640 per Fingertipp", () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test("„wöchentlich“ tief im gescrollten Sheet antippen: Kopf und Knopf bleiben stehen", async ({
    page,
  }) => {
    await presetBerlinSearch(page);
    await open(page, "/jobs");
    await page.getByRole("button", { name: "Suchauftrag anlegen" }).first().tap();
    const sheet = sheetOf(page);
    await expectFocusInside(sheet);
    const heading = sheet.getByRole("heading", { level: 2, name: "Suchauftrag anlegen" });
    const submit = sheet.getByRole("button", { name: "Suchauftrag anlegen" });
    const before = { heading: await heading.boundingBox(), submit: await submit.boundingBox() };

    const weekly = sheet.getByRole("radio", { name: /^wöchentlich/ });
    const label = weekly.locator("xpath=ancestor::label[1]");
    const scrolled = await label.evaluate((element) => {
      const region = element.closest<HTMLElement>('[data-testid="modal-body"]')!;
      region.scrollTop = region.scrollHeight;
      return region.scrollTop;
    });
    expect(scrolled, "der Inhalt des Sheets ist gescrollt").toBeGreaterThan(0);
    const box = (await label.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(weekly).toBeChecked();
    expect({ heading: await heading.boundingBox(), submit: await submit.boundingBox() }).toEqual(
      before,
    );
    await expect(submit).toBeInViewport();
  });
});
