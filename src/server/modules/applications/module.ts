import type { AppModule } from "../module.ts";
import { applicantMailWork } from "./applicant-mails.ts";
import { applyRoutes } from "./apply-routes.ts";
import { employerNoticeWork } from "./employer-notice.ts";
import { fileDownloadRoutes } from "./file-download.ts";
import { inboxRoutes } from "./inbox-routes.ts";
import { inboxWebServices } from "./inbox-web-services.ts";
import { rejectionMailWork } from "./rejection-mail.ts";
import { retentionTasks } from "./retention.ts";
import { applicantWebServices } from "./web-services.ts";

// Applications on the platform (ADR 046): the seeker's side (apply, see and withdraw by the
// mailed link) and the employer's inbox with its files and the Absage mail, each part with its
// own routes plugin, spread in here.
export const applicationsModule = {
  name: "applications",
  routes: [applyRoutes, inboxRoutes, fileDownloadRoutes],
  tasks: (deps) => [...retentionTasks(deps)],
  work: (deps) => ({
    ...applicantMailWork(deps),
    ...employerNoticeWork(deps),
    ...rejectionMailWork(deps),
  }),
  // The employer's inbox pages and the applicant's page of the mailed link.
  services: (deps, request) => ({
    ...inboxWebServices(deps, request),
    ...applicantWebServices(deps),
  }),
} as const satisfies AppModule;
