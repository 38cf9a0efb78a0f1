import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Db } from "#server/db/client.ts";
import { setupTokens, users } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { createStaffUser } from "#server/modules/admin/service.ts";
import { AppError, isUniqueViolation } from "#server/platform/errors.ts";
import { findSessionUser, hashToken, startSession } from "#server/platform/session.ts";
import {
  SETUP_LINK_MESSAGES,
  SETUP_LINK_MINUTES,
  SETUP_PATH,
  type SetupLinkState,
  type SetupRequest,
} from "#shared/schemas/setup.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";

// The first staff account without a terminal next to the database ("Operator
// comfort"): `npm run admin:create` cannot open the embedded database while the app holds it,
// so while no staff account exists every start logs a one-time link to /einrichtung/{token}.
// Only the token's SHA-256 is stored; a new start replaces the link; it is valid for
// SETUP_LINK_MINUTES minutes and for one use; as soon as any staff account exists it is dead.

type Reader = Pick<Db, "select">;

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

async function staffExists(db: Reader): Promise<boolean> {
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .limit(1);
  return Boolean(staff);
}

/**
 * Replaces the setup link at start: a new one while no staff account exists (its address, to
 * be logged), none once there is one (null). The token leaves this function only in the URL.
 */
export async function issueSetupLink(
  deps: Pick<Deps, "db" | "config">,
  now = new Date(),
): Promise<{ url: string; expiresAt: Date } | null> {
  return deps.db.transaction(async (tx) => {
    if (await staffExists(tx)) {
      await tx.delete(setupTokens);
      return null;
    }
    // Earlier links end now; their rows stay, so the page can say "replaced" instead of "unknown".
    await tx
      .update(setupTokens)
      .set({ expires_at: now })
      .where(and(isNull(setupTokens.used_at), gt(setupTokens.expires_at, now)));
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + SETUP_LINK_MINUTES * 60_000);
    await tx.insert(setupTokens).values({ token_hash: hashToken(token), expires_at: expiresAt });
    return { url: `${deps.config.appUrl}${SETUP_PATH}/${token}`, expiresAt };
  });
}

type TokenRow = typeof setupTokens.$inferSelect;

async function stateOf(db: Reader, row: TokenRow | undefined): Promise<SetupLinkState> {
  if (row?.used_at || (await staffExists(db))) return "done";
  if (!row) return "unknown";
  return row.expires_at.getTime() > Date.now() ? "valid" : "expired";
}

/** What the setup page shows for a token: the form, or why the link is dead. */
export async function setupLinkState(db: Db, token: string): Promise<SetupLinkState> {
  if (!TOKEN_FORMAT.test(token)) return (await staffExists(db)) ? "done" : "unknown";
  const [row] = await db
    .select()
    .from(setupTokens)
    .where(eq(setupTokens.token_hash, hashToken(token)));
  return stateOf(db, row);
}

const deadLink = (state: Exclude<SetupLinkState, "valid">) =>
  AppError.of(
    state === "unknown"
      ? "setup.link_unknown"
      : state === "expired"
        ? "setup.link_expired"
        : "setup.link_used",
    SETUP_LINK_MESSAGES[state],
  );

/**
 * Creates the first staff account with the link's token and signs that person in. The token
 * row is locked for the transaction, so two requests with one link cannot both create an
 * account; the link is checked before the password rules, so only its holder learns them.
 */
export async function completeSetup(
  deps: Deps,
  reply: FastifyReply,
  input: SetupRequest,
): Promise<CurrentUser> {
  let userId: number;
  try {
    userId = await deps.db.transaction(async (tx) => {
      const [row] = TOKEN_FORMAT.test(input.token)
        ? await tx
            .select()
            .from(setupTokens)
            .where(eq(setupTokens.token_hash, hashToken(input.token)))
            .for("update")
        : [];
      const state = await stateOf(tx, row);
      if (state !== "valid") throw deadLink(state);
      const staff = await createStaffUser(tx, {
        email: input.email,
        password: input.password,
        name: input.name,
      });
      await tx.update(setupTokens).set({ used_at: new Date() }).where(eq(setupTokens.id, row!.id));
      return staff.id;
    });
  } catch (error) {
    // The same address registered in the same moment.
    if (isUniqueViolation(error))
      throw AppError.validation({ email: ["Für diese Adresse gibt es schon ein Konto."] });
    throw error;
  }
  reply.request.log.info({ user_id: userId }, "first staff account created via the setup link");
  const token = await startSession(deps, reply, userId, { secure: deps.config.secureCookies });
  const user = await findSessionUser(deps.db, token);
  if (!user) throw new Error("session just started is not found");
  return user;
}
