import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { HEADER_SCROLL_THRESHOLD_PX, SCROLL_DEBOUNCE_MS } from "#shared/constants.ts";
import { SavedJobsLink } from "#web/features/saved-jobs/components/saved-jobs-link.tsx";
import { isStaffAtWork, STAFF_HOME_PATH } from "#web/lib/home-path.ts";
import { useLocalizedPath, useShellText } from "#web/lib/i18n.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { useDismiss } from "#web/ui/use-dismiss.ts";
import { useHeaderDropdown } from "#web/ui/use-header-dropdown.ts";
import { LogoMark } from "./logo.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { SectorLinks } from "./sector-links.tsx";
import { TopBanners } from "./top-banners.tsx";

interface NavItem {
  to: string;
  label: string;
}

function useNavItems(): NavItem[] {
  const { blog_count } = usePageMetadata();
  const t = useShellText();
  const path = useLocalizedPath();
  return [
    { to: path("/jobs"), label: t("nav.seekers") },
    { to: path("/arbeitgeber"), label: t("nav.employers") },
    { to: path("/faq"), label: t("nav.faq") },
    { to: path("/ueber-uns"), label: t("nav.about") },
    ...(blog_count > 0 ? [{ to: path("/blog"), label: t("nav.blog") }] : []),
    { to: path("/kontakt"), label: t("nav.contact") },
  ];
}

/** True once the page is scrolled past the threshold (docs/product.md "Pages and addresses": 72 px, handler debounced 100 ms). */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setScrolled(window.scrollY > threshold);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, [threshold]);
  return scrolled;
}

function AccountButton({ compact = false }: { compact?: boolean }) {
  const { user } = usePageMetadata();
  const { pathname } = useLocation();
  const t = useShellText();
  const size = compact ? "w-full" : "whitespace-nowrap";
  if (!user) {
    return (
      <Link to="/login" className={buttonClasses("primary", size)}>
        {t("employerLogin")}
      </Link>
    );
  }
  // Only employers and staff see these, and their areas are German (ADR 051).
  if (isStaffAtWork(user)) {
    return (
      <Link to={STAFF_HOME_PATH} className={buttonClasses("primary", size)}>
        Team-Bereich
      </Link>
    );
  }
  const label = pathname.startsWith("/dashboard/job") ? "Zurück zum Profil" : "Profil";
  return (
    <Link to="/dashboard" className={buttonClasses("primary", size)}>
      {label}
    </Link>
  );
}

function SectorDropdown() {
  const { sectors } = usePageMetadata();
  const t = useShellText();
  const { open, toggle, panelId, rootRef, buttonRef } = useHeaderDropdown();

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-moss-900 hover:bg-moss-100"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {t("nav.sectors")}
        <svg
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        >
          <path d="M5 7l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full mt-2 w-[min(34rem,90vw)] rounded-2xl bg-white p-6 shadow-xl ring-1 ring-moss-200"
      >
        <p className="mb-3 text-lg font-bold text-moss-800">{t("sectors.heading")}</p>
        <SectorLinks
          sectors={sectors}
          className="grid grid-cols-2 gap-x-6 gap-y-1"
          linkClassName="block rounded-lg px-2 py-2 text-moss-900 hover:bg-moss-50 hover:text-moss-700"
        />
      </div>
    </div>
  );
}

function MobileMenu({
  id,
  items,
  onNavigate,
}: {
  id: string;
  items: NavItem[];
  onNavigate: () => void;
}) {
  const { sectors } = usePageMetadata();
  const t = useShellText();
  return (
    <div
      id={id}
      className="max-h-[calc(100dvh-70px)] overflow-y-auto border-t border-moss-100 bg-white px-4 pb-6 pt-2 shadow-lg xl:hidden"
    >
      <nav aria-label={t("nav.mobile")}>
        <ul className="divide-y divide-moss-100">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onNavigate}
                className="block py-3 text-lg font-medium text-moss-900"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={`${id}-sectors`} className="mt-4 rounded-2xl bg-moss-50 p-4">
        <h2 id={`${id}-sectors`} className="mb-2 font-bold text-moss-800">
          {t("sectors.heading")}
        </h2>
        <SectorLinks
          sectors={sectors}
          className="grid grid-cols-1 gap-1 sm:grid-cols-2"
          linkClassName="block py-2 text-moss-900 underline-offset-2 hover:underline"
        />
      </section>
      <div className="mt-4">
        <AccountButton compact />
      </div>
    </div>
  );
}

/** docs/product.md "Pages and addresses": fixed, 70 px, transparent until scrolled past 72 px. */
export function SiteHeader() {
  const items = useNavItems();
  const { app_name: appName } = usePageMetadata();
  const t = useShellText();
  const path = useLocalizedPath();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  useDismiss(menuOpen, closeMenu, [headerRef], burgerRef);
  const solid = scrolled || menuOpen;

  return (
    <header
      ref={headerRef}
      className="fixed inset-x-0 top-0 z-40 mx-auto max-w-[2400px]"
      data-scrolled={scrolled ? "true" : "false"}
    >
      <TopBanners />
      <div
        className={`flex h-[70px] items-center gap-2 px-4 sm:gap-4 xl:gap-2 2xl:gap-4 transition-[background-color,box-shadow] duration-300 sm:px-6 lg:px-10 xl:px-6 2xl:px-10 ${
          solid ? "bg-white shadow-md" : "bg-transparent"
        }`}
      >
        <Link
          to={path("/")}
          className="flex shrink-0 items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-moss-900"
        >
          <LogoMark />
          <span>{appName}</span>
          <span className="sr-only"> – {t("toHome")}</span>
        </Link>
        <nav aria-label={t("nav.main")} className="ml-auto hidden items-center xl:flex 2xl:gap-1">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `flex min-h-11 items-center whitespace-nowrap rounded-full px-2 font-medium hover:bg-moss-100 2xl:px-3 ${isActive ? "text-moss-700 underline decoration-2 underline-offset-8" : "text-moss-900"}`
              }
            >
              {item.label}
            </NavLink>
          ))}
          <SectorDropdown />
        </nav>
        <SavedJobsLink className="ml-auto xl:ml-0" />
        <LanguageSwitch />
        <div className="hidden xl:block">
          <AccountButton />
        </div>
        <button
          ref={burgerRef}
          type="button"
          className="flex h-11 w-11 items-center justify-center rounded-full text-moss-900 hover:bg-moss-100 xl:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t("menu.close") : t("menu.open")}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true">
            {menuOpen ? (
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            )}
          </svg>
        </button>
      </div>
      {menuOpen && <MobileMenu id={menuId} items={items} onNavigate={closeMenu} />}
    </header>
  );
}
