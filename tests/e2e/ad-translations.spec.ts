import type { Locator, Page } from "@playwright/test";
import { job as plJob } from "#web/messages/job/pl.ts";
import { job as roJob } from "#web/messages/job/ro.ts";
import { HANNOVER_LOCATION } from "../support/places.ts";
import {
  DESKTOP,
  PHONE,
  createDraftViaApi,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  grantCreditsAsStaff,
  open,
  originHeaders,
  preAcceptConsent,
  sectorsByName,
  signUpAndVerify,
  test,
  waitForHydration,
} from "./support.ts";

// The employer's translations of an ad (ADR 052): on the editor's step 2 an employer opens
// „Übersetzungen (optional)“ by keyboard, picks Română with the arrow keys, types the title,
// is told at the field that a description is missing (the server's 422), adds it, saves and
// publishes; the ad's GET returns the translation. Before publishing, the full-page preview shows
// the ad as Romanian seekers see it, and as Polish ones do without a translation. The step passes axe at 360 and 1440 px.

const DESCRIPTION_MISSING = "Bitte beschreiben Sie die Stelle auch auf Rumänisch.";
const RO_TITLE = "Culegător de sparanghel (m/f/d)";
const RO_DESCRIPTION = "Recoltăm sparanghel lângă Hanovra și oferim cazare la fermă.";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

const stepHeading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 2, name: new RegExp(`Schritt \\d von 4\\s*${name}`) });

async function press(control: Locator, key: string) {
  await control.focus();
  await expect(control).toBeFocused();
  await control.page().keyboard.press(key);
}

async function typeInto(control: Locator, text: string) {
  await control.focus();
  await control.page().keyboard.type(text);
}

