import { useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { alertSearchPath, alertTitle } from "#shared/job-alert-words.ts";
import {
  JOB_ALERT_FREQUENCIES,
  type JobAlert,
  type JobAlertFrequency,
} from "#shared/schemas/job-alerts.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { notify } from "#web/ui/toast.ts";
import { deleteJobAlert, updateJobAlert } from "../api.ts";
import { AlertFilterList } from "./alert-filter.tsx";
import { Problem, problemText } from "./problem.tsx";

/**
 * The manage page of an address (`/suchauftraege/{token}`, the link in every alert mail): all
 * its alerts, each with its filter, the frequency, pause and resume, delete (asked first) and
 * the search it runs. Deleting is the seeker's erasure: the alert and what it mailed are gone.
 */
export function ManageAlertsPage({ token, alerts }: { token: string; alerts: JobAlert[] }) {
  const [list, setList] = useState(alerts);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onDeleted = (id: number, next: string | null) => {
    setList((current) => current.filter((alert) => alert.id !== id));
    // The page's own token belonged to the deleted alert: go on with another one's.
    if (next && next !== token) void navigate(`/suchauftraege/${next}`, { replace: true });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <section className="bg-gradient-to-b from-moss-100 via-moss-50 to-white px-4 pb-16 pt-[calc(70px+2rem)] sm:px-6 sm:pt-[calc(70px+3rem)] lg:px-10 lg:pb-24">
      <div className="mx-auto max-w-4xl">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight text-moss-900 outline-none sm:text-4xl"
        >
          Deine Suchaufträge
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-moss-800">
          {list.length > 0
            ? "Alle Suchaufträge deiner E-Mail-Adresse. Änderungen gelten ab der nächsten E-Mail."
            : "Du hast keine Suchaufträge mehr. Wir schicken dir keine E-Mails zu neuen Jobs."}
        </p>
        {list.length > 0 ? (
          <ul className="mt-8 space-y-6">
            {list.map((alert) => (
              <li key={alert.id}>
                <AlertCard
                  token={token}
                  alert={alert}
                  onChanged={(changed) =>
                    setList((current) => current.map((a) => (a.id === changed.id ? changed : a)))
                  }
                  onDeleted={onDeleted}
                />
              </li>
            ))}
          </ul>
        ) : (
          <ButtonLink to="/jobs" className="mt-8">
            Zur Jobsuche
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

const FREQUENCY_CHOICES: Record<JobAlertFrequency, string> = {
  daily: "Täglich",
  weekly: "Wöchentlich (montags)",
};

function statusText(alert: JobAlert): string {
  if (!alert.confirmed)
    return "Noch nicht bestätigt – bitte klicke auf den Link in unserer E-Mail.";
  if (alert.paused) return "Pausiert – wir schicken dir keine E-Mails.";
  return "Aktiv";
}

function AlertCard({
  token,
  alert,
  onChanged,
  onDeleted,
}: {
  token: string;
  alert: JobAlert;
  onChanged(alert: JobAlert): void;
  onDeleted(id: number, nextToken: string | null): void;
}) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  // Controls stay enabled while a change is under way (a disabled one would lose the keyboard
  // focus); a second press meanwhile is ignored.
  const change = async (body: { frequency?: JobAlertFrequency; paused?: boolean }) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await updateJobAlert(token, alert.id, body);
      onChanged(answer.data);
      notify.success(answer.message);
    } catch (error) {
      setProblem(problemText(error));
    }
    setBusy(false);
  };

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await deleteJobAlert(token, alert.id);
      setAsking(false);
      notify.success(answer.message);
      onDeleted(alert.id, answer.manage_token);
      return;
    } catch (error) {
      setAsking(false);
      setProblem(problemText(error));
    }
    setBusy(false);
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-5 shadow-lg shadow-moss-900/5 ring-1 ring-moss-200 sm:p-8"
    >
      <h2 id={headingId} className="break-words text-xl font-bold text-moss-900">
        {alertTitle(alert)}
      </h2>
      <p className="mt-1 font-medium text-moss-800">{statusText(alert)}</p>
      <div className="mt-4">
        <AlertFilterList alert={alert} />
      </div>
      {problem ? (
        <div className="mt-4">
          <Problem>{problem}</Problem>
        </div>
      ) : null}
      <fieldset className="mt-5">
        <legend className="font-semibold text-moss-900">Wie oft möchtest du E-Mails?</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {JOB_ALERT_FREQUENCIES.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-moss-900">
              <input
                type="radio"
                name={`frequency-${alert.id}`}
                value={value}
                checked={alert.frequency === value}
                aria-disabled={busy || undefined}
                onChange={() => void change({ frequency: value })}
                className="h-5 w-5 accent-moss-700"
              />
              {FREQUENCY_CHOICES[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={alertSearchPath(alert)} className={buttonClasses("primary")}>
          Passende Jobs ansehen
        </Link>
        {alert.confirmed ? (
          <button
            type="button"
            className={buttonClasses("secondary")}
            aria-disabled={busy || undefined}
            onClick={() => void change({ paused: !alert.paused })}
          >
            {alert.paused ? "Fortsetzen" : "Pausieren"}
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClasses("ghost", "text-red-800! hover:bg-red-50!")}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) setAsking(true);
          }}
        >
          Löschen
        </button>
      </div>
      {asking ? (
        <ConfirmActionDialog
          title="Suchauftrag löschen?"
          confirmLabel="Endgültig löschen"
          tone="danger"
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setAsking(false)}
        >
          <p>
            Wir löschen den Suchauftrag „{alertTitle(alert)}“ mit allem, was wir dazu gespeichert
            haben. Du bekommst dazu keine E-Mails mehr.
          </p>
        </ConfirmActionDialog>
      ) : null}
    </article>
  );
}
