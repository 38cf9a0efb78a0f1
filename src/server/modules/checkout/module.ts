import type { CheckoutWebServices } from "#shared/load-context.ts";
import type { AppModule } from "../module.ts";
import { INVOICE_MAIL, mailInvoice } from "./invoice-mail.ts";
import { currentUser } from "#server/platform/session.ts";
import { listOrders, listPlans, paymentMethods } from "./orders.ts";
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
      return user ? listOrders(deps, user) : null;
    },
  }),
} as const satisfies AppModule;
