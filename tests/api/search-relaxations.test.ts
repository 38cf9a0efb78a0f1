import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createJob, northOf, sectorIdBySlug } from "#tests/support/factories.ts";

// POST /api/job-advertisements/search/relaxations (ADR 025): what an empty search offers instead.

let t: TestApp;
let galabau: number;
let baumschule: number;
let landwirtschaft: number;
// Far from the origins of search.test.ts: a 100 km circle here holds only this file's ads.
const origin = { latitude: 40.4, longitude: -3.7 };

beforeAll(async () => {
  t = await createTestApp();
  galabau = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
  baumschule = await sectorIdBySlug(t.db, "baumschule");
  landwirtschaft = await sectorIdBySlug(t.db, "landwirtschaft");
  const at = (km: number) => ({
    latitude: northOf(origin.latitude, km),
    longitude: origin.longitude,
  });
  // Ausbildung in GaLaBau starting within 3 months, 30 km around the origin: nothing. Each ad
  // below is found by changing exactly one field.
  await createJob(t.db, { workingTime: "Ausbildung", startsAt: "2099-06-01", ...at(10) });
  await createJob(t.db, { workingTime: "Ausbildung", ...at(60) });
  await createJob(t.db, { workingTime: "Vollzeit", ...at(5) });
  await createJob(t.db, { workingTime: "Vollzeit", ...at(6) });
  await createJob(t.db, { workingTime: "Ausbildung", sectorSlugs: ["baumschule"], ...at(5) });
  await createJob(t.db, { workingTime: "Ausbildung", sectorSlugs: ["landwirtschaft"], ...at(7) });
  await createJob(t.db, { workingTime: "Ausbildung", sectorSlugs: ["landwirtschaft"], ...at(8) });
});
afterAll(() => t.close());

const empty = () => ({
  sectors: [galabau],
  working_time: "Ausbildung",
  job_available_at: "1_to_3_months",
  latitude: origin.latitude,
  longitude: origin.longitude,
  geo_radius: 30,
});

const relaxations = (payload: Record<string, unknown>) =>
  t.api({ method: "POST", url: "/api/job-advertisements/search/relaxations", payload });
const search = (payload: Record<string, unknown>) =>
  t.api({ method: "POST", url: "/api/job-advertisements/search", payload });

describe("POST /api/job-advertisements/search/relaxations", () => {
  it("offers each change that finds something, with its count", async () => {
    expect((await search(empty())).json().total).toBe(0);
    const res = await relaxations(empty());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { kind: "geo_radius", total: 1, geo_radius: 100 },
      { kind: "job_available_at", total: 1, job_available_at: "more_than_3_months" },
      {
        kind: "sectors",
        total: 3,
        sectors: [
          { id: galabau, name: "Garten- und Landschaftsbau" },
          { id: landwirtschaft, name: "Landwirtschaft" },
          { id: baumschule, name: "Baumschule" },
        ],
      },
      { kind: "working_time", total: 2, working_time: "Vollzeit" },
    ]);
  });

  it("counts as the search counts: each change gives the search's total", async () => {
    const offered = (await relaxations(empty())).json().data as {
      kind: string;
      total: number;
      sectors?: { id: number }[];
      [field: string]: unknown;
    }[];
    for (const { kind, total, ...change } of offered) {
      const changed = {
        ...empty(),
        ...change,
        ...(change.sectors ? { sectors: change.sectors.map((s) => s.id) } : {}),
      };
      const res = await search({ ...changed, page_size: 50 });
      expect(res.json().total, kind).toBe(total);
      expect(res.json().data.length, kind).toBe(total);
    }
  });

  it("offers no larger radius at 100 km and no more sectors at five", async () => {
    const five = await Promise.all(
      [
        "garten-und-landschaftsbau",
        "baumschule",
        "pflanzenhandel",
        "zierpflanzenbau",
        "obst-und-gemuesebau",
      ].map((slug) => sectorIdBySlug(t.db, slug)),
    );
    const res = await relaxations({ ...empty(), geo_radius: 100, sectors: five });
    expect(res.statusCode).toBe(200);
    const kinds = res.json().data.map((r: { kind: string }) => r.kind);
    expect(kinds).toEqual(["job_available_at", "working_time"]);
  });

  it("answers bad input with a German 422 and unknown sectors by name", async () => {
    const missing = await relaxations({ ...empty(), working_time: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.working_time).toEqual(["Bitte wähle eine Anstellungsart."]);
    const unknown = await relaxations({ ...empty(), sectors: [99999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.sectors).toEqual(["Diese Branche gibt es nicht: 99999."]);
    const paged = await relaxations({ ...empty(), page: 2 });
    expect(paged.statusCode).toBe(422);
    expect(typeof paged.json().message).toBe("string");
  });
});
