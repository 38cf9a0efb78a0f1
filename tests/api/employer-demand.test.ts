// The demand for an employer's sectors around its places (docs/decisions/044-employer-demand.md):
// GET /api/employers/{id}/demand counts recorded searches of the last 30 days and active job
// alerts per sector, per Bundesland of the employer's places and within 50 km of each place,
// and never answers a count under 5 nor one that could be worked out from what it answers.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  employers,
  employerSectors,
  jobAlerts,
  searchRecords,
  sectors,
} from "#server/db/schema.ts";
import { protectedParts } from "#server/modules/demand/cells.ts";
import { DEMAND_CACHE_MS, employerDemand } from "#server/modules/demand/service.ts";
import { WORKING_TIMES, type WorkingTime } from "#shared/constants.ts";
import { DEMAND_MIN_COUNT, type EmployerDemand } from "#shared/schemas/demand.ts";
import { createAccount, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createJob, northOf } from "#tests/support/factories.ts";

const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A sector of its own per test: the tables of searches and alerts are shared by all tests. */
async function newSector(name: string): Promise<{ id: number; slug: string }> {
  const slug = `nachfrage-${randomBytes(4).toString("hex")}`;
  const [row] = await t.db
    .insert(sectors)
    .values({ slug, name: { de: name } })
    .returning({ id: sectors.id, slug: sectors.slug });
  return row!;
}

/** The company's address and profile sectors, as the profile form saves them. */
async function setProfile(employerId: number, sectorId: number, zipcode: string, city: string) {
  await t.db.insert(employerSectors).values({ employer_id: employerId, sector_id: sectorId });
  await t.db.update(employers).set({ zipcode, city }).where(eq(employers.id, employerId));
}

interface Point {
  latitude: number;
  longitude: number;
  /** A whole Land's search or alert (ADR 024). */
  state?: string;
}

async function seedSearches(
  n: number,
  sectorIds: number[],
  at: Point,
  options: { workingTime?: WorkingTime; daysAgo?: number } = {},
) {
  const created = new Date(Date.now() - (options.daysAgo ?? 1) * DAY_MS);
  await t.db.insert(searchRecords).values(
    Array.from({ length: n }, () => ({
      sector_ids: sectorIds,
      working_time: options.workingTime ?? "Vollzeit",
      job_available_at: "1_to_3_months",
      latitude: at.latitude,
      longitude: at.longitude,
      radius_km: at.state ? 0 : 30,
      state: at.state ?? null,
      results: 3,
      created_at: created,
    })),
  );
}

async function seedAlerts(
  n: number,
  sectorIds: number[],
  at: Point,
  options: { confirmed?: boolean; paused?: boolean; workingTime?: WorkingTime } = {},
) {
  await t.db.insert(jobAlerts).values(
    Array.from({ length: n }, (_, i) => ({
      email: `suche.${randomBytes(4).toString("hex")}.${i}@example.org`,
      sector_ids: sectorIds,
      working_time: options.workingTime ?? "Vollzeit",
      job_available_at: "1_to_3_months",
      latitude: at.latitude,
      longitude: at.longitude,
      geo_radius: at.state ? null : 30,
      state: at.state ?? null,
      location_label: "Testort",
      frequency: "weekly",
      confirmed_at: options.confirmed === false ? null : new Date(Date.now() - 5 * DAY_MS),
      paused_at: options.paused ? new Date() : null,
    })),
  );
}

async function demandOf(account: TestAccount, employerId = account.employerId) {
  return t.api({ url: `/api/employers/${employerId}/demand`, cookies: account.cookies });
}

const cellOf = (cells: EmployerDemand["places"][number]["cells"], sectorId: number) => {
  const cell = cells.find((c) => c.sector_id === sectorId);
  expect(cell).toBeDefined();
  return cell!;
};

const byWorkingTime = (cell: ReturnType<typeof cellOf>, measure: "searches" | "alerts") =>
  Object.fromEntries(cell.working_times.map((w) => [w.working_time, w[measure]]));

