export const AFTER_LOGIN_PATH = "/dashboard";

/**
 * The `redirect` query parameter of /login, accepted only as a path on this site: it starts
 * with one "/" (not "//" or "/\", which browsers read as another host) and has no control
 * characters or whitespace (browsers drop tabs and line breaks, so "/\t/evil.example" would
 * become "//evil.example"). Anything else leads to the dashboard.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback = AFTER_LOGIN_PATH,
): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u0020\u007F\\]/.test(value)) return fallback;
  try {
    const base = "http://wurzelwerk.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
