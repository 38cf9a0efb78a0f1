import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { sendInvoicePdf } from "#server/modules/checkout/service.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireStaff } from "#server/platform/session.ts";
import { adminOrderEndpoints as api } from "#shared/schemas/admin-orders.ts";
import { ZOrderIdParams } from "#shared/schemas/checkout.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { invoiceOfAnyOrder, listAdminOrders } from "./orders.ts";

// Orders and invoices for the team.

export const adminOrderRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/admin/orders"),
      handler: async (request) => {
        const staff = await requireStaff(deps, request);
        return listAdminOrders(deps, staff, request.query);
      },
    });

    // A PDF, not JSON: a plain route outside the contract.
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
