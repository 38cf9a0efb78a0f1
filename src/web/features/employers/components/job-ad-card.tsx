import { useState } from "react";
import { Link } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { formatDate } from "#shared/format.ts";
import { jobPublishedMessage, jobPublishedToastId } from "#shared/job-published-message.ts";
import type { CreditSummary, OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { HttpError } from "#web/lib/http.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { duplicateJob, runJobAction, type JobLifecycleAction } from "../api.ts";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { DeleteDraftButton } from "./delete-draft-button.tsx";
import {
  STATUS_LABELS,
  adTitle,
  draftProgress,
  missingSteps,
  nextCredit,
  placeOf,
  runsUntil,
  runtimeLines,
  sectorNames,
  type OwnJobStatus,
} from "./job-ad-format.ts";
import { dayCount } from "#shared/count-texts.ts";

const BADGE: Record<OwnJobStatus, string> = {
  draft: "bg-moss-100 text-moss-900 ring-moss-300",
  published: "bg-moss-700 text-white ring-moss-700",
  expired: "bg-earth-500/10 text-ink ring-earth-500/60",
  terminated: "bg-stone-200 text-stone-800 ring-stone-400",
};

const SMALL_BUTTON = "min-h-11 px-4 text-sm";

/** The sr-only ad title behind a button label, so "Verlängern" says which ad it extends. */
function Which({ title }: { title: string }) {
  return <span className="sr-only">: {title}</span>;
}

/** One of the employer's ads: status, runtime, where it runs, and what can be done with it. */
export function JobAdCard({
  ad,
  credits,
  onChanged,
  onDuplicated,
}: {
  ad: OwnJobAdvertisement;
  credits: CreditSummary | null;
  /** List and credits are stale now (also after a refused action). */
  onChanged(): void;
  onDuplicated(draft: OwnJobAdvertisement): void;
}) {
  const [confirm, setConfirm] = useState<JobLifecycleAction | null>(null);
  const [busy, setBusy] = useState<JobLifecycleAction | "duplicate" | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const title = adTitle(ad);
  const headingId = `job-ad-${ad.id}-title`;
  const credit = nextCredit(credits);

  const run = async (action: JobLifecycleAction) => {
    setBusy(action);
    try {
      // Publish handles its errors itself: a 422 lists every missing field, not only the first.
      const { data } = await runJobAction(ad.id, action, { toast: action !== "publish" });
      setMissing([]);
      const until = data.expires_at ? ` und läuft bis ${formatDate(data.expires_at)}` : "";
      if (action === "publish")
        notify.success(jobPublishedMessage(ad.title, data.expires_at), {
          toastId: jobPublishedToastId(ad.id),
        });
      else
        notify.success(
          action === "extend"
            ? `Ihre Anzeige „${title}“ wurde verlängert${until}.`
            : `Ihre Anzeige „${title}“ wurde beendet und ist nicht mehr in der Suche zu finden.`,
        );
    } catch (caught) {
      if (action === "publish" && caught instanceof HttpError) {
        if (caught.status === 422 && caught.errors) {
          const fields = Object.values(caught.errors).flat();
          setMissing(fields);
          notify.error(
            <div>
              <p className="font-semibold">Die Anzeige kann noch nicht veröffentlicht werden:</p>
              <ul className="mt-1 list-disc pl-5">
                {fields.map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
            </div>,
          );
        } else if (caught.message) {
          notify.error(caught.message);
        }
      }
    } finally {
      setBusy(null);
      setConfirm(null);
      onChanged();
    }
  };

  const duplicate = async () => {
    setBusy("duplicate");
    try {
      const { data } = await duplicateJob(ad.id);
      notify.success(`Die Anzeige „${title}“ wurde als neuer Entwurf kopiert.`);
      onDuplicated(data);
    } catch {
      // The server's message came as a toast (lib/http.ts).
    } finally {
      setBusy(null);
    }
  };

  const meta = [ad.working_time, sectorNames(ad), placeOf(ad)].filter(Boolean);
  const runtime = runtimeLines(ad);
  const complete = ad.editor_step >= 3;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy ? true : undefined}
      className="rounded-2xl bg-white p-4 ring-1 ring-moss-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3
          id={headingId}
          tabIndex={-1}
          data-ad-heading={ad.id}
          className="min-w-0 break-words text-lg font-bold text-moss-900 outline-none focus-visible:ring-2 focus-visible:ring-moss-600"
        >
          {title}
        </h3>
        <span
          className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${BADGE[ad.status]}`}
        >
          <span className="sr-only">Status: </span>
          {ad.status === "terminated" && ad.termination_reason
            ? "Vom Team beendet"
            : STATUS_LABELS[ad.status]}
        </span>
      </div>

      {meta.length ? <p className="mt-1 break-words text-moss-800">{meta.join(" · ")}</p> : null}
      {runtime.length ? <p className="mt-1 text-ink">{runtime.join(" · ")}</p> : null}

      {ad.status === "terminated" && ad.termination_reason ? (
        <div className="mt-3 rounded-xl bg-stone-100 p-3 text-sm text-ink ring-1 ring-stone-300">
          <p className="font-semibold">Das Wurzelwerk-Team hat diese Anzeige beendet. Grund:</p>
          <p className="mt-1 whitespace-pre-line break-words">{ad.termination_reason}</p>
        </div>
      ) : null}

      {ad.status === "draft" ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold text-moss-800">{draftProgress(ad.editor_step)}</p>
          {complete ? null : (
            <p className="text-ink">
              Zum Veröffentlichen fehlt noch: {missingSteps(ad.editor_step)}.
            </p>
          )}
        </div>
      ) : null}

      {missing.length ? (
        <div className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">Vor dem Veröffentlichen fehlt noch:</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        {ad.status !== "terminated" ? (
          <Link
            to={`/dashboard/job/${ad.id}`}
            className={buttonClasses(
              ad.status === "draft" && !complete ? "primary" : "secondary",
              SMALL_BUTTON,
            )}
          >
            {ad.status === "draft" ? "Weiter bearbeiten" : "Bearbeiten"}
            <Which title={title} />
          </Link>
        ) : null}
        {ad.status === "draft" && complete ? (
          <button
            type="button"
            className={buttonClasses("primary", SMALL_BUTTON)}
            onClick={() => setConfirm("publish")}
          >
            Veröffentlichen
            <Which title={title} />
          </button>
        ) : null}
        {ad.status === "published" || ad.status === "expired" ? (
          <button
            type="button"
            className={buttonClasses(
              ad.status === "expired" ? "primary" : "secondary",
              SMALL_BUTTON,
            )}
            onClick={() => setConfirm("extend")}
          >
            Verlängern
            <Which title={title} />
          </button>
        ) : null}
        {ad.status === "published" ? (
          <button
            type="button"
            className={buttonClasses("secondary", SMALL_BUTTON)}
            onClick={() => setConfirm("terminate")}
          >
            Beenden
            <Which title={title} />
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClasses("ghost", `${SMALL_BUTTON} ring-1 ring-inset ring-moss-200`)}
          onClick={() => {
            if (!busy) void duplicate();
          }}
          aria-disabled={busy === "duplicate" || undefined}
        >
          {busy === "duplicate" ? "Wird dupliziert …" : "Duplizieren"}
          <Which title={title} />
        </button>
        {ad.status === "draft" ? (
          <DeleteDraftButton id={ad.id} title={title} onDeleted={onChanged} onRefused={onChanged} />
        ) : null}
        {ad.status === "published" ? (
          <Link
            to={`/jobs/${ad.id}`}
            className={buttonClasses("ghost", `${SMALL_BUTTON} underline underline-offset-2`)}
          >
            Ansehen
            <Which title={title} />
          </Link>
        ) : null}
      </div>

      {confirm ? (
        <ConfirmActionDialog
          title={
            confirm === "publish"
              ? "Anzeige veröffentlichen?"
              : confirm === "extend"
                ? "Anzeige verlängern?"
                : "Anzeige beenden?"
          }
          confirmLabel={
            confirm === "publish"
              ? "Jetzt veröffentlichen"
              : confirm === "extend"
                ? "Jetzt verlängern"
                : "Anzeige beenden"
          }
          tone={confirm === "terminate" ? "danger" : "primary"}
          busy={busy === confirm}
          onConfirm={() => void run(confirm)}
          onClose={() => setConfirm(null)}
        >
          <p className="font-semibold">„{title}“</p>
          {confirm === "terminate" ? (
            <p>Die Anzeige verschwindet sofort aus der Suche. Guthaben wird nicht erstattet.</p>
          ) : (
            <>
              <p>
                Dafür wird eine Anzeige aus Ihrem Guthaben verbraucht.
                {credit
                  ? ` Die Anzeige läuft dann bis ${formatDate(runsUntil(confirm === "publish" ? { status: "draft", expires_at: null } : ad, credit.duration_days))} (${dayCount(credit.duration_days)}${credit.highlighted ? ", hervorgehoben in der Suche" : ""}).`
                  : ""}
              </p>
              {credit ? null : (
                <p className="rounded-xl bg-earth-500/10 p-3 ring-1 ring-earth-500/40">
                  Sie haben zurzeit kein Guthaben für Anzeigen. Buchen Sie zuerst ein Paket unter
                  „Für Arbeitgeber“.
                </p>
              )}
            </>
          )}
        </ConfirmActionDialog>
      ) : null}
    </article>
  );
}
