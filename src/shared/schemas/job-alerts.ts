import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { JOB_AVAILABLE_AT, WORKING_TIMES } from "../constants.ts";
import { LOCALES } from "../locales.ts";
import { ZMessage, ZValidationError } from "./common.ts";
import { searchFilterFields, withRegion } from "./jobs.ts";

// Job alerts (Suchauftrag, ADR 042): a seeker's search filter and address, mailed as a digest
// of the new ads that match it. No account: the links in the mails carry the tokens.

export const JOB_ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
/** How many alerts one address may hold (confirmed or not). */
export const MAX_ALERTS_PER_ADDRESS = 10;
export const LOCATION_LABEL_MAX = 200;

/** The search's filter, the address, the place as the seeker named it, and how often to mail. */
export const ZCreateJobAlertRequest = withRegion(
  z
    .object({
      ...searchFilterFields,
      email: z
        .string({ error: "Bitte gib deine E-Mail-Adresse an." })
        .trim()
        .min(1, { error: "Bitte gib deine E-Mail-Adresse an." })
        .max(254, { error: "Die E-Mail-Adresse ist zu lang." })
        .pipe(z.email({ error: "Bitte gib eine gültige E-Mail-Adresse an." })),
      location_label: z
        .string({ error: "Bitte gib einen Ort an." })
        .trim()
        .min(1, { error: "Bitte gib einen Ort an." })
        .max(LOCATION_LABEL_MAX, { error: "Der Ort ist zu lang." }),
      frequency: z.enum(JOB_ALERT_FREQUENCIES, {
        error: (issue) =>
          issue.input == null
            ? "Bitte wähle, wie oft wir dir schreiben sollen."
            : "Diese Häufigkeit gibt es nicht.",
      }),
      /** The language of the page the alert was made on (ADR 051): its mails and pages are in it. */
      locale: z
        .enum(LOCALES, { error: "Diese Sprache gibt es nicht: de, en, pl, ro oder uk." })
        .default("de"),
    })
    .strict(),
);
export type CreateJobAlertRequest = z.infer<typeof ZCreateJobAlertRequest>;
export type CreateJobAlertInput = z.input<typeof ZCreateJobAlertRequest>;

/** The answer to every create request, whatever the address (no enumeration). */
export const JOB_ALERT_REQUESTED_MESSAGE =
  "Fast geschafft: Wir haben dir eine E-Mail geschickt. Bestätige darin deinen Suchauftrag – erst dann schreiben wir dir.";
/** A link that is forged, cut short, or whose alert is gone (deleted, or never confirmed in time). */
export const JOB_ALERT_LINK_UNKNOWN_MESSAGE =
  "Diesen Link kennen wir nicht (mehr). Vielleicht wurde der Suchauftrag gelöscht oder nicht innerhalb von 7 Tagen bestätigt.";
export const JOB_ALERT_ALREADY_CONFIRMED_MESSAGE = "Dein Suchauftrag ist bereits bestätigt.";
export const JOB_ALERT_CONFIRMED_MESSAGE =
  "Dein Suchauftrag ist bestätigt. Ab jetzt bekommst du neue passende Jobs per E-Mail.";
export const JOB_ALERT_DELETED_MESSAGE = "Der Suchauftrag ist gelöscht.";
/** The answers to a change on the manage page, one per change. */
export const JOB_ALERT_CHANGED_MESSAGES = {
  daily: "Du bekommst ab jetzt täglich E-Mails.",
  weekly: "Du bekommst ab jetzt einmal pro Woche eine E-Mail (montags).",
  paused: "Der Suchauftrag ist pausiert: Wir schicken dir keine E-Mails, bis du ihn fortsetzt.",
  resumed: "Der Suchauftrag läuft wieder.",
  unchanged: "Es gab nichts zu ändern.",
} as const;
export const JOB_ALERT_UNSUBSCRIBED_MESSAGE =
  "Du bist abgemeldet: Zu diesem Suchauftrag bekommst du keine E-Mails mehr.";
/** How long an alert may stay unconfirmed before it is deleted. */
export const UNCONFIRMED_ALERT_DAYS = 7;

/** A link's token as the path carries it; anything malformed is a 404 like a forged one. */
const ZTokenParams = z.object({ token: z.string().max(200) });
const ZAlertParams = z.object({
  token: z.string().max(200),
  id: z.coerce
    .number({ error: "Die ID muss eine Zahl sein." })
    .int({ error: "Die ID muss eine ganze Zahl sein." })
    .min(1, { error: "Die ID muss positiv sein." })
    .max(2_147_483_647, { error: "Die ID ist zu groß." }),
});

const ZJobAlertSector = z.object({ id: z.number().int(), name: z.string() });

