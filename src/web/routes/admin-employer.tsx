import { appContext } from "#shared/load-context.ts";
import { ZAuditQuery } from "#shared/schemas/admin-employers.ts";
import { ZId } from "#shared/schemas/common.ts";
import { AdminEmployerPage } from "#web/features/admin/components/admin-employer-page.tsx";
import { requireStaffPage, staffData } from "#web/features/admin/guard.ts";
import { adminMeta } from "#web/features/admin/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { data } from "react-router";
import type { Route } from "./+types/admin-employer";

/** /admin/arbeitgeber/{id}: one employer for the team; ?anzeigen=n and ?protokoll=n page its lists. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  requireStaffPage(await services.currentUser(), request);
  const id = ZId.safeParse(params.id);
  if (!id.success) {
    throw data({ message: "Dieses Unternehmen wurde nicht gefunden." }, { status: 404 });
  }
  const url = new URL(request.url);
  const pageOf = (name: string) =>
    ZAuditQuery.safeParse({ page: url.searchParams.get(name) ?? undefined }).data?.page ?? 1;
  const pages = { anzeigen: pageOf("anzeigen"), protokoll: pageOf("protokoll") };
  const [employer, jobs, trail] = await Promise.all([
    services.adminEmployer(id.data),
    services.adminJobs({ search: undefined, employer_id: id.data, page: pages.anzeigen }),
    services.adminAuditTrail(id.data, pages.protokoll),
  ]);
  return {
    employer: staffData(employer),
    jobs: staffData(jobs),
    trail: staffData(trail),
    pages,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(
    rootMetadata(matches)?.app_name,
    loaderData?.employer.profile.name ?? "Unternehmen",
  );
}

export default function AdminEmployer({ loaderData }: Route.ComponentProps) {
  return <AdminEmployerPage {...loaderData} />;
}
