import { adminContentEndpoints } from "./schemas/admin-content.ts";
import { adminEmployerEndpoints } from "./schemas/admin-employers.ts";
import { adminEndpoints } from "./schemas/admin.ts";
import { adminJobEndpoints } from "./schemas/admin-jobs.ts";
import { adminOrderEndpoints } from "./schemas/admin-orders.ts";
import { adminStatsEndpoints } from "./schemas/admin-stats.ts";
import { applicationInboxEndpoints, applyEndpoints } from "./schemas/applications.ts";
import { authEndpoints } from "./schemas/auth.ts";
import { blogEndpoints } from "./schemas/blog.ts";
import { checkoutEndpoints } from "./schemas/checkout.ts";
import { contactEndpoints } from "./schemas/contact.ts";
import { dataRightsEndpoints } from "./schemas/data-rights.ts";
import { demandEndpoints } from "./schemas/demand.ts";
import { employerEndpoints } from "./schemas/employers.ts";
import { geocodingEndpoints } from "./schemas/geocoding.ts";
import { jobAlertEndpoints } from "./schemas/job-alerts.ts";
import { jobEditorEndpoints } from "./schemas/job-editor.ts";
import { jobEndpoints } from "./schemas/job-advertisements.ts";
import { jobStatsEndpoints } from "./schemas/job-stats.ts";
import { systemEndpoints } from "./schemas/meta.ts";
import { notificationEndpoints } from "./schemas/notifications.ts";
import { pageEndpoints } from "./schemas/pages.ts";
import { realtimeEndpoints } from "./schemas/realtime.ts";
import { searchEndpoints } from "./schemas/search.ts";
import { sectorEndpoints } from "./schemas/sectors.ts";
import { setupEndpoints } from "./schemas/setup.ts";
import { teamEndpoints } from "./schemas/teams.ts";

/**
 * Every feature's endpoint table in one object. The browser's client (`web/lib/api.ts`)
 * imports only its type; the contract test (`tests/api/contract.test.ts`) checks that the
 * server registers each entry and nothing else under /api.
 */
export const apiContract = {
  ...adminContentEndpoints,
  ...adminEmployerEndpoints,
  ...adminEndpoints,
  ...adminJobEndpoints,
  ...adminOrderEndpoints,
  ...adminStatsEndpoints,
  ...applicationInboxEndpoints,
  ...applyEndpoints,
  ...authEndpoints,
  ...blogEndpoints,
  ...checkoutEndpoints,
  ...contactEndpoints,
  ...dataRightsEndpoints,
  ...demandEndpoints,
  ...jobStatsEndpoints,
  ...employerEndpoints,
  ...geocodingEndpoints,
  ...jobAlertEndpoints,
  ...jobEditorEndpoints,
  ...jobEndpoints,
  ...notificationEndpoints,
  ...pageEndpoints,
  ...realtimeEndpoints,
  ...searchEndpoints,
  ...sectorEndpoints,
  ...setupEndpoints,
  ...systemEndpoints,
  ...teamEndpoints,
};
export type ApiContract = typeof apiContract;
