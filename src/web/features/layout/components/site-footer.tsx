import { Link } from "react-router";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { useConsentStore } from "#web/features/consent/store.ts";
import { LogoMark } from "./logo.tsx";
import { SECTOR_PANEL_HEADING, SectorLinks } from "./sector-links.tsx";

const linkClass =
  "inline-block py-1.5 text-moss-100 underline-offset-2 hover:text-white hover:underline";

const COLUMNS: { heading: string; links: { to: string; label: string }[] }[] = [
  {
    heading: "Für Arbeitgeber",
    links: [
      { to: "/arbeitgeber", label: "Stellenanzeige schalten" },
      { to: "/login", label: "Arbeitgeber-Login" },
    ],
  },
  {
    heading: "Service",
    links: [
      { to: "/faq", label: "FAQ" },
      { to: "/kontakt", label: "Kontakt" },
      { to: "/ueber-uns", label: "Über uns" },
    ],
  },
  {
    heading: "Rechtliches",
    links: [
      { to: "/datenschutz", label: "Datenschutz" },
      { to: "/impressum", label: "Impressum" },
      { to: "/agb", label: "AGB" },
    ],
  },
];

/** docs/product.md "Pages and addresses". */
export function SiteFooter() {
  const { sectors, app_name } = usePageMetadata();
  const reopenConsent = useConsentStore((s) => s.reopen);
  return (
    <footer className="bg-moss-900 text-moss-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-10">
        <div className="lg:col-span-1">
          <Link to="/" className="flex items-center gap-2 text-xl font-extrabold text-white">
            <LogoMark />
            <span>{app_name}</span>
          </Link>
          <p className="mt-3 text-moss-100">
            Die erste interaktive Karriereplattform für die grüne Branche.
          </p>
        </div>
        <div className="lg:col-span-2">
          <h2 className="mb-2 font-bold text-white">{SECTOR_PANEL_HEADING}</h2>
          <SectorLinks
            sectors={sectors}
            className="grid grid-cols-1 gap-x-6 sm:grid-cols-2"
            linkClassName={linkClass}
          />
        </div>
        <div className="grid grid-cols-1 gap-8 sm:grid-cols-3 md:col-span-2 lg:col-span-2">
          {COLUMNS.map((column) => (
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
          <p className="text-xs text-moss-200">
            Ortsdaten: © OpenStreetMap-Mitwirkende (ODbL), © GeoBasis-DE / BKG 2017 (dl-de/by-2-0),
            GeoNames (CC BY 4.0)
          </p>
          <button
            type="button"
            onClick={reopenConsent}
            className="underline underline-offset-2 hover:text-white"
          >
            Cookie-Einstellungen
          </button>
        </div>
      </div>
    </footer>
  );
}
