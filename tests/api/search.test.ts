import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { searchRecords } from "#server/db/schema.ts";
import { startCutoff } from "#server/modules/search/service.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createEmployer, createJob, northOf, sectorIdBySlug } from "#tests/support/factories.ts";

let t: TestApp;
let galabau: number;
let baumschule: number;
let landwirtschaft: number;
// Every test searches around its own origin, far from the others, so their ads never mix.
let originIndex = 0;
const nextOrigin = () => ({
  latitude: 47.5 + originIndex++ * 0.9,
  longitude: 8 + originIndex * 0.3,
});

beforeAll(async () => {
  t = await createTestApp();
  galabau = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
  baumschule = await sectorIdBySlug(t.db, "baumschule");
  landwirtschaft = await sectorIdBySlug(t.db, "landwirtschaft");
});
afterAll(() => t.close());

function search(body: Record<string, unknown>) {
  return t.api({ method: "POST", url: "/api/job-advertisements/search", payload: body });
}

const baseQuery = (
  origin: { latitude: number; longitude: number },
  extra: Record<string, unknown> = {},
) => ({
  sectors: [galabau],
  working_time: "Vollzeit",
  job_available_at: "1_to_3_months",
  latitude: origin.latitude,
  longitude: origin.longitude,
  geo_radius: 30,
  ...extra,
});

