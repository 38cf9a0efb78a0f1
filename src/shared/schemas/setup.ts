import { z } from "zod";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError } from "./common.ts";
import {
  CONFIRMATION_MISMATCH,
  confirmed,
  newPasswordFields,
  ZEmail,
  ZPersonName,
} from "./auth.ts";
import { ZCurrentUser } from "./user.ts";

// The first staff account of a fresh installation, made through the one-time setup link that
// the server logs at start while no staff account exists ("Operator comfort").

/** The path of the setup page; the server prints `APP_URL` + this + the token. */
export const SETUP_PATH = "/einrichtung";

/** How long a setup link is valid after the start that printed it. */
export const SETUP_LINK_MINUTES = 60;

export const ZSetupRequest = z
  .object({
    token: z
      .string()
      .min(1, { error: "Der Einrichtungslink ist unvollständig." })
      .max(200, { error: "Der Einrichtungslink ist ungültig." }),
    name: ZPersonName,
    email: ZEmail,
    ...newPasswordFields,
  })
  .strict()
  .refine(confirmed, CONFIRMATION_MISMATCH);
export type SetupRequest = z.infer<typeof ZSetupRequest>;

const ZSetupResponse = z.object({ data: ZCurrentUser, message: z.string() });

/** What the setup page may show for a link: the form, or why not. */
export type SetupLinkState = "valid" | "unknown" | "expired" | "done";

/** Answer texts (API message and page) per state of a dead link. */
export const SETUP_LINK_MESSAGES = {
  unknown:
    "Diesen Einrichtungslink gibt es nicht. Prüfen Sie, ob Sie ihn vollständig aus dem Start-Log kopiert haben.",
  expired:
    "Dieser Einrichtungslink ist abgelaufen oder durch einen neueren ersetzt. Starten Sie Wurzelwerk neu – der neue Link steht im Start-Log.",
  done: "Die Einrichtung ist abgeschlossen: Es gibt schon ein Staff-Konto. Bitte melden Sie sich damit an.",
} as const satisfies Record<Exclude<SetupLinkState, "valid">, string>;

export const SETUP_DONE_MESSAGE = "Ihr Staff-Konto ist angelegt. Sie sind jetzt angemeldet.";

export const setupEndpoints = defineEndpoints({
  "POST /api/setup": {
    tags: ["Konto"],
    summary: "Erstes Staff-Konto über den Einrichtungslink aus dem Start-Log anlegen und anmelden",
    body: ZSetupRequest,
    response: {
      201: ZSetupResponse,
      404: ZMessage,
      410: ZMessage,
      422: ZValidationError,
      429: ZMessage,
    },
  },
});
