// The search overlays on phones with touch: a tap on a choice low in a
// scrolled filter sheet or wizard step must leave the overlay standing — its header (title and
// close button) and footer stay where they were and in view, and the page behind does not
// scroll. At 360×640, 360×780 and 390×844 with a touchscreen, once with a mouse at 360×780,
// and the seeker's whole way on a phone: home page → wizard → results → filter → results.
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  jobCards,
  open,
  preAcceptConsent,
  presetBerlinSearch,
  storedSearchFilter,
  test,
} from "./support.ts";

const PHONES = [
  { width: 360, height: 640 },
  { width: 360, height: 780 },
  { width: 390, height: 844 },
] as const;

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

/** The label (the whole tappable pill or card) of a radio or checkbox of the overlay. */
function choiceLabel(control: Locator): Locator {
  return control.locator("xpath=ancestor::label[1]");
}

/** Fails unless the whole of `locator` lies inside the viewport of `page`. */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${what}: sichtbar`).not.toBeNull();
  const viewport = page.viewportSize()!;
  expect(box!.y, `${what}: Oberkante im Bild`).toBeGreaterThanOrEqual(0);
  expect(box!.x, `${what}: linke Kante im Bild`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: Unterkante im Bild`).toBeLessThanOrEqual(viewport.height);
  expect(box!.x + box!.width, `${what}: rechte Kante im Bild`).toBeLessThanOrEqual(viewport.width);
}

/** Where the overlay's fixed parts stand and how far the page behind is scrolled. */
async function overlayFrame(page: Page, fixedParts: Record<string, Locator>) {
  const frame: Record<string, unknown> = {
    pageScroll: await page.evaluate(() => [window.scrollX, window.scrollY]),
  };
  for (const [name, part] of Object.entries(fixedParts)) {
    await expectInViewport(page, part, name);
    frame[name] = await part.boundingBox();
  }
  return frame;
}

/**
 * Scrolls the overlay's body so that `choice` sits at its lower edge, as a thumb leaves a list
 * (as far as the list scrolls), and taps it there (with the mouse when the page has no
 * touchscreen). `mustScroll`: the choice lies below the fold, so the list has to be scrolled.
 */
async function tapLowInScrolledBody(
  page: Page,
  dialog: Locator,
  choice: Locator,
  mustScroll: boolean,
) {
  const body = dialog.getByTestId("modal-body");
  const scrolled = await choice.evaluate((label) => {
    const region = label.closest<HTMLElement>('[data-testid="modal-body"]')!;
    const lowerEdge = region.getBoundingClientRect().bottom;
    region.scrollTop += label.getBoundingClientRect().bottom - lowerEdge + 12;
    return region.scrollTop;
  });
  if (mustScroll) expect(scrolled, "die Liste ist gescrollt").toBeGreaterThan(0);
  const box = (await choice.boundingBox())!;
  const region = (await body.boundingBox())!;
  expect(box.y, "die Wahl steht im sichtbaren Teil der Liste").toBeGreaterThanOrEqual(region.y);
  expect(box.y + box.height).toBeLessThanOrEqual(region.y + region.height);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/**
 * Taps the radio or checkbox `name` low in the scrolled body and checks that the overlay stood
 * still (a string names it exactly, a pattern by its start, e.g. a wizard card with its hint).
 */
async function tapAndExpectOverlayStill(
  page: Page,
  dialog: Locator,
  fixedParts: Record<string, Locator>,
  [role, name]: readonly ["radio" | "checkbox", string | RegExp],
  { mustScroll = true } = {},
) {
  const control = dialog.getByRole(role, { name, exact: typeof name === "string" });
  const before = await overlayFrame(page, fixedParts);
  await tapLowInScrolledBody(page, dialog, choiceLabel(control), mustScroll);
  await expect(control).toBeChecked();
  expect(await overlayFrame(page, fixedParts), "Kopf und Fuß stehen still").toEqual(before);
  // The tapped choice is still where the thumb is, not scrolled away.
  await expectInViewport(page, choiceLabel(control), "die gewählte Antwort");
}

function filterSheetParts(dialog: Locator): Record<string, Locator> {
  return {
    title: dialog.getByRole("heading", { level: 2, name: "Filter" }),
    close: dialog.getByRole("button", { name: "Schließen" }),
    search: dialog.getByRole("button", { name: "Jetzt passende Jobs finden" }),
    reset: dialog.getByRole("button", { name: "Zurücksetzen" }),
  };
}

function wizardParts(dialog: Locator): Record<string, Locator> {
  return {
    counter: dialog.getByTestId("wizard-counter"),
    progress: dialog.getByRole("progressbar", { name: "Fortschritt der Suche" }),
    close: dialog.getByRole("button", { name: "Schliessen" }),
    next: dialog.getByRole("button", { name: /^(Weiter|Jetzt passende Jobs finden)$/ }),
  };
}

async function openFilterSheet(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^Filter/ }).click();
  const dialog = page.getByRole("dialog", { name: "Filter" });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const phone of PHONES) {
  test.describe(`Overlays per Fingertipp bei ${phone.width}×${phone.height}`, () => {
    test.use({ viewport: phone, hasTouch: true, isMobile: true });

    test("Filter: Antworten tief in der gescrollten Liste antippen", async ({ page }) => {
      await presetBerlinSearch(page);
      await open(page, "/jobs");
      const dialog = await openFilterSheet(page);
      const parts = filterSheetParts(dialog);
      for (const choice of [
        ["checkbox", "Zierpflanzenbau"],
        ["radio", "Teilzeit"],
        ["radio", "mehr als 3 Monate"],
      ] as const) {
        await tapAndExpectOverlayStill(page, dialog, parts, choice);
      }
      // The X still closes.
      await parts.close!.tap();
      await expect(dialog).toBeHidden();
    });

    test("Assistent: Branche tief in der gescrollten Liste antippen", async ({ page }) => {
      await open(page, "/");
      await page.getByRole("link", { name: "Jobs finden", exact: true }).tap();
      const dialog = page.getByRole("dialog");
      await choiceLabel(dialog.getByRole("radio", { name: /^Vollzeit/ })).tap();
      await dialog.getByRole("button", { name: "Weiter" }).tap();
      await choiceLabel(dialog.getByRole("radio", { name: /^1-3 Monate/ })).tap();
      await dialog.getByRole("button", { name: "Weiter" }).tap();
      await expect(dialog.getByTestId("wizard-counter")).toHaveText("3 | 4");
      const parts = wizardParts(dialog);
      // The last sector lies below the fold; the one above it is tapped after that, from
      // wherever the list then stands.
      for (const [sector, mustScroll] of [
        ["Zierpflanzenbau", true],
        ["Pflanzenhandel", false],
      ] as const) {
        await tapAndExpectOverlayStill(page, dialog, parts, ["checkbox", sector], { mustScroll });
      }
      await expect(dialog.getByTestId("wizard-counter")).toHaveText("3 | 4");
    });
  });
}

