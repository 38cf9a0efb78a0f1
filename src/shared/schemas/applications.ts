import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { LOCALES } from "../locales.ts";
import { isValidPhone } from "../phone.ts";
import { ZId, ZMessage, ZTitleTranslations, ZValidationError, zPaginated } from "./common.ts";

// Applications on the platform (ADR 046): a seeker applies through the form on a job page, no
// account; the employer's users handle the applications in the dashboard's inbox. Seekers are
// addressed with du, employers with Sie.

/** How an ad takes applications (editor step 3); new ads default to the form on Wurzelwerk. */
export const APPLICATION_METHODS = ["wurzelwerk", "email", "url"] as const;
export type ApplicationMethod = (typeof APPLICATION_METHODS)[number];
export const APPLICATION_METHOD_LABELS: Record<ApplicationMethod, string> = {
  wurzelwerk: "Bewerbung über Wurzelwerk",
  email: "Bewerbung per E-Mail",
  url: "Bewerbung über Ihre Webseite",
};

export const APPLICATION_STATUSES = [
  "neu",
  "in_pruefung",
  "gespraech",
  "zusage",
  "absage",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  neu: "Neu",
  in_pruefung: "In Prüfung",
  gespraech: "Gespräch",
  zusage: "Zusage",
  absage: "Absage",
};
/** The statuses the retention period runs from (`applications.final_at`). */
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ["zusage", "absage"];
/** Days an application is kept after its final status or its ad's end (default of the setting). */
export const APPLICATION_RETENTION_DAYS_DEFAULT = 180;

export const APPLICATION_LIMITS = {
  name: 150,
  email: 254,
  phone: 50,
  message: 2000,
  /** One CV plus at most this many attachments. */
  attachments: 3,
  fileBytes: 10 * 1024 * 1024,
  totalBytes: 20 * 1024 * 1024,
  fileName: 200,
  rejectionTemplate: 5000,
} as const;

/** The types a file may have, recognised by its content (never by its name or the browser). */
export const APPLICATION_FILE_TYPES = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "image/jpeg": "jpg",
  "image/png": "png",
} as const;
/** The file input's `accept` (a hint for the picker; the server checks the content). */
export const APPLICATION_FILE_ACCEPT =
  ".pdf,.docx,.jpg,.jpeg,.png,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png";

/** The multipart form's file fields: `cv` once, `attachments` up to three times. */
export const APPLICATION_FILE_FIELDS = { cv: "cv", attachments: "attachments" } as const;

/** The text fields of the application form (multipart fields of the same names). */
export const ZApplicationFields = z
  .object({
    name: z
      .string({ error: "Bitte gib deinen Namen an." })
      .trim()
      .min(1, { error: "Bitte gib deinen Namen an." })
      .max(APPLICATION_LIMITS.name, {
        error: `Dein Name darf höchstens ${APPLICATION_LIMITS.name} Zeichen lang sein.`,
      })
      // One line without control or format characters: the name goes into mail subjects,
      // greetings and the employer's notice, where a line break would start text of its own.
      .refine((v) => !/[\u0000-\u001F\u007F\p{Cf}]/u.test(v), {
        error: "Dein Name darf nur aus einer Zeile ohne Steuerzeichen bestehen.",
      }),
    email: z
      .string({ error: "Bitte gib deine E-Mail-Adresse an." })
      .trim()
      .min(1, { error: "Bitte gib deine E-Mail-Adresse an." })
      .max(APPLICATION_LIMITS.email, { error: "Die E-Mail-Adresse ist zu lang." })
      .pipe(z.email({ error: "Bitte gib eine gültige E-Mail-Adresse an." })),
    phone: z
      .string()
      .trim()
      .max(APPLICATION_LIMITS.phone, { error: "Die Telefonnummer ist zu lang." })
      .optional()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isValidPhone(v), {
        error: "Bitte gib eine gültige Telefonnummer an, z. B. 0511 123456 oder +49 511 123456.",
      }),
    message: z
      .string()
      .trim()
      .max(APPLICATION_LIMITS.message, {
        error: `Deine Nachricht darf höchstens ${APPLICATION_LIMITS.message.toLocaleString("de-DE")} Zeichen lang sein.`,
      })
      .optional()
      .transform((v) => (v ? v : null)),
    consent: z.literal("true", {
      error:
        "Bitte stimme der Verarbeitung deiner Daten zu – sonst können wir die Bewerbung nicht weitergeben.",
    }),
    /** The language of the page the seeker applied on (ADR 051); German without one. */
    locale: z
      .enum(LOCALES, { error: "Diese Sprache gibt es nicht: de, en, pl, ro oder uk." })
      .default("de"),
  })
  .strict();
export type ApplicationFields = z.infer<typeof ZApplicationFields>;

