import { appContext } from "#shared/load-context.ts";
import { ZAdminOrdersQuery } from "#shared/schemas/admin-orders.ts";
import { AdminOrdersPage } from "#web/features/admin/components/admin-orders-page.tsx";
import { filledQuery, requireStaffPage, staffData } from "#web/features/admin/guard.ts";
import { adminMeta } from "#web/features/admin/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/admin-orders";

/** /admin/bestellungen: every order. A broken filter in the URL shows every order. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  requireStaffPage(await services.currentUser(), request);
  const parsed = ZAdminOrdersQuery.safeParse(filledQuery(request));
  const query = parsed.success ? parsed.data : ZAdminOrdersQuery.parse({});
  const orders = staffData(await services.adminOrders(query));
  return {
    orders,
    filter: {
      search: query.search ?? "",
      status: query.status ?? "",
      payment_method: query.payment_method ?? "",
    },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(rootMetadata(matches)?.app_name, "Bestellungen");
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <AdminOrdersPage {...loaderData} />;
}
