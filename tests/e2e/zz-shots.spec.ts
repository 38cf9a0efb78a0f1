import {
  DESKTOP,
  PHONE,
  createDraftViaApi,
  expect,
  geocodedLocation,
  grantCreditsAsStaff,
  open,
  originHeaders,
  preAcceptConsent,
  presetSearchFilter,
  sectorsByName,
  signUpAndVerify,
  test,
  waitForHydration,
} from "./support.ts";

for (const [size, viewport] of [["360", PHONE], ["1440", DESKTOP]] as const) {
  test(`shots ${size}`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await preAcceptConsent(page);
    await signUpAndVerify(page);
    await grantCreditsAsStaff(page);
    const id = await createDraftViaApi(page, 3, "Erntehelfer/in Spargel (m/w/d)");
    const sectors = await sectorsByName(page);
    const ad = (await (await page.request.get(`/api/job-advertisements/${id}`, { headers: originHeaders() })).json()) as { data: { location: Record<string, unknown> } };
    const l = ad.data.location;
    const put = await page.request.put(`/api/job-advertisements/${id}/step1`, {
      headers: originHeaders(),
      data: {
        title: "Erntehelfer/in Spargel (m/w/d)",
        sectors: [sectors.get("Obst- und Gemüsebau")!.id],
        working_time: "Saisonarbeit",
        starts_at: null,
        location: Object.fromEntries(["formatted_address","street","street_number","zipcode","location","state","country","latitude","longitude"].map((k) => [k, l[k]])),
        season_start: "2027-04-01",
        season_end: "2027-06-24",
        hours_per_week: 45,
        accommodation: "paid",
        accommodation_cost_cents: 25000,
        meals: true,
        transport: true,
        fixed_term: true,
        driving_licences: ["B", "T"],
        languages: [{ code: "pl", level: "good" }, { code: "de", level: "basic" }],
      },
    });
    expect(put.status(), await put.text()).toBe(200);
    await open(page, `/dashboard/job/${id}?schritt=1`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Saison und Rahmenbedingungen" });
    await section.screenshot({ path: `/tmp/shots/editor-${size}.png` });
    await page.getByRole("button", { name: "Weiter" }).click();
    await open(page, `/dashboard/job/${id}?schritt=4`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Veröffentlichen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Jetzt veröffentlichen" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await open(page, `/jobs/${id}`);
    await page.screenshot({ path: `/tmp/shots/job-${size}.png`, fullPage: true });
    await page.getByRole("region", { name: "Einsatz und Rahmenbedingungen" }).screenshot({ path: `/tmp/shots/job-block-${size}.png` });

    const ctx = await browser.newContext({ viewport });
    const seeker = await ctx.newPage();
    await preAcceptConsent(seeker);
    await presetSearchFilter(seeker, {
      sectors: [sectors.get("Obst- und Gemüsebau")!],
      working_time: "Saisonarbeit",
      job_available_at: "1_to_3_months",
      location: await geocodedLocation(seeker, "Hannover", 30),
      updated_at: new Date().toISOString(),
    });
    await open(seeker, "/jobs");
    await waitForHydration(seeker);
    await seeker.getByRole("button", { name: /^Filter/ }).click();
    const modal = seeker.getByRole("dialog", { name: "Filter" });
    await modal.getByRole("switch", { name: "Mit Unterkunft" }).click({ force: true });
    await modal.getByRole("heading", { name: "Unterkunft und Sprache" }).scrollIntoViewIfNeeded();
    await seeker.screenshot({ path: `/tmp/shots/filter-${size}.png` });
    await modal.getByRole("button", { name: "Jetzt passende Jobs finden" }).click();
    await expect(modal).toHaveCount(0);
    await seeker.screenshot({ path: `/tmp/shots/jobs-${size}.png` });
    await ctx.close();
  });
}
