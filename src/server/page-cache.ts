import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SearchEngine } from "./modules/search/engine.ts";
import { acceptsEncoding } from "./platform/accept-encoding.ts";
import { brotliParams } from "./platform/brotli.ts";
import { ownCopy } from "./platform/own-buffer.ts";
import { SESSION_COOKIE } from "./platform/session.ts";

/**
 * A short-lived cache of the public pages first visits and crawlers ask for most: `/`,
 * `/jobs/{id}`, `/jobs-im-bereich/{slug}` and `/unternehmen/{slug}`, rendered for a visitor
 * without a session (ADR 017, 057).
 * Rendering such a page with React costs 3–5 ms of CPU and compressing it another 1–2 ms;
 * serving it again costs a buffer write.
 *
 * - Only GET without a query string and without the session cookie; only 200 and 410 answers
 *   that set no cookie. Everything else renders as before.
 * - A nonce must not be reused, and a page with a nonce per request could not be stored
 *   compressed. So a page served from the cache allows its inline scripts by their SHA-256
 *   hashes (CSP level 2) instead of a nonce: the page policy of this request gets the stored
 *   page's hashes in place of a nonce (`reply.setPageScripts`), and the page's own nonce
 *   attributes, left from the render, match nothing. Script files still load by 'self'.
 * - Stored as brotli only (a miss answers a brotli-taking browser with those bytes): every browser
 *   and the big crawlers take brotli, and the page as is would be five times the bytes. gzip is
 *   made for the first client that takes gzip but not brotli and kept beside it; a client that
 *   takes neither gets the brotli bytes decompressed. Served in the encoding accepted.
 * - Bounded by the bytes it holds (`maxBytes`, PAGE_CACHE_MB): the least recently served pages
 *   make room (ADR 041). Pages past their `validUntil` are dropped once per `ttlMs` too, so a
 *   crawl's pages do not stay in memory after it.
 * - The change feed of ADR 008 drops a job's page when the ad or its employer changes, the list
 *   pages (`/`, sector and company pages) when any ad changes, and everything on a full reload (e.g. a
 *   sector renamed) or a change to a content page or blog post (migration 0012).
 * - A job's page is not served past the ad's end; the lists lose an ad that merely expired by
 *   the clock within `ttlMs`.
 */
// The same pages under each language's prefix (ADR 051), lowercase only and without a trailing
// slash (`/PL`, `/pl/` render with their canonical, uncached); group 1 is a job page's id.
// A company page (ADR 057) is German only; it is a list in the cache's eyes (no job id).
const CACHEABLE_PATH =
  /^\/(?:(?:en|pl|ro|uk)|(?:(?:en|pl|ro|uk)\/)?(?:jobs\/(\d{1,9})|jobs-im-bereich\/[a-z0-9-]{1,80})|unternehmen\/[a-z0-9-]{1,80})?$/;
/** Headers of the rendered answer worth keeping; helmet's are set anew per request. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "x-robots-tag", "link"];
const MAX_PAGE_BYTES = 512 * 1024;
/**
 * What a stored page holds besides its bodies and strings (the objects, the map's entry),
 * counted so that a budget of small pages is not exceeded by their bookkeeping.
 */
const PAGE_OVERHEAD_BYTES = 512;

interface Page {
  status: number;
  headers: [string, string][];
  br: Buffer;
  /** Made for the first client that takes gzip but not brotli, then kept with the page. */
  gzip?: Promise<Buffer>;
  /** `'sha256-…'` of every inline script, for the policy of a served copy. */
  scriptHashes: string;
  /** Not served after this time (ms): the time-to-live, or the ad's end if sooner. */
  validUntil: number;
  jobId: number | undefined;
  /** Counted against the cache's budget: the bodies, strings and {@link PAGE_OVERHEAD_BYTES}. */
  bytes: number;
}

/**
 * Values by key, least recently used first, bounded by the bytes they hold: a Map keeps its
 * insertion order, so a value read is moved to the end and the oldest make room at the start.
 */
