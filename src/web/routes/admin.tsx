import { data, redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { ZAdminUsersQuery } from "#shared/schemas/admin.ts";
import { AdminUsersPage } from "#web/features/admin/components/admin-users-page.tsx";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { loginPath } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/admin";

/** The staff backoffice (issue 7): staff only, checked here and again by every staff API. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  const user = await services.currentUser();
  if (!user) throw redirect(loginPath(url.pathname + url.search));
  const query = ZAdminUsersQuery.safeParse(Object.fromEntries(url.searchParams));
  const search = query.success ? (query.data.search ?? "") : "";
  const page = query.success ? query.data.page : 1;
  const users = await services.adminUsers({ search: search || undefined, page });
  if (!users) return data({ allowed: false as const }, { status: 403 });
  return { allowed: true as const, users, search };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  return [
    { title: `Team-Bereich | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) {
    return (
      <section className="px-4 pb-16 pt-[calc(70px+3rem)] sm:px-6 lg:px-10">
        <div className="mx-auto max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-moss-900">Kein Zugriff</h1>
          <p className="mt-4 text-ink">Dieser Bereich ist nur für das Wurzelwerk-Team.</p>
        </div>
      </section>
    );
  }
  return <AdminUsersPage users={loaderData.users} search={loaderData.search} />;
}
