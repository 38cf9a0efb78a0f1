// The search wizard (docs/product.md "Search wizard and filter modal", docs/product.md step order): from the home
// page's "Jobs finden" through the four questions to the results on /jobs — at 1440 px by
// keyboard alone, at 360 px by touch/mouse — with axe-core on every step and on the results.
import type { Locator, Page } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
  cardDistances,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNonDecreasing,
  jobCards,
  open,
  preAcceptConsent,
  storedSearchFilter,
  tabUntilFocused,
  test,
} from "./support.ts";

const STEPS = [
  "Welchen Job suchst du?",
  "Wann möchtest du starten?",
  "In welcher Branche möchtest du arbeiten?",
  "In welcher Region möchtest du arbeiten?",
] as const;

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

/** The wizard shows step `n` (1–4): question, counter "n | 4" and 25 % progress per step. */
async function expectStep(dialog: Locator, n: 1 | 2 | 3 | 4) {
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(STEPS[n - 1]!);
  await expect(dialog).toHaveAccessibleName(STEPS[n - 1]!);
  await expect(dialog.getByTestId("wizard-counter")).toHaveText(`${n} | 4`);
  const progress = dialog.getByRole("progressbar", { name: "Fortschritt der Suche" });
  await expect(progress).toHaveAttribute("aria-valuenow", String(n * 25));
  await expect(progress).toHaveAttribute("aria-valuetext", `Schritt ${n} von 4`);
  await expect(progress.locator("[style]")).toHaveAttribute(
    "style",
    new RegExp(`width: ?${n * 25}%`),
  );
  // "Zurück" on steps 2–4 only; the last step searches instead of "Weiter".
  await expect(dialog.getByRole("button", { name: "Zurück" })).toHaveCount(n === 1 ? 0 : 1);
  await expect(dialog.getByRole("button", { name: "Weiter" })).toHaveCount(n === 4 ? 0 : 1);
  await expect(dialog.getByRole("button", { name: "Jetzt passende Jobs finden" })).toHaveCount(
    n === 4 ? 1 : 0,
  );
}

