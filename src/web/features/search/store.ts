import { create } from "zustand";
import {
  JOB_AVAILABLE_AT,
  RADIUS_DEFAULT_KM,
  STORAGE_KEYS,
  WORKING_TIMES,
  type JobAvailableAt,
  type WorkingTime,
} from "#shared/constants.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { JobSummary, SearchFilterInput, SearchJobsInput } from "#shared/schemas/jobs.ts";
import type { FilterLocation } from "#web/features/geocoding/components/location-value.ts";
import { api } from "#web/lib/api.ts";
import { HttpError } from "#web/lib/http.ts";
import { notify } from "#web/ui/toast.ts";
import { regionRequest } from "./components/region.ts";

/** The search filter's field errors are stored under this form (lib/form-errors.ts). */
export const SEARCH_FORM_ID = "search";

/**
 * The seeker's filter (docs/product.md "Job ads: fields and editor"), kept in session storage under `search`.
 * Empty or null values are removed; `updated_at` is set on each change. Storage is read
 * after hydration only (`hydrate()`), so server and browser render the same first markup.
 */
export interface FilterSector {
  id: number;
  name: string;
}

export interface SearchFilter {
  sectors?: FilterSector[];
  working_time?: WorkingTime;
  job_available_at?: JobAvailableAt;
  location?: FilterLocation;
  /** Only ads with a place to stay; absent when off. */
  with_accommodation?: true;
  /** Only ads that need no German; absent when off. */
  without_german?: true;
  updated_at?: string;
}

/** The filter's on/off toggles: optional, sent and stored only when on. */
export const FILTER_TOGGLES = ["with_accommodation", "without_german"] as const;
export type FilterToggle = (typeof FILTER_TOGGLES)[number];

/** The field order of docs/product.md "Pages and addresses" (also the order of the missing-fields list). */
const FILTER_FIELDS = ["sectors", "working_time", "job_available_at", "location"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export function missingFields(filter: SearchFilter): FilterField[] {
  return FILTER_FIELDS.filter((field) => {
    const value = filter[field];
    return value === undefined || (Array.isArray(value) && value.length === 0);
  });
}

/** Removes empty values (docs/product.md "Job ads: fields and editor") and stamps the change. */
function cleanFilter(filter: SearchFilter, now = new Date()): SearchFilter {
  const clean: SearchFilter = {};
  if (filter.sectors && filter.sectors.length > 0) clean.sectors = filter.sectors;
  if (filter.working_time) clean.working_time = filter.working_time;
  if (filter.job_available_at) clean.job_available_at = filter.job_available_at;
  if (filter.location) clean.location = filter.location;
  for (const toggle of FILTER_TOGGLES) if (filter[toggle]) clean[toggle] = true;
  if (Object.keys(clean).length > 0) clean.updated_at = now.toISOString();
  return clean;
}

/**
 * A request body as the contract types it, except that a field the seeker has not filled yet
 * goes empty: the server's 422 then names each missing one (shown at the filter's fields).
 * A field name or value the schema does not know is still a type error.
 */
export type Unfilled<T> = { [K in keyof T]?: T[K] | undefined };

/**
 * The filter as the API reads it (docs/product.md "Job ads: fields and editor"): sector ids, latitude/longitude/geo_radius; for a
 * whole Land its name (`state`) instead of the radius (components/region.ts).
 */
export function toSearchFilterRequest(filter: SearchFilter): Unfilled<SearchFilterInput> {
  return {
    sectors: (filter.sectors ?? []).map((s) => s.id),
    working_time: filter.working_time,
    job_available_at: filter.job_available_at,
    ...regionRequest(filter.location),
    ...(filter.with_accommodation ? { with_accommodation: true } : {}),
    ...(filter.without_german ? { without_german: true } : {}),
  };
}

/**
 * What is sent (docs/product.md "Job ads: fields and editor"): the filter, the page and record=1 for a search the seeker started
 * (wizard, filter modal, a change offered on /jobs); a reload or "Mehr Jobs laden" sends
 * record=0, so the demand statistics count each search once.
 */
export function toSearchRequest(
  filter: SearchFilter,
  page = 1,
  record = true,
): Unfilled<SearchJobsInput> {
  return { ...toSearchFilterRequest(filter), record: record ? (1 as const) : (0 as const), page };
}

/** Accepts only a well-formed stored filter; anything else counts as no filter. */
function parseStoredFilter(raw: string | null): SearchFilter {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const filter: SearchFilter = {};
    if (Array.isArray(value.sectors)) {
      filter.sectors = value.sectors.filter(
        (s): s is FilterSector =>
          typeof s === "object" &&
          s !== null &&
          Number.isInteger((s as FilterSector).id) &&
          typeof (s as FilterSector).name === "string",
      );
    }
    if ((WORKING_TIMES as readonly unknown[]).includes(value.working_time))
      filter.working_time = value.working_time as WorkingTime;
    if ((JOB_AVAILABLE_AT as readonly unknown[]).includes(value.job_available_at))
      filter.job_available_at = value.job_available_at as JobAvailableAt;
    const loc = value.location as FilterLocation | undefined;
    if (
      loc &&
      Number.isFinite(loc.latitude) &&
      Number.isFinite(loc.longitude) &&
      typeof loc.formatted_address === "string"
    ) {
      filter.location = {
        ...loc,
        radius: Number.isFinite(loc.radius) ? loc.radius : RADIUS_DEFAULT_KM,
      };
    }
    for (const toggle of FILTER_TOGGLES) if (value[toggle] === true) filter[toggle] = true;
    if (typeof value.updated_at === "string") filter.updated_at = value.updated_at;
    return filter;
  } catch {
    return {};
  }
}

