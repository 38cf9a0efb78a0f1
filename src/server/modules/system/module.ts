import type { SystemWebServices } from "#shared/load-context.ts";
import type { AppModule } from "../module.ts";
import { buildPageMetadata } from "./metadata.ts";
import { systemRoutes } from "./routes.ts";

export const systemModule = {
  name: "system",
  routes: [systemRoutes],
  services: (deps, request): SystemWebServices => ({
    pageMetadata: () => buildPageMetadata(deps, request),
  }),
} as const satisfies AppModule;
