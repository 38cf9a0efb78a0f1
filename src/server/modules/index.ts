import { adminModule } from "./admin/module.ts";
import { applicationsModule } from "./applications/module.ts";
import { authModule } from "./auth/module.ts";
import { blogModule } from "./blog/module.ts";
import { checkoutModule } from "./checkout/module.ts";
import { companiesModule } from "./companies/module.ts";
import { contactModule } from "./contact/module.ts";
import { dataRightsModule } from "./data-rights/module.ts";
import { demandModule } from "./demand/module.ts";
import { employersModule } from "./employers/module.ts";
import { geocodingModule } from "./geocoding/module.ts";
import { jobAlertsModule } from "./job-alerts/module.ts";
import { jobsModule } from "./jobs/module.ts";
import { jobStatsModule } from "./job-stats/module.ts";
import type { AppModule } from "./module.ts";
import { notificationsModule } from "./notifications/module.ts";
import { pagesModule } from "./pages/module.ts";
import { realtimeModule } from "./realtime/module.ts";
import { searchModule } from "./search/module.ts";
import { sectorsModule } from "./sectors/module.ts";
import { seoModule } from "./seo/module.ts";
import { setupModule } from "./setup/module.ts";
import { systemModule } from "./system/module.ts";
import { teamsModule } from "./teams/module.ts";

/**
 * Every feature module, in the order buildApp registers their routes. The page renderer's
 * catch-all and the JSON 404 for unknown /api paths come after all of them (app.ts).
 */
export const APP_MODULES = [
  systemModule,
  authModule,
  sectorsModule,
  pagesModule,
  blogModule,
  contactModule,
  seoModule,
  geocodingModule,
  jobsModule,
  searchModule,
  jobAlertsModule,
  applicationsModule,
  employersModule,
  companiesModule,
  demandModule,
  adminModule,
  notificationsModule,
  checkoutModule,
  dataRightsModule,
  realtimeModule,
  setupModule,
  teamsModule,
  jobStatsModule,
] as const satisfies readonly AppModule[];
