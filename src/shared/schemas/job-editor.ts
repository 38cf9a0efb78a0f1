import { LOCALE_NAMES_IN_GERMAN } from "../locales.ts";
import { z } from "zod";
import "../validation.ts";
import {
  ACCOMMODATION_COST_MAX_CENTS,
  ACCOMMODATION_KINDS,
  DRIVING_LICENCES,
  HOURS_PER_WEEK_MAX,
  HOURS_PER_WEEK_MIN,
  LANGUAGE_CODES,
  LANGUAGE_LEVELS,
  MAX_AD_LANGUAGES,
  WORKING_TIMES,
} from "../constants.ts";
import { defineEndpoints } from "../contract.ts";
import { isValidPhone } from "../phone.ts";
import { APPLICATION_METHODS } from "./applications.ts";
import { ZEmptyBody } from "./auth.ts";
import { ZJobStatsFigures } from "./job-stats.ts";
import { singleLine, ZBodyId, ZMessage, zPaginated, ZValidationError } from "./common.ts";
import {
  AD_TEXT_LOCALES,
  type AdTextLocale,
  SALARY_PERIODS,
  ZImage,
  ZJobAdvertisement,
  ZJobIdParams,
} from "./jobs.ts";

// The ad editor's steps (docs/product.md "Job ads: fields and editor"): PUT /api/job-advertisements/{id}/step1|2|3.
// Each step validates only its own fields and saves the draft. Strict: unknown fields are errors.

export const JOB_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  sectorsMin: 1,
  sectorsMax: 3,
  /** Raw HTML per text block; the visible text is limited separately. */
  richTextHtmlMax: 30_000,
  richTextVisibleMax: 8_000,
  descriptionVisibleMin: 30,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 300,
  urlMax: 500,
  /** Salary in cents: up to 1 million euros. */
  salaryMax: 100_000_000,
} as const;

const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Bitte ein Datum im Format JJJJ-MM-TT angeben." })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: "Dieses Datum gibt es nicht.",
    },
  )
  // Any day this century: the database knows no year 0, and no ad starts, ends or closes later.
  .refine((v) => v >= "2000-01-01" && v <= "2099-12-31", {
    error: "Bitte geben Sie ein Datum zwischen 2000 und 2099 an.",
  });

