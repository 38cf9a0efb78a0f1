import type { FastifyRequest } from "fastify";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { currentUser } from "#server/platform/session.ts";
import type { AdminContentServices } from "#shared/load-context.ts";
import type {
  AdminContentItems,
  AdminContentKind,
  AdminContentListQuery,
} from "#shared/schemas/admin-content.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import { adminGetBlogPost, adminListBlogPosts } from "./blog-posts.ts";
import { adminGetFaq, adminListFaqs } from "./faqs.ts";
import { adminGetPage, adminListPages } from "./pages.ts";
import { adminGetPlan, adminListPlans } from "./plans.ts";
import { adminGetSector, adminListSectors } from "./sectors.ts";

// The staff's reads for the backoffice pages' loaders (load context).

const readers: {
  [K in AdminContentKind]: {
    list(db: Db, query: AdminContentListQuery): Promise<Paginated<AdminContentItems[K]>>;
    get(db: Db, id: number): Promise<AdminContentItems[K]>;
  };
} = {
  sectors: { list: adminListSectors, get: adminGetSector },
  pages: { list: adminListPages, get: adminGetPage },
  faqs: { list: adminListFaqs, get: adminGetFaq },
  "blog-posts": { list: adminListBlogPosts, get: adminGetBlogPost },
  plans: { list: adminListPlans, get: adminGetPlan },
};

/** The staff's reads, bound to the request: null unless its user is staff (not impersonating). */
export function adminContentServices(
  deps: Pick<Deps, "db">,
  request: FastifyRequest,
): AdminContentServices {
  const staff = async () => (await currentUser(deps.db, request))?.is_admin === true;
  return {
    async list(kind, query) {
      if (!(await staff())) return null;
      return readers[kind].list(deps.db, query);
    },
    async get(kind, id) {
      if (!(await staff())) return null;
      try {
        return { item: await readers[kind].get(deps.db, id) };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return { item: null };
        throw error;
      }
    },
  };
}
