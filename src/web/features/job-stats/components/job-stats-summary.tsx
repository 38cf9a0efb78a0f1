import { lazy, Suspense, useState } from "react";
import type { JobStatsFigures } from "#shared/schemas/job-stats.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ModalLoading } from "#web/ui/modal-loading.tsx";
import { FigureTiles } from "./figure-tiles.tsx";

// The dialog with the chart loads on first use: the dashboard's first load carries the figures only.
const JobStatsDialog = lazy(() =>
  import("./job-stats-dialog.tsx").then((module) => ({ default: module.JobStatsDialog })),
);

/**
 * What an ad achieved on its dashboard card (ADR 060): the four totals, and the button to its
 * last 30 days as a chart and a table.
 */
export function JobStatsSummary({
  jobId,
  title,
  totals,
}: {
  jobId: number;
  title: string;
  totals: JobStatsFigures;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={`Statistik: ${title}`} className="mt-3">
      <FigureTiles figures={totals} />
      <button
        type="button"
        aria-haspopup="dialog"
        className={buttonClasses(
          "ghost",
          "mt-2 min-h-11 px-4 text-sm ring-1 ring-inset ring-moss-200",
        )}
        onClick={() => setOpen(true)}
      >
        Statistik der letzten 30 Tage
        <span className="sr-only">: {title}</span>
      </button>
      {open ? (
        <Suspense fallback={<ModalLoading label="Statistik wird geladen …" />}>
          <JobStatsDialog jobId={jobId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
