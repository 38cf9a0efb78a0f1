import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db, Tx } from "#server/db/client.ts";
import { employerInvitations, employers, employerUsers, users } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { publishEmployerUpdated } from "#server/modules/realtime/service.ts";
import { recordAudit } from "#server/platform/audit.ts";
import { AppError, isUniqueViolation } from "#server/platform/errors.ts";
import { hashPassword, passwordProblems } from "#server/platform/passwords.ts";
import { endSessionsLive } from "#server/platform/realtime/broadcaster.ts";
import {
  assertOwner,
  deleteAccounts,
  findSessionUser,
  hashToken,
  startSession,
} from "#server/platform/session.ts";
import {
  INVITATION_DAYS,
  INVITATION_LIMITS,
  INVITATION_LINK_MESSAGES,
  TEAM_MESSAGES,
  type AcceptInvitationRequest,
  type InvitationLinkState,
  type Team,
  type TeamInvitation,
} from "#shared/schemas/teams.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { sendInvitationMail } from "./invitation-mail.ts";

// Team accounts (ADR 058): the owner of an employer's account invites colleagues by email,
// lists and removes them and hands over the ownership; members may do everything else.
// Every change is in the audit trail, in the transaction of the change.

export const INVITATION_MAIL = "team-invitation-mail";

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const NO_EMPLOYER = "Zu Ihrem Konto gehört kein Unternehmen.";

const byLowerEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/** The employer the user belongs to; staff without one have no team. */
function ownEmployer(user: CurrentUser) {
  const employer = user.employers.data[0];
  if (!employer) throw AppError.forbidden(NO_EMPLOYER, "employer.none");
  return employer;
}

/** The owner's employer; a member is refused (the route refuses earlier, this is the rule). */
function ownedEmployerId(user: CurrentUser): number {
  assertOwner(user);
  return ownEmployer(user).id;
}

/**
 * Locks the employer's row for the transaction (invitations, removals and the handover of one
 * employer take turns) and checks that the caller still owns it: a handover in another tab
 * makes the old owner's next request a member's.
 */
async function lockAsOwner(tx: Tx, employerId: number, userId: number): Promise<void> {
  const [live] = await tx
    .select({ id: employers.id })
    .from(employers)
    .where(and(eq(employers.id, employerId), isNull(employers.deleted_at)))
    .for("no key update");
  if (!live) throw AppError.forbidden(NO_EMPLOYER, "employer.none");
  const [membership] = await tx
    .select({ role: employerUsers.role })
    .from(employerUsers)
    .where(and(eq(employerUsers.employer_id, employerId), eq(employerUsers.user_id, userId)));
  if (membership?.role !== "owner") throw AppError.of("team.owner_only", TEAM_MESSAGES.ownerOnly);
}

const openInvitation = (employerId: number, now: Date) =>
  and(
    eq(employerInvitations.employer_id, employerId),
    isNull(employerInvitations.accepted_at),
    isNull(employerInvitations.revoked_at),
    gt(employerInvitations.expires_at, now),
  );

function toInvitation(row: typeof employerInvitations.$inferSelect): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}

/** GET /api/team: the members (owner first) and, for the owner, the open invitations. */
export async function teamOf(deps: Pick<Deps, "db">, user: CurrentUser): Promise<Team> {
  const employer = ownEmployer(user);
  const members = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, role: employerUsers.role })
    .from(employerUsers)
    .innerJoin(users, eq(users.id, employerUsers.user_id))
    .where(eq(employerUsers.employer_id, employer.id))
    .orderBy(desc(sql`${employerUsers.role} = 'owner'`), asc(users.name), asc(users.id));
  const invitations =
    employer.role === "owner"
      ? await deps.db
          .select()
          .from(employerInvitations)
          .where(openInvitation(employer.id, new Date()))
          .orderBy(desc(employerInvitations.created_at), desc(employerInvitations.id))
      : [];
  return {
    members: members.map((m) => ({ ...m, role: m.role === "owner" ? "owner" : "member" })),
    invitations: invitations.map(toInvitation),
  };
}

