// The job alert in the seeker's language (ADR 051): on /pl/jobs the offer and the sheet are
// Polish, the field errors too, the request sends the page's language, the opt-in mail is
// Polish, and its links open the confirm, manage and unsubscribe pages in Polish. At 360 px,
// axe-core on the open sheet and on each page.
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
  browserErrors,
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
  expect(new URL(confirmLink).pathname).toMatch(/^\/pl\/suchauftrag\/bestaetigen\/[\w.-]+$/);

  // The mail's links open their pages in Polish (ADR 051): confirm, manage, unsubscribe.
  await open(page, new URL(confirmLink).pathname);
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Potwierdź alert o ofertach");
  const main = page.locator("main");
  await expect(main).toContainText("Rodzaj zatrudnienia");
  await expect(main).toContainText("30 km wokół: Berlin");
  await expect(main).toContainText("alert zostanie usunięty po 7 dniach");
  await expect(main).not.toContainText(GERMAN);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Bestätigungsseite auf Polnisch 360 px");
  await page.getByRole("button", { name: "Potwierdź alert o ofertach" }).click();
  await expect(page.getByRole("heading", { name: "Gotowe!" })).toBeFocused();
  await expect(main.getByRole("status")).toHaveText(
    "Twój alert jest potwierdzony. Od teraz będziesz dostawać nowe pasujące oferty e-mailem.",
  );

  // React Router asks /__manifest for the links a page shows (public, cached a year): no link on
  // these pages may put a token there.
  const manifestAsks: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/__manifest") manifestAsks.push(decodeURIComponent(r.url()));
  });
  await main.getByRole("link", { name: "Zarządzaj alertami" }).click();
  await expect(page).toHaveURL(/\/pl\/suchauftraege\/[\w.-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Twoje alerty o ofertach");
  await expect(main).toContainText("Aktywny");
  await expect(main.getByRole("radio", { name: "Codziennie" })).toBeChecked();
  await expect(main.getByRole("link", { name: "Zobacz pasujące oferty" })).toHaveAttribute(
    "href",
    /^\/pl\/jobs\?/,
  );
  await main.getByRole("button", { name: "Wstrzymaj" }).click();
  await expect(page.getByText("Alert jest wstrzymany", { exact: false })).toBeVisible();
  await expect(main).toContainText("Wstrzymany – nie wysyłamy ci e-maili.");
  await expect(main).toContainText("Pełny etat");
  await expect(main).not.toContainText(GERMAN);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Verwaltungsseite auf Polnisch 360 px");
  await page.getByTestId("language-switch").first().click();
  await expect(page.getByRole("link", { name: "English" }).first()).toHaveAttribute(
    "href",
    /^\/en\/suchauftraege\/[\w.-]+$/,
  );
  await page.getByTestId("language-switch").first().click();
  expect(manifestAsks.filter((url) => /suchauftra|bewerbung/.test(url))).toEqual([]);

  const unsubscribeLink = await linkFromMail(
    email,
    "Potwierdź swój alert o ofertach",
    "/suchauftrag/abmelden/",
  );
  expect(new URL(unsubscribeLink).pathname).toMatch(/^\/pl\/suchauftrag\/abmelden\//);
  await open(page, new URL(unsubscribeLink).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wypisz się z alertu");
  await expect(main).not.toContainText(GERMAN);
  await page.getByRole("button", { name: "Wypisz się" }).click();
  await expect(main.getByRole("status")).toHaveText(
    "Wypisano cię: do tego alertu nie dostaniesz już żadnych e-maili.",
  );
  await expect(main.getByRole("link", { name: "Przejdź do wyszukiwarki ofert" })).toHaveAttribute(
    "href",
    "/pl/jobs",
  );
  await expectNoAxeViolations(page, "Abmeldeseite auf Polnisch 360 px");

  // A second visit: the link is gone, said in Polish.
  browserErrors.allow(/status of 404/, "der Abmeldelink ist nach dem Abmelden unbekannt (404)");
  await open(page, new URL(unsubscribeLink).pathname, 404);
  await expect(page.getByRole("heading", { name: "Ten link nie działa" })).toBeVisible();
  await expect(main).not.toContainText(GERMAN);
});
