import { createHash } from "node:crypto";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "#server/db/client.ts";
import { employers, employerUsers, sessions, users } from "#server/db/schema.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";

// Server-side sessions (DESIGN.md "Auth"). The cookie holds a random token; the database
// holds only its hash. Login, logout and rotation arrive with the accounts issue; this
// module already answers "who is this request?" for the API and the root loader.

export const SESSION_COOKIE = "ww_session";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function findSessionUser(db: Db, token: string): Promise<CurrentUser | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const [row] = await db
    .select({ user: users, impersonator_id: sessions.impersonator_id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expires_at, new Date())))
    .limit(1);
  if (!row) return null;

  const [employerRows, impersonator] = await Promise.all([
    db
      .select({ id: employers.id, name: employers.name })
      .from(employerUsers)
      .innerJoin(employers, eq(employers.id, employerUsers.employer_id))
      .where(eq(employerUsers.user_id, row.user.id))
      .orderBy(employers.id),
    row.impersonator_id
      ? db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, [row.impersonator_id]))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
  ]);

  return {
    id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    email_verified_at: row.user.email_verified_at?.toISOString() ?? null,
    is_admin: row.user.role === "admin",
    impersonator,
    employers: { data: employerRows },
  };
}

const resolved = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();

/** The request's user, looked up once per request however often it is asked for. */
export function currentUser(db: Db, request: FastifyRequest): Promise<CurrentUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = request.cookies[SESSION_COOKIE];
    pending = token ? findSessionUser(db, token) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}
