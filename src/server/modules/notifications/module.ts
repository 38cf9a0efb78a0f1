import type { NotificationsWebServices } from "#shared/load-context.ts";
import { currentUser } from "#server/platform/session.ts";
import type { AppModule } from "../module.ts";
import { notificationRoutes } from "./routes.ts";
import { listNotifications } from "./service.ts";

export const notificationsModule = {
  name: "notifications",
  routes: [notificationRoutes],
  services: (deps, request): NotificationsWebServices => ({
    notifications: async () => {
      const user = await currentUser(deps.db, request);
      return user ? listNotifications(deps, user, { unreadOnly: false, limit: 10 }) : null;
    },
  }),
} as const satisfies AppModule;
