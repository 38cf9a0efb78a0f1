// The location field (docs/product.md "Search: region, radius and Bundesland"): suggestions after typing (300 ms debounce),
// arrow keys and Enter, the clear button, the placeholder, and the radius slider (30–100 km,
// labels 30km/65km/100km, arrow-key steps that grow while the key is held). Shown in the filter
// modal, which /jobs opens for a seeker who searched before. Beyond a plain place:
// a Bundesland is the whole Land (docs/decisions/024-bundesland-as-region.md) — no radius
// slider, results from all over the Land; a typed street address finds its place; the radius
// circle on the map is drawn with its 64 points (docs/product.md "Pages and addresses", §9).
import type { Page, Request } from "@playwright/test";
import {
  API_HEADERS,
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  jobCards,
  open,
  preAcceptConsent,
  presetSearchFilter,
  sectorsByName,
  storedSearchFilter,
  test,
} from "./support.ts";

const VIEWPORTS = [
  ["360", PHONE],
  ["390", { width: 390, height: 844 }],
  ["1440", DESKTOP],
] as const;

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
  // Searched before: "Passende Jobs finden" on /jobs opens the filter modal (docs/product.md "Pages and addresses").
  await page.addInitScript(() => window.localStorage.setItem("singleSearchOpened", "true"));
});

async function openFilterModal(page: Page) {
  await open(page, "/jobs");
  await page.getByRole("button", { name: "Passende Jobs finden" }).click();
  const dialog = page.getByRole("dialog", { name: "Filter" });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    input: dialog.getByRole("combobox", { name: "Ort, PLZ oder Bundesland" }),
    list: dialog.getByRole("listbox", { name: "Vorschläge" }),
    slider: dialog.getByRole("slider", { name: "Umkreis" }),
    chips: dialog.getByRole("list", { name: "Deine Auswahl" }),
  };
}

function geocodingRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/geocoding") requests.push(request);
  });
  return requests;
}

