import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { eq, isNull, sql, and } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "#server/deps.ts";
import { employers, employerUsers, users } from "#server/db/schema.ts";
import { doAndUndo } from "#server/db/undone-work.ts";
import { AppError, isUniqueViolation, violatedUniqueIndex } from "#server/platform/errors.ts";
import { escapeHtml, mailButton, mailLayout } from "#server/platform/mail/mailer.ts";
import {
  hashPassword,
  passwordProblems,
  verifyAgainstDummy,
  verifyPassword,
} from "#server/platform/passwords.ts";
import {
  currentUser,
  endOtherSessions,
  endSession,
  findSessionUser,
  requireUser,
  sessionTokenHash,
  startSession,
} from "#server/platform/session.ts";
import {
  LOGIN_FAILED_MESSAGE,
  type LoginRequest,
  type RegisterRequest,
} from "#shared/schemas/auth.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import {
  clientKey,
  createAttemptLimiter,
  type AttemptLimiter,
} from "#server/platform/rate-limits.ts";
import { minuteCount, secondCount } from "#shared/count-texts.ts";

const VERIFY_LINK_MINUTES = 60;

/**
 * Failed logins per lowercased email + IP: 5 per minute (ASVS V2.2.1); and per IP across all
 * addresses: 20 per 10 minutes, against one host trying a common password on many addresses.
 * In memory per process, or shared through Redis (ADR 009).
 */
export interface LoginLimiters {
  address: AttemptLimiter;
  ip: AttemptLimiter;
}

export const createLoginLimiter = (deps: Pick<Deps, "redis">): LoginLimiters => ({
  address: createAttemptLimiter(deps.redis, "login", 5, 60_000),
  ip: createAttemptLimiter(deps.redis, "login-ip", 20, 10 * 60_000),
});

const tooManyLogins = (wait: number) =>
  AppError.of(
    "auth.too_many_attempts",
    `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${secondCount(wait)} erneut.`,
    { headers: { "retry-after": String(wait) } },
  );

const byLowerEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/**
 * Registration without account enumeration (ADR 009): a new address gets its account and the
 * verification mail, a taken address a mail to its owner. Neither starts a session — a
 * Set-Cookie in one case only would tell who is registered — and both answer the same, after
 * the same argon2 work, the same inserts and one outbox row each. The link in the mail confirms the
 * address (ADR 019).
 */
export async function register(
  deps: Deps,
  reply: FastifyReply,
  input: RegisterRequest,
): Promise<void> {
  const problems = passwordProblems(input.password, { email: input.email, name: input.name });
  if (problems.length) throw AppError.validation({ password: problems });

  const passwordHash = await hashPassword(input.password);
  for (let attempt = 1; ; attempt++) {
    try {
      await registerOnce(deps, input, passwordHash);
      return;
    } catch (error) {
      const index = violatedUniqueIndex(error);
      // Two registrations of one address at the same moment: the second one is "taken" (also
      // where the driver names no index, as before).
      if (index === USERS_EMAIL_INDEX || index === "") {
        await deps.outbox.add(REGISTRATION_OUTBOX, { email: input.email });
        return;
      }
      // Another index (the company's slug, which the database gives, ADR 057) is no taken
      // address: the next attempt sees the other registration's row and takes the next slug.
      if (index === undefined || attempt >= REGISTRATION_ATTEMPTS) throw error;
    }
  }
}

/** The unique index of the login address: a violation of it means the address is taken. */
const USERS_EMAIL_INDEX = "users_email_lower_idx";
/** Attempts of a registration that lost a race for another unique value (the company's slug). */
const REGISTRATION_ATTEMPTS = 3;

/** One registration in one transaction (`register`). */
async function registerOnce(deps: Deps, input: RegisterRequest, passwordHash: string) {
  await deps.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(byLowerEmail(input.email));
    const createAccount = async (db: typeof tx, email: string) => {
      const [user] = await db
        .insert(users)
        .values({ name: input.name, email, password_hash: passwordHash })
        .returning({ id: users.id });
      const [employer] = await db
        .insert(employers)
        .values({ name: input.company_name, email })
        .returning({ id: employers.id });
      await db.insert(employerUsers).values({ employer_id: employer!.id, user_id: user!.id });
      return user!.id;
    };
    let userId: number | undefined;
    if (taken) {
      // The same inserts under a placeholder address, undone at a savepoint: a taken address
      // costs the time of a new one and uses up the same ids (an attacker's next verification
      // link shows its id, so a gap of one or two would tell the cases apart).
      await doAndUndo(tx, (probe) => createAccount(probe, `${randomUUID()}@registrierung.invalid`));
    } else {
      userId = await createAccount(tx, input.email);
    }
    // The mail is made after the answer (platform/outbox.ts): the mail server's time is no
    // part of the answer, whichever of the two mails it is.
    await deps.outbox.add(
      REGISTRATION_OUTBOX,
      userId === undefined ? { email: input.email } : { user_id: userId },
      tx,
    );
  });
}

