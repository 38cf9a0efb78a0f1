// The filter modal (docs/product.md "Search wizard and filter modal", §5, §8) on /jobs after a search:
// chips under "Deine Auswahl:", chip removal, "Zurücksetzen", the German error for missing
// filters, a new search, and closing by outside click, X and Escape — at 1440 and 360 px.
import type { Locator, Page } from "@playwright/test";
import {
  expectFocusInside,
  API_HEADERS,
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  geocodedLocation,
  jobCards,
  open,
  preAcceptConsent,
  presetSearchFilter,
  sectorsByName,
  storedSearchFilter,
  test,
  type StoredSearchFilter,
} from "./support.ts";

const MISSING = "Bitte fülle die fehlenden Pflichtfilter aus.";
const FIRST_TIME_INTRO =
  "In vier Angaben zu deinen passenden Jobs: Wähle Branche, Anstellungsart, Startzeitpunkt und Region.";
const REPEAT_INTRO = "Passe deine Suche an und finde weitere passende Jobs in deiner Nähe.";

/** Garten- und Landschaftsbau and Landwirtschaft, Vollzeit, 1-3 Monate, 30 km around Berlin. */
async function berlinFilter(page: Page): Promise<StoredSearchFilter> {
  const sectors = await sectorsByName(page);
  return {
    sectors: [sectors.get("Garten- und Landschaftsbau")!, sectors.get("Landwirtschaft")!],
    working_time: "Vollzeit",
    job_available_at: "1_to_3_months",
    location: await geocodedLocation(page, "Berlin", 30),
    updated_at: new Date().toISOString(),
  };
}

/** A choice (radio or checkbox) of the modal by its visible label, for a click on it. */
function choice(dialog: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return dialog.locator("label").filter({ hasText: new RegExp(`^${escaped}$`) });
}

async function headingTotal(page: Page): Promise<number> {
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^\d+ (passender Job|passende Jobs) in deiner Nähe$/);
  return Number((await heading.innerText()).match(/^(\d+)/)![1]);
}

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

