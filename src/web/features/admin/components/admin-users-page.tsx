import { useState } from "react";
import { formatDate } from "#shared/format.ts";
import type { AdminUser } from "#shared/schemas/admin.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { impersonate } from "../api.ts";
import { ListHeader } from "./list-header.tsx";
import { listLink, Pager } from "./pager.tsx";

/** /admin: the team finds an account and can act as its employer (SPEC.md §1 impersonation). */
export function AdminUsersPage({ users, search }: { users: Paginated<AdminUser>; search: string }) {
  const pageLink = (page: number) => listLink("/admin", search, page);
  return (
    <>
      <ListHeader
        title="Konten"
        search={search}
        searchLabel="Konten suchen"
        placeholder="Name, E-Mail oder Unternehmen"
      />
      <div className="px-4 py-8 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <p role="status" className="text-moss-800">
            {users.total === 0
              ? "Keine Konten gefunden."
              : `${users.total} ${users.total === 1 ? "Konto" : "Konten"}${search ? ` für „${search}“` : ""}`}
          </p>
          {users.data.length ? (
            <ul className="mt-4 divide-y divide-moss-100 rounded-3xl bg-white ring-1 ring-moss-200">
              {users.data.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </ul>
          ) : null}
          <Pager page={users.current_page} lastPage={users.last_page} link={pageLink} />
        </div>
      </div>
    </>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const [busy, setBusy] = useState(false);
  const takeOver = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await impersonate(user.id);
      window.location.assign("/dashboard");
    } catch {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-moss-900">{user.name}</span>
          {user.is_admin ? (
            <span className="rounded-full bg-moss-100 px-2.5 py-0.5 text-xs font-bold text-moss-900 ring-1 ring-moss-300">
              Team
            </span>
          ) : null}
        </p>
        <p className="break-all text-sm text-moss-800">{user.email}</p>
        <p className="text-sm text-moss-800">
          {user.employers.map((employer) => employer.name).join(", ") || "Kein Unternehmen"} ·{" "}
          {user.email_verified_at ? "E-Mail bestätigt" : "E-Mail unbestätigt"} · seit{" "}
          {formatDate(user.created_at)}
        </p>
      </div>
      {user.is_admin ? null : (
        <button
          type="button"
          onClick={() => void takeOver()}
          aria-disabled={busy || undefined}
          aria-label={`${user.name} übernehmen`}
          className={buttonClasses("secondary", "shrink-0 self-start sm:self-center")}
        >
          {busy ? "Bitte warten …" : "Übernehmen"}
        </button>
      )}
    </li>
  );
}