/** An application needs a message or a file (ADR 046): a name alone tells the employer nothing. */
export const APPLICATION_MESSAGE_OR_FILE_MESSAGE =
  "Schreib eine kurze Nachricht oder lade eine Datei hoch – sonst weiß der Betrieb nichts über dich.";
export const APPLICATION_SENT_MESSAGE =
  "Deine Bewerbung ist angekommen. Wir haben dir eine Bestätigung per E-Mail geschickt – mit dem Link, unter dem du sie ansehen oder zurückziehen kannst.";
export const APPLICATION_WITHDRAWN_MESSAGE =
  "Deine Bewerbung ist zurückgezogen und mit allen Dateien gelöscht.";
/** A forged or cut link, or an application that is gone (withdrawn or past its retention). */
export const APPLICATION_LINK_UNKNOWN_MESSAGE =
  "Diese Bewerbung gibt es nicht (mehr). Vielleicht hast du sie zurückgezogen, oder sie wurde nach Ablauf der Aufbewahrungsfrist gelöscht.";

/**
 * The placeholders of the Absage text, replaced when the mail is made (the values are
 * escaped in the HTML part like any text).
 */
export const REJECTION_PLACEHOLDERS = ["{name}", "{stelle}", "{unternehmen}"] as const;
/** The standard Absage text (to the seeker, so du); the employer may replace it. */
export const DEFAULT_REJECTION_TEMPLATE = `Hallo {name},

vielen Dank für deine Bewerbung als {stelle} und dein Interesse an {unternehmen}.

Wir haben uns alle Bewerbungen sorgfältig angesehen und uns diesmal für jemand anderen entschieden. Das ist keine Bewertung deiner Person – wir wünschen dir für deine weitere Suche viel Erfolg und alles Gute.

Viele Grüße
{unternehmen}`;

const ZTokenParams = z.object({ token: z.string().max(200) });
const ZJobIdParams = z.object({ id: ZId });
const ZApplicationIdParams = z.object({ id: ZId });
/** GET /api/applications/{id}/files/{fileId}: a file route beside the JSON contract. */
export const ZApplicationFileParams = z.object({ id: ZId, fileId: ZId });

const ZApplicationFile = z.object({
  id: z.number().int(),
  kind: z.enum(["cv", "attachment"]),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type ApplicationFile = z.infer<typeof ZApplicationFile>;

/** What the applicant sees under their link: their own data, the ad, the status. */
const ZOwnApplication = z.object({
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    /** The titles of the ad's translations (left out without one): the page names it so. */
    title_translations: ZTitleTranslations.optional(),
    employer_name: z.string(),
  }),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  files: z.array(ZApplicationFile.omit({ id: true })),
  created_at: z.string(),
  /** When it will be deleted at the latest if nothing else happens first (null: not yet fixed). */
  delete_after: z.string().nullable(),
});
export type OwnApplication = z.infer<typeof ZOwnApplication>;

/** A row of the employer's inbox. */
const ZApplicationSummary = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  name: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  seen: z.boolean(),
  file_count: z.number().int(),
  created_at: z.string(),
  /** The language of the page the applicant applied on (ADR 051): their mails are in it. */
  locale: z.enum(LOCALES),
});
export type ApplicationSummary = z.infer<typeof ZApplicationSummary>;

const ZApplicationDetail = ZApplicationSummary.extend({
  phone: z.string().nullable(),
  message: z.string().nullable(),
  files: z.array(ZApplicationFile),
  status_changed_at: z.string().nullable(),
  rejection_mailed_at: z.string().nullable(),
  delete_after: z.string().nullable(),
});
export type ApplicationDetail = z.infer<typeof ZApplicationDetail>;

/** Counts by status and of unseen applications (the dashboard's badge). */
const ZApplicationCounts = z.object({
  total: z.number().int(),
  unseen: z.number().int(),
  by_status: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
});
export type ApplicationCounts = z.infer<typeof ZApplicationCounts>;

const ZApplicationListQuery = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: "Diesen Status gibt es nicht." }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export const APPLICATIONS_PAGE_SIZE = 20;

const ZApplicationList = zPaginated(ZApplicationSummary).extend({ counts: ZApplicationCounts });
export type ApplicationList = z.infer<typeof ZApplicationList>;

const ZUpdateApplicationStatusRequest = z
  .object({
    status: z.enum(APPLICATION_STATUSES, {
      error: (issue) =>
        issue.input == null ? "Bitte wählen Sie einen Status." : "Diesen Status gibt es nicht.",
    }),
    /** Only with `absage`: sends the Absage mail (once per application). */
    send_mail: z.boolean({ error: "„E-Mail senden“ muss ja oder nein sein." }).optional(),
  })
  .strict();
export type UpdateApplicationStatusRequest = z.infer<typeof ZUpdateApplicationStatusRequest>;

