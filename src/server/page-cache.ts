import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import type { SearchEngine } from "./modules/search/engine.ts";
import { SESSION_COOKIE } from "./platform/session.ts";

/**
 * A short-lived cache of the public pages first visits and crawlers ask for most: `/`,
 * `/jobs/{id}` and `/jobs-im-bereich/{slug}`, rendered for a visitor without a session (ADR 017).
 * Rendering such a page with React costs 3–5 ms of CPU; serving it again costs a string join.
 *
 * - Only GET without a query string and without the session cookie; only 200 and 410 answers
 *   that set no cookie. Everything else renders as before.
 * - The CSP nonce differs per request: the stored page is split at its nonce and joined with
 *   the new request's nonce, which helmet has already put into this response's policy.
 * - The change feed of ADR 008 drops a job's page when the ad or its employer changes, the list
 *   pages (`/`, sector pages) when any ad changes, and everything on a full reload (e.g. a
 *   sector renamed) or a change to a content page or blog post (migration 0012).
 * - A job's page is not served past the ad's end; the lists lose an ad that merely expired by
 *   the clock within `ttlMs`.
 */
const CACHEABLE_PATH = /^\/(?:jobs\/(\d{1,9})|jobs-im-bereich\/[a-z0-9-]{1,80})?$/;
/** Headers of the rendered answer worth keeping; helmet's are set anew per request. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "x-robots-tag", "link"];
const MAX_ENTRIES = 5_000;
const MAX_PAGE_BYTES = 512 * 1024;

interface Page {
  status: number;
  headers: [string, string][];
  /** The page split at the nonce of the request that rendered it, encoded once (UTF-8). */
  parts: Buffer[];
  /** Not served after this time (ms): the time-to-live, or the ad's end if sooner. */
  validUntil: number;
  jobId: number | undefined;
}

declare module "fastify" {
  interface FastifyRequest {
    pageCacheKey?: string;
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
  options: { ttlMs: number },
): void {
  if (options.ttlMs <= 0) return;
  const pages = new Map<string, Page>();

  search.onInvalidate(({ jobs, employers, all, content }) => {
    if (all || content || employers.length > 0) {
      // An employer's name or logo is on its ads' pages and on the lists; a page's text or a
      // blog post (the navigation links the blog) on every page.
      pages.clear();
      return;
    }
    const changed = new Set(jobs);
    for (const [key, page] of pages) {
      if (page.jobId === undefined || changed.has(page.jobId)) pages.delete(key);
    }
  });

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const key = cacheKey(request);
    if (!key) return;
    request.pageCacheKey = key;
    await search.refresh();
    const page = pages.get(key);
    if (!page) return;
    if (Date.now() >= page.validUntil) {
      pages.delete(key);
      return;
    }
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header("x-page-cache", "hit");
    const nonce = Buffer.from(request.cspNonce);
    const pieces: Buffer[] = [page.parts[0]!];
    for (let i = 1; i < page.parts.length; i++) pieces.push(nonce, page.parts[i]!);
    return reply.send(Buffer.concat(pieces));
  });

  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = request.pageCacheKey;
    if (!key || reply.getHeader("x-page-cache") === "hit") return payload;
    if (reply.statusCode !== 200 && reply.statusCode !== 410) return payload;
    if (reply.hasHeader("set-cookie")) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!type.startsWith("text/html")) return payload;
    const html = await readAll(payload);
    if (html === undefined) return payload;
    if (html.length <= MAX_PAGE_BYTES && request.cspNonce) {
      const jobId = Number(CACHEABLE_PATH.exec(key)?.[1]) || undefined;
      let validUntil = Date.now() + options.ttlMs;
      if (jobId !== undefined) {
        // The detail the page was rendered from is in the engine's cache: no extra query.
        const ends = (await search.advertisement(jobId))?.expires_at;
        if (ends) validUntil = Math.min(validUntil, Date.parse(ends));
      }
      if (pages.size >= MAX_ENTRIES) pages.clear();
      pages.set(key, {
        status: reply.statusCode,
        headers: KEPT_HEADERS.flatMap((name) => {
          const value = reply.getHeader(name);
          return value === undefined ? [] : [[name, String(value)] as [string, string]];
        }),
        parts: html.split(request.cspNonce).map((part) => Buffer.from(part)),
        validUntil,
        jobId,
      });
    }
    reply.header("x-page-cache", "miss");
    return html;
  });
}

/** The whole body as text (React Router streams it); undefined for a body of another kind. */
async function readAll(payload: unknown): Promise<string | undefined> {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  if (payload && typeof (payload as Readable)[Symbol.asyncIterator] === "function") {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) {
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
    }
    return Buffer.concat(chunks).toString("utf8");
  }
  return undefined;
}
