import { useId } from "react";

export interface Bar {
  key: string;
  label: string;
  value: number;
}

/**
 * Horizontal bars drawn as SVG, one row per value, scaled to the largest. A picture only: it
 * is hidden from assistive technology, so the figures must also be on the page as text (a
 * table next to it); `caption` says where.
 */
export function BarChart({
  bars,
  caption,
  format = (value) => value.toLocaleString("de-DE"),
}: {
  bars: Bar[];
  caption: string;
  format?: (value: number) => string;
}) {
  const captionId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure aria-labelledby={captionId} className="space-y-2">
      <div aria-hidden="true" className="space-y-2">
        {bars.map((bar) => {
          const share = (bar.value / max) * 100;
          return (
            <div key={bar.key}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate text-ink">{bar.label}</span>
                <span className="shrink-0 font-semibold tabular-nums text-moss-900">
                  {format(bar.value)}
                </span>
              </div>
              <svg
                className="mt-0.5 block h-3 w-full overflow-visible"
                focusable="false"
                preserveAspectRatio="none"
                viewBox="0 0 100 1"
              >
                <rect x="0" y="0" width="100" height="1" className="fill-moss-100" />
                {bar.value > 0 ? (
                  <rect
                    x="0"
                    y="0"
                    width={Math.max(share, 0.8)}
                    height="1"
                    className="fill-moss-600"
                  />
                ) : null}
              </svg>
            </div>
          );
        })}
      </div>
      <figcaption id={captionId} className="text-sm text-moss-800">
        {caption}
      </figcaption>
    </figure>
  );
}
