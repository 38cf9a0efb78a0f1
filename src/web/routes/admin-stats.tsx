import { appContext } from "#shared/load-context.ts";
import { ZSearchStatsQuery } from "#shared/schemas/admin-stats.ts";
import { AdminStatsPage } from "#web/features/admin/components/admin-stats-page.tsx";
import { filledQuery, requireStaffPage, staffData } from "#web/features/admin/guard.ts";
import { adminMeta } from "#web/features/admin/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/admin-stats";

/** /admin/statistik?days=7|30|90: the anonymous search statistics. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  requireStaffPage(await services.currentUser(), request);
  const parsed = ZSearchStatsQuery.safeParse(filledQuery(request));
  const days = parsed.success ? parsed.data.days : 30;
  return { stats: staffData(await services.adminSearchStats(days)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(rootMetadata(matches)?.app_name, "Suchstatistik");
}

export default function AdminStats({ loaderData }: Route.ComponentProps) {
  return <AdminStatsPage stats={loaderData.stats} />;
}
