import { buttonClasses } from "./button-link.tsx";

/**
 * „Vorherige Seite · Seite 2 von 5 · Nächste Seite“ below a list whose page is in the address.
 * The buttons stay focusable at either end (aria-disabled, not disabled), so the focus is not
 * lost when the last page is reached. Nothing for a single page.
 */
export function Pager({
  label,
  page,
  lastPage,
  onPage,
  className = "",
}: {
  /** The navigation's name, e.g. "Seiten der Anzeigenliste". */
  label: string;
  page: number;
  lastPage: number;
  onPage(next: number): void;
  className?: string;
}) {
  if (lastPage <= 1) return null;
  const button = buttonClasses(
    "secondary",
    "aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
  );
  return (
    <nav
      aria-label={label}
      className={`flex flex-wrap items-center justify-between gap-3 ${className}`}
    >
      <button
        type="button"
        className={button}
        aria-disabled={page <= 1 || undefined}
        onClick={() => {
          if (page > 1) onPage(page - 1);
        }}
      >
        Vorherige Seite
      </button>
      <span className="text-moss-800">
        Seite {page} von {lastPage}
      </span>
      <button
        type="button"
        className={button}
        aria-disabled={page >= lastPage || undefined}
        onClick={() => {
          if (page < lastPage) onPage(page + 1);
        }}
      >
        Nächste Seite
      </button>
    </nav>
  );
}
