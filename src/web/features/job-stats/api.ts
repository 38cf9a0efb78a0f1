import { api } from "#web/lib/api.ts";

/** GET /api/job-advertisements/{id}/stats: the ad's totals and its last 30 days (ADR 060). */
export async function fetchJobStats(id: number, signal: AbortSignal) {
  const { data } = await api.get("/api/job-advertisements/:id/stats", {
    params: { id },
    signal,
  });
  return data;
}
