import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import {
  ZJobIdParams,
  ZJobList,
  ZJobListQuery,
  ZJobResponse,
  ZNewestResponse,
  ZSeoQuery,
  ZSeoResponse,
} from "#shared/schemas/jobs.ts";
import type { Deps } from "#server/deps.ts";
import { trustedJson } from "#server/platform/trusted-json.ts";
import { currentUser, requireUser } from "#server/platform/session.ts";
import { ZOwnJobList, ZOwnJobResponse } from "#shared/schemas/job-editor.ts";
import { listOwnJobs, selectOwnJob } from "./editor.ts";
import { getPublicJob, listLiveJobs, newestJobs, sectorSeo } from "./service.ts";

export const jobRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/job-advertisements",
      {
        schema: {
          tags: ["Stellenanzeigen"],
          summary:
            "Veröffentlichte Anzeigen, neueste zuerst; Filter nach Branche und Stichwort (deutsche Volltextsuche)",
          querystring: ZJobListQuery,
          response: { 200: z.union([ZOwnJobList, ZJobList]), 401: ZMessage, 422: ZValidationError },
        },
        serializerCompiler: trustedJson,
        // Public; only `?mine=1` needs a user (the 401 above), checked in the handler.
        config: { access: "public" },
      },
      async (request) => {
        const { page, page_size, sector, search, mine, status } = request.query;
        if (mine === "1") {
          // The employer's own ads, every status (PRODUCT.md: ?mine=1).
          const user = await requireUser(deps, request);
          return listOwnJobs(deps, user, { status, page, page_size });
        }
        return listLiveJobs(deps, { page, pageSize: page_size, sector, search });
      },
    );

    app.get(
      "/api/job-advertisements/newest",
      {
        schema: {
          tags: ["Stellenanzeigen"],
          summary: "Die 6 neuesten veröffentlichten Anzeigen",
          response: { 200: ZNewestResponse },
        },
        serializerCompiler: trustedJson,
      },
      async () => ({ data: await newestJobs(deps) }),
    );

    app.get(
      "/api/job-advertisements/seo",
      {
        schema: {
          tags: ["Stellenanzeigen"],
          summary: "Texte für die Branchenseite /jobs-im-bereich/{slug}",
          querystring: ZSeoQuery,
          response: { 200: ZSeoResponse, 404: ZMessage },
        },
      },
      async (request) => ({ data: await sectorSeo(deps, request.query.sector) }),
    );

    app.get(
      "/api/job-advertisements/:id",
      {
        schema: {
          tags: ["Stellenanzeigen"],
          summary:
            "Eine veröffentlichte Anzeige (410, wenn beendet oder abgelaufen); für den eigenen Betrieb in jedem Status",
          params: ZJobIdParams,
          response: {
            200: z.union([ZOwnJobResponse, ZJobResponse]),
            404: ZMessage,
            410: ZMessage,
          },
        },
        serializerCompiler: trustedJson,
      },
      async (request) => {
        const user = await currentUser(deps.db, request);
        if (user) {
          const own = await selectOwnJob(deps, request.params.id);
          if (own && (user.is_admin || user.employers.data.some((e) => e.id === own.employer.id))) {
            return { data: own };
          }
        }
        return { data: await getPublicJob(deps, request.params.id) };
      },
    );
  };
