import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError } from "./common.ts";
import { ZEmployerIdParams } from "./employers.ts";
import { todayIso } from "../format.ts";

// Data rights (docs/product.md "Employer profile", ADR 020):
// GET /api/account/export and DELETE /api/account for the signed-in account; the team's
// GET /api/admin/employers/{id}/export and DELETE /api/admin/employers/{id}.

/** The owner (or, in the backoffice, the staff member) confirms with their own password. */
export const ZDeleteAccountRequest = z.object({
  password: z
    .string({ error: "Bitte geben Sie Ihr Passwort ein." })
    .min(1, { error: "Bitte geben Sie Ihr Passwort ein." })
    .max(1024, { error: "Das Passwort ist zu lang." }),
});
export type DeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const EMPLOYER_DELETED_MESSAGE = "Das Konto wurde gelöscht.";
export const WRONG_PASSWORD_MESSAGE = "Das Passwort ist nicht korrekt.";

/** The export's file name: wurzelwerk-daten-YYYY-MM-DD.zip (the calendar day in Germany). */
export function exportFileName(now: Date): string {
  return `wurzelwerk-daten-${todayIso(now)}.zip`;
}

// The exports answer a ZIP, not JSON: plain routes of the server, outside this table.
export const dataRightsEndpoints = defineEndpoints({
  "DELETE /api/account": {
    tags: ["Konto"],
    summary:
      "Eigenes Konto löschen (mit Passwort): Anzeigen enden, Daten werden gelöscht, Rechnungen archiviert",
    body: ZDeleteAccountRequest,
    response: {
      200: ZMessage,
      401: ZMessage,
      403: ZMessage,
      409: ZMessage,
      422: ZValidationError,
      429: ZMessage,
    },
  },
  "DELETE /api/admin/employers/:id": {
    tags: ["Team"],
    summary:
      "Konto eines Unternehmens löschen (nur Team, mit dem eigenen Passwort; im Protokoll vermerkt)",
    params: ZEmployerIdParams,
    body: ZDeleteAccountRequest,
    response: {
      200: ZMessage,
      401: ZMessage,
      403: ZMessage,
      404: ZMessage,
      409: ZMessage,
      422: ZValidationError,
      429: ZMessage,
    },
  },
});
