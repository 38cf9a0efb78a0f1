import { createHash, randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import { fastify } from "fastify";
import { describe, expect, it } from "vitest";
import type { Invalidations, SearchEngine } from "./modules/search/engine.ts";
import { ByteLru, registerPageCache } from "./page-cache.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";

// The page cache's encodings (ADR 017): a miss answers a brotli-taking browser with the bytes
// the cache keeps, gzip is made for the first client that asks for it, and every copy is the
// page as rendered. The e2e test (tests/e2e/page-cache.spec.ts) covers real pages and the feed.

// Not ASCII: the policy's hash is over the script's UTF-8 bytes, as the browser computes it.
const SCRIPT = 'window.__ready = "Gärtner – Grünpflege";';
const pages = new Map<string, string>();
/**
 * The page at an address, with a random text of its own: its brotli bytes are about 8 KiB, of
 * the same size as another page's, like real pages.
 */
function pageAt(url: string): string {
  let page = pages.get(url);
  if (!page) {
    page = `<!doctype html><html><head><script>${SCRIPT}</script></head><body><h1>${url}</h1><p>${randomBytes(8192).toString("base64")}</p>${"<p>Baumschule Lorenz sucht Gärtner (m/w/d).</p>".repeat(200)}</body></html>`;
    pages.set(url, page);
  }
  return page;
}
const PAGE = pageAt("/");

async function appWithPageCache(maxBytes = 1024 * 1024) {
  const listeners: ((changes: Invalidations) => void)[] = [];
  const search = {
    refresh: async () => {},
    onInvalidate: (listener: (changes: Invalidations) => void) => listeners.push(listener),
    advertisement: async () => null,
  } as unknown as SearchEngine;
  const app = fastify();
  registerSecurityHeaders(app, { csp: true, wsOrigin: "ws://127.0.0.1", secure: false });
  registerPageCache(app, search, { ttlMs: 30_000, maxBytes });
  await app.register(compress, { threshold: 1024 });
  let renders = 0;
  app.get("*", async (request, reply) => {
    renders += 1;
    return reply.type("text/html; charset=utf-8").send(pageAt(request.url));
  });
  await app.ready();
  /** What the change feed reports (ADR 008), handed to the cache as the engine would. */
  const invalidate = (changes: Partial<Invalidations>) => {
    for (const listener of listeners)
      listener({ jobs: [], publicJobs: [], employers: [], all: false, content: false, ...changes });
  };
  return { app, renders: () => renders, invalidate };
}

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === "br"
    ? brotliDecompressSync(body)
    : encoding === "gzip"
      ? gunzipSync(body)
      : body
  ).toString("utf8");

type App = Awaited<ReturnType<typeof appWithPageCache>>["app"];

async function visit(
  app: App,
  accept: string,
  extraHeaders: Record<string, string> = {},
  url = "/",
) {
  const res = await app.inject({
    url,
    headers: { "accept-encoding": accept, ...extraHeaders },
  });
  const encoding = res.headers["content-encoding"] as string | undefined;
  // The length sent is that of the bytes sent; a compressed answer names what it varies by.
  expect(Number(res.headers["content-length"] ?? res.rawPayload.length)).toBe(
    res.rawPayload.length,
  );
  if (encoding) expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
  return {
    status: res.statusCode,
    cache: res.headers["x-page-cache"],
    encoding,
    html: decode(encoding, res.rawPayload),
    size: res.rawPayload.length,
    policy: String(res.headers["content-security-policy"]),
  };
}

