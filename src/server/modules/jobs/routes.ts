import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "#server/platform/endpoint.ts";
import { jobEndpoints as api } from "#shared/schemas/job-advertisements.ts";
import type { Deps } from "#server/deps.ts";
import { trustedJson } from "#server/platform/trusted-json.ts";
import { currentUser, requireUser } from "#server/platform/session.ts";
import { listOwnJobs, selectOwnJob } from "./own-jobs.ts";
import { getPublicJob, jobsByIds, listLiveJobs, newestJobs, sectorSeo } from "./service.ts";
import { JOB_LIST_DEFAULTS } from "#shared/schemas/jobs.ts";

export const jobRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/job-advertisements"),
      serializerCompiler: trustedJson,
      // Public; only `?mine=1` needs a user (the 401 of its entry), checked in the handler.
      config: { access: "public" },
      handler: async (request, reply) => {
        const { sector, search, mine, status, ids } = request.query;
        const page = request.query.page ?? JOB_LIST_DEFAULTS.page;
        const page_size = request.query.page_size ?? JOB_LIST_DEFAULTS.page_size;
        if (ids) {
          // The same for every visitor and changing with the ads, like the sitemap: a cache
          // may keep it but asks again before each use.
          reply.header("cache-control", "public, no-cache");
          return { data: await jobsByIds(deps, ids) };
        }
        if (mine === "1") {
          // The employer's own ads, every status (docs/product.md: ?mine=1).
          const user = await requireUser(deps, request);
          return listOwnJobs(deps, user, { status, page, page_size });
        }
        return listLiveJobs(deps, { page, pageSize: page_size, sector, search });
      },
    });

    app.route({
      ...endpoint(api, "GET /api/job-advertisements/newest"),
      serializerCompiler: trustedJson,
      handler: async () => ({ data: await newestJobs(deps) }),
    });

    app.route({
      ...endpoint(api, "GET /api/job-advertisements/seo"),
      handler: async (request) => ({ data: await sectorSeo(deps, request.query.sector) }),
    });

    app.route({
      ...endpoint(api, "GET /api/job-advertisements/:id"),
      serializerCompiler: trustedJson,
      handler: async (request) => {
        const user = await currentUser(deps.db, request);
        if (user) {
          const own = await selectOwnJob(deps, request.params.id);
          if (own && (user.is_admin || user.employers.data.some((e) => e.id === own.employer.id))) {
            return { data: own };
          }
        }
        return { data: await getPublicJob(deps, request.params.id) };
      },
    });
  };
