import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError } from "./common.ts";
import { ZCurrentUser } from "./user.ts";

// Request bodies of the account routes (docs/product.md "API conventions", Laravel Fortify's names).
// Strict: an unknown field is an error, not silently ignored. The server additionally checks
// new passwords against the list of common passwords (platform/passwords.ts).

export const AUTH_LIMITS = { companyName: 150, name: 100, email: 254, password: 128 } as const;

const noControlChars = (v: string) => !/[\u0000-\u001F\u007F]/.test(v);

export const ZEmail = z
  .string()
  .trim()
  .min(1, { error: "Bitte geben Sie Ihre E-Mail-Adresse an." })
  .max(AUTH_LIMITS.email, { error: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein." })
  .pipe(z.email({ error: "Bitte eine gültige E-Mail-Adresse eingeben." }));

const ZNewPassword = z
  .string()
  .min(12, { error: "Das Passwort muss mindestens 12 Zeichen lang sein." })
  .max(AUTH_LIMITS.password, { error: "Das Passwort darf höchstens 128 Zeichen lang sein." });

/** A person's name (registration, account settings). */
export const ZPersonName = z
  .string()
  .trim()
  .min(1, { error: "Bitte geben Sie Ihren Namen an." })
  .max(AUTH_LIMITS.name, { error: "Der Name darf höchstens 100 Zeichen lang sein." })
  .refine(noControlChars, { error: "Der Name enthält unzulässige Zeichen." });

/** New password and its repetition; the mismatch is reported on `password`, as Fortify does. */
export const newPasswordFields = {
  password: ZNewPassword,
  password_confirmation: z.string().max(1024),
};
export const confirmed = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;
export const CONFIRMATION_MISMATCH = {
  path: ["password"],
  error: "Die Passwort-Bestätigung stimmt nicht überein.",
};

export const ZRegisterRequest = z
  .object({
    company_name: z
      .string()
      .trim()
      .min(1, { error: "Bitte geben Sie den Namen Ihres Unternehmens an." })
      .max(AUTH_LIMITS.companyName)
      .refine(noControlChars, { error: "Der Name enthält unzulässige Zeichen." }),
    name: ZPersonName,
    email: ZEmail,
    ...newPasswordFields,
    terms: z.literal(true, {
      error: "Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.",
    }),
  })
  .strict()
  .refine(confirmed, CONFIRMATION_MISMATCH);
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, { error: "Bitte geben Sie Ihre E-Mail-Adresse an." })
      .max(AUTH_LIMITS.email, { error: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein." })
      .refine(noControlChars, { error: "Bitte eine gültige E-Mail-Adresse eingeben." }),
    password: z
      .string()
      .min(1, { error: "Bitte geben Sie Ihr Passwort ein." })
      .max(1024, { error: "Das Passwort ist zu lang." }),
    remember: z.boolean().optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof ZLoginRequest>;
export type LoginForm = z.input<typeof ZLoginRequest>;

export const ZEmptyBody = z.object({}).strict().optional();

/** The answer to POST /register, the same whether the address was new or taken. */
const ZRegisterResponse = z.object({ data: z.null(), message: z.string() });

export const REGISTER_MESSAGE =
  "Fast geschafft! Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen geschickt haben.";
export const LOGIN_FAILED_MESSAGE =
  "Diese Kombination aus E-Mail-Adresse und Passwort ist uns nicht bekannt.";
export const VERIFICATION_SENT_MESSAGE = "Wir haben Ihnen einen neuen Bestätigungslink geschickt.";

/** POST /email/verify/{id}/{hash}: the button on the page the mailed link opens (ADR 019). */
const ZVerifyEmailParams = z.object({
  id: z.string().max(20),
  hash: z.string().max(128),
});
const ZVerifyEmailRequest = z
  .object({
    expires: z
      .string({ error: "Der Bestätigungslink ist unvollständig." })
      .max(20, { error: "Der Bestätigungslink ist ungültig." }),
    signature: z
      .string({ error: "Der Bestätigungslink ist unvollständig." })
      .max(128, { error: "Der Bestätigungslink ist ungültig." }),
  })
  .strict();
export type VerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;
const ZVerifyEmailResponse = z.object({ message: z.string(), signed_in: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail }).strict();
export type ForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    token: z
      .string()
      .min(1, { error: "Der Link zum Zurücksetzen ist unvollständig." })
      .max(200, { error: "Der Link zum Zurücksetzen ist ungültig." }),
    email: ZEmail,
    ...newPasswordFields,
  })
  .strict()
  .refine(confirmed, CONFIRMATION_MISMATCH);
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** Same answer whether or not the address has an account (no enumeration). */
export const FORGOT_PASSWORD_MESSAGE =
  "Wenn es ein Konto mit dieser Adresse gibt, haben wir Ihnen einen Link zum Zurücksetzen geschickt.";
export const RESET_PASSWORD_MESSAGE = "Ihr Passwort wurde erfolgreich zurückgesetzt";
export const INVALID_RESET_LINK_MESSAGE =
  "Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.";

// --- Account settings (PUT /user/profile-information, PUT /user/password) -----------------

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = "Bitte geben Sie Ihr aktuelles Passwort ein.";
const ZCurrentPassword = z
  .string()
  .min(1, { error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
  .max(1024, { error: "Das Passwort ist zu lang." });

/**
 * `current_password` is needed only when the email address changes (a stolen session must not
 * be able to move the account to another mailbox); the server knows the current address and
 * asks for it then (CURRENT_PASSWORD_REQUIRED_MESSAGE). A name change alone needs none.
 */
export const ZProfileInformationRequest = z
  .object({
    name: ZPersonName,
    email: ZEmail,
    // Empty counts as not given (the form's field is empty until the address changes).
    current_password: z.string().max(1024, { error: "Das Passwort ist zu lang." }).optional(),
  })
  .strict();
export type ProfileInformationRequest = z.infer<typeof ZProfileInformationRequest>;

export const ZUpdatePasswordRequest = z
  .object({
    current_password: ZCurrentPassword,
    ...newPasswordFields,
  })
  .strict()
  .refine(confirmed, CONFIRMATION_MISMATCH);
export type UpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

export const PROFILE_INFORMATION_MESSAGE =
  "Ihre Profilinformationen wurden erfolgreich aktualisiert";
/** A new address is only used once its owner confirmed it (ADR 010); same text whether taken or free. */
export const EMAIL_CHANGE_PENDING_MESSAGE =
  "Wir haben einen Bestätigungslink an die neue E-Mail-Adresse geschickt. Sie gilt, sobald Sie den Link geöffnet haben.";
export { PASSWORD_UPDATED_MESSAGE } from "../account-messages.ts";
export const WRONG_CURRENT_PASSWORD_MESSAGE = "Das aktuelle Passwort ist nicht korrekt.";

// --- Endpoints (Fortify's routes; only the POST methods of /login, /register and /logout are
// the API's, GET of those paths are pages of the web app) --------------------------------------

const ZUserResponse = z.object({ data: ZCurrentUser });

export const authEndpoints = defineEndpoints({
  "POST /register": {
    tags: ["Konto"],
    summary: "Registrieren (Benutzer und erster Betrieb)",
    body: ZRegisterRequest,
    response: { 201: ZRegisterResponse, 422: ZValidationError, 429: ZMessage },
  },
  "POST /forgot-password": {
    tags: ["Konto"],
    summary: "Link zum Zurücksetzen des Passworts anfordern (gleiche Antwort für jede Adresse)",
    body: ZForgotPasswordRequest,
    response: { 200: ZMessage, 422: ZValidationError, 429: ZMessage },
  },
  "POST /reset-password": {
    tags: ["Konto"],
    summary: "Neues Passwort mit dem Link aus der E-Mail setzen; beendet alle Sitzungen",
    body: ZResetPasswordRequest,
    response: { 200: ZMessage, 422: ZValidationError, 429: ZMessage },
  },
  "POST /login": {
    tags: ["Konto"],
    summary: "Anmelden",
    body: ZLoginRequest,
    response: { 200: ZUserResponse, 422: ZValidationError, 429: ZMessage },
  },
  "POST /logout": {
    tags: ["Konto"],
    summary: "Abmelden",
    response: { 204: z.null() },
  },
  "GET /api/user": {
    tags: ["Konto"],
    summary: "Der angemeldete Benutzer",
    response: { 200: ZUserResponse, 401: ZMessage },
  },
  "POST /email/verify/:id/:hash": {
    tags: ["Konto"],
    summary:
      "E-Mail-Adresse mit dem signierten Link aus der E-Mail bestätigen; beendet die anderen Sitzungen eines neuen Kontos",
    params: ZVerifyEmailParams,
    body: ZVerifyEmailRequest,
    response: {
      200: ZVerifyEmailResponse,
      403: ZMessage,
      409: ZMessage,
      422: ZValidationError,
      429: ZMessage,
    },
  },
  "PUT /user/profile-information": {
    tags: ["Konto"],
    summary:
      "Name und E-Mail-Adresse ändern (eine neue Adresse braucht das aktuelle Passwort und gilt erst nach ihrer Bestätigung)",
    body: ZProfileInformationRequest,
    response: {
      200: ZUserResponse.extend({ message: z.string() }),
      401: ZMessage,
      422: ZValidationError,
      429: ZMessage,
    },
  },
  "PUT /user/password": {
    tags: ["Konto"],
    summary: "Passwort ändern; beendet alle Sitzungen, auch diese (danach neu anmelden)",
    body: ZUpdatePasswordRequest,
    response: { 200: ZMessage, 401: ZMessage, 422: ZValidationError, 429: ZMessage },
  },
  "POST /email/verification-notification": {
    tags: ["Konto"],
    summary: "Bestätigungslink erneut senden",
    response: { 200: ZMessage, 401: ZMessage, 429: ZMessage },
  },
});
