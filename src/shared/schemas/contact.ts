import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError } from "./common.ts";
import { isValidPhone } from "../phone.ts";

/** Control characters other than tab and line breaks never belong in a message. */
const noControlChars = (v: string) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v);

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 150,
  message: 5000,
} as const;

export const ZContactRequest = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: "Bitte den Namen angeben." })
      .max(CONTACT_LIMITS.name)
      .refine(noControlChars, { error: "Der Name enthält unzulässige Zeichen." })
      .refine((v) => !/[<>]/.test(v), { error: "Der Name darf keine spitzen Klammern enthalten." }),
    email: z
      .string()
      .trim()
      .min(1, { error: "Bitte die E-Mail-Adresse angeben." })
      .max(CONTACT_LIMITS.email)
      .pipe(z.email({ error: "Bitte eine gültige E-Mail-Adresse eingeben." })),
    phone: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.phone)
      .refine((v) => v === "" || isValidPhone(v), {
        error: "Bitte eine gültige Telefonnummer eingeben.",
      })
      .optional()
      .nullable(),
    subject: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.subject)
      .refine(noControlChars, { error: "Der Betreff enthält unzulässige Zeichen." })
      .optional()
      .nullable(),
    message: z
      .string()
      .trim()
      .min(10, { error: "Die Nachricht braucht mindestens 10 Zeichen." })
      .max(CONTACT_LIMITS.message)
      .refine(noControlChars, { error: "Die Nachricht enthält unzulässige Zeichen." }),
  })
  .strict();
export type ContactRequest = z.infer<typeof ZContactRequest>;
export type ContactForm = z.input<typeof ZContactRequest>;

export const contactEndpoints = defineEndpoints({
  "POST /api/contact": {
    tags: ["Kontakt"],
    summary: "Nachricht an die Betreiber senden",
    body: ZContactRequest,
    response: { 200: ZMessage, 422: ZValidationError, 429: ZMessage },
  },
});
