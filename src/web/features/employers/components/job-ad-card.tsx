import { Link } from "react-router";
import type { CreditSummary, OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { AdApplicationsLink } from "#web/features/applications/components/ad-applications-link.tsx";
import { JobStatsSummary } from "#web/features/job-stats/components/job-stats-summary.tsx";
import { buttonClasses } from "#web/ui/button-link.tsx";
import type { JobLifecycleAction } from "../api.ts";
import { DeleteDraftButton } from "./delete-draft-button.tsx";
import { JobAdConfirmDialog } from "./job-ad-confirm-dialog.tsx";
import {
  STATUS_LABELS,
  adTitle,
  draftProgress,
  missingSteps,
  placeOf,
  runtimeLines,
  sectorNames,
  type OwnJobStatus,
} from "./job-ad-format.ts";
import { useJobAdActions } from "./use-job-ad-actions.ts";

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
  const title = adTitle(ad);
  const headingId = `job-ad-${ad.id}-title`;
  const { confirm, setConfirm, busy, missing, run, duplicate } = useJobAdActions(ad, title, {
    onChanged,
    onDuplicated,
  });
  const complete = ad.editor_step >= 3;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy ? true : undefined}
      className="rounded-2xl bg-white p-4 ring-1 ring-moss-200 sm:p-5"
    >
      <JobAdSummary ad={ad} title={title} headingId={headingId} complete={complete} />

      {missing.length ? <MissingFields fields={missing} /> : null}

      <JobAdButtons
        ad={ad}
        title={title}
        complete={complete}
        busy={busy}
        onAsk={setConfirm}
        onDuplicate={() => void duplicate()}
        onChanged={onChanged}
      />

      {confirm ? (
        <JobAdConfirmDialog
          action={confirm}
          ad={ad}
          title={title}
          credits={credits}
          busy={busy === confirm}
          onConfirm={() => void run(confirm)}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </article>
  );
}

/** Title, status, what and where, runtime, and why the team ended it or what a draft lacks. */
function JobAdSummary({
  ad,
  title,
  headingId,
  complete,
}: {
  ad: OwnJobAdvertisement;
  title: string;
  headingId: string;
  complete: boolean;
}) {
  const meta = [ad.working_time, sectorNames(ad), placeOf(ad)].filter(Boolean);
  const runtime = runtimeLines(ad);
  return (
    <>
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
      <AdApplicationsLink
        jobId={ad.id}
        title={title}
        count={ad.application_count}
        unseen={ad.unseen_application_count}
      />
      {/* What the ad achieved (ADR 060): from its first day in public on. */}
      {ad.status !== "draft" ? (
        <JobStatsSummary jobId={ad.id} title={title} totals={ad.stats} />
      ) : null}

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
    </>
  );
}

/** The fields a refused publication named. */
function MissingFields({ fields }: { fields: string[] }) {
  return (
    <div className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">Vor dem Veröffentlichen fehlt noch:</p>
      <ul className="mt-1 list-disc pl-5">
        {fields.map((field) => (
          <li key={field}>{field}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the ad's status allows: edit, publish, extend, end, duplicate, delete, view. */
function JobAdButtons({
  ad,
  title,
  complete,
  busy,
  onAsk,
  onDuplicate,
  onChanged,
}: {
  ad: OwnJobAdvertisement;
  title: string;
  complete: boolean;
  busy: JobLifecycleAction | "duplicate" | null;
  /** Opens the confirmation of the action. */
  onAsk(action: JobLifecycleAction): void;
  onDuplicate(): void;
  onChanged(): void;
}) {
  return (
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
          onClick={() => onAsk("publish")}
        >
          Veröffentlichen
          <Which title={title} />
        </button>
      ) : null}
      {ad.status === "published" || ad.status === "expired" ? (
        <button
          type="button"
          className={buttonClasses(ad.status === "expired" ? "primary" : "secondary", SMALL_BUTTON)}
          onClick={() => onAsk("extend")}
        >
          Verlängern
          <Which title={title} />
        </button>
      ) : null}
      {ad.status === "published" ? (
        <button
          type="button"
          className={buttonClasses("secondary", SMALL_BUTTON)}
          onClick={() => onAsk("terminate")}
        >
          Beenden
          <Which title={title} />
        </button>
      ) : null}
      <button
        type="button"
        className={buttonClasses("ghost", `${SMALL_BUTTON} ring-1 ring-inset ring-moss-200`)}
        onClick={() => {
          if (!busy) onDuplicate();
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
  );
}