interface SearchState {
  filter: SearchFilter;
  hydrated: boolean;
  /** The wizard overlay's shared switch (docs/product.md "Pages and addresses"). */
  wizardOpen: boolean;
  filterModalOpen: boolean;
  /** Results of the last search, shown on /jobs. */
  results: Paginated<JobSummary> | null;
  /**
   * `updated_at` of a filter the seeker changed on /jobs whose search is still to run: that one
   * search is recorded (record=1). Kept in memory only, so a reload searches without recording.
   */
  recordFor: string | null;
  /**
   * `updated_at` of the filter the wizard or the filter modal just searched and led to /jobs
   * with: the results page offers the job alert first while the filter stays the same. In
   * memory only, so a reload is no longer that first arrival.
   */
  arrivedWith: string | null;
  hydrate(): void;
  setFilter(patch: Partial<SearchFilter>): void;
  resetFilter(): void;
  setResults(results: Paginated<JobSummary> | null): void;
  /** The seeker changes the filter on /jobs: the results go, the new search is recorded. */
  changeFilter(patch: Partial<SearchFilter>): void;
  openWizard(): void;
  closeWizard(): void;
  openFilterModal(): void;
  closeFilterModal(): void;
}

function persist(filter: SearchFilter): void {
  try {
    if (Object.keys(filter).length === 0)
      window.sessionStorage.removeItem(STORAGE_KEYS.searchFilter);
    else window.sessionStorage.setItem(STORAGE_KEYS.searchFilter, JSON.stringify(filter));
  } catch {
    // Storage disabled: the filter lives for this page view.
  }
}

export const useSearchStore = create<SearchState>((set, get) => ({
  filter: {},
  hydrated: false,
  wizardOpen: false,
  filterModalOpen: false,
  results: null,
  recordFor: null,
  arrivedWith: null,
  hydrate: () => {
    if (get().hydrated) return;
    let raw: string | null;
    try {
      raw = window.sessionStorage.getItem(STORAGE_KEYS.searchFilter);
    } catch {
      raw = null;
    }
    set({ filter: parseStoredFilter(raw), hydrated: true });
  },
  setFilter: (patch) => {
    const filter = cleanFilter({ ...get().filter, ...patch });
    persist(filter);
    set({ filter });
  },
  resetFilter: () => {
    persist({});
    set({ filter: {}, results: null });
  },
  setResults: (results) => set({ results }),
  changeFilter: (patch) => {
    get().setFilter(patch);
    set({ results: null, recordFor: get().filter.updated_at ?? null });
  },
  openWizard: () => set({ wizardOpen: true, filterModalOpen: false }),
  closeWizard: () => set({ wizardOpen: false }),
  openFilterModal: () => set({ filterModalOpen: true, wizardOpen: false }),
  closeFilterModal: () => set({ filterModalOpen: false }),
}));

/** docs/product.md "Pages and addresses": local storage `singleSearchOpened` marks that the seeker searched before. */
export function markSearchedOnce(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.singleSearchOpened, "true");
  } catch {
    // ignore
  }
}

export function hasSearchedBefore(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.singleSearchOpened) === "true";
  } catch {
    return false;
  }
}

/**
 * Opens the search the way docs/product.md "Pages and addresses" describes the variants: the guided wizard for a
 * first-time seeker, the filter modal for one who searched before (`singleSearchOpened`).
 * For the home page's "Jobs finden"; /jobs opens the modal directly (`openFilterModal`).
 */
export function openSearch(): void {
  const state = useSearchStore.getState();
  state.hydrate();
  if (hasSearchedBefore()) state.openFilterModal();
  else state.openWizard();
}

// ---- Running the search (the wizard, the filter and the results page of the jobs feature) ----

/** The search's refusals as the seeker reads them, in the page's language (ADR 051, 056). */
export interface SearchFailureTexts {
  /** 422: a required filter is missing (docs/product.md "Texts and messages", §8). */
  missing: string;
  /** Any other refusal: no connection, too many searches, the search failed (lib/refusal-text.ts). */
  refused: (error: HttpError) => string;
}

/**
 * Runs the seeker's search (docs/product.md "API conventions"). A refusal shows the matching text
 * of `texts` as a toast (the server's own messages are German and not in the seeker's form of
 * address); the field errors are stored under the form "search".
 */
export async function runSearch(
  filter: SearchFilter,
  page: number,
  record: boolean,
  texts: SearchFailureTexts,
) {
  try {
    return await api.post("/api/job-advertisements/search", {
      // A filter with a field still empty is sent as it is: the 422 names the missing fields.
      body: toSearchRequest(filter, page, record) as SearchJobsInput,
      form: SEARCH_FORM_ID,
      toast: false,
    });
  } catch (error) {
    // A 503 has its banner and reload (lib/unavailable-reload.ts): no toast beside it.
    if (error instanceof HttpError && error.status !== 503) {
      notify.error(error.status === 422 ? texts.missing : texts.refused(error));
    }
    throw error;
  }
}

/** What an empty search offers instead (ADR 025); no toast: the empty state stands without it. */
export function fetchRelaxations(filter: SearchFilter) {
  return api.post("/api/job-advertisements/search/relaxations", {
    // Only an empty search of a complete filter asks; the server refuses anything else (422).
    body: toSearchFilterRequest(filter) as SearchFilterInput,
    toast: false,
  });
}
