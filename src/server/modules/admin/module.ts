import type { AdminWebServices, StaffResult } from "#shared/load-context.ts";
import { ADMIN_USERS_PAGE_SIZE } from "#shared/schemas/admin.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { AppError } from "#server/platform/errors.ts";
import { currentUser } from "#server/platform/session.ts";
import type { AppModule } from "../module.ts";
import { listAuditTrail } from "./audit-trail.ts";
import { adminContentRoutes } from "./content-routes.ts";
import { adminContentServices } from "./content/index.ts";
import { adminEmployerRoutes } from "./employer-routes.ts";
import { getAdminEmployer } from "./employers.ts";
import { listAdminJobs } from "./moderation.ts";
import { adminModerationRoutes } from "./moderation-routes.ts";
import { adminOrderRoutes } from "./order-routes.ts";
import { listAdminOrders } from "./orders.ts";
import { adminRoutes } from "./routes.ts";
import { searchStats } from "./search-stats.ts";
import { listUsers } from "./service.ts";
import { adminStatsRoutes } from "./stats-routes.ts";

export const adminModule = {
  name: "admin",
  routes: [
    adminRoutes,
    adminEmployerRoutes,
    adminModerationRoutes,
    adminOrderRoutes,
    adminStatsRoutes,
    adminContentRoutes,
  ],
  services: (deps, request): AdminWebServices => {
    /** Runs a staff service for the signed-in user; its 403/404 become a result for the loader. */
    const asStaff = async <T>(run: (user: CurrentUser) => Promise<T>): Promise<StaffResult<T>> => {
      const user = await currentUser(deps.db, request);
      if (!user) return { status: 403, message: "Dieser Bereich ist nur für das Wurzelwerk-Team." };
      try {
        return { status: 200, data: await run(user) };
      } catch (error) {
        if (error instanceof AppError && (error.status === 403 || error.status === 404)) {
          return { status: error.status, message: error.message };
        }
        throw error;
      }
    };
    return {
      adminUsers: async ({ search, page }) => {
        const user = await currentUser(deps.db, request);
        if (!user?.is_admin) return null;
        return listUsers(deps.db, { search, page, pageSize: ADMIN_USERS_PAGE_SIZE });
      },
      adminEmployer: (id) => asStaff((user) => getAdminEmployer(deps, user, id)),
      adminAuditTrail: (employerId, page) =>
        asStaff((user) => listAuditTrail(deps, user, employerId, page)),
      adminJobs: (query) => asStaff((user) => listAdminJobs(deps, user, query)),
      adminOrders: (query) => asStaff((user) => listAdminOrders(deps, user, query)),
      adminSearchStats: (days) => asStaff((user) => searchStats(deps, user, days)),
      adminContent: adminContentServices(deps, request),
    };
  },
} as const satisfies AppModule;
