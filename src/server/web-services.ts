import type { FastifyRequest } from "fastify";
import type { StaffResult, WebServices } from "#shared/load-context.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import type { Deps } from "./deps.ts";
import { findPublishedPost, listPublishedPosts } from "./modules/blog/service.ts";
import { getPublicJob, listLiveJobs, newestJobs, sectorSeo } from "./modules/jobs/service.ts";
import { AppError } from "./platform/errors.ts";
import { findUnstorableText } from "./platform/unstorable-text.ts";
import { listFaqs, resolveSlug } from "./modules/pages/service.ts";
import { listSectors } from "./modules/sectors/service.ts";
import { buildPageMetadata } from "./modules/system/metadata.ts";
import { getEmployerProfile } from "./modules/employers/service.ts";
import { getOwnJob, JOB_NOT_FOUND, listOwnJobs } from "./modules/jobs/editor.ts";
import { creditSummary } from "./modules/jobs/lifecycle.ts";
import { listOrders, listPlans, paymentMethods } from "./modules/checkout/orders.ts";
import { listNotifications } from "./modules/notifications/service.ts";
import { OWN_JOBS_PAGE_SIZE } from "#shared/schemas/job-editor.ts";
import { listUsers } from "./modules/admin/service.ts";
import { adminContentServices } from "./modules/admin/content-service.ts";
import { ADMIN_USERS_PAGE_SIZE } from "#shared/schemas/admin.ts";
import { currentUser } from "./platform/session.ts";
import { getAdminEmployer } from "./modules/admin/employers.ts";
import { listAuditTrail } from "./modules/admin/audit-trail.ts";
import { listAdminJobs } from "./modules/admin/moderation.ts";
import { listAdminOrders } from "./modules/admin/orders.ts";
import { searchStats } from "./modules/admin/search-stats.ts";
import { setupLinkState } from "./modules/setup/service.ts";

/** The services route loaders may call, bound to this request (its session, its user). */
export function createWebServices(deps: Deps, request: FastifyRequest): WebServices {
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
  return refuseUnstorableArguments<WebServices>({
    pageMetadata: () => buildPageMetadata(deps, request),
    listSectors: () => listSectors(deps.db, "name.asc"),
    resolveSlug: (slug) => resolveSlug(deps.db, slug),
    listFaqs: () => listFaqs(deps.db),
    listBlogPosts: (page, pageSize) => listPublishedPosts(deps.db, page, pageSize),
    findBlogPost: (slug) => findPublishedPost(deps.db, slug),
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
    currentUser: () => currentUser(deps.db, request),
    setupLinkState: (token) => setupLinkState(deps.db, token),
    ownEmployerProfile: async () => {
      const user = await currentUser(deps.db, request);
      const employer = user?.employers.data[0];
      return user && employer ? getEmployerProfile(deps, user, employer.id) : null;
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
    listPlans: async () => ({
      data: await listPlans(deps.db),
      payment_methods: paymentMethods(deps),
    }),
    // ---- Employer dashboard and job editor ----
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
    ownOrders: async () => {
      const user = await currentUser(deps.db, request);
      return user ? listOrders(deps, user) : null;
    },
    notifications: async () => {
      const user = await currentUser(deps.db, request);
      return user ? listNotifications(deps, user, { unreadOnly: false, limit: 10 }) : null;
    },
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
    sectorSeo: async (slug) => {
      try {
        return await sectorSeo(deps, slug);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * A page address with text PostgreSQL cannot store (`/ueber-uns%00`, `/blog/x%00`, a staff
 * filter `?search=%00`) reaches the services as a slug or a filter. Every service of a loader
 * passes through here: such an argument answers the NotFound page (a thrown 404 response, which
 * the root ErrorBoundary renders in the app shell) instead of failing inside the query. The API
 * routes refuse the same text before validation (platform/unstorable-text.ts).
 */
function refuseUnstorableArguments<T extends object>(services: T): T {
  const guarded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(services)) {
    guarded[name] =
      typeof value === "function"
        ? (...args: unknown[]) => {
            if (findUnstorableText(args)) throw new Response(null, { status: 404 });
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value && typeof value === "object"
          ? refuseUnstorableArguments(value)
          : value;
  }
  return guarded as T;
}
