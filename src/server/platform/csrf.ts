import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "#server/config.ts";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Server-to-server callbacks authenticate themselves (Stripe signs its webhook). */
const EXEMPT_PATHS = new Set(["/api/stripe/webhook"]);
/**
 * One-click unsubscribe (RFC 8058): the mail provider posts `List-Unsubscribe=One-Click`
 * without cookies, Origin or our header. The token in the path is the authorisation, and the
 * route only deletes the alert it names (modules/job-alerts/routes.ts).
 */
const EXEMPT_PREFIXES = ["/api/job-alerts/unsubscribe/"];

/**
 * CSRF rule of docs/ARCHITECTURE.md: every mutating request carries `X-Requested-With:
 * XMLHttpRequest` (a header a cross-site form cannot send without a CORS preflight we never
 * grant) and, when the browser sends an Origin, it is our own.
 */
export function csrfGuard(config: Config) {
  const allowedOrigin = new URL(config.appUrl).origin;
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split("?")[0] ?? "";
    if (EXEMPT_PATHS.has(path) || EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    if (request.headers["x-requested-with"] !== "XMLHttpRequest") {
      throw new AppError(
        419,
        "Die Anfrage konnte nicht bestätigt werden. Bitte die Seite neu laden und es erneut versuchen.",
      );
    }
    const origin = request.headers.origin;
    if (origin && origin !== allowedOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new AppError(419, "Anfragen von fremden Seiten werden nicht angenommen.");
    }
  };
}
