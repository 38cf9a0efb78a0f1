import type { SetupRequest } from "#shared/schemas/setup.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { http } from "#web/lib/http.ts";

export const SETUP_FORM_ID = "setup";

/** The first staff account through the setup link; 201 with its session cookie. */
export function completeSetup(values: SetupRequest) {
  return http.post<{ data: CurrentUser; message: string }>("/api/setup", values, {
    form: SETUP_FORM_ID,
  });
}
