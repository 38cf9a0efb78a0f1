import { NavLink, Outlet, isRouteErrorResponse } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { requireStaffPage } from "#web/features/admin/guard.ts";
import { ADMIN_NAV } from "#web/features/admin/nav.ts";
import { adminMeta } from "#web/features/admin/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { isLoadFailure } from "#web/lib/load-failure.ts";
import type { Route } from "./+types/admin-layout";

/** The frame of the staff backoffice: band, section navigation, the section below. */
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
  return adminMeta(rootMetadata(matches)?.app_name);
}

// Nine sections: on a phone they wrap into three rows of pills (every section one tap away, no
// sideways scrolling, plain links in reading and tab order); from sm on they fit one or two rows.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-3 font-semibold transition-colors sm:px-4 ${
    isActive ? "bg-moss-700 text-white" : "bg-white/60 text-moss-800 hover:bg-moss-100"
  }`;

export default function AdminLayout() {
  return (
    <>
      <div className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pt-[calc(70px+1.5rem)] sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-moss-700">
            Wurzelwerk-Team
          </p>
          <nav aria-label="Team-Bereich" className="mt-3 pb-3">
            <ul className="flex flex-wrap gap-1.5">
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
  // A chunk that did not arrive: on to the root's page for it (one reload, then „Neu laden“).
  if (isLoadFailure(error)) throw error;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) &&
    typeof (error.data as { message?: unknown })?.message === "string"
      ? (error.data as { message: string }).message
      : null;
  return (
    <section className="px-4 pb-16 pt-[calc(70px+3rem)] sm:px-6 lg:px-10">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-moss-900">
          {status === 403
            ? "Kein Zugriff"
            : status === 404
              ? "Nicht gefunden"
              : "Das hat nicht geklappt"}
        </h1>
        <p className="mt-4 text-ink">
          {status === 403
            ? "Dieser Bereich ist nur für das Wurzelwerk-Team."
            : status === 404
              ? (message ?? "Diesen Eintrag gibt es nicht.")
              : "Die Seite konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal."}
        </p>
      </div>
    </section>
  );
}