/**
 * POST /api/team/invitations. In one transaction on the locked employer row, so the limits
 * hold however many requests arrive at once: an address with an account is refused (it can
 * belong to one employer only), at most INVITATION_LIMITS.open open and INVITATION_LIMITS.perDay
 * made in 24 hours (withdrawn ones count too). Inviting an address again replaces its open
 * invitation. The mail, with the token, is made after the answer (INVITATION_MAIL).
 */
export async function invite(
  deps: Pick<Deps, "db" | "outbox" | "realtime">,
  user: CurrentUser,
  email: string,
): Promise<TeamInvitation> {
  const employerId = ownedEmployerId(user);
  const now = new Date();
  const invitation = await deps.db.transaction(async (tx) => {
    await lockAsOwner(tx, employerId, user.id);
    const [account] = await tx.select({ id: users.id }).from(users).where(byLowerEmail(email));
    if (account) throw AppError.of("team.address_has_account", TEAM_MESSAGES.addressHasAccount);
    const sameAddress = sql`lower(${employerInvitations.email}) = ${email.toLowerCase()}`;
    const [open] = await tx
      .select({ n: count() })
      .from(employerInvitations)
      .where(and(openInvitation(employerId, now), sql`not (${sameAddress})`));
    if ((open?.n ?? 0) >= INVITATION_LIMITS.open)
      throw AppError.of("team.too_many_open", TEAM_MESSAGES.tooManyOpen);
    const [today] = await tx
      .select({ n: count() })
      .from(employerInvitations)
      .where(
        and(
          eq(employerInvitations.employer_id, employerId),
          gte(employerInvitations.created_at, new Date(now.getTime() - 24 * 60 * 60_000)),
        ),
      );
    if ((today?.n ?? 0) >= INVITATION_LIMITS.perDay)
      throw AppError.of("team.too_many_today", TEAM_MESSAGES.tooManyToday);
    await tx
      .update(employerInvitations)
      .set({ revoked_at: now })
      .where(and(openInvitation(employerId, now), sameAddress));
    const [row] = await tx
      .insert(employerInvitations)
      .values({
        employer_id: employerId,
        email,
        invited_by_user_id: user.id,
        expires_at: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000),
        created_at: now,
      })
      .returning();
    await deps.outbox.add(INVITATION_MAIL, { invitation_id: row!.id }, tx);
    await recordAudit(tx, {
      actor: user,
      employerId,
      subject: { type: "employer", id: employerId },
      action: "invitation.sent",
      changes: { email },
    });
    return row!;
  });
  await publishEmployerUpdated(deps, employerId);
  return toInvitation(invitation);
}

/** DELETE /api/team/invitations/{id}: an open invitation of the own employer ends; its link is dead. */
export async function revokeInvitation(
  deps: Pick<Deps, "db" | "realtime">,
  user: CurrentUser,
  invitationId: number,
): Promise<void> {
  const employerId = ownedEmployerId(user);
  await deps.db.transaction(async (tx) => {
    await lockAsOwner(tx, employerId, user.id);
    const now = new Date();
    const [row] = await tx
      .update(employerInvitations)
      .set({ revoked_at: now })
      .where(and(eq(employerInvitations.id, invitationId), openInvitation(employerId, now)))
      .returning({ email: employerInvitations.email });
    if (!row)
      throw AppError.notFound(TEAM_MESSAGES.invitationNotFound, "team.invitation_not_found");
    await recordAudit(tx, {
      actor: user,
      employerId,
      subject: { type: "employer", id: employerId },
      action: "invitation.revoked",
      changes: { email: row.email },
    });
  });
  await publishEmployerUpdated(deps, employerId);
}

async function membershipOf(tx: Tx, employerId: number, userId: number) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: employerUsers.role })
    .from(employerUsers)
    .innerJoin(users, eq(users.id, employerUsers.user_id))
    .where(and(eq(employerUsers.employer_id, employerId), eq(employerUsers.user_id, userId)));
  if (!row) throw AppError.notFound(TEAM_MESSAGES.memberNotFound, "team.member_not_found");
  return row;
}

