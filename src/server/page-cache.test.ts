import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import { fastify } from "fastify";
import { describe, expect, it } from "vitest";
import type { Invalidations, SearchEngine } from "./modules/search/engine.ts";
import { registerPageCache } from "./page-cache.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";

// The page cache's encodings (ADR 017): a miss answers a brotli-taking browser with the bytes
// the cache keeps, gzip is made for the first client that asks for it, and every copy is the
// page as rendered. The e2e test (tests/e2e/page-cache.spec.ts) covers real pages and the feed.

// Not ASCII: the policy's hash is over the script's UTF-8 bytes, as the browser computes it.
const SCRIPT = 'window.__ready = "Gärtner – Grünpflege";';
const PAGE = `<!doctype html><html><head><script>${SCRIPT}</script></head><body>${"<p>Baumschule Lorenz sucht Gärtner (m/w/d).</p>".repeat(200)}</body></html>`;

async function appWithPageCache() {
  const listeners: ((changes: Invalidations) => void)[] = [];
  const search = {
    refresh: async () => {},
    onInvalidate: (listener: (changes: Invalidations) => void) => listeners.push(listener),
    advertisement: async () => null,
  } as unknown as SearchEngine;
  const app = fastify();
  registerSecurityHeaders(app, { csp: true, wsOrigin: "ws://127.0.0.1", secure: false });
  registerPageCache(app, search, { ttlMs: 30_000 });
  await app.register(compress, { threshold: 1024 });
  let renders = 0;
  app.get("*", async (_request, reply) => {
    renders += 1;
    return reply.type("text/html; charset=utf-8").send(PAGE);
  });
  await app.ready();
  return { app, renders: () => renders };
}

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === "br"
    ? brotliDecompressSync(body)
    : encoding === "gzip"
      ? gunzipSync(body)
      : body
  ).toString("utf8");

async function visit(
  app: Awaited<ReturnType<typeof appWithPageCache>>["app"],
  accept: string,
  extraHeaders: Record<string, string> = {},
) {
  const res = await app.inject({
    url: "/",
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
    policy: String(res.headers["content-security-policy"]),
  };
}

/** The cache stores in the background: asks until a copy from the cache arrives. */
async function untilHit(app: Awaited<ReturnType<typeof appWithPageCache>>["app"], accept: string) {
  for (let i = 0; i < 100; i++) {
    const answer = await visit(app, accept);
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
