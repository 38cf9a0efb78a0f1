import type { FastifyRequest } from "fastify";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { currentUser } from "#server/platform/session.ts";
import type { ApplicationsInboxWebServices, InboxLookup } from "#shared/load-context.ts";
import {
  getApplication,
  getRejectionTemplate,
  listEmployerApplications,
  listJobApplications,
  type InboxQuery,
} from "./inbox.ts";

/** A refusal of the service as the loader's answer (the page shows its message). */
async function lookup<T>(read: () => Promise<T>): Promise<InboxLookup<T>> {
  try {
    return { status: 200, data: await read() };
  } catch (error) {
    if (error instanceof AppError && (error.status === 403 || error.status === 404)) {
      return { status: error.status, message: error.message };
    }
    throw error;
  }
}

/**
 * What the inbox pages load (the dashboard's „Bewerbungen“): the same services as the API
 * routes, for the signed-in user's first employer; null when signed out or without one.
 * Reading the detail marks it seen, as opening it through the API does.
 */
export const inboxWebServices = (
  deps: Deps,
  request: FastifyRequest,
): ApplicationsInboxWebServices => {
  const own = async () => {
    const user = await currentUser(deps.db, request);
    const employer = user?.employers.data[0];
    return user && employer ? { user, employerId: employer.id } : null;
  };
  return {
    ownApplications: async ({ jobId, ...query }) => {
      const me = await own();
      if (!me) return null;
      const list = (q: InboxQuery) =>
        jobId === undefined
          ? listEmployerApplications(deps, me.user, me.employerId, q)
          : listJobApplications(deps, me.user, jobId, q);
      return lookup(async () => {
        const page = await list(query);
        // A page past the end (an old link, the last one emptied) answers the last page.
        return page.data.length === 0 && query.page > page.last_page
          ? list({ ...query, page: page.last_page })
          : page;
      });
    },
    ownApplication: async (id) => {
      const me = await own();
      return me ? lookup(() => getApplication(deps, me.user, id)) : null;
    },
    ownRejectionTemplate: async () => {
      const me = await own();
      if (!me) return null;
      // Staff outside an impersonation get no text, as they get no application (a 403).
      const found = await lookup(() => getRejectionTemplate(deps, me.user, me.employerId));
      return found.status === 200 ? found.data : null;
    },
  };
};
