import type { JobAdvertisement } from "#shared/schemas/jobs.ts";

/**
 * The seasonal-work fields of an ad that states none of them, as the API returns it (ADR 049):
 * null where „not stated“ differs from „no“, false and [] where it does not.
 */
export const SEASONAL_WORK_NOT_STATED: Pick<
  JobAdvertisement,
  | "season_start"
  | "season_end"
  | "hours_per_week"
  | "accommodation"
  | "accommodation_cost_cents"
  | "meals"
  | "transport"
  | "fixed_term"
  | "driving_licences"
  | "languages"
> = {
  season_start: null,
  season_end: null,
  hours_per_week: null,
  accommodation: null,
  accommodation_cost_cents: null,
  meals: false,
  transport: false,
  fixed_term: false,
  driving_licences: [],
  languages: null,
};
