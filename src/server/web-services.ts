import type { FastifyRequest } from "fastify";
import type { WebServices } from "#shared/load-context.ts";
import type { Deps } from "./deps.ts";
import { findPublishedPost, listPublishedPosts } from "./modules/blog/service.ts";
import { getPublicJob, listLiveJobs, newestJobs, sectorSeo } from "./modules/jobs/service.ts";
import { AppError } from "./platform/errors.ts";
import { listFaqs, resolveSlug } from "./modules/pages/service.ts";
import { listSectors } from "./modules/sectors/service.ts";
import { buildPageMetadata } from "./modules/system/metadata.ts";
import { getEmployerProfile } from "./modules/employers/service.ts";
import { listPlans, paymentMethods } from "./modules/checkout/orders.ts";
import { listUsers } from "./modules/admin/service.ts";
import { adminContentServices } from "./modules/admin/content-service.ts";
import { ADMIN_USERS_PAGE_SIZE } from "#shared/schemas/admin.ts";
import { currentUser } from "./platform/session.ts";

/** The services route loaders may call, bound to this request (its session, its user). */
export function createWebServices(deps: Deps, request: FastifyRequest): WebServices {
  return {
    pageMetadata: () => buildPageMetadata(deps, request),
    listSectors: () => listSectors(deps.db, "name.asc"),
    resolveSlug: (slug) => resolveSlug(deps.db, slug),
    listFaqs: () => listFaqs(deps.db),
    listBlogPosts: (page, pageSize) => listPublishedPosts(deps.db, page, pageSize),
    findBlogPost: (slug) => findPublishedPost(deps.db, slug),
    listJobs: (options) => listLiveJobs(deps.db, options),
    newestJobs: () => newestJobs(deps.db),
    findJob: async (id) => {
      try {
        return { status: 200, job: await getPublicJob(deps.db, id) };
      } catch (error) {
        if (error instanceof AppError && (error.status === 404 || error.status === 410))
          return { status: error.status, message: error.message };
        throw error;
      }
    },
    currentUser: () => currentUser(deps.db, request),
    ownEmployerProfile: async () => {
      const user = await currentUser(deps.db, request);
      const employer = user?.employers.data[0];
      return user && employer ? getEmployerProfile(deps, user, employer.id) : null;
    },
    listPlans: async () => ({
      data: await listPlans(deps.db),
      payment_methods: paymentMethods(deps),
    }),
    adminUsers: async ({ search, page }) => {
      const user = await currentUser(deps.db, request);
      if (!user?.is_admin) return null;
      return listUsers(deps.db, { search, page, pageSize: ADMIN_USERS_PAGE_SIZE });
    },
    adminContent: adminContentServices(deps, request),
    sectorSeo: async (slug) => {
      try {
        return await sectorSeo(deps.db, slug);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
