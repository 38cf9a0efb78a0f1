import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, Tx } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { employers, employerUsers, sessions, users } from "#server/db/schema.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { TEAM_MESSAGES } from "#shared/schemas/teams.ts";
import { AppError } from "./errors.ts";
import { endSessionsLive } from "./realtime/broadcaster.ts";

// Server-side sessions (docs/ARCHITECTURE.md). The cookie holds a random token (32 bytes); the
// database holds only its SHA-256. A login always creates a new session (the old one of the
// same browser is deleted: no session fixation). Expiry: 2 hours after the last request, or
// 30 days for "angemeldet bleiben". Whatever ends a session here also ends the live
// subscriptions it authorised (endSessionsLive, platform/realtime/hub.ts).

export const SESSION_COOKIE = "ww_session";
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most once per minute, not on every request. */
const TOUCH_AFTER_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function findSessionUser(db: Db, token: string): Promise<CurrentUser | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const [row] = await db
    .select({
      user: users,
      impersonator_id: sessions.impersonator_id,
      last_seen_at: sessions.last_seen_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expires_at, new Date())))
    .limit(1);
  if (!row) return null;

  if (Date.now() - row.last_seen_at.getTime() > TOUCH_AFTER_MS) {
    // Rolling idle expiry; a remembered session keeps its longer expiry.
    await db
      .update(sessions)
      .set({
        last_seen_at: new Date(),
        expires_at: sql`greatest(${sessions.expires_at}, ${new Date(Date.now() + SESSION_IDLE_MS).toISOString()}::timestamptz)`,
      })
      .where(eq(sessions.id, hashToken(token)));
  }

  const [employerRows, impersonator] = await Promise.all([
    db
      .select({ id: employers.id, name: employers.name, role: employerUsers.role })
      .from(employerUsers)
      .innerJoin(employers, eq(employers.id, employerUsers.employer_id))
      .where(eq(employerUsers.user_id, row.user.id))
      .orderBy(employers.id),
    row.impersonator_id
      ? db
          .select({ id: users.id, name: users.name, role: users.role })
          .from(users)
          .where(inArray(users.id, [row.impersonator_id]))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
  ]);
  // Impersonation is a staff right: once the staff member is no longer staff, the session
  // acting on their behalf is no session at all (it is not handed to the employer either).
  if (row.impersonator_id && impersonator?.role !== "admin") return null;

  return {
    id: row.user.id,
    name: row.user.name,
    email: row.user.email,
    email_verified_at: row.user.email_verified_at?.toISOString() ?? null,
    pending_email: row.user.pending_email,
    is_admin: row.user.role === "admin",
    impersonator: impersonator && { id: impersonator.id, name: impersonator.name },
    employers: {
      data: employerRows.map((e) => ({ ...e, role: e.role === "member" ? "member" : "owner" })),
    },
  };
}

const resolved = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();

/**
 * The request's user, looked up once per request however often it is asked for; `refresh`
 * reads it again after the request changed it.
 */
