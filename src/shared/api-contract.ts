import { adminContentEndpoints } from "./schemas/admin-content.ts";
import { adminEmployerEndpoints } from "./schemas/admin-employers.ts";
import { adminJobEndpoints } from "./schemas/admin-jobs.ts";
import { adminOrderEndpoints } from "./schemas/admin-orders.ts";
import { adminStatsEndpoints } from "./schemas/admin-stats.ts";
import { adminEndpoints } from "./schemas/admin.ts";
import { notificationEndpoints } from "./schemas/notifications.ts";

/**
 * Every feature's endpoint table in one object. The browser's client (`web/lib/api.ts`)
 * imports only its type; the contract test (`tests/api/contract.test.ts`) checks that the
 * server registers each entry and nothing else under /api.
 */
export const apiContract = {
  ...adminEndpoints,
  ...adminContentEndpoints,
  ...adminEmployerEndpoints,
  ...adminJobEndpoints,
  ...adminOrderEndpoints,
  ...adminStatsEndpoints,
  ...notificationEndpoints,
};
export type ApiContract = typeof apiContract;
