import type { Paginated } from "#shared/schemas/common.ts";
import type { EmployerProfile, UpdateEmployerRequest } from "#shared/schemas/employers.ts";
import {
  type CreditSummary,
  type OWN_JOB_FILTERS,
  type OwnJobAdvertisement,
} from "#shared/schemas/job-editor.ts";
import { http, request } from "#web/lib/http.ts";

// The employer profile (PRODUCT.md "API details"): GET|PUT /api/employers/{id} and the logo
// through POST|DELETE /api/employers/{id}/logo. Only the own employer (or staff) is reachable.

export const EMPLOYER_PROFILE_FORM_ID = "employer-profile";
export const EMPLOYER_LOGO_FORM_ID = "employer-logo";

interface EmployerAnswer {
  data: EmployerProfile;
  message?: string;
}

export function fetchEmployer(id: number, signal?: AbortSignal): Promise<EmployerAnswer> {
  return http.get<EmployerAnswer>(`/api/employers/${id}`, { signal });
}

/** Field errors land under EMPLOYER_PROFILE_FORM_ID; the caller shows the toasts of SPEC.md §8. */
export function updateEmployer(id: number, values: UpdateEmployerRequest): Promise<EmployerAnswer> {
  return http.put<EmployerAnswer>(`/api/employers/${id}`, values, {
    form: EMPLOYER_PROFILE_FORM_ID,
  });
}

/** multipart/form-data with the one file field `logo`; the server checks type and size by content. */
export function uploadLogo(id: number, file: File): Promise<EmployerAnswer> {
  const body = new FormData();
  body.append("logo", file);
  return http.post<EmployerAnswer>(`/api/employers/${id}/logo`, body, {
    form: EMPLOYER_LOGO_FORM_ID,
  });
}

// An empty JSON object: the JSON content type of SPEC.md §7 with no body is refused.
export function deleteLogo(id: number): Promise<EmployerAnswer> {
  return request<EmployerAnswer>("DELETE", `/api/employers/${id}/logo`, {
    body: {},
    form: EMPLOYER_LOGO_FORM_ID,
  });
}

// The employer's own job ads and credits on the dashboard (PRODUCT.md "API details", ADR 011):
// GET /api/job-advertisements?mine=1, PUT …/{id}/publish|extend|terminate, POST …/{id}/duplicate,
// GET /api/credits. Fetched in the browser: the load context offers no service for them.

export type OwnJobFilter = (typeof OWN_JOB_FILTERS)[number];
export const OWN_JOBS_PAGE_SIZE = 10;

export function fetchOwnJobs(
  options: { status?: OwnJobFilter; page?: number; pageSize?: number },
  signal?: AbortSignal,
): Promise<Paginated<OwnJobAdvertisement>> {
  const query = new URLSearchParams({ mine: "1" });
  if (options.status) query.set("status", options.status);
  query.set("page", String(options.page ?? 1));
  query.set("page_size", String(options.pageSize ?? OWN_JOBS_PAGE_SIZE));
  return http.get<Paginated<OwnJobAdvertisement>>(`/api/job-advertisements?${query}`, { signal });
}

export function fetchCredits(signal?: AbortSignal): Promise<{ data: CreditSummary }> {
  return http.get<{ data: CreditSummary }>("/api/credits", { signal });
}

export type JobLifecycleAction = "publish" | "extend" | "terminate";

/**
 * Spends a credit (publish, extend) or ends the ad (terminate). `globalErrors` shows the
 * server's German message as a red toast; a 422 of publish also carries the missing fields.
 */
export function runJobAction(
  id: number,
  action: JobLifecycleAction,
  options: { globalErrors?: boolean } = {},
): Promise<{ data: OwnJobAdvertisement }> {
  return http.put<{ data: OwnJobAdvertisement }>(
    `/api/job-advertisements/${id}/${action}`,
    {},
    { globalErrors: options.globalErrors ?? true },
  );
}

export function duplicateJob(id: number): Promise<{ data: OwnJobAdvertisement }> {
  return http.post<{ data: OwnJobAdvertisement }>(
    `/api/job-advertisements/${id}/duplicate`,
    {},
    { globalErrors: true },
  );
}

/** DELETE /api/job-advertisements/{id}: only drafts; 204 without a body. */
export async function deleteDraft(id: number): Promise<void> {
  await request<null>("DELETE", `/api/job-advertisements/${id}`, { body: {}, globalErrors: true });
}
