import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAdvertisements } from "#server/db/schema.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createJob } from "#tests/support/factories.ts";

// GET /api/job-advertisements?ids=…: the saved jobs' read (docs/product.md "Merkliste").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const byIds = (ids: string, cookies?: Record<string, string>) =>
  t.api({ method: "GET", url: `/api/job-advertisements?ids=${ids}`, cookies });

describe("GET /api/job-advertisements?ids=", () => {
  it("answers live ads as cards and everything else as ended, in the order asked", async () => {
    const live = await createJob(t.db, { title: "Obstbauer (m/w/d)" });
    const other = await createJob(t.db, { title: "Baumschulgärtner (m/w/d)" });
    const draft = await createJob(t.db, { status: "draft" });
    const terminated = await createJob(t.db, { status: "terminated" });
    const expired = await createJob(t.db, { expiresAt: new Date(Date.now() - 1000) });
    const unknown = 2_000_000_000;

    const res = await byIds(
      [other.id, draft.id, live.id, terminated.id, unknown, expired.id].join(","),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    const { data } = res.json();
    expect(data).toHaveLength(6);
    expect(data[0]).toMatchObject({ id: other.id, title: "Baumschulgärtner (m/w/d)" });
    expect(data[2]).toMatchObject({ id: live.id, title: "Obstbauer (m/w/d)" });
    // A draft and an id without an ad look exactly like an ended ad.
    expect(data[1]).toEqual({ id: draft.id, status: "ended" });
    expect(data[3]).toEqual({ id: terminated.id, status: "ended" });
    expect(data[4]).toEqual({ id: unknown, status: "ended" });
    expect(data[5]).toEqual({ id: expired.id, status: "ended" });
  });

  it("gives the same cards as the list", async () => {
    const job = await createJob(t.db, { publishedAt: new Date(Date.now() - 1000) });
    const list = (
      await t.api({ method: "GET", url: "/api/job-advertisements?page_size=50" })
    ).json();
    const card = list.data.find((j: { id: number }) => j.id === job.id);
    expect(card).toBeDefined();
    expect((await byIds(String(job.id))).json().data).toEqual([card]);
  });

  it("shows an ad as ended as soon as it ends, and as a card again when it is live", async () => {
    const job = await createJob(t.db);
    expect((await byIds(String(job.id))).json().data[0]).toMatchObject({ id: job.id });
    await t.db
      .update(jobAdvertisements)
      .set({ status: "terminated", terminated_at: new Date() })
      .where(eq(jobAdvertisements.id, job.id));
    expect((await byIds(String(job.id))).json().data).toEqual([{ id: job.id, status: "ended" }]);
    await t.db
      .update(jobAdvertisements)
      .set({ status: "published", terminated_at: null })
      .where(eq(jobAdvertisements.id, job.id));
    expect((await byIds(String(job.id))).json().data[0]).toMatchObject({
      id: job.id,
      title: job.title,
    });
  });

  it("answers the owner's draft as ended too: the list by ids is the public view", async () => {
    const account = await createAccount(t.db);
    const draft = await createJob(t.db, { employerId: account.employerId, status: "draft" });
    const res = await byIds(String(draft.id), account.cookies);
    expect(res.json().data).toEqual([{ id: draft.id, status: "ended" }]);
  });

  it("takes up to 50 ids", async () => {
    const job = await createJob(t.db);
    const ids = [job.id, ...Array.from({ length: 49 }, (_, i) => 1_900_000_000 + i)];
    const res = await byIds(ids.join(","));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(50);
    expect(res.json().data[0].id).toBe(job.id);
  });

  it.each([
    ["51 ids", Array.from({ length: 51 }, (_, i) => i + 1).join(","), /höchstens 50 IDs/],
    ["an empty list", "", /mindestens eine ID/],
    ["blanks", "%20", /mindestens eine ID/],
    ["a word", "1,abc", /positive ganze Zahlen/],
    ["zero", "0", /positive ganze Zahlen/],
    ["a negative id", "-3", /positive ganze Zahlen/],
    ["a fraction", "1.5", /positive ganze Zahlen/],
    ["an empty entry", "1,,2", /positive ganze Zahlen/],
    ["a trailing comma", "1,2,", /positive ganze Zahlen/],
    ["spaces", "1,%202", /positive ganze Zahlen/],
    ["an exponent", "1e3", /positive ganze Zahlen/],
    ["leading zeros", "007", /positive ganze Zahlen/],
    ["an id too large", "2147483648", /zu groß/],
    ["duplicates", "4,5,4", /nur einmal/],
  ])("refuses %s with a German 422", async (_case, ids, message) => {
    const res = await byIds(ids);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.errors.ids.join(" ")).toMatch(message);
    expect(Object.keys(body.errors)).toEqual(["ids"]);
  });

  it("refuses ids given twice as separate parameters", async () => {
    const res = await t.api({ method: "GET", url: "/api/job-advertisements?ids=1&ids=2" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ids.join(" ")).toMatch(/positive ganze Zahlen/);
  });

  it.each([
    "page=1",
    "page_size=12",
    "mine=1",
    "sector=baumschule",
    "search=Gärtner",
    "status=draft",
  ])("refuses ids together with %s", async (other) => {
    const account = await createAccount(t.db);
    const res = await t.api({
      method: "GET",
      url: `/api/job-advertisements?ids=1,2&${encodeURI(other)}`,
      cookies: account.cookies,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.ids).toEqual([
      "ids lässt sich nicht mit page, page_size, sector, search, mine oder status verbinden.",
    ]);
  });

  it("is declared in the OpenAPI document, which the fuzzer (fuzz.test.ts) walks", async () => {
    const doc = (await t.api({ method: "GET", url: "/api/docs" })).json();
    const parameters = doc.paths["/api/job-advertisements"].get.parameters as {
      name: string;
      in: string;
      schema: { type?: string };
    }[];
    expect(parameters.find((p) => p.name === "ids")).toMatchObject({
      in: "query",
      schema: { type: "string" },
    });
  });

  it("leaves the list and the own ads as they were", async () => {
    const account = await createAccount(t.db);
    await createJob(t.db, { employerId: account.employerId, status: "draft" });
    const mine = await t.api({
      method: "GET",
      url: "/api/job-advertisements?mine=1",
      cookies: account.cookies,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ current_page: 1, total: 1 });
    const list = await t.api({ method: "GET", url: "/api/job-advertisements" });
    expect(list.json()).toMatchObject({ current_page: 1, per_page: 12 });
    expect(list.headers["cache-control"]).toBeUndefined();
  });
});
