import { useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { alertSearchPath, alertTitle, type AlertWords } from "#shared/job-alert-words.ts";
import { DEFAULT_LOCALE, localizedPath } from "#shared/locales.ts";
import {
  JOB_ALERT_FREQUENCIES,
  type JobAlert,
  type JobAlertFrequency,
} from "#shared/schemas/job-alerts.ts";
import { useShellText } from "#web/lib/i18n.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { notify } from "#web/ui/toast.ts";
import { deleteJobAlert, updateJobAlert } from "../api.ts";
import { AlertFilterList } from "./alert-filter.tsx";
import { Problem, problemText, type AlertText } from "./problem.tsx";

/**
 * The manage page of an address (`/suchauftraege/{token}`, the link in every alert mail): all
 * its alerts, each with its filter, the frequency, pause and resume, delete (asked first) and
 * the search it runs. Deleting is the seeker's erasure: the alert and what it mailed are gone.
 * In the language of the mail's link (ADR 051).
 */
export function ManageAlertsPage({
  t,
  words,
  token,
  alerts,
}: {
  t: AlertText;
  words: AlertWords;
  token: string;
  alerts: JobAlert[];
}) {
  const [list, setList] = useState(alerts);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onDeleted = (id: number, next: string | null) => {
    setList((current) => current.filter((alert) => alert.id !== id));
    // The page's own token belonged to the deleted alert: go on with another one's.
    if (next && next !== token)
      void navigate(localizedPath(`/suchauftraege/${next}`, t.locale), { replace: true });
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
          {t("manage.title")}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-moss-800">
          {list.length > 0 ? t("manage.intro") : t("manage.none")}
        </p>
        {list.length > 0 ? (
          <ul className="mt-8 space-y-6">
            {list.map((alert) => (
              <li key={alert.id}>
                <AlertCard
                  t={t}
                  words={words}
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
          <ButtonLink to={localizedPath("/jobs", t.locale)} className="mt-8">
            {t("toSearch")}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

function statusText(alert: JobAlert, t: AlertText): string {
  if (!alert.confirmed) return t("manage.unconfirmed");
  if (alert.paused) return t("manage.paused");
  return t("manage.active");
}

/** What a change says once it is saved: the API's German message, or the page's words for it. */
function changedText(
  body: { frequency?: JobAlertFrequency; paused?: boolean },
  t: AlertText,
): string {
  if (body.frequency) return t(body.frequency === "daily" ? "manage.nowDaily" : "manage.nowWeekly");
  return t(body.paused ? "manage.nowPaused" : "manage.nowResumed");
}

function AlertCard({
  t,
  words,
  token,
  alert,
  onChanged,
  onDeleted,
}: {
  t: AlertText;
  words: AlertWords;
  token: string;
  alert: JobAlert;
  onChanged(alert: JobAlert): void;
  onDeleted(id: number, nextToken: string | null): void;
}) {
  const headingId = useId();
  const shell = useShellText();
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
      // The API names the sectors in German; a change never touches them, so the page keeps
      // its own names (in its language).
      onChanged({ ...answer.data, sectors: alert.sectors });
      notify.success(t.locale === DEFAULT_LOCALE ? answer.message : changedText(body, t));
    } catch (error) {
      setProblem(problemText(error, t, shell));
    }
    setBusy(false);
  };

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await deleteJobAlert(token, alert.id);
      setAsking(false);
      notify.success(t("manage.deleted"));
      onDeleted(alert.id, answer.manage_token);
      return;
    } catch (error) {
      setAsking(false);
      setProblem(problemText(error, t, shell));
    }
    setBusy(false);
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-5 shadow-lg shadow-moss-900/5 ring-1 ring-moss-200 sm:p-8"
    >
      <h2 id={headingId} className="break-words text-xl font-bold text-moss-900">
        {alertTitle(alert, words)}
      </h2>
      <p className="mt-1 font-medium text-moss-800">{statusText(alert, t)}</p>
      <div className="mt-4">
        <AlertFilterList alert={alert} words={words} />
      </div>
      {problem ? (
        <div className="mt-4">
          <Problem>{problem}</Problem>
        </div>
      ) : null}
      <fieldset className="mt-5">
        <legend className="font-semibold text-moss-900">{t("manage.howOften")}</legend>
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
              {t(value === "daily" ? "manage.daily" : "manage.weekly")}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link
          to={localizedPath(alertSearchPath(alert), t.locale)}
          className={buttonClasses("primary")}
        >
          {t("manage.results")}
        </Link>
        {alert.confirmed ? (
          <button
            type="button"
            className={buttonClasses("secondary")}
            aria-disabled={busy || undefined}
            onClick={() => void change({ paused: !alert.paused })}
          >
            {alert.paused ? t("manage.resume") : t("manage.pause")}
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
          {t("manage.delete")}
        </button>
      </div>
      {asking ? (
        <ConfirmActionDialog
          title={t("manage.deleteTitle")}
          confirmLabel={t("manage.deleteConfirm")}
          cancelLabel={t("manage.cancel")}
          tone="danger"
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setAsking(false)}
        >
          <p>{t("manage.deleteText", { title: alertTitle(alert, words) })}</p>
        </ConfirmActionDialog>
      ) : null}
    </article>
  );
}
