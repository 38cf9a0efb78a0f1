import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAdvertisements } from "#server/db/schema.ts";
import { createAccount, grantCredits, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import {
  createEmployer,
  createJob,
  nextSeason,
  northOf,
  sectorIdBySlug,
} from "#tests/support/factories.ts";
import { SEASONAL_WORK_NOT_STATED } from "#tests/support/seasonal-work.ts";
import { HANNOVER_LOCATION, STEP2_TEXTS, STEP3_CONTACT } from "#tests/support/places.ts";

// The seasonal-work fields of an ad and the two search filters (ADR 049): stored by step 1,
// returned by every full read, each rule a German 422 on its field with nothing stored, publish
// refused for Saisonarbeit without a season, and `with_accommodation` / `without_german` in the
// search and its relaxations.

let t: TestApp;
let gala: number;
beforeAll(async () => {
  t = await createTestApp();
  gala = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
});
afterAll(async () => {
  await t?.close();
});

function call(
  method: "GET" | "PUT" | "POST",
  url: string,
  account: TestAccount | null,
  payload?: unknown,
) {
  return t.api({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    cookies: account?.cookies ?? {},
  });
}

const season = nextSeason();
const step1 = (overrides: Record<string, unknown> = {}) => ({
  title: "Erntehelfer (m/w/d) Spargel",
  sectors: [gala],
  working_time: "Saisonarbeit",
  starts_at: null,
  location: HANNOVER_LOCATION,
  season_start: season.start,
  season_end: season.end,
  ...overrides,
});

async function draft(a: TestAccount) {
  const res = await call("POST", "/api/job-advertisements", a, {});
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

async function jobRow(id: number) {
  const [row] = await t.db.select().from(jobAdvertisements).where(eq(jobAdvertisements.id, id));
  return row!;
}

const NOT_STATED = SEASONAL_WORK_NOT_STATED;

describe("step 1 stores the seasonal-work fields", () => {
  it("stores every field and returns it to the owner and, once published, to everyone", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId, { durationDays: 30 });
    const id = await draft(a);
    const fields = {
      season_start: season.start,
      season_end: season.end,
      hours_per_week: 45,
      accommodation: "paid",
      accommodation_cost_cents: 25_000,
      meals: true,
      transport: true,
      fixed_term: true,
      driving_licences: ["T", "B"],
      languages: [
        { code: "pl", level: "basic" },
        { code: "en", level: "good" },
      ],
    };
    const saved = await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1(fields));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject(fields);
    expect((await call("GET", `/api/job-advertisements/${id}`, a)).json().data).toMatchObject(
      fields,
    );

    await call("PUT", `/api/job-advertisements/${id}/step2`, a, {
      ...STEP2_TEXTS,
      description: "<p>Spargelernte in der Region Hannover, mit Unterkunft am Hof.</p>",
    });
    await call("PUT", `/api/job-advertisements/${id}/step3`, a, STEP3_CONTACT);
    const published = await call("PUT", `/api/job-advertisements/${id}/publish`, a, {});
    expect(published.statusCode, published.body).toBe(200);
    const seen = await call("GET", `/api/job-advertisements/${id}`, null);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject(fields);
  });

  it("takes fields left out as not stated, and tells no languages apart from not stated", async () => {
    const a = await createAccount(t.db);
    const id = await draft(a);
    const plain = await call(
      "PUT",
      `/api/job-advertisements/${id}/step1`,
      a,
      step1({ working_time: "Vollzeit", season_start: undefined, season_end: undefined }),
    );
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data).toMatchObject(NOT_STATED);

    const none = await call(
      "PUT",
      `/api/job-advertisements/${id}/step1`,
      a,
      step1({ languages: [] }),
    );
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.languages).toEqual([]);
    expect((await jobRow(id)).languages).toEqual([]);

    // A season with another working time is fine; a free accommodation has no cost.
    const other = await call(
      "PUT",
      `/api/job-advertisements/${id}/step1`,
      a,
      step1({ working_time: "Teilzeit", accommodation: "free", hours_per_week: 20 }),
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data).toMatchObject({
      working_time: "Teilzeit",
      season_start: season.start,
      accommodation: "free",
      accommodation_cost_cents: null,
      languages: null,
    });
  });
});

