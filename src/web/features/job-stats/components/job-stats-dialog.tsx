import { useEffect, useId, useState } from "react";
import { formatDate } from "#shared/format.ts";
import type { JobStats, JobStatsFigures } from "#shared/schemas/job-stats.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ModalBody, ModalDialog, ModalHeader } from "#web/ui/modal-dialog.tsx";
import { fetchJobStats } from "../api.ts";
import { FIGURES } from "../figures.ts";
import { DailyChart } from "./daily-chart.tsx";
import { FigureTiles } from "./figure-tiles.tsx";

type Load = { state: "loading" } | { state: "failed" } | { state: "done"; stats: JobStats };

/** „Sa., 29.11.“: the table's days, short, with the weekday (a week's rhythm shows). */
const dayLabel = new Intl.DateTimeFormat("de-DE", {
  weekday: "short",
  day: "2-digit",
  month: "2-digit",
  timeZone: "UTC",
});

/**
 * An ad's last 30 days (ADR 060): the sums, a chart of one figure at a time, and every figure
 * of every day in a table (the chart's text equivalent). Whole screen on phones.
 */
export function JobStatsDialog({
  jobId,
  title,
  onClose,
}: {
  jobId: number;
  title: string;
  onClose(): void;
}) {
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [figure, setFigure] = useState<keyof JobStatsFigures>("views");

  useEffect(() => {
    const controller = new AbortController();
    fetchJobStats(jobId, controller.signal).then(
      (stats) => setLoad({ state: "done", stats }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: "failed" });
      },
    );
    return () => controller.abort();
  }, [jobId, attempt]);

  return (
    <ModalDialog onClose={onClose} aria-labelledby={headingId} className="sm:max-w-3xl">
      <ModalHeader id={headingId} title="Statistik der letzten 30 Tage" onClose={onClose} />
      <ModalBody className="px-4 pb-6 pt-4 sm:px-8">
        <p className="break-words font-semibold text-moss-900">„{title}“</p>
        {load.state === "loading" ? (
          <p role="status" className="mt-4 text-moss-800">
            Statistik wird geladen …
          </p>
        ) : load.state === "failed" ? (
          <div role="alert" className="mt-4 space-y-3">
            <p>Die Statistik konnte nicht geladen werden.</p>
            <button
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => {
                setLoad({ state: "loading" });
                setAttempt((n) => n + 1);
              }}
            >
              Erneut versuchen
            </button>
          </div>
        ) : (
          <StatsContent stats={load.stats} figure={figure} onFigure={setFigure} />
        )}
      </ModalBody>
    </ModalDialog>
  );
}

function StatsContent({
  stats,
  figure,
  onFigure,
}: {
  stats: JobStats;
  figure: keyof JobStatsFigures;
  onFigure(figure: keyof JobStatsFigures): void;
}) {
  const chosen = FIGURES.find((f) => f.key === figure) ?? FIGURES[1]!;
  const newestFirst = [...stats.days].reverse();
  const tableId = useId();
  return (
    <>
      <FigureTiles figures={stats.recent} large />
      <dl className="mt-3 space-y-1 text-sm text-ink">
        {FIGURES.map((f) => (
          <div key={f.key}>
            <dt className="inline font-semibold">{f.label}: </dt>
            <dd className="inline">{f.explanation}.</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-ink">
        Gezählt wird ohne Cookie und ohne Suchmaschinen-Robots; die Zahlen kommen nach etwa einer
        Sekunde an und bleiben 13 Monate gespeichert.
      </p>

      <div role="group" aria-label="Im Diagramm zeigen" className="mt-5 flex flex-wrap gap-2">
        {FIGURES.map((f) => (
          <button
            key={f.key}
            type="button"
            aria-pressed={f.key === figure}
            onClick={() => onFigure(f.key)}
            className={buttonClasses(
              f.key === figure ? "primary" : "ghost",
              "min-h-11 px-4 text-sm ring-1 ring-inset ring-moss-200",
            )}
          >
            {f.label}
          </button>
        ))}
      </div>
      <DailyChart days={stats.days} figure={figure} label={chosen.label} />

      {/* The table's description above its scrolling region, so a phone never cuts it off. */}
      <p id={tableId} className="mt-5 font-semibold text-moss-900">
        Je Tag vom {formatDate(`${stats.from}T12:00:00Z`)} bis {formatDate(`${stats.to}T12:00:00Z`)}
        , der neueste zuerst
      </p>
      <div
        role="region"
        aria-labelledby={tableId}
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-xl ring-1 ring-moss-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-moss-600"
      >
        <table aria-labelledby={tableId} className="w-full min-w-[26rem] text-sm">
          <thead>
            <tr className="bg-moss-50 text-left text-moss-900">
              <th scope="col" className="sticky left-0 bg-moss-50 px-3 py-2">
                Tag
              </th>
              {FIGURES.map((f) => (
                <th key={f.key} scope="col" className="px-3 py-2 text-right">
                  {f.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((day) => (
              <tr key={day.day} className="border-t border-moss-100">
                <th
                  scope="row"
                  className="sticky left-0 whitespace-nowrap bg-white px-3 py-1.5 text-left font-normal"
                >
                  {dayLabel.format(new Date(`${day.day}T12:00:00Z`))}
                </th>
                {FIGURES.map((f) => (
                  <td key={f.key} className="px-3 py-1.5 text-right tabular-nums">
                    {day[f.key].toLocaleString("de-DE")}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
