import type { UpdateEmployerRequest } from "#shared/schemas/employers.ts";
import { api } from "#web/lib/api.ts";

// The employer profile (docs/product.md "API conventions"): PUT /api/employers/{id} and the logo
// through POST|DELETE /api/employers/{id}/logo. Only the own employer (or staff) is reachable.
// The profile itself comes from the dashboard's loader (load context `ownEmployerProfile`).

export const EMPLOYER_PROFILE_FORM_ID = "employer-profile";
export const EMPLOYER_LOGO_FORM_ID = "employer-logo";

/** Field errors land under EMPLOYER_PROFILE_FORM_ID; the caller shows the toasts of docs/product.md "Texts and messages". */
export function updateEmployer(id: number, values: UpdateEmployerRequest) {
  return api.put("/api/employers/:id", {
    params: { id },
    body: values,
    form: EMPLOYER_PROFILE_FORM_ID,
    toast: false,
  });
}

/** multipart/form-data with the one file field `logo`; the server checks type and size by content. */
export function uploadLogo(id: number, file: File) {
  const body = new FormData();
  body.append("logo", file);
  return api.post("/api/employers/:id/logo", {
    params: { id },
    body,
    form: EMPLOYER_LOGO_FORM_ID,
    toast: false,
  });
}

export function deleteLogo(id: number) {
  return api.delete("/api/employers/:id/logo", {
    params: { id },
    form: EMPLOYER_LOGO_FORM_ID,
    toast: false,
  });
}

// The employer's own job ads on the dashboard (docs/product.md "API conventions", ADR 011):
// PUT …/{id}/publish|extend|terminate, POST …/{id}/duplicate, DELETE …/{id}. The list and the
// credits come from the dashboard's loader (load context `ownJobs`, `credits`).

export type JobLifecycleAction = "publish" | "extend" | "terminate";

/**
 * Spends a credit (publish, extend) or ends the ad (terminate). `toast` shows the server's
 * German message as a red toast; a 422 of publish also carries the missing fields.
 */
export function runJobAction(
  id: number,
  action: JobLifecycleAction,
  options: { toast?: boolean } = {},
) {
  return api.put(`/api/job-advertisements/:id/${action}`, {
    params: { id },
    body: {},
    toast: options.toast ?? true,
  });
}

export function duplicateJob(id: number) {
  return api.post("/api/job-advertisements/:id/duplicate", { params: { id }, body: {} });
}

/** DELETE /api/job-advertisements/{id}: only drafts; 204 without a body. */
export async function deleteDraft(id: number): Promise<void> {
  await api.delete("/api/job-advertisements/:id", { params: { id } });
}
