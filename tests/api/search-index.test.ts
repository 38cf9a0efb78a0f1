import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, employers, jobAdvertisements, pages } from "#server/db/schema.ts";
import { createLiveIndex, type IndexQuery } from "#server/modules/search/live-index.ts";
import { selectSearchHits } from "#server/modules/search/queries.ts";
import { selectLiveIds } from "#server/modules/jobs/queries.ts";
import { startCutoff } from "#server/modules/search/service.ts";
import { JOB_AVAILABLE_AT, WORKING_TIMES } from "#shared/constants.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import {
  ACCOMMODATIONS,
  createEmployer,
  createJob,
  LANGUAGE_CHOICES,
  sectorIdBySlug,
} from "#tests/support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** Länder of the random ads: three real ones, one misspelt and none (an ad abroad). */
const LANDS_OF_ADS = ["Bayern", "Hessen", "Thüringen", "Bavaria", null];
const LANDS = ["Bayern", "Hessen", "Thüringen", "Sachsen"] as const;

describe("in-memory search index (ADR 008)", () => {
  it("returns exactly what the SQL reference query returns, for random ads and queries", async () => {
    const random = mulberry32(42);
    const slugs = [
      "landwirtschaft",
      "garten-und-landschaftsbau",
      "baumschule",
      "pflanzenhandel",
      "forstwirtschaft",
    ];
    const sectorIds = await Promise.all(slugs.map((slug) => sectorIdBySlug(t.db, slug)));
    const employer = await createEmployer(t.db);
    const centre = { lat: 51.3, lng: 9.5 };
    for (let i = 0; i < 150; i++) {
      const day = Math.floor(random() * 200) - 20;
      await createJob(t.db, {
        employerId: employer.id,
        latitude: centre.lat + (random() - 0.5) * 2.4,
        longitude: centre.lng + (random() - 0.5) * 3.6,
        workingTime: WORKING_TIMES[Math.floor(random() * 4)]!,
        startsAt:
          random() < 0.3
            ? null
            : new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10),
        sectorSlugs: slugs
          .filter(() => random() < 0.4)
          .slice(0, 3)
          .concat(random() < 0.5 ? [] : [slugs[0]!])
          .filter((v, i, a) => a.indexOf(v) === i),
        status: random() < 0.1 ? "terminated" : "published",
        expiresAt: random() < 0.1 ? new Date(Date.now() - 1000) : undefined,
        publishedAt: new Date(Date.now() - Math.floor(random() * 30) * 86_400_000),
        // Länder at random (not where the point lies): a Land's search must go by `state`.
        state: LANDS_OF_ADS[Math.floor(random() * LANDS_OF_ADS.length)]!,
        accommodation: ACCOMMODATIONS[Math.floor(random() * ACCOMMODATIONS.length)]!,
        languages: LANGUAGE_CHOICES[Math.floor(random() * LANGUAGE_CHOICES.length)]!,
      });
    }
    const index = createLiveIndex(t.db, { syncIntervalMs: 0 });
    await index.ensureFresh();
    const cutoff = startCutoff();
    let compared = 0;
    let comparedInLand = 0;
    for (let q = 0; q < 80; q++) {
      const query: IndexQuery = {
        sectorIds: sectorIds.filter(() => random() < 0.5).slice(0, 5),
        workingTime: WORKING_TIMES[Math.floor(random() * 4)]!,
        availableAt: JOB_AVAILABLE_AT[Math.floor(random() * 2)]!,
        startCutoff: cutoff,
        latitude: centre.lat + (random() - 0.5) * 2,
        longitude: centre.lng + (random() - 0.5) * 3,
        radiusKm: 30 + Math.floor(random() * 71),
        withAccommodation: random() < 0.35,
        withoutGerman: random() < 0.35,
      };
      if (query.sectorIds.length === 0) query.sectorIds = [sectorIds[0]!];
      // Every fourth query is a whole Land (docs/decisions/024-bundesland-as-region.md).
      if (q % 4 === 3) {
        query.radiusKm = null;
        query.state = LANDS[Math.floor(random() * LANDS.length)]!;
      }
      const sql = await selectSearchHits(t.db, query, 1000, 0);
      const memory = index.search(query, 1000, 0);
      expect(memory.total, JSON.stringify(query)).toBe(sql.total);
      compared += sql.total;
      if (q % 4 === 3) comparedInLand += sql.total;
      expect(memory.hits.map((h) => h.id)).toEqual(sql.hits.map((h) => h.id));
      for (const [i, hit] of memory.hits.entries())
        expect(Math.round(hit.distanceM / 100) / 10).toBeCloseTo(sql.hits[i]!.distance_km, 5);
      // Pages as the route asks for them: the index keeps only the best offset + limit.
      for (const offset of [0, 5, 12]) {
        const page = index.search(query, 5, offset);
        expect(page.total).toBe(sql.total);
        expect(page.hits.map((h) => h.id)).toEqual(
          sql.hits.slice(offset, offset + 5).map((h) => h.id),
        );
      }
    }
    // The comparison means something only if the queries found ads.
    expect(compared).toBeGreaterThan(100);
    expect(comparedInLand).toBeGreaterThan(20);
  });

  it("counts cells wholly inside the circle as a full scan does, also after changes and as ads end", async () => {
    // Dense enough that the page is found in the nearest cells and the rest of a 100 km circle
    // is counted from the per-cell memo (`Cell.countMatching`).
    const random = mulberry32(99);
    const slugs = ["landwirtschaft", "baumschule", "forstwirtschaft"];
    const sectorIds = await Promise.all(slugs.map((slug) => sectorIdBySlug(t.db, slug)));
    const employer = await createEmployer(t.db);
    const centre = { lat: 50.0, lng: 13.0 };
    const jobs = [];
    for (let i = 0; i < 400; i++) {
      jobs.push(
        await createJob(t.db, {
          employerId: employer.id,
          latitude: centre.lat + (random() - 0.5) * 1.6,
          longitude: centre.lng + (random() - 0.5) * 2.4,
          workingTime: random() < 0.8 ? "Vollzeit" : "Teilzeit",
          startsAt:
            random() < 0.3
              ? null
              : new Date(Date.now() + (Math.floor(random() * 200) - 20) * 86_400_000)
                  .toISOString()
                  .slice(0, 10),
          sectorSlugs: [slugs[0]!, ...slugs.slice(1).filter(() => random() < 0.5)],
          // Some end within minutes: a count memoised before must not outlive them.
          expiresAt: new Date(
            Date.now() + (random() < 0.2 ? 60_000 + random() * 240_000 : 86_400_000),
          ),
          publishedAt: new Date(Date.now() - Math.floor(random() * 30) * 86_400_000),
          // Most meet the seasonal filters, so the filtered circles still count many.
          accommodation: random() < 0.9 ? "free" : null,
          languages: random() < 0.9 ? [] : null,
        }),
      );
    }
    const index = createLiveIndex(t.db, { syncIntervalMs: 0 });
    await index.ensureFresh();
    const queries = Array.from({ length: 30 }, (_, q) => ({
      sectorIds: q % 3 === 0 ? [sectorIds[0]!] : sectorIds.filter(() => random() < 0.6),
      workingTime: q % 4 === 0 ? ("Teilzeit" as const) : ("Vollzeit" as const),
      availableAt: JOB_AVAILABLE_AT[q % 2]!,
      startCutoff: startCutoff(),
      latitude: centre.lat + (random() - 0.5) * 0.6,
      longitude: centre.lng + (random() - 0.5) * 0.9,
      radiusKm: [50, 80, 100][q % 3]!,
      // Each combination of the seasonal filters, so their counts are memoised apart.
      withAccommodation: q % 6 === 1 || q % 6 === 3,
      withoutGerman: q % 6 === 2 || q % 6 === 3,
    })).map((query) =>
      query.sectorIds.length === 0 ? { ...query, sectorIds: [sectorIds[1]!] } : query,
    );
    // The reference: the same index with a page so large that every cell is scanned.
    const scanned = (query: (typeof queries)[number], now: number) => {
      const all = index.search(query, 100_000, 0, now);
      return { total: all.total, ids: all.hits.slice(0, 12).map((h) => h.id) };
    };
    const paged = (query: (typeof queries)[number], now: number) => {
      const page = index.search(query, 12, 0, now);
      return { total: page.total, ids: page.hits.map((h) => h.id) };
    };
    let counted = 0;
    for (const query of queries) {
      const sql = await selectSearchHits(t.db, query, 12, 0);
      const now = Date.now();
      // Twice: the second search answers from the counts the first one memoised.
      for (let round = 0; round < 2; round++) {
        expect(paged(query, now), JSON.stringify(query)).toEqual({
          total: sql.total,
          ids: sql.hits.map((h) => h.id),
        });
      }
      counted += sql.total;
      // Five minutes on, every ad that ends within minutes has left the memoised counts too.
      const later = now + 6 * 60_000;
      expect(paged(query, later)).toEqual(scanned(query, later));
      expect(paged(query, now)).toEqual(scanned(query, now));
    }
    expect(counted).toBeGreaterThan(2_000);

    // Ads ended and moved through the change feed: the memo of their cells is dropped.
    for (const job of jobs.filter((_, i) => i % 7 === 0)) {
      await t.db
        .update(jobAdvertisements)
        .set({ status: "terminated" })
        .where(eq(jobAdvertisements.id, job.id));
    }
    for (const job of jobs.filter((_, i) => i % 11 === 1)) {
      await t.db
        .update(jobAdvertisements)
        .set({ latitude: centre.lat + 0.05, longitude: centre.lng - 0.05 })
        .where(eq(jobAdvertisements.id, job.id));
    }
    await index.ensureFresh();
    for (const query of queries) {
      const sql = await selectSearchHits(t.db, query, 12, 0);
      expect(paged(query, Date.now()), JSON.stringify(query)).toEqual({
        total: sql.total,
        ids: sql.hits.map((h) => h.id),
      });
    }
  });

  it("follows the change feed: new, ended, moved and deleted ads, and renamed employers", async () => {
    const origin = { latitude: 54.0, longitude: 10.0 };
    const job = await createJob(t.db, origin);
    const body = {
      sectors: [await sectorIdBySlug(t.db, "garten-und-landschaftsbau")],
      working_time: "Vollzeit",
      job_available_at: "1_to_3_months",
      ...origin,
      geo_radius: 30,
    };
    const search = async () =>
      (
        await t.api({ method: "POST", url: "/api/job-advertisements/search", payload: body })
      ).json();

    expect((await search()).data.map((j: { id: number }) => j.id)).toEqual([job.id]);

    await t.db
      .update(employers)
      .set({ name: "Neuer Name GmbH" })
      .where(eq(employers.id, job.employer_id));
    expect((await search()).data[0].employer.name).toBe("Neuer Name GmbH");

    await t.db
      .update(jobAdvertisements)
      .set({ latitude: 48.0 })
      .where(eq(jobAdvertisements.id, job.id));
    expect((await search()).total).toBe(0);

    await t.db
      .update(jobAdvertisements)
      .set({ latitude: origin.latitude, status: "terminated" })
      .where(eq(jobAdvertisements.id, job.id));
    expect((await search()).total).toBe(0);

    await t.db
      .update(jobAdvertisements)
      .set({ status: "published", title: "Wieder da (m/w/d)" })
      .where(eq(jobAdvertisements.id, job.id));
    const again = await search();
    expect(again.data.map((j: { title: string }) => j.title)).toEqual(["Wieder da (m/w/d)"]);

    await t.db.delete(jobAdvertisements).where(eq(jobAdvertisements.id, job.id));
    expect((await search()).total).toBe(0);
  });

  it("drops an ad the moment it expires, without waiting for the feed", async () => {
    const index = createLiveIndex(t.db, { syncIntervalMs: 60_000 });
    const job = await createJob(t.db, {
      latitude: 47.6,
      longitude: 7.7,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await index.ensureFresh();
    const query = {
      sectorIds: [await sectorIdBySlug(t.db, "garten-und-landschaftsbau")],
      workingTime: "Vollzeit" as const,
      availableAt: "1_to_3_months" as const,
      startCutoff: startCutoff(),
      latitude: 47.6,
      longitude: 7.7,
      radiusKm: 30,
      withAccommodation: false,
      withoutGerman: false,
    };
    expect(index.search(query, 10, 0).hits.map((h) => h.id)).toContain(job.id);
    expect(index.search(query, 10, 0, Date.now() + 61_000).hits.map((h) => h.id)).not.toContain(
      job.id,
    );
  });

  it("lists live ads newest first exactly as the SQL list does, also after changes through the feed", async () => {
    const random = mulberry32(7);
    const slugs = ["landwirtschaft", "baumschule", "pflanzenhandel"];
    const sectorIds = await Promise.all(slugs.map((slug) => sectorIdBySlug(t.db, slug)));
    const employer = await createEmployer(t.db);
    const day = 86_400_000;
    const addJobs = async (count: number) => {
      const created = [];
      for (let i = 0; i < count; i++) {
        created.push(
          await createJob(t.db, {
            employerId: employer.id,
            // Whole days: many ads share a publication time, so the id decides between them.
            publishedAt: new Date(Math.floor(Date.now() / day - random() * 20) * day),
            sectorSlugs: slugs.filter(() => random() < 0.5),
            status: random() < 0.1 ? "terminated" : "published",
            expiresAt: random() < 0.1 ? new Date(Date.now() - 1000) : undefined,
          }),
        );
      }
      return created;
    };
    await addJobs(60);
    const index = createLiveIndex(t.db, { syncIntervalMs: 0 });
    const compare = async () => {
      await index.ensureFresh();
      for (const sectorId of [undefined, ...sectorIds]) {
        for (const [limit, offset] of [
          [12, 0],
          [5, 5],
          [12, 12],
          [1000, 0],
          [0, 0],
        ] as const) {
          const sql = await selectLiveIds(
            t.db,
            { sectorId },
            offset / Math.max(1, limit) + 1,
            limit,
          );
          const memory = index.newest({ sectorId }, limit, offset)!;
          expect(memory.total, `sector ${sectorId}`).toBe(sql.total);
          if (limit > 0)
            expect(memory.ids, `sector ${sectorId}, ${limit}@${offset}`).toEqual(sql.ids);
        }
      }
    };
    await compare();
    // Changes after the full load go in one by one (binary insertion, removal).
    const later = await addJobs(20);
    await t.db
      .update(jobAdvertisements)
      .set({ status: "terminated" })
      .where(eq(jobAdvertisements.id, later[0]!.id));
    await t.db
      .update(jobAdvertisements)
      .set({ published_at: new Date(Date.now() - 40 * day) })
      .where(eq(jobAdvertisements.id, later[1]!.id));
    await t.db.delete(jobAdvertisements).where(eq(jobAdvertisements.id, later[2]!.id));
    await compare();
    // A sector the index has no bit for is left to the database.
    expect(index.newest({ sectorId: 999_999 }, 12, 0)).toBeUndefined();
  });

  it("serves the job detail from its cache and follows the feed: edits, employer changes, the end", async () => {
    const job = await createJob(t.db, { title: "Gärtner (m/w/d)" });
    const detail = () => t.api({ method: "GET", url: `/api/job-advertisements/${job.id}` });
    expect((await detail()).json().data.title).toBe("Gärtner (m/w/d)");

    await t.db
      .update(jobAdvertisements)
      .set({ title: "Gärtnerin (m/w/d)" })
      .where(eq(jobAdvertisements.id, job.id));
    expect((await detail()).json().data.title).toBe("Gärtnerin (m/w/d)");

    await t.db
      .update(employers)
      .set({ website: "https://neu.example" })
      .where(eq(employers.id, job.employer_id));
    expect((await detail()).json().data.employer.website).toBe("https://neu.example");

    await t.db
      .update(jobAdvertisements)
      .set({ status: "terminated" })
      .where(eq(jobAdvertisements.id, job.id));
    expect((await detail()).statusCode).toBe(410);
  });

  it("reports changes to content pages and blog posts to the page cache, without a reload of the ads", async () => {
    const index = createLiveIndex(t.db, { syncIntervalMs: 0 });
    await index.ensureFresh();
    index.takeInvalidations();
    const [home] = await t.db.select().from(pages).where(eq(pages.slug, "home"));
    await t.db.update(pages).set({ intro: home!.intro }).where(eq(pages.id, home!.id));
    await index.ensureFresh();
    expect(index.takeInvalidations()).toMatchObject({ content: true, all: false, jobs: [] });

    await t.db.update(blogPosts).set({ published_at: null });
    await index.ensureFresh();
    expect(index.takeInvalidations().content).toBe(true);
    await index.ensureFresh();
    expect(index.takeInvalidations().content).toBe(false);
  });
  it("tells a draft's changes apart from those a public page may show", async () => {
    const index = createLiveIndex(t.db, { syncIntervalMs: 0 });
    const draft = await createJob(t.db, { status: "draft" });
    const live = await createJob(t.db);
    await index.ensureFresh();
    index.takeInvalidations();

    await t.db
      .update(jobAdvertisements)
      .set({ title: "Entwurf: Gärtner (m/w/d)", updated_at: new Date() })
      .where(eq(jobAdvertisements.id, draft.id));
    await index.ensureFresh();
    expect(index.takeInvalidations()).toMatchObject({
      all: false,
      jobs: [draft.id],
      publicJobs: [],
      employers: [],
    });

    await t.db
      .update(jobAdvertisements)
      .set({ title: "Gärtnerin (m/w/d)", updated_at: new Date() })
      .where(eq(jobAdvertisements.id, live.id));
    await t.db
      .update(jobAdvertisements)
      .set({ status: "published", published_at: new Date(), expires_at: live.expires_at })
      .where(eq(jobAdvertisements.id, draft.id));
    await index.ensureFresh();
    const changes = index.takeInvalidations();
    expect(changes.publicJobs.sort((a, b) => a - b)).toEqual(
      [draft.id, live.id].sort((a, b) => a - b),
    );
  });

  it("reads past a window full of seen changes: a bulk write larger than a batch reaches the index", async () => {
    // A batch of 3 so a handful of ads is a bulk write. The ads created just before the index
    // loads lie in the re-read window as seen changes, more of them than a batch.
    const employer = await createEmployer(t.db);
    for (let i = 0; i < 5; i++) await createJob(t.db, { employerId: employer.id });
    const index = createLiveIndex(t.db, { syncIntervalMs: 0, feedBatch: 3 });
    await index.ensureFresh();
    const before = index.newest({}, 0, 0)!.total;
    const sql = async () => (await selectLiveIds(t.db, {}, 1, 1)).total;
    expect(before).toBe(await sql());

    // Fewer than a batch: applied one by one; more than a batch: a full load. Both arrive.
    for (const count of [2, 7]) {
      for (let i = 0; i < count; i++) await createJob(t.db, { employerId: employer.id });
      await index.ensureFresh();
      expect(index.newest({}, 0, 0)!.total).toBe(await sql());
    }
    expect(index.newest({}, 0, 0)!.total).toBe(before + 9);
  });
});
