import { Link } from "react-router";
import { formatDate } from "#shared/format.ts";
import type { AdminUser } from "#shared/schemas/admin.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import {
  AdminPageBody,
  AdminPager,
  adminLinkClass,
  adminListClass,
  adminRowClass,
  withQuery,
} from "./admin-page.tsx";
import { ImpersonateButton } from "./impersonate-button.tsx";
import { ListHeader } from "./list-header.tsx";
import { accountCount } from "#shared/count-texts.ts";

/** /admin: the team finds an account and can act as its employer (docs/product.md "Audiences and roles" impersonation). */
export function AdminUsersPage({ users, search }: { users: Paginated<AdminUser>; search: string }) {
  return (
    <>
      <ListHeader
        title="Konten"
        search={search}
        searchLabel="Konten suchen"
        placeholder="Name, E-Mail oder Unternehmen"
      />
      <AdminPageBody>
        <p role="status" className="text-moss-800">
          {users.total === 0
            ? "Keine Konten gefunden."
            : `${accountCount(users.total)}${search ? ` für „${search}“` : ""}`}
        </p>
        {users.data.length ? (
          <ul className={`mt-4 ${adminListClass}`}>
            {users.data.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
        ) : null}
        <AdminPager page={users} linkTo={(page) => withQuery("/admin", { search }, { page })} />
      </AdminPageBody>
    </>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  return (
    <li className={adminRowClass}>
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
          {user.employers.length
            ? user.employers.map((employer, i) => (
                <span key={employer.id}>
                  {i > 0 ? ", " : null}
                  <Link to={`/admin/arbeitgeber/${employer.id}`} className={adminLinkClass}>
                    {employer.name}
                  </Link>
                </span>
              ))
            : "Kein Unternehmen"}{" "}
          · {user.email_verified_at ? "E-Mail bestätigt" : "E-Mail unbestätigt"} · seit{" "}
          {formatDate(user.created_at)}
        </p>
      </div>
      {user.is_admin ? null : (
        <ImpersonateButton user={user} className="self-start sm:self-center" />
      )}
    </li>
  );
}
