import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError } from "./common.ts";

// The anonymous search statistics (record=1, docs/product.md "Search: filters and semantics") for the team:
// /admin/statistik — GET /api/admin/search-stats?days=7|30|90.

export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export const ZSearchStatsQuery = z.object({
  days: z.coerce
    .number({ error: "Bitte einen Zeitraum von 7, 30 oder 90 Tagen wählen." })
    .refine((v): v is StatsPeriod => (STATS_PERIODS as readonly number[]).includes(v), {
      error: "Bitte einen Zeitraum von 7, 30 oder 90 Tagen wählen.",
    })
    .default(30),
});

/** One bar / table row: how many searches asked for this value, how many found nothing. */
const ZStatsRow = z.object({
  key: z.string(),
  label: z.string(),
  searches: z.number().int(),
  without_results: z.number().int(),
});
export type StatsRow = z.infer<typeof ZStatsRow>;

const ZSearchStats = z.object({
  days: z.number().int(),
  /** The period's start (inclusive) and the moment of the answer. */
  from: z.string(),
  to: z.string(),
  searches: z.number().int(),
  without_results: z.number().int(),
  /** A search for several sectors counts once for each. */
  sectors: z.array(ZStatsRow),
  working_times: z.array(ZStatsRow),
  start_windows: z.array(ZStatsRow),
  /** Bundesland of the searched place (nearest place of the offline gazetteer). */
  regions: z.array(ZStatsRow),
});
export type SearchStats = z.infer<typeof ZSearchStats>;
const ZSearchStatsResponse = z.object({ data: ZSearchStats });

export const adminStatsEndpoints = defineEndpoints({
  "GET /api/admin/search-stats": {
    tags: ["Team"],
    summary:
      "Anonyme Suchen (record=1) nach Branche, Anstellungsart, Start und Bundesland (nur Team)",
    querystring: ZSearchStatsQuery,
    response: {
      200: ZSearchStatsResponse,
      401: ZMessage,
      403: ZMessage,
      422: ZValidationError,
    },
  },
});
