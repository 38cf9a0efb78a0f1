// Toasts (docs/product.md "Texts and messages", §9) never lie on a control: not on the buttons and fields of an open
// dialog, not on the consent banner; and each event shows one toast, not two
// (item 6). At 360, 390 and 1440 px; the pictures of each case go to the test's output.
import type { Locator, Page } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
  createDraftViaApi,
  expect,
  geocodedLocation,
  grantCreditsAsStaff,
  open,
  preAcceptConsent,
  presetSearchFilter,
  sectorsByName,
  signUpAndVerify,
  test,
  waitForHydration,
} from "./support.ts";

const MISSING = "Bitte fülle die fehlenden Pflichtfilter aus.";
const REGISTERED = "Sie haben sich erfolgreich registriert";
const VERIFIED = "Deine E-Mail Adresse wurde erfolgreich verifiziert.";
const LOGGED_IN = "Sie haben sich erfolgreich eingeloggt";
const LOGIN_FAILED = "Es gab einen Fehler bei dem Login";
const PROFILE_FAILED = "Es gab einen Fehler beim Aktualisieren Ihrer Profilinformationen";

const VIEWPORTS = [
  { name: "360 px", size: PHONE, touch: true },
  { name: "390 px", size: { width: 390, height: 844 }, touch: true },
  { name: "1440 px", size: DESKTOP, touch: false },
] as const;

