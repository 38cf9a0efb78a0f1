// Business constants and the enums of the product (docs/product.md), shared by server and browser.

export const HEADER_SCROLL_THRESHOLD_PX = 72;
export const SCROLL_DEBOUNCE_MS = 100;
export const SCROLL_TO_DELAY_MS = 1000;
export const ADDRESS_DEBOUNCE_MS = 300;
export const APP_MAX_WIDTH_PX = 2400;
export const TOAST_DURATION_MS = 10_000;
/** The Merkliste holds at most this many ads, all read in one `?ids=` request (ADR 043). */
export const MAX_SAVED_JOBS = 50;

export const RADIUS_MIN_KM = 30;
export const RADIUS_MAX_KM = 100;
export const RADIUS_DEFAULT_KM = 30;
export const MAP_ZOOM_MIN = 5;
export const MAP_ZOOM_MAX = 17;
export const MAP_ZOOM_DEFAULT = 4;
export const MAP_FLY_ZOOM = 10;
export const RADIUS_POLYGON_POINTS = 64;
export const ADDRESS_LIST_MAX_HEIGHT_PX = 400;

export const MAX_SEARCH_SECTORS = 5;

export const PHONE_NATIONAL_MIN = 2;
export const PHONE_NATIONAL_MAX = 17;
export const PHONE_EXTENSION_MAX = 250;

export const WORKING_TIMES = ["Vollzeit", "Teilzeit", "Saisonarbeit", "Ausbildung"] as const;
export type WorkingTime = (typeof WORKING_TIMES)[number];

/** The 16 Länder as the gazetteer and the ads' `state` name them. */
export const BUNDESLAENDER = [
  "Baden-Württemberg",
  "Bayern",
  "Berlin",
  "Brandenburg",
  "Bremen",
  "Hamburg",
  "Hessen",
  "Mecklenburg-Vorpommern",
  "Niedersachsen",
  "Nordrhein-Westfalen",
  "Rheinland-Pfalz",
  "Saarland",
  "Sachsen",
  "Sachsen-Anhalt",
  "Schleswig-Holstein",
  "Thüringen",
] as const;
export type Bundesland = (typeof BUNDESLAENDER)[number];

/** Driving licence classes an ad can ask for (seasonal work: T for tractors, B for the car). */
export const DRIVING_LICENCES = ["B", "BE", "C1", "C", "CE", "T", "L"] as const;
export type DrivingLicence = (typeof DRIVING_LICENCES)[number];
/** What each licence class allows, short, for the editor's checkboxes and the job page. */
export const DRIVING_LICENCE_HINTS: Record<DrivingLicence, string> = {
  B: "Pkw bis 3,5 t",
  BE: "Pkw mit Anhänger",
  C1: "Lkw bis 7,5 t",
  C: "Lkw über 3,5 t",
  CE: "Lkw mit Anhänger",
  T: "Traktor bis 60 km/h, Land- und Forstwirtschaft",
  L: "Traktor bis 40 km/h, Land- und Forstwirtschaft",
};

/** Languages an ad can ask for (ADR 049), with their German names. */
export const LANGUAGE_NAMES = {
  de: "Deutsch",
  en: "Englisch",
  pl: "Polnisch",
  ro: "Rumänisch",
  uk: "Ukrainisch",
  bg: "Bulgarisch",
  ru: "Russisch",
  hu: "Ungarisch",
  cs: "Tschechisch",
  sk: "Slowakisch",
  hr: "Kroatisch",
  sr: "Serbisch",
  tr: "Türkisch",
  es: "Spanisch",
  it: "Italienisch",
  fr: "Französisch",
  pt: "Portugiesisch",
  nl: "Niederländisch",
  lt: "Litauisch",
  lv: "Lettisch",
  ar: "Arabisch",
} as const;
export type LanguageCode = keyof typeof LANGUAGE_NAMES;
export const LANGUAGE_CODES = Object.keys(LANGUAGE_NAMES) as [LanguageCode, ...LanguageCode[]];
/** An ad lists at most this many languages. */
export const MAX_AD_LANGUAGES = 6;

export const LANGUAGE_LEVELS = ["basic", "good", "fluent"] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const LANGUAGE_LEVEL_LABELS: Record<LanguageLevel, string> = {
  basic: "Grundkenntnisse",
  good: "gute Kenntnisse",
  fluent: "fließend",
};

/** Accommodation an ad offers; null on the ad means "not stated". */
export const ACCOMMODATION_KINDS = ["none", "free", "paid"] as const;
export type AccommodationKind = (typeof ACCOMMODATION_KINDS)[number];
export const ACCOMMODATION_LABELS: Record<AccommodationKind, string> = {
  none: "Keine Unterkunft",
  free: "Unterkunft kostenlos",
  paid: "Unterkunft gegen Bezahlung",
};
/** The monthly cost of a paid accommodation, in cents: up to 5,000 euros. */
export const ACCOMMODATION_COST_MAX_CENTS = 500_000;
export const HOURS_PER_WEEK_MIN = 1;
export const HOURS_PER_WEEK_MAX = 60;

export const JOB_AVAILABLE_AT = ["1_to_3_months", "more_than_3_months"] as const;
export type JobAvailableAt = (typeof JOB_AVAILABLE_AT)[number];
export const JOB_AVAILABLE_AT_LABELS: Record<JobAvailableAt, string> = {
  "1_to_3_months": "1-3 Monate",
  more_than_3_months: "mehr als 3 Monate",
};

/** Storage keys named by docs/product.md "Job ads: fields and editor". */
export const STORAGE_KEYS = {
  searchFilter: "search",
  singleSearchOpened: "singleSearchOpened",
  checkoutInvoice: "checkoutInvoice",
  checkoutStripe: "checkoutStripe",
  consent: "consent",
  /** When the page last reloaded itself after a part of the app failed to load (web/lib/load-failure.ts). */
  loadFailureReload: "loadFailureReload",
  /** The seeker's Merkliste: an array of ad ids, oldest first (web/features/saved-jobs/store.ts). */
  savedJobs: "savedJobs",
} as const;
