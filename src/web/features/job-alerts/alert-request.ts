import { alertFilterLines, type AlertWords } from "#shared/job-alert-words.ts";
import type { Locale } from "#shared/locales.ts";
import type { CreateJobAlertInput, JobAlertFrequency } from "#shared/schemas/job-alerts.ts";
import { wholeLand } from "#web/features/geocoding/components/location-value.ts";
import { placeName } from "#web/features/search/components/region.ts";
import {
  toSearchFilterRequest,
  type SearchFilter,
  type Unfilled,
} from "#web/features/search/store.ts";

/** What the seeker types into the sheet; the filter comes from the search. */
export interface JobAlertFormValues {
  email: string;
  frequency: JobAlertFrequency;
}

/**
 * The body of POST /api/job-alerts: exactly the search's filter as the search sends it (the same
 * fields, so the digest matches what the results page showed), the place as the seeker sees it,
 * the address, how often, and the page's language (the alert's mails and pages are in it). A field the filter lacks goes empty and the 422 names it.
 */
export function toJobAlertRequest(
  filter: SearchFilter,
  values: JobAlertFormValues,
  locale: Locale,
): Unfilled<CreateJobAlertInput> {
  return {
    ...toSearchFilterRequest(filter),
    location_label: filter.location ? placeName(filter.location) : undefined,
    email: values.email,
    frequency: values.frequency,
    locale,
  };
}

/**
 * The filter in words as the confirmation mail and the manage page will name it (sectors,
 * working time, start, the radius around the place or the whole Land, the toggles that are
 * on); how often is the sheet's
 * own choice, so its line is left out. Empty while the filter is incomplete.
 */
export function filterInWords(
  filter: SearchFilter,
  words: AlertWords,
  sectorName: (sector: { id: number; name: string }) => string = (sector) => sector.name,
): { label: string; value: string }[] {
  const { sectors, working_time, job_available_at, location, with_accommodation, without_german } =
    filter;
  if (!sectors?.length || !working_time || !job_available_at || !location) return [];
  const land = wholeLand(location) ?? null;
  const lines = alertFilterLines(
    {
      sectors: sectors.map((sector) => ({ id: sector.id, name: sectorName(sector) })),
      working_time,
      job_available_at,
      geo_radius: land ? null : location.radius,
      state: land,
      location_label: placeName(location),
      with_accommodation,
      without_german,
      frequency: "daily",
    },
    words,
  );
  return lines
    .filter((line) => line.key !== "frequency")
    .map(({ label, value }) => ({ label, value }));
}
