import type { FastifyRequest } from "fastify";
import type { WebServices } from "#shared/load-context.ts";
import type { Deps } from "./deps.ts";
import { APP_MODULES } from "./modules/index.ts";
import { composeServices } from "./modules/module.ts";
import { findUnstorableText } from "./platform/unstorable-text.ts";

/**
 * The services route loaders may call, bound to this request (its session, its user): each
 * module's part (its `services` in modules/<name>/module.ts), put together.
 */
export function createWebServices(deps: Deps, request: FastifyRequest): WebServices {
  const services: WebServices = composeServices(APP_MODULES, deps, request);
  return refuseUnstorableArguments(services);
}

/**
 * A page address with text PostgreSQL cannot store (`/ueber-uns%00`, `/blog/x%00`, a staff
 * filter `?search=%00`) reaches the services as a slug or a filter. Every service of a loader
 * passes through here: such an argument answers the NotFound page (a thrown 404 response, which
 * the root ErrorBoundary renders in the app shell) instead of failing inside the query. The API
 * routes refuse the same text before validation (platform/unstorable-text.ts).
 */
function refuseUnstorableArguments<T extends object>(services: T): T {
  const guarded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(services)) {
    guarded[name] =
      typeof value === "function"
        ? (...args: unknown[]) => {
            if (findUnstorableText(args)) throw new Response(null, { status: 404 });
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value && typeof value === "object"
          ? refuseUnstorableArguments(value)
          : value;
  }
  return guarded as T;
}
