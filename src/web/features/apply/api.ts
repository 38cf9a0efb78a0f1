import type { Locale } from "#shared/locales.ts";
import type { ApplicationDraft } from "./store.ts";
import { api } from "#web/lib/api.ts";

/** The 422 field errors of the form are stored under this id (lib/form-errors.ts). */
export const APPLICATION_FORM_ID = "application";

/**
 * POST /api/job-advertisements/{id}/applications as multipart: the text fields first, then the
 * files (`cv` once, `attachments` repeated). Field errors land in the form's store; the caller
 * says every other refusal.
 */
export function sendApplication(jobId: number, values: ApplicationDraft, locale: Locale) {
  const body = new FormData();
  body.append("name", values.name);
  body.append("email", values.email);
  if (values.phone?.trim()) body.append("phone", values.phone);
  if (values.message?.trim()) body.append("message", values.message);
  body.append("consent", String(values.consent));
  // The page's language: the application keeps it (ADR 051).
  body.append("locale", locale);
  if (values.cv) body.append("cv", values.cv);
  for (const file of values.attachments) body.append("attachments", file);
  return api.post("/api/job-advertisements/:id/applications", {
    params: { id: jobId },
    body,
    form: APPLICATION_FORM_ID,
    toast: false,
  });
}

/** DELETE /api/applications/by-token/{token}: withdraws it (the caller shows a refusal). */
export function withdrawApplication(token: string) {
  return api.delete("/api/applications/by-token/:token", { params: { token }, toast: false });
}
