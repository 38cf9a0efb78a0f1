import type { ApplicationStatus } from "#shared/schemas/applications.ts";
import { api } from "#web/lib/api.ts";

// The inbox's writes (ADR 026): the pages read through their loaders and revalidate after these.

/** Sets an application's status; with `absage` and `sendMail` the Absage mail goes out (once). */
export function setApplicationStatus(id: number, status: ApplicationStatus, sendMail = false) {
  return api.put("/api/applications/:id/status", {
    params: { id },
    body: status === "absage" ? { status, send_mail: sendMail } : { status },
  });
}

/** Saves the employer's own Absage text; null goes back to the standard text. */
export function saveRejectionTemplate(employerId: number, text: string | null) {
  return api.put("/api/employers/:id/rejection-template", {
    params: { id: employerId },
    body: { rejection_template: text },
    form: REJECTION_TEMPLATE_FORM,
  });
}

/** The form id under which a refused Absage text shows its field error. */
export const REJECTION_TEMPLATE_FORM = "rejection-template";

/** The address of a file's download (an attachment, never shown inline: ADR 046). */
export const applicationFileHref = (applicationId: number, fileId: number) =>
  `/api/applications/${applicationId}/files/${fileId}`;
