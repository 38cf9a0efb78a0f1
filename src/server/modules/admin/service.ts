import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { credits, employers, users } from "#server/db/schema.ts";
import { recordAudit } from "#server/platform/audit.ts";
import type { GrantCreditsRequest } from "#shared/schemas/job-editor.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
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

/**
 * Staff grant credits by hand (goodwill, corrections). Recorded in the ledger (source
 * "manual") and in the employer's audit trail with the staff member's id.
 */
export async function grantCredits(
  db: Db,
  staff: CurrentUser,
  employerId: number,
  input: GrantCreditsRequest,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [employer] = await tx
      .select({ id: employers.id })
      .from(employers)
      .where(eq(employers.id, employerId));
    if (!employer) throw AppError.notFound("Dieses Unternehmen wurde nicht gefunden.");
    const rows = await tx
      .insert(credits)
      .values(
        Array.from({ length: input.count }, () => ({
          employer_id: employerId,
          duration_days: input.duration_days,
          highlighted: input.highlighted,
          plan_name: input.plan_name,
          valid_until: input.valid_until ? new Date(input.valid_until) : null,
          source: "manual",
        })),
      )
      .returning({ id: credits.id });
    await recordAudit(tx, {
      actor: staff,
      employerId,
      subject: { type: "employer", id: employerId },
      action: "credits.granted",
      changes: { ...input, credit_ids: rows.map((r) => r.id) },
    });
    return rows.map((r) => r.id);
  });
}
