import { and, eq, exists } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { employerUsers, sessions, users } from "#server/db/schema.ts";
import { recordAudit } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import { endSessionsLive } from "#server/platform/realtime/broadcaster.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";

// Staff act as an employer (docs/product.md "Impersonation"): the staff member's own session now
// belongs to the employer and remembers who the staff member is; DELETE /impersonation gives
// it back. Staff rights end while impersonating (requireStaff sees the employer), staff
// accounts cannot be taken over, and both steps are in the employer's audit trail. The staff
// member's password change or reset ends the session (platform/session.ts endOtherSessions);
// so does losing the staff role (findSessionUser). Either step ends the live subscriptions
// the session held as its former user.

async function firstEmployerOf(deps: Pick<Deps, "db">, userId: number): Promise<number | null> {
  const [row] = await deps.db
    .select({ id: employerUsers.employer_id })
    .from(employerUsers)
    .where(eq(employerUsers.user_id, userId))
    .orderBy(employerUsers.employer_id)
    .limit(1);
  return row?.id ?? null;
}

export async function startImpersonation(
  deps: Pick<Deps, "db" | "realtime">,
  staff: CurrentUser,
  sessionId: string,
  targetId: number,
): Promise<void> {
  if (targetId === staff.id) {
    throw AppError.forbidden("Sie können Ihr eigenes Konto nicht übernehmen.");
  }
  const [target] = await deps.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, targetId));
  if (!target) throw AppError.notFound("Dieses Konto gibt es nicht.");
  if (target.role === "admin") {
    throw AppError.forbidden("Konten des Wurzelwerk-Teams können nicht übernommen werden.");
  }
  const employerId = await firstEmployerOf(deps, targetId);
  await deps.db.transaction(async (tx) => {
    const moved = await tx
      .update(sessions)
      .set({ user_id: targetId, impersonator_id: staff.id })
      .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, staff.id)))
      .returning({ id: sessions.id });
    if (moved.length === 0) throw AppError.unauthenticated();
    await recordAudit(tx, {
      actor: staff,
      employerId,
      subject: { type: "user", id: targetId },
      action: "impersonation.started",
    });
  });
  await endSessionsLive(deps.realtime, [sessionId]);
}

/**
 * Back to the staff member's own account; 409 when the session impersonates nobody. The staff
 * account must still be staff, and the session still the one acting for them (not ended by a
 * password change meanwhile): otherwise 401 and nothing is handed back.
 */
export async function endImpersonation(
  deps: Pick<Deps, "db" | "realtime">,
  user: CurrentUser,
  sessionId: string,
): Promise<void> {
  const staff = user.impersonator;
  if (!staff) throw AppError.of("staff.not_impersonating", "Sie übernehmen gerade kein Konto.");
  const employerId = await firstEmployerOf(deps, user.id);
  await deps.db.transaction(async (tx) => {
    const returned = await tx
      .update(sessions)
      .set({ user_id: staff.id, impersonator_id: null })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.user_id, user.id),
          eq(sessions.impersonator_id, staff.id),
          exists(
            tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.id, staff.id), eq(users.role, "admin"))),
          ),
        ),
      )
      .returning({ id: sessions.id });
    if (returned.length === 0) throw AppError.unauthenticated();
    await recordAudit(tx, {
      actor: { id: staff.id, impersonator: null },
      employerId,
      subject: { type: "user", id: user.id },
      action: "impersonation.ended",
    });
  });
  await endSessionsLive(deps.realtime, [sessionId]);
}
