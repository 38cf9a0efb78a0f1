import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { AdminPageHead, adminInputClass } from "./admin-page.tsx";

/** The head of a backoffice list: heading, an optional action (e.g. „Neu anlegen“), search. */
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
    <AdminPageHead title={title} action={action}>
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
          className={`${adminInputClass} sm:max-w-md`}
        />
        <button type="submit" className={buttonClasses("primary")}>
          Suchen
        </button>
      </Form>
    </AdminPageHead>
  );
}