/** /jobs after a search: "N passende Jobs in deiner Nähe", the cards, their distances. */
async function expectResults(page: Page, maxRadius: number): Promise<number> {
  await expect(page).toHaveURL(/\/jobs$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^\d+ (passender Job|passende Jobs) in deiner Nähe$/);
  const total = Number((await heading.innerText()).match(/^(\d+)/)![1]);
  const cards = jobCards(page);
  await expect(cards).toHaveCount(Math.min(total, 12));
  await expect(
    page.getByText(
      `${Math.min(total, 12)} von ${total} ${total === 1 ? "Job" : "Jobs"} angezeigt`,
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  const distances = await cardDistances(cards);
  expectNonDecreasing(distances, "Entfernungen der Ergebnisse");
  for (const km of distances) expect(km).toBeLessThanOrEqual(maxRadius);
  return total;
}

async function expectFilterStored(
  page: Page,
  expected: {
    sectors: string[];
    working_time: string;
    job_available_at: string;
    place: string;
    radius: number;
  },
) {
  const stored = await storedSearchFilter(page);
  expect(stored).not.toBeNull();
  expect(Object.keys(stored!).sort()).toEqual(
    ["job_available_at", "location", "sectors", "updated_at", "working_time"].sort(),
  );
  // In the order they were chosen, each with id and name.
  expect(stored!.sectors!.map((s) => s.name)).toEqual(expected.sectors);
  for (const sector of stored!.sectors!) expect(Number.isInteger(sector.id)).toBe(true);
  expect(stored!.working_time).toBe(expected.working_time);
  expect(stored!.job_available_at).toBe(expected.job_available_at);
  expect(stored!.location).toMatchObject({
    formatted_address: expected.place,
    radius: expected.radius,
    latitude: expect.any(Number),
    longitude: expect.any(Number),
  });
  expect(Date.now() - Date.parse(stored!.updated_at!)).toBeLessThan(120_000);
  expect(await page.evaluate(() => window.localStorage.getItem("singleSearchOpened"))).toBe("true");
}

test.describe("Such-Assistent bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("von der Startseite zu den Ergebnissen allein mit der Tastatur", async ({ page }) => {
    await open(page, "/");
    const findJobs = page.getByRole("link", { name: "Jobs finden", exact: true });
    await tabUntilFocused(page, findJobs);
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog");
    await expectStep(dialog, 1);
    expect(await storedSearchFilter(page)).toBeNull();
    const next = dialog.getByRole("button", { name: "Weiter" });
    const back = dialog.getByRole("button", { name: "Zurück" });
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page, "Assistent Schritt 1");

    // 1: job type — arrow keys move the choice within the group.
    const vollzeit = dialog.getByRole("radio", { name: /^Vollzeit/ });
    const teilzeit = dialog.getByRole("radio", { name: /^Teilzeit/ });
    await tabUntilFocused(page, vollzeit);
    await page.keyboard.press("Space");
    await expect(vollzeit).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(teilzeit).toBeChecked();
    await expect(teilzeit).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(vollzeit).toBeChecked();
    await expect(teilzeit).not.toBeChecked();
    await expect(next).toBeEnabled();
    await tabUntilFocused(page, next);
    await page.keyboard.press("Enter");

    // 2: start.
    await expectStep(dialog, 2);
    await expect(next).toBeDisabled();
    const soon = dialog.getByRole("radio", { name: /^1-3 Monate/ });
    await tabUntilFocused(page, soon);
    await page.keyboard.press("Space");
    await expect(soon).toBeChecked();
    await expectNoAxeViolations(page, "Assistent Schritt 2");
    await tabUntilFocused(page, next);
    await page.keyboard.press("Enter");

    // 3: sectors, up to five.
    await expectStep(dialog, 3);
    await expect(next).toBeDisabled();
    await expect(dialog.getByText("Es sind bis zu 5 Antworten möglich.")).toBeVisible();
    const chosen = [
      "Garten- und Landschaftsbau",
      "Landwirtschaft",
      "Baumschule",
      "Obst- und Gemüsebau",
      "Pflanzenhandel",
    ];
    const sector = (name: string) => dialog.getByRole("checkbox", { name, exact: true });
    for (const name of chosen) {
      await tabUntilFocused(page, sector(name));
      await page.keyboard.press("Space");
      await expect(sector(name)).toBeChecked();
    }
    for (const name of ["Forstwirtschaft", "Friedhofsgärtnerei", "Zierpflanzenbau"]) {
      await expect(sector(name)).toBeDisabled();
    }
    await expect(dialog.getByText("Es sind bis zu 5 Antworten möglich.")).toContainText(
      "Entferne eine Branche",
    );
    // Unticking one frees a place again; ticking it again fills it.
    await page.keyboard.press("Space");
    await expect(sector("Pflanzenhandel")).not.toBeChecked();
    await expect(sector("Forstwirtschaft")).toBeEnabled();
    await page.keyboard.press("Space");
    await expect(sector("Pflanzenhandel")).toBeChecked();
    await expect(sector("Forstwirtschaft")).toBeDisabled();
    await expectNoAxeViolations(page, "Assistent Schritt 3 mit fünf Branchen");

    // "Zurück" keeps the answers of both steps.
    await tabUntilFocused(page, back);
    await page.keyboard.press("Enter");
    await expectStep(dialog, 2);
    await expect(soon).toBeChecked();
    await expect(next).toBeEnabled();
    await tabUntilFocused(page, next);
    await page.keyboard.press("Enter");
    await expectStep(dialog, 3);
    for (const name of chosen) await expect(sector(name)).toBeChecked();
    await tabUntilFocused(page, next);
    await page.keyboard.press("Enter");

    // 4: region.
    await expectStep(dialog, 4);
    const search = dialog.getByRole("button", { name: "Jetzt passende Jobs finden" });
    await expect(search).toBeDisabled();
    const place = dialog.getByRole("combobox", { name: "Ort, PLZ oder Bundesland" });
    await tabUntilFocused(page, place);
    await page.keyboard.type("München");
    await expect(dialog.getByRole("option").first()).toContainText("München, Bayern");
    await expect(place).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page, "Assistent Schritt 4 mit Vorschlägen");
    await page.keyboard.press("Enter");
    await expect(place).toHaveValue("München, Bayern");
    await expect(place).toHaveAttribute("aria-expanded", "false");
    // Widen to the largest radius: the results may then lie up to 100 km away.
    const radius = dialog.getByRole("slider", { name: "Umkreis" });
    await tabUntilFocused(page, radius);
    await expect(radius).toHaveAttribute("aria-valuetext", "30 km");
    await page.keyboard.press("End");
    await expect(radius).toHaveAttribute("aria-valuetext", "100 km");
    await expect(search).toBeEnabled();
    await expectNoAxeViolations(page, "Assistent Schritt 4");
    await tabUntilFocused(page, search);
    await page.keyboard.press("Enter");

    await expect(dialog).toBeHidden();
    const total = await expectResults(page, 100);
    expect(total, "rund um München gibt es mehrere passende Demo-Anzeigen").toBeGreaterThan(1);
    await expectFilterStored(page, {
      sectors: chosen,
      working_time: "Vollzeit",
      job_available_at: "1_to_3_months",
      place: "München, Bayern",
      radius: 100,
    });
    // The summary on /jobs shows the choice.
    const summary = page.getByRole("list", { name: "Deine Auswahl" });
    await expect(summary.getByText("München (100 km)")).toBeVisible();
    await expect(summary.getByText("Start: 1-3 Monate")).toBeVisible();
    await expectNoAxeViolations(page, "/jobs mit Suchergebnissen");
  });
});

