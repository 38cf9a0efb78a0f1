import type { Page } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
  createDraftViaApi,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  open,
  preAcceptConsent,
  signUpAndVerify,
  test,
  waitForLiveSubscription,
} from "./support.ts";

// Deleting a draft from the dashboard: a question first, a toast after, the
// list shows the server's state; a second dashboard tab follows over the live channel.

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

const adsSection = (page: Page) => page.getByRole("region", { name: "Ihre Stellenanzeigen" });
const card = (page: Page, title: string) =>
  adsSection(page).getByRole("article", { name: title, exact: true });

for (const [label, viewport] of [
  ["360", PHONE],
  ["1440", DESKTOP],
] as const) {
  test(`${label} px: „Entwurf löschen“ fragt nach, löscht und die Liste (auch im zweiten Tab) folgt`, async ({
    page,
    context,
    browserErrors,
  }) => {
    await page.setViewportSize(viewport);
    await signUpAndVerify(page);
    await createDraftViaApi(page, 1, "Baumschulgärtner/in");
    await createDraftViaApi(page, 3, "Landschaftsgärtner/in");
    await open(page, "/dashboard");
    await expect(adsSection(page)).toContainText("2 Anzeigen");

    const other = await context.newPage();
    browserErrors.watch(other);
    await other.setViewportSize(viewport);
    await open(other, "/dashboard");
    await expect(card(other, "Baumschulgärtner/in")).toBeVisible();
    await waitForLiveSubscription(other);

    const draft = card(page, "Baumschulgärtner/in");
    const remove = draft.getByRole("button", { name: /^Entwurf löschen/ });
    await expect(remove).toBeVisible();
    await expectNoHorizontalScroll(page);

    // Cancelling keeps the draft.
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Entwurf löschen?" });
    await expect(dialog).toContainText("„Baumschulgärtner/in“");
    await expect(dialog).toContainText(
      "Der Entwurf wird endgültig gelöscht. Das lässt sich nicht rückgängig machen.",
    );
    await page.screenshot({ path: test.info().outputPath(`entwurf-loeschen-${label}.png`) });
    await expectNoAxeViolations(page, `Entwurf löschen? (${label} px)`);
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(draft).toBeVisible();

    await remove.click();
    await dialog.getByRole("button", { name: "Entwurf löschen" }).click();
    await expect(
      page
        .locator(".Toastify__toast")
        .filter({ hasText: "Ihr Entwurf „Baumschulgärtner/in“ wurde gelöscht." }),
    ).toBeVisible();
    await expect(draft).toHaveCount(0);
    await expect(adsSection(page)).toContainText("1 Anzeige");
    await expect(card(page, "Landschaftsgärtner/in")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`entwurf-geloescht-${label}.png`) });

    // The other tab heard EmployerUpdated and loaded the list again, without a reload.
    await expect(card(other, "Baumschulgärtner/in")).toHaveCount(0);
    await expect(card(other, "Landschaftsgärtner/in")).toBeVisible();
  });
}

test("360 px: auch im Editor lässt sich der Entwurf nach einer Rückfrage löschen – zurück im Dashboard", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpAndVerify(page);
  const id = await createDraftViaApi(page, 1, "Obstbaumpfleger/in");
  await open(page, `/dashboard/job/${id}?schritt=1`);
  // Unsaved input does not hold up the way back after the deletion.
  await page.getByRole("textbox", { name: "Stellentitel" }).fill("Obstbaumpfleger/in (geändert)");
  await page.getByRole("button", { name: /^Entwurf löschen/ }).click();
  const dialog = page.getByRole("dialog", { name: "Entwurf löschen?" });
  await expect(dialog).toContainText("„Obstbaumpfleger/in“");
  await expectNoAxeViolations(page, "Editor: Entwurf löschen? (360 px)");
  await dialog.getByRole("button", { name: "Entwurf löschen" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page
      .locator(".Toastify__toast")
      .filter({ hasText: "Ihr Entwurf „Obstbaumpfleger/in“ wurde gelöscht." }),
  ).toBeVisible();
  await expect(adsSection(page).getByText("Noch keine Stellenanzeigen")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("editor-entwurf-geloescht-360.png") });
});
