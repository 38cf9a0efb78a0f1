import type { TerminateJobRequest } from "#shared/schemas/admin-jobs.ts";
import type { DeleteAccountRequest } from "#shared/schemas/data-rights.ts";
import { api } from "#web/lib/api.ts";
import { downloadFile } from "#web/lib/download.ts";

// Staff calls of the backoffice (docs/product.md "API conventions": /api/admin/…).

/** Takes the account over in this session; the server's refusal shows as a toast. */
export function impersonate(userId: number) {
  return api.post("/api/admin/users/:id/impersonate", { params: { id: userId }, body: {} });
}

export const TERMINATE_FORM_ID = "admin-terminate-job";

/** Moderation: ends a live ad; the reason goes to the employer. Field errors land in the form. */
export function terminateJob(jobId: number, body: TerminateJobRequest) {
  return api.put("/api/admin/job-advertisements/:id/terminate", {
    params: { id: jobId },
    body,
    form: TERMINATE_FORM_ID,
    toast: false,
  });
}

export const DELETE_EMPLOYER_FORM_ID = "admin-delete-employer";

/** Data rights (ADR 020): an employer's data as ZIP; the team's export is noted in the trail. */
export function exportEmployerData(employerId: number) {
  return downloadFile(`/api/admin/employers/${employerId}/export`, "wurzelwerk-daten.zip");
}

/** Deletes the employer's account, confirmed with the staff member's own password. */
export function deleteEmployer(employerId: number, body: DeleteAccountRequest) {
  return api.delete("/api/admin/employers/:id", {
    params: { id: employerId },
    body,
    form: DELETE_EMPLOYER_FORM_ID,
    toast: false,
  });
}
