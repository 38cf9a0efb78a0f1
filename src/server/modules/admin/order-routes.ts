import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { sendInvoicePdf } from "#server/modules/checkout/service.ts";
import { requireStaff } from "#server/platform/session.ts";
import { ZAdminOrderList, ZAdminOrdersQuery } from "#shared/schemas/admin-orders.ts";
import { ZOrderIdParams } from "#shared/schemas/checkout.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { invoiceOfAnyOrder, listAdminOrders } from "./orders.ts";

// Orders and invoices for the team (issue 7).

export const adminOrderRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/admin/orders",
      {
        schema: {
          tags: ["Team"],
          summary:
            "Alle Bestellungen mit Summen, gefiltert nach Status, Zahlungsart, Suche (nur Team)",
          querystring: ZAdminOrdersQuery,
          response: { 200: ZAdminOrderList, 401: ZMessage, 403: ZMessage, 422: ZValidationError },
        },
      },
      async (request) => {
        const staff = await requireStaff(deps, request);
        return listAdminOrders(deps, staff, request.query);
      },
    );

    app.get(
      "/api/admin/orders/:id/invoice",
      {
        schema: {
          tags: ["Team"],
          summary: "Die Rechnung einer beliebigen Bestellung als PDF (nur Team)",
          params: ZOrderIdParams,
          produces: ["application/pdf"],
          response: { 401: ZMessage, 403: ZMessage, 404: ZMessage, 422: ZValidationError },
        },
      },
      async (request, reply) => {
        const staff = await requireStaff(deps, request);
        return sendInvoicePdf(reply, await invoiceOfAnyOrder(deps, staff, request.params.id));
      },
    );
  };
