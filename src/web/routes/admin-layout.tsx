import { NavLink, Outlet, isRouteErrorResponse } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { requireStaffPage } from "#web/features/admin/guard.ts";
import { ADMIN_NAV } from "#web/features/admin/nav.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/admin-layout";

/** The frame of the staff backoffice (issue 7): band, section navigation, the section below. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  requireStaffPage(await services.currentUser(), request);
  return null;
}

// Staff pages show private data: never stored by shared caches, never indexed.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  return [
    { title: `Team-Bereich | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-full px-4 font-semibold transition-colors ${
    isActive ? "bg-moss-700 text-white" : "text-moss-800 hover:bg-moss-100"
  }`;

export default function AdminLayout() {
  return (
    <>
      <div className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pt-[calc(70px+1.5rem)] sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-moss-700">
            Wurzelwerk-Team
          </p>
          <nav aria-label="Team-Bereich" className="-mx-4 mt-3 overflow-x-auto px-4 pb-3">
            <ul className="flex gap-1">
              {ADMIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navLinkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="px-4 pb-16 pt-[calc(70px+3rem)] sm:px-6 lg:px-10">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-moss-900">
          {forbidden ? "Kein Zugriff" : missing ? "Nicht gefunden" : "Das hat nicht geklappt"}
        </h1>
        <p className="mt-4 text-ink">
          {forbidden
            ? "Dieser Bereich ist nur für das Wurzelwerk-Team."
            : missing
              ? "Diesen Eintrag gibt es nicht (mehr)."
              : "Die Seite konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal."}
        </p>
      </div>
    </section>
  );
}
