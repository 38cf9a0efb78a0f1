import type { Page } from "@playwright/test";
import {
  API_HEADERS,
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  geocodedLocation,
  open,
  originHeaders,
  preAcceptConsent,
  sectorsByName,
  signUpAndVerify,
  staffPage,
  tabUntilFocused,
  test,
} from "./support.ts";

// The dashboard's „Nachfrage in Ihrer Region“ (docs/product.md "Demand on the dashboard"): an
// employer without sectors sees what the panel will show; with sectors and an address, a table
// per place with the searches (record=1, made here through the search API) in its Land and
// within 50 km, small counts as „weniger als 5“, and the split by working time in a
// disclosure. Each test searches around a place of its own, so the counts are exact.

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

const FOREST = "Forstwirtschaft";
const CEMETERY = "Friedhofsgärtnerei";

/** The searches for a sector the team's statistics count over the last 7 days. */
async function recordedSearches(staff: Page, sectorId: number): Promise<number> {
  const stats = await staff.request.get("/api/admin/search-stats?days=7", { headers: API_HEADERS });
  expect(stats.status()).toBe(200);
  const rows = ((await stats.json()) as { data: { sectors: { key: string; searches: number }[] } })
    .data.sectors;
  return rows.find((r) => r.key === String(sectorId))?.searches ?? 0;
}

/**
 * Seekers' searches for Forstwirtschaft around `place`: `full` Vollzeit and `part` Teilzeit,
 * recorded (record=1) as the wizard records them; waits until the batch is written.
 */
async function searchAround(page: Page, staff: Page, place: string, full: number, part: number) {
  const forest = (await sectorsByName(page)).get(FOREST)!;
  const before = await recordedSearches(staff, forest.id);
  const location = await geocodedLocation(page, place, 30);
  const times = [...Array<string>(full).fill("Vollzeit"), ...Array<string>(part).fill("Teilzeit")];
  for (const working_time of times) {
    const response = await page.request.post("/api/job-advertisements/search", {
      headers: API_HEADERS,
      data: {
        sectors: [forest.id],
        working_time,
        job_available_at: "1_to_3_months",
        latitude: location.latitude,
        longitude: location.longitude,
        geo_radius: 30,
        record: 1,
        page: 1,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await expect
    .poll(() => recordedSearches(staff, forest.id))
    .toBeGreaterThanOrEqual(before + times.length);
}

/** The company's address and sectors through the profile's API. */
async function setProfile(page: Page, zipcode: string, city: string) {
  const sectors = await sectorsByName(page);
  const me = await page.request.get("/api/user", { headers: API_HEADERS });
  const { employers, name } = (
    (await me.json()) as {
      data: { name: string; employers: { data: { id: number; name: string }[] } };
    }
  ).data;
  const employer = employers.data[0]!;
  const saved = await page.request.put(`/api/employers/${employer.id}`, {
    headers: originHeaders(),
    data: {
      name: employer.name || name,
      zipcode,
      city,
      sector_ids: [sectors.get(FOREST)!.id, sectors.get(CEMETERY)!.id],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const panel = (page: Page) => page.getByRole("region", { name: "Nachfrage in Ihrer Region" });

test("1440 px: ohne Branchen der Hinweis, dann die Tabelle je Ort mit Land und 50 km", async ({
  page,
  browser,
  browserErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpAndVerify(page);
  await open(page, "/dashboard");
  await expect(panel(page)).toContainText(
    "sobald Ihr Profil Branchen und eine Adresse hat oder eine Ihrer Anzeigen veröffentlicht ist",
  );
  await expect(panel(page).getByRole("table")).toHaveCount(0);

  const staff = await staffPage(browser, browserErrors, DESKTOP);
  await searchAround(page, staff, "02826 Görlitz", 6, 5);
  await staff.context().close();
  await setProfile(page, "02826", "Görlitz");
  await open(page, "/dashboard");

  const section = panel(page);
  await expect(section).toContainText("Anonym gezählt");
  await expect(section).toContainText("Werte unter 5 zeigen wir nicht.");
  const table = section.getByRole("table", { name: "Görlitz, Sachsen (Ihre Adresse)" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Bundesland Sachsen" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Umkreis 50 km" })).toBeVisible();

  // Columns: Branche | Land: Suchen, Suchaufträge | 50 km: Suchen, Suchaufträge.
  const forest = table.getByRole("row", { name: new RegExp(`^${FOREST}`) });
  const forestCells = forest.getByRole("cell");
  await expect(forestCells.nth(2)).toHaveText("11");
  await expect(forestCells.nth(3)).toHaveText("weniger als 5");
  expect(Number(await forestCells.nth(0).innerText())).toBeGreaterThanOrEqual(11);
  const cemetery = table.getByRole("row", { name: new RegExp(`^${CEMETERY}`) });
  await expect(cemetery.getByRole("cell")).toHaveText([
    "weniger als 5",
    "weniger als 5",
    "weniger als 5",
    "weniger als 5",
  ]);
  await expectNoAxeViolations(page, "Dashboard mit Nachfrage, 1440 px");

  // The split by working time, opened by keyboard: 6 Vollzeit shown; the 5 Teilzeit withheld,
  // since beside the total they would tell that the other working times are 0.
  const summary = section.getByText("Nach Arbeitszeit aufgeteilt");
  await section.getByRole("region", { name: "Görlitz, Sachsen (Ihre Adresse)" }).focus();
  await tabUntilFocused(page, summary, 1);
  await page.keyboard.press("Enter");
  const split = section.getByRole("table", {
    name: "Görlitz, Sachsen (Ihre Adresse) nach Arbeitszeit",
  });
  await expect(split).toBeVisible();
  const full = split.getByRole("row", { name: /^Vollzeit/ }).first();
  await expect(full.getByRole("cell").nth(2)).toHaveText("6");
  const part = split.getByRole("row", { name: /^Teilzeit/ }).first();
  await expect(part.getByRole("cell").nth(2)).toHaveText("nicht ausgewiesen");
  await expectNoAxeViolations(page, "Dashboard mit Aufteilung nach Arbeitszeit, 1440 px");
  await expectNoHorizontalScroll(page);
});

test("360 px: die Tabelle scrollt in einem benannten Bereich, die Seite nicht", async ({
  page,
  browser,
  browserErrors,
}) => {
  await page.setViewportSize(PHONE);
  await signUpAndVerify(page);
  const staff = await staffPage(browser, browserErrors, PHONE);
  await searchAround(page, staff, "94032 Passau", 5, 0);
  await staff.context().close();
  await setProfile(page, "94032", "Passau");
  await open(page, "/dashboard");

  const section = panel(page);
  const scroller = section.getByRole("region", { name: "Passau, Bayern (Ihre Adresse)" });
  await expect(scroller).toBeVisible();
  const table = scroller.getByRole("table", { name: "Passau, Bayern (Ihre Adresse)" });
  const forest = table.getByRole("row", { name: new RegExp(`^${FOREST}`) });
  await expect(forest.getByRole("cell").nth(2)).toHaveText("5");

  // Wider than the phone: it scrolls inside its region, reachable by keyboard.
  const widths = await scroller.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  await tabUntilFocused(page, scroller, 200);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Dashboard mit Nachfrage, 360 px");
});