export class ByteLru<V extends { bytes: number }> {
  readonly #values = new Map<string, V>();
  #bytes = 0;

  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#values.size;
  }

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.#values.get(key);
    if (value !== undefined) {
      this.#values.delete(key);
      this.#values.set(key, value);
    }
    return value;
  }

  /** Stores the value as the most recently used; one larger than the whole budget is not kept. */
  set(key: string, value: V): void {
    this.delete(key);
    if (value.bytes > this.maxBytes) return;
    this.#values.set(key, value);
    this.#bytes += value.bytes;
    this.#makeRoom();
  }

  /**
   * A stored value grew by `added` bytes (already added to its `bytes`): counted, and the least
   * recently used make room. False when the value is no longer stored under the key.
   */
  grew(key: string, value: V, added: number): boolean {
    if (this.#values.get(key) !== value) return false;
    this.#bytes += added;
    this.#makeRoom();
    return true;
  }

  delete(key: string): void {
    const value = this.#values.get(key);
    if (value === undefined) return;
    this.#values.delete(key);
    this.#bytes -= value.bytes;
  }

  /** Drops every value the predicate names. */
  deleteWhere(predicate: (value: V) => boolean): void {
    for (const [key, value] of this.#values) if (predicate(value)) this.delete(key);
  }

  clear(): void {
    this.#values.clear();
    this.#bytes = 0;
  }

  #makeRoom(): void {
    for (const key of this.#values.keys()) {
      if (this.#bytes <= this.maxBytes) return;
      this.delete(key);
    }
  }
}

declare module "fastify" {
  interface FastifyRequest {
    pageCacheKey?: string;
    /** The cache's generation when this request started rendering. */
    pageCacheGeneration?: number;
  }
}

function cacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== "GET") return undefined;
  const url = request.url;
  if (url.includes("?") || !CACHEABLE_PATH.test(url)) return undefined;
  const cookie = request.headers.cookie;
  if (cookie && cookie.includes(`${SESSION_COOKIE}=`)) return undefined;
  return url;
}

/**
 * Registers the cache's hooks. Call after helmet (its policy header carries the nonce) and
 * before compression (the stored page is the uncompressed HTML).
 */
export function registerPageCache(
  app: FastifyInstance,
  search: SearchEngine,
  options: { ttlMs: number; maxBytes: number },
): void {
  if (options.ttlMs <= 0 || options.maxBytes <= 0) return;
  const pages = new ByteLru<Page>(options.maxBytes);
  // A page past its time is never served again; without this it would wait for the budget.
  const sweep = setInterval(() => {
    const now = Date.now();
    pages.deleteWhere((page) => now >= page.validUntil);
  }, options.ttlMs);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  /**
   * Moves with every invalidation. A page is stored only if no invalidation that concerns it
   * came while it was rendered and compressed (the change may have been read just before the
   * page was stored): for a job's page one of that ad or a global one, for a list any ad.
   */
  let generation = 0;
  let lastGlobal = 0;
  let lastAnyJob = 0;
  const lastJob = new Map<number, number>();
  const changedSince = (started: number, jobId: number | undefined) =>
    lastGlobal > started ||
    (jobId === undefined ? lastAnyJob > started : (lastJob.get(jobId) ?? 0) > started);

  search.onInvalidate(({ jobs, employers, all, content }) => {
    generation += 1;
    if (all || content || employers.length > 0) lastGlobal = generation;
    if (jobs.length > 0) {
      lastAnyJob = generation;
      for (const id of jobs) lastJob.set(id, generation);
      if (lastJob.size > 100_000) {
        lastJob.clear();
        lastGlobal = generation;
      }
    }
    if (all || content || employers.length > 0) {
      // An employer's name or logo is on its ads' pages and on the lists; a page's text or a
      // blog post (the navigation links the blog) on every page.
      pages.clear();
      return;
    }
    const changed = new Set(jobs);
    pages.deleteWhere((page) => page.jobId === undefined || changed.has(page.jobId));
  });

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const key = cacheKey(request);
    if (!key) return;
    request.pageCacheKey = key;
    await search.refresh();
    request.pageCacheGeneration = generation;
    const page = pages.get(key);
    if (!page) return;
    if (Date.now() >= page.validUntil) {
      pages.delete(key);
      return;
    }
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header("x-page-cache", "hit");
    reply.setPageScripts(page.scriptHashes);
    reply.header("vary", "Accept-Encoding");
    const encoding = acceptedEncoding(request);
    if (encoding === "identity") return reply.send(await brotliDecompressAsync(page.br));
    // The encoding is named only once its bytes exist: an error answer must not carry it.
    const bytes = encoding === "br" ? page.br : await gzipOf(key, page);
    reply.header("content-encoding", encoding);
    return reply.send(bytes);
  });

  /**
   * Nearly every browser takes brotli: the gzip copy is made for the first client that does not,
   * and kept with the page (counted against the budget).
   */
  function gzipOf(key: string, page: Page): Promise<Buffer> {
    page.gzip ??= brotliDecompressAsync(page.br)
      .then((identity) => gzipAsync(identity, { level: 6 }))
      .then(
        (sliced) => {
          const bytes = ownCopy(sliced);
          page.bytes += bytes.length;
          pages.grew(key, page, bytes.length);
          return bytes;
        },
        (error: unknown) => {
          // Not kept: the next client that asks tries again.
          page.gzip = undefined;
          throw error;
        },
      );
    return page.gzip;
  }

  async function store(
    key: string,
    status: number,
    headers: [string, string][],
    identity: Buffer,
    br: Promise<Buffer>,
    started: number,
  ): Promise<void> {
    const jobId = Number(CACHEABLE_PATH.exec(key)?.[1]) || undefined;
    let validUntil = Date.now() + options.ttlMs;
    if (jobId !== undefined) {
      // The detail the page was rendered from is in the engine's cache: no extra query.
      const ends = (await search.advertisement(jobId))?.expires_at;
      if (ends) validUntil = Math.min(validUntil, Date.parse(ends));
    }
    const bytes = await br;
    if (changedSince(started, jobId)) return;
    const scriptHashes = inlineScriptHashes(identity);
    pages.set(key, {
      status,
      headers,
      br: bytes,
      scriptHashes,
      validUntil,
      jobId,
      bytes:
        bytes.length +
        key.length +
        scriptHashes.length +
        headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
        PAGE_OVERHEAD_BYTES,
    });
  }

  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = request.pageCacheKey;
    if (!key || reply.getHeader("x-page-cache") === "hit") return payload;
    if (reply.statusCode !== 200 && reply.statusCode !== 410) return payload;
    if (reply.hasHeader("set-cookie")) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!type.startsWith("text/html")) return payload;
    // The page stays bytes from here on: it is stored, compressed and sent as bytes.
    const identity = await readAll(payload);
    if (identity === undefined) return payload;
    reply.header("x-page-cache", "miss");
    if (identity.length > MAX_PAGE_BYTES) return identity;
    const status = reply.statusCode;
    const headers = KEPT_HEADERS.flatMap((name) => {
      const value = reply.getHeader(name);
      return value === undefined ? [] : [[name, String(value)] as [string, string]];
    });
    const started = request.pageCacheGeneration ?? -1;
    // Compressed once, on libuv's thread pool: the copy kept in the cache (stored in the
    // background) and, for a browser that takes brotli, this answer too.
    const br = brotliOf(identity);
    // Handled here too: `store` may await the ad's details before it awaits these bytes.
    br.catch(() => {});
    void store(key, status, headers, identity, br, started).catch((error: unknown) =>
      request.log.warn({ err: error, key }, "page cache: page not stored"),
    );
    if (acceptedEncoding(request) !== "br") {
      // gzip or nothing: @fastify/compress answers as for any other page.
      return identity;
    }
    const bytes = await br.catch(() => undefined);
    if (!bytes) return identity;
    reply.header("vary", "Accept-Encoding");
    reply.header("content-encoding", "br");
    return bytes;
  });
}

