import type { DeleteAccountRequest } from "#shared/schemas/data-rights.ts";
import { api } from "#web/lib/api.ts";
import { downloadFile } from "#web/lib/download.ts";

// Data rights (ADR 020): the account's own export and deletion.

export const DELETE_ACCOUNT_FORM_ID = "delete-account";

/** A ZIP, not JSON: a plain download outside the typed client. */
export function exportMyData() {
  return downloadFile("/api/account/export", "wurzelwerk-daten.zip");
}

/** Ends every session of the account; the answer clears this browser's cookie. */
export function deleteMyAccount(values: DeleteAccountRequest) {
  return api.delete("/api/account", { body: values, form: DELETE_ACCOUNT_FORM_ID, toast: false });
}
