import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { count, countDistinct, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { employers, employerSectors, jobAdvertisements } from "#server/db/schema.ts";
import { seedDemoData } from "#server/db/seed/demo-seed.ts";
import {
  GUARANTEED_SEARCHES,
  MAIN_SECTORS,
  MIN_HITS,
  largestCities,
} from "#server/db/seed/demo/supply.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { sectorIdBySlug } from "#tests/support/factories.ts";

let t: TestApp;
let seeded: { employers: number; jobs: number } | null;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoData(t.db, { dataDir: t.dataDir });
  // Thousands of ads with full texts: minutes on a busy two-core machine.
}, 300_000);
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

  it("takes applications on Wurzelwerk for about a third of the ads, by mail or link for the rest", async () => {
    const rows = await t.db
      .select({ method: jobAdvertisements.application_method, n: count() })
      .from(jobAdvertisements)
      .groupBy(jobAdvertisements.application_method);
    const byMethod = Object.fromEntries(rows.map((r) => [r.method, Number(r.n)]));
    expect(Object.keys(byMethod).sort()).toEqual(["email", "url", "wurzelwerk"]);
    expect(byMethod.wurzelwerk! / seeded!.jobs).toBeGreaterThan(0.28);
    expect(byMethod.wurzelwerk! / seeded!.jobs).toBeLessThan(0.39);
    // The job page's answer says which way; an ad on Wurzelwerk names no mailbox or link.
    for (const method of ["wurzelwerk", "email", "url"]) {
      const [row] = await t.db
        .select({ id: jobAdvertisements.id })
        .from(jobAdvertisements)
        .where(eq(jobAdvertisements.application_method, method))
        .limit(1);
      const job = (await t.api({ method: "GET", url: `/api/job-advertisements/${row!.id}` })).json()
        .data;
      expect(job.application_method).toBe(method);
      if (method === "wurzelwerk") {
        expect([job.application_email, job.application_url]).toEqual([null, null]);
        expect(job.description).toContain("„Jetzt bewerben“");
      } else {
        expect(job[method === "url" ? "application_url" : "application_email"]).toBeTruthy();
        expect(job.description).not.toContain("„Jetzt bewerben“");
      }
    }
  });

  it("leaves the ads' indexes in place after the bulk load", async () => {
    const rows = await t.db.execute<{ name: string }>(
      sql`select indexname as name from pg_indexes where tablename = 'job_advertisements'`,
    );
    const names = rowsOf<{ name: string }>(rows).map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "job_advertisements_search_idx",
        "job_advertisements_earth_idx",
        "job_advertisements_live_idx",
      ]),
    );
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

  it("finds at least 12 ads at 30 km for each guaranteed wizard search in the 30 largest cities", async () => {
    // The example first: Vollzeit, Garten- und Landschaftsbau, 1-3 Monate, München.
    const sectorIds = new Map<string, number>(
      (await t.api({ method: "GET", url: "/api/sectors" }))
        .json()
        .data.map((s: { id: number; slug: string }) => [s.slug, s.id]),
    );
    const cities = largestCities();
    expect(cities).toHaveLength(30);
    expect(cities.map((c) => c.name)).toContain("München");
    const short: string[] = [];
    let searches = 0;
    for (const [index, city] of cities.entries()) {
      // One address per city keeps each city's 28 searches within the per-IP rate limit.
      const remoteAddress = `10.17.${index}.1`;
      const place = (
        await t.api({
          method: "POST",
          url: "/api/geocoding",
          payload: { address: city.name },
          remoteAddress,
        })
      ).json().data[0];
      expect(place, city.name).toBeDefined();
      for (const sector of MAIN_SECTORS) {
        for (const { time, window } of GUARANTEED_SEARCHES) {
          const res = await t.api({
            method: "POST",
            url: "/api/job-advertisements/search",
            payload: {
              sectors: [sectorIds.get(sector)],
              working_time: time,
              job_available_at: window,
              latitude: place.latitude,
              longitude: place.longitude,
              geo_radius: 30,
            },
            remoteAddress,
          });
          expect(res.statusCode).toBe(200);
          searches++;
          const total: number = res.json().total;
          if (total < MIN_HITS) short.push(`${city.name}/${sector}/${time}/${window}: ${total}`);
        }
      }
    }
    expect(searches).toBe(30 * 4 * 7);
    expect(short).toEqual([]);
  }, 120_000);

  it("gives no seeded ad a street ending in a house number without street_number", async () => {
    const rows = await t.db
      .select({
        street: jobAdvertisements.street,
        number: jobAdvertisements.street_number,
      })
      .from(jobAdvertisements);
    const withStreet = rows.filter((r) => r.street !== null);
    expect(withStreet.length).toBeGreaterThan(100);
    expect(withStreet.filter((r) => /\d\s*[a-z]?$/i.test(r.street!) && r.number === null)).toEqual(
      [],
    );
    expect(withStreet.filter((r) => r.number !== null).length).toBe(withStreet.length);
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
