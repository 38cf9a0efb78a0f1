/**
 * Response serialiser for the hot public read routes (search, list, newest, job detail).
 *
 * Their answers are built field by field from typed rows (`toSummary`, `selectAdvertisement`),
 * so nothing undocumented can slip in; validating a dozen cards with zod on every request cost
 * about a sixth of the search route's throughput (docs/performance.md). The route keeps its
 * response schema for the OpenAPI document, and tests/api/read-shapes.test.ts checks that
 * every answer equals its schema's parse (extra or missing fields fail).
 *
 * The cards and ads these routes answer with come from the search engine's caches and are
 * frozen there (`cachedForJson`). Their UTF-8 JSON is made once per object, the first time one
 * is answered as JSON, and the answer is put together from those bytes: JSON.stringify and
 * UTF-8 encoding of a 15 KiB page of twelve cards took about 0.12 ms per search, more than the
 * index scan at 100,000 ads. Not before: the job pages' HTML reads the same cached ads and never
 * needs their JSON, and 20,000 cold job pages kept ~26 MB of bytes nobody asked for
 * (docs/deploy.md "Memory per process").
 */

import { ownBytes } from "./own-buffer.ts";

/** The objects `cachedForJson` froze: their bytes, once made, stay right. */
const frozen = new WeakSet<object>();
const bytes = new WeakMap<object, Buffer>();
/** Distances of a page of search results, by position (JSON.stringify skips symbol keys). */
const DISTANCES = Symbol("distances");

/**
 * Freezes an object (deeply) that a cache hands out from now on and marks it for serialising
 * once. Frozen, a change by mistake throws instead of making its cached bytes wrong.
 */
export function cachedForJson<T extends object>(value: T): T {
  if (frozen.has(value)) return value;
  deepFreeze(value);
  frozen.add(value);
  return value;
}

/** A cached object's bytes, made on its first answer; undefined for anything else. */
function cachedBytes(value: unknown): Buffer | undefined {
  if (value === null || typeof value !== "object" || !frozen.has(value)) return undefined;
  let made = bytes.get(value);
  if (!made) {
    made = ownBytes(JSON.stringify(value));
    bytes.set(value, made);
  }
  return made;
}

/**
 * A page of search results: the cached cards as they are, each answered with its distance in
 * km as its last member `distance_km` (no copy of a card per result).
 */
export function withDistances<T extends { data: object[] }>(page: T, km: number[]): T {
  return Object.assign(page, { [DISTANCES]: km });
}

function deepFreeze(value: object): void {
  Object.freeze(value);
  for (const child of Object.values(value)) {
    if (child !== null && typeof child === "object" && !Object.isFrozen(child)) deepFreeze(child);
  }
}

const COMMA = Buffer.from(",");
const OPEN_LIST = Buffer.from('{"data":[');
const OPEN_ONE = Buffer.from('{"data":');

function itemBytes(item: unknown): Buffer {
  return cachedBytes(item) ?? Buffer.from(JSON.stringify(item) ?? "null");
}

/** A card with its distance: its text without the closing brace, then the distance. */
function withDistanceBytes(item: unknown, km: number): Buffer[] {
  const text = itemBytes(item);
  return [text.subarray(0, text.length - 1), Buffer.from(`,"distance_km":${JSON.stringify(km)}}`)];
}

/** `{"data": …, …rest}` with `data` from cached bytes where there are any. */
export function serializeTrusted(payload: unknown): string | Buffer {
  if (payload === null || typeof payload !== "object" || !("data" in payload)) {
    return JSON.stringify(payload);
  }
  const distances = (payload as { [DISTANCES]?: number[] })[DISTANCES];
  const { data, ...rest } = payload as { data: unknown };
  const restText = JSON.stringify(rest);
  // `rest` as members after `data`: `,"total":…}` or just `}`.
  const tail = Buffer.from(restText === "{}" ? "}" : `,${restText.slice(1)}`);
  if (Array.isArray(data)) {
    const parts: Buffer[] = [OPEN_LIST];
    data.forEach((item, i) => {
      if (i > 0) parts.push(COMMA);
      if (distances) parts.push(...withDistanceBytes(item, distances[i]!));
      else parts.push(itemBytes(item));
    });
    parts.push(Buffer.from("]"), tail);
    return Buffer.concat(parts);
  }
  const cached = cachedBytes(data);
  if (!cached) return JSON.stringify(payload);
  return Buffer.concat([OPEN_ONE, cached, tail]);
}

/**
 * Fastify sends a Buffer from a serialiser as it is (lib/reply.js `onSendEnd` takes strings and
 * Buffers; @fastify/compress too), though its type names only strings.
 */
export const trustedJson = () => serializeTrusted as (payload: unknown) => string;
