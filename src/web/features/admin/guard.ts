import { data, redirect } from "react-router";
import type { StaffResult } from "#shared/load-context.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { loginPath } from "#web/lib/session-expired.ts";

/**
 * Every backoffice loader starts with this: logged out → the login and back; signed in
 * without the staff role (or while impersonating) → 403, shown by the layout's error boundary.
 * The staff APIs check the role again on the server, so this guard is about the page only.
 */
export function requireStaffPage(user: CurrentUser | null, request: Request): CurrentUser {
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  if (!user.is_admin || user.impersonator) throw staffOnly();
  return user;
}

/** The 403 of the backoffice pages, e.g. when a staff service answers null (role gone meanwhile). */
export function staffOnly() {
  return data({ message: "Dieser Bereich ist nur für das Wurzelwerk-Team." }, { status: 403 });
}

/** The data of a staff lookup, or its 403/404 thrown for the layout's error boundary. */
export function staffData<T>(result: StaffResult<T>): T {
  if (result.status === 200) return result.data;
  throw data({ message: result.message }, { status: result.status });
}

/** The page's query as an object, without empty fields (a filter form sends „Alle“ as ""). */
export function filledQuery(request: Request): Record<string, string> {
  const params = new URL(request.url).searchParams;
  return Object.fromEntries([...params].filter(([, value]) => value.trim() !== ""));
}
