import { Link } from "react-router";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { useConsentStore } from "#web/features/consent/store.ts";
import { useLocalizedPath, useShellText } from "#web/lib/i18n.ts";
import { LogoMark } from "./logo.tsx";
import { SectorLinks } from "./sector-links.tsx";

const linkClass =
  "inline-block py-1.5 text-moss-100 underline-offset-2 hover:text-white hover:underline";

/** The footer's link columns; every target but the login follows the page's language where it can. */
function useColumns(): { heading: string; links: { to: string; label: string }[] }[] {
  const t = useShellText();
  const path = useLocalizedPath();
  return [
    {
      heading: t("nav.employers"),
      links: [
        { to: path("/arbeitgeber"), label: t("footer.postAd") },
        { to: "/login", label: t("employerLogin") },
      ],
    },
    {
      heading: t("footer.service"),
      links: [
        { to: path("/faq"), label: t("nav.faq") },
        { to: path("/kontakt"), label: t("nav.contact") },
        { to: path("/ueber-uns"), label: t("nav.about") },
      ],
    },
    {
      heading: t("footer.legal"),
      links: [
        { to: path("/datenschutz"), label: t("footer.privacy") },
        { to: path("/impressum"), label: t("footer.imprint") },
        { to: path("/agb"), label: t("footer.terms") },
      ],
    },
  ];
}

/** docs/product.md "Pages and addresses". */
export function SiteFooter() {
  const { sectors, app_name } = usePageMetadata();
  const reopenConsent = useConsentStore((s) => s.reopen);
  const t = useShellText();
  const path = useLocalizedPath();
  const columns = useColumns();
  return (
    <footer className="bg-moss-900 text-moss-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-10">
        <div className="lg:col-span-1">
          <Link
            to={path("/")}
            className="flex items-center gap-2 text-xl font-extrabold text-white"
          >
            <LogoMark />
            <span>{app_name}</span>
          </Link>
          <p className="mt-3 text-moss-100">{t("footer.tagline")}</p>
        </div>
        <div className="lg:col-span-2">
          <h2 className="mb-2 font-bold text-white">{t("sectors.heading")}</h2>
          <SectorLinks
            sectors={sectors}
            className="grid grid-cols-1 gap-x-6 sm:grid-cols-2"
            linkClassName={linkClass}
          />
        </div>
        <div className="grid grid-cols-1 gap-8 sm:grid-cols-3 md:col-span-2 lg:col-span-2">
          {columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className="mb-2 font-bold text-white">{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-moss-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm text-moss-200 sm:px-6 lg:px-10">
          <p>
            © {new Date().getFullYear()} {app_name}
          </p>
          <p className="text-xs text-moss-200">{t("footer.placeData")}</p>
          <button
            type="button"
            onClick={reopenConsent}
            className="underline underline-offset-2 hover:text-white"
          >
            {t("footer.cookieSettings")}
          </button>
        </div>
      </div>
    </footer>
  );
}
