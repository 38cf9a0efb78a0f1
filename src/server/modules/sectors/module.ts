import type { SectorsWebServices } from "#shared/load-context.ts";
import type { AppModule } from "../module.ts";
import { sectorRoutes } from "./routes.ts";
import { listSectors } from "./service.ts";

export const sectorsModule = {
  name: "sectors",
  routes: [sectorRoutes],
  services: (deps): SectorsWebServices => ({
    listSectors: () => listSectors(deps.db, "name.asc"),
  }),
} as const satisfies AppModule;
