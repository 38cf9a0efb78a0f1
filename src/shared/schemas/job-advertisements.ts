import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError } from "./common.ts";
import { ZOwnJobList, ZOwnJobResponse } from "./job-editor.ts";
import {
  ZJobIdParams,
  ZJobList,
  ZJobListQuery,
  ZJobResponse,
  ZJobsByIds,
  ZNewestResponse,
  ZSeoQuery,
  ZSeoResponse,
} from "./jobs.ts";

// The public reads of job ads (server/modules/jobs/routes.ts). Its own module: the list and
// the detail also answer the owner's shapes of job-editor.ts, which itself imports jobs.ts.

export const jobEndpoints = defineEndpoints({
  "GET /api/job-advertisements": {
    tags: ["Stellenanzeigen"],
    summary:
      'Veröffentlichte Anzeigen, neueste zuerst; Filter nach Branche und Stichwort (deutsche Volltextsuche). Mit ids=1,2,3 (bis zu 50): genau diese Anzeigen in dieser Reihenfolge, nicht mehr öffentliche als { id, status: "ended" } (die Merkliste)',
    querystring: ZJobListQuery,
    response: {
      200: z.union([ZOwnJobList, ZJobList, ZJobsByIds]),
      401: ZMessage,
      422: ZValidationError,
    },
  },
  "GET /api/job-advertisements/newest": {
    tags: ["Stellenanzeigen"],
    summary: "Die 6 neuesten veröffentlichten Anzeigen",
    response: { 200: ZNewestResponse },
  },
  "GET /api/job-advertisements/seo": {
    tags: ["Stellenanzeigen"],
    summary: "Texte für die Branchenseite /jobs-im-bereich/{slug}",
    querystring: ZSeoQuery,
    response: { 200: ZSeoResponse, 404: ZMessage },
  },
  "GET /api/job-advertisements/:id": {
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
});