const optionalLine = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} darf höchstens ${max} Zeichen lang sein.` })
    .refine(singleLine, { error: `${label} enthält unzulässige Zeichen.` })
    .nullish()
    .transform((v) => (v ? v : null));

const ZJobLocationInput = z
  .object({
    formatted_address: optionalLine(300, "Die Adresse"),
    street: optionalLine(150, "Die Straße"),
    street_number: optionalLine(20, "Die Hausnummer"),
    zipcode: optionalLine(10, "Die Postleitzahl"),
    location: z
      .string({ error: "Bitte geben Sie den Arbeitsort an." })
      .trim()
      .min(1, { error: "Bitte geben Sie den Arbeitsort an." })
      .max(100, { error: "Der Ort darf höchstens 100 Zeichen lang sein." })
      .refine(singleLine, { error: "Der Ort enthält unzulässige Zeichen." }),
    state: optionalLine(100, "Das Bundesland"),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, { error: "Das Land ist ein Kürzel aus zwei Buchstaben, z. B. DE." })
      .default("DE"),
    latitude: z
      .number({ error: "Bitte wählen Sie den Arbeitsort aus der Vorschlagsliste." })
      .min(-90)
      .max(90),
    longitude: z
      .number({ error: "Bitte wählen Sie den Arbeitsort aus der Vorschlagsliste." })
      .min(-180)
      .max(180),
  })
  .strict();

// The seasonal-work fields of step 1 (ADR 049). Left out, each is "not stated": null, false or [].
const seasonalWorkFields = {
  season_start: ZIsoDate.nullable().default(null),
  season_end: ZIsoDate.nullable().default(null),
  hours_per_week: z
    .number({ error: "Die Wochenstunden müssen eine Zahl sein." })
    .int({ error: "Die Wochenstunden müssen eine ganze Zahl sein." })
    .min(HOURS_PER_WEEK_MIN, {
      error: `Die Wochenstunden müssen zwischen ${HOURS_PER_WEEK_MIN} und ${HOURS_PER_WEEK_MAX} liegen.`,
    })
    .max(HOURS_PER_WEEK_MAX, {
      error: `Die Wochenstunden müssen zwischen ${HOURS_PER_WEEK_MIN} und ${HOURS_PER_WEEK_MAX} liegen.`,
    })
    .nullable()
    .default(null),
  accommodation: z
    .enum(ACCOMMODATION_KINDS, { error: "Diese Angabe zur Unterkunft gibt es nicht." })
    .nullable()
    .default(null),
  /** A month, in cents. */
  accommodation_cost_cents: z
    .number({ error: "Die Kosten der Unterkunft müssen eine Zahl sein." })
    .int({ error: "Die Kosten der Unterkunft werden in Cent angegeben." })
    .min(0, { error: "Die Kosten der Unterkunft dürfen nicht negativ sein." })
    .max(ACCOMMODATION_COST_MAX_CENTS, {
      error: "Die Kosten der Unterkunft dürfen höchstens 5.000 € im Monat betragen.",
    })
    .nullable()
    .default(null),
  meals: z.boolean({ error: "Bitte geben Sie an, ob Verpflegung gestellt wird." }).default(false),
  transport: z
    .boolean({ error: "Bitte geben Sie an, ob Sie die Fahrt zum Einsatzort stellen." })
    .default(false),
  fixed_term: z
    .boolean({ error: "Bitte geben Sie an, ob die Stelle befristet ist." })
    .default(false),
  driving_licences: z
    .array(z.enum(DRIVING_LICENCES, { error: "Diese Führerscheinklasse gibt es nicht." }), {
      error: "Die Führerscheinklassen müssen eine Liste sein.",
    })
    .refine((list) => new Set(list).size === list.length, {
      error: "Jede Führerscheinklasse darf nur einmal vorkommen.",
    })
    .default([]),
  /** null: not stated; []: no language needed. */
  languages: z
    .array(
      z
        .object({
          code: z.enum(LANGUAGE_CODES, { error: "Diese Sprache gibt es nicht." }),
          level: z.enum(LANGUAGE_LEVELS, {
            error: (issue) =>
              issue.input == null
                ? "Bitte wählen Sie das Sprachniveau."
                : "Dieses Sprachniveau gibt es nicht.",
          }),
        })
        .strict(),
      { error: "Die Sprachen müssen eine Liste sein." },
    )
    .max(MAX_AD_LANGUAGES, { error: `Es sind bis zu ${MAX_AD_LANGUAGES} Sprachen möglich.` })
    .refine((list) => new Set(list.map((l) => l.code)).size === list.length, {
      error: "Jede Sprache darf nur einmal vorkommen.",
    })
    .nullable()
    .default(null),
};

/** The rules between the seasonal-work fields (ADR 049), each on the field the employer fixes. */
function checkSeasonalWork(
  v: {
    working_time: string;
    season_start: string | null;
    season_end: string | null;
    accommodation: string | null;
    accommodation_cost_cents: number | null;
  },
  ctx: z.RefinementCtx,
) {
  const seasonal = v.working_time === "Saisonarbeit";
  const anySeason = v.season_start !== null || v.season_end !== null;
  if ((seasonal || anySeason) && v.season_start === null) {
    ctx.addIssue({
      code: "custom",
      path: ["season_start"],
      message: "Bitte geben Sie an, wann die Saison beginnt.",
    });
  }
  if ((seasonal || anySeason) && v.season_end === null) {
    ctx.addIssue({
      code: "custom",
      path: ["season_end"],
      message: "Bitte geben Sie an, wann die Saison endet.",
    });
  }
  if (v.season_start !== null && v.season_end !== null && v.season_end < v.season_start) {
    ctx.addIssue({
      code: "custom",
      path: ["season_end"],
      message: "Das Saisonende darf nicht vor dem Saisonbeginn liegen.",
    });
  }
  if (v.accommodation === "paid" && v.accommodation_cost_cents === null) {
    ctx.addIssue({
      code: "custom",
      path: ["accommodation_cost_cents"],
      message: "Bitte geben Sie an, was die Unterkunft im Monat kostet.",
    });
  }
  if (v.accommodation !== "paid" && v.accommodation_cost_cents !== null) {
    ctx.addIssue({
      code: "custom",
      path: ["accommodation_cost_cents"],
      message: "Kosten der Unterkunft gibt es nur bei einer Unterkunft gegen Bezahlung.",
    });
  }
}

export const ZStep1Request = z
  .object({
    title: z
      .string({ error: "Bitte geben Sie einen Stellentitel an." })
      .trim()
      .min(JOB_LIMITS.titleMin, {
        error: `Der Stellentitel muss mindestens ${JOB_LIMITS.titleMin} Zeichen lang sein.`,
      })
      .max(JOB_LIMITS.titleMax, {
        error: `Der Stellentitel darf höchstens ${JOB_LIMITS.titleMax} Zeichen lang sein.`,
      })
      .refine(singleLine, { error: "Der Stellentitel enthält unzulässige Zeichen." }),
    sectors: z
      .array(ZBodyId, { error: "Bitte wählen Sie mindestens eine Branche." })
      .min(JOB_LIMITS.sectorsMin, { error: "Bitte wählen Sie mindestens eine Branche." })
      .max(JOB_LIMITS.sectorsMax, { error: "Es sind bis zu 3 Branchen möglich." })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: "Jede Branche darf nur einmal vorkommen.",
      }),
    working_time: z.enum(WORKING_TIMES, {
      error: (issue) =>
        issue.input == null
          ? "Bitte wählen Sie eine Anstellungsart."
          : "Diese Anstellungsart gibt es nicht.",
    }),
    /** null: "ab sofort / nach Vereinbarung". */
    starts_at: ZIsoDate.nullable().default(null),
    location: ZJobLocationInput,
    ...seasonalWorkFields,
  })
  .strict()
  .superRefine(checkSeasonalWork);
export type Step1Request = z.infer<typeof ZStep1Request>;
export type Step1Form = z.input<typeof ZStep1Request>;

const richText = (label: string) =>
  z
    .string({ error: `${label} muss Text sein.` })
    .max(JOB_LIMITS.richTextHtmlMax, { error: `${label} ist zu lang.` })
    .default("");

/** The languages of the translations, named in German for the employer's messages. */
export const AD_TEXT_LOCALE_NAMES_DE: Record<AdTextLocale, string> = LOCALE_NAMES_IN_GERMAN;

/**
 * One translation of the title and the four texts (ADR 052). Everything may be empty here: an
 * entry left all empty is dropped, otherwise the service asks for a title and a description.
 */
const adTextEntry = (locale: AdTextLocale) => {
  const name = AD_TEXT_LOCALE_NAMES_DE[locale];
  return z
    .object(
      {
        title: z
          .string({ error: `Der Stellentitel (${name}) muss Text sein.` })
          .trim()
          .max(JOB_LIMITS.titleMax, {
            error: `Der Stellentitel (${name}) darf höchstens ${JOB_LIMITS.titleMax} Zeichen lang sein.`,
          })
          .refine(singleLine, { error: `Der Stellentitel (${name}) enthält unzulässige Zeichen.` })
          .default(""),
        description: richText(`Über die Stelle (${name})`),
        tasks: richText(`Deine Aufgaben (${name})`),
        profile: richText(`Dein Profil (${name})`),
        benefits: richText(`Wir bieten (${name})`),
      },
      { error: `Die Übersetzung (${name}) muss ein Objekt mit Titel und Texten sein.` },
    )
    .strict();
};

const LANGUAGES_ERROR =
  "Übersetzungen sind nur auf Englisch (en), Polnisch (pl), Rumänisch (ro) und Ukrainisch (uk) möglich.";

const ZStep2Translations = z
  .object(
    Object.fromEntries(AD_TEXT_LOCALES.map((l) => [l, adTextEntry(l).optional()])) as {
      [L in AdTextLocale]: z.ZodOptional<ReturnType<typeof adTextEntry>>;
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? LANGUAGES_ERROR
          : "Die Übersetzungen müssen ein Objekt je Sprache sein.",
    },
  )
  .strict();

export const ZStep2Request = z
  .object({
    description: richText("Über die Stelle"),
    tasks: richText("Deine Aufgaben"),
    profile: richText("Dein Profil"),
    benefits: richText("Wir bieten"),
    image_id: ZBodyId.nullable().optional(),
    /** Left out, the stored translations stay; given, they replace the stored ones (ADR 052). */
    translations: ZStep2Translations.optional(),
  })
  .strict();
export type Step2Request = z.infer<typeof ZStep2Request>;
export type Step2Form = z.input<typeof ZStep2Request>;

const optionalEmail = (label: string) =>
  optionalLine(JOB_LIMITS.emailMax, label).refine(
    (v) => v === null || z.email().safeParse(v).success,
    { error: "Bitte eine gültige E-Mail-Adresse eingeben." },
  );

const salary = z
  .number({ error: "Das Gehalt muss eine Zahl sein." })
  .int({ error: "Das Gehalt wird in Cent angegeben." })
  .min(0, { error: "Das Gehalt darf nicht negativ sein." })
  .max(JOB_LIMITS.salaryMax, { error: "Das Gehalt ist unrealistisch hoch." })
  .nullable()
  .default(null);

export const ZStep3Request = z
  .object({
    contact_name: optionalLine(JOB_LIMITS.nameMax, "Der Name"),
    contact_email: optionalEmail("Die E-Mail-Adresse"),
    contact_phone: optionalLine(JOB_LIMITS.phoneMax, "Die Telefonnummer").refine(
      (v) => v === null || isValidPhone(v),
      {
        error: "Bitte eine gültige Telefonnummer eingeben, z. B. 0511 123456 oder +49 511 123456.",
      },
    ),
    /**
     * How seekers apply (ADR 046). Left out, it follows from the addresses given, as the ads
     * written before it existed got theirs: the link, else the address, else the form.
     */
    application_method: z
      .enum(APPLICATION_METHODS, { error: "Diese Art der Bewerbung gibt es nicht." })
      .optional(),
    application_email: optionalEmail("Die Bewerbungsadresse"),
    application_url: optionalLine(JOB_LIMITS.urlMax, "Der Bewerbungslink").refine(
      (v) => v === null || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v),
      {
        error:
          "Bitte eine vollständige Webadresse angeben, z. B. https://www.example.de/bewerbung.",
      },
    ),
    application_deadline: ZIsoDate.nullable().default(null),
    salary_min: salary,
    salary_max: salary,
    salary_period: z
      .enum(SALARY_PERIODS, {
        error: "Bitte wählen Sie, wofür das Gehalt gilt (Stunde, Monat, Jahr).",
      })
      .nullable()
      .default(null),
  })
  .strict()
  .transform((v) => ({
    ...v,
    application_method:
      v.application_method ??
      (v.application_url ? "url" : v.application_email ? "email" : "wurzelwerk"),
  }))
  .superRefine((v, ctx) => {
    // The chosen way needs its address; the other one is kept as given (with a link, a given
    // address is still offered as the second way).
    if (v.application_method === "email" && !v.application_email) {
      ctx.addIssue({
        code: "custom",
        path: ["application_email"],
        message: "Bitte geben Sie die E-Mail-Adresse für Bewerbungen an.",
      });
    }
    if (v.application_method === "url" && !v.application_url) {
      ctx.addIssue({
        code: "custom",
        path: ["application_url"],
        message: "Bitte geben Sie den Link zu Ihrem Bewerbungsformular an.",
      });
    }
    if (v.salary_min !== null && v.salary_max !== null && v.salary_min > v.salary_max) {
      ctx.addIssue({
        code: "custom",
        path: ["salary_max"],
        message: "Das Höchstgehalt muss mindestens so hoch sein wie das Mindestgehalt.",
      });
    }
    if ((v.salary_min !== null || v.salary_max !== null) && v.salary_period === null) {
      ctx.addIssue({
        code: "custom",
        path: ["salary_period"],
        message: "Bitte wählen Sie, wofür das Gehalt gilt (Stunde, Monat, Jahr).",
      });
    }
  });
export type Step3Request = z.infer<typeof ZStep3Request>;
export type Step3Form = z.input<typeof ZStep3Request>;

/** An ad as its owner sees it in the editor and on the dashboard: every status, the editor's progress. */
export const ZOwnJobAdvertisement = ZJobAdvertisement.extend({
  editor_step: z.number().int().min(0).max(3),
  image_id: z.number().int().nullable(),
  /** Set when the Wurzelwerk team ended the ad (moderation): the reason they gave. */
  termination_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Applications received through Wurzelwerk (ADR 046), and how many of them nobody opened yet. */
  application_count: z.number().int(),
  unseen_application_count: z.number().int(),
  /** What the ad achieved, everything kept (13 months, ADR 060). */
  stats: ZJobStatsFigures,
});
export type OwnJobAdvertisement = z.infer<typeof ZOwnJobAdvertisement>;
export const ZOwnJobResponse = z.object({ data: ZOwnJobAdvertisement });
/** GET /api/job-advertisements?mine=1: the employer's own ads, every status. */
export const ZOwnJobList = zPaginated(ZOwnJobAdvertisement);

export type OwnJobFilter = "draft" | "published" | "expired" | "terminated";
/** The dashboard's list of own ads shows this many a page. */
export const OWN_JOBS_PAGE_SIZE = 10;

export const ZCreditSummary = z.object({
  /** Credits usable now. */
  available: z.number().int(),
  groups: z.array(
    z.object({
      plan_name: z.string(),
      duration_days: z.number().int(),
      highlighted: z.boolean(),
      count: z.number().int(),
      /** The soonest a credit of this group lapses; null = no limit. */
      valid_until: z.string().nullable(),
    }),
  ),
});
export type CreditSummary = z.infer<typeof ZCreditSummary>;
const ZCreditSummaryResponse = z.object({ data: ZCreditSummary });

/** Staff: credits granted by hand (goodwill, corrections) — POST /api/admin/employers/{id}/credits. */
export const ZGrantCreditsRequest = z
  .object({
    plan_name: z
      .string()
      .trim()
      .min(1, { error: "Bitte einen Namen angeben, z. B. Basis." })
      .max(50),
    duration_days: z
      .number({ error: "Bitte die Laufzeit in Tagen angeben." })
      .int()
      .min(1, { error: "Die Laufzeit beträgt mindestens 1 Tag." })
      .max(365, { error: "Die Laufzeit beträgt höchstens 365 Tage." }),
    highlighted: z.boolean().default(false),
    count: z
      .number({ error: "Bitte die Anzahl angeben." })
      .int()
      .min(1, { error: "Mindestens 1 Guthaben." })
      .max(50, { error: "Höchstens 50 Guthaben auf einmal." }),
    valid_until: z.iso
      .datetime({ error: "Bitte ein Datum mit Uhrzeit (ISO 8601) angeben." })
      .nullable()
      .default(null),
    note: z.string().trim().max(500).optional(),
  })
  .strict();
export type GrantCreditsRequest = z.infer<typeof ZGrantCreditsRequest>;

/** POST /api/job-advertisements/images (multipart field `image`): a header image for step 2. */
const ZUploadedImage = ZImage.extend({ id: z.number().int() });
const ZUploadedImageResponse = z.object({ data: ZUploadedImage });
export const HEADER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// The employer's side of job ads (docs/product.md "API conventions"): drafts, steps, lifecycle.
// GET /api/job-advertisements?mine=1 and the owner's GET …/{id} are entries of the public
// list and detail they share a path with (jobs.ts).

const TAGS = ["Stellenanzeigen (Arbeitgeber)"];
const errors = { 401: ZMessage, 403: ZMessage, 404: ZMessage, 409: ZMessage };
const lifecycle = {
  tags: TAGS,
  params: ZJobIdParams,
  body: ZEmptyBody,
  response: { 200: ZOwnJobResponse, ...errors, 402: ZMessage, 422: ZValidationError },
} as const;

export const jobEditorEndpoints = defineEndpoints({
  "POST /api/job-advertisements/images": {
    tags: TAGS,
    summary:
      "Titelbild hochladen (multipart/form-data, Feld „image“; JPEG, PNG oder WebP, bis 5 MB)",
    consumes: ["multipart/form-data"],
    response: {
      201: ZUploadedImageResponse,
      401: ZMessage,
      403: ZMessage,
      413: ZMessage,
      422: ZValidationError,
    },
  },
  "POST /api/job-advertisements": {
    tags: TAGS,
    summary: "Neuen Entwurf anlegen",
    body: ZEmptyBody,
    response: { 201: ZOwnJobResponse, 401: ZMessage, 403: ZMessage },
  },
  "PUT /api/job-advertisements/:id/step1": {
    tags: TAGS,
    summary: "Schritt 1 speichern: Basisdaten",
    params: ZJobIdParams,
    body: ZStep1Request,
    response: { 200: ZOwnJobResponse, ...errors, 422: ZValidationError },
  },
  "PUT /api/job-advertisements/:id/step2": {
    tags: TAGS,
    summary: "Schritt 2 speichern: Beschreibung (Texte werden bereinigt)",
    params: ZJobIdParams,
    body: ZStep2Request,
    response: { 200: ZOwnJobResponse, ...errors, 422: ZValidationError },
  },
  "PUT /api/job-advertisements/:id/step3": {
    tags: TAGS,
    summary: "Schritt 3 speichern: Kontakt & Bewerbung",
    params: ZJobIdParams,
    body: ZStep3Request,
    response: { 200: ZOwnJobResponse, ...errors, 422: ZValidationError },
  },
  "PUT /api/job-advertisements/:id/publish": {
    ...lifecycle,
    summary: "Veröffentlichen (verbraucht ein Guthaben; E-Mail-Adresse bestätigt)",
  },
  "PUT /api/job-advertisements/:id/extend": {
    ...lifecycle,
    summary: "Verlängern (verbraucht ein Guthaben)",
  },
  "PUT /api/job-advertisements/:id/terminate": {
    ...lifecycle,
    summary: "Vorzeitig beenden (kein Guthaben zurück)",
  },
  "POST /api/job-advertisements/:id/duplicate": {
    tags: TAGS,
    summary: "Als neuen Entwurf duplizieren",
    params: ZJobIdParams,
    body: ZEmptyBody,
    response: { 201: ZOwnJobResponse, ...errors },
  },
  "DELETE /api/job-advertisements/:id": {
    tags: TAGS,
    summary: "Entwurf löschen (nur Entwürfe; eine Anzeige eines anderen Unternehmens: 404)",
    params: ZJobIdParams,
    response: { 204: z.null(), 401: ZMessage, 404: ZMessage, 409: ZMessage },
  },
  "GET /api/credits": {
    tags: TAGS,
    summary: "Verfügbares Anzeigen-Guthaben des eigenen Unternehmens",
    response: { 200: ZCreditSummaryResponse, 401: ZMessage },
  },
});
