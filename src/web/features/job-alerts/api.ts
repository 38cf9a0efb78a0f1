import type { UpdateJobAlertRequest } from "#shared/schemas/job-alerts.ts";
import { api } from "#web/lib/api.ts";

// The calls of the pages behind a job alert's mailed links. Each page says what went wrong in
// its own words, so no toast.

export function confirmJobAlert(token: string) {
  return api.post("/api/job-alerts/confirm", { body: { token }, toast: false });
}

export function updateJobAlert(token: string, id: number, body: UpdateJobAlertRequest) {
  return api.patch("/api/job-alerts/manage/:token/:id", {
    params: { token, id },
    body,
    toast: false,
  });
}

export function deleteJobAlert(token: string, id: number) {
  return api.delete("/api/job-alerts/manage/:token/:id", { params: { token, id }, toast: false });
}

export function unsubscribeJobAlert(token: string) {
  return api.post("/api/job-alerts/unsubscribe/:token", { params: { token }, toast: false });
}
