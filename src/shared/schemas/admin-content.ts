import { LOCALE_NAMES_IN_GERMAN } from "../locales.ts";
import { z } from "zod";
import "../validation.ts";
import type { Endpoint, EndpointKey } from "../contract.ts";
import { defineEndpoints } from "../contract.ts";
import { asciiFold } from "../fold.ts";
import { ZAdminUsersQuery } from "./admin.ts";
import { ZPlan } from "./checkout.ts";
import {
  singleLine,
  ZId,
  ZMessage,
  zPaginated,
  ZTranslatable,
  ZValidationError,
} from "./common.ts";

// Staff CRUD of the site's content (docs/product.md "API conventions"): sectors, content pages,
// FAQ entries, blog posts and plans under /api/admin/…. The same schemas check the backoffice
// forms in the browser. Translatable values are `{ de, en?, pl?, ro?, uk? }`: German is required
// where the site needs a text; a language left out of an update keeps its stored text, an empty
// one removes it (ADR 015, ADR 051).

export const ADMIN_CONTENT_LIMITS = {
  sectorName: 80,
  sectorIntro: 1_500,
  /** The in-memory search keeps sectors as bits of a 64-bit mask (ADR 008). */
  sectors: 64,
  slug: 100,
  pageSlug: 200,
  pageName: 120,
  metaTitle: 120,
  metaDescription: 320,
  intro: 1_500,
  /** Raw HTML of a page body, blog body or FAQ answer. */
  html: 200_000,
  faqQuestion: 300,
  faqAnswerHtml: 20_000,
  blogTitle: 160,
  blogExcerpt: 600,
  author: 100,
  planName: 60,
  planDescription: 500,
  planFeatures: 12,
  planFeature: 150,
  adCount: 1_000,
  durationDays: 365,
  validityMonths: 60,
  /** Net price in cents: up to 1 million euros. */
  priceNet: 100_000_000,
  sort: 10_000,
} as const;

export const ADMIN_CONTENT_PAGE_SIZE = 25;

/**
 * Pages the site's fixed routes and components rely on: they cannot be deleted and keep their
 * slug (their texts, meta data and bodies stay editable).
 */
export const PROTECTED_PAGE_SLUGS = [
  "home",
  "faq",
  "kontakt",
  "ueber-uns",
  "blog",
  "arbeitgeber",
  "arbeitgeber-info",
  "datenschutz",
  "impressum",
  "agb",
] as const;

/**
 * First path segments the app itself answers (routes.ts, the API, files): a content page there
 * would never be reached.
 */
export const RESERVED_PAGE_PATHS = [
  "admin",
  "api",
  "app",
  "assets",
  "blog",
  "bewerbung",
  "broadcasting",
  "checkout",
  "dashboard",
  "einrichtung",
  "email",
  "en",
  "forgot-password",
  "healthz",
  "impersonation",
  "jobs",
  "jobs-im-bereich",
  "login",
  "logout",
  "media",
  "merkliste",
  "pl",
  "readyz",
  "register",
  "reset-password",
  "ro",
  "robots.txt",
  "sitemap.xml",
  "sitemaps",
  "suchauftraege",
  "suchauftrag",
  "uk",
  "unternehmen",
  "verify-email",
] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const noControlChars = (v: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v);

const zSlug = (pattern = SLUG, max: number = ADMIN_CONTENT_LIMITS.slug) =>
  z
    .string({ error: "Bitte einen Kurznamen für die Adresse angeben." })
    .trim()
    .min(1, { error: "Bitte einen Kurznamen für die Adresse angeben." })
    .max(max, { error: `Der Kurzname darf höchstens ${max} Zeichen lang sein.` })
    .regex(pattern, {
      error:
        pattern === SLUG
          ? "Nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche (z. B. obst-und-gemuesebau)."
          : "Nur Kleinbuchstaben a–z, Ziffern, einzelne Bindestriche und / zwischen Abschnitten (z. B. ratgeber/bewerbung).",
    });

/** How a field is named in messages: "den Namen" (Bitte … angeben) and "Der Name" (… darf …). */
interface Label {
  ask: string;
  subject: string;
}