test.describe("Ortsfeld bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("Vorschläge nach dem Tippen, Pfeiltasten, Enter, Escape und Löschen", async ({ page }) => {
    const { dialog, input, list, chips } = await openFilterModal(page);
    await expect(input).toHaveAttribute("placeholder", "Ort, PLZ, Bundesland eingeben");
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();

    // Typing at a normal pace asks the geocoder once, after the pause (300 ms debounce).
    const requests = geocodingRequests(page);
    await input.focus();
    await input.pressSequentially("Freis", { delay: 40 });
    const options = list.getByRole("option");
    await expect(list.getByRole("option", { name: "Freising, Bayern", exact: true })).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    // Once for the word typed; a second time only if the machine stalled for the debounce's
    // length between two keys (one request per key would be five).
    const addresses = requests.map((r) => r.postDataJSON().address);
    expect(addresses.at(-1)).toBe("Freis");
    expect(addresses.length).toBeLessThanOrEqual(2);
    await expect(dialog.getByRole("status").filter({ hasText: "Vorschläge" })).toHaveText(
      /^\d+ Vorschläge\. Mit den Pfeiltasten auswählen, Enter übernimmt\.$/,
    );
    await expect(list).toHaveCSS("max-height", "400px");
    const names = await options.allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    expect(names.length).toBeLessThanOrEqual(10);
    await expectNoAxeViolations(page, "Ortsfeld mit Vorschlägen");

    // Arrow keys move the active suggestion (aria-activedescendant), Enter takes it.
    await input.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute(
      "aria-activedescendant",
      (await options.nth(0).getAttribute("id"))!,
    );
    await input.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await input.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAccessibleName("Freising, Bayern");
    await input.press("Enter");
    await expect(input).toHaveValue("Freising, Bayern");
    await expect(list).toBeHidden();
    await expect(chips.getByRole("button", { name: "Freising (30 km) entfernen" })).toBeVisible();
    expect((await storedSearchFilter(page))?.location).toMatchObject({
      formatted_address: "Freising, Bayern",
      location: "Freising",
      radius: 30,
    });

    // Half-typed text does not replace the chosen place when focus leaves.
    await input.press("End");
    await input.pressSequentially("xyz");
    await input.press("Tab");
    await expect(input).toHaveValue("Freising, Bayern");

    // Escape closes the suggestions first, the dialog only with the next Escape.
    await input.fill("");
    await input.pressSequentially("Freis");
    await expect(options.first()).toBeVisible();
    await input.press("Escape");
    await expect(list).toBeHidden();
    await expect(dialog).toBeVisible();

    // The clear button empties the field, forgets the place and leaves focus in the field.
    const clear = dialog.getByRole("button", { name: "Eingabe löschen" });
    await clear.click();
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
    await expect(clear).toHaveCount(0);
    expect((await storedSearchFilter(page))?.location).toBeUndefined();
    await expect(dialog.getByText("Keine Auswahl getroffen", { exact: true })).toBeVisible();

    // Enter right after typing (before the suggestions came) takes the first hit.
    await input.pressSequentially("München");
    await input.press("Enter");
    await expect(input).toHaveValue("München, Bayern");
    await expect(chips.getByRole("button", { name: "München (30 km) entfernen" })).toBeVisible();

    // Unknown places: "Keine Ergebnisse".
    await clear.click();
    await input.pressSequentially("Qxqxqx");
    await expect(dialog.locator("p", { hasText: /^Keine Ergebnisse$/ })).toBeVisible();
    await expect(dialog.getByRole("status").filter({ hasText: "Keine Ergebnisse" })).toBeAttached();
    await expect(input).toHaveAttribute("aria-expanded", "false");
  });

  test("Umkreis-Regler: 30 bis 100 km, Pfeiltasten, wachsende Schritte beim Halten", async ({
    page,
  }) => {
    const { dialog, input, slider, chips } = await openFilterModal(page);
    await expect(slider).toHaveAttribute("min", "30");
    await expect(slider).toHaveAttribute("max", "100");
    await expect(slider).toHaveValue("30");
    await expect(slider).toHaveAttribute("aria-valuetext", "30 km");
    for (const label of ["30km", "65km", "100km"]) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }

    // A place first, so the chip shows the radius.
    await input.focus();
    await input.pressSequentially("Freising");
    await input.press("Enter");
    await expect(input).toHaveValue("Freising, Bayern");

    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuetext", "31 km");
    await page.keyboard.press("ArrowUp");
    await expect(slider).toHaveAttribute("aria-valuetext", "32 km");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowDown");
    await expect(slider).toHaveAttribute("aria-valuetext", "30 km");
    // Never below the minimum.
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuetext", "30 km");

    // Holding the key: repeated keydowns (event.repeat) without keyup.
    const values = [30];
    for (let i = 0; i < 22; i++) {
      await page.keyboard.down("ArrowRight");
      values.push(Number(await slider.inputValue()));
    }
    await page.keyboard.up("ArrowRight");
    const steps = values.slice(1).map((value, i) => value - values[i]!);
    expect(steps[0], `Schritte: ${steps}`).toBe(1);
    for (let i = 1; i < steps.length; i++) {
      // Growing until the maximum cuts the last one short.
      if (values[i + 1]! < 100)
        expect(steps[i]!, `Schritte: ${steps}`).toBeGreaterThanOrEqual(steps[i - 1]!);
    }
    expect(Math.max(...steps), `Schritte: ${steps}`).toBeGreaterThanOrEqual(5);
    expect(values.at(-1)).toBe(100);
    await expect(slider).toHaveAttribute("aria-valuetext", "100 km");

    // A fresh press starts with a single step again.
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuetext", "99 km");
    await expect(chips.getByRole("button", { name: "Freising (99 km) entfernen" })).toBeVisible();
    expect((await storedSearchFilter(page))?.location?.radius).toBe(99);
    await expect(dialog.getByText("Umkreis von 99 km um Freising, Bayern")).toBeVisible();
  });
});

test.describe("Ortsfeld bei 360 px", () => {
  test.use({ viewport: PHONE });

  test("Vorschläge passen auf den Bildschirm und lassen sich antippen", async ({ page }) => {
    const { dialog, input, list } = await openFilterModal(page);
    await input.scrollIntoViewIfNeeded();
    await input.click();
    await input.pressSequentially("Freis");
    const freising = list.getByRole("option", { name: "Freising, Bayern", exact: true });
    await expect(freising).toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "Ortsfeld mit Vorschlägen (360 px)");

    await freising.click();
    await expect(input).toHaveValue("Freising, Bayern");
    await dialog.getByRole("button", { name: "Eingabe löschen" }).click();
    await expect(input).toHaveValue("");
  });
});

