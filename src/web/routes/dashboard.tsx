import { redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { ApplicationsEntry } from "#web/features/applications/components/applications-entry.tsx";
import { AccountSettings } from "#web/features/auth/components/account-settings.tsx";
import { DataRightsSection } from "#web/features/auth/components/data-rights-section.tsx";
import { LogoutButton } from "#web/features/auth/components/logout-button.tsx";
import { OrdersSection } from "#web/features/checkout/components/orders-section.tsx";
import { DemandSection } from "#web/features/employers/components/demand-section.tsx";
import { EmployerProfileSection } from "#web/features/employers/components/employer-profile-section.tsx";
import { TeamSection } from "#web/features/employers/components/team-section.tsx";
import { JobAdsSection } from "#web/features/employers/components/job-ads-section.tsx";
import { readAdsQuery } from "#web/features/employers/own-ads-query.ts";
import { NotificationsPanel } from "#web/features/notifications/components/notifications-panel.tsx";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { isStaffAtWork, STAFF_HOME_PATH } from "#web/lib/home-path.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { useIsTeamMember } from "#web/lib/team-role.ts";
import { loginPath } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/dashboard";

/**
 * docs/product.md "Pages and addresses" employer dashboard; logged out → /login, and back here after the login; staff
 * (not acting as an employer) → /admin. Everything it shows is read here, rendered on the
 * server and read again after every change (revalidation): profile, own ads (filter and page
 * from `?anzeigen=…&seite=…`), the demand around the company's places, credits, orders,
 * notifications, the team and the counts of the applications (the badge of new ones). A failing read shows the
 * route's error page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  const [user, employer, demand, ads, credits, orders, notifications, inbox, team] =
    await Promise.all([
      services.currentUser(),
      services.ownEmployerProfile(),
      services.ownEmployerDemand(),
      services.ownJobs(readAdsQuery(url.searchParams)),
      services.credits(),
      services.ownOrders(),
      services.notifications(),
      services.ownApplications({ page: 1 }),
      services.ownTeam(),
    ]);
  if (!user || !ads || !credits || !orders || !notifications) {
    throw redirect(loginPath(url.pathname + url.search));
  }
  // Staff in their own account have no company here; acting as an employer they do.
  if (isStaffAtWork(user)) throw redirect(STAFF_HOME_PATH);
  return {
    /** null: no company belongs to the account. */
    employer,
    /** null: no company belongs to the account. */
    demand,
    ads,
    credits,
    orders,
    notifications,
    /** The company's team (ADR 058); null: no company to the account. */
    team,
    /** The inbox's counts (the badge of new applications); null: no company to the account. */
    applicationCounts: employer && inbox?.status === 200 ? inbox.data.counts : null,
  };
}

// The page belongs to one signed-in user: never stored by shared caches.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  return [
    { title: `Ihr Arbeitgeberbereich | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, sectors } = usePageMetadata();
  const isMember = useIsTeamMember();
  const { employer } = loaderData;

  // Between logout and the reload that follows it the root data has no user any more.
  if (!user) return null;
  // Revalidated after every change, so a saved name shows here at once.
  const companyName = user.employers.data[0]?.name ?? "Ihr Unternehmen";

  return (
    <>
      <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-10 pt-[calc(70px+2rem)] sm:px-6 lg:px-10">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wider text-moss-700">
              Ihr Arbeitgeberbereich
            </p>
            <h1 className="mt-1 break-words text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl">
              {companyName}
            </h1>
            <p className="mt-2 break-words text-moss-800">
              Angemeldet als {user.name} ({user.email})
            </p>
          </div>
          <div className="shrink-0">
            <LogoutButton />
          </div>
        </div>
      </section>

      <div className="px-4 py-8 sm:px-6 sm:py-10 lg:px-10">
        <div className="mx-auto max-w-6xl space-y-8">
          {user.email_verified_at ? null : (
            <div
              role="note"
              aria-label="E-Mail-Adresse noch nicht bestätigt"
              className="rounded-2xl bg-earth-500/10 px-5 py-4 text-ink ring-1 ring-earth-500/40"
            >
              <p className="font-semibold">Ihre E-Mail-Adresse ist noch nicht bestätigt.</p>
              <p className="mt-1">
                Ihr Profil können Sie schon jetzt pflegen. Anzeigen veröffentlichen und Pakete
                buchen können Sie, sobald Sie den Link in unserer E-Mail an {user.email} geöffnet
                haben.
              </p>
            </div>
          )}

          {loaderData.applicationCounts ? (
            <ApplicationsEntry counts={loaderData.applicationCounts} />
          ) : null}

          <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="min-w-0 space-y-8">
              {employer === null ? (
                <section
                  aria-labelledby="profile-heading"
                  className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8"
                >
                  <h2 id="profile-heading" className="text-2xl font-bold text-moss-900">
                    Unternehmensprofil
                  </h2>
                  <p className="mt-4 text-moss-800">
                    Zu Ihrem Konto gehört noch kein Unternehmen. Bitte schreiben Sie uns über das
                    Kontaktformular, wir helfen Ihnen weiter.
                  </p>
                </section>
              ) : (
                <EmployerProfileSection initial={employer} sectors={sectors} />
              )}
              <JobAdsSection ads={loaderData.ads} credits={loaderData.credits} />
              {loaderData.demand ? <DemandSection demand={loaderData.demand} /> : null}
              {/* Orders and invoices are the owner's (ADR 058). */}
              {isMember ? null : <OrdersSection orders={loaderData.orders} />}
            </div>

            <div className="min-w-0 space-y-8">
              <NotificationsPanel list={loaderData.notifications} />
              {loaderData.team ? <TeamSection team={loaderData.team} userId={user.id} /> : null}
              <section
                aria-labelledby="account-heading"
                className="h-fit rounded-3xl bg-moss-50 p-5 ring-1 ring-moss-200 sm:p-8"
              >
                <h2 id="account-heading" className="mb-6 text-2xl font-bold text-moss-900">
                  Kontoeinstellungen
                </h2>
                <AccountSettings user={user} />
                <DataRightsSection user={user} />
              </section>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
