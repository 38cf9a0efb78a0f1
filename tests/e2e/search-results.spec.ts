// The seeker's results on /jobs beyond the first page: an empty search offers the changes that
// would find something (ADR 025), "Mehr Jobs laden" is mirrored in the address and restored by
// a reload, a search is recorded once (record=1 only for a search the seeker starts), and a
// search answering 503 reloads the page with a growing wait and a note.
import type { Page } from "@playwright/test";
import {
  API_HEADERS,
  DESKTOP,
  PHONE,
  cardHrefs,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  geocodedLocation,
  jobCards,
  open,
  preAcceptConsent,
  presetSearchFilter,
  reload,
  searchRequestOf,
  searchTotal,
  sectorsByName,
  storedSearchFilter,
  test,
  type StoredSearchFilter,
  wideSearchFilter,
} from "./support.ts";

const PAGE_SIZE = 12;
/** A larger phone (the 390 × 844). */
const PHONE_390 = { width: 390, height: 844 } as const;

interface Relaxation {
  kind: "geo_radius" | "job_available_at" | "sectors" | "working_time";
  total: number;
  geo_radius?: number;
  job_available_at?: string;
  working_time?: string;
  sectors?: { id: number; name: string }[];
}

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

async function relaxationsOf(page: Page, filter: StoredSearchFilter): Promise<Relaxation[]> {
  const response = await page.request.post("/api/job-advertisements/search/relaxations", {
    headers: API_HEADERS,
    data: searchRequestOf(filter),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Relaxation[] }).data;
}

/**
 * Ausbildung in GaLaBau starting within 1–3 months, 30 km around a town: the search of the issue
 * that finds nothing. The first town (of a few, so denser demo data does not break the test)
 * where it finds nothing and a change would find something.
 */
async function emptyFilter(page: Page) {
  const sectors = await sectorsByName(page);
  for (const place of [
    "Ludwigslust",
    "München",
    "Passau",
    "Flensburg",
    "Görlitz",
    "Trier",
    "Kempten",
  ]) {
    const filter: StoredSearchFilter = {
      sectors: [sectors.get("Garten- und Landschaftsbau")!],
      working_time: "Ausbildung",
      job_available_at: "1_to_3_months",
      location: await geocodedLocation(page, place, 30),
      updated_at: new Date().toISOString(),
    };
    if ((await searchTotal(page, filter)) > 0) continue;
    const relaxations = await relaxationsOf(page, filter);
    if (relaxations.length > 0) return { filter, relaxations };
  }
  throw new Error("keine leere Suche mit Änderungen gefunden");
}

/** The `record` of every search request the page sends, in order. */
function recordedFlags(page: Page): number[] {
  const flags: number[] = [];
  page.on("request", (request) => {
    if (
      request.method() === "POST" &&
      new URL(request.url()).pathname === "/api/job-advertisements/search"
    )
      flags.push(Number((request.postDataJSON() as { record?: number }).record ?? 1));
  });
  return flags;
}

