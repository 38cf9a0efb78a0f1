import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { passwordResetTokens, users } from "#server/db/schema.ts";
import { AppError } from "#server/platform/errors.ts";
import { escapeHtml, mailButton, mailLayout } from "#server/platform/mail/mailer.ts";
import { hashPassword, passwordProblems } from "#server/platform/passwords.ts";
import { endOtherSessions } from "#server/platform/session.ts";
import { INVALID_RESET_LINK_MESSAGE, type ResetPasswordRequest } from "#shared/schemas/auth.ts";
import { createAttemptLimiter, type AttemptLimiter } from "#server/platform/rate-limits.ts";

const RESET_LINK_MINUTES = 60;

/** Reset mails per address: 3 per 15 minutes, silently (a 429 would reveal the account). */
export const createResetMailLimiter = (deps: Pick<Deps, "redis">) =>
  createAttemptLimiter(deps.redis, "reset-mail", 3, 15 * 60_000);

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export const PASSWORD_RESET_OUTBOX = "password-reset";

/**
 * Forgot password (ASVS V2.5): the answer never says whether the address exists, neither in
 * its text nor in its time. Every address costs the same here — one outbox row — and the
 * mail, if any, is made after the answer (sendPasswordResetLink).
 */
export async function requestPasswordReset(
  deps: Deps,
  limiter: AttemptLimiter,
  email: string,
): Promise<void> {
  const key = email.toLowerCase();
  if ((await limiter.reserve(key)) > 0) return;
  await deps.outbox.add(PASSWORD_RESET_OUTBOX, { email: key });
}

/**
 * The outbox's work for a forgot-password request: for an existing account a random 256-bit
 * token goes into the mail and only its hash into the database; for an unknown address nothing.
 */
export async function sendPasswordResetLink(
  deps: Deps,
  payload: Record<string, unknown>,
): Promise<void> {
  if (typeof payload.email !== "string") return;
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, payload.email));
  if (!user) return;

  const token = randomBytes(32).toString("base64url");
  await deps.db.insert(passwordResetTokens).values({
    user_id: user.id,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  });
  await sendResetMail(deps, user, token);
}

/**
 * Sets the new password when the token is valid, unused, unexpired and belongs to the address;
 * uses up every open link of the account and ends all its sessions.
 */
export async function resetPassword(deps: Deps, input: ResetPasswordRequest): Promise<void> {
  const invalid = () => AppError.validation({ email: [INVALID_RESET_LINK_MESSAGE] });
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(input.token)) throw invalid();

  const problems = passwordProblems(input.password, { email: input.email });
  const passwordHash = problems.length === 0 ? await hashPassword(input.password) : "";

  const user = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        tokenId: passwordResetTokens.id,
        userId: users.id,
        name: users.name,
        email: users.email,
      })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
      .where(
        and(
          eq(passwordResetTokens.token_hash, sha256(input.token)),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, sql`now()`),
          eq(sql`lower(${users.email})`, input.email.toLowerCase()),
        ),
      )
      .for("update");
    if (!row) throw invalid();
    // Checked after the token, so only the owner of a valid link learns about password rules.
    if (problems.length > 0) throw AppError.validation({ password: problems });
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(users.id, row.userId));
    await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResetTokens.user_id, row.userId), isNull(passwordResetTokens.used_at)));
    await enqueuePasswordChangedMail(deps, row, tx);
    return row;
  });
  await endOtherSessions(deps, user.userId);
}

export const PASSWORD_CHANGED_MAIL = "password-changed-mail";

/**
 * Queues the notice of a new password (a reset or a change in the settings) in the caller's
 * transaction, to the account's address at the time of the change (platform/outbox.ts).
 */
export async function enqueuePasswordChangedMail(
  deps: Pick<Deps, "outbox">,
  user: { name: string; email: string },
  via: Db,
): Promise<void> {
  await deps.outbox.add(PASSWORD_CHANGED_MAIL, { name: user.name, email: user.email }, via);
}

/** The outbox's work for a new password: the notice to the account's address. */
export async function mailPasswordChanged(
  deps: Pick<Deps, "mailer" | "config">,
  payload: Record<string, unknown>,
): Promise<void> {
  const { name, email } = payload;
  if (typeof name !== "string" || typeof email !== "string") return;
  await sendPasswordChangedMail(deps, { name, email });
}

async function sendResetMail(deps: Deps, user: { name: string; email: string }, token: string) {
  const url = `${deps.config.appUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
  const title = "Passwort zurücksetzen";
  await deps.mailer.send({
    to: user.email,
    subject: `${title} – ${deps.config.appName}`,
    text: `Hallo ${user.name},

Sie haben einen Link zum Zurücksetzen Ihres Passworts bei ${deps.config.appName} angefordert:

${url}

Der Link ist ${RESET_LINK_MINUTES} Minuten gültig und funktioniert nur einmal. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail – Ihr Passwort bleibt unverändert.
`,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">Hallo ${escapeHtml(user.name)},</p>
<p style="margin:0 0 16px">Sie haben einen Link zum Zurücksetzen Ihres Passworts bei ${escapeHtml(deps.config.appName)} angefordert.</p>
${mailButton(url, "Neues Passwort festlegen")}
<p style="margin:0 0 16px;font-size:14px">Der Link ist ${RESET_LINK_MINUTES} Minuten gültig und funktioniert nur einmal. Funktioniert die Schaltfläche nicht, kopieren Sie diese Adresse in Ihren Browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>
<p style="margin:0;font-size:14px">Wenn Sie das nicht waren, ignorieren Sie diese E-Mail – Ihr Passwort bleibt unverändert.</p>`,
    }),
  });
}

async function sendPasswordChangedMail(
  deps: Pick<Deps, "mailer" | "config">,
  user: { name: string; email: string },
) {
  const resetUrl = `${deps.config.appUrl}/forgot-password`;
  const title = "Ihr Passwort wurde geändert";
  await deps.mailer.send({
    to: user.email,
    subject: `${title} – ${deps.config.appName}`,
    text: `Hallo ${user.name},

das Passwort Ihres Kontos bei ${deps.config.appName} wurde gerade geändert. Alle Anmeldungen auf anderen Geräten wurden beendet.

Waren Sie das nicht? Dann setzen Sie Ihr Passwort sofort zurück: ${resetUrl}
`,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">Hallo ${escapeHtml(user.name)},</p>
<p style="margin:0 0 16px">das Passwort Ihres Kontos bei ${escapeHtml(deps.config.appName)} wurde gerade geändert. Alle Anmeldungen auf anderen Geräten wurden beendet.</p>
<p style="margin:0 0 16px">Waren Sie das nicht? Dann setzen Sie Ihr Passwort sofort zurück.</p>
${mailButton(resetUrl, "Passwort zurücksetzen")}`,
    }),
  });
}
