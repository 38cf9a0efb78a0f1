import type { AuthWebServices } from "#shared/load-context.ts";
import { currentUser } from "#server/platform/session.ts";
import type { AppModule } from "../module.ts";
import { authRoutes } from "./routes.ts";

export const authModule = {
  name: "auth",
  routes: [authRoutes],
  services: (deps, request): AuthWebServices => ({
    currentUser: () => currentUser(deps.db, request),
  }),
} as const satisfies AppModule;
