import { Link } from "react-router";

const linkClass = "font-semibold text-moss-700 underline underline-offset-2 hover:text-moss-900";

/** "Zurück · Seite n von m · Weiter" under a backoffice list; nothing for a single page. */
export function Pager({
  page,
  lastPage,
  link,
}: {
  page: number;
  lastPage: number;
  link(page: number): string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label="Seiten" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={link(page - 1)} className={linkClass}>
          Zurück
        </Link>
      ) : (
        <span />
      )}
      <span className="text-moss-800">
        Seite {page} von {lastPage}
      </span>
      {page < lastPage ? (
        <Link to={link(page + 1)} className={linkClass}>
          Weiter
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `base?search=…&page=n`, leaving out what is empty or 1. */
export function listLink(base: string, search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
