import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { AppError } from "#server/platform/errors.ts";
import { hashPassword, passwordProblems } from "#server/platform/passwords.ts";

const ZEmail = z.email({ error: "Bitte eine gültige E-Mail-Adresse angeben." }).max(254);

/** 24 random bytes: 32 characters, far beyond any guessing attack. */
export function generatePassword(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Creates a staff account (role admin, address counted as verified). There are no default
 * staff credentials: this is the only way in, run by an operator (`npm run admin:create`).
 */
export async function createStaffUser(
  db: Db,
  input: { email: string; password?: string; name?: string },
): Promise<{ id: number; email: string; password: string; generated: boolean }> {
  const email = ZEmail.safeParse(input.email.trim());
  if (!email.success) throw AppError.validation({ email: [email.error.issues[0]!.message] });
  const name = input.name?.trim() || "Team Wurzelwerk";
  const generated = !input.password;
  const password = input.password ?? generatePassword();
  const problems = passwordProblems(password, { email: email.data, name });
  if (problems.length > 0) throw AppError.validation({ password: problems });

  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.data})`);
  if (taken) throw AppError.validation({ email: ["Für diese Adresse gibt es schon ein Konto."] });

  const [user] = await db
    .insert(users)
    .values({
      name,
      email: email.data,
      password_hash: await hashPassword(password),
      role: "admin",
      email_verified_at: new Date(),
    })
    .returning({ id: users.id });
  return { id: user!.id, email: email.data, password, generated };
}
