import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { blogPosts, employers, jobAdvertisements, sectors } from "#server/db/schema.ts";
import { createAccount, grantCredits, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, TEST_APP_URL, type TestApp } from "#tests/support/app.ts";
import { createEmployer, createJob, sectorIdBySlug } from "#tests/support/factories.ts";
import { HANNOVER_LOCATION, STEP2_TEXTS, STEP3_CONTACT } from "#tests/support/places.ts";
import { sitemapText } from "#tests/support/sitemap.ts";

// The job feed and the sectors' Atom feeds (ADR 059), and the sitemap's exact lastmod.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const schema = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`../feeds/${name}`, import.meta.url), "utf8"),
});
const JOB_FEED_XSD = schema("job-feed.xsd");
const ATOM_XSD = schema("atom-feed.xsd");

/** The file valid against the schema, by libxml2's XSD validation. */
async function expectValid(xml: string, xsd: typeof JOB_FEED_XSD) {
  const result = await validateXML({ xml: [{ fileName: "feed.xml", contents: xml }], schema: xsd });
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

/** The file's canonical form (C14N): CDATA sections become escaped text, as a parser reads them. */
async function canonical(xml: string): Promise<string> {
  const result = await validateXML({
    xml: [{ fileName: "feed.xml", contents: xml }],
    normalization: "c14n",
  });
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  return result.normalized;
}

async function jobFeed(): Promise<string> {
  const res = await t.api({ method: "GET", url: "/feeds/jobs.xml" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
  return res.body;
}

const references = (xml: string) =>
  [...xml.matchAll(/<referencenumber><!\[CDATA\[(\d+)\]\]><\/referencenumber>/g)].map((m) =>
    Number(m[1]),
  );

async function liveCount(): Promise<number> {
  const res = await t.api({ method: "GET", url: "/api/job-advertisements?page_size=1" });
  return res.json().total;
}

async function sectorFeed(slug: string) {
  return t.api({ method: "GET", url: `/feeds/jobs-im-bereich/${slug}.atom` });
}

const atomIds = (xml: string) =>
  [...xml.matchAll(/<entry>\s*<id>[^<]*\/jobs\/(\d+)<\/id>/g)].map((m) => Number(m[1]));

describe("GET /feeds/jobs.xml", () => {
  it("has one valid entry per live ad and none for drafts, ended or expired ads", async () => {
    const live = await Promise.all([
      createJob(t.db, { sectorSlugs: ["baumschule", "landwirtschaft"] }),
      createJob(t.db, { workingTime: "Saisonarbeit" }),
      createJob(t.db, { workingTime: "Ausbildung", state: null }),
    ]);
    const hidden = await Promise.all([
      createJob(t.db, { status: "draft" }),
      createJob(t.db, { status: "terminated" }),
      createJob(t.db, { expiresAt: new Date(Date.now() - 1000) }),
    ]);
    const xml = await jobFeed();
    await expectValid(xml, JOB_FEED_XSD);
    const listed = references(xml);
    expect(listed).toHaveLength(await liveCount());
    expect(new Set(listed).size).toBe(listed.length);
    for (const job of live) expect(listed).toContain(job.id);
    for (const job of hidden) expect(listed).not.toContain(job.id);

    const entry = xml.split("<job>").find((j) => j.includes(`[CDATA[${live[0]!.id}]]`))!;
    expect(entry).toContain(`<url><![CDATA[${TEST_APP_URL}/jobs/${live[0]!.id}]]></url>`);
    expect(entry).toContain("<postalcode><![CDATA[85354]]></postalcode>");
    expect(entry).toContain("<city><![CDATA[Freising]]></city>");
    expect(entry).toContain("<country><![CDATA[DE]]></country>");
    expect(entry).toContain("<latitude>48.402900</latitude><longitude>11.748900</longitude>");
    expect(entry).toContain("<salary><![CDATA[2.800\u00a0€ – 3.200\u00a0€ pro Monat]]></salary>");
    expect(entry).toContain("<jobtype><![CDATA[fulltime]]></jobtype>");
    expect(entry).toContain("<category><![CDATA[Baumschule, Landwirtschaft]]></category>");
    expect(entry).toContain("<h2>Deine Aufgaben</h2><ul><li>Pflanzen</li></ul>");
    expect(entry).toMatch(/<date><!\[CDATA\[\w{3}, \d{2} \w{3} \d{4} [\d:]{8} GMT\]\]><\/date>/);
    const seasonal = xml.split("<job>").find((j) => j.includes(`[CDATA[${live[1]!.id}]]`))!;
    expect(seasonal).toContain("<jobtype><![CDATA[temporary]]></jobtype>");
    const training = xml.split("<job>").find((j) => j.includes(`[CDATA[${live[2]!.id}]]`))!;
    expect(training).toContain("<jobtype><![CDATA[apprenticeship]]></jobtype>");
    expect(training).not.toContain("<state>");
  });

  it("keeps `]]>` and markup in a text and strips what XML 1.0 cannot hold", async () => {
    const job = await createJob(t.db, {
      title: "Gärtner ]]> <b>&amp;</b> \u0001\u0008\u000b\u001f\ufffe Ende",
      description: "<p>Vorher ]]> nachher, ]]]]> doppelt\u0007 und 🌱</p>",
    });
    const xml = await jobFeed();
    await expectValid(xml, JOB_FEED_XSD);
    const text = await canonical(xml);
    // As a parser reads it: the `]]>` and markup as text, the control characters gone.
    expect(text).toContain(`<title>Gärtner ]]&gt; &lt;b&gt;&amp;amp;&lt;/b&gt;  Ende</title>`);
    expect(text).toContain("&lt;p&gt;Vorher ]]&gt; nachher, ]]]]&gt; doppelt und 🌱&lt;/p&gt;");
    expect(references(xml)).toContain(job.id);
  });

  it("drops an ad at once when it ends, and shows a change at once", async () => {
    const job = await createJob(t.db, { title: "Baumpfleger (m/w/d)" });
    expect(references(await jobFeed())).toContain(job.id);
    await t.db
      .update(jobAdvertisements)
      .set({ title: "Baumpflegerin (m/w/d)", updated_at: new Date() })
      .where(eq(jobAdvertisements.id, job.id));
    expect(await jobFeed()).toContain("<title><![CDATA[Baumpflegerin (m/w/d)]]></title>");
    await t.db
      .update(jobAdvertisements)
      .set({ status: "terminated", terminated_at: new Date(), updated_at: new Date() })
      .where(eq(jobAdvertisements.id, job.id));
    const xml = await jobFeed();
    expect(references(xml)).not.toContain(job.id);
    expect(references(xml)).toHaveLength(await liveCount());
  });

  it("is sent as its kept gzip where the client takes gzip, else as text, never compressed again, revalidated every time", async () => {
    // Above the compression's threshold of 1 KiB.
    for (let i = 0; i < 2; i++) await createJob(t.db, { sectorSlugs: ["baumschule"] });
    const plain = await t.api({ method: "GET", url: "/feeds/jobs.xml" });
    expect(plain.headers["cache-control"]).toBe("public, no-cache");
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const zipped = await t.api({
      method: "GET",
      url: "/feeds/jobs.xml",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    // brotli only, or gzip refused: the text as it is, not a compression made per request.
    for (const accepted of ["br", "br, gzip;q=0"]) {
      for (const url of ["/feeds/jobs.xml", "/feeds/jobs-im-bereich/baumschule.atom"]) {
        const answer = await t.api({
          method: "GET",
          url,
          headers: { "accept-encoding": accepted },
        });
        expect(answer.statusCode, `${url} ${accepted}`).toBe(200);
        expect(answer.headers["content-encoding"], `${url} ${accepted}`).toBeUndefined();
        expect(answer.body).toMatch(/<\/(source|feed)>\s*$/);
      }
    }
    // A client that has the bytes gets a 304 without them; after a change, the new feed.
    const etag = String(zipped.headers.etag);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const again = await t.api({
      method: "GET",
      url: "/feeds/jobs.xml",
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    await createJob(t.db, { sectorSlugs: ["baumschule"] });
    const changed = await t.api({
      method: "GET",
      url: "/feeds/jobs.xml",
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe("the feeds' rate limit", () => {
  it("takes 30 requests a minute from one client; the 31st is a German 429", async () => {
    // A client of its own: with Redis the counts outlive the other tests' requests.
    const remoteAddress = `10.97.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(await t.api({ method: "GET", url: "/feeds/jobs.xml", remoteAddress }));
    }
    expect(answers.slice(0, 30).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
    expect(answers[30]!.json().message).toMatch(/Bitte/);
  });
});

describe("GET /feeds/jobs-im-bereich/{slug}.atom", () => {
  it("lists a sector's newest live ads as valid Atom, every sector", async () => {
    const older = await createJob(t.db, {
      sectorSlugs: ["zierpflanzenbau"],
      publishedAt: new Date(Date.now() - 2 * 86_400_000),
    });
    const newer = await createJob(t.db, {
      sectorSlugs: ["zierpflanzenbau"],
      title: "Florist <m/w/d>",
    });
    const elsewhere = await createJob(t.db, { sectorSlugs: ["baumschule"] });
    const ended = await createJob(t.db, { sectorSlugs: ["zierpflanzenbau"], status: "terminated" });
    const res = await sectorFeed("zierpflanzenbau");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    const xml = res.body;
    await expectValid(xml, ATOM_XSD);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
    expect(xml).toContain(
      `<link rel="self" type="application/atom+xml" href="${TEST_APP_URL}/feeds/jobs-im-bereich/zierpflanzenbau.atom"/>`,
    );
    expect(xml).toContain(
      `<link rel="alternate" type="text/html" href="${TEST_APP_URL}/jobs-im-bereich/zierpflanzenbau"/>`,
    );
    const ids = atomIds(xml);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(ended.id);
    const live = await t.api({
      method: "GET",
      url: "/api/job-advertisements?sector=zierpflanzenbau&page_size=50",
    });
    expect(ids).toEqual(live.json().data.map((j: { id: number }) => j.id));
    expect(xml).toContain("<title>Florist &lt;m/w/d&gt;</title>");
    expect(xml).toMatch(
      /<summary type="text">Testbetrieb \w+ · 85354 Freising · Vollzeit · 2\.800\u00a0€ – 3\.200\u00a0€ pro Monat · ab sofort \/ nach Vereinbarung<\/summary>/,
    );

    const all = (await t.api({ method: "GET", url: "/api/sectors" })).json().data as {
      slug: string;
    }[];
    for (const { slug } of all) {
      const feed = await sectorFeed(slug);
      expect(feed.statusCode, slug).toBe(200);
      await expectValid(feed.body, ATOM_XSD);
    }
  });

  it("drops an ended ad at once and moves the feed's updated", async () => {
    const job = await createJob(t.db, { sectorSlugs: ["forstwirtschaft"] });
    const before = (await sectorFeed("forstwirtschaft")).body;
    expect(atomIds(before)).toContain(job.id);
    const ended = new Date(Date.now() + 2000);
    await t.db
      .update(jobAdvertisements)
      .set({ status: "terminated", terminated_at: ended, updated_at: ended })
      .where(eq(jobAdvertisements.id, job.id));
    const after = (await sectorFeed("forstwirtschaft")).body;
    expect(atomIds(after)).not.toContain(job.id);
    expect(after).toContain(`<updated>${ended.toISOString().slice(0, 19)}Z</updated>`);
  });

  it("answers an unknown sector or file name with a German 404", async () => {
    for (const url of [
      "/feeds/jobs-im-bereich/gibt-es-nicht.atom",
      "/feeds/jobs-im-bereich/zierpflanzenbau.xml",
      "/feeds/jobs-im-bereich/ZIERPFLANZENBAU.atom",
      "/feeds/jobs-im-bereich/zierpflanzenbau",
      "/feeds/jobs-im-bereich/%2e%2e%2fsecrets.json",
    ]) {
      const res = await t.api({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBe("Diese Branche gibt es nicht.");
    }
  });
});

describe("a draft's saves", () => {
  const call = (method: "POST" | "PUT", url: string, a: TestAccount, payload: object) =>
    t.api({ method, url, payload: payload as Record<string, unknown>, cookies: a.cookies });

  /** The kept files about ads: the job feed, a sector's Atom feed, the sitemaps. */
  async function keptFiles(): Promise<Record<string, { etag: string; body: string }>> {
    const urls = [
      "/feeds/jobs.xml",
      "/feeds/jobs-im-bereich/baumschule.atom",
      "/sitemaps/de-1.xml",
    ];
    const files: Record<string, { etag: string; body: string }> = {};
    for (const url of urls) {
      const res = await t.api({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      files[url] = { etag: String(res.headers.etag), body: res.body };
    }
    return files;
  }

  it("rebuild neither the feeds nor the sitemaps; publishing the draft does", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId, { durationDays: 30 });
    const created = await call("POST", "/api/job-advertisements", a, {});
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const step1 = {
      title: "Baumschulgärtner (m/w/d)",
      sectors: [await sectorIdBySlug(t.db, "baumschule")],
      working_time: "Vollzeit",
      starts_at: null,
      location: HANNOVER_LOCATION,
    };
    const put = (step: string, body: object) =>
      call("PUT", `/api/job-advertisements/${id}/${step}`, a, body);
    expect((await put("step1", step1)).statusCode).toBe(200);
    const live = await createJob(t.db, { sectorSlugs: ["baumschule"], title: "Baumschule alt" });
    const kept = await keptFiles();

    // A live ad changed behind the change feed's back (its triggers off for this write): a
    // file shows the change only when it is built again.
    const hidden = new Date(Date.now() + 7_000);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(jobAdvertisements)
        .set({ title: "Baumschule neu", updated_at: hidden })
        .where(eq(jobAdvertisements.id, live.id));
    });

    // Every step of the editor, a new title included: nothing public shows a draft.
    expect((await put("step1", { ...step1, title: "Baumschulgärtnerin (m/w/d)" })).statusCode).toBe(
      200,
    );
    expect((await put("step2", STEP2_TEXTS)).statusCode).toBe(200);
    expect((await put("step3", STEP3_CONTACT)).statusCode).toBe(200);
    expect(await keptFiles()).toEqual(kept);

    expect((await put("publish", {})).statusCode).toBe(200);
    const published = await keptFiles();
    for (const [url, file] of Object.entries(published))
      expect(file.etag, url).not.toBe(kept[url]!.etag);
    // (The Atom entry's title is the cached card's, which the hidden write did not drop.)
    const second = `${hidden.toISOString().slice(0, 19)}Z`;
    expect(published["/feeds/jobs.xml"]!.body).toContain("Baumschule neu");
    expect(published["/feeds/jobs-im-bereich/baumschule.atom"]!.body).toContain(
      `<updated>${second}</updated>`,
    );
    expect(published["/sitemaps/de-1.xml"]!.body).toContain(
      `<loc>${TEST_APP_URL}/jobs/${live.id}</loc><lastmod>${second}`,
    );
    expect(references(published["/feeds/jobs.xml"]!.body)).toContain(id);
  });
});

describe("sitemap lastmod", () => {
  const lastmodOf = (body: string, path: string) =>
    new RegExp(`<loc>${TEST_APP_URL}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(body)?.[1];
  const second = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

  it("is a job page's last change to the second: its ad, employer or sector", async () => {
    const employer = await createEmployer(t.db);
    const job = await createJob(t.db, {
      employerId: employer.id,
      sectorSlugs: ["friedhofsgaertnerei"],
    });
    const adChange = new Date(Date.now() + 5_000);
    await t.db
      .update(jobAdvertisements)
      .set({ updated_at: adChange })
      .where(eq(jobAdvertisements.id, job.id));
    let body = await sitemapText(t);
    expect(lastmodOf(body, `/jobs/${job.id}`)).toBe(second(adChange));
    expect(lastmodOf(body, `/pl/jobs/${job.id}`)).toBe(second(adChange));

    // The employer's new name shows on the page: the lastmod moves at once.
    const rename = new Date(Date.now() + 10_000);
    await t.db
      .update(employers)
      .set({ name: "Imkerei Summ", updated_at: rename })
      .where(eq(employers.id, employer.id));
    body = await sitemapText(t);
    expect(lastmodOf(body, `/jobs/${job.id}`)).toBe(second(rename));

    const sectorChange = new Date(Date.now() + 15_000);
    await t.db
      .update(sectors)
      .set({ updated_at: sectorChange })
      .where(eq(sectors.slug, "friedhofsgaertnerei"));
    body = await sitemapText(t);
    expect(lastmodOf(body, `/jobs/${job.id}`)).toBe(second(sectorChange));
    expect(lastmodOf(body, "/jobs-im-bereich/friedhofsgaertnerei")).toBe(second(sectorChange));
  });

  it("is a blog post's publication when it came after its last edit, and moves /blog", async () => {
    const published = new Date(Date.now() - 1000);
    await t.db.insert(blogPosts).values({
      slug: "geplant-und-erschienen",
      title: { de: "Geplant" },
      excerpt: { de: "x" },
      content: { de: "<p>x</p>" },
      author: "Test",
      published_at: published,
      updated_at: new Date(Date.now() - 2 * 86_400_000),
    });
    const body = await sitemapText(t);
    expect(lastmodOf(body, "/blog/geplant-und-erschienen")).toBe(second(published));
    expect(lastmodOf(body, "/blog")).toBe(second(published));
  });

  it("moves /jobs, the home page and a sector page when an ad there ends", async () => {
    const job = await createJob(t.db, { sectorSlugs: ["obst-und-gemuesebau"] });
    const ended = new Date(Date.now() + 60_000);
    await t.db
      .update(jobAdvertisements)
      .set({ status: "terminated", terminated_at: ended, updated_at: ended })
      .where(eq(jobAdvertisements.id, job.id));
    const body = await sitemapText(t);
    expect(body).not.toContain(`/jobs/${job.id}<`);
    for (const path of [
      "/jobs",
      "/",
      "/jobs-im-bereich/obst-und-gemuesebau",
      "/uk/jobs-im-bereich/obst-und-gemuesebau",
    ])
      expect(lastmodOf(body, path), path).toBe(second(ended));
    const index = (await t.api({ method: "GET", url: "/sitemap.xml" })).body;
    expect(index).toContain(
      `<loc>${TEST_APP_URL}/sitemaps/de-1.xml</loc><lastmod>${second(ended)}</lastmod>`,
    );
  });
});
