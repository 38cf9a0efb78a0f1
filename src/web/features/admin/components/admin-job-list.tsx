import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { formatDate } from "#shared/format.ts";
import {
  TERMINATION_REASON_MAX,
  ZTerminateJobRequest,
  type AdminJob,
} from "#shared/schemas/admin-jobs.ts";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { STATUS_LABELS } from "#web/features/employers/components/job-ad-format.ts";
import { HttpError } from "#web/lib/http.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { TextAreaField } from "#web/ui/text-field.tsx";
import { TERMINATE_FORM_ID, terminateJob } from "../api.ts";
import { adminLinkClass, adminListClass } from "./admin-page.tsx";
import { applicationCount } from "#shared/count-texts.ts";

const BADGE: Record<AdminJob["status"], string> = {
  draft: "bg-moss-100 text-moss-900 ring-moss-300",
  published: "bg-moss-700 text-white ring-moss-700",
  expired: "bg-earth-500/10 text-ink ring-earth-500/60",
  terminated: "bg-stone-200 text-stone-800 ring-stone-400",
};

/** The status as the team reads it: an ad ended by the team says so. */
function adminStatusLabel(job: Pick<AdminJob, "status" | "termination_reason">): string {
  return job.status === "terminated" && job.termination_reason
    ? "Vom Team beendet"
    : STATUS_LABELS[job.status];
}

function dates(job: AdminJob): string {
  const parts = [`angelegt ${formatDate(job.created_at)}`];
  if (job.published_at) parts.push(`veröffentlicht ${formatDate(job.published_at)}`);
  if (job.status === "terminated" && job.terminated_at) {
    parts.push(`beendet ${formatDate(job.terminated_at)}`);
  } else if (job.expires_at) {
    parts.push(
      `${job.status === "expired" ? "abgelaufen" : "läuft bis"} ${formatDate(job.expires_at)}`,
    );
  }
  return parts.join(" · ");
}

/** Ads for the team (moderation list, employer detail), each live one with „Beenden“. */
export function AdminJobList({
  jobs,
  showEmployer = true,
}: {
  jobs: AdminJob[];
  showEmployer?: boolean;
}) {
  const [ending, setEnding] = useState<AdminJob | null>(null);
  return (
    <>
      <ul className={adminListClass}>
        {jobs.map((job) => {
          const title = job.title.trim() || "Entwurf ohne Titel";
          return (
            <li
              key={job.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  {job.status === "published" ? (
                    <Link to={`/jobs/${job.id}`} className={`${adminLinkClass} break-words`}>
                      {title}
                    </Link>
                  ) : (
                    <span className="break-words font-semibold text-moss-900">{title}</span>
                  )}
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${BADGE[job.status]}`}
                  >
                    <span className="sr-only">Status: </span>
                    {adminStatusLabel(job)}
                  </span>
                </p>
                <p className="mt-1 text-sm text-moss-800">
                  Nr. {job.id}
                  {showEmployer ? (
                    <>
                      {" · "}
                      <Link to={`/admin/arbeitgeber/${job.employer.id}`} className={adminLinkClass}>
                        {job.employer.name}
                      </Link>
                    </>
                  ) : null}
                  {job.working_time ? ` · ${job.working_time}` : ""}
                  {job.location ? ` · ${job.location}` : ""}
                  {` · ${applicationCount(job.application_count)}`}
                </p>
                <p className="text-sm text-moss-800">{dates(job)}</p>
                {job.termination_reason ? (
                  <p className="mt-2 whitespace-pre-line break-words rounded-xl bg-stone-100 p-3 text-sm text-ink">
                    <span className="font-semibold">Grund: </span>
                    {job.termination_reason}
                  </p>
                ) : null}
              </div>
              {job.status === "published" ? (
                <button
                  type="button"
                  className={buttonClasses(
                    "secondary",
                    "min-h-11 shrink-0 self-start px-4 text-sm",
                  )}
                  onClick={() => setEnding(job)}
                  aria-label={`Beenden: ${title}`}
                >
                  Beenden
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {ending ? <TerminateDialog job={ending} onClose={() => setEnding(null)} /> : null}
    </>
  );
}

function TerminateDialog({ job, onClose }: { job: AdminJob; onClose(): void }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const form = useApiForm(TERMINATE_FORM_ID, ZTerminateJobRequest, { reason: "" });
  const { register, handleSubmit, formState, setFocus } = form;
  useEffect(() => setFocus("reason"), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const answer = await terminateJob(job.id, values);
      notify.success(answer.message);
      onClose();
      await revalidator.revalidate();
    } catch (caught) {
      // Field errors show at the field (lib/http.ts); anything else as a toast.
      if (!(caught instanceof HttpError && caught.status === 422)) {
        notify.error(caught instanceof Error ? caught.message : "Das hat nicht geklappt.");
        if (caught instanceof HttpError && caught.code === "job.not_live") {
          onClose();
          await revalidator.revalidate();
        }
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <ConfirmActionDialog
      title="Anzeige beenden?"
      confirmLabel="Anzeige beenden"
      tone="danger"
      busy={busy}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <p>
        „{job.title.trim() || "Entwurf ohne Titel"}“ von {job.employer.name} verschwindet sofort aus
        der Suche. Das Guthaben wird nicht erstattet.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label="Grund"
          rows={4}
          maxLength={TERMINATION_REASON_MAX}
          hint="Der Arbeitgeber sieht den Grund in seinem Dashboard und in der Benachrichtigung."
          error={formState.errors.reason?.message}
          {...register("reason")}
        />
      </form>
    </ConfirmActionDialog>
  );
}