/**
 * DELETE /api/team/members/{id}: a member's account goes (it exists for this employer only,
 * ADR 058) with its sessions, and the live subscriptions those sessions authorised end at once,
 * so the member's open dashboard is signed out. The owner cannot be removed.
 */
export async function removeMember(
  deps: Pick<Deps, "db" | "realtime">,
  user: CurrentUser,
  memberId: number,
): Promise<string> {
  const employerId = ownedEmployerId(user);
  const { name, ended } = await deps.db.transaction(async (tx) => {
    await lockAsOwner(tx, employerId, user.id);
    const member = await membershipOf(tx, employerId, memberId);
    if (member.role === "owner") throw AppError.of("conflict", TEAM_MESSAGES.notTheOwner);
    // The trail keeps who it was: the account row goes now.
    await recordAudit(tx, {
      actor: user,
      employerId,
      subject: { type: "user", id: member.id },
      action: "member.removed",
      changes: { name: member.name, email: member.email },
    });
    return { name: member.name, ended: await deleteAccounts(tx, [member.id]) };
  });
  await endSessionsLive(deps.realtime, ended);
  await publishEmployerUpdated(deps, employerId);
  return name;
}

/** POST /api/team/members/{id}/ownership: the member becomes the owner, the owner a member. */
export async function handOverOwnership(
  deps: Pick<Deps, "db" | "realtime">,
  user: CurrentUser,
  memberId: number,
): Promise<string> {
  const employerId = ownedEmployerId(user);
  const name = await deps.db.transaction(async (tx) => {
    await lockAsOwner(tx, employerId, user.id);
    const member = await membershipOf(tx, employerId, memberId);
    if (member.role === "owner") throw AppError.of("conflict", TEAM_MESSAGES.notYourself);
    // In this order: one owner per employer is a unique index.
    await tx
      .update(employerUsers)
      .set({ role: "member" })
      .where(and(eq(employerUsers.employer_id, employerId), eq(employerUsers.user_id, user.id)));
    await tx
      .update(employerUsers)
      .set({ role: "owner" })
      .where(and(eq(employerUsers.employer_id, employerId), eq(employerUsers.user_id, member.id)));
    await recordAudit(tx, {
      actor: user,
      employerId,
      subject: { type: "user", id: member.id },
      action: "ownership.transferred",
      changes: { from: user.name, to: member.name },
    });
    return member.name;
  });
  await publishEmployerUpdated(deps, employerId);
  return name;
}

type Reader = Pick<Db, "select">;

async function invitationByToken(db: Reader, token: string) {
  if (!TOKEN_FORMAT.test(token)) return null;
  const [row] = await db
    .select({
      invitation: employerInvitations,
      employer_name: employers.name,
      employer_deleted_at: employers.deleted_at,
    })
    .from(employerInvitations)
    .innerJoin(employers, eq(employers.id, employerInvitations.employer_id))
    .where(eq(employerInvitations.token_hash, hashToken(token)));
  return row ?? null;
}

function stateOf(
  row: Awaited<ReturnType<typeof invitationByToken>>,
  now: Date,
): "unknown" | "used" | "expired" | "valid" {
  if (!row || row.invitation.revoked_at || row.employer_deleted_at) return "unknown";
  if (row.invitation.accepted_at) return "used";
  return row.invitation.expires_at > now ? "valid" : "expired";
}

/** What the invitation page shows for a link: the form, or why the link is dead. Changes nothing. */
export async function invitationLinkState(db: Db, token: string): Promise<InvitationLinkState> {
  const row = await invitationByToken(db, token);
  const state = stateOf(row, new Date());
  return state === "valid"
    ? { state, employer_name: row!.employer_name, email: row!.invitation.email }
    : { state };
}

const deadLink = (state: "unknown" | "used" | "expired") =>
  state === "unknown"
    ? AppError.of("team.link_unknown", INVITATION_LINK_MESSAGES.unknown)
    : state === "expired"
      ? AppError.of("team.link_expired", INVITATION_LINK_MESSAGES.expired)
      : AppError.of("team.link_used", INVITATION_LINK_MESSAGES.used);

/**
 * POST /api/team/invitations/accept: the invitee's account (the address confirmed by the
 * link), a member of the employer, signed in. The invitation's row is locked, so one link makes
 * one account; the link is checked before the password rules, so only its holder learns them.
 */