describe("POST /api/job-advertisements/search — semantics", () => {
  it("finds an ad 29.9 km away with radius 30 but not one 30.1 km away, with its distance", async () => {
    const o = nextOrigin();
    const near = await createJob(t.db, {
      latitude: northOf(o.latitude, 29.9),
      longitude: o.longitude,
    });
    const far = await createJob(t.db, {
      latitude: northOf(o.latitude, 30.1),
      longitude: o.longitude,
    });
    const res = await search(baseQuery(o));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.data.map((j: { id: number }) => j.id);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(far.id);
    expect(body.data.find((j: { id: number }) => j.id === near.id).distance_km).toBeCloseTo(
      29.9,
      1,
    );
    expect(body).toMatchObject({ current_page: 1, per_page: 12, total: 1, last_page: 1 });
  });

  it("orders by distance, then newest", async () => {
    const o = nextOrigin();
    const tenKmOld = await createJob(t.db, {
      latitude: northOf(o.latitude, 10),
      longitude: o.longitude,
      publishedAt: new Date(Date.now() - 5 * 86_400_000),
    });
    const tenKmNew = await createJob(t.db, {
      latitude: northOf(o.latitude, 10),
      longitude: o.longitude,
      publishedAt: new Date(Date.now() - 3600_000),
    });
    const fiveKm = await createJob(t.db, {
      latitude: northOf(o.latitude, 5),
      longitude: o.longitude,
    });
    const twentyKm = await createJob(t.db, {
      latitude: northOf(o.latitude, -20),
      longitude: o.longitude,
    });
    const ids = (await search(baseQuery(o))).json().data.map((j: { id: number }) => j.id);
    expect(ids).toEqual([fiveKm.id, tenKmNew.id, tenKmOld.id, twentyKm.id]);
  });

  it("matches ads sharing at least one sector", async () => {
    const o = nextOrigin();
    const both = await createJob(t.db, {
      ...o,
      sectorSlugs: ["baumschule", "garten-und-landschaftsbau"],
    });
    const onlyBaumschule = await createJob(t.db, { ...o, sectorSlugs: ["baumschule"] });
    const onlyFarm = await createJob(t.db, { ...o, sectorSlugs: ["landwirtschaft"] });
    const ids = (await search(baseQuery(o, { sectors: [galabau, baumschule] })))
      .json()
      .data.map((j: { id: number }) => j.id);
    expect(ids).toEqual(expect.arrayContaining([both.id, onlyBaumschule.id]));
    expect(ids).not.toContain(onlyFarm.id);
    expect(ids.filter((id: number) => id === both.id)).toHaveLength(1);
    const farmIds = (await search(baseQuery(o, { sectors: [landwirtschaft] })))
      .json()
      .data.map((j: { id: number }) => j.id);
    expect(farmIds).toEqual([onlyFarm.id]);
  });

  it("matches the working time exactly", async () => {
    const o = nextOrigin();
    const season = await createJob(t.db, { ...o, workingTime: "Saisonarbeit" });
    await createJob(t.db, { ...o, workingTime: "Vollzeit" });
    const ids = (await search(baseQuery(o, { working_time: "Saisonarbeit" })))
      .json()
      .data.map((j: { id: number }) => j.id);
    expect(ids).toEqual([season.id]);
  });

  it("puts start dates into the two windows at the three-month border; a flexible start fits both", async () => {
    const o = nextOrigin();
    const cutoff = startCutoff();
    const dayAfter = new Date(new Date(`${cutoff}T00:00:00Z`).getTime() + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const flexible = await createJob(t.db, { ...o, startsAt: null });
    const soon = await createJob(t.db, { ...o, startsAt: new Date().toISOString().slice(0, 10) });
    const atBorder = await createJob(t.db, { ...o, startsAt: cutoff });
    const later = await createJob(t.db, { ...o, startsAt: dayAfter });
    const early = (await search(baseQuery(o)))
      .json()
      .data.map((j: { id: number }) => j.id)
      .sort();
    expect(early).toEqual([flexible.id, soon.id, atBorder.id].sort());
    const late = (await search(baseQuery(o, { job_available_at: "more_than_3_months" })))
      .json()
      .data.map((j: { id: number }) => j.id)
      .sort();
    expect(late).toEqual([flexible.id, later.id].sort());
  });

  it("never shows drafts, terminated, expired or past-expiry ads", async () => {
    const o = nextOrigin();
    const live = await createJob(t.db, o);
    await createJob(t.db, { ...o, status: "draft" });
    await createJob(t.db, { ...o, status: "terminated" });
    await createJob(t.db, { ...o, status: "expired", expiresAt: new Date(Date.now() - 1000) });
    await createJob(t.db, { ...o, status: "published", expiresAt: new Date(Date.now() - 1000) });
    const ids = (await search(baseQuery(o))).json().data.map((j: { id: number }) => j.id);
    expect(ids).toEqual([live.id]);
  });

  it("pages with the paginator shape", async () => {
    const o = nextOrigin();
    const employer = await createEmployer(t.db);
    for (let i = 0; i < 5; i++)
      await createJob(t.db, {
        employerId: employer.id,
        latitude: northOf(o.latitude, i),
        longitude: o.longitude,
      });
    const first = (await search(baseQuery(o, { page_size: 2 }))).json();
    expect(first).toMatchObject({ total: 5, last_page: 3, per_page: 2, current_page: 1 });
    const third = (await search(baseQuery(o, { page_size: 2, page: 3 }))).json();
    expect(third.data).toHaveLength(1);
    const beyond = (await search(baseQuery(o, { page_size: 2, page: 9 }))).json();
    expect(beyond).toMatchObject({ data: [], total: 5, current_page: 9 });
    const all = [
      ...first.data,
      ...(await search(baseQuery(o, { page_size: 2, page: 2 }))).json().data,
      ...third.data,
    ];
    expect(new Set(all.map((j: { id: number }) => j.id)).size).toBe(5);
  });

  it("returns result cards with sectors, employer and location", async () => {
    const o = nextOrigin();
    const job = await createJob(t.db, {
      ...o,
      sectorSlugs: ["baumschule", "garten-und-landschaftsbau"],
      title: "Baumschulgärtner (m/w/d)",
    });
    const [card] = (await search(baseQuery(o))).json().data;
    expect(card).toMatchObject({
      id: job.id,
      title: "Baumschulgärtner (m/w/d)",
      working_time: "Vollzeit",
      location: { location: "Freising", zipcode: "85354", state: "Bayern", country: "DE" },
      employer: { id: job.employer_id, name: expect.any(String) },
      salary_min: 280000,
      salary_period: "month",
    });
    expect(card.sectors.map((s: { slug: string }) => s.slug)).toEqual([
      "baumschule",
      "garten-und-landschaftsbau",
    ]);
  });

  it("records the search anonymously with record=1 (coarse location, no IP), once per search", async () => {
    const o = nextOrigin();
    const countRecords = async () =>
      Number((await t.db.select({ n: count() }).from(searchRecords))[0]!.n);
    const before = await countRecords();
    await search(baseQuery(o, { record: 1, latitude: 48.13713, longitude: 11.57549 }));
    await search(baseQuery(o, { record: 1, page: 2, latitude: 48.13713, longitude: 11.57549 }));
    await search(baseQuery(o));
    // Written after the answer, with the other searches of the moment (search-recorder.ts).
    await vi.waitFor(async () => expect(await countRecords()).toBe(before + 1), { timeout: 5_000 });
    const rows = await t.db.select().from(searchRecords);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({
      sector_ids: [galabau],
      working_time: "Vollzeit",
      job_available_at: "1_to_3_months",
      latitude: 48.1,
      longitude: 11.6,
      radius_km: 30,
    });
    expect(Object.keys(last)).not.toContain("ip");
  });
});

describe("POST /api/job-advertisements/search — bad input", () => {
  const o = { latitude: 48.1, longitude: 11.5 };

  it("names every missing filter in German", async () => {
    const res = await search({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      sectors: ["Bitte wähle mindestens eine Branche."],
      working_time: ["Bitte wähle eine Anstellungsart."],
      job_available_at: ["Bitte wähle, wann du starten möchtest."],
      latitude: ["Bitte wähle einen Ort aus der Liste."],
      longitude: ["Bitte wähle einen Ort aus der Liste."],
      geo_radius: ["Bitte wähle einen Umkreis."],
    });
  });

  it.each([
    [
      "radius 29",
      { geo_radius: 29 },
      "geo_radius",
      "Der Umkreis muss zwischen 30 und 100 km liegen.",
    ],
    [
      "radius 101",
      { geo_radius: 101 },
      "geo_radius",
      "Der Umkreis muss zwischen 30 und 100 km liegen.",
    ],
    ["radius as text", { geo_radius: "30" }, "geo_radius", "Der Umkreis muss eine Zahl sein."],
    [
      "6 sectors",
      { sectors: [1, 2, 3, 4, 5, 6] },
      "sectors",
      "Es sind bis zu 5 Antworten möglich.",
    ],
    ["no sectors", { sectors: [] }, "sectors", "Bitte wähle mindestens eine Branche."],
    [
      "duplicate sectors",
      { sectors: [1, 1] },
      "sectors",
      "Jede Branche darf nur einmal vorkommen.",
    ],
    [
      "sectors as string",
      { sectors: "1,2" },
      "sectors",
      "Die Branchen müssen eine Liste von IDs sein.",
    ],
    ["negative sector id", { sectors: [-1] }, "sectors.0", "Der Wert muss mindestens 1 sein."],
    [
      "unknown working time",
      { working_time: "Minijob" },
      "working_time",
      "Diese Anstellungsart gibt es nicht.",
    ],
    [
      "unknown start window",
      { job_available_at: "sofort" },
      "job_available_at",
      "Dieser Startzeitraum ist ungültig.",
    ],
    [
      "latitude 91",
      { latitude: 91 },
      "latitude",
      "Der Breitengrad muss zwischen -90 und 90 liegen.",
    ],
    [
      "longitude -181",
      { longitude: -181 },
      "longitude",
      "Der Längengrad muss zwischen -180 und 180 liegen.",
    ],
    ["latitude as text", { latitude: "48.1" }, "latitude", "Die Koordinate muss eine Zahl sein."],
    [
      "SQL in working time",
      { working_time: "Vollzeit'; drop table users; --" },
      "working_time",
      "Diese Anstellungsart gibt es nicht.",
    ],
    ["HTML as sector", { sectors: ["<script>"] }, "sectors.0", "Dieses Feld muss eine Zahl sein."],
    ["a boolean as sector", { sectors: [true] }, "sectors.0", "Dieses Feld muss eine Zahl sein."],
    [
      "a fractional sector id",
      { sectors: [1.5] },
      "sectors.0",
      "Dieses Feld muss eine ganze Zahl sein.",
    ],
    ["an unknown field", { is_admin: true }, "_", "Unbekanntes Feld: is_admin."],
    ["page 0", { page: 0 }, "page", "Der Wert muss mindestens 1 sein."],
    ["page size 1000", { page_size: 1000 }, "page_size", "Der Wert darf höchstens 50 sein."],
  ])("rejects %s", async (_label, change, field, message) => {
    const res = await search({ ...baseQuery(o), ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it("rejects NaN and Infinity smuggled in as JSON numbers", async () => {
    for (const raw of ['{"latitude": NaN}', '{"latitude": Infinity}', '{"latitude": 1e400}']) {
      const payload = JSON.stringify(baseQuery(o)).replace(/"latitude":[^,]+/, raw.slice(1, -1));
      const res = await t.api({
        method: "POST",
        url: "/api/job-advertisements/search",
        payload,
        headers: { "content-type": "application/json" },
      });
      expect([400, 422], raw).toContain(res.statusCode);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("rejects unknown sector ids with a German 422 instead of an empty result", async () => {
    const res = await search(baseQuery(o, { sectors: [galabau, 99999] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.sectors).toEqual(["Diese Branche gibt es nicht: 99999."]);
  });

  it("answers a huge body with 413", async () => {
    const res = await search(baseQuery(o, { extra: "x".repeat(10_000) }));
    expect(res.statusCode).toBe(413);
  });
});
