import type { DemandWebServices } from "#shared/load-context.ts";
import { currentUser } from "#server/platform/session.ts";
import type { AppModule } from "../module.ts";
import { demandRoutes } from "./routes.ts";
import { employerDemand } from "./service.ts";

/** The demand around an employer's places on its dashboard (docs/decisions/044-employer-demand.md). */
export const demandModule = {
  name: "demand",
  routes: [demandRoutes],
  services: (deps, request): DemandWebServices => ({
    ownEmployerDemand: async () => {
      const user = await currentUser(deps.db, request);
      const employer = user?.employers.data[0];
      return user && employer ? employerDemand(deps, user, employer.id) : null;
    },
  }),
} as const satisfies AppModule;
