import { z } from "zod";
import "../validation.ts";
import {
  ACCOMMODATION_KINDS,
  BUNDESLAENDER,
  DRIVING_LICENCES,
  JOB_AVAILABLE_AT,
  LANGUAGE_CODES,
  LANGUAGE_LEVELS,
  MAX_SAVED_JOBS,
  MAX_SEARCH_SECTORS,
  RADIUS_MAX_KM,
  RADIUS_MIN_KM,
  WORKING_TIMES,
} from "../constants.ts";
import { APPLICATION_METHODS } from "./applications.ts";
import { ZBodyId, ZId, ZTitleTranslations, zPaginated } from "./common.ts";
import { ZSector } from "./sectors.ts";

/** docs/product.md "Job ads: fields and editor" Image: variants with a fallback to smaller sizes, then `url`. */
export const ZImage = z.object({
  thumb: z.string().optional(),
  sm: z.string().optional(),
  md: z.string().optional(),
  "md-blurred": z.string().optional(),
  lg: z.string().optional(),
  original: z.string().optional(),
  url: z.string(),
});
export type Image = z.infer<typeof ZImage>;

export const JOB_STATUSES = ["draft", "published", "expired", "terminated"] as const;
export const SALARY_PERIODS = ["hour", "month", "year"] as const;

const ZJobLocation = z.object({
  formatted_address: z.string().nullable(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  zipcode: z.string().nullable(),
  location: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

const ZJobEmployer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The company page's address, /unternehmen/{slug} (ADR 057); null for a deleted account. */
  slug: z.string().nullable(),
  logo: ZImage.nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
});

const salaryFields = {
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
};

/** A result card: what lists and the search return. */
const ZJobSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  sectors: z.array(ZSector),
  working_time: z.enum(WORKING_TIMES).nullable(),
  starts_at: z.string().nullable(),
  location: ZJobLocation,
  employer: ZJobEmployer.pick({ id: true, name: true, slug: true, logo: true }),
  image: ZImage.nullable(),
  ...salaryFields,
  highlighted: z.boolean(),
  published_at: z.string().nullable(),
  /** Great-circle distance from the searched point, only in search results. */
  distance_km: z.number().optional(),
  /**
   * The titles of the employer's translations, by language (ADR 052): a card names the ad in
   * the page's language. Only titles: the texts come with the full ad.
   */
  title_translations: ZTitleTranslations.optional(),
});
export type JobSummary = z.infer<typeof ZJobSummary>;

const ZAdLanguage = z.object({
  code: z.enum(LANGUAGE_CODES),
  level: z.enum(LANGUAGE_LEVELS),
});
export type AdLanguage = z.infer<typeof ZAdLanguage>;

/** The seekers' languages other than German an employer can translate an ad into (ADR 052). */
export const AD_TEXT_LOCALES = ["en", "pl", "ro", "uk"] as const;
export type AdTextLocale = (typeof AD_TEXT_LOCALES)[number];

/** An ad's title and four texts in one of the seekers' languages other than German (ADR 051). */
const ZAdText = z.object({
  title: z.string(),
  description: z.string(),
  tasks: z.string(),
  profile: z.string(),
  benefits: z.string(),
});
export type AdText = z.infer<typeof ZAdText>;
/** The employer's translations of an ad, by language; German stays in the ad's own columns. */
export type AdTranslations = Partial<Record<AdTextLocale, AdText>>;
const ZAdTranslations = z.object({
  en: ZAdText.optional(),
  pl: ZAdText.optional(),
  ro: ZAdText.optional(),
  uk: ZAdText.optional(),
});

/** The seasonal-work fields (ADR 049) as every full read of an ad carries them. */
const seasonalWorkReadFields = {
  season_start: z.string().nullable(),
  season_end: z.string().nullable(),
  hours_per_week: z.number().int().nullable(),
  /** null: not stated. */
  accommodation: z.enum(ACCOMMODATION_KINDS).nullable(),
  /** A month, in cents; only with `paid`. */
  accommodation_cost_cents: z.number().int().nullable(),
  meals: z.boolean(),
  transport: z.boolean(),
  fixed_term: z.boolean(),
  driving_licences: z.array(z.enum(DRIVING_LICENCES)),
  /** null: not stated; []: no language needed. */
  languages: z.array(ZAdLanguage).nullable(),
};

