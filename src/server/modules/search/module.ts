import type { AppModule } from "../module.ts";
import { searchRoutes } from "./routes.ts";

export const searchModule = {
  name: "search",
  routes: [searchRoutes],
} as const satisfies AppModule;
