import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { jobAdvertisements } from "#server/db/schema.ts";
import { recordAudit } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import { assertEmployerAccess } from "#server/modules/employers/service.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { selectAdvertisements, type AdvertisementWithOwnerColumns } from "./queries.ts";

// The owner's side of an ad, shared by the editor (editor.ts), the lifecycle (lifecycle.ts:
// publish, extend, end, duplicate) and deleting a draft: who may touch an ad, how its owner
// sees it, and its audit entries.

export const JOB_NOT_FOUND = "Diese Stellenanzeige gibt es nicht.";

/** The ad row locked for this transaction, after checking the user may change it. */
export async function lockOwnJob(tx: Tx, user: CurrentUser, id: number) {
  const [job] = await tx
    .select()
    .from(jobAdvertisements)
    .where(eq(jobAdvertisements.id, id))
    .for("update");
  if (!job) throw AppError.notFound(JOB_NOT_FOUND, "job.not_found");
  assertEmployerAccess(user, job.employer_id);
  return job;
}

/** The user's employer that new ads belong to. */
export function ownEmployerId(user: CurrentUser): number {
  const employer = user.employers.data[0];
  if (!employer) {
    throw AppError.forbidden(
      "Zu Ihrem Konto gehört kein Unternehmen, für das Sie Anzeigen anlegen können.",
      "employer.none",
    );
  }
  return employer.id;
}

/** The editor's progress: an ad that was ever published is complete. */
export function progressOf(job: { status: string; editor_step: number }): number {
  return job.status === "draft" ? job.editor_step : 3;
}

export async function getOwnJob(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  id: number,
): Promise<OwnJobAdvertisement> {
  const job = await selectOwnJob(deps, id);
  if (!job) throw AppError.notFound(JOB_NOT_FOUND, "job.not_found");
  assertEmployerAccess(user, job.employer.id);
  return job;
}

/** The owner's view of one ad, or null. */
export async function selectOwnJob(
  deps: Pick<Deps, "db">,
  id: number,
): Promise<OwnJobAdvertisement | null> {
  const [row] = await selectAdvertisements(deps.db, eq(jobAdvertisements.id, id), { limit: 1 });
  return row ? toOwnJob(row, new Date()) : null;
}

/** Status shows an ad past its end as expired at once, before the expiry run marks it. */
function toOwnJob(row: AdvertisementWithOwnerColumns, now: Date): OwnJobAdvertisement {
  const job = row.advertisement;
  const expired =
    job.status === "published" && job.expires_at !== null && new Date(job.expires_at) <= now;
  return {
    ...job,
    status: expired ? "expired" : job.status,
    editor_step: progressOf({ status: job.status, editor_step: row.editor_step }),
    image_id: row.image_id,
    termination_reason: row.termination_reason,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    application_count: row.application_count,
    unseen_application_count: row.unseen_application_count,
    stats: row.stats,
  };
}

/** An entry in the ad's audit trail (the ad's employer, the acting user). */
export async function auditJob(
  tx: Tx,
  user: CurrentUser,
  job: { id: number; employer_id: number },
  action: string,
  changes: Record<string, unknown> = {},
) {
  await recordAudit(tx, {
    actor: user,
    employerId: job.employer_id,
    subject: { type: "job_advertisement", id: job.id },
    action,
    changes,
  });
}

/** The statuses as the owner sees them: a published ad past its end counts as expired. */
export const STATUS_FILTERS: Record<string, SQL> = {
  draft: eq(jobAdvertisements.status, "draft"),
  published: and(
    eq(jobAdvertisements.status, "published"),
    sql`${jobAdvertisements.expires_at} > now()`,
  )!,
  expired: sql`(${jobAdvertisements.status} = 'expired' or (${jobAdvertisements.status} = 'published' and ${jobAdvertisements.expires_at} <= now()))`,
  terminated: eq(jobAdvertisements.status, "terminated"),
};

/**
 * GET /api/job-advertisements?mine=1: the employer's ads in every status, newest change first.
 * One query for the page of ads (with their employer and images) and one for their sectors.
 */
export async function listOwnJobs(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  query: { status?: string; page: number; page_size: number },
): Promise<Paginated<OwnJobAdvertisement>> {
  const employerId = ownEmployerId(user);
  const where = and(
    eq(jobAdvertisements.employer_id, employerId),
    query.status ? STATUS_FILTERS[query.status] : undefined,
  )!;
  const [[total], rows] = await Promise.all([
    deps.db.select({ n: count() }).from(jobAdvertisements).where(where),
    selectAdvertisements(deps.db, where, {
      orderBy: [desc(jobAdvertisements.updated_at), desc(jobAdvertisements.id)],
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    }),
  ]);
  const now = new Date();
  const data = rows.map((row) => toOwnJob(row, now));
  const n = Number(total?.n ?? 0);
  return {
    data,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(n / query.page_size)),
    per_page: query.page_size,
    total: n,
  };
}