test.describe("Filter mit der Maus bei 360×780", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("ein Klick auf „Teilzeit“ tief in der gescrollten Liste", async ({ page }) => {
    await presetBerlinSearch(page);
    await open(page, "/jobs");
    const dialog = await openFilterSheet(page);
    await tapAndExpectOverlayStill(page, dialog, filterSheetParts(dialog), ["radio", "Teilzeit"]);
  });
});

test.describe("Der Weg eines Suchenden am Telefon (360×640, Fingertipp)", () => {
  test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

  test("Startseite → Assistent → Ergebnisse → Filter → Ergebnisse", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("link", { name: "Jobs finden", exact: true }).tap();
    const wizard = page.getByRole("dialog");
    const parts = wizardParts(wizard);
    const next = wizard.getByRole("button", { name: "Weiter" });

    // 1 and 2: the job type and the start, tapped where they are.
    const answer = (role: "radio" | "checkbox", name: string | RegExp, mustScroll: boolean) =>
      tapAndExpectOverlayStill(page, wizard, parts, [role, name], { mustScroll });
    await answer("radio", /^Vollzeit/, false);
    await next.tap();
    await answer("radio", /^1-3 Monate/, false);
    await next.tap();
    // 3: sectors — the last one low in the scrolled list.
    await answer("checkbox", "Garten- und Landschaftsbau", false);
    await answer("checkbox", "Landwirtschaft", false);
    await answer("checkbox", "Zierpflanzenbau", true);
    await next.tap();
    // 4: the region, typed and picked from the suggestions.
    const place = wizard.getByRole("combobox", { name: "Ort, PLZ oder Bundesland" });
    await place.tap();
    await page.keyboard.type("Berlin");
    await wizard
      .getByRole("option", { name: /^Berlin/ })
      .first()
      .tap();
    await expect(place).toHaveValue(/^Berlin/);
    for (const [name, part] of Object.entries(parts)) await expectInViewport(page, part, name);
    await wizard.getByRole("button", { name: "Jetzt passende Jobs finden" }).tap();

    // The results.
    await expect(wizard).toBeHidden();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^\d+ passende Jobs? in deiner Nähe$/,
    );
    await expect(jobCards(page).first()).toBeVisible();

    // Back to the filter: change the job type low in the sheet, search again.
    await page.getByRole("button", { name: /^Filter/ }).tap();
    const sheet = page.getByRole("dialog", { name: "Filter" });
    await expect(sheet).toBeVisible();
    const sheetParts = filterSheetParts(sheet);
    await tapAndExpectOverlayStill(page, sheet, sheetParts, ["radio", "mehr als 3 Monate"]);
    await tapAndExpectOverlayStill(page, sheet, sheetParts, ["radio", "1-3 Monate"], {
      mustScroll: false,
    });
    await sheetParts.search!.tap();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^\d+ passende Jobs? in deiner Nähe$/,
    );
    expect((await storedSearchFilter(page))?.job_available_at).toBe("1_to_3_months");

    // And the filter opens once more, whole.
    await page.getByRole("button", { name: /^Filter/ }).tap();
    await expect(sheet).toBeVisible();
    for (const [name, part] of Object.entries(sheetParts)) await expectInViewport(page, part, name);
  });
});
