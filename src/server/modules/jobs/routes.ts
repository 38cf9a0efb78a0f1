import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
          response: { 200: ZJobList, 422: ZValidationError },
        },
      },
      async (request) => {
        const { page, page_size, sector, search } = request.query;
        return listLiveJobs(deps.db, { page, pageSize: page_size, sector, search });
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
      },
      async () => ({ data: await newestJobs(deps.db) }),
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
      async (request) => ({ data: await sectorSeo(deps.db, request.query.sector) }),
    );

    app.get(
      "/api/job-advertisements/:id",
      {
        schema: {
          tags: ["Stellenanzeigen"],
          summary: "Eine veröffentlichte Anzeige; 410, wenn sie beendet oder abgelaufen ist",
          params: ZJobIdParams,
          response: { 200: ZJobResponse, 404: ZMessage, 410: ZMessage },
        },
      },
      async (request) => ({ data: await getPublicJob(deps.db, request.params.id) }),
    );
  };
