import type { AppModule } from "../module.ts";
import { geocodingRoutes } from "./routes.ts";

export const geocodingModule = {
  name: "geocoding",
  routes: [geocodingRoutes],
} as const satisfies AppModule;
