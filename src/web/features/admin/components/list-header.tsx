import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "#web/ui/button-link.tsx";

/** The top of a backoffice list: heading, an optional action (e.g. „Neu anlegen“), search. */
export function ListHeader({
  title,
  search,
  searchLabel,
  placeholder,
  action,
}: {
  title: string;
  search: string;
  searchLabel: string;
  placeholder: string;
  action?: ReactNode;
}) {
  return (
    <section className="bg-moss-50 px-4 pb-8 pt-4 sm:px-6 lg:px-10">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl">
            {title}
          </h1>
          {action}
        </div>
        <Form method="get" role="search" className="mt-6 flex flex-col gap-3 sm:flex-row">
          <label htmlFor="admin-search" className="sr-only">
            {searchLabel}
          </label>
          <input
            id="admin-search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={100}
            placeholder={placeholder}
            className="min-h-11 w-full rounded-full border border-moss-300 bg-white px-5 text-ink focus:border-moss-600 focus:outline-none focus:ring-2 focus:ring-moss-300 sm:max-w-md"
          />
          <button type="submit" className={buttonClasses("primary")}>
            Suchen
          </button>
        </Form>
      </div>
    </section>
  );
}
