import type { JobStatsFigures } from "#shared/schemas/job-stats.ts";
import { FIGURES, splitCount } from "../figures.ts";

/** The four figures side by side (two rows on phones): „5 Aufrufe“ with the number large. */
export function FigureTiles({
  figures,
  large = false,
}: {
  figures: JobStatsFigures;
  /** The dialog's sums: the number on a line of its own. */
  large?: boolean;
}) {
  return (
    <ul className={`grid grid-cols-2 gap-2 sm:grid-cols-4 ${large ? "mt-4" : ""}`}>
      {FIGURES.map((figure) => {
        const [number, words] = splitCount(figure.count(figures[figure.key]));
        return (
          <li
            key={figure.key}
            className="rounded-xl bg-moss-50 px-3 py-2 text-sm text-moss-800 ring-1 ring-inset ring-moss-100"
          >
            <span
              className={`font-bold tabular-nums text-moss-900 ${large ? "block text-2xl" : "text-lg"}`}
            >
              {number}
            </span>
            {words}
          </li>
        );
      })}
    </ul>
  );
}
