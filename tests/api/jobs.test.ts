import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createEmployer, createJob } from "#tests/support/factories.ts";
import { sitemapText } from "#tests/support/sitemap.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (body: { data: { id: number }[] }) => body.data.map((j) => j.id);

describe("GET /api/job-advertisements", () => {
  it("lists live ads newest first and hides drafts, ended and expired ads", async () => {
    const older = await createJob(t.db, { publishedAt: new Date(Date.now() - 2 * 86_400_000) });
    const newer = await createJob(t.db, { publishedAt: new Date(Date.now() - 60_000) });
    const draft = await createJob(t.db, { status: "draft" });
    const ended = await createJob(t.db, { status: "terminated" });
    const expired = await createJob(t.db, { expiresAt: new Date(Date.now() - 1000) });
    const body = (
      await t.api({ method: "GET", url: "/api/job-advertisements?page_size=50" })
    ).json();
    const list = ids(body);
    expect(list.indexOf(newer.id)).toBeLessThan(list.indexOf(older.id));
    for (const hidden of [draft, ended, expired]) expect(list).not.toContain(hidden.id);
    expect(body).toMatchObject({ current_page: 1, per_page: 50 });
  });

  it("filters by sector slug or id and rejects unknown sectors", async () => {
    const farm = await createJob(t.db, { sectorSlugs: ["landwirtschaft"] });
    const bySlug = ids(
      (
        await t.api({
          method: "GET",
          url: "/api/job-advertisements?sector=landwirtschaft&page_size=50",
        })
      ).json(),
    );
    expect(bySlug).toContain(farm.id);
    const sectorId = (await t.api({ method: "GET", url: "/api/sectors" }))
      .json()
      .data.find((s: { slug: string }) => s.slug === "landwirtschaft").id;
    expect(
      ids(
        (
          await t.api({
            method: "GET",
            url: `/api/job-advertisements?sector=${sectorId}&page_size=50`,
          })
        ).json(),
      ),
    ).toContain(farm.id);
    const garden = ids(
      (
        await t.api({
          method: "GET",
          url: "/api/job-advertisements?sector=baumschule&page_size=50",
        })
      ).json(),
    );
    expect(garden).not.toContain(farm.id);
    const unknown = await t.api({ method: "GET", url: "/api/job-advertisements?sector=raumfahrt" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.sector).toEqual(["Diese Branche gibt es nicht."]);
  });

  it("finds ads by German keyword, including inflected forms and words in the text", async () => {
    const job = await createJob(t.db, {
      title: "Baumschulgärtner (m/w/d) Containerkultur",
      description: "<p>Du pflegst Obstbäume und Rosen.</p>",
    });
    for (const keyword of ["Baumschulgärtner", "containerkultur", "Rose", "Obstbaum"]) {
      const list = ids(
        (
          await t.api({
            method: "GET",
            url: `/api/job-advertisements?search=${encodeURIComponent(keyword)}`,
          })
        ).json(),
      );
      expect(list, keyword).toContain(job.id);
    }
    const none = (
      await t.api({ method: "GET", url: "/api/job-advertisements?search=Astronaut" })
    ).json();
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
  });

  it("survives hostile keywords", async () => {
    for (const keyword of [
      "'; drop table job_advertisements; --",
      "<script>alert(1)</script>",
      "a & | ! :* (",
      '"""',
      "-",
    ]) {
      const res = await t.api({
        method: "GET",
        url: `/api/job-advertisements?search=${encodeURIComponent(keyword)}`,
      });
      expect(res.statusCode, keyword).toBe(200);
    }
    const long = await t.api({
      method: "GET",
      url: `/api/job-advertisements?search=${"a".repeat(300)}`,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.search).toEqual(["Bitte höchstens 200 Zeichen eingeben."]);
  });
});

describe("GET /api/job-advertisements/newest", () => {
  it("returns the 6 newest live ads", async () => {
    const employer = await createEmployer(t.db);
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(
        await createJob(t.db, {
          employerId: employer.id,
          publishedAt: new Date(Date.now() + 60_000 + i * 1000),
        }),
      );
    const body = (await t.api({ method: "GET", url: "/api/job-advertisements/newest" })).json();
    expect(ids(body)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((j) => j.id),
    );
  });
});

describe("GET /api/job-advertisements/seo", () => {
  it("gives the sector page's title, intro and FAQ with live figures", async () => {
    const res = await t.api({
      method: "GET",
      url: "/api/job-advertisements/seo?sector=baumschule",
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.title).toBe("Jobs im Bereich Baumschule");
    expect(data.intro.length).toBeGreaterThan(40);
    expect(data.sector.slug).toBe("baumschule");
    expect(data.faq[0].answer).toMatch(/aktuell (eine offene Stelle|[\d.]+ offene Stellen)/);
  });

  it("answers an unknown sector with 404 and a missing one with 422", async () => {
    expect(
      (await t.api({ method: "GET", url: "/api/job-advertisements/seo?sector=mond" })).statusCode,
    ).toBe(404);
    const missing = await t.api({ method: "GET", url: "/api/job-advertisements/seo" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.sector).toBeDefined();
  });
});

describe("GET /api/job-advertisements/{id}", () => {
  it("shows a live ad with every field", async () => {
    const job = await createJob(t.db, {
      title: "Forstwirt (m/w/d)",
      sectorSlugs: ["forstwirtschaft"],
    });
    const res = await t.api({ method: "GET", url: `/api/job-advertisements/${job.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: job.id,
      status: "published",
      title: "Forstwirt (m/w/d)",
      description: expect.stringContaining("<p>"),
      tasks: expect.stringContaining("<li>"),
      application_email: "bewerbung@test.example",
      employer: { id: job.employer_id, website: "https://test.example", city: "Freising" },
      sectors: [{ slug: "forstwirtschaft" }],
    });
  });

  it("answers ended and expired ads with 410 and a German message", async () => {
    for (const job of [
      await createJob(t.db, { status: "terminated" }),
      await createJob(t.db, { status: "expired" }),
      await createJob(t.db, { expiresAt: new Date(Date.now() - 1000) }),
    ]) {
      const res = await t.api({ method: "GET", url: `/api/job-advertisements/${job.id}` });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({
        message: "Diese Stelle ist nicht mehr verfügbar. Die Anzeige wurde beendet.",
        code: "job.ended",
      });
    }
  });

  it("hides drafts and unknown ids with 404; rejects malformed ids with 422", async () => {
    const draft = await createJob(t.db, { status: "draft" });
    expect(
      (await t.api({ method: "GET", url: `/api/job-advertisements/${draft.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.api({ method: "GET", url: "/api/job-advertisements/99999999" })).json(),
    ).toEqual({ message: "Diese Stellenanzeige gibt es nicht.", code: "job.not_found" });
    for (const bad of ["abc", "-1", "1.5", "99999999999999", "1%20or%201=1"]) {
      const res = await t.api({ method: "GET", url: `/api/job-advertisements/${bad}` });
      expect(res.statusCode, bad).toBe(422);
    }
  });
});

describe("sitemap", () => {
  it("lists live ads and sector pages but no ended ads", async () => {
    const live = await createJob(t.db);
    const ended = await createJob(t.db, { status: "terminated" });
    const body = await sitemapText(t);
    expect(body).toContain(`<loc>http://localhost:3000/jobs/${live.id}</loc>`);
    expect(body).not.toContain(`<loc>http://localhost:3000/jobs/${ended.id}</loc>`);
    expect(body).toContain("<loc>http://localhost:3000/jobs-im-bereich/baumschule</loc>");
    expect(body).toContain("<loc>http://localhost:3000/jobs</loc>");
  });

  it("lists a live ad's job page once per language, each naming all versions (ADR 051)", async () => {
    const live = await createJob(t.db);
    const ended = await createJob(t.db, { status: "terminated" });
    const body = await sitemapText(t);
    for (const prefix of ["", "/en", "/pl", "/ro", "/uk"]) {
      expect(body).toContain(`<loc>http://localhost:3000${prefix}/jobs/${live.id}</loc>`);
      expect(body).not.toContain(`<loc>http://localhost:3000${prefix}/jobs/${ended.id}</loc>`);
    }
    const entry = body
      .split("<url>")
      .find((url) => url.includes(`<loc>http://localhost:3000/pl/jobs/${live.id}</loc>`))!;
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="uk" href="http://localhost:3000/uk/jobs/${live.id}"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/jobs/${live.id}"/>`,
    );
    // Pages only in German stay one address.
    expect(body).toContain("<loc>http://localhost:3000/faq</loc>");
    expect(body).not.toContain("<loc>http://localhost:3000/pl/faq</loc>");
  });

  it("lists a sector page once per language, each naming all versions (ADR 051)", async () => {
    const body = await sitemapText(t);
    const origin = "http://localhost:3000";
    for (const prefix of ["", "/en", "/pl", "/ro", "/uk"]) {
      expect(body).toContain(`<loc>${origin}${prefix}/jobs-im-bereich/baumschule</loc>`);
    }
    const entry = body
      .split("<url>")
      .find((url) => url.includes(`<loc>${origin}/pl/jobs-im-bereich/baumschule</loc>`))!;
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="ro" href="${origin}/ro/jobs-im-bereich/baumschule"/>`,
    );
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/jobs-im-bereich/baumschule"/>`,
    );
  });
});