/** Five sectors (the most a search takes), Vollzeit, either start: all but the region chosen. */
async function presetAllButRegion(page: Page) {
  const sectors = [...(await sectorsByName(page)).values()].slice(0, 5);
  const filter = {
    sectors,
    working_time: "Vollzeit",
    job_available_at: "1_to_3_months",
  };
  await presetSearchFilter(page, filter);
  return filter;
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`Bundesland als Region bei ${name} px`, () => {
    test.use({ viewport, hasTouch: name !== "1440", isMobile: name !== "1440" });

    test("„Bayern“ sucht im ganzen Land, ohne Umkreis-Regler", async ({ page }) => {
      const filter = await presetAllButRegion(page);
      const { dialog, input, list, chips } = await openFilterModal(page);
      await expect(dialog.getByRole("slider", { name: "Umkreis" })).toBeVisible();

      await input.scrollIntoViewIfNeeded();
      await input.click();
      await input.pressSequentially("Bayern");
      const option = list.getByRole("option", { name: "Bayern, Deutschland", exact: true });
      await option.click();
      await expect(input).toHaveValue("Bayern, Deutschland");
      // A Land has no radius: the slider gives way to a note, the chip names the Land.
      await expect(dialog.getByRole("slider", { name: "Umkreis" })).toHaveCount(0);
      await expect(dialog.getByText("Gesucht wird in ganz Bayern, ohne Umkreis.")).toBeVisible();
      await expect(chips.getByRole("button", { name: "Ganz Bayern entfernen" })).toBeVisible();
      expect((await storedSearchFilter(page))?.location).toMatchObject({
        kind: "state",
        state: "Bayern",
      });
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `Filter mit Bundesland (${name} px)`);
      await page.screenshot({ path: `test-results/region-bayern-filter-${name}.png` });

      const searched = page.waitForRequest(
        (request) => new URL(request.url()).pathname === "/api/job-advertisements/search",
      );
      await dialog.getByRole("button", { name: "Jetzt passende Jobs finden" }).click();
      const body = (await searched).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ state: "Bayern" });
      expect(body).not.toHaveProperty("geo_radius");
      await expect(dialog).toBeHidden();

      // The answer is the Land's: more than the old 30 km circle around its centre found.
      const land = (await (
        await page.request.post("/api/job-advertisements/search", {
          headers: API_HEADERS,
          data: body,
        })
      ).json()) as { total: number; data: { location: { state: string | null } }[] };
      const circle = (await (
        await page.request.post("/api/job-advertisements/search", {
          headers: API_HEADERS,
          data: { ...body, state: undefined, geo_radius: 30 },
        })
      ).json()) as { total: number };
      expect(land.total).toBeGreaterThan(circle.total);
      expect(land.data.every((job) => job.location.state === "Bayern")).toBe(true);
      await expect(
        page.getByText("Ganz Bayern, sortiert nach Entfernung von der Landesmitte."),
      ).toBeVisible();
      const cards = jobCards(page);
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBe(Math.min(12, land.total));
      await page.screenshot({ path: `test-results/region-bayern-results-${name}.png` });
      expect(filter.sectors.length).toBe(5);
    });
  });
}

/** A transparent 1×1 PNG. */
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test.describe("Adresse und Umkreis-Kreis bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("eine getippte Adresse findet ihren Ort", async ({ page }) => {
    const { input, list } = await openFilterModal(page);
    await input.click();
    await input.pressSequentially("Hauptstraße 5, Berlin");
    await expect(
      list.getByRole("option", { name: "Hauptstraße 5, Berlin", exact: true }),
    ).toBeVisible();
    await input.press("Enter");
    await expect(input).toHaveValue("Hauptstraße 5, Berlin");
    expect((await storedSearchFilter(page))?.location).toMatchObject({
      kind: "address",
      street: "Hauptstraße",
      street_number: "5",
      location: "Berlin",
      radius: 30,
    });
  });

  test("der Umkreis-Kreis hat 64 Punkte auf der Karte", async ({ page }) => {
    // The tile server is outside the test machine's reach: a blank tile for each request.
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
    );
    const { dialog, input } = await openFilterModal(page);
    await input.click();
    await input.pressSequentially("Freising");
    await input.press("Enter");
    await expect(input).toHaveValue("Freising, Bayern");
    await dialog.getByRole("button", { name: "Karte anzeigen" }).click();
    // The circle is the overlay's first path; its vertices are its M and L commands.
    const circle = dialog.locator(".leaflet-overlay-pane path").first();
    await expect(circle).toHaveAttribute("d", /z$/i);
    const points = async () => ((await circle.getAttribute("d")) ?? "").match(/[ML]/g)?.length ?? 0;
    await expect.poll(points).toBe(64);
    // Also after the radius changes and the map zooms out.
    await dialog.getByRole("slider", { name: "Umkreis" }).focus();
    await page.keyboard.press("End");
    await expect.poll(points).toBe(64);
    await page.screenshot({ path: "test-results/region-circle-1440.png" });
  });
});
