// What each ad achieved (ADR 060): impressions in search results, views of its page and clicks
// on „Bewerben“ (once per visitor and day, bots left out), applications — counted in batches
// after the answers and read by the employer's team (GET /api/job-advertisements/{id}/stats).
import { eq } from "drizzle-orm";
import { fastify, type FastifyInstance } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAdvertisements, jobStatsDaily, jobStatsVisitors } from "#server/db/schema.ts";
import type { SearchEngine } from "#server/modules/search/engine.ts";
import { createJobStatsCounter, type JobStatsCounter } from "#server/modules/job-stats/counter.ts";
import { countJobPageViews } from "#server/modules/job-stats/page-views.ts";
import { deleteExpiredStats } from "#server/modules/job-stats/service.ts";
import { registerPageCache } from "#server/page-cache.ts";
import { registerSecurityHeaders } from "#server/platform/security-headers.ts";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import { todayIso } from "#shared/format.ts";
import type { JobStats } from "#shared/schemas/job-stats.ts";
import { createAccount, createMember, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { pdfBytes } from "#tests/support/application-files.ts";
import { createJob, sectorIdBySlug } from "#tests/support/factories.ts";
import { multipartForm } from "#tests/support/multipart.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const BOTS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  "curl/8.5.0",
  "",
];
const log = pino({ level: "silent" });

