import type { Page } from "@playwright/test";
import {
  expectFocusInside,
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  open,
  preAcceptConsent,
  tabUntilFocused,
  test,
} from "./support.ts";

// The backoffice's content sections: staff edit a FAQ entry and create a content page
// in the browser, and both show on the public site at once; a sector form works by keyboard
// alone; every list and form passes axe at 360 and 1440 px. The staff account is the one
// scripts/e2e-server.ts creates.

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

const suffix = () => Date.now().toString(36);

/** Staff sign in through the login form, as a person would. */
async function signInAsStaff(page: Page) {
  await open(page, "/login?redirect=/admin");
  await page.getByLabel("E-Mail-Adresse").fill(process.env.E2E_STAFF_EMAIL!);
  await page.getByLabel("Passwort", { exact: true }).fill(process.env.E2E_STAFF_PASSWORD!);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Konten" })).toBeVisible();
}

/** The rich-text editor of a field (TipTap loads on demand). */
function editor(page: Page, label: string) {
  return page.getByRole("textbox", { name: label, exact: true });
}

test("Team ändert eine Frage im FAQ, und /faq zeigt sie sofort", async ({ page }) => {
  await signInAsStaff(page);
  await page
    .getByRole("navigation", { name: "Team-Bereich" })
    .getByRole("link", { name: "FAQ" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();

  type ApiFaq = { id: number; audience: string; question: { de: string } };
  const faqs: ApiFaq[] = (await (await page.request.get("/api/faqs")).json()).data;
  const faq = faqs.find((f) => f.audience === "seeker")!;
  await page.getByRole("link", { name: faq.question.de, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Frage bearbeiten" })).toBeVisible();

  const question = `Wie finde ich Saisonarbeit in meiner Nähe (${suffix()})?`;
  await page.getByLabel("Frage", { exact: true }).fill(question);
  const answer = editor(page, "Antwort");
  await answer.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Neu: Saisonstellen stehen ab März online.");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Die Frage wurde gespeichert.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(
    page.getByRole("list", { name: "Einträge" }).getByRole("link", { name: question }),
  ).toBeVisible();

  await open(page, "/faq");
  const item = page
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: question }) });
  await expect(item).toHaveCount(1);
  await item.locator("summary").click();
  await expect(item.getByText("Neu: Saisonstellen stehen ab März online.")).toBeVisible();
});

