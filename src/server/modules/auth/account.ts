import { eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "#server/deps.ts";
import { users } from "#server/db/schema.ts";
import { AppError } from "#server/platform/errors.ts";
import { escapeHtml, mailButton, mailLayout } from "#server/platform/mail/mailer.ts";
import { hashPassword, passwordProblems } from "#server/platform/passwords.ts";
import {
  currentUser,
  endOtherSessions,
  endSession,
  requireUser,
} from "#server/platform/session.ts";
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_CHANGE_PENDING_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  PROFILE_INFORMATION_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type ProfileInformationRequest,
  type UpdatePasswordRequest,
} from "#shared/schemas/auth.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import type { AttemptLimiter } from "#server/platform/rate-limits.ts";
import { enqueuePasswordChangedMail } from "./password-reset.ts";
import { confirmPassword, sendVerificationMail } from "./service.ts";

// Account settings: PUT /user/profile-information and PUT /user/password (Fortify's routes).

/** The account's current password must be given (email change, password change). */
async function confirmCurrentPassword(
  deps: Deps,
  limiter: AttemptLimiter,
  userId: number,
  password: string | undefined,
): Promise<void> {
  if (!password)
    throw AppError.validation({ current_password: [CURRENT_PASSWORD_REQUIRED_MESSAGE] });
  await confirmPassword(deps, limiter, userId, password, {
    field: "current_password",
    message: WRONG_CURRENT_PASSWORD_MESSAGE,
  });
}

/**
 * Name changes apply at once. A new email address needs the current password (with a stolen
 * session it would otherwise take the account over) and applies only when its owner opens the
 * link mailed to it (ADR 010): until then it is `pending_email`. Taken or free, the answer and
 * the pending state are the same, so the form cannot be used to find out who is registered; a
 * taken address's owner gets a notice instead of a link.
 */
export async function updateProfileInformation(
  deps: Deps,
  limiter: AttemptLimiter,
  request: FastifyRequest,
  input: ProfileInformationRequest,
): Promise<{ user: CurrentUser; message: string }> {
  const me = await requireUser(deps, request);
  const newEmail = input.email.trim();
  const sameAddress = newEmail.toLowerCase() === me.email.toLowerCase();
  if (!sameAddress) await confirmCurrentPassword(deps, limiter, me.id, input.current_password);

  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: input.name,
        // A change of letter case only is the same mailbox: no confirmation needed.
        ...(sameAddress ? { email: newEmail, pending_email: null } : { pending_email: newEmail }),
        updated_at: new Date(),
      })
      .where(eq(users.id, me.id));
    if (sameAddress) return;
    // Taken or free, the same row; the mails are made after the answer (platform/outbox.ts).
    await deps.outbox.add(
      EMAIL_CHANGE_OUTBOX,
      { user_id: me.id, name: input.name, email: me.email, new_email: newEmail },
      tx,
    );
  });
  const message = sameAddress ? PROFILE_INFORMATION_MESSAGE : EMAIL_CHANGE_PENDING_MESSAGE;

  const fresh = await currentUser(deps.db, request, { refresh: true });
  if (!fresh) throw AppError.unauthenticated();
  return { user: fresh, message };
}

export const EMAIL_CHANGE_OUTBOX = "email-change-mail";

/**
 * The outbox's work for an email change: the confirmation link to a free new address (a notice
 * to the owner of a taken one), and a notice to the current address.
 */
export async function sendEmailChangeMails(deps: Deps, payload: Record<string, unknown>) {
  const { user_id: userId, name, email, new_email: newEmail } = payload;
  if (typeof userId !== "number" || typeof name !== "string") return;
  if (typeof email !== "string" || typeof newEmail !== "string") return;
  const [owner] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, newEmail.toLowerCase()));
  if (owner) {
    await sendAddressInUseMail(deps, owner);
  } else {
    await sendVerificationMail(deps, { id: userId, name, email: newEmail }, "change");
  }
  await sendEmailChangeNoticeMail(deps, { name, email });
}

/**
 * docs/product.md "Accounts and sign-in": "Password change success goes to /login and reloads" — so every session ends,
 * this one too (its cookie is cleared), and the new password is proven by the next login.
 * ASVS V3.3.3 asks for at least the other sessions.
 */
export async function updatePassword(
  deps: Deps,
  limiter: AttemptLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  input: UpdatePasswordRequest,
): Promise<string> {
  const me = await requireUser(deps, request);
  await confirmCurrentPassword(deps, limiter, me.id, input.current_password);

  const problems = passwordProblems(input.password, { email: me.email, name: me.name });
  if (input.password === input.current_password) {
    problems.push("Das neue Passwort muss sich vom aktuellen unterscheiden.");
  }
  if (problems.length) throw AppError.validation({ password: problems });

  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(users.id, me.id));
    // The notice is made after the answer (platform/outbox.ts), only if the change commits.
    await enqueuePasswordChangedMail(deps, me, tx);
  });
  await endSession(deps, request, reply, { secure: deps.config.secureCookies });
  await endOtherSessions(deps, me.id);
  return PASSWORD_UPDATED_MESSAGE;
}

async function sendAddressInUseMail(deps: Deps, owner: { name: string; email: string }) {
  const title = "Ihre E-Mail-Adresse sollte für ein anderes Konto verwendet werden";
  await deps.mailer.send({
    to: owner.email,
    subject: `${title} – ${deps.config.appName}`,
    text: `Hallo ${owner.name},

jemand hat gerade versucht, Ihre E-Mail-Adresse in einem anderen Konto bei ${deps.config.appName} einzutragen. Da die Adresse bereits zu Ihrem Konto gehört, wurde nichts geändert.

Sie müssen nichts tun. Ihr Konto bleibt unverändert.
`,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">Hallo ${escapeHtml(owner.name)},</p>
<p style="margin:0 0 16px">jemand hat gerade versucht, Ihre E-Mail-Adresse in einem anderen Konto bei ${escapeHtml(deps.config.appName)} einzutragen. Da die Adresse bereits zu Ihrem Konto gehört, wurde nichts geändert.</p>
<p style="margin:0">Sie müssen nichts tun. Ihr Konto bleibt unverändert.</p>`,
    }),
  });
}

/** Tells the current address that a change was requested, so a hijacked session is noticed. */
async function sendEmailChangeNoticeMail(deps: Deps, user: { name: string; email: string }) {
  const resetUrl = `${deps.config.appUrl}/forgot-password`;
  const title = "Änderung Ihrer E-Mail-Adresse angefordert";
  await deps.mailer.send({
    to: user.email,
    subject: `${title} – ${deps.config.appName}`,
    text: `Hallo ${user.name},

in Ihrem Konto bei ${deps.config.appName} wurde eine neue E-Mail-Adresse eingetragen. Sie gilt erst, wenn der Link in der E-Mail an die neue Adresse geöffnet wird; bis dahin bleibt diese Adresse gültig.

Waren Sie das nicht? Dann setzen Sie bitte sofort Ihr Passwort zurück: ${resetUrl}
`,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">Hallo ${escapeHtml(user.name)},</p>
<p style="margin:0 0 16px">in Ihrem Konto bei ${escapeHtml(deps.config.appName)} wurde eine neue E-Mail-Adresse eingetragen. Sie gilt erst, wenn der Link in der E-Mail an die neue Adresse geöffnet wird; bis dahin bleibt diese Adresse gültig.</p>
<p style="margin:0 0 16px">Waren Sie das nicht? Dann setzen Sie bitte sofort Ihr Passwort zurück.</p>
${mailButton(resetUrl, "Passwort zurücksetzen")}`,
    }),
  });
}
