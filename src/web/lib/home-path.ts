import type { CurrentUser } from "#shared/schemas/user.ts";

// Where a signed-in user belongs: staff in the backoffice, employers — and staff
// acting as one (impersonation) — in the employer dashboard. Used by the login, /register,
// /dashboard and the header's account button.

export const EMPLOYER_HOME_PATH = "/dashboard";
export const STAFF_HOME_PATH = "/admin";

type Who = Pick<CurrentUser, "is_admin" | "impersonator">;

/** Staff in their own account (not acting as an employer). */
export function isStaffAtWork(user: Who | null | undefined): boolean {
  return Boolean(user?.is_admin && !user.impersonator);
}

export function homePath(user: Who | null | undefined): string {
  return isStaffAtWork(user) ? STAFF_HOME_PATH : EMPLOYER_HOME_PATH;
}
