import type { DeleteAccountRequest } from "#shared/schemas/data-rights.ts";
import { downloadFile } from "#web/lib/download.ts";
import { http } from "#web/lib/http.ts";

// Data rights (ADR 020): the account's own export and deletion.

export const DELETE_ACCOUNT_FORM_ID = "delete-account";

export function exportMyData() {
  return downloadFile("/api/account/export", "wurzelwerk-daten.zip");
}

/** Ends every session of the account; the answer clears this browser's cookie. */
export function deleteMyAccount(values: DeleteAccountRequest) {
  return http.delete<{ message: string }>("/api/account", {
    body: values,
    form: DELETE_ACCOUNT_FORM_ID,
  });
}
