import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { jobAdvertisements } from "#server/db/schema.ts";
import { ZOwnJobAdvertisement, ZOwnJobResponse } from "#shared/schemas/job-editor.ts";
import { zPaginated } from "#shared/schemas/common.ts";
import { ZJobList, ZJobResponse, ZJobsByIds, ZNewestResponse } from "#shared/schemas/jobs.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createJob, sectorIdBySlug } from "#tests/support/factories.ts";

// The public read routes serialise without zod (src/server/platform/trusted-json.ts). Their
// answers must still be exactly what the documented schema describes: a parse that drops an
// undocumented field or misses a required one makes the comparison fail.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectExactly(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(parsed.data).toEqual(body);
}

describe("answers of the public read routes match their schemas", () => {
  it("search, list, newest and detail (public and the owner's view)", async () => {
    const account = await createAccount(t.db);
    const job = await createJob(t.db, {
      employerId: account.employerId,
      latitude: 53.55,
      longitude: 9.99,
      startsAt: "2027-05-01",
    });
    await t.db
      .update(jobAdvertisements)
      .set({ salary_min: 1390, salary_max: 1690, salary_period: "hour" })
      .where(eq(jobAdvertisements.id, job.id));

    const search = await t.api({
      method: "POST",
      url: "/api/job-advertisements/search",
      payload: {
        sectors: [await sectorIdBySlug(t.db, "garten-und-landschaftsbau")],
        working_time: "Vollzeit",
        job_available_at: "more_than_3_months",
        latitude: 53.55,
        longitude: 9.99,
        geo_radius: 30,
      },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.map((j: { id: number }) => j.id)).toContain(job.id);
    expectExactly(ZJobList, search.json());

    const list = await t.api({ method: "GET", url: "/api/job-advertisements?page=1" });
    expect(list.json().data.length).toBeGreaterThan(0);
    expectExactly(ZJobList, list.json());

    const newest = await t.api({ method: "GET", url: "/api/job-advertisements/newest" });
    expectExactly(ZNewestResponse, newest.json());

    const detail = await t.api({ method: "GET", url: `/api/job-advertisements/${job.id}` });
    expect(detail.statusCode).toBe(200);
    expectExactly(ZJobResponse, detail.json());

    const own = await t.api({
      method: "GET",
      url: `/api/job-advertisements/${job.id}`,
      cookies: account.cookies,
    });
    expectExactly(ZOwnJobResponse, own.json());

    const mine = await t.api({
      method: "GET",
      url: "/api/job-advertisements?mine=1",
      cookies: account.cookies,
    });
    expectExactly(zPaginated(ZOwnJobAdvertisement), mine.json());

    // The saved jobs' read: a card (salary and start set) and an ended entry side by side.
    const byIds = await t.api({
      method: "GET",
      url: `/api/job-advertisements?ids=${job.id},2000000000`,
    });
    expect(byIds.json().data.map((j: { id: number }) => j.id)).toEqual([job.id, 2_000_000_000]);
    expectExactly(ZJobsByIds, byIds.json());
  });
});
