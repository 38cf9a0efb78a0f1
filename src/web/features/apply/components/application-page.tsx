import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "#shared/format.ts";
import type { ApplicationStatus, OwnApplication } from "#shared/schemas/applications.ts";
import { AuthPage, SuccessPanel } from "#web/features/auth/components/auth-page.tsx";
import { Problem } from "#web/features/job-alerts/components/problem.tsx";
import { HttpError } from "#web/lib/http.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { withdrawApplication } from "../api.ts";
import { fileSize } from "../files.ts";

/** Where the application stands, in the applicant's words (du). */
const STATUS_TEXT: Record<ApplicationStatus, string> = {
  neu: "Eingegangen – der Betrieb hat sie noch nicht bearbeitet.",
  in_pruefung: "Wird geprüft – der Betrieb sieht sich deine Bewerbung an.",
  gespraech: "Gespräch – der Betrieb möchte dich kennenlernen und meldet sich bei dir.",
  zusage: "Zusage – herzlichen Glückwunsch!",
  absage: "Absage – diesmal hat es leider nicht geklappt.",
};

const FAILED = "Das hat nicht geklappt. Bitte versuch es noch einmal.";

const linkClass = "font-semibold text-moss-700 underline underline-offset-2 hover:text-moss-900";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-moss-700">{term}</dt>
      <dd className="mt-1 min-w-0 text-ink [overflow-wrap:anywhere] sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * The page of the link in the applicant's confirmation mail (ADR 046): the application as sent,
 * where it stands, when it will be deleted, and withdrawing it (asked first; deletes it with its
 * files at once). Opening the page changes nothing.
 */
export function ApplicationPage({
  token,
  application,
}: {
  token: string;
  application: OwnApplication;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (withdrawn) doneHeading.current?.focus();
  }, [withdrawn]);

  const withdraw = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setWithdrawn((await withdrawApplication(token)).message);
    } catch (error) {
      setProblem(
        error instanceof HttpError && error.status !== 0 && error.message ? error.message : FAILED,
      );
    }
    setBusy(false);
    setAsking(false);
  };

  const { job } = application;
  if (withdrawn) {
    return (
      <AuthPage title="Bewerbung zurückgezogen">
        <SuccessPanel heading="Erledigt" headingRef={doneHeading}>
          <p role="status">{withdrawn}</p>
          <p>
            {job.employer_name} sieht deine Bewerbung als {job.title} nicht mehr. Der Link aus der
            E-Mail führt jetzt ins Leere.
          </p>
          <ButtonLink to="/jobs" className="w-full">
            Weitere Jobs finden
          </ButtonLink>
        </SuccessPanel>
      </AuthPage>
    );
  }

  const cv = application.files.filter((file) => file.kind === "cv");
  const attachments = application.files.filter((file) => file.kind === "attachment");
  return (
    <AuthPage
      title="Deine Bewerbung"
      intro={
        <p>
          als <span className="font-semibold text-moss-900">{job.title}</span> bei{" "}
          {job.employer_name}
        </p>
      }
    >
      <div className="space-y-6 text-moss-900">
        <section aria-labelledby="application-state">
          <h2 id="application-state" className="text-2xl font-bold">
            Stand
          </h2>
          <dl className="mt-2 divide-y divide-moss-100">
            <Row term="Stelle">
              <Link to={`/jobs/${job.id}`} className={linkClass}>
                {job.title}
              </Link>
            </Row>
            <Row term="Unternehmen">{job.employer_name}</Row>
            <Row term="Gesendet am">{formatDateTime(application.created_at)}</Row>
            <Row term="Status">{STATUS_TEXT[application.status]}</Row>
          </dl>
        </section>

        <section aria-labelledby="application-data">
          <h2 id="application-data" className="text-2xl font-bold">
            Deine Angaben
          </h2>
          <dl className="mt-2 divide-y divide-moss-100">
            <Row term="Name">{application.name}</Row>
            <Row term="E-Mail">{application.email}</Row>
            <Row term="Telefon">{application.phone ?? "–"}</Row>
            <Row term="Nachricht">
              {application.message ? (
                <span className="whitespace-pre-line">{application.message}</span>
              ) : (
                "–"
              )}
            </Row>
            <Row term="Lebenslauf">
              {cv.length
                ? cv.map((file) => `${file.file_name} (${fileSize(file.size_bytes)})`)
                : "–"}
            </Row>
            <Row term="Anhänge">
              {attachments.length ? (
                <ul className="space-y-1">
                  {attachments.map((file, index) => (
                    <li key={`${file.file_name}-${index}`}>
                      {file.file_name} ({fileSize(file.size_bytes)})
                    </li>
                  ))}
                </ul>
              ) : (
                "–"
              )}
            </Row>
          </dl>
        </section>

        <section aria-labelledby="application-deletion" className="rounded-2xl bg-moss-50 p-4">
          <h2 id="application-deletion" className="font-bold">
            Wann wir sie löschen
          </h2>
          <p className="mt-1">
            {application.delete_after
              ? `Wir löschen deine Bewerbung mit allen Dateien spätestens am ${formatDate(application.delete_after)} – automatisch, du musst nichts tun.`
              : "Wir löschen deine Bewerbung mit allen Dateien automatisch, sobald nach der Entscheidung des Betriebs oder dem Ende der Anzeige die Aufbewahrungsfrist abgelaufen ist."}{" "}
            Mehr dazu in der{" "}
            <Link to="/datenschutz" className={linkClass}>
              Datenschutzerklärung
            </Link>
            .
          </p>
        </section>

        {problem ? <Problem>{problem}</Problem> : null}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setAsking(true)}
          className={buttonClasses("secondary", "w-full")}
        >
          Bewerbung zurückziehen
        </button>
      </div>
      {asking ? (
        <ConfirmActionDialog
          title="Bewerbung zurückziehen?"
          confirmLabel="Ja, zurückziehen"
          busy={busy}
          tone="danger"
          onConfirm={() => void withdraw()}
          onClose={() => setAsking(false)}
        >
          <p>
            Deine Bewerbung wird sofort mit allen Dateien gelöscht, und {job.employer_name} sieht
            sie nicht mehr. Das lässt sich nicht rückgängig machen.
          </p>
        </ConfirmActionDialog>
      ) : null}
    </AuthPage>
  );
}

/** A link whose application is unknown: forged, cut short, withdrawn or past its retention. */
export function UnknownApplicationPage({ message }: { message: string }) {
  return (
    <AuthPage title="Deine Bewerbung">
      <div className="space-y-4 text-moss-900">
        <h2 className="text-2xl font-bold">Dieser Link funktioniert nicht</h2>
        <p role="status">{message}</p>
        <ButtonLink to="/jobs" className="w-full">
          Zur Jobsuche
        </ButtonLink>
      </div>
    </AuthPage>
  );
}