/** An alert as its owner sees it (manage page, confirm page): the filter, not the address. */
const ZJobAlert = z.object({
  id: z.number().int(),
  sectors: z.array(ZJobAlertSector),
  working_time: z.enum(WORKING_TIMES),
  job_available_at: z.enum(JOB_AVAILABLE_AT),
  latitude: z.number(),
  longitude: z.number(),
  geo_radius: z.number().int().nullable(),
  state: z.string().nullable(),
  location_label: z.string(),
  /** The search's seasonal-work filters (ADR 049). */
  with_accommodation: z.boolean(),
  without_german: z.boolean(),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  confirmed: z.boolean(),
  paused: z.boolean(),
  created_at: z.string(),
});
export type JobAlert = z.infer<typeof ZJobAlert>;

const ZConfirmJobAlertRequest = z
  .object({
    token: z
      .string({ error: "Der Bestätigungslink ist unvollständig." })
      .max(200, { error: "Der Bestätigungslink ist ungültig." }),
  })
  .strict();

const ZConfirmJobAlertResponse = z.object({
  message: z.string(),
  /** The token of the manage page (`/suchauftraege/{token}`). */
  manage_token: z.string(),
});

const ZUpdateJobAlertRequest = z
  .object({
    frequency: z
      .enum(JOB_ALERT_FREQUENCIES, { error: "Diese Häufigkeit gibt es nicht." })
      .optional(),
    paused: z.boolean({ error: "Pausiert muss ja oder nein sein." }).optional(),
  })
  .strict();
export type UpdateJobAlertRequest = z.infer<typeof ZUpdateJobAlertRequest>;

const ZDeleteJobAlertResponse = z.object({
  message: z.string(),
  /**
   * The token the manage page goes on with: the same while the alert it belongs to remains,
   * another remaining alert's when that one was deleted, null when none is left.
   */
  manage_token: z.string().nullable(),
});

const TAGS = ["Suchaufträge"];

export const jobAlertEndpoints = defineEndpoints({
  // The same 202 for every address, new, known or full: the answer tells nobody whether an
  // address has alerts. The opt-in mail goes out through the outbox.
  "POST /api/job-alerts": {
    tags: ["Suchaufträge"],
    summary:
      "Suchauftrag anlegen: schickt eine Bestätigungs-E-Mail (Double-Opt-in) in der Sprache locale (de, en, pl, ro oder uk; ohne: de); gleiche Antwort für jede Adresse",
    body: ZCreateJobAlertRequest,
    response: { 202: ZMessage, 422: ZValidationError, 429: ZMessage },
  },
  // The mailed link (GET) is a page that changes nothing; its button confirms here (ADR 019).
  "POST /api/job-alerts/confirm": {
    tags: TAGS,
    summary: "Suchauftrag mit dem Token aus der Bestätigungs-E-Mail bestätigen",
    body: ZConfirmJobAlertRequest,
    response: {
      200: ZConfirmJobAlertResponse,
      404: ZMessage,
      409: ZMessage,
      422: ZValidationError,
      429: ZMessage,
    },
  },
  "GET /api/job-alerts/manage/:token": {
    tags: TAGS,
    summary: "Alle Suchaufträge der Adresse, zu der der Verwaltungslink gehört",
    params: ZTokenParams,
    response: { 200: z.object({ data: z.array(ZJobAlert) }), 404: ZMessage, 429: ZMessage },
  },
  "PATCH /api/job-alerts/manage/:token/:id": {
    tags: TAGS,
    summary:
      "Einen Suchauftrag der Adresse ändern: Häufigkeit (täglich/wöchentlich), pausieren, fortsetzen",
    params: ZAlertParams,
    body: ZUpdateJobAlertRequest,
    response: {
      200: z.object({ data: ZJobAlert, message: z.string() }),
      404: ZMessage,
      422: ZValidationError,
      429: ZMessage,
    },
  },
  "DELETE /api/job-alerts/manage/:token/:id": {
    tags: TAGS,
    summary: "Einen Suchauftrag der Adresse löschen (mit allem, was zu ihm gespeichert ist)",
    params: ZAlertParams,
    response: { 200: ZDeleteJobAlertResponse, 404: ZMessage, 422: ZValidationError, 429: ZMessage },
  },
  // RFC 8058: a mail provider posts `List-Unsubscribe=One-Click` (form-encoded) without cookies
  // or Origin; the CSRF guard lets this path through (platform/csrf.ts).
  "POST /api/job-alerts/unsubscribe/:token": {
    tags: TAGS,
    summary:
      "Abmelden mit einem Klick (RFC 8058): löscht den Suchauftrag; Formular-Body List-Unsubscribe=One-Click oder leer",
    params: ZTokenParams,
    response: { 200: ZMessage, 404: ZMessage, 429: ZMessage },
  },
});