describe("step 1 refuses each broken rule on its field, in German, and stores nothing", () => {
  const cases: [string, Record<string, unknown>, string, RegExp][] = [
    [
      "Saisonarbeit without a start",
      { season_start: null },
      "season_start",
      /^Bitte geben Sie an, wann die Saison beginnt\.$/,
    ],
    [
      "Saisonarbeit without an end",
      { season_end: undefined },
      "season_end",
      /^Bitte geben Sie an, wann die Saison endet\.$/,
    ],
    [
      "a start without an end (Vollzeit)",
      { working_time: "Vollzeit", season_end: null },
      "season_end",
      /^Bitte geben Sie an, wann die Saison endet\.$/,
    ],
    [
      "an end before the start",
      { season_start: season.end, season_end: season.start },
      "season_end",
      /^Das Saisonende darf nicht vor dem Saisonbeginn liegen\.$/,
    ],
    ["a date that does not exist", { season_end: "2027-02-30" }, "season_end", /gibt es nicht/],
    [
      "a year the database does not know",
      { season_start: "0000-01-01" },
      "season_start",
      /zwischen 2000 und 2099/,
    ],
    ["no hours", { hours_per_week: 0 }, "hours_per_week", /zwischen 1 und 60/],
    ["too many hours", { hours_per_week: 61 }, "hours_per_week", /zwischen 1 und 60/],
    ["half hours", { hours_per_week: 38.5 }, "hours_per_week", /ganze Zahl/],
    ["an unknown accommodation", { accommodation: "zelt" }, "accommodation", /Unterkunft/],
    [
      "paid without its cost",
      { accommodation: "paid" },
      "accommodation_cost_cents",
      /Bitte geben Sie an, was die Unterkunft im Monat kostet\./,
    ],
    [
      "a cost with a free accommodation",
      { accommodation: "free", accommodation_cost_cents: 10_000 },
      "accommodation_cost_cents",
      /^Kosten der Unterkunft gibt es nur bei einer Unterkunft gegen Bezahlung\.$/,
    ],
    [
      "a cost without an accommodation",
      { accommodation_cost_cents: 10_000 },
      "accommodation_cost_cents",
      /^Kosten der Unterkunft gibt es nur bei einer Unterkunft gegen Bezahlung\.$/,
    ],
    [
      "a cost above 5,000 €",
      { accommodation: "paid", accommodation_cost_cents: 500_001 },
      "accommodation_cost_cents",
      /höchstens 5\.000 €/,
    ],
    [
      "a negative cost",
      { accommodation: "paid", accommodation_cost_cents: -1 },
      "accommodation_cost_cents",
      /nicht negativ/,
    ],
    ["meals as text", { meals: "ja" }, "meals", /Verpflegung/],
    ["transport as null", { transport: null }, "transport", /Fahrt zum Einsatzort/],
    ["fixed term as a number", { fixed_term: 1 }, "fixed_term", /befristet/],
    [
      "an unknown licence",
      { driving_licences: ["B", "A"] },
      "driving_licences.1",
      /Führerscheinklasse gibt es nicht/,
    ],
    ["a licence twice", { driving_licences: ["T", "T"] }, "driving_licences", /nur einmal/],
    [
      "seven languages",
      {
        languages: ["de", "en", "pl", "ro", "uk", "bg", "ru"].map((code) => ({
          code,
          level: "basic",
        })),
      },
      "languages",
      /bis zu 6 Sprachen/,
    ],
    [
      "a language twice",
      {
        languages: [
          { code: "pl", level: "basic" },
          { code: "pl", level: "fluent" },
        ],
      },
      "languages",
      /nur einmal/,
    ],
    [
      "an unknown language",
      { languages: [{ code: "xx", level: "basic" }] },
      "languages.0.code",
      /Sprache gibt es nicht/,
    ],
    [
      "an unknown level",
      { languages: [{ code: "de", level: "perfekt" }] },
      "languages.0.level",
      /Sprachniveau gibt es nicht/,
    ],
    [
      "a language without a level",
      { languages: [{ code: "de" }] },
      "languages.0.level",
      /Bitte wählen Sie das Sprachniveau/,
    ],
  ];

  it.each(cases)("%s", async (_label, overrides, field, message) => {
    const a = await createAccount(t.db);
    const id = await draft(a);
    const before = await jobRow(id);
    const res = await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1(overrides));
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toContain(field);
    expect(errors[field]![0]).toMatch(message);
    expect(await jobRow(id)).toEqual(before);
  });
});

describe("publishing Saisonarbeit", () => {
  it("refuses an ad without a season like other missing fields, pointing to step 1", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId, { durationDays: 30 });
    const id = await draft(a);
    await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1());
    await call("PUT", `/api/job-advertisements/${id}/step2`, a, {
      ...STEP2_TEXTS,
      description: "<p>Spargelernte in der Region Hannover, mit Unterkunft am Hof.</p>",
    });
    await call("PUT", `/api/job-advertisements/${id}/step3`, a, STEP3_CONTACT);
    // A draft saved before the season was asked for.
    await t.db
      .update(jobAdvertisements)
      .set({ season_start: null, season_end: null })
      .where(eq(jobAdvertisements.id, id));
    const refused = await call("PUT", `/api/job-advertisements/${id}/publish`, a, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("job.incomplete");
    expect(Object.keys(refused.json().errors)).toEqual(["season_start"]);
    expect(refused.json().errors.season_start[0]).toMatch(/Saison fehlt.*Basisdaten/);
    expect((await jobRow(id)).status).toBe("draft");

    expect((await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1())).statusCode).toBe(
      200,
    );
    expect((await call("PUT", `/api/job-advertisements/${id}/publish`, a, {})).statusCode).toBe(
      200,
    );
  });
});