export const REGISTRATION_OUTBOX = "registration-mail";

/**
 * The outbox's work for a registration (the verification link, or the notice to the owner) and
 * for a resent link (`user_id`): the link goes out while the address is still unconfirmed.
 */
export async function sendRegistrationMail(deps: Deps, payload: Record<string, unknown>) {
  if (typeof payload.user_id === "number") {
    const [user] = await deps.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, payload.user_id), isNull(users.email_verified_at)));
    if (user) await sendVerificationMail(deps, user);
  } else if (typeof payload.email === "string") {
    const [owner] = await deps.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(byLowerEmail(payload.email));
    if (owner) await sendAlreadyRegisteredMail(deps, owner);
  }
}

export async function login(
  deps: Deps,
  limiters: LoginLimiters,
  request: FastifyRequest,
  reply: FastifyReply,
  input: LoginRequest,
): Promise<CurrentUser> {
  // Both attempts are reserved before the password is checked; a failure keeps them counted.
  const client = clientKey(request.ip);
  const key = `${input.email.toLowerCase()}|${client}`;
  const wait = await limiters.address.reserve(key);
  if (wait > 0) throw tooManyLogins(wait);
  const ipWait = await limiters.ip.reserve(client);
  if (ipWait > 0) {
    await limiters.address.release(key);
    throw tooManyLogins(ipWait);
  }
  const [user] = await deps.db
    .select({ id: users.id, password_hash: users.password_hash })
    .from(users)
    .where(byLowerEmail(input.email));
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok)
    throw AppError.validation({ email: [LOGIN_FAILED_MESSAGE] }, "auth.invalid_credentials");
  await limiters.address.clear(key);
  // A success is not a failed login: others behind the same IP (an office) keep their share.
  await limiters.ip.release(client);
  const token = await startSession(deps, reply, user.id, {
    remember: input.remember === true,
    secure: deps.config.secureCookies,
  });
  const me = await findSessionUser(deps.db, token);
  if (!me) throw new Error("session just started is not found");
  return me;
}

export async function logout(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  await endSession(deps, request, reply, { secure: deps.config.secureCookies });
}

// --- Email verification: the link /email/verify/{id}/{hash}?expires=…&signature=… opens a page
// (src/web/routes/email-verify-link.tsx); its button confirms with POST to the same path (ADR 019).

function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

function sign(deps: Deps, path: string, expires: number): string {
  return createHmac("sha256", deps.config.appKey)
    .update(`${path}?expires=${expires}`)
    .digest("hex");
}

/**
 * A signed link is refused when its `expires` lies further ahead than a link issued now would
 * have it (plus this much for clocks of several processes that differ a little), however valid
 * its signature: a leaked APP_KEY then mints no link that lasts longer than a mailed one.
 */
const LINK_CLOCK_SKEW_MS = 30_000;

/** A signed link, valid for 60 minutes, built from APP_URL (never the request's Host). */
export function verificationUrl(deps: Deps, user: { id: number; email: string }, now = Date.now()) {
  const path = `/email/verify/${user.id}/${emailHash(user.email)}`;
  const expires = Math.floor(now / 1000) + VERIFY_LINK_MINUTES * 60;
  return `${deps.config.appUrl}${path}?expires=${expires}&signature=${sign(deps, path, expires)}`;
}

const INVALID_LINK =
  "Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.";

export interface VerifyEmailResult {
  message: string;
  /** Whether this browser is signed in to the confirmed account (it was before; see ADR 019). */
  signed_in: boolean;
}

/**
 * Confirms the address of a signed link (POST from the confirmation page, never the GET a mail
 * scanner makes). The first confirmation of a new account ends every session of the account
 * except this browser's own one: whoever registered the address and signed in before it was
 * proven (they knew the password, not necessarily the inbox) is out. It starts no session
 * (ADR 019): a browser signed in to the account stays so, any other one signs in with the
 * password next — which the owner of an address that a stranger registered does not know, so
 * they set their own through "Passwort vergessen".
 */