const ZRejectionTemplateRequest = z
  .object({
    /** null or "" goes back to the standard text. */
    rejection_template: z
      .string({ error: "Bitte geben Sie einen Text ein." })
      .trim()
      .max(APPLICATION_LIMITS.rejectionTemplate, {
        error: `Der Text darf höchstens ${APPLICATION_LIMITS.rejectionTemplate.toLocaleString("de-DE")} Zeichen lang sein.`,
      })
      .nullable(),
  })
  .strict();
const ZRejectionTemplate = z.object({
  rejection_template: z.string(),
  /** Whether it is the standard text (the employer has not written their own). */
  is_default: z.boolean(),
});
export type RejectionTemplate = z.infer<typeof ZRejectionTemplate>;

const APPLY_TAGS = ["Bewerbungen"];

/** The seeker's side: apply, see and withdraw through the mailed link. */
export const applyEndpoints = defineEndpoints({
  "POST /api/job-advertisements/:id/applications": {
    tags: APPLY_TAGS,
    summary:
      "Auf eine Anzeige bewerben (multipart/form-data: name, email, phone, message, consent=true, locale (de, en, pl, ro oder uk; ohne: de), Dateien cv und bis zu 3 attachments; PDF, DOCX, JPEG oder PNG, je bis 10 MB, zusammen bis 20 MB)",
    consumes: ["multipart/form-data"],
    params: ZJobIdParams,
    response: {
      201: ZMessage,
      404: ZMessage,
      409: ZMessage,
      413: ZMessage,
      415: ZMessage,
      422: ZValidationError,
      429: ZMessage,
    },
  },
  "GET /api/applications/by-token/:token": {
    tags: APPLY_TAGS,
    summary: "Die eigene Bewerbung über den Link aus der Bestätigungs-E-Mail ansehen",
    params: ZTokenParams,
    response: { 200: z.object({ data: ZOwnApplication }), 404: ZMessage, 429: ZMessage },
  },
  "DELETE /api/applications/by-token/:token": {
    tags: APPLY_TAGS,
    summary: "Die eigene Bewerbung zurückziehen: löscht sie sofort mit allen Dateien",
    params: ZTokenParams,
    response: { 200: ZMessage, 404: ZMessage, 429: ZMessage },
  },
});

const inboxErrors = { 401: ZMessage, 403: ZMessage, 404: ZMessage } as const;

/** The employer's side: the inbox, the detail, the status, the Absage text. */
export const applicationInboxEndpoints = defineEndpoints({
  "GET /api/employers/:id/applications": {
    tags: APPLY_TAGS,
    summary: "Alle Bewerbungen auf die Anzeigen des Unternehmens, neueste zuerst, mit Zählern",
    params: ZJobIdParams,
    querystring: ZApplicationListQuery,
    response: { 200: ZApplicationList, ...inboxErrors, 422: ZValidationError },
  },
  "GET /api/job-advertisements/:id/applications": {
    tags: APPLY_TAGS,
    summary: "Die Bewerbungen auf eine eigene Anzeige, neueste zuerst, mit Zählern",
    params: ZJobIdParams,
    querystring: ZApplicationListQuery,
    response: { 200: ZApplicationList, ...inboxErrors, 422: ZValidationError },
  },
  "GET /api/applications/:id": {
    tags: APPLY_TAGS,
    summary: "Eine Bewerbung mit ihren Dateien (markiert sie als gesehen)",
    params: ZApplicationIdParams,
    response: { 200: z.object({ data: ZApplicationDetail }), ...inboxErrors },
  },
  "PUT /api/applications/:id/status": {
    tags: APPLY_TAGS,
    summary:
      "Status setzen (neu, in_pruefung, gespraech, zusage, absage); bei absage auf Wunsch die Absage-E-Mail senden",
    params: ZApplicationIdParams,
    body: ZUpdateApplicationStatusRequest,
    response: {
      200: z.object({ data: ZApplicationDetail, message: z.string() }),
      ...inboxErrors,
      409: ZMessage,
      422: ZValidationError,
    },
  },
  "GET /api/employers/:id/rejection-template": {
    tags: APPLY_TAGS,
    summary: "Der Text der Absage-E-Mail (eigener oder Standardtext)",
    params: ZJobIdParams,
    response: { 200: z.object({ data: ZRejectionTemplate }), ...inboxErrors },
  },
  "PUT /api/employers/:id/rejection-template": {
    tags: APPLY_TAGS,
    summary: "Eigenen Text der Absage-E-Mail speichern (leer oder null: Standardtext)",
    params: ZJobIdParams,
    body: ZRejectionTemplateRequest,
    response: {
      200: z.object({ data: ZRejectionTemplate, message: z.string() }),
      ...inboxErrors,
      422: ZValidationError,
    },
  },
});
