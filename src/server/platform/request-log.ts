import type { FastifyInstance } from "fastify";

/** Query parameters whose values are secrets or personal data: never in the log. */
const SECRET_PARAMS = /^(?:signature|token|email|session_id|code|password)$/i;
/**
 * Tokens that are path segments: the password reset's, the first staff account's setup
 * (`/einrichtung/{token}`), the team invitations', the job alerts' and the applications' links
 * (each opens personal data or changes it for whoever holds it), also under a language's prefix
 * (`/pl/bewerbung/{token}`, ADR 051) and in any case, as the router matches them; and the
 * e-mail verification link's hash, a SHA-256 of the address (anyone with a list of addresses
 * finds it).
 */
const SECRET_PATH =
  /^(\/(?:[a-z]{2}\/)?(?:reset-password|einrichtung|einladung|bewerbung|api\/applications\/by-token|suchauftraege|suchauftrag\/bestaetigen|suchauftrag\/abmelden|api\/job-alerts\/manage|api\/job-alerts\/unsubscribe|email\/verify\/[^/?#]+)\/)[^/?#]+/i;

/**
 * The path as the router reads it: percent-escapes decoded and `.`/`..` segments resolved
 * (`/x/../%65inladung/{token}` opens the invitation page too); undefined for the path itself.
 */
function routedPath(path: string): string | undefined {
  // Most paths have nothing to resolve: no URL object per request for them.
  if (!/%|\/\.|\\/.test(path)) return undefined;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the dot segments alone.
  }
  // Decoded `?` and `#` are part of a segment, as for the router.
  const routed = new URL(decoded.replace(/\?/g, "%3F").replace(/#/g, "%23"), "http://x").pathname;
  return routed === path ? undefined : routed;
}

/** The path without a token: as sent where the token stands where it is matched, else as routed. */
function pathForLog(path: string): string {
  if (SECRET_PATH.test(path)) return path.replace(SECRET_PATH, "$1…");
  const routed = routedPath(path);
  const match = routed === undefined ? null : SECRET_PATH.exec(routed);
  // A derived token is `…` already where it stood: the path as sent keeps its spelling.
  if (!match || /^(?:…|%E2%80%A6)$/i.test(match[0].slice(match[1]!.length))) return path;
  return routed!.replace(SECRET_PATH, "$1…");
}

/**
 * A derived link token (platform/derived-tokens.ts: `{id}.{43 characters}`) wherever it stands:
 * in a spelling the router normalises (`/pl/x/../bewerbung/…`) or in another request's query,
 * such as React Router's `/__manifest?paths=…`, which names the links a page shows.
 */
const DERIVED_TOKEN = /\d{1,10}\.[A-Za-z0-9_-]{43}/g;

/**
 * The request's URL as the log may keep it (docs/ARCHITECTURE.md: no passwords or tokens in logs): the
 * password-reset token in the path and the values of secret query parameters (the e-mail
 * verification link's signature, an e-mail address, Stripe's session id) become `…`.
 */
export function urlForLog(sent: string): string {
  const url = sent.replace(DERIVED_TOKEN, "…");
  const queryAt = url.indexOf("?");
  const path = pathForLog(queryAt < 0 ? url : url.slice(0, queryAt));
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=…` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/**
 * One log line per answered request (method, URL without secrets, client address, status,
 * milliseconds) instead of Fastify's two ("incoming request" and "request completed", each
 * with serialised request objects: 3 % of a search's CPU in the profile, docs/performance.md).
 * Fastify's own lines are switched off in app.ts (`LogController` with `disableRequestLogging`).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: urlForLog(request.url),
        ip: request.ip,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request completed",
    );
    done();
  });
}
