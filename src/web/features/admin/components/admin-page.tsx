import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Paginated } from "#shared/schemas/common.ts";

// The parts every backoffice section shares: its head band and the page links.

export const adminLinkClass =
  "font-semibold text-moss-700 underline underline-offset-2 hover:text-moss-900";

export const adminInputClass =
  "min-h-11 w-full rounded-full border border-moss-300 bg-white px-5 text-ink focus:border-moss-600 focus:outline-none focus:ring-2 focus:ring-moss-300";

const adminSelectClass = `${adminInputClass} pr-4 sm:w-52`;

/** The section's title (h1) on the light band below the section navigation, with its filters. */
export function AdminPageHead({
  title,
  intro,
  action,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** Beside the heading, e.g. „Neu anlegen“. */
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-moss-50 px-4 pb-8 pt-4 sm:px-6 lg:px-10">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="break-words text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl">
            {title}
          </h1>
          {action}
        </div>
        {intro ? <div className="mt-2 max-w-3xl text-moss-800">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}

/** The section's content below the head band. */
export function AdminPageBody({ children }: { children: ReactNode }) {
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto max-w-6xl">{children}</div>
    </div>
  );
}

/** „Zurück · Seite n von m · Weiter“ for a paginated list; nothing when there is one page. */
export function AdminPager({
  page,
  label = "Seiten",
  linkTo,
}: {
  page: Pick<Paginated<unknown>, "current_page" | "last_page">;
  label?: string;
  linkTo(page: number): string;
}) {
  if (page.last_page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {page.current_page > 1 ? (
        <Link to={linkTo(page.current_page - 1)} className={adminLinkClass} preventScrollReset>
          Zurück
        </Link>
      ) : (
        <span />
      )}
      <span className="text-moss-800">
        Seite {page.current_page} von {page.last_page}
      </span>
      {page.current_page < page.last_page ? (
        <Link to={linkTo(page.current_page + 1)} className={adminLinkClass} preventScrollReset>
          Weiter
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A path with the query `current` + `changes` (empty values and page 1 left out). */
export function withQuery(
  path: string,
  current: Record<string, string | number | undefined>,
  changes: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...current, ...changes })) {
    // Page numbers are numbers, filters strings: page 1 is the default and left out.
    if (value === undefined || value === "" || value === 1) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The white, divided list every backoffice section uses, and its rows. */
export const adminListClass = "divide-y divide-moss-100 rounded-3xl bg-white ring-1 ring-moss-200";
export const adminRowClass =
  "flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5";

/** A labelled search box of a filter form (GET). */
export function FilterSearch({
  id,
  label,
  defaultValue,
  className = "",
}: {
  id: string;
  label: string;
  defaultValue: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-moss-900">
        {label}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={defaultValue}
        maxLength={100}
        className={`${adminInputClass} mt-1`}
      />
    </div>
  );
}

/** A labelled choice of a filter form (GET): „Alle“ plus the given options. */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-moss-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        className={`${adminSelectClass} mt-1 block`}
      >
        <option value="">Alle</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** „Rechnung (PDF)“ of any order, in a new tab (staff may open every invoice). */
export function InvoiceLink({
  order,
  className = "",
}: {
  order: { id: number; invoice_number: string | null };
  className?: string;
}) {
  if (!order.invoice_number) return null;
  return (
    <a
      href={`/api/admin/orders/${order.id}/invoice`}
      target="_blank"
      rel="noopener"
      aria-label={`Rechnung ${order.invoice_number} öffnen (PDF, neues Fenster)`}
      className={`${adminLinkClass} shrink-0 ${className}`}
    >
      Rechnung (PDF)
    </a>
  );
}
