import { expect } from "vitest";
import type { TestApp } from "./app.ts";

/**
 * Every address of the sitemaps as one text: the index `/sitemap.xml` read first, then each file
 * it names (src/server/modules/seo/sitemaps.ts), each checked to answer 200 as XML.
 */
export async function sitemapText(t: Pick<TestApp, "api">): Promise<string> {
  const index = await t.api({ method: "GET", url: "/sitemap.xml" });
  expect(index.statusCode).toBe(200);
  expect(index.headers["content-type"]).toContain("application/xml");
  expect(index.body).toContain("<sitemapindex");
  const files = [...index.body.matchAll(/<loc>https?:\/\/[^/<]+(\/sitemaps\/[^<]+)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  expect(files.length).toBeGreaterThan(0);
  const bodies: string[] = [];
  for (const url of files) {
    const res = await t.api({ method: "GET", url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers["content-type"], url).toContain("application/xml");
    bodies.push(res.body);
  }
  return bodies.join("\n");
}
