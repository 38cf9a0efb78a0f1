import { randomBytes } from "node:crypto";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { employerUsers, employers, users } from "#server/db/schema.ts";
// This module's grantCredits is the staff action (checks, audit); the ledger write is the
// credits module's.
import { grantCredits as addToLedger } from "#server/modules/credits/service.ts";
import { paginated } from "#server/platform/pagination.ts";
import type { AdminUser } from "#shared/schemas/admin.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import { recordAudit } from "#server/platform/audit.ts";
import type { GrantCreditsRequest } from "#shared/schemas/job-editor.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { EMPLOYER_DELETED } from "#server/modules/employers/service.ts";
import { AppError } from "#server/platform/errors.ts";
import { hashPassword, passwordProblems } from "#server/platform/passwords.ts";
import { publishEmployerUpdated } from "#server/modules/realtime/service.ts";
import type { Deps } from "#server/deps.ts";

const ZEmail = z.email({ error: "Bitte eine gültige E-Mail-Adresse angeben." }).max(254);

/** 24 random bytes: 32 characters, far beyond any guessing attack. */
function generatePassword(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Creates a staff account (role admin, address counted as verified). There are no default
 * staff credentials: an operator runs `npm run admin:create`, or the first staff member uses the
 * one-time setup link of a fresh installation (modules/setup).
 */
export async function createStaffUser(
  db: Pick<Db, "select" | "insert">,
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
  deps: Pick<Deps, "db" | "realtime">,
  staff: CurrentUser,
  employerId: number,
  input: GrantCreditsRequest,
): Promise<number[]> {
  const ids = await deps.db.transaction(async (tx) => {
    const [employer] = await tx
      .select({ id: employers.id, deleted_at: employers.deleted_at })
      .from(employers)
      .where(eq(employers.id, employerId));
    if (!employer)
      throw AppError.notFound("Dieses Unternehmen wurde nicht gefunden.", "employer.not_found");
    if (employer.deleted_at) throw AppError.of("employer.deleted", EMPLOYER_DELETED);
    const creditIds = await addToLedger(tx, {
      employerId,
      count: input.count,
      durationDays: input.duration_days,
      highlighted: input.highlighted,
      planName: input.plan_name,
      validUntil: input.valid_until ? new Date(input.valid_until) : null,
      source: { kind: "manual" },
    });
    await recordAudit(tx, {
      actor: staff,
      employerId,
      subject: { type: "employer", id: employerId },
      action: "credits.granted",
      changes: { ...input, credit_ids: creditIds },
    });
    return creditIds;
  });
  await publishEmployerUpdated(deps, employerId);
  return ids;
}

/** An ILIKE pattern for "contains the text as typed": `%`, `_` and `\\` are literal. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Accounts for the backoffice, newest first; `search` matches name, email or an employer's
 * name (case-insensitive, as typed: `%` and `_` are literal).
 */
export async function listUsers(
  db: Db,
  options: { search?: string; page: number; pageSize: number },
): Promise<Paginated<AdminUser>> {
  const pattern = options.search ? containsPattern(options.search) : undefined;
  const where = pattern
    ? sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern} or exists (
        select 1 from ${employerUsers} eu join ${employers} e on e.id = eu.employer_id
        where eu.user_id = ${users.id} and e.name ilike ${pattern}))`
    : sql`true`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.created_at), desc(users.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const links = rows.length
    ? await db
        .select({ user_id: employerUsers.user_id, id: employers.id, name: employers.name })
        .from(employerUsers)
        .innerJoin(employers, eq(employers.id, employerUsers.employer_id))
        .where(
          inArray(
            employerUsers.user_id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(employers.id)
    : [];
  return paginated(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      is_admin: row.role === "admin",
      email_verified_at: row.email_verified_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      employers: links
        .filter((link) => link.user_id === row.id)
        .map(({ id, name }) => ({ id, name })),
    })),
    Number(total?.n ?? 0),
    options.page,
    options.pageSize,
  );
}