export async function verifyEmail(
  deps: Deps,
  request: FastifyRequest,
  params: { id: string; hash: string },
  body: { expires: string; signature: string },
): Promise<VerifyEmailResult> {
  const invalid = () => AppError.of("auth.invalid_link", INVALID_LINK);
  if (!/^\d{1,10}$/.test(params.id) || !/^[0-9a-f]{64}$/.test(params.hash)) throw invalid();
  if (!/^\d{1,12}$/.test(body.expires) || !/^[0-9a-f]{64}$/.test(body.signature)) {
    throw invalid();
  }
  const expires = Number(body.expires);
  const expected = Buffer.from(
    sign(deps, `/email/verify/${params.id}/${params.hash}`, expires),
    "hex",
  );
  const given = Buffer.from(body.signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const now = Date.now();
  if (expires * 1000 < now) throw invalid();
  if (expires * 1000 > now + VERIFY_LINK_MINUTES * 60_000 + LINK_CLOCK_SKEW_MS) throw invalid();

  const id = Number(params.id);
  if (id > 2_147_483_647) throw invalid();
  const me = await currentUser(deps.db, request);
  const signedIn = me?.id === id;
  const [user] = await deps.db
    .select({ email: users.email, pending_email: users.pending_email })
    .from(users)
    .where(eq(users.id, id));
  if (user?.pending_email && emailHash(user.pending_email) === params.hash) {
    await confirmEmailChange(deps, id, user.pending_email);
    return { message: "Ihre neue E-Mail-Adresse ist bestätigt.", signed_in: signedIn };
  }
  // A changed address invalidates links sent to the old one.
  if (!user || emailHash(user.email) !== params.hash) throw invalid();
  const verified = await deps.db
    .update(users)
    .set({ email_verified_at: new Date() })
    .where(and(eq(users.id, id), isNull(users.email_verified_at)))
    .returning({ id: users.id });
  if (verified.length === 0) {
    return { message: "Ihre E-Mail-Adresse ist bereits bestätigt.", signed_in: signedIn };
  }
  await endOtherSessions(deps, id, signedIn ? sessionTokenHash(request) : undefined);
  return { message: "Ihre E-Mail-Adresse ist bestätigt.", signed_in: signedIn };
}

/**
 * The link mailed to a new address (ADR 010): the address becomes the account's, confirmed.
 * No session is started or ended here: the sessions were opened with the account's password
 * and its proven old address; the link proves only the new one (ADR 019).
 */
async function confirmEmailChange(deps: Deps, userId: number, pendingEmail: string) {
  try {
    const changed = await deps.db
      .update(users)
      .set({
        email: pendingEmail,
        pending_email: null,
        email_verified_at: new Date(),
        updated_at: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.pending_email, pendingEmail)))
      .returning({ id: users.id });
    if (changed.length === 0) throw AppError.of("auth.invalid_link", INVALID_LINK);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone registered the address after the change was requested.
    throw AppError.of(
      "auth.email_taken",
      "Diese E-Mail-Adresse gehört inzwischen zu einem anderen Konto und kann nicht übernommen werden.",
    );
  }
}

/**
 * A new verification link for the signed-in account, made after the answer by the same work as
 * a registration's (platform/outbox.ts). There is nothing to write, so the row is the only write.
 */
export async function resendVerification(deps: Deps, request: FastifyRequest): Promise<boolean> {
  const me = await requireUser(deps, request);
  if (me.email_verified_at) return false;
  await deps.outbox.add(REGISTRATION_OUTBOX, { user_id: me.id });
  return true;
}

// --- Mails -------------------------------------------------------------------------------------

