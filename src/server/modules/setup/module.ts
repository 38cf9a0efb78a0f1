import type { SetupWebServices } from "#shared/load-context.ts";
import type { AppModule } from "../module.ts";
import { setupRoutes } from "./routes.ts";
import { setupLinkState } from "./service.ts";

export const setupModule = {
  name: "setup",
  routes: [setupRoutes],
  services: (deps): SetupWebServices => ({
    setupLinkState: (token) => setupLinkState(deps.db, token),
  }),
} as const satisfies AppModule;
