import { adminContentEndpoints } from "./schemas/admin-content.ts";
import { adminEmployerEndpoints } from "./schemas/admin-employers.ts";
import { adminJobEndpoints } from "./schemas/admin-jobs.ts";
import { adminOrderEndpoints } from "./schemas/admin-orders.ts";
import { adminStatsEndpoints } from "./schemas/admin-stats.ts";
import { adminEndpoints } from "./schemas/admin.ts";
import { authEndpoints } from "./schemas/auth.ts";
import { blogEndpoints } from "./schemas/blog.ts";
import { contactEndpoints } from "./schemas/contact.ts";
import { dataRightsEndpoints } from "./schemas/data-rights.ts";
import { geocodingEndpoints } from "./schemas/geocoding.ts";
import { jobEndpoints } from "./schemas/job-advertisements.ts";
import { systemEndpoints } from "./schemas/meta.ts";
import { notificationEndpoints } from "./schemas/notifications.ts";
import { pageEndpoints } from "./schemas/pages.ts";
import { searchEndpoints } from "./schemas/search.ts";
import { sectorEndpoints } from "./schemas/sectors.ts";
import { setupEndpoints } from "./schemas/setup.ts";

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
  ...authEndpoints,
  ...blogEndpoints,
  ...contactEndpoints,
  ...dataRightsEndpoints,
  ...geocodingEndpoints,
  ...jobEndpoints,
  ...notificationEndpoints,
  ...pageEndpoints,
  ...searchEndpoints,
  ...sectorEndpoints,
  ...setupEndpoints,
  ...systemEndpoints,
};
export type ApiContract = typeof apiContract;