const toasts = (page: Page) => page.locator(".Toastify__toast");

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Waits until the toast has slid in (its entry animation ended; the 10 s progress bar keeps
 * running, paused by the pointer resting on the toast) and the page has made room for it, then
 * checks that no control overlaps the toast's box and that each takes a click where it is
 * (Playwright's hit test). With `scope`, also every other control the scope shows.
 */
async function expectToastCoversNothing(
  page: Page,
  toast: Locator,
  controls: Locator[],
  scope?: Locator,
) {
  await expect(toast).toBeVisible();
  await toast.hover();
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return !(target instanceof Element && target.closest(".Toastify__progress-bar"));
      })
      .every((animation) => animation.playState !== "running"),
  );
  const toastBox = (await toast.boundingBox())!;
  for (const control of controls) {
    await expect(control).toBeVisible();
    await expect
      .poll(
        async () => {
          const box = await control.boundingBox();
          return box && overlaps(toastBox, box) ? JSON.stringify({ toastBox, box }) : "frei";
        },
        { message: `Toast liegt auf ${control.toString()}` },
      )
      .toBe("frei");
    await control.click({ trial: true });
  }
  if (scope) {
    // What the scope shows: inside its visible box (its panel clips what is scrolled away).
    const covered = await scope.evaluate((frame, box) => {
      const inner = frame.getBoundingClientRect();
      return [...frame.querySelectorAll("input, button, select, textarea, a[href]")]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.top >= inner.top && r.bottom <= inner.bottom)
        .filter(
          ({ r }) =>
            r.left < box.x + box.width &&
            box.x < r.right &&
            r.top < box.y + box.height &&
            box.y < r.bottom,
        )
        .map(({ el }) => el.outerHTML.slice(0, 120));
    }, toastBox);
    expect(covered, "Bedienelemente unter dem Toast").toEqual([]);
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`Toasts bei ${viewport.name}`, () => {
    test.use({ viewport: viewport.size, hasTouch: viewport.touch, isMobile: viewport.touch });

    test("der rote Suchhinweis liegt nicht auf den Knöpfen des Filters", async ({
      page,
      browserErrors,
    }, testInfo) => {
      browserErrors.allow(
        /Failed to load resource: the server responded with a status of 422/,
        "Die Suche ohne Pflichtfilter antwortet absichtlich mit 422.",
      );
      await preAcceptConsent(page);
      const sectors = await sectorsByName(page);
      await presetSearchFilter(page, {
        sectors: [sectors.get("Garten- und Landschaftsbau")!],
        working_time: "Vollzeit",
        job_available_at: "1_to_3_months",
        location: await geocodedLocation(page, "Berlin", 30),
        updated_at: new Date().toISOString(),
      });
      await open(page, "/jobs");
      await page.getByRole("button", { name: /^Filter/ }).click();
      const dialog = page.getByRole("dialog", { name: "Filter" });
      const reset = dialog.getByRole("button", { name: "Zurücksetzen" });
      const search = dialog.getByRole("button", { name: "Jetzt passende Jobs finden" });
      const close = dialog.getByRole("button", { name: /Schlie(ß|ss)en/ }).first();
      await reset.click();
      await search.click();
      const toast = toasts(page).filter({ hasText: MISSING });
      await expectToastCoversNothing(page, toast, [reset, search, close], dialog);
      await page.screenshot({ path: testInfo.outputPath("filter-toast.png") });
      // The controls still work with the toast shown.
      await reset.click();
      await expect(dialog).toBeVisible();
      await expect(toast).toHaveCount(1);
    });

    test("die Bestätigung der E-Mail liegt nicht auf dem Buchungsdialog", async ({
      page,
    }, testInfo) => {
      await preAcceptConsent(page);
      await signUpAndVerify(page);
      const toast = toasts(page).filter({ hasText: VERIFIED });
      const dialog = page.getByRole("dialog", { name: "Paket „Basis“ buchen" });
      const street = dialog.getByLabel("Straße und Hausnummer");
      // Once in the full suite (not in 12 runs alone) the toast left within a second of the
      // dialog's form appearing, before it could be hovered; the case is then shown anew.
      await expect(async () => {
        await open(page, "/arbeitgeber?verified=1");
        await expect(toast).toBeVisible();
        await page
          .getByRole("region", { name: "Preise und Pakete" })
          .getByRole("article", { name: "Basis", exact: true })
          .getByRole("button", { name: "Basis jetzt buchen" })
          .click();
        await expect(dialog).toBeVisible();
        await street.scrollIntoViewIfNeeded();
        await expect(toast).toBeVisible();
        await toast.hover({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expectToastCoversNothing(page, toast, [street], dialog);
      await page.screenshot({ path: testInfo.outputPath("checkout-toast.png") });
      await street.fill("Lindenweg 4");
      await expect(street).toHaveValue("Lindenweg 4");
    });

    test("die Registrierungsmeldung liegt nicht auf dem Cookie-Hinweis", async ({
      page,
    }, testInfo) => {
      // No stored choice: the consent banner is open.
      const id = globalThis.crypto.randomUUID().slice(0, 8);
      await open(page, "/register");
      const banner = page.getByRole("region", { name: "Deine Privatsphäre" });
      await expect(banner).toBeVisible();
      await page.getByLabel("Firmenname").fill(`Baumschule Toast ${id}`);
      await page.getByLabel("Ihr Name").fill("Erika Gärtner");
      await page.getByLabel("E-Mail-Adresse").fill(`toast-${id}@example.org`);
      await page.getByLabel("Passwort", { exact: true }).fill(`Gruener-Daumen-${id}!`);
      await page.getByLabel("Passwort wiederholen").fill(`Gruener-Daumen-${id}!`);
      await page.getByLabel(/Ich akzeptiere die AGB/).check();
      await page.getByRole("button", { name: "Konto anlegen" }).click();
      const toast = toasts(page).filter({ hasText: REGISTERED });
      const necessary = banner.getByRole("button", { name: "Nur notwendige" });
      const all = banner.getByRole("button", { name: "Alle akzeptieren" });
      const privacy = banner.getByRole("link", { name: "Datenschutzerklärung" });
      await expectToastCoversNothing(page, toast, [necessary, all, privacy], banner);
      await page.screenshot({ path: testInfo.outputPath("consent-toast.png") });
      await necessary.click();
      await expect(banner).toHaveCount(0);
    });
  });
}

test.describe("ein Ereignis, ein Toast", () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page }) => {
    await preAcceptConsent(page);
  });

  test("Login, bei dem /api/user scheitert: nur die Fehlermeldung", async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(/status of 500/, "Der Test lässt /api/user absichtlich mit 500 antworten.");
    const account = await signUpAndVerify(page, { verify: false });
    await page.context().clearCookies();
    await open(page, "/login");
    await page.route("**/api/user", (route) =>
      route.fulfill({ status: 500, json: { message: "Interner Fehler" } }),
    );
    await page.getByLabel("E-Mail-Adresse").fill(account.email);
    await page.getByLabel("Passwort", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(toasts(page).filter({ hasText: LOGIN_FAILED })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page).filter({ hasText: LOGGED_IN })).toHaveCount(0);
  });

  test("zweimal gescheitertes Speichern des Profils: eine Fehlermeldung", async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(/status of 500/, "Der Test lässt das Speichern absichtlich scheitern.");
    await signUpAndVerify(page);
    await open(page, "/dashboard");
    const profile = page.getByRole("region", { name: "Unternehmensprofil" });
    await profile.getByRole("button", { name: "Profil bearbeiten" }).click();
    await page.route("**/api/employers/*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, json: { message: "Interner Fehler" } })
        : route.continue(),
    );
    const save = profile.getByRole("button", { name: "Profil speichern" });
    await save.click();
    const failed = toasts(page).filter({ hasText: PROFILE_FAILED });
    await expect(failed).toBeVisible();
    await save.click();
    await expect(save).toBeEnabled();
    await expect(save).toHaveText("Profil speichern");
    await expect(failed).toHaveCount(1);
    await expect(toasts(page)).toHaveCount(1);
  });

  test("Veröffentlichen: ein Toast, auch wenn die Live-Benachrichtigung im selben Tab ankommt", async ({
    page,
  }) => {
    await signUpAndVerify(page);
    await grantCreditsAsStaff(page, { count: 1, durationDays: 30, planName: "Basis" });
    const title = `Staudengärtner/in ${Date.now().toString(36)}`;
    await createDraftViaApi(page, 3, title);
    await open(page, "/dashboard");
    await waitForHydration(page);
    const notes = page.getByRole("region", { name: /Benachrichtigungen/ });
    const ad = page.getByRole("article").filter({ hasText: title });
    await ad.getByRole("button", { name: /^Veröffentlichen/ }).click();
    await page
      .getByRole("dialog", { name: "Anzeige veröffentlichen?" })
      .getByRole("button", { name: "Jetzt veröffentlichen" })
      .click();
    const published = toasts(page).filter({ hasText: `„${title}“ ist jetzt veröffentlicht` });
    await expect(published).toBeVisible();
    // The live notification has reached this tab: the list shows it as new.
    await expect(notes).toContainText("1 neu");
    await expect(toasts(page).filter({ hasText: "veröffentlicht" })).toHaveCount(1);
  });
});