/** The full advertisement (docs/product.md field names). */
export const ZJobAdvertisement = ZJobSummary.omit({
  distance_km: true,
  employer: true,
  title_translations: true,
}).extend({
  status: z.enum(JOB_STATUSES),
  employer: ZJobEmployer,
  description: z.string(),
  tasks: z.string(),
  profile: z.string(),
  benefits: z.string(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  /** How seekers apply: the form on the job page, the address or the link (ADR 046). */
  application_method: z.enum(APPLICATION_METHODS),
  application_email: z.string().nullable(),
  application_url: z.string().nullable(),
  application_deadline: z.string().nullable(),
  expires_at: z.string().nullable(),
  terminated_at: z.string().nullable(),
  ...seasonalWorkReadFields,
  /** The employer's translations of the title and the four texts (ADR 052); {} when none. */
  translations: ZAdTranslations,
});
export type JobAdvertisement = z.infer<typeof ZJobAdvertisement>;

export const ZJobList = zPaginated(ZJobSummary);
export const ZJobResponse = z.object({ data: ZJobAdvertisement });
export const ZJobIdParams = z.object({ id: ZId });

// A missing coordinate means no place was picked from the suggestions: the seeker reads that,
// not which coordinate is missing.
const finiteNumber = () =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? "Bitte wähle einen Ort aus der Liste."
          : "Die Koordinate muss eine Zahl sein.",
    })
    .refine(Number.isFinite, { error: "Die Koordinate muss eine endliche Zahl sein." });

/** The filter fields of the search, without paging and recording (a job alert stores them too). */
export const searchFilterFields = {
  sectors: z
    .array(ZBodyId, {
      error: (issue) =>
        issue.input == null
          ? "Bitte wähle mindestens eine Branche."
          : "Die Branchen müssen eine Liste von IDs sein.",
    })
    .min(1, { error: "Bitte wähle mindestens eine Branche." })
    .max(MAX_SEARCH_SECTORS, { error: "Es sind bis zu 5 Antworten möglich." })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: "Jede Branche darf nur einmal vorkommen.",
    }),
  working_time: z.enum(WORKING_TIMES, {
    error: (issue) =>
      issue.input == null
        ? "Bitte wähle eine Anstellungsart."
        : "Diese Anstellungsart gibt es nicht.",
  }),
  job_available_at: z.enum(JOB_AVAILABLE_AT, {
    error: (issue) =>
      issue.input == null
        ? "Bitte wähle, wann du starten möchtest."
        : "Dieser Startzeitraum ist ungültig.",
  }),
  latitude: finiteNumber().pipe(
    z
      .number()
      .min(-90, { error: "Der Breitengrad muss zwischen -90 und 90 liegen." })
      .max(90, { error: "Der Breitengrad muss zwischen -90 und 90 liegen." }),
  ),
  longitude: finiteNumber().pipe(
    z
      .number()
      .min(-180, { error: "Der Längengrad muss zwischen -180 und 180 liegen." })
      .max(180, { error: "Der Längengrad muss zwischen -180 und 180 liegen." }),
  ),
  // Required unless the region is a whole Land (`state`), checked below.
  geo_radius: z
    .number({
      error: (issue) =>
        issue.input == null ? "Bitte wähle einen Umkreis." : "Der Umkreis muss eine Zahl sein.",
    })
    .min(RADIUS_MIN_KM, {
      error: `Der Umkreis muss zwischen ${RADIUS_MIN_KM} und ${RADIUS_MAX_KM} km liegen.`,
    })
    .max(RADIUS_MAX_KM, {
      error: `Der Umkreis muss zwischen ${RADIUS_MIN_KM} und ${RADIUS_MAX_KM} km liegen.`,
    })
    .optional(),
  /**
   * A Bundesland as the region (docs/decisions/024-bundesland-as-region.md): ads in that
   * Land, ordered by distance from latitude/longitude (its centre); no radius.
   */
  state: z.enum(BUNDESLAENDER, { error: "Dieses Bundesland gibt es nicht." }).optional(),
  /** Only ads with a free or paid accommodation (ADR 049). */
  with_accommodation: z
    .boolean({ error: "Der Filter „mit Unterkunft“ ist ja oder nein." })
    .default(false),
  /** Only ads that state their languages and do not ask for German (ADR 049). */
  without_german: z
    .boolean({ error: "Der Filter „ohne Deutschkenntnisse“ ist ja oder nein." })
    .default(false),
};

/** A Land or a radius: the region needs one of them (checked beside the other fields' errors). */
export function withRegion<T extends z.ZodType<{ state?: unknown; geo_radius?: unknown }>>(
  schema: T,
): T {
  return (
    schema
      // Beside the other fields' errors, so a request without anything names every missing filter.
      .refine((body) => body.state !== undefined || body.geo_radius !== undefined, {
        path: ["geo_radius"],
        error: "Bitte wähle einen Umkreis.",
        when: (payload) => {
          const body = payload.value as { state?: unknown; geo_radius?: unknown } | null;
          return (
            typeof body === "object" &&
            body !== null &&
            body.geo_radius === undefined &&
            body.state === undefined
          );
        },
      })
  );
}

/**
 * The seeker's search (docs/product.md "Job ads: fields and editor"; docs/product.md "Search: filters and semantics"). Every field is
 * required; a 422 names each missing or invalid one.
 */
export const ZSearchJobsRequest = withRegion(
  z
    .object({
      ...searchFilterFields,
      record: z.union([z.literal(1), z.literal(0), z.boolean()]).optional(),
      page: z.number().int().min(1).max(10_000).optional(),
      page_size: z.number().int().min(1).max(50).optional(),
    })
    .strict(),
);
export type SearchJobsRequest = z.infer<typeof ZSearchJobsRequest>;
/** What the browser sends (the schema's input). */
export type SearchJobsInput = z.input<typeof ZSearchJobsRequest>;