let t: TestApp;
let owner: TestAccount;
let other: TestAccount;
let staff: TestAccount;
let ip = 0;
/** Each visitor from an address of its own. */
const nextIp = () => `10.60.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  // Batches go out at once after the answer: the tests wait for them (expect.poll), no timing.
  t = await createTestApp({ env: { JOB_STATS_FLUSH_MS: "0" } });
  owner = await createAccount(t.db, { company: "Baumschule Statistik" });
  other = await createAccount(t.db, { company: "Fremder Betrieb GmbH" });
  staff = await createAccount(t.db, { admin: true });
});
afterAll(() => t?.close());

const newJob = () => createJob(t.db, { employerId: owner.employerId });

async function stats(jobId: number, account: TestAccount = owner) {
  const res = await t.api({
    url: `/api/job-advertisements/${jobId}/stats`,
    cookies: account.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: JobStats }).data;
}
const today = (s: JobStats) => s.days.at(-1)!;

/** A fastify with the app's page cache and view counting in front of a stand-in job page. */
async function pageApp(counter: JobStatsCounter): Promise<FastifyInstance> {
  const search = {
    refresh: async () => {},
    onInvalidate: () => {},
    advertisement: async () => null,
  } as unknown as SearchEngine;
  const app = fastify();
  registerSecurityHeaders(app, { csp: true, wsOrigin: "ws://127.0.0.1", secure: false });
  registerPageCache(app, search, { ttlMs: 60_000, maxBytes: 1024 * 1024 });
  app.addHook("onResponse", countJobPageViews(counter));
  app.get("*", async (request, reply) => {
    const id = /\/jobs\/(\d+)/.exec(request.url)?.[1];
    if (!id || id === "999999") return reply.code(404).type("text/html").send("<p>Nicht da</p>");
    return reply.type("text/html; charset=utf-8").send(`<h1>Anzeige ${id}</h1>`);
  });
  await app.ready();
  return app;
}

const visit = (app: FastifyInstance, url: string, agent: string, from: string, extra = {}) =>
  app.inject({ url, remoteAddress: from, headers: { "user-agent": agent, ...extra } });

describe("views of the job page", () => {
  let counter: JobStatsCounter;
  let app: FastifyInstance;
  beforeAll(async () => {
    counter = createJobStatsCounter(t.db, { appKey: t.config.appKey, flushMs: 60_000, log });
    app = await pageApp(counter);
  });
  afterAll(async () => {
    await app.close();
    await counter.close();
  });

  it("N visitors → N views after a flush; nothing is written before it", async () => {
    const job = await newJob();
    for (let i = 0; i < 7; i++) {
      expect((await visit(app, `/jobs/${job.id}`, BROWSER, nextIp())).statusCode).toBe(200);
    }
    expect(today(await stats(job.id)).views).toBe(0);
    await counter.flush();
    const after = await stats(job.id);
    expect(today(after).views).toBe(7);
    expect(after.totals.views).toBe(7);
    expect(after.recent.views).toBe(7);
  });

  it("the same visitor twice on one day is one view; another browser on the same address is another", async () => {
    const job = await newJob();
    const from = nextIp();
    await visit(app, `/jobs/${job.id}`, BROWSER, from);
    await visit(app, `/jobs/${job.id}`, BROWSER, from);
    await visit(app, `/en/jobs/${job.id}?utm_source=mail`, BROWSER, from);
    await visit(app, `/jobs/${job.id}.data?_routes=routes%2Fjob`, BROWSER, from);
    await visit(app, `/jobs/${job.id}`, PHONE, from);
    await counter.flush();
    expect(today(await stats(job.id)).views).toBe(2);
  });

  it("several processes count a visitor once: the database's guard", async () => {
    const job = await newJob();
    const second = createJobStatsCounter(t.db, { appKey: t.config.appKey, flushMs: 60_000, log });
    const secondApp = await pageApp(second);
    const from = nextIp();
    await visit(app, `/jobs/${job.id}`, BROWSER, from);
    await visit(secondApp, `/jobs/${job.id}`, BROWSER, from);
    await Promise.all([counter.flush(), second.flush()]);
    await secondApp.close();
    await second.close();
    expect(today(await stats(job.id)).views).toBe(1);
  });

  it("bots, prefetches, signed-in users and pages that are no ad's are not counted", async () => {
    const job = await newJob();
    for (const agent of BOTS) await visit(app, `/jobs/${job.id}`, agent, nextIp());
    await visit(app, `/jobs/${job.id}`, BROWSER, nextIp(), { "sec-purpose": "prefetch" });
    await visit(app, `/jobs/${job.id}`, BROWSER, nextIp(), {
      cookie: `${SESSION_COOKIE}=abc`,
    });
    await visit(app, "/jobs/999999", BROWSER, nextIp());
    await visit(app, `/jobs/${job.id}/irgendwas`, BROWSER, nextIp());
    await app.inject({
      method: "HEAD",
      url: `/jobs/${job.id}`,
      headers: { "user-agent": BROWSER },
    });
    await counter.flush();
    expect(today(await stats(job.id)).views).toBe(0);
    const [row] = await t.db.select().from(jobStatsDaily).where(eq(jobStatsDaily.job_id, 999999));
    expect(row).toBeUndefined();
  });

  it("a page from the page cache counts like a rendered one", async () => {
    const job = await newJob();
    const first = await visit(app, `/jobs/${job.id}`, BROWSER, nextIp());
    expect(first.headers["x-page-cache"]).toBe("miss");
    // The page is stored in the background; a bot's visits (not counted) wait for it.
    await expect
      .poll(
        async () =>
          (await visit(app, `/jobs/${job.id}`, BOTS[0]!, nextIp())).headers["x-page-cache"],
      )
      .toBe("hit");
    const cached = await visit(app, `/jobs/${job.id}`, BROWSER, nextIp());
    expect(cached.headers["x-page-cache"]).toBe("hit");
    await counter.flush();
    expect(today(await stats(job.id)).views).toBe(2);
  });

  it("stores only the day and a hash of each visitor: no address, no user agent", async () => {
    const job = await newJob();
    const from = "203.0.113.77";
    await visit(app, `/jobs/${job.id}`, BROWSER, from);
    await counter.flush();
    const rows = await t.db.select().from(jobStatsVisitors);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(["day", "hash"]);
      expect(row.hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(row.hash).not.toContain("203");
    }
  });
});

describe("impressions, clicks on „Bewerben“ and applications through the API", () => {
  it("each ad of an answered search page is one impression; bots' searches none", async () => {
    const job = await newJob();
    const body = {
      sectors: [await sectorIdBySlug(t.db, "garten-und-landschaftsbau")],
      working_time: "Vollzeit",
      job_available_at: "1_to_3_months",
      latitude: 48.4029,
      longitude: 11.7489,
      geo_radius: 30,
      page_size: 50,
    };
    const search = (agent: string) =>
      t.api({
        method: "POST",
        url: "/api/job-advertisements/search",
        payload: body,
        headers: { "user-agent": agent },
        remoteAddress: nextIp(),
      });
    for (const agent of [BROWSER, BROWSER, PHONE, BOTS[0]!]) {
      const res = await search(agent);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { data: { id: number }[] }).data.map((d) => d.id)).toContain(job.id);
    }
    await expect.poll(async () => today(await stats(job.id)).impressions).toBe(3);
  });

  it("a click on „Bewerben“ answers 204 and counts once per visitor and day; ended and unknown ads are refused", async () => {
    const job = await newJob();
    const click = (id: number, agent = BROWSER, from = nextIp()) =>
      t.api({
        method: "POST",
        url: `/api/job-advertisements/${id}/apply-click`,
        payload: {},
        headers: { "user-agent": agent },
        remoteAddress: from,
      });
    const from = nextIp();
    const first = await click(job.id, BROWSER, from);
    expect(first.statusCode, first.body).toBe(204);
    expect((await click(job.id, BROWSER, from)).statusCode).toBe(204);
    expect((await click(job.id, PHONE)).statusCode).toBe(204);
    expect((await click(job.id, BOTS[1])).statusCode).toBe(204);
    await expect.poll(async () => today(await stats(job.id)).apply_clicks).toBe(2);

    const unknown = await click(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: "Diese Stellenanzeige gibt es nicht.",
      code: "job.not_found",
    });
    const ended = await createJob(t.db, { employerId: owner.employerId, status: "terminated" });
    const refused = await click(ended.id);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toMatch(/nicht mehr verfügbar/);
    const bad = await click(job.id, BROWSER, nextIp());
    expect(bad.statusCode).toBe(204);
    const body = await t.api({
      method: "POST",
      url: `/api/job-advertisements/${job.id}/apply-click`,
      payload: { falsch: 1 },
      headers: { "user-agent": BROWSER },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json().message).toEqual(expect.any(String));
    // Without the app's header a click from another site is refused (CSRF, 419).
    const foreign = await t.app.inject({
      method: "POST",
      url: `/api/job-advertisements/${job.id}/apply-click`,
      headers: { "user-agent": BROWSER, origin: "https://fremd.example" },
    });
    expect(foreign.statusCode).toBe(419);
    await expect.poll(async () => today(await stats(job.id)).apply_clicks).toBe(3);
    const [endedRow] = await t.db
      .select()
      .from(jobStatsDaily)
      .where(eq(jobStatsDaily.job_id, ended.id));
    expect(endedRow).toBeUndefined();
  });

  it("an application through the form is counted at once, exactly", async () => {
    const job = await newJob();
    const form = multipartForm(
      {
        name: "Alex Grün",
        email: `statistik.${Date.now().toString(36)}@bewerbung.example`,
        phone: "0511 123456",
        message: "Ich arbeite gern draußen.",
        consent: "true",
      },
      [
        {
          field: "cv",
          filename: "lebenslauf.pdf",
          contentType: "application/pdf",
          bytes: pdfBytes(),
        },
      ],
    );
    const res = await t.api({
      method: "POST",
      url: `/api/job-advertisements/${job.id}/applications`,
      payload: form.payload,
      headers: form.headers,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = await stats(job.id);
    expect(today(s).applications).toBe(1);
    expect(s.totals.applications).toBe(1);
  });
});

describe("who reads the statistics", () => {
  it("30 days, oldest first, ending today in Berlin; zeros where nothing happened", async () => {
    const job = await newJob();
    const s = await stats(job.id);
    expect(s.days).toHaveLength(30);
    expect(s.to).toBe(todayIso());
    expect(s.days[0]!.day).toBe(s.from);
    expect(s.days.at(-1)!.day).toBe(s.to);
    expect(s.totals).toEqual({ impressions: 0, views: 0, apply_clicks: 0, applications: 0 });
  });

  it("a member of the team and staff may read them; another employer's ad is an unknown one (404), nothing changes", async () => {
    const job = await newJob();
    await t.db.insert(jobStatsDaily).values({ job_id: job.id, day: todayIso(), views: 4 });
    const member = await createMember(t.db, owner.employerId);
    expect(today(await stats(job.id, member)).views).toBe(4);
    expect(today(await stats(job.id, staff)).views).toBe(4);

    const before = await t.db.select().from(jobStatsDaily).where(eq(jobStatsDaily.job_id, job.id));
    const foreign = await t.api({
      url: `/api/job-advertisements/${job.id}/stats`,
      cookies: other.cookies,
    });
    const unknown = await t.api({
      url: "/api/job-advertisements/2000000000/stats",
      cookies: other.cookies,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(foreign.json()).toEqual({
      message: "Diese Stellenanzeige gibt es nicht.",
      code: "job.not_found",
    });
    const anonymous = await t.api({ url: `/api/job-advertisements/${job.id}/stats` });
    expect(anonymous.statusCode).toBe(401);
    const broken = await t.api({
      url: "/api/job-advertisements/keine-zahl/stats",
      cookies: owner.cookies,
    });
    expect(broken.statusCode).toBe(422);
    const after = await t.db.select().from(jobStatsDaily).where(eq(jobStatsDaily.job_id, job.id));
    expect(after).toEqual(before);
  });

  it("the own ads list carries each ad's totals", async () => {
    const job = await newJob();
    await t.db.insert(jobStatsDaily).values([
      { job_id: job.id, day: "2026-10-01", impressions: 10, views: 3, apply_clicks: 1 },
      { job_id: job.id, day: todayIso(), impressions: 5, views: 2, applications: 1 },
    ]);
    const quiet = await newJob();
    const res = await t.api({
      url: "/api/job-advertisements?mine=1&page_size=50",
      cookies: owner.cookies,
    });
    expect(res.statusCode).toBe(200);
    const ads = (res.json() as { data: { id: number; stats: unknown }[] }).data;
    expect(ads.find((ad) => ad.id === job.id)?.stats).toEqual({
      impressions: 15,
      views: 5,
      apply_clicks: 1,
      applications: 1,
    });
    expect(ads.find((ad) => ad.id === quiet.id)?.stats).toEqual({
      impressions: 0,
      views: 0,
      apply_clicks: 0,
      applications: 0,
    });
  });

  it("a deleted ad's days go with it", async () => {
    const job = await createJob(t.db, { employerId: owner.employerId, status: "draft" });
    await t.db.insert(jobStatsDaily).values({ job_id: job.id, day: todayIso(), impressions: 1 });
    await t.db.delete(jobAdvertisements).where(eq(jobAdvertisements.id, job.id));
    const rows = await t.db.select().from(jobStatsDaily).where(eq(jobStatsDaily.job_id, job.id));
    expect(rows).toEqual([]);
  });
});

describe("retention", () => {
  it("deletes days older than 13 months and the visitor hashes of past days, keeps the rest", async () => {
    const job = await newJob();
    const now = new Date("2026-11-29T10:00:00Z");
    await t.db.insert(jobStatsDaily).values([
      { job_id: job.id, day: "2025-10-28", views: 1 },
      { job_id: job.id, day: "2025-10-29", views: 2 },
      { job_id: job.id, day: "2026-11-28", views: 3 },
    ]);
    await t.db.insert(jobStatsVisitors).values([
      { day: "2026-11-28", hash: "gestern-gestern-gester" },
      { day: "2026-11-29", hash: "heute-heute-heute-heut" },
    ]);
    await deleteExpiredStats({ db: t.db }, now);
    const days = await t.db
      .select({ day: jobStatsDaily.day })
      .from(jobStatsDaily)
      .where(eq(jobStatsDaily.job_id, job.id))
      .orderBy(jobStatsDaily.day);
    expect(days.map((d) => d.day)).toEqual(["2025-10-29", "2026-11-28"]);
    const hashes = await t.db.select({ hash: jobStatsVisitors.hash }).from(jobStatsVisitors);
    expect(hashes.map((h) => h.hash)).toContain("heute-heute-heute-heut");
    expect(hashes.map((h) => h.hash)).not.toContain("gestern-gestern-gester");
  });
});
