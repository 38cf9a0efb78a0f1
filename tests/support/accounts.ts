import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { credits, employers, employerUsers, sessions, users } from "#server/db/schema.ts";
import { hashPassword } from "#server/platform/passwords.ts";
import { hashToken, SESSION_COOKIE } from "#server/platform/session.ts";

/** Signed-in accounts for API tests, written straight into the database (no mail round trip). */

export const ACCOUNT_PASSWORD = "Wurzel-Kraut-Sieben7";
let passwordHash: Promise<string> | undefined;

export interface TestAccount {
  userId: number;
  employerId: number;
  email: string;
  name: string;
  password: string;
  /** The session cookie's value. */
  token: string;
  cookies: Record<string, string>;
}

export async function createAccount(
  db: Db,
  options: { verified?: boolean; admin?: boolean; company?: string } = {},
): Promise<TestAccount> {
  const suffix = randomBytes(4).toString("hex");
  const email = `konto.${suffix}@betrieb.example`;
  const name = `Kim Beispiel ${suffix}`;
  passwordHash ??= hashPassword(ACCOUNT_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      name,
      email,
      password_hash: await passwordHash,
      email_verified_at: options.verified === false ? null : new Date(),
      role: options.admin ? "admin" : "employer",
    })
    .returning({ id: users.id });
  const [employer] = await db
    .insert(employers)
    .values({ name: options.company ?? `Baumschule ${suffix}`, email })
    .returning({ id: employers.id });
  await db.insert(employerUsers).values({ employer_id: employer!.id, user_id: user!.id });
  const token = await createSession(db, user!.id);
  return {
    userId: user!.id,
    employerId: employer!.id,
    email,
    name,
    password: ACCOUNT_PASSWORD,
    token,
    cookies: { [SESSION_COOKIE]: token },
  };
}

/** Another session of the same user (a second browser). */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: hashToken(token),
    user_id: userId,
    expires_at: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

/** Credits granted directly (until checkout exists, and for tests of the lifecycle). */
export async function grantCredits(
  db: Db,
  employerId: number,
  options: {
    count?: number;
    durationDays?: number;
    highlighted?: boolean;
    validUntil?: Date | null;
  } = {},
): Promise<number[]> {
  const rows = await db
    .insert(credits)
    .values(
      Array.from({ length: options.count ?? 1 }, () => ({
        employer_id: employerId,
        duration_days: options.durationDays ?? 30,
        highlighted: options.highlighted ?? false,
        plan_name: options.highlighted ? "Plus" : "Basis",
        valid_until: options.validUntil ?? null,
        source: "manual",
      })),
    )
    .returning({ id: credits.id });
  return rows.map((r) => r.id);
}

/** A colleague in an employer's team (ADR 058): role `member`, signed in. */
export async function createMember(db: Db, employerId: number): Promise<TestAccount> {
  const suffix = randomBytes(4).toString("hex");
  const email = `kollegin.${suffix}@betrieb.example`;
  const name = `Alex Kollegin ${suffix}`;
  passwordHash ??= hashPassword(ACCOUNT_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({ name, email, password_hash: await passwordHash, email_verified_at: new Date() })
    .returning({ id: users.id });
  await db
    .insert(employerUsers)
    .values({ employer_id: employerId, user_id: user!.id, role: "member" });
  const token = await createSession(db, user!.id);
  return {
    userId: user!.id,
    employerId,
    email,
    name,
    password: ACCOUNT_PASSWORD,
    token,
    cookies: { [SESSION_COOKIE]: token },
  };
}
