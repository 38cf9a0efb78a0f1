import type { EmployerProfile, UpdateEmployerRequest } from "#shared/schemas/employers.ts";
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