for (const viewport of [PHONE, PHONE_390, DESKTOP]) {
  test.describe(`/jobs bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("keine Treffer: die Änderungen, die etwas finden, mit Zahl; ein Klick zeigt ihre Jobs", async ({
      page,
    }, testInfo) => {
      const { filter, relaxations } = await emptyFilter(page);
      const flags = recordedFlags(page);
      await presetSearchFilter(page, filter);
      await open(page, "/jobs");
      await expect(
        page.getByRole("heading", { level: 2, name: "Leider noch keine passenden Jobs" }),
      ).toBeVisible();
      const offered = page.getByRole("list", { name: "Änderungen, die Jobs finden" });
      const buttons = offered.getByRole("button");
      await expect(buttons).toHaveCount(relaxations.length);
      for (const [i, relaxation] of relaxations.entries()) {
        const count = `${relaxation.total} ${relaxation.total === 1 ? "Job" : "Jobs"} `;
        await expect(buttons.nth(i)).toHaveText(
          relaxation.kind === "geo_radius"
            ? `${count}im Umkreis von ${relaxation.geo_radius} km`
            : new RegExp(`^${count}`),
        );
      }
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `/jobs ohne Treffer ${viewport.width} px`);
      await page.screenshot({ path: testInfo.outputPath("leer.png"), fullPage: true });
      // Restoring the stored filter is no new search of the seeker's: not recorded.
      expect(flags).toEqual([0]);

      // The phone takes the first change, the desktop the last.
      const index = viewport === PHONE ? 0 : relaxations.length - 1;
      const chosen = relaxations[index]!;
      await buttons.nth(index).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        new RegExp(`^${chosen.total} passende`),
      );
      await expect(jobCards(page)).toHaveCount(Math.min(chosen.total, PAGE_SIZE));
      const stored = (await storedSearchFilter(page))!;
      if (chosen.kind === "geo_radius") expect(stored.location?.radius).toBe(chosen.geo_radius);
      if (chosen.kind === "sectors") expect(stored.sectors).toEqual(chosen.sectors);
      if (chosen.kind === "working_time") expect(stored.working_time).toBe(chosen.working_time);
      if (chosen.kind === "job_available_at")
        expect(stored.job_available_at).toBe(chosen.job_available_at);
      expect(await searchTotal(page, stored)).toBe(chosen.total);
      expect(new URL(page.url()).search).toBe("");
      // The seeker's change is a search of theirs: recorded once.
      expect(flags).toEqual([0, 1]);
      await page.screenshot({ path: testInfo.outputPath("geaendert.png"), fullPage: true });
    });

    test("„Mehr Jobs laden“ steht in der Adresse; Neuladen zeigt dieselben Seiten", async ({
      page,
    }) => {
      await open(page, "/jobs");
      const cards = jobCards(page);
      const more = page.getByRole("button", { name: "Mehr Jobs laden" });
      await more.click();
      await expect(cards).toHaveCount(2 * PAGE_SIZE);
      await expect(page).toHaveURL(/\/jobs\?page=2$/);
      await more.click();
      await expect(cards).toHaveCount(3 * PAGE_SIZE);
      await expect(page).toHaveURL(/\/jobs\?page=3$/);
      const shown = await cardHrefs(cards);

      await reload(page);
      await expect(cards).toHaveCount(3 * PAGE_SIZE);
      expect(await cardHrefs(cards)).toEqual(shown);
      await expect(page).toHaveURL(/\/jobs\?page=3$/);
      await more.click();
      await expect(cards).toHaveCount(4 * PAGE_SIZE);
      await expect(page).toHaveURL(/\/jobs\?page=4$/);

      // Back from a job page, too.
      await cards.last().getByRole("link").first().click();
      await expect(page).toHaveURL(/\/jobs\/\d+$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/jobs\?page=4$/);
      await expect(cards).toHaveCount(4 * PAGE_SIZE);
    });
  });
}

test.describe("/jobs bei 1440 px mit Suche", () => {
  test.use({ viewport: DESKTOP });

  test("Suchergebnisse: Seite in der Adresse, Neuladen zeigt dieselben Seiten und zählt die Suche nicht noch einmal", async ({
    page,
  }) => {
    const filter = await wideSearchFilter(page, "Hamburg", 100);
    expect(await searchTotal(page, filter)).toBeGreaterThan(PAGE_SIZE);
    const flags = recordedFlags(page);
    await presetSearchFilter(page, filter);
    await open(page, "/jobs");
    const cards = jobCards(page);
    await expect(cards).toHaveCount(PAGE_SIZE);
    await page.getByRole("button", { name: "Mehr Jobs laden" }).click();
    await expect(cards).toHaveCount(2 * PAGE_SIZE);
    await expect(page).toHaveURL(/\/jobs\?page=2$/);
    const shown = await cardHrefs(cards);

    await reload(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/passende/);
    await expect(cards).toHaveCount(2 * PAGE_SIZE);
    expect(await cardHrefs(cards)).toEqual(shown);
    await expect(page).toHaveURL(/\/jobs\?page=2$/);
    // Restored twice and one page appended: nothing the seeker searched anew.
    expect(flags.every((flag) => flag === 0)).toBe(true);

    // A search from the filter modal is the seeker's own: recorded, from page 1.
    await page.getByRole("button", { name: /^Filter/ }).click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await dialog.getByRole("button", { name: "Jetzt passende Jobs finden" }).click();
    await expect(dialog).toBeHidden();
    await expect(cards).toHaveCount(PAGE_SIZE);
    expect(flags.filter((flag) => flag === 1)).toHaveLength(1);
    await expect(page).toHaveURL(/\/jobs$/);
  });
});

for (const viewport of [PHONE, PHONE_390, DESKTOP]) {
  test(`Suche antwortet 503: neu laden mit wachsender Pause und Hinweis, dann Ergebnisse (${viewport.width} px)`, async ({
    page,
    browserErrors,
  }, testInfo) => {
    test.setTimeout(60_000);
    browserErrors.allow(
      /status of 503/,
      "Der Test lässt die Suche absichtlich mit 503 antworten; Chromium meldet jede solche Antwort.",
    );
    await page.setViewportSize(viewport);
    const sectors = await sectorsByName(page);
    await presetSearchFilter(page, {
      sectors: [sectors.get("Garten- und Landschaftsbau")!],
      working_time: "Vollzeit",
      job_available_at: "1_to_3_months",
      location: await geocodedLocation(page, "Berlin", 100),
      updated_at: new Date().toISOString(),
    });
    await page.route("**/api/job-advertisements/search", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ message: "Der Dienst ist vorübergehend nicht erreichbar." }),
      }),
    );
    let loads = 0;
    page.on("load", () => (loads += 1));
    await page.goto("/jobs");
    const note = page.getByRole("status").filter({ hasText: "nicht erreichbar" });
    await expect(note).toHaveText(
      /^Wurzelwerk ist gerade nicht erreichbar\. Neuer Versuch in \d+ s …/,
    );
    await expect(note).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("503.png") });
    // Five seconds of a failing search: the first load and at most two reloads (2 s, then 4 s).
    await page.waitForTimeout(5_000);
    expect(loads).toBeGreaterThanOrEqual(2);
    expect(loads).toBeLessThanOrEqual(3);
    expect(
      Number(await page.evaluate(() => window.sessionStorage.getItem("unavailableReloads"))),
    ).toBeGreaterThanOrEqual(1);

    // The search is back: the next reload shows the results and ends the count.
    await page.unroute("**/api/job-advertisements/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/passende/, {
      timeout: 20_000,
    });
    await expect(note).toHaveCount(0);
    expect(
      await page.evaluate(() => window.sessionStorage.getItem("unavailableReloads")),
    ).toBeNull();
  });
}
