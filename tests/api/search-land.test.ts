// A Bundesland chosen as region means the Land, not a circle around its centre
// (docs/decisions/024-bundesland-as-region.md): POST /api/job-advertisements/search with
// `state` finds the ads whose `state` is that Land, in every corner of it, nearest to the
// Land's centre first, each with its distance; none from other Länder.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { searchRecords } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createJob, sectorIdBySlug } from "#tests/support/factories.ts";

let t: TestApp;
let galabau: number;
let bayern: { latitude: number; longitude: number; state: string };
const ids: Record<string, number> = {};

// Corners of Bayern, each more than 30 km (the smallest radius) from its centre, and places
// just across its borders.
const PLACES = {
  aschaffenburg: { latitude: 49.9769, longitude: 9.1496, state: "Bayern" },
  hof: { latitude: 50.3129, longitude: 11.9122, state: "Bayern" },
  passau: { latitude: 48.5667, longitude: 13.4319, state: "Bayern" },
  lindau: { latitude: 47.5459, longitude: 9.6836, state: "Bayern" },
  ingolstadt: { latitude: 48.7665, longitude: 11.4258, state: "Bayern" },
  ulm: { latitude: 48.4011, longitude: 9.9876, state: "Baden-Württemberg" },
  sonneberg: { latitude: 50.3507, longitude: 11.1719, state: "Thüringen" },
  salzburg: { latitude: 47.8095, longitude: 13.055, state: null },
} as const;

beforeAll(async () => {
  t = await createTestApp();
  galabau = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
  for (const [name, place] of Object.entries(PLACES)) {
    ids[name] = (await createJob(t.db, { ...place, location: name })).id;
  }
  // In Bayern, but not a match: another working time, and an ended ad.
  ids.teilzeit = (await createJob(t.db, { ...PLACES.hof, workingTime: "Teilzeit" })).id;
  ids.ended = (await createJob(t.db, { ...PLACES.passau, status: "terminated" })).id;
  const res = await t.api({
    method: "POST",
    url: "/api/geocoding",
    payload: { address: "Bayern" },
  });
  const [land] = res.json().data;
  expect(land).toMatchObject({ kind: "state", state: "Bayern", location: null });
  bayern = land;
});
afterAll(() => t.close());

function search(body: Record<string, unknown>) {
  return t.api({ method: "POST", url: "/api/job-advertisements/search", payload: body });
}

const inBayern = (extra: Record<string, unknown> = {}) => ({
  sectors: [galabau],
  working_time: "Vollzeit",
  job_available_at: "1_to_3_months",
  latitude: bayern.latitude,
  longitude: bayern.longitude,
  state: bayern.state,
  ...extra,
});

type Card = { id: number; distance_km: number };

describe("POST /api/job-advertisements/search with a Bundesland", () => {
  it("finds the ads in every corner of the Land and none from other Länder", async () => {
    const res = await search(inBayern());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Card[]; total: number };
    const found = body.data.map((card) => card.id).sort((a, b) => a - b);
    const expected = ["aschaffenburg", "hof", "passau", "lindau", "ingolstadt"].map(
      (name) => ids[name]!,
    );
    expect(found).toEqual(expected.sort((a, b) => a - b));
    expect(body.total).toBe(5);
  });

  it("orders by the distance from the Land's centre and gives each result its distance", async () => {
    const body = (await search(inBayern())).json() as { data: Card[] };
    expect(body.data[0]!.id).toBe(ids.ingolstadt);
    const distances = body.data.map((card) => card.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Aschaffenburg lies about 190 km from the middle of Bayern: far outside any radius.
    const far = body.data.find((card) => card.id === ids.aschaffenburg)!;
    expect(far.distance_km).toBeGreaterThan(150);
    expect(far.distance_km).toBeLessThan(230);
  });

  it("is not narrowed by a radius sent along", async () => {
    const body = (await search(inBayern({ geo_radius: 30 }))).json() as { total: number };
    expect(body.total).toBe(5);
  });

  it("pages through the Land like the radius search", async () => {
    const first = (await search(inBayern({ page_size: 2 }))).json();
    const third = (await search(inBayern({ page_size: 2, page: 3 }))).json();
    expect(first).toMatchObject({ total: 5, last_page: 3, per_page: 2 });
    expect(first.data).toHaveLength(2);
    expect(third.data).toHaveLength(1);
  });

  it("finds the ads of another Land by its name", async () => {
    const body = (await search(inBayern({ state: "Thüringen" }))).json() as { data: Card[] };
    expect(body.data.map((card) => card.id)).toEqual([ids.sonneberg]);
  });

  it("records the search with its Land", async () => {
    await search(inBayern({ record: 1 }));
    // Written after the answer, with the other searches of the moment (search-recorder.ts).
    await vi.waitFor(
      async () => {
        const rows = await t.db
          .select()
          .from(searchRecords)
          .where(eq(searchRecords.state, "Bayern"));
        expect(rows).toEqual([
          expect.objectContaining({ state: "Bayern", radius_km: 0, results: 5 }),
        ]);
      },
      { timeout: 5_000 },
    );
  });

  it("rejects an unknown Land with a German 422", async () => {
    const res = await search(inBayern({ state: "Bavaria" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ state: ["Dieses Bundesland gibt es nicht."] });
  });

  it("still requires the region's point with a Land", async () => {
    const res = await search(inBayern({ latitude: undefined, longitude: undefined }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["latitude", "longitude"]);
  });

  it("requires a radius without a Land", async () => {
    const res = await search(inBayern({ state: undefined }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ geo_radius: ["Bitte wähle einen Umkreis."] });
  });
});
