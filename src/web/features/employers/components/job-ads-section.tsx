import { ButtonLink } from "#web/ui/button-link.tsx";

function SproutIcon() {
  return (
    <svg
      viewBox="0 0 48 48"
      className="h-12 w-12 text-moss-600"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M24 42V24" />
      <path d="M24 26c0-8-6-13-15-13 0 8 6 13 15 13Z" />
      <path d="M24 22c0-7 5-12 14-12 0 7-5 12-14 12Z" />
      <path d="M14 42h20" />
    </svg>
  );
}

/**
 * "Ihre Stellenanzeigen": the employer's ads with status, runtime and actions. Until the first
 * ad exists it explains what will appear here and where packages are booked.
 */
export function JobAdsSection() {
  return (
    <section
      aria-labelledby="ads-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8"
    >
      <h2 id="ads-heading" className="text-2xl font-bold text-moss-900">
        Ihre Stellenanzeigen
      </h2>
      <div className="mt-6 flex flex-col items-center rounded-2xl border-2 border-dashed border-moss-200 bg-moss-50 px-5 py-10 text-center">
        <SproutIcon />
        <p className="mt-4 text-xl font-bold text-moss-900">Noch keine Stellenanzeigen</p>
        <p className="mt-2 max-w-xl text-moss-800">
          Sobald Sie eine Anzeige erstellt haben, sehen Sie sie hier – mit ihrem Status (Entwurf,
          veröffentlicht, abgelaufen oder beendet), ihrer Laufzeit und den passenden Aktionen zum
          Bearbeiten, Verlängern oder Beenden.
        </p>
        <p className="mt-2 max-w-xl text-moss-800">
          Zum Veröffentlichen brauchen Sie ein Anzeigenpaket.
        </p>
        <ButtonLink to="/arbeitgeber" variant="primary" className="mt-6">
          Preise und Pakete ansehen
        </ButtonLink>
      </div>
    </section>
  );
}