const ID_LIST_MESSAGE = "Die IDs müssen positive ganze Zahlen sein, durch Kommas getrennt.";

/** `?ids=3,1,2`: distinct positive ids in the order given, at most MAX_SAVED_JOBS. */
const ZIdList = z
  .string({ error: ID_LIST_MESSAGE })
  .transform((raw, ctx) => {
    if (raw.trim() === "") {
      ctx.addIssue({ code: "custom", message: "Bitte mindestens eine ID angeben." });
      return z.NEVER;
    }
    const parts = raw.split(",");
    if (parts.length > MAX_SAVED_JOBS) {
      ctx.addIssue({
        code: "custom",
        message: `Es sind höchstens ${MAX_SAVED_JOBS} IDs auf einmal möglich.`,
      });
      return z.NEVER;
    }
    if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) {
      ctx.addIssue({ code: "custom", message: ID_LIST_MESSAGE });
      return z.NEVER;
    }
    const ids = parts.map(Number);
    if (ids.some((id) => id > 2_147_483_647)) {
      ctx.addIssue({ code: "custom", message: "Die ID ist zu groß." });
      return z.NEVER;
    }
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: "Jede ID darf nur einmal vorkommen." });
      return z.NEVER;
    }
    return ids;
  })
  .meta({ description: "Bis zu 50 IDs, durch Kommas getrennt, z. B. 12,7,31", example: "12,7,31" });

/** The list's paging when the query names none. */
export const JOB_LIST_DEFAULTS = { page: 1, page_size: 12 } as const;

export const ZJobListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    page_size: z.coerce.number().int().min(1).max(50).optional(),
    /** Sector slug or id. */
    sector: z.string().trim().max(100).optional(),
    /** Keyword, German full-text. */
    search: z
      .string()
      .trim()
      .max(200, { error: "Bitte höchstens 200 Zeichen eingeben." })
      .optional(),
    /** "1": the signed-in employer's own ads in every status (dashboard). */
    mine: z.enum(["1"], { error: "mine kann nur 1 sein." }).optional(),
    /** With mine=1: only ads in this status. */
    status: z.enum(JOB_STATUSES, { error: "Diesen Status gibt es nicht." }).optional(),
    /** Given ads in this order, each a card or ended (the saved jobs); alone, without paging or filters. */
    ids: ZIdList.optional(),
  })
  .refine(
    (query) =>
      query.ids === undefined ||
      (["page", "page_size", "sector", "search", "mine", "status"] as const).every(
        (key) => query[key] === undefined,
      ),
    {
      path: ["ids"],
      error:
        "ids lässt sich nicht mit page, page_size, sector, search, mine oder status verbinden.",
    },
  );

export const ZSeoQuery = z.object({
  sector: z.string().trim().min(1, { error: "Bitte eine Branche angeben." }).max(100),
});
export const ZSeoResponse = z.object({
  data: z.object({
    title: z.string(),
    intro: z.string(),
    sector: ZSector,
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
});
export const ZNewestResponse = z.object({ data: z.array(ZJobSummary) });

/** An asked-for ad that is not public (ended, expired, a draft or no ad at all: not told apart). */
const ZEndedJob = z.object({ id: z.number().int(), status: z.literal("ended") });
export type EndedJob = z.infer<typeof ZEndedJob>;
/** `?ids=`: one entry per id, in the order asked. */
export const ZJobsByIds = z.object({ data: z.array(z.union([ZJobSummary, ZEndedJob])) });
export type JobsByIds = z.infer<typeof ZJobsByIds>;

/** The filter part of the search: what POST /api/job-advertisements/search/relaxations takes. */
export const ZSearchFilterRequest = withRegion(z.object(searchFilterFields).strict());
export type SearchFilterRequest = z.infer<typeof ZSearchFilterRequest>;
export type SearchFilterInput = z.input<typeof ZSearchFilterRequest>;

const ZRelaxationTotal = z.number().int().min(1);

/**
 * One change of the seeker's filter that would find something (ADR 025), with the total the
 * search answers for the filter so changed. Each names only the field it changes.
 */
const ZSearchRelaxation = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("geo_radius"), total: ZRelaxationTotal, geo_radius: z.number() }),
  z.object({
    kind: z.literal("job_available_at"),
    total: ZRelaxationTotal,
    job_available_at: z.enum(JOB_AVAILABLE_AT),
  }),
  z.object({
    kind: z.literal("sectors"),
    total: ZRelaxationTotal,
    sectors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  z.object({
    kind: z.literal("working_time"),
    total: ZRelaxationTotal,
    working_time: z.enum(WORKING_TIMES),
  }),
]);
export type SearchRelaxation = z.infer<typeof ZSearchRelaxation>;
export const ZSearchRelaxations = z.object({ data: z.array(ZSearchRelaxation) });
export type SearchRelaxations = z.infer<typeof ZSearchRelaxations>;
