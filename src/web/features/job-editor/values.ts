import { z } from "zod";
import type {
  AccommodationKind,
  DrivingLicence,
  LanguageCode,
  LanguageLevel,
} from "#shared/constants.ts";
import {
  ZStep1Request,
  ZStep3Request,
  type OwnJobAdvertisement,
  type Step1Form,
  type Step2Form,
  type Step3Form,
} from "#shared/schemas/job-editor.ts";
import { APPLICATION_METHODS } from "#shared/schemas/applications.ts";
import { AD_TEXT_LOCALES, SALARY_PERIODS } from "#shared/schemas/jobs.ts";

// Between the owner's view of an ad (the editor state) and the forms of the three steps.

export const STEP_TITLES = [
  "Basisdaten",
  "Beschreibung",
  "Kontakt & Bewerbung",
  "Vorschau",
] as const;
export type EditorStep = 1 | 2 | 3 | 4;

/** The steps the employer may open: every saved one and the one after it. */
export function reachableStep(ad: Pick<OwnJobAdvertisement, "editor_step">): EditorStep {
  return Math.min(ad.editor_step + 1, 4) as EditorStep;
}

/** Where the editor opens without `?schritt=`: a draft where it stopped, a live ad at the start. */
export function initialStep(ad: Pick<OwnJobAdvertisement, "editor_step" | "status">): EditorStep {
  return ad.status === "draft" ? reachableStep(ad) : 1;
}

export function parseStep(raw: string | null): EditorStep | null {
  return raw === "1" || raw === "2" || raw === "3" || raw === "4"
    ? (Number(raw) as EditorStep)
    : null;
}

export function step1Values(ad: OwnJobAdvertisement): Step1Values {
  const { location } = ad;
  return {
    title: ad.title,
    sectors: ad.sectors.map((s) => s.id),
    working_time: ad.working_time ?? undefined,
    starts_at: ad.starts_at,
    location:
      location.latitude !== null && location.longitude !== null && location.location
        ? {
            formatted_address: location.formatted_address,
            street: location.street,
            street_number: location.street_number,
            zipcode: location.zipcode,
            location: location.location,
            state: location.state,
            country: location.country || "DE",
            latitude: location.latitude,
            longitude: location.longitude,
          }
        : undefined,
    season_start: ad.season_start ?? "",
    season_end: ad.season_end ?? "",
    hours_per_week: ad.hours_per_week === null ? "" : String(ad.hours_per_week),
    accommodation: ad.accommodation ?? "",
    accommodation_cost_cents: centsToEuro(ad.accommodation_cost_cents),
    meals: ad.meals,
    transport: ad.transport,
    fixed_term: ad.fixed_term,
    driving_licences: ad.driving_licences,
    languages: ad.languages ?? [],
    no_languages_needed: ad.languages !== null && ad.languages.length === 0,
  };
}

export function step2Values(ad: OwnJobAdvertisement): Step2Form {
  return {
    description: ad.description,
    tasks: ad.tasks,
    profile: ad.profile,
    benefits: ad.benefits,
    image_id: ad.image_id,
    // Every language with its fields, empty where not translated: the server drops those.
    translations: Object.fromEntries(
      AD_TEXT_LOCALES.map((locale) => [locale, { ...EMPTY_AD_TEXT, ...ad.translations[locale] }]),
    ),
  };
}

const EMPTY_AD_TEXT = { title: "", description: "", tasks: "", profile: "", benefits: "" };

// ---------------------------------------------------------------------------------------------
// Step 3: salaries are typed in euros ("2.800", "14,50") and sent in cents.

const EURO_HINT = "Bitte einen Betrag in Euro angeben, z. B. 2800 oder 14,50.";

/** "2.800,50" → 280050; "" → null; undefined for text that is no amount. */
function euroToCents(text: string): number | null | undefined {
  let raw = text.replace(/[\s\u00a0€]/g, "");
  if (raw === "") return null;
  if (raw.includes(",")) raw = raw.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+$/.test(raw)) raw = raw.replace(/\./g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) return undefined;
  return Math.round(Number(raw) * 100);
}