for (const [size, viewport] of [
  ["360", PHONE],
  ["1440", DESKTOP],
] as const) {
  test(`Übersetzung bei ${size} px: Rumänisch per Tastatur erfasst, Fehler am Feld, veröffentlicht und ausgeliefert`, async ({
    page,
    browserErrors,
  }) => {
    test.setTimeout(120_000);
    browserErrors.allow(
      /Failed to load resource: the server responded with a status of 422/,
      "Der Server lehnt die Übersetzung ohne Beschreibung ab; Chromium meldet jede 4xx-Antwort.",
    );
    await page.setViewportSize(viewport);
    await signUpAndVerify(page);
    const year = new Date().getFullYear() + 1;
    const id = await createDraftViaApi(page, 0);
    const sector = (await sectorsByName(page)).get("Obst- und Gemüsebau")!;
    for (const [step, data] of [
      [
        1,
        {
          title: `Erntehelfer/in Spargel (m/w/d) ${size}`,
          sectors: [sector.id],
          working_time: "Saisonarbeit",
          starts_at: null,
          location: HANNOVER_LOCATION,
          season_start: `${year}-04-01`,
          season_end: `${year}-06-24`,
          accommodation: "free",
        },
      ],
      [
        2,
        {
          description:
            "<p>Wir ernten Spargel bei Hannover und suchen Erntehelfer für die Saison.</p>",
          tasks: "<ul><li>Spargel stechen</li></ul>",
          profile: "<p>Freude an der Arbeit draußen</p>",
          benefits: "",
        },
      ],
    ] as const) {
      const put = await page.request.put(`/api/job-advertisements/${id}/step${step}`, {
        headers: originHeaders(),
        data,
      });
      expect(put.status(), await put.text()).toBe(200);
    }

    await open(page, `/dashboard/job/${id}?schritt=2`);
    await expect(stepHeading(page, "Beschreibung")).toBeVisible();
    await waitForHydration(page);

    // The disclosure opens with Enter; the tabs are named in their own language.
    const summary = page.getByText("Übersetzungen (optional)", { exact: true });
    await press(summary, "Enter");
    const tabs = page.getByRole("tablist", { name: "Sprache der Übersetzung" });
    await expect(tabs.getByRole("tab")).toHaveText(["English", "Polski", "Română", "Українська"]);
    const english = tabs.getByRole("tab", { name: "English" });
    await expect(english).toHaveAttribute("aria-selected", "true");
    await expect(english).toHaveAttribute("lang", "en");
    await press(english, "ArrowRight");
    await page.keyboard.press("ArrowRight");
    const romanian = tabs.getByRole("tab", { name: "Română" });
    await expect(romanian).toBeFocused();
    await expect(romanian).toHaveAttribute("aria-selected", "true");

    const panel = page.getByRole("tabpanel", { name: "Română" });
    const title = panel.getByRole("textbox", { name: "Stellentitel (Română)" });
    await expect(title).toHaveAttribute("lang", "ro");
    const description = panel.getByRole("textbox", {
      name: "Über die Stelle (Română)",
      exact: true,
    });
    await expect(description).toHaveAttribute("lang", "ro");
    await typeInto(title, RO_TITLE);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `Editor Schritt 2 mit Übersetzungen (${size} px)`);
    if (size === "360") {
      await page
        .locator("details")
        .filter({ hasText: "Übersetzungen (optional)" })
        .screenshot({ path: test.info().outputPath("translations-360.png") });
    }

    // Saved without a description: the server's message at the field, which gets the focus.
    const refused = page.waitForResponse(`**/api/job-advertisements/${id}/step2`);
    await press(page.getByRole("button", { name: "Weiter" }), "Enter");
    expect((await refused).status()).toBe(422);
    await expect(panel.getByText(DESCRIPTION_MISSING)).toBeVisible();
    await expect(description).toBeFocused();
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, `Editor Schritt 2, Übersetzung abgelehnt (${size} px)`);

    await page.keyboard.type(RO_DESCRIPTION);
    const saved = page.waitForResponse(`**/api/job-advertisements/${id}/step2`);
    await press(page.getByRole("button", { name: "Weiter" }), "Enter");
    expect((await saved).status()).toBe(200);
    await expect(stepHeading(page, "Kontakt & Bewerbung")).toBeVisible();

    const step3 = await page.request.put(`/api/job-advertisements/${id}/step3`, {
      headers: originHeaders(),
      data: { application_method: "email", application_email: "ernte@example.org" },
    });
    expect(step3.status(), await step3.text()).toBe(200);
    await grantCreditsAsStaff(page);
    await open(page, `/dashboard/job/${id}?schritt=4`);
    await expect(stepHeading(page, "Vorschau")).toBeVisible();
    await waitForHydration(page);

    // The preview as Romanian seekers will see it, and as Polish ones without a translation.
    await press(page.getByRole("link", { name: "Rumänisch", exact: true }), "Enter");
    await expect(page).toHaveURL(new RegExp(`/dashboard/job/preview\\?id=${id}&sprache=ro$`));
    await expect(page.getByRole("heading", { level: 1, name: RO_TITLE })).toBeVisible();
    await expect(page.getByRole("main").locator("div[lang=ro]").first()).toContainText(
      RO_DESCRIPTION,
    );
    await expect(page.getByRole("main").locator("div[lang=ro]").first()).toContainText(
      roJob["fact.workingTime"],
    );
    await expect(page.getByRole("link", { name: "Rumänisch", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page, `Vorschau auf Rumänisch (${size} px)`);
    await expectNoHorizontalScroll(page);
    await press(page.getByRole("link", { name: /^Polnisch \(ohne Übersetzung\)$/ }), "Enter");
    await expect(page.getByText(plJob["translation.missing"])).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "de");

    await open(page, `/dashboard/job/${id}?schritt=4`);
    await expect(stepHeading(page, "Vorschau")).toBeVisible();
    await waitForHydration(page);
    await press(page.getByRole("button", { name: "Veröffentlichen" }), "Enter");
    const dialog = page.getByRole("dialog", { name: "Anzeige veröffentlichen?" });
    await press(dialog.getByRole("button", { name: "Jetzt veröffentlichen" }), "Enter");
    await expect(page).toHaveURL(/\/dashboard$/);

    // Everyone's GET of the ad returns the translation.
    const read = await page.request.get(`/api/job-advertisements/${id}`, {
      headers: { Cookie: "" },
    });
    expect(read.status()).toBe(200);
    const ad = ((await read.json()) as { data: { status: string; translations: unknown } }).data;
    expect(ad.status).toBe("published");
    expect(ad.translations).toEqual({
      ro: {
        title: RO_TITLE,
        description: `<p>${RO_DESCRIPTION}</p>`,
        tasks: "",
        profile: "",
        benefits: "",
      },
    });
  });
}