test("Team legt eine Inhaltsseite an, die unter ihrer Adresse erscheint", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /status of 422/,
    "Der Test speichert absichtlich einmal mit einer Adresse, die der Website selbst gehört (422).",
  );
  await signInAsStaff(page);
  await open(page, "/admin/seiten");
  await page.getByRole("link", { name: "Neu anlegen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Neue Seite" })).toBeVisible();

  const id = suffix();
  const title = `Ratgeber Saisonarbeit ${id}`;
  await page.getByLabel("Seitentitel", { exact: true }).fill(title);
  // The address follows the title until it is edited.
  await expect(page.getByLabel("Adresse")).toHaveValue(`ratgeber-saisonarbeit-${id}`);
  await page.getByLabel("Adresse").fill(`ratgeber/saisonarbeit-${id}`);
  await page
    .getByLabel("Meta-Titel (optional)", { exact: true })
    .fill(`Saisonarbeit finden – Ratgeber ${id}`);
  await page
    .getByLabel("Meta-Beschreibung (optional)", { exact: true })
    .fill("Wie du Saisonarbeit in der grünen Branche findest.");
  await page
    .getByLabel("Einleitung (optional)", { exact: true })
    .fill("Alles über Erntehilfe und Saisonstellen.");

  const body = editor(page, "Inhalt");
  await body.click();
  await page.getByRole("button", { name: "Zwischenüberschrift" }).click();
  await page.keyboard.type("Wann geht es los?");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Die meisten Betriebe suchen ab dem Frühjahr.");

  // Saving without a valid address shows the server's German field error at the field.
  await page.getByLabel("Adresse").fill("jobs/saison");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(
    page.getByText("Die Adresse /jobs gehört zur Website selbst.", { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Adresse")).toBeFocused();
  await page.getByLabel("Adresse").fill(`ratgeber/saisonarbeit-${id}`);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Die Seite wurde angelegt.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/seiten$/);

  await open(page, `/ratgeber/saisonarbeit-${id}`);
  await expect(page).toHaveTitle(`Saisonarbeit finden – Ratgeber ${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Wann geht es los?" })).toBeVisible();
  await expect(page.getByText("Die meisten Betriebe suchen ab dem Frühjahr.")).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Wie du Saisonarbeit in der grünen Branche findest.",
  );
});

test("eine Branche lässt sich allein mit der Tastatur anlegen und nach Rückfrage löschen", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(/status of 404/, "Die gelöschte Branchenseite antwortet am Ende mit 404.");
  await signInAsStaff(page);
  await open(page, "/admin/branchen/neu");
  const name = `Friedhofsgärtnerei ${suffix()}`;
  const slug = name.toLowerCase().replace("ä", "ae").replace(/ /g, "-");

  // From the page's start: Tab until the name field has the focus, then only keys.
  const nameField = page.getByLabel("Name", { exact: true });
  for (let n = 0; n < 30 && !(await nameField.evaluate((el) => el === document.activeElement)); n++)
    await page.keyboard.press("Tab");
  await expect(nameField).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Kurzname für die Adresse")).toBeFocused();
  await expect(page.getByLabel("Kurzname für die Adresse")).toHaveValue(slug);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Grabpflege und Gestaltung von Friedhöfen.");
  // The translations: each language a disclosure; Polish opened and filled by keyboard.
  const polishName = `Ogrodnictwo cmentarne ${suffix()}`;
  await page.keyboard.press("Tab");
  await expect(page.locator("summary", { hasText: "English" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("summary", { hasText: "Polski" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Name (Polnisch)")).toBeFocused();
  await expect(page.getByLabel("Name (Polnisch)")).toHaveAttribute("lang", "pl");
  await page.keyboard.type(polishName);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Einleitungstext (Polnisch)")).toBeFocused();
  await page.keyboard.type("Pielęgnacja grobów i zieleni na cmentarzach.");
  for (const language of ["Română", "Українська"]) {
    await page.keyboard.press("Tab");
    await expect(page.locator("summary", { hasText: language })).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Speichern" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Die Branche wurde angelegt.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/branchen$/);

  // Public at once: its page, and the footer's sector list of the next page.
  await open(page, `/jobs-im-bereich/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.getByRole("contentinfo").getByRole("link", { name })).toBeVisible();
  // The Polish pages name it in Polish.
  await open(page, "/pl");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: polishName })).toBeVisible();

  // Delete: the question first; Escape keeps the sector.
  await open(page, "/admin/branchen");
  const entries = page.getByRole("list", { name: "Einträge" });
  await entries.getByRole("link", { name, exact: true }).click();
  await page.getByRole("button", { name: "Löschen" }).click();
  const dialog = page.getByRole("dialog", { name: "Branche löschen?" });
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Löschen" })).toBeFocused();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText(`Die Branche „${name}“ wurde gelöscht.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/branchen$/);
  await expect(entries.getByRole("link", { name, exact: true })).toHaveCount(0);
  await open(page, `/jobs-im-bereich/${slug}`, 404);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`die Inhaltsbereiche bestehen axe und passen in die Breite (${viewport.width} px)`, async ({
    page,
  }) => {
    // Eleven pages with axe each: more than the default 30 s on a busy machine.
    test.slow();
    await signInAsStaff(page);
    await page.setViewportSize(viewport);
    for (const path of ["branchen", "seiten", "faq", "blog", "tarife"]) {
      await open(page, `/admin/${path}`);
      await expect(page.getByRole("link", { name: "Neu anlegen" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `/admin/${path} ${viewport.width} px`);

      // The first entry's form (with its editor loaded where it has one).
      await page.getByRole("list", { name: "Einträge" }).getByRole("link").first().click();
      await expect(page.getByRole("button", { name: "Speichern" })).toBeVisible();
      if (path === "seiten" || path === "faq" || path === "blog")
        await expect(page.getByRole("toolbar").first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `/admin/${path}/… ${viewport.width} px`);
    }
    // A form with errors.
    await open(page, "/admin/tarife/neu");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Bitte den Namen des Tarifs angeben.")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/admin/tarife/neu mit Fehlern ${viewport.width} px`);
  });
}

test("die Navigation des Team-Bereichs passt auf ein 360-px-Telefon und geht mit der Tastatur", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsStaff(page);
  const nav = page.getByRole("navigation", { name: "Team-Bereich" });
  const links = nav.getByRole("link");
  await expect(links).toHaveCount(9);
  // Nothing scrolls sideways, neither the page nor the navigation: every section is in view.
  await expectNoHorizontalScroll(page);
  const overflow = await nav.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height, "touch target").toBeGreaterThanOrEqual(44);
  }
  await expect(nav.getByRole("link", { name: "Konten" })).toHaveAttribute("aria-current", "page");

  // Keyboard: Tab walks the sections in order, Enter opens one.
  await tabUntilFocused(page, links.first());
  const names: string[] = [];
  for (let i = 0; i < 9; i++) {
    names.push((await page.evaluate(() => document.activeElement?.textContent)) ?? "");
    await page.keyboard.press("Tab");
  }
  expect(names).toEqual([
    "Konten",
    "Anzeigen",
    "Bestellungen",
    "Statistik",
    "Branchen",
    "Seiten",
    "FAQ",
    "Blog",
    "Tarife",
  ]);
  await tabUntilFocused(page, nav.getByRole("link", { name: "Tarife" }), 20, "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/tarife$/);
  await expect(nav.getByRole("link", { name: "Tarife" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page, "/admin/tarife 360 px");
});
