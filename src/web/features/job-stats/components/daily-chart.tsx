import { useId } from "react";
import { formatDate } from "#shared/format.ts";
import type { JobStatsDay, JobStatsFigures } from "#shared/schemas/job-stats.ts";

/** The scale's top: the largest value rounded up to a number that reads well (1, 2, 5 × 10ⁿ). */
function scaleTop(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((f) => f * power >= max) ?? 10;
  return step * power;
}

/**
 * One figure of an ad per day as bars, oldest left (ADR 060). A picture only, hidden from
 * assistive technology: the caption says what it shows and that the table has every number.
 * The SVG stretches to any width; the scale's and the days' labels are HTML, so their size
 * does not grow with the chart.
 */
export function DailyChart({
  days,
  figure,
  label,
}: {
  days: JobStatsDay[];
  figure: keyof JobStatsFigures;
  label: string;
}) {
  const captionId = useId();
  const values = days.map((day) => day[figure]);
  const max = Math.max(0, ...values);
  const top = scaleTop(max);
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";
  const middle = days[Math.floor(days.length / 2)]?.day ?? "";
  const short = (iso: string) => formatDate(`${iso}T12:00:00Z`).slice(0, 6);
  return (
    <figure aria-labelledby={captionId} className="mt-4">
      <div aria-hidden="true" className="flex gap-2">
        <div className="flex h-40 flex-col justify-between text-right text-xs tabular-nums text-moss-800">
          <span>{top.toLocaleString("de-DE")}</span>
          <span>{(top / 2).toLocaleString("de-DE")}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            className="block h-40 w-full overflow-visible border-b border-l border-moss-300"
            focusable="false"
            preserveAspectRatio="none"
            viewBox={`0 0 ${days.length} 100`}
          >
            {[0, 50].map((y) => (
              <line
                key={y}
                x1="0"
                x2={days.length}
                y1={y}
                y2={y}
                className="stroke-moss-100"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {values.map((value, i) =>
              value > 0 ? (
                <rect
                  key={days[i]!.day}
                  x={i + 0.15}
                  width={0.7}
                  y={100 - (value / top) * 100}
                  height={(value / top) * 100}
                  className="fill-moss-600"
                />
              ) : null,
            )}
          </svg>
          <div className="mt-1 flex justify-between text-xs text-moss-800">
            <span>{short(first)}</span>
            <span>{short(middle)}</span>
            <span>{short(last)}</span>
          </div>
        </div>
      </div>
      <figcaption id={captionId} className="mt-2 text-sm text-moss-800">
        {label} je Tag vom {formatDate(`${first}T12:00:00Z`)} bis {formatDate(`${last}T12:00:00Z`)},
        höchstens {max.toLocaleString("de-DE")} an einem Tag. Die Zahlen jedes Tages stehen in der
        Tabelle darunter.
      </figcaption>
    </figure>
  );
}
