import { appContext } from "#shared/load-context.ts";
import { ZAdminUsersQuery } from "#shared/schemas/admin.ts";
import { AdminUsersPage } from "#web/features/admin/components/admin-users-page.tsx";
import { filledQuery, requireStaffPage, staffOnly } from "#web/features/admin/guard.ts";
import type { Route } from "./+types/admin";

/** /admin: accounts, searchable, with „Übernehmen“ (impersonation). Staff only, here and in the API. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  requireStaffPage(await services.currentUser(), request);
  const query = ZAdminUsersQuery.safeParse(filledQuery(request));
  const search = query.success ? (query.data.search ?? "") : "";
  const page = query.success ? query.data.page : 1;
  const users = await services.adminUsers({ search: search || undefined, page });
  if (!users) throw staffOnly();
  return { users, search };
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  return <AdminUsersPage users={loaderData.users} search={loaderData.search} />;
}
