import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZEmptyBody } from "./auth.ts";
import { ZMessage, ZValidationError } from "./common.ts";
import { ZJobIdParams } from "./jobs.ts";

// What each ad achieved (docs/product.md "Statistics per ad", ADR 060): impressions in search
// results, views of its page and clicks on „Bewerben“ (once per visitor and day, bots left
// out), applications received. Per day in Berlin time, kept 13 months.

/** The days of the chart, today included. */
export const JOB_STATS_DAYS = 30;
/** How long the days are kept (ADR 060). */
export const JOB_STATS_RETENTION_MONTHS = 13;

const ZCount = z.number().int().min(0);
export const ZJobStatsFigures = z.object({
  /** Shown on a page of search results. */
  impressions: ZCount,
  /** Its page opened, once per visitor and day. */
  views: ZCount,
  /** „Bewerben“ clicked on its page, once per visitor and day. */
  apply_clicks: ZCount,
  /** Applications received through Wurzelwerk. */
  applications: ZCount,
});
export type JobStatsFigures = z.infer<typeof ZJobStatsFigures>;

const ZJobStatsDay = ZJobStatsFigures.extend({ day: z.string() });
export type JobStatsDay = z.infer<typeof ZJobStatsDay>;

const ZJobStats = z.object({
  job_id: z.number().int(),
  /** The first and last day of `days` (ISO dates, Berlin time). */
  from: z.string(),
  to: z.string(),
  /** Everything kept (the last 13 months). */
  totals: ZJobStatsFigures,
  /** The last JOB_STATS_DAYS days, summed. */
  recent: ZJobStatsFigures,
  /** One entry per day, oldest first, JOB_STATS_DAYS of them; days without anything are zeros. */
  days: z.array(ZJobStatsDay),
});
export type JobStats = z.infer<typeof ZJobStats>;

export const jobStatsEndpoints = defineEndpoints({
  "GET /api/job-advertisements/:id/stats": {
    tags: ["Stellenanzeigen"],
    summary:
      "Statistik einer eigenen Anzeige: Suchtreffer, Aufrufe, Klicks auf Bewerben und Bewerbungen, gesamt und je Tag der letzten 30 Tage (Anzeige eines anderen Unternehmens: 404)",
    params: ZJobIdParams,
    response: { 200: z.object({ data: ZJobStats }), 401: ZMessage, 404: ZMessage },
  },
  "POST /api/job-advertisements/:id/apply-click": {
    tags: ["Stellenanzeigen"],
    summary:
      "Meldet einen Klick auf „Bewerben“ auf der Seite einer Anzeige (für ihre Statistik; einmal je Besucher und Tag gezählt, ohne Cookie)",
    params: ZJobIdParams,
    body: ZEmptyBody,
    response: { 204: z.null(), 422: ZValidationError, 429: ZMessage },
  },
});
