import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip, gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptsEncoding } from "#server/platform/accept-encoding.ts";
import { ownBytes, ownCopy } from "#server/platform/own-buffer.ts";
import type { Deps } from "#server/deps.ts";

/**
 * A file kept in memory to be sent as it is (the sitemaps and the feeds, ADR 055 and ADR 059):
 * its gzip, and its text where it is small enough to keep twice. A client without gzip gets
 * the text, or the gzip decompressed while it is sent.
 */
export interface KeptFile {
  gzip: Buffer;
  text?: Buffer;
  /** A strong validator of the file's bytes: a client that has them gets a 304. */
  etag: string;
}

const etagOf = (gzip: Buffer) => `"${createHash("sha256").update(gzip).digest("base64url")}"`;

/** A small file: kept as text and gzip. */
export function keptFile(text: string): KeptFile {
  const bytes = ownBytes(text);
  const gzip = ownCopy(gzipSync(bytes));
  return { text: bytes, gzip, etag: etagOf(gzip) };
}

/**
 * A large file written part by part: kept as gzip only, compressed as the parts come, so its
 * whole text is never in memory (the job feed, the sitemaps' files).
 */
export async function keptStream(
  parts: Iterable<string> | AsyncIterable<string>,
): Promise<KeptFile> {
  const chunks: Buffer[] = [];
  await pipeline(Readable.from(parts), createGzip(), async (gzip: AsyncIterable<Buffer>) => {
    for await (const chunk of gzip) chunks.push(chunk);
  });
  const gzip = Buffer.concat(chunks);
  return { gzip, etag: etagOf(gzip) };
}

type Invalidations = Parameters<Parameters<Deps["search"]["onInvalidate"]>[0]>[0];

/**
 * Whether a change can show in a public file about ads: an ad's other than a draft's (a draft's
 * save changes only its owner's editor, and at 100,000 ads drafts are saved all day), an
 * employer's, or a full reload. Content pages and blog posts are in the sitemaps only.
 */
export const showsInAdLists = ({ all, publicJobs, employers }: Invalidations) =>
  all || publicJobs.length > 0 || employers.length > 0;

/** A kept value and until when it may be handed out (ms since the epoch). */
export interface Kept<T> {
  value: T;
  until: number;
}

/**
 * A value's build; `keepUntil` shortens how long the value is kept, to what a kept value it
 * was made from allows (a feed from the shared `listChanges`, `changesCache`).
 */
type Build<T> = (key: string, keepUntil: (until: number) => void) => Promise<T>;

/**
 * Values built once per key and kept until the change feed reports a change that `drops`
 * counts (any change by default) or `maxAgeMs` passes (what the clock ends comes without a
 * change). Concurrent callers of one key share one build; a value built while a change arrived
 * is handed out but not kept, since it may be older than the change.
 */
export function keptEntries<T>(
  deps: Pick<Deps, "search">,
  build: Build<T>,
  options: { maxAgeMs: number; drops?: (changes: Invalidations) => boolean },
): (key: string) => Promise<Kept<T>> {
  const kept = new Map<string, Kept<T>>();
  const building = new Map<string, Promise<Kept<T>>>();
  // Counts the drops: values built while one arrived may be older than the change.
  let epoch = 0;
  deps.search.onInvalidate((changes) => {
    if (options.drops && !options.drops(changes)) return;
    kept.clear();
    epoch += 1;
  });

  return async (key) => {
    // Applies what the change feed reported since the last request.
    await deps.search.refresh();
    const found = kept.get(key);
    if (found && Date.now() < found.until) return found;
    let pending = building.get(key);
    if (!pending) {
      pending = (async () => {
        const before = epoch;
        try {
          let until = Date.now() + options.maxAgeMs;
          const value = await build(key, (bound) => {
            until = Math.min(until, bound);
          });
          const entry = { value, until };
          if (epoch === before) kept.set(key, entry);
          return entry;
        } finally {
          building.delete(key);
        }
      })();
      building.set(key, pending);
    }
    return pending;
  };
}

/** `keptEntries`' values alone. */
export function keptBuilds<T>(
  deps: Pick<Deps, "search">,
  build: Build<T>,
  options: { maxAgeMs: number; drops?: (changes: Invalidations) => boolean },
): (key: string) => Promise<T> {
  const entries = keptEntries(deps, build, options);
  return async (key) => (await entries(key)).value;
}

/**
 * Sends a kept file: its gzip where the client takes gzip, else its text; caches ask again
 * every time, so a change shows at once (staff edits and ads, ADR 015 and ADR 059), and a
 * client that still has the bytes gets a 304. Routes that send kept files are registered with
 * `compress: false`: the file's own gzip is the compression, and a client without gzip gets
 * the text as is rather than a new compression of it per request (a job feed of 100,000 ads).
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  file: KeptFile,
  type: string,
) {
  reply
    .type(type)
    .header("cache-control", "public, no-cache")
    .header("vary", "accept-encoding")
    .header("etag", file.etag);
  const known = request.headers["if-none-match"];
  if (known && known.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag)) {
    return reply.code(304).send();
  }
  if (acceptsEncoding(request, "gzip")) {
    return reply.header("content-encoding", "gzip").send(file.gzip);
  }
  if (file.text) return reply.send(file.text);
  return reply.send(Readable.from([file.gzip]).pipe(createGunzip()));
}
