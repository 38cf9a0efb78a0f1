import type { EmployersWebServices } from "#shared/load-context.ts";
import { currentUser } from "#server/platform/session.ts";
import type { AppModule } from "../module.ts";
import { employerRoutes } from "./routes.ts";
import { getEmployerProfile } from "./service.ts";

export const employersModule = {
  name: "employers",
  routes: [employerRoutes],
  services: (deps, request): EmployersWebServices => ({
    ownEmployerProfile: async () => {
      const user = await currentUser(deps.db, request);
      const employer = user?.employers.data[0];
      return user && employer ? getEmployerProfile(deps, user, employer.id) : null;
    },
  }),
} as const satisfies AppModule;
