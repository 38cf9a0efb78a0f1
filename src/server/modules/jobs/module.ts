import type { JobsWebServices } from "#shared/load-context.ts";
import { AppError } from "#server/platform/errors.ts";
import { currentUser } from "#server/platform/session.ts";
import type { AppModule } from "../module.ts";
import { OWN_JOBS_PAGE_SIZE } from "#shared/schemas/job-editor.ts";
import { creditSummary } from "#server/modules/credits/service.ts";
import { getOwnJob, JOB_NOT_FOUND, listOwnJobs } from "./own-jobs.ts";
import { jobEditorRoutes } from "./editor-routes.ts";
import { EXPIRY_NOTICE_MAIL, runExpiryWork, sendExpiryNoticeMail } from "./expiry.ts";
import { jobRoutes } from "./routes.ts";
import { getPublicJob, listLiveJobs, newestJobs, sectorPage } from "./service.ts";
import { removeUnusedImages } from "./unused-images.ts";

export const jobsModule = {
  name: "jobs",
  routes: [jobRoutes, jobEditorRoutes],
  tasks: (deps) => [
    { name: "job-expiry", run: (now) => runExpiryWork(deps, now).then(() => undefined) },
    {
      name: "unused-images",
      everyMs: 60 * 60 * 1000,
      run: (now) => removeUnusedImages(deps, now).then(() => undefined),
    },
  ],
  work: (deps) => ({
    [EXPIRY_NOTICE_MAIL]: (payload) => sendExpiryNoticeMail(deps, payload),
  }),
  services: (deps, request): JobsWebServices => ({
    listJobs: (options) => listLiveJobs(deps, options),
    newestJobs: () => newestJobs(deps),
    findJob: async (id) => {
      try {
        return { status: 200, job: await getPublicJob(deps, id) };
      } catch (error) {
        if (error instanceof AppError && (error.status === 404 || error.status === 410))
          return { status: error.status, message: error.message };
        throw error;
      }
    },
    sectorSeo: async (slug) => {
      try {
        const { seo, introTexts } = await sectorPage(deps, slug);
        return { ...seo, intro_texts: introTexts };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
    ownJob: async (id) => {
      const user = await currentUser(deps.db, request);
      if (!user) return null;
      try {
        return { status: 200, job: await getOwnJob(deps, user, id) };
      } catch (error) {
        // Another employer's ad does not exist for this user: the same 404 as an unknown id.
        if (error instanceof AppError && (error.status === 403 || error.status === 404))
          return { status: 404, message: error.status === 404 ? error.message : JOB_NOT_FOUND };
        throw error;
      }
    },
    ownJobs: async ({ status, page }) => {
      const user = await currentUser(deps.db, request);
      if (!user) return null;
      // Without a company (staff in their own account) there are no own ads: an empty list.
      if (!user.employers.data[0]) {
        return { data: [], current_page: 1, last_page: 1, per_page: OWN_JOBS_PAGE_SIZE, total: 0 };
      }
      const query = { status, page, page_size: OWN_JOBS_PAGE_SIZE };
      const list = await listOwnJobs(deps, user, query);
      // The last ad of a later page went away (ended, filtered out, deleted): the last page.
      return list.data.length === 0 && page > list.last_page
        ? listOwnJobs(deps, user, { ...query, page: list.last_page })
        : list;
    },
    credits: async () => {
      const user = await currentUser(deps.db, request);
      return user ? creditSummary(deps, user) : null;
    },
  }),
} as const satisfies AppModule;
