import { lazy, Suspense, useEffect } from "react";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ModalLoading } from "#web/ui/modal-loading.tsx";
import type { JobText } from "#web/lib/i18n.ts";
import { useApplySheet } from "../store.ts";

// The form with its form library, schema and dialog loads on first use: the job page's first
// load carries only these buttons (tests/e2e/budget.spec.ts).
const ApplicationSheet = lazy(() =>
  import("./application-sheet.tsx").then((module) => ({ default: module.ApplicationSheet })),
);

/** „Jetzt bewerben“ of an ad that takes applications on Wurzelwerk: opens the form. */
export function ApplyButton({
  jobId,
  label,
  className = "",
  onOpen,
}: {
  jobId: number;
  /** „Jetzt bewerben“ in the page's language. */
  label: string;
  className?: string;
  /** Besides opening the form (the job page counts the click, ADR 060). */
  onOpen?: () => void;
}) {
  const openSheet = useApplySheet((state) => state.openSheet);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        onOpen?.();
        openSheet(jobId);
      }}
      className={buttonClasses("primary", className)}
    >
      {label}
    </button>
  );
}

/**
 * Mounts the form while it is open; one per job page. Leaving the page closes it. In the
 * editor's preview (`previewNote`) the form shows but sends nothing.
 */
export function ApplySheetHost({
  job,
  t,
  previewNote,
}: {
  job: { id: number; title: string; employer: { name: string } };
  t: JobText;
  previewNote?: string;
}) {
  const open = useApplySheet((state) => state.jobId === job.id);
  const closeSheet = useApplySheet((state) => state.closeSheet);
  useEffect(() => () => closeSheet(), [closeSheet]);
  if (!open) return null;
  return (
    <Suspense fallback={<ModalLoading label={t("form.loading")} />}>
      <ApplicationSheet
        jobId={job.id}
        title={job.title}
        employerName={job.employer.name}
        t={t}
        previewNote={previewNote}
      />
    </Suspense>
  );
}