/** The signed link to a new account's address, or (`change`) to an address entered in the settings. */
export async function sendVerificationMail(
  deps: Deps,
  user: { id: number; name: string; email: string },
  purpose: "welcome" | "change" = "welcome",
) {
  if (purpose === "change") return sendEmailChangeMail(deps, user);
  const url = verificationUrl(deps, user);
  const title = "Bitte bestätigen Sie Ihre E-Mail-Adresse";
  await deps.mailer.send({
    to: user.email,
    subject: `${title} – ${deps.config.appName}`,
    text: `Hallo ${user.name},

willkommen bei ${deps.config.appName}! Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:

${url}

Der Link ist ${VERIFY_LINK_MINUTES} Minuten gültig. Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.
`,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">Hallo ${escapeHtml(user.name)},</p>
<p style="margin:0 0 16px">willkommen bei ${escapeHtml(deps.config.appName)}! Bitte bestätigen Sie Ihre E-Mail-Adresse.</p>
${mailButton(url, "E-Mail-Adresse bestätigen")}
<p style="margin:0 0 16px;font-size:14px">Der Link ist ${VERIFY_LINK_MINUTES} Minuten gültig. Funktioniert die Schaltfläche nicht, kopieren Sie diese Adresse in Ihren Browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>
<p style="margin:0;font-size:14px">Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.</p>`,
    }),
  });
}

async function sendAlreadyRegisteredMail(deps: Deps, owner: { name: string; email: string }) {
  const loginUrl = `${deps.config.appUrl}/login`;
  const resetUrl = `${deps.config.appUrl}/forgot-password`;
  const title = "Diese Adresse ist bereits registriert";
  await deps.mailer.send({
    to: owner.email,
    subject: `${title} – ${deps.config.appName}`,
    text: `Hallo ${owner.name},

jemand hat gerade versucht, mit Ihrer E-Mail-Adresse ein neues Konto bei ${deps.config.appName} anzulegen. Diese Adresse ist bereits registriert, deshalb wurde kein neues Konto erstellt.

Waren Sie das? Dann melden Sie sich einfach an: ${loginUrl}
Passwort vergessen? Hier können Sie es zurücksetzen: ${resetUrl}

Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren. Ihr Konto bleibt unverändert.
`,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">Hallo ${escapeHtml(owner.name)},</p>
<p style="margin:0 0 16px">jemand hat gerade versucht, mit Ihrer E-Mail-Adresse ein neues Konto bei ${escapeHtml(deps.config.appName)} anzulegen. Diese Adresse ist bereits registriert, deshalb wurde kein neues Konto erstellt.</p>
<p style="margin:0 0 16px">Waren Sie das? Dann melden Sie sich einfach an.</p>
${mailButton(loginUrl, "Zur Anmeldung")}
<p style="margin:0 0 16px;font-size:14px">Passwort vergessen? <a href="${escapeHtml(resetUrl)}" style="color:#2f5d34">Hier können Sie es zurücksetzen.</a></p>
<p style="margin:0;font-size:14px">Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren. Ihr Konto bleibt unverändert.</p>`,
    }),
  });
}

async function sendEmailChangeMail(deps: Deps, user: { id: number; name: string; email: string }) {
  const url = verificationUrl(deps, user);
  const title = "Bitte bestätigen Sie Ihre neue E-Mail-Adresse";
  await deps.mailer.send({
    to: user.email,
    subject: `${title} – ${deps.config.appName}`,
    text: `Hallo ${user.name},

Sie möchten diese Adresse künftig für Ihr Konto bei ${deps.config.appName} verwenden. Bitte bestätigen Sie das über diesen Link:

${url}

Der Link ist ${VERIFY_LINK_MINUTES} Minuten gültig. Bis dahin bleibt Ihre bisherige Adresse gültig. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.
`,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">Hallo ${escapeHtml(user.name)},</p>
<p style="margin:0 0 16px">Sie möchten diese Adresse künftig für Ihr Konto bei ${escapeHtml(deps.config.appName)} verwenden. Bitte bestätigen Sie das.</p>
${mailButton(url, "Neue Adresse bestätigen")}
<p style="margin:0 0 16px;font-size:14px">Der Link ist ${VERIFY_LINK_MINUTES} Minuten gültig. Bis dahin bleibt Ihre bisherige Adresse gültig. Funktioniert die Schaltfläche nicht, kopieren Sie diese Adresse in Ihren Browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>
<p style="margin:0;font-size:14px">Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.</p>`,
    }),
  });
}

const currentPasswordLimiters = new WeakMap<object, AttemptLimiter>();

/**
 * Wrong current passwords per user: 5 per 15 minutes, so a stolen session cannot guess it. One
 * count per app (the same instance for the same deps) across every route that asks for the
 * password — the password change and the account deletion — so each does not add its own 5.
 */
export function createCurrentPasswordLimiter(deps: Pick<Deps, "redis">): AttemptLimiter {
  let limiter = currentPasswordLimiters.get(deps);
  if (!limiter) {
    limiter = createAttemptLimiter(deps.redis, "current-password", 5, 15 * 60_000);
    currentPasswordLimiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * Checks a signed-in user's own password (password or email change, account deletion): the
 * attempt is reserved before the check (so parallel guesses cannot pass the limit) and forgotten
 * after a right one. A wrong one is a 422 on `field` and counts against the user's
 * current-password limit; past it, 429.
 */
export async function confirmPassword(
  deps: Pick<Deps, "db">,
  limiter: AttemptLimiter,
  userId: number,
  password: string,
  wrong: { field: string; message: string },
): Promise<void> {
  const key = String(userId);
  const wait = await limiter.reserve(key);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60);
    throw AppError.of(
      "auth.too_many_attempts",
      `Zu viele Versuche. Bitte versuchen Sie es in ${minuteCount(minutes)} erneut.`,
      { headers: { "retry-after": String(wait) } },
    );
  }
  const [row] = await deps.db
    .select({ password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    throw AppError.validation({ [wrong.field]: [wrong.message] });
  }
  await limiter.clear(key);
}
