import { Link, useLocation } from "react-router";
import {
  germanPath,
  hasLanguageVersions,
  isMailedLinkPage,
  LOCALE_NAMES,
  LOCALES,
  localizedPath,
  type Locale,
} from "#shared/locales.ts";
import { useShellText } from "#web/lib/i18n.ts";
import { useHeaderDropdown } from "#web/ui/use-header-dropdown.ts";

/**
 * Where each language's link leads (ADR 051): the same page with its query and hash where the
 * page exists in every language (the pages of mailed links too), else German keeps the page
 * and the others open their home.
 */
function targetOf(locale: Locale, pathname: string, rest: string): string {
  const page = germanPath(pathname);
  if (hasLanguageVersions(page) || locale === "de") return localizedPath(page + rest, locale);
  return localizedPath("/", locale);
}

/**
 * The header's language switch: a button naming the current language that opens the list of
 * languages, each named in itself and marked with its `lang`, so a screen reader speaks it in
 * that language. A navigation into another language loads the shell's texts anew (root.tsx).
 */
export function LanguageSwitch() {
  const t = useShellText();
  const { pathname, search, hash } = useLocation();
  const { open, toggle, close, panelId, rootRef, buttonRef } = useHeaderDropdown();
  const current = t.locale;
  const tokenPage = isMailedLinkPage(germanPath(pathname));

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        className="flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 font-semibold text-moss-900 hover:bg-moss-100"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="language-switch"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            d="M12 3a9 9 0 100 18 9 9 0 000-18zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        {/* The name says the language in full and holds the visible code (label in name). */}
        <span className="sr-only">
          {t("language.button", { language: LOCALE_NAMES[current] })}{" "}
        </span>
        <span>{current.toUpperCase()}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-10 mt-2 w-52 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-moss-200"
      >
        <p className="px-3 pb-1 pt-2 text-sm font-semibold text-moss-700">{t("language.menu")}</p>
        <ul>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <Link
                to={targetOf(locale, pathname, search + hash)}
                // A mailed link's page holds its token in the address: the router may not name
                // it in a /__manifest request (public, cached for a year), so a full load.
                {...(tokenPage ? { discover: "none" as const, reloadDocument: true } : {})}
                lang={locale}
                hrefLang={locale}
                aria-current={locale === current ? "true" : undefined}
                onClick={close}
                className={`flex min-h-11 items-center justify-between rounded-lg px-3 py-2 text-moss-900 hover:bg-moss-50 ${
                  locale === current ? "font-bold" : ""
                }`}
              >
                {LOCALE_NAMES[locale]}
                {locale === current ? (
                  <svg viewBox="0 0 20 20" className="h-4 w-4 text-moss-700" aria-hidden="true">
                    <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" />
                  </svg>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