/** The cache stores in the background: asks until a copy from the cache arrives. */
async function untilHit(app: App, accept: string, url = "/") {
  for (let i = 0; i < 100; i++) {
    const answer = await visit(app, accept, {}, url);
    if (answer.cache === "hit") return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("kein Treffer aus dem Seitencache");
}

describe("page cache encodings", () => {
  it("answers a miss as brotli, then serves brotli, gzip and plain copies of the same page", async () => {
    const { app, renders } = await appWithPageCache();
    const miss = await visit(app, "gzip, deflate, br, zstd");
    expect(miss).toMatchObject({ status: 200, cache: "miss", encoding: "br", html: PAGE });
    expect(miss.policy).toMatch(/script-src 'self' 'nonce-[^']+'/);

    const br = await untilHit(app, "gzip, deflate, br, zstd");
    expect(br).toMatchObject({ status: 200, encoding: "br", html: PAGE });
    // The stored page's script is allowed by its hash, not by a nonce.
    expect(br.policy).not.toContain("nonce-");
    const hash = createHash("sha256").update(SCRIPT).digest("base64");
    expect(br.policy).toContain(`script-src 'self' 'sha256-${hash}';`);

    const gzip = await visit(app, "gzip, deflate");
    expect(gzip).toMatchObject({ status: 200, cache: "hit", encoding: "gzip", html: PAGE });
    const again = await visit(app, "gzip");
    expect(again).toMatchObject({ cache: "hit", encoding: "gzip", html: PAGE });
    const plain = await visit(app, "identity");
    expect(plain).toMatchObject({ cache: "hit", encoding: undefined, html: PAGE });
    const refused = await visit(app, "br;q=0, gzip");
    expect(refused).toMatchObject({ cache: "hit", encoding: "gzip", html: PAGE });
    // @fastify/compress's opt-out holds for stored pages too.
    const optOut = await visit(app, "br, gzip", { "x-no-compression": "1" });
    expect(optOut).toMatchObject({ cache: "hit", encoding: undefined, html: PAGE });

    // Rendered by the first visit (and any that came before the copy was stored), not since.
    const rendered = renders();
    await visit(app, "br");
    expect(renders()).toBe(rendered);
    await app.close();
  });

  it("answers a miss for a client without brotli through the usual compression", async () => {
    const { app } = await appWithPageCache();
    const gzipMiss = await visit(app, "gzip");
    expect(gzipMiss).toMatchObject({ status: 200, cache: "miss", encoding: "gzip", html: PAGE });
    const { app: other } = await appWithPageCache();
    const plainMiss = await visit(other, "identity");
    expect(plainMiss).toMatchObject({ cache: "miss", encoding: undefined, html: PAGE });
    const { app: third } = await appWithPageCache();
    const optOutMiss = await visit(third, "br, gzip", { "x-no-compression": "1" });
    expect(optOutMiss).toMatchObject({ cache: "miss", encoding: undefined, html: PAGE });
    await app.close();
    await other.close();
    await third.close();
  });
});

describe("page cache budget", () => {
  const page = (bytes: number) => ({ bytes });

  it("keeps values within the bytes, dropping the least recently used first", () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set("a", page(40));
    lru.set("b", page(40));
    expect(lru.bytes).toBe(80);
    // Reading "a" makes "b" the least recently used: the next value pushes it out.
    expect(lru.get("a")).toEqual(page(40));
    lru.set("c", page(40));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.bytes).toBe(80);
    // One large value pushes out as many as it needs, oldest first ("a", then "c").
    lru.set("d", page(90));
    expect([lru.get("a"), lru.get("c")]).toEqual([undefined, undefined]);
    expect(lru).toMatchObject({ size: 1, bytes: 90 });
  });

  it("counts a replaced, grown, deleted or oversized value", () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set("a", page(30));
    lru.set("a", page(50));
    expect(lru).toMatchObject({ size: 1, bytes: 50 });
    // Larger than the whole budget: not kept, and nothing else is pushed out for it.
    lru.set("huge", page(101));
    expect(lru.get("huge")).toBeUndefined();
    expect(lru).toMatchObject({ size: 1, bytes: 50 });

    const b = page(30);
    lru.set("b", b);
    lru.get("a");
    // "b" grows past the budget (a gzip copy): the least recently used, "b" itself, makes room.
    b.bytes += 30;
    expect(lru.grew("b", b, 30)).toBe(true);
    expect(lru.get("b")).toBeUndefined();
    expect(lru).toMatchObject({ size: 1, bytes: 50 });
    // A value no longer stored is not counted when it grows.
    expect(lru.grew("b", b, 10)).toBe(false);
    expect(lru.bytes).toBe(50);

    lru.set("c", page(20));
    lru.deleteWhere((value) => value.bytes === 50);
    expect(lru).toMatchObject({ size: 1, bytes: 20 });
    lru.delete("c");
    lru.delete("c");
    expect(lru).toMatchObject({ size: 0, bytes: 0 });
  });

  it("keeps the home, job and sector pages in every language, and nothing else", async () => {
    const { app } = await appWithPageCache();
    for (const url of [
      "/",
      "/pl",
      "/en/jobs/12",
      "/uk/jobs-im-bereich/baumschule",
      "/jobs/7",
      "/unternehmen/gaertnerei-mueller-2",
    ]) {
      expect((await untilHit(app, "br", url)).html, url).toBe(pageAt(url));
    }
    for (const url of [
      "/pl/",
      "/PL",
      "/Pl/jobs/12",
      "/de/jobs/12",
      "/fr/jobs/12",
      "/pl//jobs/12",
      "/pl/jobs",
      "/pl/merkliste",
      "/plx/jobs/12",
      "/pl/jobs/12?x=1",
      // Company pages are German only (ADR 057); a slug is lowercase.
      "/pl/unternehmen/gaertnerei-mueller",
      "/unternehmen/Gaertnerei",
      "/unternehmen/gaertnerei/x",
    ]) {
      await visit(app, "br", {}, url);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await visit(app, "br", {}, url)).cache, url).toBeUndefined();
    }
    await app.close();
  });

  it("drops a company page when an ad or an employer changes, as the lists (ADR 057)", async () => {
    const { app, renders, invalidate } = await appWithPageCache();
    const url = "/unternehmen/baumschule-lorenz";
    await untilHit(app, "br", url);
    const rendered = renders();
    // Another ad's page changing leaves the job pages alone but not the lists: one of the
    // company's ads may have been published or ended.
    invalidate({ jobs: [4711] });
    expect((await visit(app, "br", {}, url)).cache).toBe("miss");
    await untilHit(app, "br", url);
    // A rename gives the page another address (the old one answers 301, never stored) and the
    // profile's text, logo and website are on it: any employer's change drops it.
    invalidate({ employers: [7] });
    expect((await visit(app, "br", {}, url)).cache).toBe("miss");
    expect(renders()).toBe(rendered + 2);
    await app.close();
  });

  it("serves the recently visited pages and renders the least recently visited again", async () => {
    const sectors = ["/jobs-im-bereich/a", "/jobs-im-bereich/b", "/jobs-im-bereich/c"] as const;
    // About two pages of brotli bytes: room for two of the three pages.
    const probe = await appWithPageCache();
    const stored = await untilHit(probe.app, "br", sectors[0]);
    await probe.app.close();
    const { app, renders } = await appWithPageCache(2 * (stored.size + 1024) + 512);

    await untilHit(app, "br", sectors[0]);
    await untilHit(app, "br", sectors[1]);
    // "a" served again: "b" is now the least recently served, and "c" pushes it out.
    expect((await visit(app, "br", {}, sectors[0])).cache).toBe("hit");
    await untilHit(app, "br", sectors[2]);
    const rendered = renders();
    expect((await visit(app, "br", {}, sectors[0])).cache).toBe("hit");
    expect((await visit(app, "br", {}, sectors[2])).cache).toBe("hit");
    const again = await visit(app, "br", {}, sectors[1]);
    expect(again).toMatchObject({ cache: "miss", html: pageAt(sectors[1]) });
    expect(renders()).toBe(rendered + 1);
    await app.close();
  });
});
