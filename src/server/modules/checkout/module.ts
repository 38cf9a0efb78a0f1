import type { CheckoutWebServices } from "#shared/load-context.ts";
import type { AppModule } from "../module.ts";
import { INVOICE_MAIL, mailInvoice } from "./invoice-mail.ts";
import { currentUser } from "#server/platform/session.ts";
import { AppError } from "#server/platform/errors.ts";
import { billingAddressOf, listOrders, listPlans, ownOrderView, paymentMethods } from "./orders.ts";
import { checkoutRoutes } from "./routes.ts";

export const checkoutModule = {
  name: "checkout",
  routes: [checkoutRoutes],
  work: (deps) => ({ [INVOICE_MAIL]: (payload) => mailInvoice(deps, payload) }),
  services: (deps, request): CheckoutWebServices => ({
    listPlans: async () => ({
      data: await listPlans(deps.db),
      payment_methods: paymentMethods(deps),
    }),
    ownOrders: async () => {
      const user = await currentUser(deps.db, request);
      if (!user) return null;
      // Orders and invoices are the owner's (ADR 058): a member's dashboard shows none.
      return user.employers.data[0]?.role === "member" ? [] : listOrders(deps, user);
    },
    ownOrder: async (id) => {
      const user = await currentUser(deps.db, request);
      if (!user) return null;
      try {
        return await ownOrderView(deps, user, { id });
      } catch (error) {
        // Another employer's order does not exist for this user, as an unknown id.
        if (error instanceof AppError && (error.status === 403 || error.status === 404))
          return null;
        throw error;
      }
    },
    ownBillingAddress: async () => {
      const user = await currentUser(deps.db, request);
      if (!user) return { status: 401 };
      try {
        return { status: 200, data: await billingAddressOf(deps, user) };
      } catch (error) {
        // An account without a company (staff) has no billing address.
        if (error instanceof AppError && error.status === 403) return { status: 403 };
        throw error;
      }
    },
  }),
} as const satisfies AppModule;
