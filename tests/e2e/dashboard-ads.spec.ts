import type { Page } from "@playwright/test";
import {
  allowNoCreditRefusal,
  expectFocusInside,
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  createDraftViaApi,
  grantCreditsAsStaff,
  open,
  preAcceptConsent,
  signUpAndVerify,
  test,
} from "./support.ts";

// The dashboard's ads section: list, status filter, paging, lifecycle actions with a
// confirmation, credits box. Ads are made through the API (the editor pages come later).
// Without credits publish is refused with the server's 402 message; with credits granted the
// way staff do (grantCreditsAsStaff) the whole lifecycle runs in the browser.

const NO_CREDIT = "Sie haben kein Anzeigen-Guthaben mehr";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

const adsSection = (page: Page) => page.getByRole("region", { name: "Ihre Stellenanzeigen" });
const card = (page: Page, title: string) =>
  adsSection(page).getByRole("article", { name: title, exact: true });
const toast = (page: Page, text: string) =>
  page.locator(".Toastify__toast").filter({ hasText: text });

test("Entwürfe mit Fortschritt, ohne Guthaben: Veröffentlichen fragt nach und zeigt die Meldung des Servers", async ({
  page,
  browserErrors,
}) => {
  allowNoCreditRefusal(browserErrors);
  await page.setViewportSize(DESKTOP);
  await signUpAndVerify(page);
  await createDraftViaApi(page, 1, "Baumschulgärtner/in");
  const completeId = await createDraftViaApi(page, 3, "Landschaftsgärtner/in");
  await open(page, "/dashboard");

  const complete = card(page, "Landschaftsgärtner/in");
  const partial = card(page, "Baumschulgärtner/in");
  await expect(complete).toBeVisible();
  await expect(adsSection(page).getByText("Noch keine Stellenanzeigen")).toHaveCount(0);
  await expect(adsSection(page)).toContainText("2 Anzeigen");

  await expect(complete).toContainText("Entwurf");
  await expect(complete).toContainText("Schritt 3 von 3 gespeichert");
  await expect(complete).toContainText("Vollzeit · Garten- und Landschaftsbau · 30159 Hannover");
  await expect(partial).toContainText("Schritt 1 von 3 gespeichert");
  await expect(partial).toContainText(
    "Zum Veröffentlichen fehlt noch: Beschreibung und Kontakt & Bewerbung.",
  );
  await expect(partial.getByRole("button", { name: /^Veröffentlichen/ })).toHaveCount(0);
  // Drafts are not public and cannot be extended or ended.
  await expect(complete.getByRole("link", { name: /^Ansehen/ })).toHaveCount(0);
  await expect(complete.getByRole("button", { name: /^(Verlängern|Beenden)/ })).toHaveCount(0);

  // Credits: none yet, with the way to a package.
  const credits = page.getByTestId("credits-box");
  await expect(credits).toContainText("Verfügbares Guthaben: 0 Anzeigen");
  await expect(credits).toContainText("Kein Guthaben mehr – buchen Sie ein Paket");
  await expect(credits.getByRole("link", { name: "Guthaben kaufen" })).toHaveAttribute(
    "href",
    "/arbeitgeber?scrollto=preise",
  );
  await expectNoAxeViolations(page, "/dashboard mit Entwürfen");

  // Publish asks first and says what it costs.
  await complete.getByRole("button", { name: /^Veröffentlichen/ }).click();
  const dialog = page.getByRole("dialog", { name: "Anzeige veröffentlichen?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Dafür wird eine Anzeige aus Ihrem Guthaben verbraucht.");
  await expect(dialog).toContainText("Sie haben zurzeit kein Guthaben für Anzeigen.");
  await expectNoAxeViolations(page, "Bestätigung Veröffentlichen");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(complete.getByRole("button", { name: /^Veröffentlichen/ })).toBeFocused();

  await complete.getByRole("button", { name: /^Veröffentlichen/ }).click();
  const publish = page.waitForResponse(`**/api/job-advertisements/${completeId}/publish`);
  await dialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  expect((await publish).status()).toBe(402);
  const refused = toast(page, NO_CREDIT);
  await expect(refused).toBeVisible();
  await expect(refused).toHaveClass(/Toastify__toast--error/);
  await expect(dialog).toHaveCount(0);
  await expect(complete).toContainText("Entwurf");
  await expect(credits).toContainText("Kein Guthaben mehr");

  // Filters: nothing active yet, both drafts under "Entwurf".
  const filters = page.getByRole("radiogroup", { name: "Anzeigen nach Status filtern" });
  await filters.getByRole("radio", { name: "Aktiv" }).click();
  await expect(adsSection(page)).toContainText("Keine Anzeigen mit dem Status „Aktiv“.");
  await expect(adsSection(page).getByRole("article")).toHaveCount(0);
  await filters.getByRole("radio", { name: "Entwurf" }).click();
  await expect(filters.getByRole("radio", { name: "Entwurf" })).toBeChecked();
  await expect(adsSection(page).getByRole("article")).toHaveCount(2);
  await expect(adsSection(page)).toContainText("2 Anzeigen mit dem Status „Entwurf“");

  // Duplicate: a new draft with the content, first in the list, focused.
  await complete.getByRole("button", { name: /^Duplizieren/ }).click();
  await expect(toast(page, "wurde als neuer Entwurf kopiert")).toBeVisible();
  await expect(adsSection(page).getByRole("article")).toHaveCount(3);
  const copy = adsSection(page).getByRole("article").first();
  await expect(copy).toContainText("Landschaftsgärtner/in");
  await expect(copy.getByRole("heading")).toBeFocused();
  await expectNoAxeViolations(page, "/dashboard nach dem Duplizieren");
});

test("360 px, nur Tastatur: Filter, Seiten, Bestätigung mit Escape", async ({
  page,
  browserErrors,
}) => {
  allowNoCreditRefusal(browserErrors);
  await page.setViewportSize(PHONE);
  await signUpAndVerify(page);
  // Ten empty drafts, then a complete one (newest change first: on page 1).
  for (let n = 0; n < 10; n++) await createDraftViaApi(page, 0);
  await createDraftViaApi(page, 3, "Saisonkraft Obstbau");
  await open(page, "/dashboard");

  const section = adsSection(page);
  await expect(section.getByRole("article")).toHaveCount(10);
  await expect(section).toContainText("11 Anzeigen · Seite 1 von 2");
  await expect(section.getByRole("article", { name: "Entwurf ohne Titel" }).first()).toContainText(
    "Noch kein Schritt gespeichert",
  );
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "/dashboard 360 px");

  // The filter is one tab stop; arrows move within, Space selects.
  const filters = page.getByRole("radiogroup", { name: "Anzeigen nach Status filtern" });
  await filters.getByRole("radio", { name: "Alle" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(filters.getByRole("radio", { name: "Entwurf" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(filters.getByRole("radio", { name: "Entwurf" })).toBeChecked();
  await expect(section).toContainText("11 Anzeigen mit dem Status „Entwurf“ · Seite 1 von 2");

  // Next page by keyboard; the focus lands on the list's summary, not on the page's start.
  const next = section.getByRole("button", { name: "Nächste Seite" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(section).toContainText("Seite 2 von 2");
  await expect(section.getByRole("article")).toHaveCount(1);
  await expect(section.getByRole("status").filter({ hasText: "Seite 2 von 2" })).toBeFocused();
  await section.getByRole("button", { name: "Vorherige Seite" }).focus();
  await page.keyboard.press("Enter");
  await expect(section).toContainText("Seite 1 von 2");

  // Publish by keyboard: Escape closes the confirmation and gives the focus back.
  const complete = card(page, "Saisonkraft Obstbau");
  const publishButton = complete.getByRole("button", { name: /^Veröffentlichen/ });
  await publishButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Anzeige veröffentlichen?" });
  await expect(dialog).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Bestätigung 360 px");
  await expectFocusInside(dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(publishButton).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Jetzt veröffentlichen" });
  for (let n = 0; n < 4 && !(await confirm.evaluate((el) => el === document.activeElement)); n++) {
    await page.keyboard.press("Tab");
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, NO_CREDIT)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("mit Guthaben: veröffentlichen, in der Suche finden, verlängern, beenden", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /status of 410 \(Gone\)/,
    "Die beendete Anzeige antwortet absichtlich mit 410; Chromium meldet das als Konsolenfehler.",
  );
  await page.setViewportSize(DESKTOP);
  await signUpAndVerify(page);
  await grantCreditsAsStaff(page, { count: 2, durationDays: 30, planName: "Basis" });
  const title = `Obstbaumpfleger/in ${Date.now().toString(36)}`;
  const id = await createDraftViaApi(page, 3, title);
  await open(page, "/dashboard");
  const ad = card(page, title);
  const credits = page.getByTestId("credits-box");
  await expect(credits).toContainText("Verfügbares Guthaben: 2 Anzeigen");

  await ad.getByRole("button", { name: /^Veröffentlichen/ }).click();
  const publishDialog = page.getByRole("dialog", { name: "Anzeige veröffentlichen?" });
  await publishDialog.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await expect(toast(page, `Ihre Anzeige „${title}“ ist jetzt veröffentlicht`)).toBeVisible();
  await expect(ad).toContainText("Aktiv");
  await expect(ad).toContainText("läuft bis");
  await expect(credits).toContainText("Verfügbares Guthaben: 1 Anzeige");
  await expect(ad.getByRole("link", { name: /^Ansehen/ })).toHaveAttribute("href", `/jobs/${id}`);

  // The stored notification appears on the dashboard and can be marked as read.
  await page.reload();
  const notes = page.getByRole("region", { name: /Benachrichtigungen/ });
  await expect(notes).toContainText("1 neu");
  await expect(notes).toContainText(`„${title}“ ist jetzt veröffentlicht und läuft bis`);
  await notes.getByRole("button", { name: "Als gelesen markieren" }).click();
  await expect(notes.getByRole("button", { name: "Als gelesen markieren" })).toHaveCount(0);
  await expect(notes).not.toContainText("neu");

  // Seekers find it at once: in the list of newest ads and on its own page.
  const listed = await page.request.get("/api/job-advertisements?page_size=50");
  expect(((await listed.json()).data as { id: number }[]).map((j) => j.id)).toContain(id);

  await ad.getByRole("button", { name: /^Verlängern/ }).click();
  const extendDialog = page.getByRole("dialog", { name: "Anzeige verlängern?" });
  await expectNoAxeViolations(page, "Bestätigung Verlängern");
  await extendDialog.getByRole("button", { name: "Jetzt verlängern" }).click();
  await expect(toast(page, `Ihre Anzeige „${title}“ wurde verlängert`)).toBeVisible();
  await expect(credits).toContainText("Kein Guthaben mehr");

  await ad.getByRole("button", { name: /^Beenden/ }).click();
  const endDialog = page.getByRole("dialog", { name: "Anzeige beenden?" });
  await endDialog.getByRole("button", { name: "Anzeige beenden" }).click();
  await expect(
    toast(page, "wurde beendet und ist nicht mehr in der Suche zu finden"),
  ).toBeVisible();
  await expect(ad).toContainText("Beendet");
  await expectNoAxeViolations(page, "/dashboard mit beendeter Anzeige");

  const after = await page.request.get("/api/job-advertisements?page_size=50");
  expect(((await after.json()).data as { id: number }[]).map((j) => j.id)).not.toContain(id);
  await page.context().clearCookies();
  const ended = await page.goto(`/jobs/${id}`);
  expect(ended?.status()).toBe(410);
  await expect(page.getByRole("main")).toContainText("nicht mehr verfügbar");
});
