import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  linkFromMail,
  open,
  PHONE,
  preAcceptConsent,
  publishedAd,
  signUpAndVerify,
  test,
  waitForHydration,
  waitForLiveSubscription,
} from "./support.ts";
import { OWNER_BUYS_CREDITS } from "#shared/team-messages.ts";

// Team accounts (docs/product.md „Employer insight, company pages, teams, data rights“, ADR 058):
// the owner invites a colleague from the dashboard, the colleague joins through the mailed
// link and publishes an ad, the owner removes them and the colleague's open dashboard is
// signed out at once (the live connection hears the end of the session).

test("die Inhaberin lädt ein, der Kollege tritt bei, veröffentlicht und wird entfernt", async ({
  browser,
  page,
  browserErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await preAcceptConsent(page);
  const owner = await signUpAndVerify(page);
  await open(page, "/dashboard");
  const team = page.getByRole("region", { name: "Team", exact: true });
  await expect(team.getByRole("list", { name: "Mitglieder" })).toContainText(owner.email);
  await expect(team).toContainText("Inhaber/in");
  // Out of credits, the owner is shown where to buy them.
  await expect(
    page.getByTestId("credits-box").getByRole("link", { name: "Guthaben kaufen" }),
  ).toBeVisible();

  const colleagueEmail = `kollege-${globalThis.crypto.randomUUID().slice(0, 8)}@example.org`;
  // A bad address is the field's error; nothing is sent.
  await team.getByLabel("E-Mail-Adresse").fill("kein-at-zeichen");
  await team.getByRole("button", { name: "Einladung senden" }).click();
  await expect(team.getByText("Bitte eine gültige E-Mail-Adresse eingeben.")).toBeVisible();
  await team.getByLabel("E-Mail-Adresse").fill(colleagueEmail);
  await team.getByRole("button", { name: "Einladung senden" }).click();
  await expect(page.getByText(`Die Einladung an ${colleagueEmail} ist unterwegs.`)).toBeVisible();
  await expect(team.getByRole("list", { name: "Offene Einladungen" })).toContainText(
    colleagueEmail,
  );
  await expectNoAxeViolations(page, "/dashboard mit Team");

  // The colleague, on a phone, opens the link of the mail.
  const link = await linkFromMail(colleagueEmail, "Einladung ins Team", "/einladung/");
  const context = await browser.newContext({ viewport: PHONE });
  const colleague = await context.newPage();
  browserErrors.watch(colleague);
  await preAcceptConsent(colleague);
  await open(colleague, new URL(link).pathname);
  await expect(
    colleague.getByRole("heading", {
      level: 1,
      name: `Willkommen im Team von ${owner.companyName}`,
    }),
  ).toBeVisible();
  await expect(colleague.getByLabel("E-Mail-Adresse")).toHaveValue(colleagueEmail);
  await expectNoHorizontalScroll(colleague);
  await expectNoAxeViolations(colleague, "/einladung/{token}");
  const password = "Kollege-Gartenbau-2026";
  await colleague.getByLabel("Ihr Name").fill("Jonas Kollege");
  await colleague.getByLabel("Passwort", { exact: true }).fill(password);
  await colleague.getByLabel("Passwort wiederholen").fill(password);
  await colleague.getByRole("button", { name: "Einladung annehmen" }).click();
  await colleague.waitForURL("**/dashboard");
  await waitForHydration(colleague);
  await expect(colleague.getByText("Willkommen im Team!")).toBeVisible();
  await expect(colleague.getByRole("heading", { level: 1, name: owner.companyName })).toBeVisible();
  const colleagueTeam = colleague.getByRole("region", { name: "Team", exact: true });
  await expect(colleagueTeam).toContainText(`Das Team und die Abrechnung verwaltet ${owner.name}.`);
  await expect(colleagueTeam.getByRole("button", { name: /entfernen/ })).toHaveCount(0);
  await expect(colleague.getByRole("heading", { name: "Ihre Bestellungen" })).toHaveCount(0);
  // Billing is the owner's: no way to buy credits for a member, but who buys them (ADR 061).
  await expect(colleague.getByRole("link", { name: /Guthaben kaufen|Pakete buchen/ })).toHaveCount(
    0,
  );
  await expect(colleague.getByTestId("credits-box")).toContainText(OWNER_BUYS_CREDITS);
  await expectNoHorizontalScroll(colleague);
  await expectNoAxeViolations(colleague, "/dashboard eines Mitglieds");

  await open(colleague, "/arbeitgeber");
  const prices = colleague.getByRole("region", { name: "Preise und Pakete" });
  await expect(prices.getByRole("article").first()).toContainText(OWNER_BUYS_CREDITS);
  await expect(prices.getByRole("button", { name: /jetzt buchen/ })).toHaveCount(0);

  // The colleague publishes an ad for the company.
  await publishedAd(colleague, "Baumschulgärtner/in im Team (m/w/d)");
  await open(colleague, "/dashboard");
  await expect(
    colleague.getByRole("heading", { name: "Baumschulgärtner/in im Team (m/w/d)" }),
  ).toBeVisible();
  await waitForLiveSubscription(colleague);

  // The owner sees the colleague and the ad, and removes the colleague.
  await open(page, "/dashboard");
  await expect(
    page.getByRole("heading", { name: "Baumschulgärtner/in im Team (m/w/d)" }),
  ).toBeVisible();
  await expect(team.getByRole("list", { name: "Mitglieder" })).toContainText("Jonas Kollege");
  await expect(team.getByRole("list", { name: "Offene Einladungen" })).toHaveCount(0);
  await team.getByRole("button", { name: "Jonas Kollege entfernen" }).click();
  const dialog = page.getByRole("dialog", { name: "Jonas Kollege entfernen?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Endgültig entfernen" }).click();
  await expect(
    page.getByText("Jonas Kollege gehört nicht mehr zu Ihrem Team und ist abgemeldet."),
  ).toBeVisible();
  await expect(team.getByRole("list", { name: "Mitglieder" })).not.toContainText("Jonas Kollege");

  // The colleague's open dashboard is signed out without a reload of its own.
  await colleague.waitForURL(/\/login\?redirect=\/dashboard/);
  await expect(
    colleague.getByText("Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an."),
  ).toBeVisible();
  // The ad stays with the company.
  await expect(
    page.getByRole("heading", { name: "Baumschulgärtner/in im Team (m/w/d)" }),
  ).toBeVisible();
  await context.close();
});

test("ein unbekannter Einladungslink sagt, warum er nicht mehr geht", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(/status of 404/, "der unbekannte Link antwortet 404");
  await page.setViewportSize(PHONE);
  await preAcceptConsent(page);
  await open(page, `/einladung/${"A".repeat(43)}`, 404);
  await expect(page.getByRole("heading", { name: "Link nicht gültig" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Diese Einladung gibt es nicht (mehr).");
  await expect(page.getByRole("link", { name: "Zum Login" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "/einladung/{unbekannt}");
});
