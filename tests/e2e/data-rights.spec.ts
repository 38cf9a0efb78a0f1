import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { readZip } from "../support/zip-reader.ts";
import {
  API_HEADERS,
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  grantCreditsAsStaff,
  open,
  preAcceptConsent,
  publishedAd,
  signUpAndVerify,
  staffPage,
  tabUntilFocused,
  test,
} from "./support.ts";

// Data rights (ADR 020): the employer exports its data and deletes its account from
// the dashboard's settings, by keyboard, at 360 px; staff do the same from the backoffice.

function origin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

const toast = (page: Page, text: string) =>
  page.locator(".Toastify__toast").filter({ hasText: text });

/** Clicks `trigger`, waits for the download and reads the ZIP's entries. */
async function downloadZip(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  expect(download.suggestedFilename()).toMatch(/^wurzelwerk-daten-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return readZip(readFileSync(path));
}

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

test("Arbeitgeber exportiert seine Daten und löscht sein Konto, per Tastatur (360 px)", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /status of 422/,
    "Der Test gibt absichtlich zuerst ein falsches Passwort ein (422 mit Feldfehler).",
  );
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  const account = await signUpAndVerify(page);
  const title = "Baumschulgärtner/in Datenschutz";
  const adId = await publishedAd(page, title);

  await open(page, "/dashboard");
  const section = page.getByRole("region", { name: "Ihre Daten" });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Ihre Daten 360 px");
  await section.screenshot({ path: test.info().outputPath("ihre-daten-360.png") });

  // The export: a ZIP with the account and the ad.
  const files = await downloadZip(page, () =>
    section.getByRole("button", { name: "Meine Daten exportieren" }).click(),
  );
  expect([...files.keys()]).toEqual(
    expect.arrayContaining(["LIESMICH.txt", "account.json", "ads.json", "applications.json"]),
  );
  expect(files.get("account.json")!.toString()).toContain(account.email);
  expect(files.get("ads.json")!.toString()).toContain(title);

  // Keyboard only: „Konto löschen“, a wrong password first, then the right one.
  await tabUntilFocused(page, section.getByRole("button", { name: "Konto löschen" }), 80);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Konto löschen?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("zehn Jahre");
  await expectNoAxeViolations(page, "Dialog „Konto löschen?“ 360 px");
  await page.screenshot({ path: test.info().outputPath("konto-loeschen-360.png") });
  const password = dialog.getByLabel("Ihr Passwort zur Bestätigung");
  await tabUntilFocused(page, password, 10);
  await page.keyboard.type("nicht-das-richtige");
  await page.keyboard.press("Enter");
  await expect(dialog).toContainText("Das Passwort ist nicht korrekt.");
  await expect(password).toHaveAttribute("aria-invalid", "true");
  // Escape closes without a change; the account is still there.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(section.getByRole("button", { name: "Konto löschen" })).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await password.focus();
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(`${origin()}/`);
  await expect(toast(page, "Ihr Konto wurde gelöscht.")).toBeVisible();
  expect((await page.request.get("/api/user", { headers: API_HEADERS })).status()).toBe(401);
  const ad = await page.request.get(`/api/job-advertisements/${adId}`, { headers: API_HEADERS });
  expect(ad.status()).toBe(410);
  const login = await page.request.post("/login", {
    headers: { ...API_HEADERS, Origin: origin() },
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(422);
});

test("Dialog und Bereich bei 1440 px", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpAndVerify(page);
  await open(page, "/dashboard");
  const section = page.getByRole("region", { name: "Ihre Daten" });
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: test.info().outputPath("ihre-daten-1440.png") });
  await section.getByRole("button", { name: "Konto löschen" }).click();
  const dialog = page.getByRole("dialog", { name: "Konto löschen?" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "Dialog „Konto löschen?“ 1440 px");
  await page.screenshot({ path: test.info().outputPath("konto-loeschen-1440.png") });
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`Team exportiert die Daten eines Unternehmens und löscht sein Konto (${viewport.width} px)`, async ({
    page,
    browser,
    browserErrors,
  }) => {
    test.setTimeout(60_000);
    const employer = await signUpAndVerify(page);
    const employerId = await grantCreditsAsStaff(page);

    const staff = await staffPage(browser, browserErrors, viewport);
    try {
      await open(staff, `/admin/arbeitgeber/${employerId}`);
      const section = staff.getByRole("region", { name: "Daten und Konto" });
      await section.scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(staff);
      const files = await downloadZip(staff, () =>
        section.getByRole("button", { name: "Daten exportieren" }).click(),
      );
      expect(files.get("account.json")!.toString()).toContain(employer.email);

      await section.getByRole("button", { name: "Konto löschen" }).click();
      const dialog = staff.getByRole("dialog", {
        name: `Konto von „${employer.companyName}“ löschen?`,
      });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(staff, `Team: Konto löschen ${viewport.width} px`);
      await staff.screenshot({
        path: test.info().outputPath(`team-konto-loeschen-${viewport.width}.png`),
      });
      await dialog
        .getByLabel("Ihr eigenes Passwort zur Bestätigung")
        .fill(process.env.E2E_STAFF_PASSWORD!);
      await dialog.getByRole("button", { name: "Konto endgültig löschen" }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(staff, "Das Konto wurde gelöscht.")).toBeVisible();
      await expect(section).toContainText("Dieses Konto wurde am");
      await section.screenshot({
        path: test.info().outputPath(`team-geloescht-${viewport.width}.png`),
      });
      await expect(staff.getByRole("region", { name: "Protokoll" })).toContainText(
        "Konto vom Team gelöscht",
      );
      await expectNoAxeViolations(staff, `Team: gelöschtes Konto ${viewport.width} px`);
      const me = await page.request.get("/api/user", { headers: API_HEADERS });
      expect(me.status()).toBe(401);
    } finally {
      await staff.context().close();
    }
  });
}
