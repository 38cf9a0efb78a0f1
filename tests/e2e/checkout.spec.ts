import type { Locator, Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text.ts";
import { sessionEvent, signature, type StubSession } from "../support/stripe-stub.ts";
import {
  expectFocusInside,
  DESKTOP,
  PHONE,
  createDraftViaApi,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  open,
  originHeaders,
  preAcceptConsent,
  signUpAndVerify,
  tabUntilFocused,
  test,
  confirmVerificationLink,
  verificationLink,
  waitForHydration,
} from "./support.ts";

// Pricing and checkout in the browser (docs/product.md "Plans, checkout and invoices"): a visitor
// chooses Plus with Rechnung on /arbeitgeber, registers, opens the verification link from the
// mail and is back in the checkout with the choice remembered; the order grants the credit,
// the Rechnung opens as PDF and the credit publishes an ad. Online payment goes to the e2e
// server's Stripe stand-in (tests/support/stripe-stub.ts); the test signs the webhook event
// with the stripe package's helper, as Stripe would send it.

const TERMS_ERROR = "Bitte bestätigen Sie die AGB, um zahlungspflichtig zu bestellen.";
const INVOICE_NUMBER = /WW-\d{4}-\d{5}/;

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

const pricing = (page: Page) => page.getByRole("region", { name: "Preise und Pakete" });
const planCard = (page: Page, name: string) =>
  pricing(page).getByRole("article", { name, exact: true });
const checkoutDialog = (page: Page, plan: string) =>
  page.getByRole("dialog", { name: `Paket „${plan}“ buchen` });
const thanksDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Vielen Dank für Ihre Bestellung!" });
const ordersSection = (page: Page) => page.getByRole("region", { name: "Ihre Bestellungen" });

function markers(page: Page) {
  return page.evaluate(() => ({
    invoice: window.localStorage.getItem("checkoutInvoice"),
    stripe: window.localStorage.getItem("checkoutStripe"),
  }));
}

/**
 * The order's Rechnung: the link opens it in a new tab, where the server answers the owner
 * with the PDF; its text has the number and the amount.
 */
async function expectInvoicePdf(page: Page, link: Locator, number: string, gross: string) {
  await expect(link).toHaveAttribute("target", "_blank");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/api\/orders\/\d+\/invoice$/);
  const served = page
    .context()
    .waitForEvent("response", (response) => new URL(response.url()).pathname === href);
  const [tab] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  expect(new URL(tab.url()).pathname).toBe(href);
  await tab.close();
  // The bytes again, read as text (the tab's viewer does not hand them out).
  const pdf = await page.request.get(href!);
  const text = await pdfText(await pdf.body());
  expect(text).toContain(number);
  expect(text).toContain(gross);
}

