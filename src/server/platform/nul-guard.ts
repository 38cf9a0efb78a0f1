import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

// PostgreSQL text cannot hold the NUL character: a value with one fails inside the query as an
// "invalid byte sequence" (a 500 after possibly other writes). No field of ours has a use for
// it, so a request carrying one is refused before any route sees it.

const MESSAGE = "Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL).";

/** True when a parsed JSON value holds a NUL anywhere, in a key or a string (iterative: bodies may nest deeply). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

export function nulInBodyError(): AppError {
  return new AppError(400, MESSAGE);
}

/** onRequest hook: `%00` in the path or the query string. */
export async function refuseNulInUrl(request: FastifyRequest): Promise<void> {
  if (/%00/i.test(request.url)) throw new AppError(400, MESSAGE);
}