describe("GET /api/employers/{id}/demand", () => {
  // The ad's place: a point of the 0.1° grid (where searches are stored) lies 49.95 km north
  // of it, the next grid point 61 km.
  const place = { latitude: northOf(52.5, -49.95), longitude: 9.5 };
  const gridInside = { latitude: 52.5, longitude: 9.5 };
  const gridOutside = { latitude: 52.6, longitude: 9.5 };
  let owner: TestAccount;
  let profileSector: { id: number };
  let adSector: { id: number; slug: string };
  let otherSector: { id: number };
  let demand: EmployerDemand;

  beforeAll(async () => {
    owner = await createAccount(t.db);
    profileSector = await newSector("Nachfrage Baumpflege");
    adSector = await newSector("Nachfrage Floristik");
    otherSector = await newSector("Nachfrage Weinbau");
    await setProfile(owner.employerId, profileSector.id, "85354", "Freising");
    await createJob(t.db, {
      employerId: owner.employerId,
      ...place,
      location: "Nachfragedorf",
      state: "Niedersachsen",
      sectorSlugs: [adSector.slug],
    });
    // An ended ad's place and sectors are not the employer's any more.
    const ended = await newSector("Nachfrage Gemüsebau");
    await createJob(t.db, {
      employerId: owner.employerId,
      status: "terminated",
      latitude: 53.55,
      longitude: 10.0,
      location: "Hamburg",
      state: "Hamburg",
      sectorSlugs: [ended.slug],
    });

    const S = profileSector.id;
    await seedSearches(6, [S], gridInside);
    await seedSearches(2, [S, adSector.id], gridInside);
    await seedSearches(7, [S], gridOutside, { workingTime: "Teilzeit" });
    // Older than 30 days.
    await seedSearches(5, [S], gridInside, { daysAgo: 31 });
    // Searches for the whole Land, its centre close to the place: the Land counts them, no circle.
    await seedSearches(5, [S], { latitude: 52.1, longitude: 9.5, state: "Niedersachsen" });
    // Around Freising (the profile's address), three: fewer than 5.
    await seedSearches(3, [S], { latitude: 48.4, longitude: 11.7 });
    // A sector the employer does not have.
    await seedSearches(10, [otherSector.id], gridInside);

    // Alerts keep the seeker's point as chosen: 49.99 km is in, 50.01 km out.
    const alertInside = { latitude: northOf(place.latitude, 49.99), longitude: 9.5 };
    const alertOutside = { latitude: northOf(place.latitude, 50.01), longitude: 9.5 };
    await seedAlerts(5, [S], alertInside);
    await seedAlerts(2, [S], alertOutside);
    await seedAlerts(4, [S], alertInside, { confirmed: false });
    await seedAlerts(3, [S], alertInside, { paused: true });
    await seedAlerts(1, [S], { latitude: 52.1, longitude: 9.5, state: "Niedersachsen" });

    const res = await demandOf(owner);
    expect(res.statusCode, res.body).toBe(200);
    demand = (res.json() as { data: EmployerDemand }).data;
  });

  it("names the profile's sectors and those of the live ads, and the places", () => {
    expect(demand).toMatchObject({ days: 30, radius_km: 50, min_count: DEMAND_MIN_COUNT });
    expect(Date.parse(demand.to) - Date.parse(demand.from)).toBe(30 * DAY_MS);
    expect(demand.sectors.map((s) => s.id).sort()).toEqual([profileSector.id, adSector.id].sort());
    expect(demand.places.map((p) => [p.label, p.state, p.source])).toEqual([
      ["Freising", "Bayern", "profile"],
      ["Nachfragedorf", "Niedersachsen", "ads"],
    ]);
    expect(demand.regions.map((r) => r.state)).toEqual(["Bayern", "Niedersachsen"]);
  });

  it("counts within 50 km of a place by the centre of the search or alert, Land searches not", () => {
    const around = demand.places.find((p) => p.label === "Nachfragedorf")!;
    const cell = cellOf(around.cells, profileSector.id);
    // 6 + 2 searches at 49.95 km; the 7 at 61 km, the old ones and the Land's are not in it.
    expect(cell.searches).toBe(8);
    // 5 confirmed alerts at 49.99 km; not the 2 at 50.01 km, the unconfirmed or the paused.
    expect(cell.alerts).toBe(5);
  });

  it("counts in a Bundesland its Land searches and the searches centred in it", () => {
    const niedersachsen = demand.regions.find((r) => r.state === "Niedersachsen")!;
    const cell = cellOf(niedersachsen.cells, profileSector.id);
    expect(cell.searches).toBe(6 + 2 + 7 + 5);
    expect(cell.alerts).toBe(5 + 2 + 1);
  });

  it("hides every count under 5", () => {
    const bayern = demand.regions.find((r) => r.state === "Bayern")!;
    expect(cellOf(bayern.cells, profileSector.id)).toMatchObject({ searches: null, alerts: null });
    const freising = demand.places.find((p) => p.label === "Freising")!;
    expect(cellOf(freising.cells, profileSector.id)).toMatchObject({
      searches: null,
      alerts: null,
    });
    // The ad's sector: the 2 searches for both sectors, in the circle and in the Land.
    const around = demand.places.find((p) => p.label === "Nachfragedorf")!;
    expect(cellOf(around.cells, adSector.id)).toMatchObject({ searches: null, alerts: null });
    const counts = JSON.stringify(demand).match(/"(searches|alerts)":\d+/g) ?? [];
    for (const count of counts) expect(Number(count.split(":")[1])).toBeGreaterThanOrEqual(5);
  });

  it("splits by working time without a part that the total would give away", () => {
    const niedersachsen = demand.regions.find((r) => r.state === "Niedersachsen")!;
    const cell = cellOf(niedersachsen.cells, profileSector.id);
    // Vollzeit 13, Teilzeit 7, the others 0: showing the 7 would tell that the two others are
    // 0, so it is withheld with them.
    expect(byWorkingTime(cell, "searches")).toEqual({
      Vollzeit: 13,
      Teilzeit: null,
      Saisonarbeit: null,
      Ausbildung: null,
    });
    // All 8 alerts are Vollzeit: shown, it would say the others are 0.
    expect(byWorkingTime(cell, "alerts")).toEqual({
      Vollzeit: null,
      Teilzeit: null,
      Saisonarbeit: null,
      Ausbildung: null,
    });
  });

  it("answers no total that could reveal a hidden cell", () => {
    // Only cells: no sum over sectors, areas or working times.
    const keys = (value: unknown): string[] =>
      value && typeof value === "object"
        ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)])
        : [];
    const names = new Set(keys(demand).filter((k) => !/^\d+$/.test(k)));
    expect([...names].sort()).toEqual(
      [
        "alerts",
        "cells",
        "days",
        "de",
        "from",
        "id",
        "label",
        "min_count",
        "name",
        "places",
        "radius_km",
        "regions",
        "searches",
        "sector_id",
        "sectors",
        "slug",
        "source",
        "state",
        "to",
        "working_time",
        "working_times",
      ].sort(),
    );
  });

  it("refuses another employer's id, answers staff, and 401 when signed out", async () => {
    const stranger = await createAccount(t.db);
    const refused = await demandOf(stranger, owner.employerId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Sie haben keinen Zugriff auf dieses Unternehmen.");

    const staff = await createAccount(t.db, { admin: true });
    const asStaff = await demandOf(staff, owner.employerId);
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json().data.places).toEqual(demand.places);

    const unknown = await demandOf(staff, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Dieses Unternehmen wurde nicht gefunden.");

    const anonymous = await t.api({ url: `/api/employers/${owner.employerId}/demand` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("an employer without sectors or places", () => {
  it("answers no cells", async () => {
    const fresh = await createAccount(t.db);
    const res = await demandOf(fresh);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sectors: [], regions: [], places: [] });
  });

  it("names its sectors and places, with nothing counted", async () => {
    const fresh = await createAccount(t.db);
    const sector = await newSector("Nachfrage Obstbau");
    await setProfile(fresh.employerId, sector.id, "30159", "Hannover");
    const data = (await demandOf(fresh)).json().data as EmployerDemand;
    expect(data.places).toHaveLength(1);
    expect(data.places[0]).toMatchObject({ label: "Hannover", state: "Niedersachsen" });
    expect(data.places[0]!.cells).toEqual([
      {
        sector_id: sector.id,
        searches: null,
        alerts: null,
        working_times: WORKING_TIMES.map((working_time) => ({
          working_time,
          searches: null,
          alerts: null,
        })),
      },
    ]);
  });
});

describe("the counts kept for a few minutes", () => {
  it("counts again after DEMAND_CACHE_MS, and at once for changed sectors or places", async () => {
    const account = await createAccount(t.db);
    const user = (await t.api({ url: "/api/user", cookies: account.cookies })).json().data;
    const sector = await newSector("Nachfrage Imkerei");
    const other = await newSector("Nachfrage Pilzzucht");
    await setProfile(account.employerId, sector.id, "30159", "Hannover");
    const hannover = { latitude: 52.4, longitude: 9.7 };
    await seedSearches(5, [sector.id, other.id], hannover);
    const now = Date.now();
    const read = async (at: number) =>
      (await employerDemand({ db: t.db }, user, account.employerId, new Date(at))).places[0]!.cells;

    expect((await read(now))[0]).toMatchObject({ sector_id: sector.id, searches: 5 });
    await seedSearches(2, [sector.id, other.id], hannover);
    // Within the minutes: the same counts.
    expect((await read(now + DEMAND_CACHE_MS - 1000))[0]!.searches).toBe(5);
    // Another sector added: counted at once, with the new searches.
    await t.db
      .insert(employerSectors)
      .values({ employer_id: account.employerId, sector_id: other.id });
    const both = await read(now + 1000);
    expect(both.map((c) => [c.sector_id, c.searches]).sort()).toEqual(
      [
        [sector.id, 7],
        [other.id, 7],
      ].sort(),
    );
    // Past the minutes: counted again.
    await t.db.delete(employerSectors).where(eq(employerSectors.sector_id, other.id));
    expect((await read(now + DEMAND_CACHE_MS + 1))[0]!.searches).toBe(7);
  });
});

describe("protectedParts", () => {
  it("shows the parts when none is small", () => {
    expect(protectedParts(30, [10, 20])).toEqual([10, 20]);
    expect(protectedParts(25, [5, 5, 15])).toEqual([5, 5, 15]);
  });

  it("hides a second part beside a lone small one", () => {
    expect(protectedParts(24, [20, 4])).toEqual([null, null]);
    expect(protectedParts(29, [3, 6, 20])).toEqual([null, null, 20]);
  });

  it("hides more parts until the hidden ones add up to at least 5", () => {
    expect(protectedParts(23, [1, 2, 20])).toEqual([null, null, null]);
    expect(protectedParts(33, [1, 2, 10, 20])).toEqual([null, null, null, 20]);
    expect(protectedParts(30, [2, 3, 25])).toEqual([null, null, 25]);
  });

  it("hides everything under a total below 5", () => {
    expect(protectedParts(4, [4, 0])).toEqual([null, null]);
  });

  it("never leaves a hidden part that the total and the shown ones determine", () => {
    // Every split of totals up to 20 into 4 parts.
    for (let total = DEMAND_MIN_COUNT; total <= 20; total++) {
      for (let a = 0; a <= total; a++) {
        for (let b = 0; a + b <= total; b++) {
          for (let c = 0; a + b + c <= total; c++) {
            const parts = [a, b, c, total - a - b - c];
            const shown = protectedParts(total, parts);
            const hidden = parts.filter((_, i) => shown[i] === null);
            shown.forEach((v, i) => {
              if (v !== null) expect(v).toBe(parts[i]);
              if (v !== null) expect(v).toBeGreaterThanOrEqual(DEMAND_MIN_COUNT);
            });
            if (hidden.length > 0) {
              expect(hidden.length).toBeGreaterThanOrEqual(2);
              expect(hidden.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(DEMAND_MIN_COUNT);
            }
          }
        }
      }
    }
  });
});