test.describe("Filter-Modal bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("Chips entfernen, Zurücksetzen, Fehler bei fehlenden Angaben, neue Suche", async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(
      /Failed to load resource: the server responded with a status of 422/,
      "Der Test sucht absichtlich ohne Pflichtfilter; Chromium meldet die 422-Antwort in der Konsole.",
    );
    await presetSearchFilter(page, await berlinFilter(page));
    await open(page, "/jobs");
    expect(await headingTotal(page)).toBeGreaterThan(0);

    const filterButton = page.getByRole("button", { name: /^Filter/ });
    await expect(filterButton).toHaveAccessibleName(/^Filter\W+5 gewählt$/);
    await filterButton.click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2, name: "Filter" })).toBeVisible();
    // No search from this browser yet: the first-time variant.
    await expect(dialog.getByTestId("filter-intro")).toHaveText(FIRST_TIME_INTRO);
    await expect(dialog.getByText("Deine Auswahl:", { exact: true })).toBeVisible();

    const chips = dialog.getByRole("list", { name: "Deine Auswahl" });
    const chip = (label: string) => chips.getByRole("button", { name: `${label} entfernen` });
    for (const label of [
      "Garten- und Landschaftsbau",
      "Landwirtschaft",
      "Vollzeit",
      "Start: 1-3 Monate",
      "Berlin (30 km)",
    ]) {
      await expect(chip(label)).toBeVisible();
    }
    await expect(chips.getByRole("button")).toHaveCount(5);
    const checkbox = (name: string) => dialog.getByRole("checkbox", { name, exact: true });
    const radio = (name: string) => dialog.getByRole("radio", { name, exact: true });
    const place = dialog.getByRole("combobox", { name: "Ort, PLZ oder Bundesland" });
    await expect(checkbox("Garten- und Landschaftsbau")).toBeChecked();
    await expect(checkbox("Landwirtschaft")).toBeChecked();
    await expect(radio("Vollzeit")).toBeChecked();
    await expect(radio("1-3 Monate")).toBeChecked();
    await expect(place).toHaveValue("Berlin");
    await expectNoAxeViolations(page, "Filter-Modal mit Chips");

    // Removing a chip removes exactly that filter; focus moves on to the next chip.
    await chip("Vollzeit").click();
    await expect(chip("Vollzeit")).toHaveCount(0);
    await expect(radio("Vollzeit")).not.toBeChecked();
    await expect(chip("Start: 1-3 Monate")).toBeFocused();
    let stored = await storedSearchFilter(page);
    expect(stored?.working_time).toBeUndefined();
    expect(stored?.job_available_at).toBe("1_to_3_months");

    await chip("Landwirtschaft").click();
    await expect(checkbox("Landwirtschaft")).not.toBeChecked();
    await expect(checkbox("Garten- und Landschaftsbau")).toBeChecked();
    stored = await storedSearchFilter(page);
    expect(stored?.sectors?.map((s) => s.name)).toEqual(["Garten- und Landschaftsbau"]);

    await chip("Berlin (30 km)").click();
    await expect(place).toHaveValue("");
    expect((await storedSearchFilter(page))?.location).toBeUndefined();
    await expect(chips.getByRole("button")).toHaveCount(2);

    // "Zurücksetzen" clears everything.
    await dialog.getByRole("button", { name: "Zurücksetzen" }).click();
    await expect(dialog.getByText("Keine Auswahl getroffen", { exact: true })).toBeVisible();
    await expect(chips).toHaveCount(0);
    await expect(checkbox("Garten- und Landschaftsbau")).not.toBeChecked();
    await expect(radio("1-3 Monate")).not.toBeChecked();
    expect(await storedSearchFilter(page)).toBeNull();

    // Searching without the required filters: the German message, the modal stays open.
    const search = dialog.getByRole("button", { name: "Jetzt passende Jobs finden" });
    await search.click();
    const toast = page.locator(".Toastify__toast--error");
    await expect(toast).toContainText(MISSING);
    await expect(dialog.getByRole("alert")).toHaveText(MISSING);
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "Filter-Modal mit Fehlern");

    // Choose again and search.
    await choice(dialog, "Garten- und Landschaftsbau").click();
    await choice(dialog, "Landwirtschaft").click();
    await choice(dialog, "Vollzeit").click();
    await choice(dialog, "1-3 Monate").click();
    await place.click();
    await place.pressSequentially("Hamburg");
    await expect(dialog.getByRole("option").first()).toHaveText("Hamburg");
    await place.press("Enter");
    await expect(place).toHaveValue("Hamburg");
    await expect(chips.getByRole("button")).toHaveCount(5);
    await search.click();
    await expect(dialog).toBeHidden();

    const chosen = (await storedSearchFilter(page))!;
    const expected = await page.request.post("/api/job-advertisements/search", {
      headers: API_HEADERS,
      data: {
        sectors: chosen.sectors!.map((s) => s.id),
        working_time: "Vollzeit",
        job_available_at: "1_to_3_months",
        latitude: chosen.location!.latitude,
        longitude: chosen.location!.longitude,
        geo_radius: 30,
        page: 1,
      },
    });
    expect(expected.status()).toBe(200);
    const { total, data } = (await expected.json()) as { total: number; data: { id: number }[] };
    expect(total).toBeGreaterThan(0);
    expect(await headingTotal(page)).toBe(total);
    const hrefs = await jobCards(page).evaluateAll((cards) =>
      cards.map((c) => c.querySelector("a")!.getAttribute("href")),
    );
    expect(hrefs).toEqual(data.map((job) => `/jobs/${job.id}`));
    const summary = page.getByRole("list", { name: "Deine Auswahl" });
    await expect(summary.getByText("Hamburg (30 km)", { exact: true })).toBeVisible();
    await expect(filterButton).toHaveAccessibleName(/^Filter\W+5 gewählt$/);

    // Searched before: the repeat variant.
    await filterButton.click();
    await expect(dialog.getByTestId("filter-intro")).toHaveText(REPEAT_INTRO);
  });

  test("schließt bei Klick daneben, mit dem X und mit Escape, nicht bei Klick hinein", async ({
    page,
  }) => {
    await presetSearchFilter(page, await berlinFilter(page));
    await open(page, "/jobs");
    await headingTotal(page);
    const filterButton = page.getByRole("button", { name: /^Filter/ });
    const dialog = page.getByRole("dialog", { name: "Filter" });

    await filterButton.click();
    await expect(dialog).toBeVisible();
    // Inside the panel (its intro text) nothing happens.
    await dialog.getByTestId("filter-intro").click();
    await expect(dialog).toBeVisible();
    // Outside: the backdrop left of the centred panel.
    const panel = (await dialog.boundingBox())!;
    expect(panel.x).toBeGreaterThan(100);
    await page.mouse.click(panel.x / 2, DESKTOP.height / 2);
    await expect(dialog).toBeHidden();
    // Nothing changed by closing.
    expect((await storedSearchFilter(page))?.working_time).toBe("Vollzeit");

    await filterButton.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();
    await expect(filterButton).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expectFocusInside(dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(filterButton).toBeFocused();
  });
});

test.describe("Filter-Modal bei 360 px", () => {
  test.use({ viewport: PHONE });

  test("öffnet als Blatt mit Chips, schließt bei Tipp auf den Rand und mit dem X", async ({
    page,
  }) => {
    await presetSearchFilter(page, await berlinFilter(page));
    await open(page, "/jobs");
    await headingTotal(page);
    const filterButton = page.getByRole("button", { name: /^Filter/ });
    await filterButton.click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(PHONE.width);
    // A strip of the page stays visible above the sheet: that is "outside".
    expect(box.y).toBeGreaterThanOrEqual(16);
    const chips = dialog.getByRole("list", { name: "Deine Auswahl" });
    await expect(chips.getByRole("button")).toHaveCount(5);
    await expect(
      dialog.getByRole("button", { name: "Jetzt passende Jobs finden" }),
    ).toBeInViewport();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "Filter-Modal mit Chips (360 px)");

    // (A sector: the filter stays complete, so /jobs keeps its results and the summary.)
    await chips.getByRole("button", { name: "Landwirtschaft entfernen" }).click();
    await expect(chips.getByRole("button")).toHaveCount(4);
    expect((await storedSearchFilter(page))?.sectors?.map((s) => s.name)).toEqual([
      "Garten- und Landschaftsbau",
    ]);

    await page.mouse.click(PHONE.width / 2, box.y / 2);
    await expect(dialog).toBeHidden();

    await filterButton.click();
    await expect(dialog).toBeVisible();
    await expect(chips.getByRole("button")).toHaveCount(4);
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();
  });
});
