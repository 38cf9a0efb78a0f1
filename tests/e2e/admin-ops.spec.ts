import { HANNOVER_LOCATION } from "../support/places.ts";
import {
  API_HEADERS,
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  liveSubscriptions,
  open,
  preAcceptConsent,
  publishedAd,
  sectorsByName,
  signUpAndVerify,
  staffPage,
  tabUntilFocused,
  test,
} from "./support.ts";

// The backoffice's operations in the browser: staff open an employer's detail, end
// one of its ads with a reason — by keyboard only — and the employer, in a browser of its own,
// sees the reason on the open dashboard; staff see the orders and the search statistics.

function origin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`Team beendet eine Anzeige mit Begründung, der Arbeitgeber sieht sie (${viewport.width} px)`, async ({
    page,
    browser,
    browserErrors,
  }) => {
    // Two browsers (team and employer), a sign-up, a publish and a live update: a long journey.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const employer = await signUpAndVerify(page);
    const title = `Baumpfleger/in Moderation ${viewport.width}`;
    const adId = await publishedAd(page, title);
    const subscribed = liveSubscriptions(page);
    await open(page, "/dashboard");
    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText("Aktiv");
    // The dashboard learns of the staff's change only over its live channels (the employer's
    // for the card, the user's for the notification), which it subscribes to in an effect after
    // hydration: an update sent before that is lost, and nothing reloads the page.
    await expect
      .poll(subscribed)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^private-App\.Models\.Employer\.\d+$/),
          expect.stringMatching(/^private-App\.Models\.User\.\d+$/),
        ]),
      );

    const staff = await staffPage(browser, browserErrors, viewport);
    try {
      // From the accounts list to the employer's detail.
      await open(staff, `/admin?search=${encodeURIComponent(employer.companyName)}`);
      await staff.getByRole("link", { name: employer.companyName }).click();
      await expect(staff).toHaveURL(/\/admin\/arbeitgeber\/\d+$/);
      await expect(
        staff.getByRole("heading", { level: 1, name: employer.companyName }),
      ).toBeVisible();
      await expect(staff.getByRole("region", { name: "Konten" })).toContainText(employer.email);
      await expect(staff.getByRole("region", { name: "Guthaben" })).toContainText("0");
      const ads = staff.getByRole("region", { name: "Anzeigen (1)" });
      await expect(ads).toContainText(title);
      const trail = staff.getByRole("region", { name: "Protokoll" });
      await expect(trail).toContainText(`Anzeige „${title}“ (Nr. ${adId}) veröffentlicht`);
      await expect(trail).toContainText("Anzeigen-Guthaben vom Team gutgeschrieben");
      await expect(
        staff.getByRole("button", { name: `${employer.name} übernehmen` }),
      ).toBeVisible();
      await expectNoHorizontalScroll(staff);
      await expectNoAxeViolations(staff, `/admin/arbeitgeber ${viewport.width} px`);

      // Keyboard only: to „Beenden“, the reason, confirm.
      await tabUntilFocused(staff, ads.getByRole("button", { name: `Beenden: ${title}` }), 80);
      await staff.keyboard.press("Enter");
      const dialog = staff.getByRole("dialog", { name: "Anzeige beenden?" });
      await expect(dialog).toBeVisible();
      const reason = dialog.getByRole("textbox", { name: "Grund" });
      await expect(reason).toBeFocused();
      await expectNoAxeViolations(staff, `Dialog „Anzeige beenden?“ ${viewport.width} px`);
      // Too short first: the field says why and nothing is sent.
      await staff.keyboard.type("Spam");
      await tabUntilFocused(staff, dialog.getByRole("button", { name: "Anzeige beenden" }), 5);
      await staff.keyboard.press("Enter");
      await expect(dialog).toContainText("mindestens 10 Zeichen");
      const because = "Die Stelle ist ein Werbeangebot für Gartenmöbel, keine Arbeitsstelle.";
      await reason.focus();
      await staff.keyboard.press("ControlOrMeta+a");
      await staff.keyboard.type(because);
      await tabUntilFocused(staff, dialog.getByRole("button", { name: "Anzeige beenden" }), 5);
      await staff.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(
        staff.getByText("Der Arbeitgeber wurde mit Ihrer Begründung benachrichtigt."),
      ).toBeVisible();
      await expect(ads).toContainText("Vom Team beendet");
      await expect(ads).toContainText(because);
      await expect(trail).toContainText(`Anzeige „${title}“ (Nr. ${adId}) vom Team beendet`);

      // The employer's open dashboard follows: the reason on the card and as a notification.
      await expect(card).toContainText("Vom Team beendet", { timeout: 10_000 });
      await expect(card).toContainText(because);
      await expect(page.getByRole("region", { name: "Benachrichtigungen" })).toContainText(
        `wurde vom Wurzelwerk-Team beendet und ist nicht mehr in der Suche zu finden. Grund: ${because}`,
      );
      await expectNoAxeViolations(page, `/dashboard nach Moderation ${viewport.width} px`);
      const ended = await page.request.get(`/jobs/${adId}`);
      expect(ended.status()).toBe(410);

      // The moderation list finds it by its employer, filtered as ended.
      await open(
        staff,
        `/admin/anzeigen?search=${encodeURIComponent(employer.companyName)}&status=terminated`,
      );
      await expect(staff.getByRole("status")).toHaveText("1 Anzeige");
      await expect(staff.getByRole("main")).toContainText(because);
      await expectNoHorizontalScroll(staff);
      await expectNoAxeViolations(staff, `/admin/anzeigen ${viewport.width} px`);
    } finally {
      await staff.context().close();
    }
  });

  test(`Bestellungen und Suchstatistik im Team-Bereich (${viewport.width} px)`, async ({
    page,
    browser,
    browserErrors,
  }) => {
    test.setTimeout(90_000);
    const staff = await staffPage(browser, browserErrors, viewport);
    try {
      // A seeker searches with record=1 around Hannover (Niedersachsen).
      const before = await (
        await staff.request.get("/api/admin/search-stats?days=7", { headers: API_HEADERS })
      ).json();
      const sector = (await sectorsByName(page)).get("Baumschule")!;
      for (let i = 0; i < 2; i++) {
        const searched = await page.request.post("/api/job-advertisements/search", {
          headers: { ...API_HEADERS, Origin: origin() },
          data: {
            sectors: [sector.id],
            working_time: "Saisonarbeit",
            job_available_at: "more_than_3_months",
            latitude: HANNOVER_LOCATION.latitude,
            longitude: HANNOVER_LOCATION.longitude,
            geo_radius: 50,
            record: 1,
          },
        });
        expect(searched.status(), await searched.text()).toBe(200);
      }
      // Recorded searches are written in batches after the answer (SEARCH_RECORD_FLUSH_MS).
      await expect
        .poll(
          async () =>
            (
              await (
                await staff.request.get("/api/admin/search-stats?days=7", { headers: API_HEADERS })
              ).json()
            ).data.searches,
          { timeout: 10_000 },
        )
        .toBe(before.data.searches + 2);

      await open(staff, "/admin/statistik");
      // Keyboard: the period switch.
      await tabUntilFocused(staff, staff.getByRole("link", { name: "Letzte 7 Tage" }), 40);
      await staff.keyboard.press("Enter");
      await expect(staff).toHaveURL(/\/admin\/statistik\?days=7$/);
      await expect(staff.getByRole("link", { name: "Letzte 7 Tage" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(staff.getByTestId("stats-searches")).toHaveText(
        (before.data.searches + 2).toLocaleString("de-DE"),
      );
      const bySector = staff.getByRole("table", { name: "Nach Branche" });
      const baumschule = bySector.getByRole("row", { name: /^Baumschule/ });
      const expected = before.data.sectors.find((r: { label: string }) => r.label === "Baumschule")
        .searches as number;
      await expect(baumschule.getByRole("cell").first()).toHaveText(
        (expected + 2).toLocaleString("de-DE"),
      );
      await expect(staff.getByRole("table", { name: "Nach Bundesland" })).toContainText(
        "Niedersachsen",
      );
      await expect(staff.getByRole("table", { name: "Nach Anstellungsart" })).toContainText(
        "Saisonarbeit",
      );
      await expect(staff.getByRole("table", { name: "Nach Starttermin" })).toContainText(
        "mehr als 3 Monate",
      );
      await expectNoHorizontalScroll(staff);
      await expectNoAxeViolations(staff, `/admin/statistik ${viewport.width} px`);

      // An order by invoice shows in the orders list with its Rechnung.
      const employer = await signUpAndVerify(page);
      const plans = await (await page.request.get("/api/plans")).json();
      const ordered = await page.request.post("/api/checkout", {
        headers: { ...API_HEADERS, Origin: origin() },
        data: {
          accept_terms: true,
          plan_id: plans.data[0].id,
          payment_method: "invoice",
          billing_address: {
            company: employer.companyName,
            street: "Gartenweg 1",
            zipcode: "30159",
            city: "Hannover",
            country: "DE",
          },
        },
      });
      expect(ordered.status(), await ordered.text()).toBe(201);
      const invoiceNumber = (await ordered.json()).data.invoice_number as string;
      await open(staff, "/admin/bestellungen");
      await staff
        .getByRole("searchbox", { name: "Rechnungsnummer oder Unternehmen" })
        .fill(invoiceNumber);
      await staff.getByRole("button", { name: "Bestellungen filtern" }).click();
      await expect(staff.getByRole("status")).toHaveText("1 Bestellung");
      const invoice = staff.getByRole("link", { name: `Rechnung ${invoiceNumber} öffnen` });
      await expect(invoice).toBeVisible();
      const pdf = await staff.request.get((await invoice.getAttribute("href"))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      await expectNoHorizontalScroll(staff);
      await expectNoAxeViolations(staff, `/admin/bestellungen ${viewport.width} px`);
    } finally {
      await staff.context().close();
    }
  });
}
