import type { FastifyRequest } from "fastify";

/**
 * Whether the request's Accept-Encoding names `coding` without refusing it (`q=0`). A client
 * that sends `x-no-compression` (which @fastify/compress honours) takes no coding at all.
 */
export function acceptsEncoding(request: FastifyRequest, coding: "br" | "gzip"): boolean {
  if (request.headers["x-no-compression"] !== undefined) return false;
  const header = request.headers["accept-encoding"];
  const value = (Array.isArray(header) ? header.join(",") : (header ?? "")).toLowerCase();
  return value.split(",").some((part) => {
    const [token, ...params] = part.trim().split(";");
    return token === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}
