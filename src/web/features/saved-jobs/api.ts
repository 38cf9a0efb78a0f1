import type { EndedJob, JobsByIds, JobSummary } from "#shared/schemas/jobs.ts";
import { api, type CallOptions } from "#web/lib/api.ts";

export type SavedEntry = JobSummary | EndedJob;

export const isEnded = (entry: SavedEntry): entry is EndedJob =>
  "status" in entry && entry.status === "ended";

/** The saved ads by id: a card each while public, else `{ id, status: "ended" }`. */
export async function fetchSavedJobs(
  ids: readonly number[],
  options: CallOptions = {},
): Promise<SavedEntry[]> {
  const answer = await api.get("/api/job-advertisements", {
    query: { ids: ids.join(",") },
    ...options,
  });
  // The route answers this shape to `ids` alone, which is all this call sends.
  return (answer as JobsByIds).data;
}
