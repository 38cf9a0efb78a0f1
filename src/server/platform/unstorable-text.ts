import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/**
 * Text PostgreSQL cannot store: NUL (text refuses it, SQLSTATE 22021; jsonb refuses `\u0000`,
 * 22P05) and a lone UTF-16 surrogate such as `"\ud800"` (JSON allows the escape, JavaScript
 * keeps it, jsonb refuses it with 22P02 and text would store U+FFFD instead of what was sent).
 * No field of the API accepts either, so they are refused for every route in one place with a
 * German 422 on the field (docs/ARCHITECTURE.md): after validation, so a schema that refuses
 * control characters keeps its own message, and on the validated values, which are what is
 * stored.
 */
declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route stores nothing from its input and answers malformed input its own way (the
     * signed verification link: 403 for any link that is not ours), so it skips the check.
     */
    ownTextCheck?: boolean;
  }
}

export const UNSTORABLE_TEXT_MESSAGE =
  "Enthält ein unzulässiges Zeichen (ein Nullzeichen oder ein unvollständiges Unicode-Zeichen).";

function isUnstorableText(text: string): boolean {
  return text.includes("\u0000") || !text.isWellFormed();
}

// Bodies are limited to 1 MiB and parsed by Fastify's JSON parser, so the depth is bounded by
// the body itself; the limit only keeps a pathological nesting from costing a deep walk twice.
const MAX_DEPTH = 64;

/** The dotted path (`billing_address.email`, `_` for the whole value) of the first unstorable string or key. */
export function findUnstorableText(
  value: unknown,
  path: string[] = [],
  depth = 0,
): string | undefined {
  if (typeof value === "string") return isUnstorableText(value) ? dotted(path) : undefined;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return undefined;
  // The Stripe webhook reads its body as bytes for the signature; bytes are not text.
  if (Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (isUnstorableText(key)) return dotted([...path, key.replace(/[^\p{L}\p{N}_-]/gu, "?")]);
    const found = findUnstorableText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

function dotted(path: string[]): string {
  return path.length ? path.join(".") : "_";
}

/**
 * preHandler for every API route: the path parameters, the query and the JSON body, after the
 * access check (a caller without the right learns nothing about fields, platform/access.ts)
 * and the route's zod schema, before the handler and the route's own preHandlers (checkout's
 * order limit), so no schema and no query has to think of it.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.ownTextCheck) return;
  const field =
    findUnstorableText(request.params) ??
    findUnstorableText(request.query) ??
    findUnstorableText(request.body);
  if (field) throw AppError.validation({ [field]: [UNSTORABLE_TEXT_MESSAGE] });
}