/** A required German text (single line unless `multiline`), with an optional English one. */
function zGerman(label: Label, max: number, options: { min?: number; multiline?: boolean } = {}) {
  const check = options.multiline ? noControlChars : singleLine;
  const min = options.min ?? 1;
  const missing = `Bitte ${label.ask} auf Deutsch angeben.`;
  return z.strictObject(
    {
      de: z
        .string({ error: missing })
        .trim()
        .min(1, { error: missing })
        .min(min, { error: `${label.subject} muss mindestens ${min} Zeichen lang sein.` })
        .max(max, { error: `${label.subject} darf höchstens ${max} Zeichen lang sein.` })
        .refine(check, { error: `${label.subject} enthält unzulässige Zeichen.` }),
      ...zTranslations(label, max, check),
    },
    { error: languagesOr(`Bitte ${label.ask} angeben.`) },
  );
}

/** The seekers' languages other than German, named in the staff's German messages. */
const TRANSLATION_LANGUAGES = LOCALE_NAMES_IN_GERMAN;

/** The error of a translatable value: a language key not offered is named, anything else is `message`. */
const languagesOr = (message: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `Texte gibt es nur auf Deutsch (de), Englisch (en), Polnisch (pl), Rumänisch (ro) und Ukrainisch (uk), nicht: ${(issue.keys ?? []).join(", ")}.`
    : message;

/** One optional text per seeker language: `en`, `pl`, `ro`, `uk`, each checked like German. */
function zTranslations(label: Label, max: number, check: (v: string) => boolean) {
  const text = (language: string) =>
    z
      .string({ error: `${label.subject} (${language}) muss ein Text sein.` })
      .trim()
      .max(max, {
        error: `${label.subject} (${language}) darf höchstens ${max} Zeichen lang sein.`,
      })
      .refine(check, { error: `${label.subject} (${language}) enthält unzulässige Zeichen.` })
      .optional();
  return {
    en: text(TRANSLATION_LANGUAGES.en),
    pl: text(TRANSLATION_LANGUAGES.pl),
    ro: text(TRANSLATION_LANGUAGES.ro),
    uk: text(TRANSLATION_LANGUAGES.uk),
  };
}

/** An optional translatable text: an empty German text means "none". */
function zOptionalGerman(label: Label, max: number, options: { multiline?: boolean } = {}) {
  const check = options.multiline ? noControlChars : singleLine;
  return z.strictObject(
    {
      de: z
        .string({ error: `${label.subject} muss ein Text sein.` })
        .trim()
        .max(max, { error: `${label.subject} darf höchstens ${max} Zeichen lang sein.` })
        .refine(check, { error: `${label.subject} enthält unzulässige Zeichen.` }),
      ...zTranslations(label, max, check),
    },
    { error: languagesOr(`Bitte ${label.ask} als Text angeben.`) },
  );
}

/** Rich text as HTML (sanitised on the server); whether it is required is the service's rule. */
function zRichText(label: Label, max: number) {
  const html = z.string({ error: `${label.subject} muss ein Text sein.` }).max(max, {
    error: `${label.subject} ist zu lang (höchstens ${max.toLocaleString("de-DE")} Zeichen HTML).`,
  });
  return z.strictObject(
    {
      de: html,
      en: html.optional(),
      pl: html.optional(),
      ro: html.optional(),
      uk: html.optional(),
    },
    { error: languagesOr(`Bitte ${label.ask} als Text angeben.`) },
  );
}

const zInt = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} muss eine ganze Zahl sein.` })
    .int({ error: `${label} muss eine ganze Zahl sein.` })
    .min(min, { error: `${label} muss mindestens ${min.toLocaleString("de-DE")} sein.` })
    .max(max, { error: `${label} darf höchstens ${max.toLocaleString("de-DE")} sein.` });

const zBool = (label: string) => z.boolean({ error: `${label}: bitte ja oder nein angeben.` });

const L = ADMIN_CONTENT_LIMITS;
const INTRO = { ask: "den Einleitungstext", subject: "Der Einleitungstext" };
const META_TITLE = { ask: "den Meta-Titel", subject: "Der Meta-Titel" };
const META_DESCRIPTION = { ask: "die Meta-Beschreibung", subject: "Die Meta-Beschreibung" };

// ---------------------------------------------------------------------------------------------
// Sectors

export const ZAdminSectorInput = z.strictObject({
  slug: zSlug(),
  name: zGerman({ ask: "den Namen", subject: "Der Name" }, L.sectorName, { min: 2 }),
  intro: zOptionalGerman(INTRO, L.sectorIntro, { multiline: true }),
});

const ZAdminSector = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: ZTranslatable,
  intro: ZTranslatable,
  /** Ads and employers that use it: a sector in use cannot be deleted. */
  job_count: z.number().int(),
  employer_count: z.number().int(),
  updated_at: z.string(),
});
export type AdminSector = z.infer<typeof ZAdminSector>;

// ---------------------------------------------------------------------------------------------
// Content pages

export const ZAdminPageInput = z.strictObject({
  slug: zSlug(PAGE_SLUG, L.pageSlug),
  name: zGerman({ ask: "den Seitentitel", subject: "Der Seitentitel" }, L.pageName, { min: 2 }),
  meta_title: zOptionalGerman(META_TITLE, L.metaTitle),
  meta_description: zOptionalGerman(META_DESCRIPTION, L.metaDescription, {
    multiline: true,
  }),
  intro: zOptionalGerman(INTRO, L.intro, { multiline: true }),
  content: zRichText({ ask: "den Seiteninhalt", subject: "Der Seiteninhalt" }, L.html),
});

const ZAdminPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.string(),
  name: ZTranslatable,
  meta_title: ZTranslatable.nullable(),
  meta_description: ZTranslatable.nullable(),
  intro: ZTranslatable,
  content: ZTranslatable,
  /** A page the site's fixed routes rely on: no deletion, no new slug. */
  protected: z.boolean(),
  updated_at: z.string(),
});
export type AdminPage = z.infer<typeof ZAdminPage>;

// ---------------------------------------------------------------------------------------------
// FAQ

export const FAQ_AUDIENCES = ["seeker", "employer"] as const;
export const FAQ_AUDIENCE_LABELS: Record<(typeof FAQ_AUDIENCES)[number], string> = {
  seeker: "Jobsuchende",
  employer: "Arbeitgeber",
};

export const ZAdminFaqInput = z.strictObject({
  audience: z.enum(FAQ_AUDIENCES, { error: "Bitte die Zielgruppe wählen." }),
  question: zGerman({ ask: "die Frage", subject: "Die Frage" }, L.faqQuestion, { min: 5 }),
  answer: zRichText({ ask: "die Antwort", subject: "Die Antwort" }, L.faqAnswerHtml),
  position: zInt("Die Position", 0, L.sort),
});

const ZAdminFaq = z.object({
  id: z.number().int(),
  audience: z.enum(FAQ_AUDIENCES),
  question: ZTranslatable,
  answer: ZTranslatable,
  position: z.number().int(),
  updated_at: z.string(),
});
export type AdminFaq = z.infer<typeof ZAdminFaq>;

// ---------------------------------------------------------------------------------------------
// Blog posts

const ZPublishDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Bitte ein Datum im Format JJJJ-MM-TT angeben." })
  .refine(
    (v) => {
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
    },
    { error: "Dieses Datum gibt es nicht." },
  )
  .refine((v) => v >= "2000-01-01" && v <= "2100-12-31", {
    error: "Bitte ein Datum zwischen 2000 und 2100 angeben.",
  });

export const ZAdminBlogPostInput = z.strictObject({
  slug: zSlug(),
  title: zGerman({ ask: "den Titel", subject: "Der Titel" }, L.blogTitle, { min: 3 }),
  excerpt: zGerman({ ask: "den Anreißer", subject: "Der Anreißer" }, L.blogExcerpt, {
    min: 10,
    multiline: true,
  }),
  content: zRichText({ ask: "den Text des Beitrags", subject: "Der Text des Beitrags" }, L.html),
  meta_title: zOptionalGerman(META_TITLE, L.metaTitle),
  meta_description: zOptionalGerman(META_DESCRIPTION, L.metaDescription, {
    multiline: true,
  }),
  author: z
    .string({ error: "Bitte die Autorin oder den Autor angeben." })
    .trim()
    .min(2, { error: "Bitte die Autorin oder den Autor angeben." })
    .max(L.author, { error: `Der Name darf höchstens ${L.author} Zeichen lang sein.` })
    .refine(singleLine, { error: "Der Name enthält unzulässige Zeichen." }),
  /** The day it appears (Berlin time, from 0:00); null keeps it as a draft. */
  published_at: ZPublishDate.nullable(),
});

const ZAdminBlogPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: ZTranslatable,
  excerpt: ZTranslatable,
  content: ZTranslatable,
  meta_title: ZTranslatable.nullable(),
  meta_description: ZTranslatable.nullable(),
  author: z.string(),
  /** YYYY-MM-DD in Berlin, or null for a draft. */
  published_at: z.string().nullable(),
  status: z.enum(["draft", "scheduled", "published"]),
  updated_at: z.string(),
});
export type AdminBlogPost = z.infer<typeof ZAdminBlogPost>;

// ---------------------------------------------------------------------------------------------
// Plans

export const ZAdminPlanInput = z.strictObject({
  slug: zSlug(),
  name: z
    .string({ error: "Bitte den Namen des Tarifs angeben." })
    .trim()
    .min(2, { error: "Bitte den Namen des Tarifs angeben." })
    .max(L.planName, { error: `Der Name darf höchstens ${L.planName} Zeichen lang sein.` })
    .refine(singleLine, { error: "Der Name enthält unzulässige Zeichen." }),
  description: z
    .string()
    .trim()
    .max(L.planDescription, {
      error: `Die Beschreibung darf höchstens ${L.planDescription} Zeichen lang sein.`,
    })
    .refine(noControlChars, { error: "Die Beschreibung enthält unzulässige Zeichen." }),
  ad_count: zInt("Die Zahl der Anzeigen", 1, L.adCount),
  duration_days: zInt("Die Laufzeit in Tagen", 1, L.durationDays),
  highlighted: zBool("Hervorgehoben"),
  validity_months: zInt("Die Gültigkeit in Monaten", 1, L.validityMonths),
  features: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: "Leere Zeilen sind keine Leistung." })
        .max(L.planFeature, {
          error: `Eine Leistung darf höchstens ${L.planFeature} Zeichen lang sein.`,
        })
        .refine(singleLine, { error: "Eine Leistung enthält unzulässige Zeichen." }),
      { error: "Die Leistungen müssen eine Liste sein." },
    )
    .max(L.planFeatures, { error: `Es sind höchstens ${L.planFeatures} Leistungen möglich.` }),
  price_net: zInt("Der Nettopreis in Cent", 0, L.priceNet),
  active: zBool("Buchbar"),
  sort: zInt("Die Reihenfolge", 0, L.sort),
});

/** The plan as /api/plans shows it (without the computed USt), plus what only staff see. */
const ZAdminPlan = ZPlan.omit({ price_tax: true, price_gross: true }).extend({
  active: z.boolean(),
  sort: z.number().int(),
  /** Orders of this plan: a plan with orders is deactivated instead of deleted. */
  order_count: z.number().int(),
  updated_at: z.string(),
});
export type AdminPlan = z.infer<typeof ZAdminPlan>;

// ---------------------------------------------------------------------------------------------
// Lists and answers

/** `search` (up to 100 characters) and `page`, as the accounts list takes them. */
export const ZAdminContentListQuery = ZAdminUsersQuery;
export type AdminContentListQuery = z.output<typeof ZAdminContentListQuery>;

const ZAdminSectorList = zPaginated(ZAdminSector);
const ZAdminPageList = zPaginated(ZAdminPage);
const ZAdminFaqList = zPaginated(ZAdminFaq);
const ZAdminBlogPostList = zPaginated(ZAdminBlogPost);
const ZAdminPlanList = zPaginated(ZAdminPlan);

const zAdminAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ data: item, message: z.string() });

export const ZAdminDeleted = z.object({
  message: z.string(),
  /** Plans with orders are deactivated instead of deleted. */
  deactivated: z.boolean().optional(),
});

/** The five kinds of content, by their path under /api/admin/. */
export type AdminContentKind = "sectors" | "pages" | "faqs" | "blog-posts" | "plans";
export interface AdminContentItems {
  sectors: AdminSector;
  pages: AdminPage;
  faqs: AdminFaq;
  "blog-posts": AdminBlogPost;
  plans: AdminPlan;
}

// ---------------------------------------------------------------------------------------------
// Endpoints: five per kind, the same shape for each

/** One entry as a table of its own, its key kept as a literal type. */
function entry<K extends EndpointKey, const E extends Endpoint>(key: K, value: E) {
  return { [key]: value } as Record<K, E>;
}

const ZContentIdParams = z.object({ id: ZId });
const contentErrors = { 401: ZMessage, 403: ZMessage };

/**
 * The five endpoints of one kind: list, one entry, create, change, delete under
 * `/api/admin/{kind}`. `one` and `many` are the German names in the summaries.
 */
function contentEndpoints<
  K extends AdminContentKind,
  I extends z.ZodType,
  T extends z.ZodType,
  L extends z.ZodType,
>(kind: K, names: { one: string; many: string }, schemas: { input: I; item: T; list: L }) {
  const base = `/api/admin/${kind}` as const;
  const tags = ["Team"] as const;
  const answer = zAdminAnswer(schemas.item);
  return {
    ...entry(`GET ${base}`, {
      tags,
      summary: `${names.many} auflisten (nur Team, 25 je Seite, Suche mit search=)`,
      querystring: ZAdminContentListQuery,
      response: { 200: schemas.list, ...contentErrors, 422: ZValidationError },
    }),
    ...entry(`GET ${base}/:id`, {
      tags,
      summary: `${names.one} anzeigen (nur Team)`,
      params: ZContentIdParams,
      response: { 200: z.object({ data: schemas.item }), ...contentErrors, 404: ZMessage },
    }),
    ...entry(`POST ${base}`, {
      tags,
      summary: `${names.one} anlegen (nur Team)`,
      body: schemas.input,
      response: { 201: answer, ...contentErrors, 422: ZValidationError },
    }),
    ...entry(`PUT ${base}/:id`, {
      tags,
      summary: `${names.one} ändern (nur Team)`,
      params: ZContentIdParams,
      body: schemas.input,
      response: { 200: answer, ...contentErrors, 404: ZMessage, 422: ZValidationError },
    }),
    ...entry(`DELETE ${base}/:id`, {
      tags,
      summary: `${names.one} löschen (nur Team)`,
      params: ZContentIdParams,
      response: { 200: ZAdminDeleted, ...contentErrors, 404: ZMessage, 409: ZMessage },
    }),
  };
}

export const adminContentEndpoints = defineEndpoints({
  ...contentEndpoints(
    "sectors",
    { one: "Branche", many: "Branchen" },
    { input: ZAdminSectorInput, item: ZAdminSector, list: ZAdminSectorList },
  ),
  ...contentEndpoints(
    "pages",
    { one: "Inhaltsseite", many: "Inhaltsseiten" },
    { input: ZAdminPageInput, item: ZAdminPage, list: ZAdminPageList },
  ),
  ...contentEndpoints(
    "faqs",
    { one: "Frage (FAQ)", many: "Häufige Fragen" },
    { input: ZAdminFaqInput, item: ZAdminFaq, list: ZAdminFaqList },
  ),
  ...contentEndpoints(
    "blog-posts",
    { one: "Blogbeitrag", many: "Blogbeiträge (auch Entwürfe)" },
    { input: ZAdminBlogPostInput, item: ZAdminBlogPost, list: ZAdminBlogPostList },
  ),
  ...contentEndpoints(
    "plans",
    { one: "Tarif", many: "Tarife (auch nicht buchbare)" },
    { input: ZAdminPlanInput, item: ZAdminPlan, list: ZAdminPlanList },
  ),
});

/**
 * Any one kind's five entries with its schemas left open: how code that serves every kind alike
 * (the server's registration) sees the table.
 */
export type AdminContentTable = ReturnType<
  typeof contentEndpoints<AdminContentKind, z.ZodType, z.ZodType, z.ZodType>
>;

/** What each kind's create and change take, for the browser's calls. */
export interface AdminContentInputs {
  sectors: z.input<typeof ZAdminSectorInput>;
  pages: z.input<typeof ZAdminPageInput>;
  faqs: z.input<typeof ZAdminFaqInput>;
  "blog-posts": z.input<typeof ZAdminBlogPostInput>;
  plans: z.input<typeof ZAdminPlanInput>;
}

/** A slug proposed from a German name: "Obst- und Gemüsebau" → "obst-und-gemuesebau". */
export function slugify(text: string, max: number = ADMIN_CONTENT_LIMITS.slug): string {
  return asciiFold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
}
