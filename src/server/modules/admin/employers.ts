import { asc, eq, sql } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { applications, employerUsers, employers, users } from "#server/db/schema.ts";
import { ordersOfEmployer } from "#server/modules/checkout/service.ts";
import { getEmployerProfile } from "#server/modules/employers/service.ts";
import { creditSummaryOf } from "#server/modules/credits/service.ts";
import { AppError } from "#server/platform/errors.ts";
import { assertStaff } from "#server/platform/session.ts";
import type { AdminEmployer } from "#shared/schemas/admin-employers.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";

// The backoffice's employer detail: everything the team needs on one page — the
// accounts, the profile, credits and orders; ads and the audit trail come paginated apart.

export async function getAdminEmployer(
  deps: Pick<Deps, "db">,
  staff: CurrentUser,
  employerId: number,
): Promise<AdminEmployer> {
  assertStaff(staff);
  const [row] = await deps.db
    .select({
      billing_address: employers.billing_address,
      created_at: employers.created_at,
      deleted_at: employers.deleted_at,
      retain_until: sql<
        string | null
      >`(select max(o.retain_until)::text from orders o where o.employer_id = "employers"."id")`,
      // Staff see how many applications the employer received, never which (ADR 046).
      // (The outer column spelt out: a one-table select names its columns without their table.)
      application_count: sql<number>`(select count(*)::int from ${applications} where ${applications.employer_id} = "employers"."id")`,
    })
    .from(employers)
    .where(eq(employers.id, employerId));
  if (!row)
    throw AppError.notFound("Dieses Unternehmen wurde nicht gefunden.", "employer.not_found");
  const [profile, accounts, credits, orders] = await Promise.all([
    getEmployerProfile(deps, staff, employerId),
    deps.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        email_verified_at: users.email_verified_at,
        created_at: users.created_at,
      })
      .from(employerUsers)
      .innerJoin(users, eq(users.id, employerUsers.user_id))
      .where(eq(employerUsers.employer_id, employerId))
      .orderBy(asc(users.id)),
    creditSummaryOf(deps, employerId),
    ordersOfEmployer(deps, employerId, { archived: true }),
  ]);
  return {
    profile,
    billing_address: row.billing_address ?? null,
    created_at: row.created_at.toISOString(),
    deleted_at: row.deleted_at?.toISOString() ?? null,
    retain_until: row.retain_until,
    accounts: accounts.map(({ role, email_verified_at, created_at, ...account }) => ({
      ...account,
      is_admin: role === "admin",
      email_verified_at: email_verified_at?.toISOString() ?? null,
      created_at: created_at.toISOString(),
    })),
    credits,
    orders,
    application_count: Number(row.application_count),
  };
}