export function currentUser(
  db: Db,
  request: FastifyRequest,
  options: { refresh?: boolean } = {},
): Promise<CurrentUser | null> {
  let pending = options.refresh ? undefined : resolved.get(request);
  if (!pending) {
    const token = request.cookies[SESSION_COOKIE];
    pending = token ? findSessionUser(db, token) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

/** The SHA-256 of the request's session token, when it carries one. */
export function sessionTokenHash(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : undefined;
}

/** The request's user, or 401 `{ message: "Sie sind nicht angemeldet." }`. */
export async function requireUser(deps: Pick<Deps, "db">, request: FastifyRequest) {
  const user = await currentUser(deps.db, request);
  if (!user) throw AppError.unauthenticated();
  return user;
}

/**
 * Staff only (role admin), and not while impersonating an employer: then the session's user is
 * the employer, so staff rights end with the impersonation.
 */
export async function requireStaff(deps: Pick<Deps, "db">, request: FastifyRequest) {
  const user = await requireUser(deps, request);
  assertStaff(user);
  return user;
}

/**
 * The owner's rights (ADR 058): managing the team and the billing. A member of the employer is
 * refused; anyone else passes to the route, which checks its own employer (staff without one
 * get the route's own answer).
 */
export async function requireOwner(deps: Pick<Deps, "db">, request: FastifyRequest) {
  const user = await requireUser(deps, request);
  assertOwner(user);
  return user;
}

export function assertOwner(user: CurrentUser): void {
  if (user.employers.data[0]?.role === "member")
    throw AppError.of("team.owner_only", TEAM_MESSAGES.ownerOnly);
}

/** Staff services check the role themselves too (a session impersonating an employer is not staff). */
export function assertStaff(user: CurrentUser): void {
  if (!user.is_admin)
    throw AppError.forbidden("Dieser Bereich ist nur für das Wurzelwerk-Team.", "auth.not_staff");
}

function cookieOptions(secure: boolean) {
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure };
}

type SessionDeps = Pick<Deps, "db" | "realtime">;

/**
 * Starts a new session for the user and sets its cookie. The browser's previous session (if
 * any) is deleted, so the session id always changes on login (rotation).
 */
export async function startSession(
  deps: SessionDeps,
  reply: FastifyReply,
  userId: number,
  options: { remember?: boolean; secure: boolean },
): Promise<string> {
  const previous = sessionTokenHash(reply.request);
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const expiresAt = new Date(now + (options.remember ? SESSION_REMEMBER_MS : SESSION_IDLE_MS));
  await deps.db.transaction(async (tx) => {
    if (previous) await tx.delete(sessions).where(eq(sessions.id, previous));
    await tx
      .insert(sessions)
      .values({ id: hashToken(token), user_id: userId, expires_at: expiresAt });
  });
  // Expired sessions of this user are cleaned up on the way.
  const expired = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), lt(sessions.expires_at, new Date(now))))
    .returning({ id: sessions.id });
  await endSessionsLive(deps.realtime, [
    ...(previous ? [previous] : []),
    ...expired.map((s) => s.id),
  ]);
  resolved.delete(reply.request);
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(options.secure),
    // Without "angemeldet bleiben" the cookie ends with the browser (and the server's 2 h).
    ...(options.remember ? { maxAge: SESSION_REMEMBER_MS / 1000 } : {}),
  });
  return token;
}

/** Deletes the request's session and clears the cookie. */
export async function endSession(
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean },
): Promise<void> {
  const current = sessionTokenHash(request);
  if (current) {
    await deps.db.delete(sessions).where(eq(sessions.id, current));
    await endSessionsLive(deps.realtime, [current]);
  }
  resolved.delete(request);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(options.secure));
}

/**
 * Ends every session of the user except the one with `keepTokenHash` (password change and
 * reset end all, the verification of a new account keeps its own): the sessions signed in as
 * the user, and the sessions in which the user — a staff member — acts as an employer
 * (impersonation). Otherwise such a session
 * would outlive the staff member's new password and, on "Undo Impersonate", get their staff
 * rights back.
 *
 * A staff member who changes the password of the employer they act as (they must know its
 * current password) does so in the employer's name: the impersonating session ends with the
 * employer's others (auth/account.ts updatePassword). When the employer changes or resets
 * their own password, a staff session acting as them ends too (signed out, not handed back to staff):
 * whoever acts as the account must do so after the change.
 *
 * For a deleted account: call this (without `keepTokenHash`) before the user row goes, so the
 * open websockets stop hearing the account's channels at once.
 */
export async function endOtherSessions(
  deps: SessionDeps,
  userId: number,
  keepTokenHash?: string,
): Promise<void> {
  const ofUser = or(eq(sessions.user_id, userId), eq(sessions.impersonator_id, userId));
  const ended = await deps.db
    .delete(sessions)
    .where(keepTokenHash ? and(ofUser, ne(sessions.id, keepTokenHash)) : ofUser)
    .returning({ id: sessions.id });
  await endSessionsLive(
    deps.realtime,
    ended.map((s) => s.id),
  );
}

/**
 * Deletes the accounts and answers the ids (token hashes) of their sessions, which end with them,
 * so the caller can drop those sessions' live subscriptions once the transaction is committed.
 * A deleted staff member's sessions acting as an employer (impersonation) are theirs too: the
 * foreign key would delete them silently, and their open subscriptions would stay.
 */
export async function deleteAccounts(tx: Tx, userIds: number[]): Promise<string[]> {
  if (!userIds.length) return [];
  const ended = await tx
    .delete(sessions)
    .where(or(inArray(sessions.user_id, userIds), inArray(sessions.impersonator_id, userIds)))
    .returning({ id: sessions.id });
  await tx.delete(users).where(inArray(users.id, userIds));
  return ended.map((session) => session.id);
}