describe("the search filters with_accommodation and without_german", () => {
  const centre = { latitude: 53.9, longitude: 13.4 };
  const body = (extra: Record<string, unknown> = {}) => ({
    sectors: [gala],
    working_time: "Saisonarbeit",
    job_available_at: "1_to_3_months",
    latitude: centre.latitude,
    longitude: centre.longitude,
    geo_radius: 30,
    page_size: 50,
    ...extra,
  });
  const ids = async (extra: Record<string, unknown>) => {
    const res = await t.api({
      method: "POST",
      url: "/api/job-advertisements/search",
      payload: body(extra),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: number }[]).map((job) => job.id).sort((x, y) => x - y);
  };
  let ads: Record<string, number>;

  beforeAll(async () => {
    const employer = await createEmployer(t.db);
    const ad = async (
      km: number,
      o: Pick<Parameters<typeof createJob>[1] & object, "accommodation" | "languages">,
    ) =>
      (
        await createJob(t.db, {
          employerId: employer.id,
          workingTime: "Saisonarbeit",
          latitude: northOf(centre.latitude, km),
          longitude: centre.longitude,
          ...o,
        })
      ).id;
    ads = {
      free: await ad(1, { accommodation: "free", languages: null }),
      paidGerman: await ad(2, {
        accommodation: "paid",
        languages: [{ code: "de", level: "good" }],
      }),
      noneNoLanguage: await ad(3, { accommodation: "none", languages: [] }),
      notStatedPolish: await ad(4, {
        accommodation: null,
        languages: [{ code: "pl", level: "basic" }],
      }),
      freePolishGerman: await ad(5, {
        accommodation: "free",
        languages: [
          { code: "pl", level: "fluent" },
          { code: "de", level: "basic" },
        ],
      }),
      paidEnglish: await ad(6, {
        accommodation: "paid",
        languages: [{ code: "en", level: "basic" }],
      }),
    };
  });

  it("finds every ad without the filters, and the filters absent mean false", async () => {
    const all = Object.values(ads).sort((x, y) => x - y);
    expect(await ids({})).toEqual(all);
    expect(await ids({ with_accommodation: false, without_german: false })).toEqual(all);
  });

  it("with_accommodation: only a free or paid accommodation", async () => {
    expect(await ids({ with_accommodation: true })).toEqual(
      [ads.free!, ads.paidGerman!, ads.freePolishGerman!, ads.paidEnglish!].sort((x, y) => x - y),
    );
  });

  it("without_german: only stated languages (possibly none) without German", async () => {
    expect(await ids({ without_german: true })).toEqual(
      [ads.noneNoLanguage!, ads.notStatedPolish!, ads.paidEnglish!].sort((x, y) => x - y),
    );
  });

  it("both together: each ad must meet both", async () => {
    expect(await ids({ with_accommodation: true, without_german: true })).toEqual([
      ads.paidEnglish!,
    ]);
  });

  it("keeps the filters in the relaxations' counts", async () => {
    const relax = (extra: Record<string, unknown>) =>
      t.api({
        method: "POST",
        url: "/api/job-advertisements/search/relaxations",
        payload: { ...body(extra), page_size: undefined },
      });
    const byKind = (res: Awaited<ReturnType<typeof relax>>) => {
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries(
        (res.json().data as { kind: string; total: number }[]).map((r) => [r.kind, r.total]),
      );
    };
    const sectors = byKind(
      await relax({
        sectors: [await sectorIdBySlug(t.db, "baumschule")],
        with_accommodation: true,
        without_german: true,
      }),
    );
    // Adding Garten- und Landschaftsbau finds the one ad that meets both filters, not all six.
    expect(sectors.sectors).toBe(1);
  });

  it("refuses a filter that is not a boolean, in German", async () => {
    const res = await t.api({
      method: "POST",
      url: "/api/job-advertisements/search",
      payload: body({ with_accommodation: "ja", without_german: 1 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.with_accommodation[0]).toMatch(/mit Unterkunft/);
    expect(res.json().errors.without_german[0]).toMatch(/ohne Deutschkenntnisse/);
  });
});
