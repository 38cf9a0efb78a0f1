import type { AppModule } from "../module.ts";
import { notificationRoutes } from "./routes.ts";

export const notificationsModule = {
  name: "notifications",
  routes: [notificationRoutes],
} as const satisfies AppModule;
