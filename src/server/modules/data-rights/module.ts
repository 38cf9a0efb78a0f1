import type { AppModule } from "../module.ts";
import { dataRightsRoutes } from "./routes.ts";

export const dataRightsModule = {
  name: "data-rights",
  routes: [dataRightsRoutes],
} as const satisfies AppModule;
