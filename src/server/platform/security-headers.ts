import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet from "helmet";

export interface SecurityHeaderOptions {
  /** Vite's dev server injects inline scripts and a websocket: no policy there. */
  csp: boolean;
  /** Origin of the realtime websocket (ws:// or wss:// of APP_URL). */
  wsOrigin: string;
  /** Origin of the map tiles, if they come from elsewhere. */
  tileOrigin?: string;
  /** https: upgrade-insecure-requests and HSTS. */
  secure: boolean;
}

/** The route React Router's request handler is registered at: every HTML page. */
const PAGE_ROUTE = "*";

/**
 * Helmet's headers on every answer, with a Content-Security-Policy whose script-src carries a
 * fresh nonce on HTML pages only.
 *
 * The middlewares and the page policy are built once (ADR 018). @fastify/helmet (used before) called `helmet(options)` on
 * every request, which parsed and validated the whole policy each time, and the nonce was drawn
 * for JSON answers too, which run no scripts: together about 8 % of the app's CPU in the search
 * route's profile (docs/performance.md). JSON and files get the same policy without a nonce.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  /** Helmet's headers; the policy with these script sources, or none for `null`. */
  const build = (scriptSrc: string[] | null) =>
    helmet({
      contentSecurityPolicy:
        options.csp && scriptSrc
          ? {
              directives: {
                defaultSrc: ["'self'"],
                scriptSrc,
                // Inline style attributes come from SSR markup (toasts, map); they cannot run code.
                styleSrc: ["'self'", "'unsafe-inline'"],
                imgSrc: ["'self'", "data:", "blob:", options.tileOrigin].filter(
                  Boolean,
                ) as string[],
                connectSrc: ["'self'", options.wsOrigin],
                fontSrc: ["'self'", "data:"],
                objectSrc: ["'none'"],
                frameAncestors: ["'none'"],
                baseUri: ["'self'"],
                formAction: ["'self'", "https://checkout.stripe.com"],
                upgradeInsecureRequests: options.secure ? [] : null,
              },
            }
          : false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: options.secure ? undefined : false,
    });
  const forOthers = build(["'self'"]);
  // A page's policy is the same but for its script sources. Helmet validates a directive given
  // as a function on every request (a few per cent of a cached page's CPU), so the page policy
  // is put together from two fixed halves around the sources instead, and set once.
  const forPages = build(null);
  const pagePolicy = options.csp ? policyAround(build(["'self'", PAGE_SCRIPTS])) : undefined;
  const ignore = () => {};

  app.decorateRequest("cspNonce", "");
  app.decorateReply("setPageScripts", function (this: FastifyReply, sources: string) {
    if (pagePolicy) this.raw.setHeader("content-security-policy", pagePolicy(sources));
  });
  app.addHook("onRequest", (request, reply, done) => {
    if (request.routeOptions.url === PAGE_ROUTE) {
      forPages(request.raw, reply.raw, ignore);
      request.cspNonce = nextNonce();
      reply.setPageScripts(`'nonce-${request.cspNonce}'`);
    } else {
      forOthers(request.raw, reply.raw, ignore);
    }
    done();
  });
}

declare module "fastify" {
  interface FastifyReply {
    /**
     * Sets the page's Content-Security-Policy with these script sources beside 'self' (the
     * request's nonce, or the page cache's hashes of a stored page's inline scripts); nothing
     * where the app runs without a policy (Vite's dev server).
     */
    setPageScripts(sources: string): void;
  }
}

/** Stands for a page's script sources in the policy helmet builds once. */
const PAGE_SCRIPTS = "'nonce-PAGE-SCRIPTS'";

/** The policy the middleware writes, as a function of the script sources in place of the marker. */
function policyAround(middleware: ReturnType<typeof helmet>): (sources: string) => string {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  const policy = headers.get("content-security-policy") ?? "";
  const marker = ` ${PAGE_SCRIPTS}`;
  const at = policy.indexOf(marker);
  if (at < 0) throw new Error("Die Seiten-CSP enthält den Platzhalter nicht.");
  const before = policy.slice(0, at);
  const after = policy.slice(at + marker.length);
  return (sources) => (sources ? `${before} ${sources}${after}` : before + after);
}

const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * A fresh nonce of 16 random bytes. The bytes come from the CSPRNG 4 KiB at a time (as Node's
 * randomUUID caches its randomness): `randomBytes(16)` per page was 5 % of a cached page's CPU in
 * the profile. Every nonce is still used once.
 */
export function nextNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(4096);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}
