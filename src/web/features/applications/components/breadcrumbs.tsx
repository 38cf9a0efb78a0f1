import { Link } from "react-router";

/**
 * The way back from the inbox's pages: the dashboard, then each step given, the last one the
 * current page (a step without `to`).
 */
export function Breadcrumbs({ steps }: { steps: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Brotkrumen" className="text-sm">
      <ol className="flex flex-wrap gap-x-2 text-moss-800">
        {[{ label: "Arbeitgeberbereich", to: "/dashboard" }, ...steps].map((step) =>
          step.to ? (
            <li key={step.to}>
              <Link
                to={step.to}
                className="break-words underline underline-offset-2 hover:text-moss-900"
              >
                {step.label}
              </Link>
              <span aria-hidden="true"> ›</span>
            </li>
          ) : (
            <li key="current" aria-current="page" className="break-all font-semibold">
              {step.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