/** 280050 → "2800,50"; 280000 → "2800". */
function centsToEuro(cents: number | null): string {
  if (cents === null) return "";
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, "0")}`;
}

const euroField = z.string().transform((text, ctx) => {
  const cents = euroToCents(text);
  if (cents === undefined) {
    ctx.issues.push({ code: "custom", message: EURO_HINT, input: text });
    return z.NEVER;
  }
  return cents;
});

/**
 * The form of step 3: text inputs as typed, then exactly the server's ZStep3Request, so the
 * browser refuses what the server would refuse, with the same German messages at the same fields.
 */
export const ZStep3Form = z
  .object({
    contact_name: z.string(),
    contact_email: z.string(),
    contact_phone: z.string(),
    application_method: z.enum(APPLICATION_METHODS),
    application_email: z.string(),
    application_url: z.string(),
    application_deadline: z.string(),
    salary_min: euroField,
    salary_max: euroField,
    salary_period: z.enum(SALARY_PERIODS).nullable(),
  })
  .transform((v): Step3Form => ({
    ...v,
    // Only the fields the chosen way shows are saved: an address typed before switching to
    // another way would otherwise be refused at a field that is no longer on the screen.
    application_email: v.application_method === "wurzelwerk" ? null : v.application_email,
    application_url: v.application_method === "url" ? v.application_url : null,
    application_deadline: v.application_deadline || null,
    // A period alone (no amount) means nothing: it is not sent.
    salary_period: v.salary_min === null && v.salary_max === null ? null : v.salary_period,
  }))
  .pipe(ZStep3Request);
export type Step3Values = z.input<typeof ZStep3Form>;

export function step3Values(ad: OwnJobAdvertisement): Step3Values {
  return {
    contact_name: ad.contact_name ?? "",
    contact_email: ad.contact_email ?? "",
    contact_phone: ad.contact_phone ?? "",
    application_method: ad.application_method,
    application_email: ad.application_email ?? "",
    application_url: ad.application_url ?? "",
    application_deadline: ad.application_deadline ?? "",
    salary_min: centsToEuro(ad.salary_min),
    salary_max: centsToEuro(ad.salary_max),
    salary_period: ad.salary_period,
  };
}

export const SALARY_PERIOD_LABELS: Record<(typeof SALARY_PERIODS)[number], string> = {
  hour: "pro Stunde",
  month: "pro Monat",
  year: "pro Jahr",
};

// ---------------------------------------------------------------------------------------------
// Step 1: the season as two date fields, hours and the accommodation's cost as typed ("40",
// "250,50"; the cost sent in cents), the languages as rows of two selects plus "Keine
// Sprachkenntnisse nötig".

/** One language row as chosen so far; "" until the employer picks. */
export interface LanguageRow {
  code: LanguageCode | "";
  level: LanguageLevel | "";
}

const hoursField = z.string().transform((text, ctx) => {
  const raw = text.trim();
  if (raw === "") return null;
  if (!/^\d{1,3}$/.test(raw)) {
    ctx.issues.push({
      code: "custom",
      message: "Bitte geben Sie die Wochenstunden als ganze Zahl an, z. B. 40.",
      input: text,
    });
    return z.NEVER;
  }
  return Number(raw);
});

const languageRow = z.object({
  code: z.custom<LanguageCode | "">().refine((code) => code !== "", {
    error: "Bitte wählen Sie eine Sprache.",
  }),
  level: z.custom<LanguageLevel | "">().refine((level) => level !== "", {
    error: "Bitte wählen Sie das Sprachniveau.",
  }),
});

/**
 * A field the form holds as the request has it: checked by ZStep1Request after the form's own
 * stage, so an empty one gets the server's German message there.
 */
const passed = <K extends keyof Step1Form>() => z.custom<Step1Form[K]>().optional();

/**
 * The form of step 1: the request's fields, some as typed, then exactly the server's
 * ZStep1Request, so the browser refuses what the server would, with the same German messages
 * at the same fields.
 */
export const ZStep1Form = z
  .object({
    title: passed<"title">(),
    sectors: passed<"sectors">(),
    working_time: passed<"working_time">(),
    starts_at: passed<"starts_at">(),
    location: passed<"location">(),
    season_start: z.string(),
    season_end: z.string(),
    hours_per_week: hoursField,
    accommodation: z.custom<AccommodationKind | "">(),
    accommodation_cost_cents: euroField,
    meals: z.boolean(),
    transport: z.boolean(),
    fixed_term: z.boolean(),
    driving_licences: z.custom<DrivingLicence[]>(),
    languages: z.array(languageRow),
    no_languages_needed: z.boolean(),
  })
  .transform(
    ({ no_languages_needed, languages, ...v }) =>
      ({
        ...v,
        season_start: v.season_start || null,
        season_end: v.season_end || null,
        accommodation: v.accommodation || null,
        // The cost field shows only with "gegen Bezahlung": a cost typed before another
        // choice would otherwise be refused at a field no longer on the screen.
        accommodation_cost_cents: v.accommodation === "paid" ? v.accommodation_cost_cents : null,
        // Ticked: no language needed ([]); no rows: not stated (null).
        languages: no_languages_needed ? [] : languages.length ? languages : null,
      }) as Step1Form,
  )
  .pipe(ZStep1Request);
export type Step1Values = z.input<typeof ZStep1Form>;
