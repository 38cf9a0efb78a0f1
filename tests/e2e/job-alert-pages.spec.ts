import {
  createJobAlertViaApi,
  DESKTOP,
  expect,
  expectFocusInside,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  jobAlertMailLinks,
  open,
  PHONE,
  preAcceptConsent,
  tabUntilFocused,
  test,
} from "./support.ts";

// The pages behind a job alert's mailed links (ADR 042), by keyboard only, at phone and desktop
// width, each checked by axe-core: the confirm page confirms with its button (the GET changes
// nothing), the manage page lists every alert of the address and changes, pauses and deletes
// them, the unsubscribe page deletes one with its button.

for (const viewport of [PHONE, DESKTOP]) {
  test(`Suchauftrag bestätigen, verwalten und abmelden per Tastatur (${viewport.width} px)`, async ({
    page,
    browserErrors,
  }) => {
    test.setTimeout(90_000);
    browserErrors.allow(
      /Failed to load resource: the server responded with a status of 404/,
      "Ein Link eines gelöschten Suchauftrags ist eine 404-Seite; Chromium meldet jede 4xx-Antwort.",
    );
    await page.setViewportSize(viewport);
    await preAcceptConsent(page);
    const email = `suchauftrag-${viewport.width}-${Date.now().toString(36)}@example.org`;
    await createJobAlertViaApi(page, email);
    await createJobAlertViaApi(page, email, {
      state: "Bayern",
      location_label: "Bayern",
      latitude: 48.9,
      longitude: 11.4,
      frequency: "weekly",
    });
    const [first, second] = await jobAlertMailLinks(email, 2);

    // Opening the link confirms nothing: reloading still shows the button.
    await open(page, first!.confirm);
    await open(page, first!.confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suchauftrag bestätigen");
    await expect(page.getByText("30 km um Hannover")).toBeVisible();
    await expectNoAxeViolations(page, "Bestätigungsseite");
    await expectNoHorizontalScroll(page);
    const confirmButton = page.getByRole("button", { name: "Suchauftrag bestätigen" });
    await tabUntilFocused(page, confirmButton);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Geschafft!" })).toBeFocused();
    await expectNoAxeViolations(page, "bestätigt");

    // The link again: already confirmed, said plainly, with the way to the manage page.
    await open(page, first!.confirm);
    await expect(page.getByRole("heading", { name: "Schon erledigt" })).toBeVisible();
    const manageLink = page.getByRole("link", { name: "Suchaufträge verwalten" });
    await tabUntilFocused(page, manageLink);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Deine Suchaufträge" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toContainText("Noch nicht bestätigt");
    await expect(cards.nth(1)).toContainText("ganz Bayern");
    await expectNoAxeViolations(page, "Verwaltungsseite");
    await expectNoHorizontalScroll(page);

    // Weekly by the arrow key in the radio group, then pause.
    const firstCard = cards.nth(0);
    await tabUntilFocused(page, firstCard.getByRole("radio", { name: "Täglich" }));
    await page.keyboard.press("ArrowRight");
    await expect(firstCard.getByRole("radio", { name: "Wöchentlich (montags)" })).toBeChecked();
    await expect(firstCard).toContainText("wöchentlich (montags)");
    const pause = firstCard.getByRole("button", { name: "Pausieren" });
    await tabUntilFocused(page, pause);
    await page.keyboard.press("Enter");
    await expect(firstCard).toContainText("Pausiert");
    await expect(firstCard.getByRole("button", { name: "Fortsetzen" })).toBeVisible();

    // The alert's search on /jobs: the address names the filter, /jobs takes it over. The link
    // comes before the button that kept the focus, so the way back is Shift+Tab.
    await tabUntilFocused(
      page,
      firstCard.getByRole("link", { name: "Passende Jobs ansehen" }),
      40,
      "Shift+Tab",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/in deiner Nähe$/);
    await expect(page.getByText("Hannover (30 km)")).toBeVisible();
    await page.goBack();
    await expect(cards).toHaveCount(2);

    // Delete the second alert: asked first, in a dialog.
    await tabUntilFocused(page, cards.nth(1).getByRole("button", { name: "Löschen" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Suchauftrag löschen?" });
    await expectFocusInside(dialog);
    await expectNoAxeViolations(page, "Löschen-Dialog");
    await tabUntilFocused(page, dialog.getByRole("button", { name: "Endgültig löschen" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(1);

    // Unsubscribe from the first alert by the page's button; the GET deleted nothing.
    await open(page, first!.unsubscribe);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vom Suchauftrag abmelden");
    await expectNoAxeViolations(page, "Abmeldeseite");
    await expectNoHorizontalScroll(page);
    await tabUntilFocused(page, page.getByRole("button", { name: "Abmelden" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Erledigt" })).toBeFocused();

    // Every link of the address is dead now: a friendly 404 page.
    await open(page, second!.confirm, 404);
    await expect(
      page.getByRole("heading", { name: "Dieser Link funktioniert nicht" }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "unbekannter Link");
  });
}
