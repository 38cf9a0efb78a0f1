import { and, eq } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { employerUsers, sessions, users } from "#server/db/schema.ts";
import { recordAudit } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";

// Staff act as an employer (SPEC.md §1/§2 "impersonate"): the staff member's own session now
// belongs to the employer and remembers who the staff member is; DELETE /impersonation gives
// it back. Staff rights end while impersonating (requireStaff sees the employer), staff
// accounts cannot be taken over, and both steps are in the employer's audit trail.

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
  deps: Pick<Deps, "db">,
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
}

/** Back to the staff member's own account; 409 when the session impersonates nobody. */
export async function endImpersonation(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  sessionId: string,
): Promise<void> {
  const staff = user.impersonator;
  if (!staff) throw new AppError(409, "Sie übernehmen gerade kein Konto.");
  const employerId = await firstEmployerOf(deps, user.id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ user_id: staff.id, impersonator_id: null })
      .where(and(eq(sessions.id, sessionId), eq(sessions.impersonator_id, staff.id)));
    await recordAudit(tx, {
      actor: { id: staff.id, impersonator: null },
      employerId,
      subject: { type: "user", id: user.id },
      action: "impersonation.ended",
    });
  });
}
