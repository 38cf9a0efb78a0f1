import { LOCALE_NAMES_IN_GERMAN } from "#shared/locales.ts";
import { fileCount } from "#shared/count-texts.ts";
import { formatDate, formatDateTime, formatFileSize } from "#shared/format.ts";
import type { ApplicationDetail, RejectionTemplate } from "#shared/schemas/applications.ts";
import { applicationFileHref } from "../api.ts";
import { inboxHref } from "../inbox-query.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { StatusChip } from "./status-chip.tsx";
import { StatusControl } from "./status-control.tsx";

/**
 * One application `/dashboard/bewerbungen/{id}` (opening it marks it seen): the applicant's
 * contact, message and files, the status with the optional Absage mail, and when it will be
 * deleted. Every text of the applicant is rendered as text (React escapes it); the files are
 * downloads, never shown in the page (ADR 046).
 */
export function ApplicationDetailPage({
  application,
  template,
}: {
  application: ApplicationDetail;
  template: RejectionTemplate | null;
}) {
  const a = application;
  return (
    <div className="px-4 pb-10 pt-[calc(70px+1.5rem)] sm:px-6 lg:px-10">
      <div className="mx-auto max-w-4xl">
        <Breadcrumbs
          steps={[
            { label: "Bewerbungen", to: inboxHref() },
            { label: a.job.title, to: inboxHref({ jobId: a.job.id }) },
            { label: a.name },
          ]}
        />

        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="break-words text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl">
              {a.name}
            </h1>
            <p className="mt-2 break-words text-moss-800">
              Bewerbung auf „{a.job.title}“ · eingegangen am {formatDateTime(a.created_at)}
            </p>
          </div>
          <StatusChip status={a.status} />
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="min-w-0 space-y-6">
            <section
              aria-labelledby="contact-heading"
              className="rounded-3xl bg-white p-5 ring-1 ring-moss-200 sm:p-6"
            >
              <h2 id="contact-heading" className="text-xl font-bold text-moss-900">
                Kontakt
              </h2>
              <dl className="mt-3 space-y-3">
                <div>
                  <dt className="text-sm font-semibold text-moss-800">E-Mail</dt>
                  <dd>
                    <a
                      href={`mailto:${a.email}`}
                      className="inline-block min-h-11 break-all py-2 text-moss-900 underline underline-offset-2"
                    >
                      {a.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold text-moss-800">Telefon</dt>
                  <dd>
                    {a.phone ? (
                      <a
                        href={`tel:${a.phone.replace(/[^\d+]/g, "")}`}
                        className="inline-block min-h-11 py-2 text-moss-900 underline underline-offset-2"
                      >
                        {a.phone}
                      </a>
                    ) : (
                      <span className="text-moss-800">Keine Angabe</span>
                    )}
                  </dd>
                </div>
                {a.locale === "de" ? null : (
                  <div>
                    <dt className="text-sm font-semibold text-moss-800">Sprache</dt>
                    <dd data-testid="application-language">
                      {LOCALE_NAMES_IN_GERMAN[a.locale]}: Die Bewerbung kam über die Seite auf{" "}
                      {LOCALE_NAMES_IN_GERMAN[a.locale]}. Unsere E-Mails an die Person, auch die
                      Absage mit dem Standardtext, gehen auf {LOCALE_NAMES_IN_GERMAN[a.locale]}.
                    </dd>
                  </div>
                )}
              </dl>
            </section>

            <section
              aria-labelledby="message-heading"
              className="rounded-3xl bg-white p-5 ring-1 ring-moss-200 sm:p-6"
            >
              <h2 id="message-heading" className="text-xl font-bold text-moss-900">
                Nachricht
              </h2>
              {a.message ? (
                <p
                  data-testid="application-message"
                  className="mt-3 whitespace-pre-line break-words text-ink"
                >
                  {a.message}
                </p>
              ) : (
                <p className="mt-3 text-moss-800">Ohne Nachricht.</p>
              )}
            </section>

            <section
              aria-labelledby="files-heading"
              className="rounded-3xl bg-white p-5 ring-1 ring-moss-200 sm:p-6"
            >
              <h2 id="files-heading" className="text-xl font-bold text-moss-900">
                Dateien
              </h2>
              {a.files.length === 0 ? (
                <p className="mt-3 text-moss-800">Ohne Dateien.</p>
              ) : (
                <>
                  <p className="mt-1 text-sm text-moss-800">
                    {fileCount(a.files.length)} – zum Herunterladen; geöffnet werden sie mit den
                    Programmen Ihres Geräts.
                  </p>
                  <ul className="mt-3 space-y-2">
                    {a.files.map((file) => (
                      <li key={file.id}>
                        <a
                          href={applicationFileHref(a.id, file.id)}
                          download={file.file_name}
                          className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-3 py-2 ring-1 ring-moss-200 hover:bg-moss-50"
                        >
                          <DownloadIcon />
                          <span className="min-w-0 break-all font-semibold text-moss-900 underline underline-offset-2">
                            {file.file_name}
                          </span>
                          <span className="text-sm text-moss-800">
                            {file.kind === "cv" ? "Lebenslauf" : "Anhang"} ·{" "}
                            {formatFileSize(file.size_bytes)}
                            <span className="sr-only"> herunterladen</span>
                          </span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          </div>

          <div className="min-w-0 space-y-6">
            <StatusControl application={a} template={template} />
            <section
              aria-labelledby="retention-heading"
              className="rounded-3xl bg-moss-50 p-5 ring-1 ring-moss-200 sm:p-6"
            >
              <h2 id="retention-heading" className="text-xl font-bold text-moss-900">
                Aufbewahrung
              </h2>
              <p className="mt-2 text-ink">
                {a.delete_after ? (
                  <>
                    Wird gelöscht am <strong>{formatDate(a.delete_after)}</strong>, mit allen
                    Dateien.
                  </>
                ) : (
                  "Ein Löschdatum steht noch nicht fest."
                )}
              </p>
              <p className="mt-2 text-sm text-moss-800">
                Bewerbungsdaten dürfen nur so lange aufbewahrt werden, wie sie gebraucht werden:
                Wurzelwerk löscht jede Bewerbung automatisch einige Monate nach der Zusage oder
                Absage bzw. nach dem Ende der Anzeige. Zieht die Person ihre Bewerbung zurück, wird
                sie sofort gelöscht.
              </p>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0 text-moss-700"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 4v11" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 20h14" />
    </svg>
  );
}
