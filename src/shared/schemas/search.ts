import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError } from "./common.ts";
import { ZJobList, ZSearchFilterRequest, ZSearchJobsRequest, ZSearchRelaxations } from "./jobs.ts";

// The seeker's search (server/modules/search); its request and answer shapes live in jobs.ts
// beside the ads they list.

export const searchEndpoints = defineEndpoints({
  "POST /api/job-advertisements/search": {
    tags: ["Suche"],
    summary:
      "Umkreissuche: Branchen, Anstellungsart, Startzeitraum und Region (nächste zuerst, dann neueste)",
    body: ZSearchJobsRequest,
    response: { 200: ZJobList, 422: ZValidationError, 429: ZMessage },
  },
  // What the empty results offer instead (ADR 025): a separate call, so the search's answer
  // keeps its shape, and only an empty search pays for the counting.
  "POST /api/job-advertisements/search/relaxations": {
    tags: ["Suche"],
    summary:
      "Was eine Suche ohne Treffer finden würde: größerer Umkreis, anderer Start, weitere Branchen, andere Anstellungsart – je mit Trefferzahl",
    body: ZSearchFilterRequest,
    response: { 200: ZSearchRelaxations, 422: ZValidationError, 429: ZMessage },
  },
});
