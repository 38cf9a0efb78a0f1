// The job alert in the seeker's language (ADR 051): on /pl/jobs the offer and the sheet are
// Polish, the field errors too, the request sends the page's language, and the opt-in mail is
// Polish. At 360 px, axe-core on the open sheet.
import {
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  linkFromMail,
  open,
  preAcceptConsent,
  presetBerlinSearch,
  test,
} from "./support.ts";

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

/** German words of the offer and the sheet that must not show on a Polish page. */
const GERMAN =
  /Suchauftrag|E-Mail-Adresse|Wie oft|täglich|wöchentlich|Deine Suche|Branche|Anstellungsart|Vollzeit|Datenschutzerklärung|Fertig|Bitte gib/;

test("auf /pl/jobs: Angebot und Sheet auf Polnisch, der Suchauftrag mit locale pl, die Bestätigungs-E-Mail auf Polnisch", async ({
  page,
}) => {
  await presetBerlinSearch(page);
  await open(page, "/pl/jobs");
  const offer = page.getByTestId(/^job-alert-offer-/).first();
  await expect(offer).toContainText(/Nowe oferty e-mailem|Nie przegap|Jeszcze nic dla ciebie/);
  await expect(offer).not.toContainText(GERMAN);

  await page.getByRole("button", { name: "Utwórz alert o ofertach" }).first().click();
  const sheet = page.getByRole("dialog", { name: "Utwórz alert o ofertach" });
  await expect(sheet.getByText("Twoje wyszukiwanie:")).toBeVisible();
  await expect(sheet).toContainText("Rodzaj zatrudnienia");
  await expect(sheet).toContainText("Pełny etat");
  await expect(sheet).toContainText("30 km wokół: Berlin");
  await expect(sheet.getByText("codziennie", { exact: true })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Zamknij" })).toBeVisible();
  await expect(sheet).not.toContainText(GERMAN);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Sheet auf Polnisch 360 px");

  // The browser's check says its refusals in Polish.
  const field = sheet.getByRole("textbox", { name: "Adres e-mail" });
  const submit = sheet.getByRole("button", { name: "Utwórz alert o ofertach" });
  await submit.click();
  await expect(field).toHaveAccessibleDescription("Podaj swój adres e-mail.");
  await field.fill("ola@beispiel");
  await submit.click();
  await expect(field).toHaveAccessibleDescription("Podaj prawidłowy adres e-mail.");

  const email = `alert-pl-${globalThis.crypto.randomUUID().slice(0, 8)}@example.org`;
  await field.fill(email);
  const request = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/job-alerts",
  );
  await submit.click();
  expect((await request).postDataJSON()).toMatchObject({ locale: "pl", email });
  await expect(sheet.getByRole("status")).toHaveText(/^Prawie gotowe: wysłaliśmy ci e-mail\./);
  await expect(sheet.getByRole("button", { name: "Gotowe" })).toBeVisible();
  await expect(sheet).not.toContainText(GERMAN);
  await expectNoAxeViolations(page, "Sheet auf Polnisch nach dem Senden 360 px");

  const confirmLink = await linkFromMail(
    email,
    "Potwierdź swój alert o ofertach",
    "/suchauftrag/bestaetigen/",
  );
  expect(new URL(confirmLink).pathname).toMatch(/\/suchauftrag\/bestaetigen\/[\w.-]+$/);
});
