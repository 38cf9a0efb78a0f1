import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
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
 * Both middlewares are built once. @fastify/helmet (used before) called `helmet(options)` on
 * every request, which parsed and validated the whole policy each time, and the nonce was drawn
 * for JSON answers too, which run no scripts: together about 8 % of the app's CPU in the search
 * route's profile (docs/performance.md). JSON and files get the same policy without a nonce.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const build = (withNonce: boolean) =>
    helmet({
      contentSecurityPolicy: options.csp
        ? {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: withNonce
                ? ["'self'", (req) => `'nonce-${(req as { cspNonce?: string }).cspNonce}'`]
                : ["'self'"],
              // Inline style attributes come from SSR markup (toasts, map); they cannot run code.
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "blob:", options.tileOrigin].filter(Boolean) as string[],
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
  const forPages = build(true);
  const forOthers = build(false);
  const ignore = () => {};

  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.raw as IncomingMessage & { cspNonce?: string };
    const res = reply.raw as ServerResponse;
    if (request.routeOptions.url === PAGE_ROUTE) {
      request.cspNonce = nextNonce();
      raw.cspNonce = request.cspNonce;
      forPages(raw, res, ignore);
    } else {
      forOthers(raw, res, ignore);
    }
    done();
  });
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
