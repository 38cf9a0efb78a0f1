import { appContext } from "#shared/load-context.ts";
import { ZAdminJobsQuery } from "#shared/schemas/admin-jobs.ts";
import { AdminJobsPage } from "#web/features/admin/components/admin-jobs-page.tsx";
import { filledQuery, requireStaffPage, staffData } from "#web/features/admin/guard.ts";
import { adminMeta } from "#web/features/admin/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/admin-jobs";

/** /admin/anzeigen: ads moderation. A broken filter in the URL shows every ad. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  requireStaffPage(await services.currentUser(), request);
  const parsed = ZAdminJobsQuery.safeParse(filledQuery(request));
  const query = parsed.success ? parsed.data : ZAdminJobsQuery.parse({});
  const jobs = staffData(await services.adminJobs(query));
  return { jobs, search: query.search ?? "", status: query.status ?? "" };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(rootMetadata(matches)?.app_name, "Anzeigen");
}

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  return <AdminJobsPage {...loaderData} />;
}
