import type { SetupRequest } from "#shared/schemas/setup.ts";
import { api } from "#web/lib/api.ts";

export const SETUP_FORM_ID = "setup";

/** The first staff account through the setup link; 201 with its session cookie. */
export function completeSetup(values: SetupRequest) {
  return api.post("/api/setup", { body: values, form: SETUP_FORM_ID, toast: false });
}
