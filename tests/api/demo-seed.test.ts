import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { count, countDistinct, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employers, employerSectors, jobAdvertisements } from "#server/db/schema.ts";
import { seedDemoData } from "#server/db/seed/demo-seed.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { sectorIdBySlug } from "#tests/support/factories.ts";

let t: TestApp;
let seeded: { employers: number; jobs: number } | null;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoData(t.db, { dataDir: t.dataDir });
});
afterAll(() => t.close());

describe("demo data (SEED_DEMO)", () => {
  it("seeds at least 300 live ads from at least 40 employers, every sector and job type", async () => {
    expect(seeded!.jobs).toBeGreaterThanOrEqual(300);
    expect(seeded!.employers).toBeGreaterThanOrEqual(40);
    const [live] = await t.db
      .select({ n: count() })
      .from(jobAdvertisements)
      .where(eq(jobAdvertisements.status, "published"));
    expect(Number(live!.n)).toBe(seeded!.jobs);
    const list = (
      await t.api({ method: "GET", url: "/api/job-advertisements?page_size=1" })
    ).json();
    expect(list.total).toBe(seeded!.jobs);
    for (const sector of (await t.api({ method: "GET", url: "/api/sectors" })).json().data) {
      const inSector = (
        await t.api({
          method: "GET",
          url: `/api/job-advertisements?sector=${sector.slug}&page_size=1`,
        })
      ).json();
      expect(inSector.total, sector.slug).toBeGreaterThan(0);
    }
  });

  it("gives every demo employer profile the sectors of its ads", async () => {
    const [withSectors] = await t.db
      .select({ n: countDistinct(employerSectors.employer_id) })
      .from(employerSectors);
    expect(Number(withSectors!.n)).toBe(seeded!.employers);
  });

  it("is found by the radius search around a real place", async () => {
    const sectors = (await t.api({ method: "GET", url: "/api/sectors" }))
      .json()
      .data.map((s: { id: number }) => s.id)
      .slice(0, 5);
    const geocoded = (
      await t.api({ method: "POST", url: "/api/geocoding", payload: { address: "München" } })
    ).json().data[0];
    let found = 0;
    for (const working_time of ["Vollzeit", "Teilzeit", "Saisonarbeit", "Ausbildung"]) {
      const res = await t.api({
        method: "POST",
        url: "/api/job-advertisements/search",
        payload: {
          sectors,
          working_time,
          job_available_at: "1_to_3_months",
          latitude: geocoded.latitude,
          longitude: geocoded.longitude,
          geo_radius: 100,
        },
      });
      expect(res.statusCode).toBe(200);
      found += res.json().total;
    }
    expect(found).toBeGreaterThan(0);
  });

  it("offers relaxations whose counts are the search's totals (Ausbildung, 1–3 Monate, München)", async () => {
    const geocoded = (
      await t.api({ method: "POST", url: "/api/geocoding", payload: { address: "München" } })
    ).json().data[0];
    const filter = {
      sectors: [await sectorIdBySlug(t.db, "garten-und-landschaftsbau")],
      working_time: "Ausbildung",
      job_available_at: "1_to_3_months",
      latitude: geocoded.latitude,
      longitude: geocoded.longitude,
      geo_radius: 30,
    };
    const res = await t.api({
      method: "POST",
      url: "/api/job-advertisements/search/relaxations",
      payload: filter,
    });
    expect(res.statusCode).toBe(200);
    const offered = res.json().data as { kind: string; total: number; [field: string]: unknown }[];
    expect(offered.length).toBeGreaterThan(0);
    for (const { kind, total, ...change } of offered) {
      const sectors = change.sectors as { id: number }[] | undefined;
      const search = await t.api({
        method: "POST",
        url: "/api/job-advertisements/search",
        payload: {
          ...filter,
          ...change,
          ...(sectors ? { sectors: sectors.map((s) => s.id) } : {}),
        },
      });
      expect(search.json().total, kind).toBe(total);
      expect(total, kind).toBeGreaterThan(0);
    }
  });

  it("writes the generated logos and header images and serves them under /media", async () => {
    const job = (await t.api({ method: "GET", url: "/api/job-advertisements/newest" })).json()
      .data[0];
    const logoUrl: string = job.employer.logo.url;
    expect(logoUrl).toMatch(/^\/media\/demo\/logo-.+\.svg$/);
    expect(existsSync(join(t.dataDir, logoUrl))).toBe(true);
    expect(readFileSync(join(t.dataDir, logoUrl), "utf8")).toMatch(/^<svg/);
    const served = await t.api({ method: "GET", url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toContain("image/svg+xml");
    expect(job.image["md-blurred"]).toMatch(/-blurred\.svg$/);
    expect((await t.api({ method: "GET", url: "/media/../package.json" })).statusCode).toBe(404);
  });

  it("runs only on a database without employers", async () => {
    expect(await seedDemoData(t.db, { dataDir: t.dataDir })).toBeNull();
    const [row] = await t.db.select({ n: count() }).from(employers);
    expect(Number(row!.n)).toBe(seeded!.employers);
  });
});
