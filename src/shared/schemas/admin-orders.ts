import { z } from "zod";
import "../validation.ts";
import { ZAdminSearch } from "./admin.ts";
import { ORDER_STATUSES, PAYMENT_METHODS, ZOrder } from "./checkout.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError, zPaginated } from "./common.ts";

// All orders in the backoffice: /admin/bestellungen — GET /api/admin/orders,
// the Rechnung of any order: GET /api/admin/orders/{id}/invoice.

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export const ZAdminOrdersQuery = z.object({
  /** Matches the invoice number or the company (employer or billing address). */
  search: ZAdminSearch,
  status: z.enum(ORDER_STATUSES, { error: "Diesen Bestellstatus gibt es nicht." }).optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: "Diese Zahlungsart gibt es nicht." }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminOrdersQuery = z.infer<typeof ZAdminOrdersQuery>;

const ZAdminOrder = ZOrder.extend({
  employer: z.object({ id: z.number().int(), name: z.string() }),
  /** The company on the Rechnung. */
  billing_company: z.string(),
});

/** Sums over every order the filter matches (not only this page), in cents. */
const ZOrderTotals = z.object({
  count: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
  gross: z.number().int(),
});

const ZAdminOrderList = zPaginated(ZAdminOrder).extend({ totals: ZOrderTotals });
export type AdminOrderList = z.infer<typeof ZAdminOrderList>;

// The invoice (GET /api/admin/orders/{id}/invoice) is a PDF, registered as a plain route.
export const adminOrderEndpoints = defineEndpoints({
  "GET /api/admin/orders": {
    tags: ["Team"],
    summary: "Alle Bestellungen mit Summen, gefiltert nach Status, Zahlungsart, Suche (nur Team)",
    querystring: ZAdminOrdersQuery,
    response: { 200: ZAdminOrderList, 401: ZMessage, 403: ZMessage, 422: ZValidationError },
  },
});