test.describe("bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("abgemeldet Plus mit Rechnung wählen → registrieren → Link aus der Mail → Bestellung → Guthaben → Rechnung → Anzeige veröffentlichen", async ({
    page,
  }) => {
    // One long journey through six pages: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await open(page, "/arbeitgeber");
    await expect(pricing(page)).toBeVisible();
    await expect(planCard(page, "Basis")).toContainText("149 €");
    await expect(planCard(page, "Basis")).toContainText(
      "zzgl. 19 % USt (28,31 €) = 177,31 € brutto",
    );
    await expect(planCard(page, "Plus")).toContainText("249 €");
    await expect(planCard(page, "Plus")).toContainText("Hervorgehoben in der Suche");
    await expect(planCard(page, "Paket 5")).toContainText("1.069,81 € brutto");
    await expectNoAxeViolations(page, "/arbeitgeber mit Preisen");

    // Logged out: the choice is remembered, the way goes through the registration.
    await planCard(page, "Plus").getByRole("button", { name: "Plus jetzt buchen" }).click();
    const dialog = checkoutDialog(page, "Plus");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Gesamt (brutto)296,31 €");
    // Invoice is the default; online payment is offered (the e2e server has the Stripe stand-in).
    await expect(dialog.getByRole("radio", { name: /^Rechnung/ })).toBeChecked();
    await expect(
      dialog.getByRole("radio", { name: /^Online bezahlen \(Stripe\)/ }),
    ).not.toBeChecked();
    await expect(dialog).toContainText("legen Sie zuerst ein kostenloses Arbeitgeber-Konto an");
    await expectNoAxeViolations(page, "Buchungsdialog abgemeldet");
    const plusId = (await markers(page)).invoice;
    expect(plusId).toMatch(/^\d+$/);
    expect((await markers(page)).stripe).toBeNull();

    await dialog.getByRole("link", { name: "Weiter zur Registrierung" }).click();
    await expect(page).toHaveURL(/\/register$/);
    const id = globalThis.crypto.randomUUID().slice(0, 8);
    const email = `bestellung-${id}@baumschule.example`;
    const company = `Baumschule Eichenhain ${id}`;
    await page.getByLabel("Firmenname").fill(company);
    await page.getByLabel("Ihr Name").fill("Jonas Eiche");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill(`Eichenhain-Setzlinge-${id}`);
    await page.getByLabel("Passwort wiederholen").fill(`Eichenhain-Setzlinge-${id}`);
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(
      page.getByRole("heading", { name: "Bitte prüfen Sie Ihr Postfach" }),
    ).toBeVisible();

    // The link from the mail confirms (ADR 019); the login continues the checkout.
    await confirmVerificationLink(page, await verificationLink(email));
    await page.getByRole("main").getByRole("link", { name: "Zum Login" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await waitForHydration(page);
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Passwort", { exact: true }).fill(`Eichenhain-Setzlinge-${id}`);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/arbeitgeber$/);
    const resumed = checkoutDialog(page, "Plus");
    await expect(resumed).toBeVisible();
    await expect(resumed).toContainText("Willkommen zurück!");
    // The way back led through /arbeitgeber?processCheckout=1; the parameter and the markers
    // are gone now that the checkout continues.
    expect(visited.map((url) => new URL(url).pathname + new URL(url).search)).toContain(
      "/arbeitgeber?processCheckout=1",
    );
    expect(await markers(page)).toEqual({ invoice: null, stripe: null });

    // The billing address starts from the profile; the AGB must be accepted.
    await expect(resumed.getByLabel("Firma")).toHaveValue(company);
    await resumed.getByLabel("Straße und Hausnummer").fill("Lindenweg 4");
    await resumed.getByLabel("PLZ", { exact: true }).fill("85354");
    await resumed.getByLabel("Ort", { exact: true }).fill("Freising");
    const order = resumed.getByRole("button", { name: "Zahlungspflichtig bestellen (296,31 €)" });
    await order.click();
    await expect(resumed.getByText(TERMS_ERROR)).toBeVisible();
    await resumed.getByLabel(/Ich akzeptiere die AGB/).check();
    await expectNoAxeViolations(page, "Buchungsdialog mit Formular");
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/checkout") && response.request().method() === "POST",
    );
    await order.click();
    expect((await created).status()).toBe(201);

    const thanks = thanksDialog(page);
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText("1 Anzeige steht ab sofort in Ihrem Dashboard bereit.");
    const number = (await thanks.textContent())?.match(INVOICE_NUMBER)?.[0];
    expect(number, "Rechnungsnummer im Dialog").toBeTruthy();
    await expectInvoicePdf(
      page,
      thanks.getByRole("link", { name: "Rechnung öffnen (PDF)" }),
      number!,
      "296,31",
    );
    await expectNoAxeViolations(page, "Bestellbestätigung");

    // The dashboard: the credit, the order with its open Rechnung.
    await thanks.getByRole("link", { name: "Zum Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("credits-box")).toContainText("Verfügbares Guthaben: 1 Anzeige");
    await expect(page.getByTestId("credits-box")).toContainText("1 × Plus");
    const orders = ordersSection(page);
    await expect(orders).toContainText("Plus");
    await expect(orders).toContainText("Rechnung offen");
    await expect(orders).toContainText(`Rechnung ${number}`);
    await expect(orders).toContainText("296,31 € brutto · per Rechnung");
    await expectInvoicePdf(
      page,
      orders.getByRole("link", { name: `Rechnung öffnen (PDF) – ${number}, neues Fenster` }),
      number!,
      "296,31",
    );
    await expect(orders.getByRole("link", { name: "Guthaben kaufen" })).toHaveAttribute(
      "href",
      "/arbeitgeber?scrollto=preise",
    );
    await expectNoAxeViolations(page, "/dashboard mit Bestellung");

    // The bought credit publishes an ad.
    await createDraftViaApi(page, 3, "Baumschulgärtner/in (m/w/d) Freising");
    await page.reload();
    await waitForHydration(page);
    const ad = page
      .getByRole("region", { name: "Ihre Stellenanzeigen" })
      .getByRole("article", { name: "Baumschulgärtner/in (m/w/d) Freising", exact: true });
    await ad.getByRole("button", { name: /^Veröffentlichen/ }).click();
    await page
      .getByRole("dialog", { name: "Anzeige veröffentlichen?" })
      .getByRole("button", { name: "Jetzt veröffentlichen" })
      .click();
    await expect(ad).toContainText("Aktiv");
    await expect(page.getByTestId("credits-box")).toContainText("Verfügbares Guthaben: 0 Anzeigen");
  });

  test("angemeldet, aber unbestätigt: der Dialog erklärt den Weg, die Auswahl bleibt gemerkt", async ({
    page,
  }) => {
    const account = await signUpAndVerify(page, { verify: false });
    await open(page, "/arbeitgeber");
    await planCard(page, "Basis").getByRole("button", { name: "Basis jetzt buchen" }).click();
    const dialog = checkoutDialog(page, "Basis");
    await expect(
      dialog.getByRole("note", { name: "E-Mail-Adresse noch nicht bestätigt" }),
    ).toContainText(account.email);
    await expect(dialog.getByRole("button", { name: /Zahlungspflichtig bestellen/ })).toHaveCount(
      0,
    );
    // Remembered in an effect after the dialog's first render, which already shows the note.
    await expect.poll(async () => (await markers(page)).invoice).toMatch(/^\d+$/);
    await expectNoAxeViolations(page, "Buchungsdialog unbestätigt");

    // The link from the mail (confirmed in this signed-in browser) brings the employer back
    // into this checkout.
    await confirmVerificationLink(page, await verificationLink(account.email));
    await expect(checkoutDialog(page, "Basis")).toContainText("Willkommen zurück!");
    expect(await markers(page)).toEqual({ invoice: null, stripe: null });
  });

  test("abgemeldet Paket 5 online wählen → „Ich habe schon ein Konto“ → anmelden → weiter im Checkout mit Stripe", async ({
    page,
    browserErrors,
  }) => {
    test.setTimeout(90_000);
    const account = await signUpAndVerify(page);
    browserErrors.allow(
      /status of 401/,
      "Der Test meldet sich hinter dem Rücken der offenen Seite ab; deren Live-Verbindung fragt danach /broadcasting/auth (401), je nachdem, wie schnell die nächste Seite geladen ist.",
    );
    const loggedOut = await page.request.post("/logout", { headers: originHeaders() });
    expect(loggedOut.status()).toBe(204);
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await open(page, "/arbeitgeber");
    await planCard(page, "Paket 5").getByRole("button", { name: "Paket 5 jetzt buchen" }).click();
    const dialog = checkoutDialog(page, "Paket 5");
    await dialog.getByRole("radio", { name: /^Online bezahlen \(Stripe\)/ }).check();
    await expect.poll(async () => (await markers(page)).stripe).toMatch(/^\d+$/);
    expect((await markers(page)).invoice).toBeNull();
    await dialog.getByRole("button", { name: "Ich habe schon ein Konto" }).click();

    await expect(page).toHaveURL(/\/login\?redirect=/);
    await waitForHydration(page);
    await page.getByLabel("E-Mail-Adresse").fill(account.email);
    await page.getByLabel("Passwort", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();

    const resumed = checkoutDialog(page, "Paket 5");
    await expect(resumed).toContainText("Willkommen zurück!");
    await expect(resumed.getByRole("radio", { name: /^Online bezahlen \(Stripe\)/ })).toBeChecked();
    await expect(resumed).toContainText("Gesamt (brutto)1.069,81 €");
    await expect(page).toHaveURL(/\/arbeitgeber$/);
    expect(visited.map((url) => new URL(url).pathname + new URL(url).search)).toContain(
      "/arbeitgeber?processCheckout=1",
    );
    expect(await markers(page)).toEqual({ invoice: null, stripe: null });
    await expectNoAxeViolations(page, "Buchungsdialog nach der Anmeldung");
  });

  test("/arbeitgeber-info ist dieselbe Seite ohne Preise", async ({ page }) => {
    await open(page, "/arbeitgeber-info");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(pricing(page)).toHaveCount(0);
    await expect(page.getByText("Jetzt buchen")).toHaveCount(0);
    await expect(page.getByText(/\d+ €/)).toHaveCount(0);
  });
});

test.describe("bei 360 px", () => {
  test.use({ viewport: PHONE });

  test("nur Tastatur: Paket wählen, Rechnungsadresse, bestellen; beim zweiten Mal ist die Adresse gespeichert", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const account = await signUpAndVerify(page);
    await open(page, "/arbeitgeber");
    await expectNoHorizontalScroll(page);

    const book = planCard(page, "Basis").getByRole("button", { name: "Basis jetzt buchen" });
    await tabUntilFocused(page, book, 80);
    await page.keyboard.press("Enter");
    const dialog = checkoutDialog(page, "Basis");
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "Buchungsdialog 360 px");
    await expectNoHorizontalScroll(page);

    await tabUntilFocused(page, dialog.getByLabel("Straße und Hausnummer"), 20);
    await page.keyboard.type("Am Obstgarten 12");
    await page.keyboard.press("Tab");
    await page.keyboard.type("01067");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Dresden");
    await tabUntilFocused(page, dialog.getByLabel(/Ich akzeptiere die AGB/), 10);
    await page.keyboard.press("Space");
    await expect(dialog.getByLabel(/Ich akzeptiere die AGB/)).toBeChecked();
    await tabUntilFocused(
      page,
      dialog.getByRole("button", { name: "Zahlungspflichtig bestellen (177,31 €)" }),
      10,
    );
    await page.keyboard.press("Enter");

    const thanks = thanksDialog(page);
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText("1 Anzeige steht ab sofort");
    // ADR 021: mailed to the account's confirmed address, and the dialog says which.
    await expect(thanks).toContainText(`per E-Mail an ${account.email} geschickt`);
    await expectNoAxeViolations(page, "Bestellbestätigung 360 px");
    await expectFocusInside(thanks);
    await page.keyboard.press("Escape");
    await expect(thanks).toHaveCount(0);
    await expect(book).toBeFocused();

    // The second order reuses the stored address.
    await tabUntilFocused(
      page,
      planCard(page, "Paket 5").getByRole("button", { name: "Paket 5 jetzt buchen" }),
      10,
    );
    await page.keyboard.press("Enter");
    const second = checkoutDialog(page, "Paket 5");
    await expect(second.getByTestId("billing-address")).toContainText("Am Obstgarten 12");
    await expect(second.getByTestId("billing-address")).toContainText("01067 Dresden");
    await tabUntilFocused(page, second.getByLabel(/Ich akzeptiere die AGB/), 20);
    await page.keyboard.press("Space");
    await tabUntilFocused(
      page,
      second.getByRole("button", { name: "Zahlungspflichtig bestellen (1.069,81 €)" }),
      10,
    );
    await page.keyboard.press("Enter");
    await expect(thanksDialog(page)).toContainText("5 Anzeigen stehen ab sofort");

    await open(page, "/dashboard");
    await expect(page.getByTestId("credits-box")).toContainText("Verfügbares Guthaben: 6 Anzeigen");
    await expect(ordersSection(page).getByRole("listitem")).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "/dashboard mit zwei Bestellungen 360 px");
  });
});

