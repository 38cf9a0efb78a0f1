import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { Deps } from "#server/deps.ts";
import { requireOwner, requireStaff, requireUser } from "./session.ts";

/**
 * Who may call a route: anyone, a signed-in user, the owner of an employer's account (not its
 * members: the team and the billing, ADR 058), or staff.
 */
type Access = "public" | "user" | "owner" | "staff";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Overrides what the route's path and response schema imply (see `accessOf`). */
    access?: Access;
  }
}

const STAFF_PREFIX = "/api/admin/";

/**
 * A route's access, declared where it is read anyway: everything under /api/admin/ is staff's;
 * a route whose schema declares a 401 answer needs a signed-in user; `config.access` says
 * otherwise where that is wrong (e.g. a list that needs a user only for `?mine=1`). New routes
 * get their check without remembering to add one.
 */
function accessOf(route: Pick<RouteOptions, "url" | "config" | "schema">): Access {
  const declared = (route.config as { access?: Access } | undefined)?.access;
  if (declared) return declared;
  if (route.url.startsWith(STAFF_PREFIX)) return "staff";
  const responses = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return responses && "401" in responses ? "user" : "public";
}

/**
 * Checks the session (and the staff role) in onRequest, before the body is read or validated:
 * a caller without the right gets 401/403 and learns nothing about the route's fields (a 422
 * would name them). After the global CSRF guard and a route's rate limit, which are onRequest
 * hooks registered earlier. The handlers still call requireUser/requireStaff for the user
 * object; the session is looked up once per request (platform/session.ts `currentUser`).
 */
export function registerAccessChecks(app: FastifyInstance, deps: Pick<Deps, "db">): void {
  const checks: Record<Exclude<Access, "public">, (request: FastifyRequest) => Promise<void>> = {
    user: async (request) => {
      await requireUser(deps, request);
    },
    owner: async (request) => {
      await requireOwner(deps, request);
    },
    staff: async (request) => {
      await requireStaff(deps, request);
    },
  };
  app.addHook("onRoute", (route) => {
    const access = accessOf(route);
    if (access === "public") return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, checks[access]];
  });
}
