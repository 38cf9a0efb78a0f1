import type { CurrentUser } from "#shared/schemas/user.ts";
import {
  EMPLOYER_HOME_PATH,
  homePath,
  isStaffAtWork,
  STAFF_HOME_PATH,
} from "#web/lib/home-path.ts";

/** The employer area (/dashboard and below): staff have no company there (no profile, no ads). */
function isEmployerArea(path: string): boolean {
  return /^\/dashboard(?:[/?#]|$)/.test(path);
}

/**
 * Where the login leads `user`: the `redirect` parameter if it is a safe path the user can use
 * (safeRedirectPath), else the user's home. Staff asked for the employer area land in /admin.
 */
export function landingPath(
  user: Pick<CurrentUser, "is_admin" | "impersonator">,
  redirectParam: string | null | undefined,
): string {
  const target = safeRedirectPath(redirectParam, homePath(user));
  return isStaffAtWork(user) && isEmployerArea(target) ? STAFF_HOME_PATH : target;
}

const BASE = "http://wurzelwerk.invalid";

/**
 * A path on this site as browsers read it: one "/" first (not "//" or "/\", which browsers read
 * as another host), no control characters or whitespace (browsers drop tabs and line breaks, so
 * "/\t/evil.example" would become "//evil.example") and no backslash (read as "/").
 */
function isOwnPath(value: string): boolean {
  return (
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.startsWith("/\\") &&
    !/[\u0000-\u0020\u007F\\]/.test(value)
  );
}

/**
 * The only way to a redirect target taken from the address (the `redirect` parameter of
 * /login, in its loader and after the form's login): accepted only as a path on this site,
 * checked before and after normalisation. Normalising resolves dot segments, so "/..//evil.example"
 * or "/.//evil.example" become "//evil.example" — another host — and are refused. Anything else
 * leads to `fallback` (the dashboard).
 */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback = EMPLOYER_HOME_PATH,
): string {
  if (!value || value.length > 2000 || !isOwnPath(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return fallback;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    if (!isOwnPath(normalised)) return fallback;
    // What the browser makes of the answer must be this same path again.
    const again = new URL(normalised, BASE);
    if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== normalised)
      return fallback;
    return normalised;
  } catch {
    return fallback;
  }
}