test.describe("Rückwege von Stripe", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`/checkout/failed erklärt und bietet einen neuen Versuch (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, "/checkout/failed?bestellung=999999");
      await expect(
        page.getByRole("heading", { level: 1, name: "Die Zahlung wurde nicht abgeschlossen" }),
      ).toBeVisible();
      await expect(page.getByRole("main")).toContainText("Es wurde nichts berechnet");
      await expect(
        page.getByRole("link", { name: "Anderes Paket oder Rechnung wählen" }),
      ).toHaveAttribute("href", "/arbeitgeber?scrollto=preise");
      // Logged out there is no order to retry and no dashboard.
      await expect(page.getByRole("button", { name: "Erneut versuchen" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Zum Dashboard" })).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex, nofollow",
      );
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `/checkout/failed ${viewport.width} px`);

      await page.getByRole("link", { name: "Anderes Paket oder Rechnung wählen" }).click();
      await expect(page).toHaveURL(/\/arbeitgeber\?scrollto=preise$/);
      await expect(pricing(page)).toBeInViewport({ timeout: 5_000 });
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(`/checkout/process abgemeldet: die Anmeldung sagt, warum (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/checkout/process?session_id=cs_test_abc");
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/login\?redirect=.*&grund=zahlung$/);
      await expect(page.getByRole("note")).toHaveText(
        "Bitte melden Sie sich an, damit wir Ihre Zahlung Ihrem Konto zuordnen können. Danach geht es direkt weiter.",
      );
      await expect(page.getByRole("note")).toBeInViewport();
      await expectNoAxeViolations(page, `/login mit Grund ${viewport.width} px`);
      // A reason not in the list says nothing (the address never supplies text).
      await open(page, "/login?grund=%3Cb%3Ehallo%3C%2Fb%3E");
      await expect(page.getByRole("note")).toHaveCount(0);
    });
  }

  test("/checkout/process: abgemeldet zur Anmeldung; ohne oder mit fremder Sitzung eine Erklärung", async ({
    page,
    browserErrors,
  }) => {
    test.setTimeout(90_000);
    browserErrors.allow(
      /Failed to load resource: the server responded with a status of 404/,
      "Eine unbekannte Zahlungssitzung beantwortet der Server mit 404; Chromium meldet jede 4xx-Antwort.",
    );
    browserErrors.allow(
      /status of 40[13]/,
      "Der Test wechselt hinter dem Rücken der offenen Seite vom ersten zum zweiten Arbeitgeber; deren Live-Verbindung bekommt dann von /broadcasting/auth 401 (abgemeldet) oder 403 (fremder Kanal).",
    );
    await page.goto("/checkout/process?session_id=cs_test_abc");
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(
      "/checkout/process?session_id=cs_test_abc",
    );

    // Another employer starts an online payment …
    await signUpAndVerify(page);
    const plans = (await (await page.request.get("/api/plans")).json()) as {
      data: { id: number; slug: string }[];
    };
    const started = await page.request.post("/api/checkout", {
      headers: originHeaders(),
      data: {
        plan_id: plans.data.find((plan) => plan.slug === "paket-5")!.id,
        payment_method: "stripe",
        accept_terms: true,
        billing_address: {
          company: "Fremdbetrieb",
          street: "Ahornweg 1",
          zipcode: "01067",
          city: "Dresden",
          country: "DE",
        },
      },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { url } = ((await started.json()) as { data: { url: string } }).data;
    const foreignSession = url.match(/cs_test_\w+/)![0];
    const loggedOut = await page.request.post("/logout", { headers: originHeaders() });
    expect(loggedOut.status()).toBe(204);

    // … and a second one finds nothing about it, at both widths.
    await signUpAndVerify(page);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await open(page, "/checkout/process");
      await expect(
        page.getByRole("heading", { level: 1, name: "Keine Zahlung zu bestätigen" }),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `/checkout/process ohne Sitzung ${viewport.width} px`);

      await open(page, `/checkout/process?session_id=${foreignSession}`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Zahlung nicht gefunden" }),
      ).toBeVisible();
      const main = page.getByRole("main");
      await expect(main).toContainText(
        "Diese Zahlungssitzung gehört nicht zu Ihrem Konto oder existiert nicht.",
      );
      // Nothing of the other employer's order shows: neither plan nor amount nor state.
      await expect(main).not.toContainText("Paket 5");
      await expect(main).not.toContainText("€");
      await expect(main).not.toContainText("ausstehend");
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(
        page,
        `/checkout/process mit fremder Sitzung ${viewport.width} px`,
      );
    }
  });
});

