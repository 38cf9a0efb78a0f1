import type { Browser } from "@playwright/test";
import {
  APPLICATION_LINK_UNKNOWN_MESSAGE,
  APPLICATION_SENT_MESSAGE,
  APPLICATION_WITHDRAWN_MESSAGE,
} from "#shared/schemas/applications.ts";
import {
  PDF,
  fillFormByKeyboard,
  openFormByKeyboard,
  sendFormByKeyboard,
} from "./application-form.ts";
import {
  DESKTOP,
  expect,
  expectFocusInside,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  linkFromMail,
  open,
  originHeaders,
  PHONE,
  preAcceptConsent,
  publishedAd,
  signUpAndVerify,
  tabUntilFocused,
  test,
  type BrowserErrors,
} from "./support.ts";

// Applying on Wurzelwerk (ADR 046), as a seeker without an account, by keyboard only, at phone
// and desktop width: the form on the job page (refused fields in German, a PDF as the CV), the
// confirmation, the mail with the link, the applicant's page, and withdrawing there. What the
// employer does with an application: applications-inbox.spec.ts.

/** A live ad that takes applications on Wurzelwerk, of an employer in a context of its own. */
async function adTakingApplications(browser: Browser, title: string): Promise<number> {
  const context = await browser.newContext();
  const employer = await context.newPage();
  try {
    await signUpAndVerify(employer);
    const id = await publishedAd(employer, title);
    const saved = await employer.request.put(`/api/job-advertisements/${id}/step3`, {
      headers: originHeaders(),
      data: { application_method: "wurzelwerk", application_email: null },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    return id;
  } finally {
    await context.close();
  }
}

function allowUnknownLink(browserErrors: BrowserErrors) {
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 404/,
    "Der Link einer zurückgezogenen Bewerbung ist eine 404-Seite; Chromium meldet jede 4xx-Antwort.",
  );
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`Bewerbung mit PDF per Tastatur, Bestätigung, E-Mail-Link, zurückziehen (${viewport.width} px)`, async ({
    page,
    browser,
    browserErrors,
  }) => {
    test.setTimeout(240_000);
    allowUnknownLink(browserErrors);
    const title = `Gärtner/in Bewerbung ${viewport.width} ${Date.now().toString(36)}`;
    const id = await adTakingApplications(browser, title);
    const email = `bewerberin-${viewport.width}-${Date.now().toString(36)}@example.org`;

    await page.setViewportSize(viewport);
    await preAcceptConsent(page);
    const { dialog, opener } = await openFormByKeyboard(page, id, title, viewport);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `Bewerbungsformular, ${viewport.width} px`);

    // Sent empty: German errors at the fields, the focus on the first one.
    const send = dialog.getByRole("button", { name: "Bewerbung senden" });
    await tabUntilFocused(page, send);
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Bitte gib deinen Namen an.")).toBeVisible();
    await expect(dialog.getByText("Bitte gib deine E-Mail-Adresse an.")).toBeVisible();
    await expect(
      dialog.getByText("Bitte stimme der Verarbeitung deiner Daten zu", { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
    await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoAxeViolations(page, `Bewerbungsformular mit Fehlern, ${viewport.width} px`);

    // Filled in by keyboard, with a PDF as the CV.
    await fillFormByKeyboard(page, dialog, {
      name: "Lena Gärtner",
      email,
      phone: "0151 23456789",
      message: "Ich bin gelernte Gärtnerin <b>und</b> mag Stauden.",
      cv: { name: "lebenslauf.pdf", buffer: PDF },
    });
    await expect(dialog.getByText("50 von 2.000 Zeichen", { exact: false })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Datenschutzerklärung/ })).toHaveAttribute(
      "href",
      "/datenschutz",
    );
    await sendFormByKeyboard(page, dialog, id);

    // The confirmation has the focus; „Fertig“ closes and gives the focus back.
    await expect(dialog).toContainText(APPLICATION_SENT_MESSAGE);
    await expectNoAxeViolations(page, `Bewerbung gesendet, ${viewport.width} px`);
    await tabUntilFocused(page, dialog.getByRole("button", { name: "Fertig" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The mail's link opens the applicant's page: nothing indexed, no referrer, nothing cached.
    const link = await linkFromMail(email, "Deine Bewerbung ist angekommen", "/bewerbung/");
    const path = new URL(link).pathname;
    const response = await open(page, path);
    expect(response.headers()["referrer-policy"]).toBe("no-referrer");
    expect(response.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deine Bewerbung");
    const main = page.locator("main");
    await expect(main).toContainText(title);
    await expect(main).toContainText("Lena Gärtner");
    await expect(main).toContainText(email);
    // The message as text: its markup stays characters.
    await expect(main).toContainText("Ich bin gelernte Gärtnerin <b>und</b> mag Stauden.");
    await expect(main).toContainText("lebenslauf.pdf");
    await expect(main).toContainText("Eingegangen");
    await expect(main).toContainText(/Wir löschen deine Bewerbung mit allen Dateien/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `Bewerbungsseite, ${viewport.width} px`);

    // Withdrawn after asking: gone at once, the link now a German 404.
    await tabUntilFocused(page, page.getByRole("button", { name: "Bewerbung zurückziehen" }));
    await page.keyboard.press("Enter");
    const ask = page.getByRole("dialog", { name: "Bewerbung zurückziehen?" });
    await expect(ask).toBeVisible();
    await expectFocusInside(ask);
    await expectNoAxeViolations(page, `Zurückziehen bestätigen, ${viewport.width} px`);
    await tabUntilFocused(page, ask.getByRole("button", { name: "Ja, zurückziehen" }));
    const deleted = page.waitForResponse((r) => r.url().includes("/api/applications/by-token/"));
    await page.keyboard.press("Enter");
    expect((await deleted).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Erledigt" })).toBeFocused();
    await expect(page.getByText(APPLICATION_WITHDRAWN_MESSAGE)).toBeVisible();
    await expectNoAxeViolations(page, `Bewerbung zurückgezogen, ${viewport.width} px`);

    await open(page, path, 404);
    await expect(page.getByText(APPLICATION_LINK_UNKNOWN_MESSAGE)).toBeVisible();
    await expectNoAxeViolations(page, `Unbekannter Bewerbungslink, ${viewport.width} px`);
  });
}

test("die Vorschau im Editor zeigt das Formular, sendet aber nichts", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await preAcceptConsent(page);
  await signUpAndVerify(page);
  const id = await publishedAd(page, "Baumpfleger/in (m/w/d) Vorschau");
  const saved = await page.request.put(`/api/job-advertisements/${id}/step3`, {
    headers: originHeaders(),
    data: { application_method: "wurzelwerk" },
  });
  expect(saved.status()).toBe(200);
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/applications")) posted = true;
  });
  await open(page, `/dashboard/job/preview?id=${id}`);
  await page.getByRole("button", { name: "Jetzt bewerben" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Deine Bewerbung" });
  // The form's code loads on first use.
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole("button", { name: "Bewerbung senden" })).toHaveCount(0);
  await expect(dialog).toContainText("Von hier wird keine Bewerbung gesendet.");
  await dialog.getByRole("textbox", { name: "Name" }).fill("Test");
  await dialog.getByRole("textbox", { name: "Name" }).press("Enter");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(posted).toBe(false);
});
