import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { employers, orders } from "#server/db/schema.ts";
import { toOrder } from "#server/modules/checkout/service.ts";
import { creditCounts } from "#server/modules/credits/service.ts";
import { AppError } from "#server/platform/errors.ts";
import { assertStaff } from "#server/platform/session.ts";
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderList,
  type AdminOrdersQuery,
} from "#shared/schemas/admin-orders.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { containsPattern } from "./service.ts";

// Every order for the team: filters, sums over the whole filter, any order's Rechnung.

export async function listAdminOrders(
  deps: Pick<Deps, "db">,
  staff: CurrentUser,
  query: AdminOrdersQuery,
): Promise<AdminOrderList> {
  assertStaff(staff);
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    pattern
      ? sql`(${orders.invoice_number} ilike ${pattern} or ${employers.name} ilike ${pattern} or ${orders.billing_address}->>'company' ilike ${pattern})`
      : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.payment_method ? eq(orders.payment_method, query.payment_method) : undefined,
  );
  const [rows, [sums]] = await Promise.all([
    deps.db
      .select({ order: orders, employer_name: employers.name })
      .from(orders)
      .innerJoin(employers, eq(employers.id, orders.employer_id))
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    deps.db
      .select({
        n: count(),
        net: sql<string>`coalesce(sum(${orders.amount_net}), 0)`,
        tax: sql<string>`coalesce(sum(${orders.amount_tax}), 0)`,
        gross: sql<string>`coalesce(sum(${orders.amount_gross}), 0)`,
      })
      .from(orders)
      .innerJoin(employers, eq(employers.id, orders.employer_id))
      .where(where),
  ]);
  const counts = await creditCounts(
    deps.db,
    rows.map((r) => r.order.id),
  );
  const total = Number(sums?.n ?? 0);
  return {
    data: rows.map(({ order, employer_name }) => ({
      ...toOrder(order, counts.get(order.id) ?? 0),
      employer: { id: order.employer_id, name: employer_name },
      billing_company: order.billing_address.company,
    })),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)),
    per_page: ADMIN_ORDERS_PAGE_SIZE,
    total,
    totals: {
      count: total,
      net: Number(sums?.net ?? 0),
      tax: Number(sums?.tax ?? 0),
      gross: Number(sums?.gross ?? 0),
    },
  };
}

/** Any order's stored Rechnung (staff may download every invoice). */
export async function invoiceOfAnyOrder(
  deps: Pick<Deps, "db">,
  staff: CurrentUser,
  orderId: number,
) {
  assertStaff(staff);
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw AppError.notFound("Diese Bestellung wurde nicht gefunden.", "order.not_found");
  return row;
}