test.describe("Such-Assistent bei 360 px", () => {
  test.use({ viewport: PHONE });

  test("füllt den Bildschirm, lässt sich schließen und führt per Fingertipp zu den Ergebnissen", async ({
    page,
  }) => {
    await open(page, "/");
    const findJobs = page.getByRole("link", { name: "Jobs finden", exact: true });
    await findJobs.click();
    const dialog = page.getByRole("dialog");
    await expectStep(dialog, 1);
    // Full screen on a phone, the buttons in reach.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(PHONE.width);
    expect(box.height).toBe(PHONE.height);
    const next = dialog.getByRole("button", { name: "Weiter" });
    await expect(next).toBeInViewport();
    await expect(dialog.getByRole("button", { name: "Schliessen" })).toBeInViewport();

    // "Schliessen" closes; the answer stays and the wizard opens with it again.
    await dialog.getByText("Saisonarbeit", { exact: true }).click();
    await expect(dialog.getByRole("radio", { name: /^Saisonarbeit/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Schliessen" }).click();
    await expect(dialog).toBeHidden();
    await expect(findJobs).toBeFocused();
    expect((await storedSearchFilter(page))?.working_time).toBe("Saisonarbeit");
    await findJobs.click();
    await expectStep(dialog, 1);
    await expect(dialog.getByRole("radio", { name: /^Saisonarbeit/ })).toBeChecked();
    await expectNoAxeViolations(page, "Assistent Schritt 1 (360 px)");
    await next.click();

    await expectStep(dialog, 2);
    await expect(next).toBeDisabled();
    await dialog.getByText("1-3 Monate", { exact: true }).click();
    await expectNoAxeViolations(page, "Assistent Schritt 2 (360 px)");
    await next.click();

    await expectStep(dialog, 3);
    const chosen = ["Landwirtschaft", "Obst- und Gemüsebau", "Zierpflanzenbau"];
    for (const name of chosen) await dialog.getByText(name, { exact: true }).click();
    for (const name of chosen) {
      await expect(dialog.getByRole("checkbox", { name, exact: true })).toBeChecked();
    }
    await expect(next).toBeInViewport();
    await expectNoAxeViolations(page, "Assistent Schritt 3 (360 px)");
    await next.click();

    await expectStep(dialog, 4);
    const place = dialog.getByRole("combobox", { name: "Ort, PLZ oder Bundesland" });
    await place.click();
    await place.pressSequentially("Hambu");
    const option = dialog.getByRole("option", { name: "Hamburg", exact: true });
    await expect(option).toBeVisible();
    await expectNoAxeViolations(page, "Assistent Schritt 4 mit Vorschlägen (360 px)");
    await option.click();
    await expect(place).toHaveValue("Hamburg");
    await expect(dialog.getByRole("slider", { name: "Umkreis" })).toHaveAttribute(
      "aria-valuetext",
      "30 km",
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "Assistent Schritt 4 (360 px)");
    const search = dialog.getByRole("button", { name: "Jetzt passende Jobs finden" });
    await expect(search).toBeInViewport();
    await search.click();

    await expect(dialog).toBeHidden();
    const total = await expectResults(page, 30);
    expect(total, "rund um Hamburg gibt es passende Demo-Anzeigen").toBeGreaterThan(0);
    await expectFilterStored(page, {
      sectors: chosen,
      working_time: "Saisonarbeit",
      job_available_at: "1_to_3_months",
      place: "Hamburg",
      radius: 30,
    });
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "/jobs mit Suchergebnissen (360 px)");
  });
});