export async function acceptInvitation(
  deps: Deps,
  reply: FastifyReply,
  input: AcceptInvitationRequest,
): Promise<CurrentUser> {
  const now = new Date();
  let passwordHash: string | undefined;
  let joined: { userId: number; employerId: number };
  try {
    joined = await deps.db.transaction(async (tx) => {
      const found = await invitationByToken(tx, input.token);
      const [row] = found
        ? await tx
            .select()
            .from(employerInvitations)
            .where(eq(employerInvitations.id, found.invitation.id))
            .for("update")
        : [];
      const state = stateOf(found && row ? { ...found, invitation: row } : null, now);
      if (state !== "valid") throw deadLink(state);
      const invitation = row!;
      const problems = passwordProblems(input.password, {
        email: invitation.email,
        name: input.name,
      });
      if (problems.length) throw AppError.validation({ password: problems });
      const [account] = await tx
        .select({ id: users.id })
        .from(users)
        .where(byLowerEmail(invitation.email));
      if (account) throw AppError.of("team.address_has_account", TEAM_MESSAGES.addressHasAccount);
      passwordHash ??= await hashPassword(input.password);
      const [created] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: invitation.email,
          password_hash: passwordHash,
          // The link came to this address: it is confirmed.
          email_verified_at: now,
        })
        .returning({ id: users.id });
      await tx.insert(employerUsers).values({
        employer_id: invitation.employer_id,
        user_id: created!.id,
        role: "member",
      });
      await tx
        .update(employerInvitations)
        .set({ accepted_at: now })
        .where(eq(employerInvitations.id, invitation.id));
      await recordAudit(tx, {
        actor: { id: created!.id, impersonator: null },
        employerId: invitation.employer_id,
        subject: { type: "user", id: created!.id },
        action: "member.joined",
        changes: { name: input.name, email: invitation.email },
      });
      return { userId: created!.id, employerId: invitation.employer_id };
    });
  } catch (error) {
    // The same address registered in the same moment.
    if (isUniqueViolation(error))
      throw AppError.of("team.address_has_account", TEAM_MESSAGES.addressHasAccount);
    throw error;
  }
  const token = await startSession(deps, reply, joined.userId, {
    secure: deps.config.secureCookies,
  });
  const user = await findSessionUser(deps.db, token);
  if (!user) throw new Error("session just started is not found");
  await publishEmployerUpdated(deps, joined.employerId);
  return user;
}

/**
 * The outbox's work for an invitation: while it is open, a fresh 256-bit token goes into the
 * mail and only its SHA-256 into the row (a retried mail makes a new link; the old one dies).
 */
export async function mailInvitation(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  payload: Record<string, unknown>,
): Promise<void> {
  if (typeof payload.invitation_id !== "number") return;
  const now = new Date();
  const [row] = await deps.db
    .select({
      id: employerInvitations.id,
      email: employerInvitations.email,
      expires_at: employerInvitations.expires_at,
      employer_name: employers.name,
      inviter: users.name,
    })
    .from(employerInvitations)
    .innerJoin(employers, eq(employers.id, employerInvitations.employer_id))
    .leftJoin(users, eq(users.id, employerInvitations.invited_by_user_id))
    .where(
      and(
        eq(employerInvitations.id, payload.invitation_id),
        isNull(employerInvitations.accepted_at),
        isNull(employerInvitations.revoked_at),
        gt(employerInvitations.expires_at, now),
        isNull(employers.deleted_at),
      ),
    );
  if (!row) return;
  const token = randomBytes(32).toString("base64url");
  const updated = await deps.db
    .update(employerInvitations)
    .set({ token_hash: hashToken(token) })
    .where(
      and(
        eq(employerInvitations.id, row.id),
        isNull(employerInvitations.accepted_at),
        isNull(employerInvitations.revoked_at),
      ),
    )
    .returning({ id: employerInvitations.id });
  if (!updated.length) return;
  await sendInvitationMail(deps, { ...row, inviter: row.inviter ?? row.employer_name }, token);
}
