/**
 * The seekers' languages and their addresses (ADR 051). German is the default and has no
 * prefix; every other language lives under its own: `/en`, `/pl/merkliste`. Only the pages in
 * LOCALIZED_PAGES exist under a prefix; every other page stays German only.
 */
export const LOCALES = ["de", "en", "pl", "ro", "uk"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Each language named in itself, as the language switch lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  de: "Deutsch",
  en: "English",
  pl: "Polski",
  ro: "Română",
  uk: "Українська",
};

/** Each language named in German, for the employer's and staff's texts (which stay German). */
export const LOCALE_NAMES_IN_GERMAN: Record<Locale, string> = {
  de: "Deutsch",
  en: "Englisch",
  pl: "Polnisch",
  ro: "Rumänisch",
  uk: "Ukrainisch",
};

/** The BCP 47 tag of a locale's formats (Germany's site: English as in Europe, not the US). */
export const INTL_LOCALES: Record<Locale, string> = {
  de: "de-DE",
  en: "en-GB",
  pl: "pl-PL",
  ro: "ro-RO",
  uk: "uk-UA",
};

/** Open Graph's `og:locale` per language. */
export const OG_LOCALES: Record<Locale, string> = {
  de: "de_DE",
  en: "en_GB",
  pl: "pl_PL",
  ro: "ro_RO",
  uk: "uk_UA",
};

/**
 * The German paths of the pages whose texts are translated, so they exist in every language.
 * routes.ts adds their prefixed routes, the sitemap lists them once per language, and
 * `localizedPath` leads a localized page's links to them (anything else stays German).
 */
const LOCALIZED_PAGES = ["/", "/merkliste", "/jobs"] as const;

/**
 * The same for pages with a parameter, as patterns of their German path: a job page
 * `/jobs/{id}` (its interface is translated; the ad's own texts stay as the employer wrote
 * them), and a sector page `/jobs-im-bereich/{slug}` (its interface is translated; the sector's
 * name and texts as staff translated them, ADR 053). One segment only: `/jobs/12/x` and
 * `/jobs/` are no job page.
 */
const LOCALIZED_PATTERNS: readonly RegExp[] = [/^\/jobs\/[^/]+$/, /^\/jobs-im-bereich\/[^/]+$/];

/**
 * The pages of mailed links (a job alert's, ADR 042; the applicant's, ADR 046), which exist in
 * every language too: in the language of the alert or application, and the language switch
 * keeps them. Their address holds a token, so they are in no sitemap and have no hreflang, and
 * a link to one never lets the router ask for it in advance (`isMailedLinkPage`).
 */
const MAILED_LINK_PATTERNS: readonly RegExp[] = [
  /^\/suchauftrag\/(?:bestaetigen|abmelden)\/[^/]+$/,
  /^\/suchauftraege\/[^/]+$/,
  /^\/bewerbung\/[^/]+$/,
];

/** Whether this German path is the page of a mailed link (a token in its address). */
export function isMailedLinkPage(path: string): boolean {
  return MAILED_LINK_PATTERNS.some((pattern) => pattern.test(path));
}

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

function prefixOf(pathname: string): Locale | undefined {
  const segment = /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1]?.toLowerCase();
  return segment && segment !== DEFAULT_LOCALE && isLocale(segment) ? segment : undefined;
}

/** A language as stored with a row (an alert's, an application's): German for anything unknown. */
export function storedLocale(value: string): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The language of a path: its prefix, German without one. `/PL` counts, as the router matches it. */
export function localeOfPath(pathname: string): Locale {
  return prefixOf(pathname) ?? DEFAULT_LOCALE;
}

/**
 * The German path of a path in any language: `/pl/merkliste` → `/merkliste`, `/pl` → `/`.
 * A path that a link would read as another site's address (`//host`, `/\host`, as in a 404 for
 * `/pl//evil.example`) becomes `/`: the result is used as a link on this site.
 */
export function germanPath(pathname: string): string {
  const prefix = prefixOf(pathname);
  const page = prefix ? pathname.slice(prefix.length + 1) || "/" : pathname;
  return /^\/(?![\\/])/.test(page) ? page : "/";
}

/** Whether the page at this German path exists in every language. */
export function hasLanguageVersions(path: string): boolean {
  return isPublicInEveryLanguage(path) || isMailedLinkPage(path);
}

/** The public pages in every language: those the sitemap and hreflang list. */
function isPublicInEveryLanguage(path: string): boolean {
  return (
    (LOCALIZED_PAGES as readonly string[]).includes(path) ||
    LOCALIZED_PATTERNS.some((pattern) => pattern.test(path))
  );
}

/**
 * The address of a German path in `locale`, query and hash kept: `("/merkliste?x=1", "pl")` →
 * `/pl/merkliste?x=1`. A page that has no version in that language keeps its German path, so a
 * link never leads to a page that does not exist.
 */
export function localizedPath(path: string, locale: Locale): string {
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? "" : path.slice(split);
  if (locale === DEFAULT_LOCALE || !hasLanguageVersions(pathname)) return path;
  return `/${locale}${pathname === "/" ? "" : pathname}${rest}`;
}

/**
 * Every language's address of a public German path that exists in every language (hreflang,
 * sitemap); none for the pages of mailed links.
 */
export function languageVersions(path: string): { locale: Locale; path: string }[] {
  if (!isPublicInEveryLanguage(path)) return [];
  return LOCALES.map((locale) => ({ locale, path: localizedPath(path, locale) }));
}
