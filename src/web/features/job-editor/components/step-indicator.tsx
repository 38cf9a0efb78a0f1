import { Link } from "react-router";
import { STEP_TITLES, type EditorStep } from "../values.ts";

/**
 * Where the employer is: the four steps as a list, the current one with aria-current="step";
 * saved steps and the next open one are links, later ones are not reachable yet.
 */
export function StepIndicator({
  adId,
  current,
  saved,
}: {
  adId: number;
  current: EditorStep;
  /** Steps 1–3 saved so far (editor_step). */
  saved: number;
}) {
  const reachable = Math.min(saved + 1, 4);
  return (
    <nav aria-label="Schritte der Anzeige">
      <ol className="grid grid-cols-4 gap-1 sm:gap-3">
        {STEP_TITLES.map((title, index) => {
          const step = (index + 1) as EditorStep;
          const isCurrent = step === current;
          const done = step <= saved;
          const open = step <= reachable;
          const circle = (
            <span
              aria-hidden="true"
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-2 ${
                isCurrent
                  ? "bg-moss-700 text-white ring-moss-700"
                  : done
                    ? "bg-moss-100 text-moss-900 ring-moss-600"
                    : "bg-white text-moss-800 ring-moss-300"
              }`}
            >
              {done && !isCurrent ? (
                <svg
                  viewBox="0 0 16 16"
                  className="h-4 w-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="M3 8.5l3 3 7-7" />
                </svg>
              ) : (
                step
              )}
            </span>
          );
          const label = (
            <span
              className={`text-center text-xs leading-tight sm:text-left sm:text-sm ${
                isCurrent ? "font-bold text-moss-900" : "font-semibold text-moss-800"
              }`}
            >
              <span className="sr-only">Schritt {step} von 4: </span>
              {title}
              {done && step < 4 ? <span className="sr-only"> (gespeichert)</span> : null}
              {!open ? <span className="sr-only"> (noch nicht erreichbar)</span> : null}
            </span>
          );
          const body = (
            <span className="flex flex-col items-center gap-1.5 sm:flex-row sm:gap-3">
              {circle}
              {label}
            </span>
          );
          return (
            <li
              key={title}
              aria-current={isCurrent ? "step" : undefined}
              className={`rounded-xl border-b-4 px-1 pb-2 pt-1 sm:px-2 ${
                isCurrent ? "border-moss-700" : done ? "border-moss-300" : "border-moss-100"
              }`}
            >
              {open && !isCurrent ? (
                <Link
                  to={`/dashboard/job/${adId}?schritt=${step}`}
                  className="block rounded-lg hover:bg-moss-50"
                >
                  {body}
                </Link>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
