import type { AppModule } from "../module.ts";
import { realtimeRoutes } from "./routes.ts";

export const realtimeModule = {
  name: "realtime",
  routes: [realtimeRoutes],
} as const satisfies AppModule;
