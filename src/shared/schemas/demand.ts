import { z } from "zod";
import "../validation.ts";
import { WORKING_TIMES } from "../constants.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage } from "./common.ts";
import { ZEmployerIdParams } from "./employers.ts";
import { ZSector } from "./sectors.ts";

// The demand for an employer's sectors around its places (docs/product.md "Demand on the
// dashboard"): anonymous searches (record=1) of the last 30 days and active job alerts, counted by
// the rules of docs/decisions/044-employer-demand.md. GET /api/employers/{id}/demand.

export const DEMAND_DAYS = 30;
export const DEMAND_RADIUS_KM = 50;
/** A count below this is never answered (null), nor anything from which it could be worked out. */
export const DEMAND_MIN_COUNT = 5;
/** The places the answer covers: the profile's address first, then the ads' places by number of live ads. */
export const DEMAND_MAX_PLACES = 6;

/** A count of at least DEMAND_MIN_COUNT, or null: fewer, or withheld so that no smaller one can be worked out. */
const ZDemandCount = z.number().int().min(DEMAND_MIN_COUNT).nullable();
export type DemandCount = z.infer<typeof ZDemandCount>;

const ZDemandFigures = z.object({ searches: ZDemandCount, alerts: ZDemandCount });
export type DemandFigures = z.infer<typeof ZDemandFigures>;

/** One sector's figures in an area, with their split by working time. */
const ZDemandCell = ZDemandFigures.extend({
  sector_id: z.number().int(),
  working_times: z.array(ZDemandFigures.extend({ working_time: z.enum(WORKING_TIMES) })),
});
export type DemandCell = z.infer<typeof ZDemandCell>;

const ZDemandPlace = z.object({
  /** The place's name (Ort) as the gazetteer or the ad names it. */
  label: z.string(),
  /** The Bundesland the place lies in; null when it lies outside Germany. */
  state: z.string().nullable(),
  /** `profile`: the company's address; `ads`: where live ads are. */
  source: z.enum(["profile", "ads"]),
  /** Searches and alerts whose centre lies within DEMAND_RADIUS_KM of the place. */
  cells: z.array(ZDemandCell),
});
export type DemandPlace = z.infer<typeof ZDemandPlace>;

const ZDemandRegion = z.object({
  state: z.string(),
  /** Searches and alerts for the whole Land, and radius searches and alerts centred in it. */
  cells: z.array(ZDemandCell),
});

const ZEmployerDemand = z.object({
  days: z.number().int(),
  /** The searches' period: from (inclusive) to the moment the figures were counted. */
  from: z.string(),
  to: z.string(),
  radius_km: z.number().int(),
  min_count: z.number().int(),
  /** The profile's sectors and those of the live ads, by name. */
  sectors: z.array(ZSector),
  regions: z.array(ZDemandRegion),
  places: z.array(ZDemandPlace),
});
export type EmployerDemand = z.infer<typeof ZEmployerDemand>;

export const demandEndpoints = defineEndpoints({
  "GET /api/employers/:id/demand": {
    tags: ["Unternehmen"],
    summary:
      "Anonyme Nachfrage nach den Branchen des Unternehmens: Suchen (30 Tage) und aktive Suchaufträge je Bundesland und im Umkreis von 50 km seiner Orte, Werte unter 5 verborgen",
    params: ZEmployerIdParams,
    response: {
      200: z.object({ data: ZEmployerDemand }),
      401: ZMessage,
      403: ZMessage,
      404: ZMessage,
    },
  },
});
