import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_TYPES } from "#shared/schemas/pages.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { sitemapText } from "#tests/support/sitemap.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/slugs/search/{slug}", () => {
  it.each([
    ["faq", "FAQ"],
    ["kontakt", "Kontakt"],
    ["ueber-uns", "About"],
    ["blog", "Blog"],
    ["arbeitgeber", "Arbeitgeber"],
    ["arbeitgeber-info", "ArbeitgeberWithoutPrices"],
    ["datenschutz", "Contentpage"],
    ["impressum", "Contentpage"],
    ["agb", "Contentpage"],
    ["home", "Home"],
  ])("resolves %s to the page type %s with German meta data", async (slug, type) => {
    const res = await t.api({ method: "GET", url: `/api/slugs/search/${slug}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.meta.resource_class_name).toBe(type);
    expect(PAGE_TYPES).toContain(data.meta.resource_class_name);
    expect(data.data.slug).toBe(slug);
    expect(data.data.name.de.length).toBeGreaterThan(2);
    expect(data.data.meta_title.de.length).toBeGreaterThan(5);
    expect(data.data.meta_description.de.length).toBeGreaterThan(50);
    expect(JSON.stringify(data)).not.toMatch(/lorem ipsum/i);
  });

  it("marks the legal texts clearly as placeholders", async () => {
    for (const slug of ["datenschutz", "impressum", "agb"]) {
      const { data } = (await t.api({ method: "GET", url: `/api/slugs/search/${slug}` })).json();
      expect(data.data.content.de).toContain("Platzhaltertext");
    }
  });

  it("answers unknown, nested and oversized slugs with a German 404 JSON", async () => {
    for (const slug of ["gibt-es-nicht", "faq/unterseite", "%3Cscript%3E", "x".repeat(150)]) {
      const res = await t.api({ method: "GET", url: `/api/slugs/search/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json()).toEqual({ message: "Diese Seite gibt es nicht.", code: "not_found" });
    }
  });

  it("refuses a slug longer than any page path with a 422 instead of querying", async () => {
    const res = await t.api({ method: "GET", url: `/api/slugs/search/${"a".repeat(300)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Die Adresse ist zu lang.");
  });
});

describe("GET /api/faqs", () => {
  it("has at least 8 questions for seekers and employers", async () => {
    const res = await t.api({ method: "GET", url: "/api/faqs" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThanOrEqual(8);
    const audiences = new Set(data.map((f: { audience: string }) => f.audience));
    expect(audiences).toEqual(new Set(["seeker", "employer"]));
    for (const faq of data) {
      expect(faq.question.de).toMatch(/\?$/);
      expect(faq.answer.de.length).toBeGreaterThan(40);
    }
  });
});

describe("unknown API paths", () => {
  it("answer JSON 404 rather than an HTML page", async () => {
    const res = await t.api({ method: "GET", url: "/api/gibt-es-nicht" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: "Die angeforderte Adresse wurde nicht gefunden.",
      code: "not_found",
    });
  });
});

describe("sitemap and robots", () => {
  it("lists every content page and published blog post with absolute URLs", async () => {
    const res = { body: await sitemapText(t) };
    for (const path of ["/", "/faq", "/kontakt", "/ueber-uns", "/blog", "/impressum"]) {
      expect(res.body).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(res.body).not.toContain("/home<");
    expect(res.body).toMatch(/<loc>http:\/\/localhost:3000\/blog\/[a-z0-9-]+<\/loc>/);
  });

  it("lists the home page once per language, each naming every language and x-default", async () => {
    const res = { body: await sitemapText(t) };
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const origin = "http://localhost:3000";
    const homes = ["/", "/en", "/pl", "/ro", "/uk"];
    for (const path of homes) {
      const entry = new RegExp(`<url><loc>${origin}${path}</loc>.*?</url>`).exec(res.body)?.[0];
      expect(entry, path).toBeDefined();
      for (const [lang, href] of [
        ["de", "/"],
        ["en", "/en"],
        ["pl", "/pl"],
        ["ro", "/ro"],
        ["uk", "/uk"],
        ["x-default", "/"],
      ])
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${href}"/>`,
        );
    }
    // Pages only in German stay one address without alternates; personal pages stay out.
    expect(res.body).toMatch(
      new RegExp(
        `<url><loc>${origin}/faq</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z</lastmod></url>`,
      ),
    );
    // The search page is one of them: each language's address with the same alternates.
    const search = new RegExp(`<url><loc>${origin}/uk/jobs</loc>.*?</url>`).exec(res.body)?.[0];
    expect(search).toContain(
      `<xhtml:link rel="alternate" hreflang="pl" href="${origin}/pl/jobs"/>`,
    );
    expect(res.body).not.toContain("/pl/faq");
    expect(res.body).not.toContain("merkliste");
  });

  it("is an index of one file per language, kept as text and gzip; unknown files are a 404", async () => {
    const index = await t.api({ method: "GET", url: "/sitemap.xml" });
    for (const locale of ["de", "en", "pl", "ro", "uk"])
      expect(index.body).toContain(`<loc>http://localhost:3000/sitemaps/${locale}-1.xml</loc>`);
    // Each language's file holds that language's addresses only.
    const polish = await t.api({ method: "GET", url: "/sitemaps/pl-1.xml" });
    expect(polish.statusCode).toBe(200);
    expect(polish.body).toContain("<loc>http://localhost:3000/pl</loc>");
    expect(polish.body).not.toMatch(/<loc>http:\/\/localhost:3000\/(?!pl\b)/);
    const zipped = await t.api({
      method: "GET",
      url: "/sitemaps/pl-1.xml",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("accept-encoding");
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(polish.body);
    for (const url of [
      "/sitemaps/pl-0.xml",
      "/sitemaps/pl-99.xml",
      "/sitemaps/fr-1.xml",
      "/sitemaps/PL-1.xml",
      "/sitemaps/pl-1.xml.gz",
      "/sitemaps/%2e%2e%2fsecrets.json",
    ]) {
      const res = await t.api({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("<urlset");
    }
  });

  it("points crawlers to the sitemap and away from the dashboard", async () => {
    const res = await t.api({ method: "GET", url: "/robots.txt" });
    expect(res.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(res.body).toContain("Disallow: /dashboard");
  });

  it("sends browsers asking for /favicon.ico to the SVG icon", async () => {
    const res = await t.api({ method: "GET", url: "/favicon.ico" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/favicon.svg");
  });
});
