import type { CheckoutWebServices } from "#shared/load-context.ts";
import type { AppModule } from "../module.ts";
import { listPlans, paymentMethods } from "./orders.ts";
import { checkoutRoutes } from "./routes.ts";

export const checkoutModule = {
  name: "checkout",
  routes: [checkoutRoutes],
  services: (deps): CheckoutWebServices => ({
    listPlans: async () => ({
      data: await listPlans(deps.db),
      payment_methods: paymentMethods(deps),
    }),
  }),
} as const satisfies AppModule;
