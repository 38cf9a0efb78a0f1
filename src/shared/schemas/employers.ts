import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { isValidPhone } from "../phone.ts";
import { singleLine, ZBodyId, ZMessage, ZValidationError } from "./common.ts";
import { ZImage } from "./jobs.ts";
import { ZSector } from "./sectors.ts";

// The employer profile (docs/product.md "Accounts and sign-in"): GET|PUT /api/employers/{id},
// the logo through POST|DELETE /api/employers/{id}/logo (multipart field `logo`).

export const EMPLOYER_LIMITS = {
  name: 150,
  description: 5000,
  website: 500,
  email: 254,
  phone: 300,
  street: 150,
  zipcode: 10,
  city: 100,
  sectors: 20,
} as const;

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

const noControlChars = (v: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v);

/** An optional text: empty input is stored as null. */
const optionalText = (max: number, label: string, check = singleLine) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} darf höchstens ${max} Zeichen lang sein.` })
    .refine(check, { error: `${label} enthält unzulässige Zeichen.` })
    .nullish()
    .transform((v) => (v ? v : null));

export const ZEmployerProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The public company page's address, /unternehmen/{slug} (ADR 057); null once deleted. */
  slug: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  logo: ZImage.nullable(),
  sectors: z.array(ZSector),
  updated_at: z.string(),
});
export type EmployerProfile = z.infer<typeof ZEmployerProfile>;
const ZEmployerResponse = z.object({ data: ZEmployerProfile });
export const ZEmployerIdParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const ZUpdateEmployerRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: "Bitte geben Sie den Namen Ihres Unternehmens an." })
      .max(EMPLOYER_LIMITS.name, {
        error: `Der Name darf höchstens ${EMPLOYER_LIMITS.name} Zeichen lang sein.`,
      })
      .refine(singleLine, { error: "Der Name enthält unzulässige Zeichen." }),
    description: optionalText(EMPLOYER_LIMITS.description, "Die Beschreibung", noControlChars),
    website: optionalText(EMPLOYER_LIMITS.website, "Die Webseite").refine(
      (v) => v === null || isHttpUrl(v),
      { error: "Bitte eine vollständige Webadresse angeben, z. B. https://www.example.de." },
    ),
    email: optionalText(EMPLOYER_LIMITS.email, "Die E-Mail-Adresse").refine(
      (v) => v === null || z.email().safeParse(v).success,
      { error: "Bitte eine gültige E-Mail-Adresse eingeben." },
    ),
    phone: optionalText(EMPLOYER_LIMITS.phone, "Die Telefonnummer").refine(
      (v) => v === null || isValidPhone(v),
      {
        error: "Bitte eine gültige Telefonnummer eingeben, z. B. 0511 123456 oder +49 511 123456.",
      },
    ),
    street: optionalText(EMPLOYER_LIMITS.street, "Die Straße"),
    zipcode: optionalText(EMPLOYER_LIMITS.zipcode, "Die Postleitzahl").refine(
      (v) => v === null || /^\d{5}$/.test(v),
      { error: "Die Postleitzahl besteht aus fünf Ziffern." },
    ),
    city: optionalText(EMPLOYER_LIMITS.city, "Der Ort"),
    sector_ids: z
      .array(ZBodyId, { error: "Bitte wählen Sie Branchen aus der Liste." })
      .max(EMPLOYER_LIMITS.sectors, { error: "Bitte wählen Sie höchstens 20 Branchen." })
      .default([]),
  })
  .strict();
export type UpdateEmployerRequest = z.infer<typeof ZUpdateEmployerRequest>;

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** docs/product.md "Texts and messages", the same text for the company profile and the account. */
export { PROFILE_INFORMATION_MESSAGE as PROFILE_UPDATED_MESSAGE } from "./auth.ts";

const TAGS = ["Unternehmen"];
const errors = { 401: ZMessage, 403: ZMessage, 404: ZMessage };

export const employerEndpoints = defineEndpoints({
  "GET /api/employers/:id": {
    tags: TAGS,
    summary: "Unternehmensprofil (eigenes, oder jedes für Mitarbeitende)",
    params: ZEmployerIdParams,
    response: { 200: ZEmployerResponse, ...errors },
  },
  "PUT /api/employers/:id": {
    tags: TAGS,
    summary: "Unternehmensprofil ändern",
    params: ZEmployerIdParams,
    body: ZUpdateEmployerRequest,
    response: {
      200: ZEmployerResponse.extend({ message: z.string() }),
      ...errors,
      409: ZMessage,
      422: ZValidationError,
    },
  },
  "POST /api/employers/:id/logo": {
    tags: TAGS,
    summary: "Logo hochladen (multipart/form-data, Feld „logo“; JPEG, PNG oder WebP, bis 5 MB)",
    consumes: ["multipart/form-data"],
    params: ZEmployerIdParams,
    response: {
      200: ZEmployerResponse,
      ...errors,
      409: ZMessage,
      413: ZMessage,
      422: ZValidationError,
    },
  },
  "DELETE /api/employers/:id/logo": {
    tags: TAGS,
    summary: "Logo entfernen",
    params: ZEmployerIdParams,
    response: { 200: ZEmployerResponse, ...errors },
  },
});
