import { applicationCount, newApplications } from "#shared/count-texts.ts";
import type { ApplicationCounts } from "#shared/schemas/applications.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { inboxHref } from "../inbox-query.ts";

/**
 * „Bewerbungen“ on the dashboard: how many applications are new (not yet opened by anyone of
 * the company) as a badge, and the way into the inbox. The counts come from the dashboard's
 * loader, which runs again on every live event, so a new application shows without a reload.
 */
export function ApplicationsEntry({ counts }: { counts: ApplicationCounts }) {
  return (
    <section
      aria-labelledby="applications-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="applications-heading" className="text-2xl font-bold text-moss-900">
          Bewerbungen
        </h2>
        <UnseenBadge unseen={counts.unseen} />
      </div>
      <p className="mt-3 text-moss-800">
        {counts.total === 0
          ? "Noch keine Bewerbungen. Sobald sich jemand über Wurzelwerk auf eine Ihrer Anzeigen bewirbt, sehen Sie die Bewerbung hier – und wir benachrichtigen Sie."
          : `${applicationCount(counts.total)} auf Ihre Anzeigen. Hier sehen Sie Kontaktdaten, Nachricht und Dateien und setzen den Status.`}
      </p>
      <div className="mt-5">
        <ButtonLink to={inboxHref()} variant={counts.unseen > 0 ? "primary" : "secondary"}>
          Bewerbungen ansehen
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * The number of unseen applications, its words agreeing with it („1 neue Bewerbung“); a live
 * region, so a screen reader hears when a new one arrives. Nothing shows at 0.
 */
export function UnseenBadge({ unseen }: { unseen: number }) {
  return (
    <div role="status">
      {unseen > 0 ? (
        <span
          data-testid="applications-badge"
          className="rounded-full bg-earth-600 px-3 py-1 text-sm font-semibold text-white"
        >
          {newApplications(unseen)}
        </span>
      ) : null}
    </div>
  );
}