/**
 * brotli when the browser takes it, else gzip, else the page as is — also for a client that
 * sends `x-no-compression`, which @fastify/compress honours for every other answer.
 */
function acceptedEncoding(request: FastifyRequest): "br" | "gzip" | "identity" {
  if (acceptsEncoding(request, "br")) return "br";
  if (acceptsEncoding(request, "gzip")) return "gzip";
  return "identity";
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const brotliDecompressAsync = promisify(brotliDecompress);

/**
 * Compressed on libuv's thread pool, not on the event loop (brotli's top qualities took
 * 10–20 ms per page and stalled every other request), with the settings of every answer. A miss
 * compressed the page three times before (the answer, then gzip and brotli for the cache):
 * 0.93 ms for gzip and 0.77 ms for brotli of a 96 KiB job page (docs/performance.md).
 */
async function brotliOf(identity: Buffer): Promise<Buffer> {
  // Kept: zlib hands out a slice of its 64 KiB chunk (own-buffer.ts).
  return ownCopy(await brotliAsync(identity, { params: brotliParams(identity.length) }));
}

/**
 * The CSP source list for every inline script of the page (a script with `src` loads by
 * 'self'; JSON-LD is data and needs none, a hash of it is harmless). Script text is raw in
 * HTML, so the bytes between the tags are what the browser hashes. Read as latin1, one
 * character per byte: the tags are ASCII, no byte of a multi-byte UTF-8 character is `<` or
 * `>`, and encoding a match back as latin1 gives its bytes unchanged — without decoding the
 * page's UTF-8 (a two-byte string of ~90 KiB per job page).
 */
function inlineScriptHashes(page: Buffer): string {
  const hashes = new Set<string>();
  for (const match of page.toString("latin1").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2]!, "latin1").digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

/** The whole body as bytes (React Router streams it); undefined for a body of another kind. */
async function readAll(payload: unknown): Promise<Buffer | undefined> {
  if (typeof payload === "string") return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as Readable)[Symbol.asyncIterator] === "function") {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
    }
    return Buffer.concat(chunks);
  }
  return undefined;
}
