import { useId, useState } from "react";
import { Radio, RadioGroup } from "react-aria-components";
import { useRevalidator } from "react-router";
import { formatDateTime } from "#shared/format.ts";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationDetail,
  type ApplicationStatus,
  type RejectionTemplate,
} from "#shared/schemas/applications.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { notify } from "#web/ui/toast.ts";
import { setApplicationStatus } from "../api.ts";
import { RejectionDialog } from "./rejection-dialog.tsx";

/**
 * The status of an application: a radio group (arrow keys move within it, as every radio
 * group) and a button that saves the choice — so passing a status with the arrow keys changes
 * nothing yet. Choosing „Absage“ opens a dialog that offers the Absage mail first.
 */
export function StatusControl({
  application,
  template,
}: {
  application: ApplicationDetail;
  template: RejectionTemplate | null;
}) {
  const headingId = useId();
  const revalidator = useRevalidator();
  const [choice, setChoice] = useState<ApplicationStatus>(application.status);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  // The server's status changed (a save here, another user, a revalidation): the choice follows.
  const [shownStatus, setShownStatus] = useState(application.status);
  if (shownStatus !== application.status) {
    setShownStatus(application.status);
    setChoice(application.status);
  }
  const changed = choice !== application.status;

  const save = async (status: ApplicationStatus, sendMail: boolean) => {
    setBusy(true);
    try {
      const { message } = await setApplicationStatus(application.id, status, sendMail);
      notify.success(message);
      setAsking(false);
    } catch {
      // The server's message came as a toast (lib/http.ts); the page shows the server's state.
    } finally {
      setBusy(false);
      await revalidator.revalidate();
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-5 ring-1 ring-moss-200 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-moss-900">
        Status
      </h2>
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy || !changed) return;
          if (choice === "absage") setAsking(true);
          else void save(choice, false);
        }}
      >
        <p id={`${headingId}-hint`} className="mb-3 text-sm text-moss-800">
          Wer sich beworben hat, sieht den Status auf der Seite der Bewerbung (Link aus der
          Bestätigungs-E-Mail).
        </p>
        <RadioGroup
          aria-labelledby={headingId}
          aria-describedby={`${headingId}-hint`}
          value={choice}
          onChange={(next) => setChoice(next as ApplicationStatus)}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2"
        >
          {APPLICATION_STATUSES.map((status) => (
            <Radio
              key={status}
              value={status}
              className={({ isSelected, isFocusVisible }) =>
                `flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 py-2 font-semibold ring-1 transition-colors ${
                  isSelected
                    ? "bg-moss-700 text-white ring-moss-700"
                    : "bg-white text-moss-900 ring-moss-300 hover:bg-moss-50"
                } ${isFocusVisible ? "outline-2 outline-offset-2 outline-moss-600" : ""}`
              }
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={`flex h-4 w-4 shrink-0 items-center justify-center rounded-full border-2 ${
                      isSelected ? "border-white" : "border-moss-600"
                    }`}
                  >
                    {isSelected ? <span className="h-2 w-2 rounded-full bg-white" /> : null}
                  </span>
                  {APPLICATION_STATUS_LABELS[status]}
                  {status === application.status ? (
                    <span className="sr-only"> (aktuell)</span>
                  ) : null}
                </>
              )}
            </Radio>
          ))}
        </RadioGroup>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className={buttonClasses(
              "primary",
              "aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
            )}
            aria-disabled={busy || !changed || undefined}
          >
            {busy && !asking ? "Wird gespeichert …" : "Status speichern"}
          </button>
          {changed ? (
            <p className="text-sm text-moss-800">
              Aktuell: {APPLICATION_STATUS_LABELS[application.status]}
            </p>
          ) : null}
        </div>
      </form>
      {application.status_changed_at ? (
        <p className="mt-3 text-sm text-moss-800">
          Zuletzt geändert am {formatDateTime(application.status_changed_at)}.
        </p>
      ) : null}
      {application.rejection_mailed_at ? (
        <p className="mt-1 text-sm text-moss-800">
          Absage-E-Mail gesendet am {formatDateTime(application.rejection_mailed_at)}.
        </p>
      ) : null}

      {asking ? (
        <RejectionDialog
          application={application}
          template={template}
          busy={busy}
          onConfirm={(sendMail) => void save("absage", sendMail)}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}
