import { eq } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { jobAdvertisements } from "#server/db/schema.ts";
import { AppError } from "#server/platform/errors.ts";
import { hasEmployerAccess } from "#server/modules/employers/service.ts";
import { publishEmployerUpdated } from "#server/modules/realtime/service.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { auditJob, JOB_NOT_FOUND } from "./own-jobs.ts";

const ONLY_DRAFTS_MESSAGE =
  "Nur Entwürfe können gelöscht werden. Eine laufende Anzeige können Sie vorzeitig beenden.";

/**
 * DELETE /api/job-advertisements/{id}: a draft goes for good. Only drafts: an ad
 * that was ever published stays for its invoices, its credit and the seekers' links (ADR 014).
 * Another employer's ad answers as an unknown one (404), so ids of others cannot be probed.
 * The sectors and expiry notices go with the row (ON DELETE CASCADE); its header image is then
 * unused and removed by the sweep for unused images (unused-images.ts), like any picture no ad
 * points to. The audit entry keeps the title, since the ad it names is gone.
 */
export async function deleteDraft(
  deps: Pick<Deps, "db" | "realtime">,
  user: CurrentUser,
  id: number,
): Promise<void> {
  const employerId = await deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobAdvertisements)
      .where(eq(jobAdvertisements.id, id))
      .for("update");
    if (!job || !hasEmployerAccess(user, job.employer_id)) {
      throw AppError.notFound(JOB_NOT_FOUND, "job.not_found");
    }
    if (job.status !== "draft") throw AppError.of("job.not_a_draft", ONLY_DRAFTS_MESSAGE);
    await tx.delete(jobAdvertisements).where(eq(jobAdvertisements.id, id));
    await auditJob(tx, user, job, "job.draft_deleted", { title: job.title });
    return job.employer_id;
  });
  await publishEmployerUpdated(deps, employerId);
}