test.describe("online mit Stripe bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("bezahlen → /checkout/process wartet → signiertes Ereignis → bestätigt; abbrechen → /checkout/failed → erneut versuchen", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stub = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;
    await signUpAndVerify(page);
    await open(page, "/arbeitgeber");
    await planCard(page, "Plus").getByRole("button", { name: "Plus jetzt buchen" }).click();
    const dialog = checkoutDialog(page, "Plus");
    await dialog.getByRole("radio", { name: /^Online bezahlen \(Stripe\)/ }).check();
    await expect(dialog).toContainText("Sie werden zur Zahlung an Stripe weitergeleitet.");
    await dialog.getByLabel("Straße und Hausnummer").fill("Rosenweg 3");
    await dialog.getByLabel("PLZ", { exact: true }).fill("01067");
    await dialog.getByLabel("Ort", { exact: true }).fill("Dresden");
    await dialog.getByLabel(/Ich akzeptiere die AGB/).check();
    await dialog.getByRole("button", { name: "Zahlungspflichtig bestellen (296,31 €)" }).click();

    // Stripe's page (the stand-in), then back to the app.
    await expect(page).toHaveURL(new RegExp(`^${stub}/c/pay/cs_test_`));
    await expect(
      page.getByRole("heading", { name: /Stripe \(Test\): Wurzelwerk – Paket „Plus“/ }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Bezahlen" }).click();
    await expect(page).toHaveURL(/\/checkout\/process\?session_id=cs_test_/);
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Wir warten auf die Bestätigung Ihrer Zahlung …",
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "/checkout/process wartet");

    // Stripe's webhook: the page notices the payment by itself.
    const sessionId = new URL(page.url()).searchParams.get("session_id");
    const sessions = (await (await request.get(`${stub}/test/sessions`)).json()) as StubSession[];
    const session = sessions.find((candidate) => candidate.id === sessionId)!;
    expect(session.amount_total).toBe(29631);
    const { payload } = sessionEvent("checkout.session.completed", session);
    const delivered = await request.post("/api/stripe/webhook", {
      headers: { "content-type": "application/json", "stripe-signature": signature(payload) },
      data: payload,
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Vielen Dank – Ihre Zahlung ist eingegangen" }),
    ).toBeVisible({ timeout: 10_000 });
    const main = page.getByRole("main");
    await expect(main).toContainText("1 Anzeige wurde Ihrem Guthaben gutgeschrieben.");
    const number = (await main.textContent())?.match(INVOICE_NUMBER)?.[0];
    expect(number, "Rechnungsnummer").toBeTruthy();
    await expectInvoicePdf(
      page,
      main.getByRole("link", { name: "Rechnung öffnen (PDF)" }),
      number!,
      "Bezahlt am",
    );
    await expectNoAxeViolations(page, "/checkout/process bestätigt");
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "/checkout/process bestätigt 360 px");
    await page.setViewportSize(DESKTOP);

    await open(page, "/dashboard");
    await expect(page.getByTestId("credits-box")).toContainText("Verfügbares Guthaben: 1 Anzeige");
    await expect(ordersSection(page)).toContainText("Bezahlt");
    await expect(ordersSection(page)).toContainText("296,31 € brutto · online über Stripe");
    await expect(ordersSection(page)).toContainText(`Rechnung ${number}`);

    // Cancelled on Stripe's page: nothing charged, the same plan once more.
    await open(page, "/arbeitgeber");
    await planCard(page, "Basis").getByRole("button", { name: "Basis jetzt buchen" }).click();
    const basis = checkoutDialog(page, "Basis");
    await expect(basis.getByTestId("billing-address")).toContainText("Rosenweg 3");
    await basis.getByRole("radio", { name: /^Online bezahlen \(Stripe\)/ }).check();
    await basis.getByLabel(/Ich akzeptiere die AGB/).check();
    await basis.getByRole("button", { name: "Zahlungspflichtig bestellen (177,31 €)" }).click();
    await expect(page).toHaveURL(new RegExp(`^${stub}/c/pay/cs_test_`));
    await page.getByRole("link", { name: "Abbrechen" }).click();
    await expect(page).toHaveURL(/\/checkout\/failed\?bestellung=\d+$/);
    await waitForHydration(page);
    await expect(page.getByRole("main")).toContainText("Paket: Basis, 177,31 € inkl. 19 % USt");
    await expectNoAxeViolations(page, "/checkout/failed mit Bestellung");
    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    const again = checkoutDialog(page, "Basis");
    await expect(again).toContainText("Willkommen zurück!");
    await expect(again.getByRole("radio", { name: /^Online bezahlen \(Stripe\)/ })).toBeChecked();
    expect(await markers(page)).toEqual({ invoice: null, stripe: null });
  });
});
