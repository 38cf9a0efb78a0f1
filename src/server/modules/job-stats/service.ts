import { eq } from "drizzle-orm";
import type { Tx } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { jobAdvertisements } from "#server/db/schema.ts";
import { AppError } from "#server/platform/errors.ts";
import { hasEmployerAccess } from "#server/modules/employers/service.ts";
import { getPublicJob, JOB_NOT_FOUND } from "#server/modules/jobs/service.ts";
import { todayIso } from "#shared/format.ts";
import {
  JOB_STATS_DAYS,
  JOB_STATS_RETENTION_MONTHS,
  type JobStats,
  type JobStatsDay,
  type JobStatsFigures,
} from "#shared/schemas/job-stats.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import type { Visit } from "./counter.ts";
import { addApplication, deleteOldStats, selectDays, selectTotals } from "./queries.ts";

export type { Visit } from "./counter.ts";

// What each ad achieved (docs/product.md "Statistics per ad", ADR 060): the reads of the
// dashboard, the click on „Bewerben“, the count of an application and the retention.

/** `iso` (YYYY-MM-DD) moved by whole days or months, as a calendar date. */
function shiftDay(iso: string, { days = 0, months = 0 }: { days?: number; months?: number }) {
  const date = new Date(`${iso}T12:00:00Z`);
  if (months) {
    // The same day of the month, or the month's last day (31 March less a month: 28/29 February).
    const dayOfMonth = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + months);
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
    date.setUTCDate(Math.min(dayOfMonth, last.getUTCDate()));
  }
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const ZERO: JobStatsFigures = { impressions: 0, views: 0, apply_clicks: 0, applications: 0 };

/**
 * GET /api/job-advertisements/{id}/stats: the ad's totals and its last 30 days. The employer's
 * users (the whole team, ADR 058) and staff; another employer's ad answers as an unknown one.
 */
export async function jobStatsOf(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  jobId: number,
  now = new Date(),
): Promise<JobStats> {
  const [job] = await deps.db
    .select({ employer_id: jobAdvertisements.employer_id })
    .from(jobAdvertisements)
    .where(eq(jobAdvertisements.id, jobId));
  if (!job || !hasEmployerAccess(user, job.employer_id)) {
    throw AppError.notFound(JOB_NOT_FOUND, "job.not_found");
  }
  const to = todayIso(now);
  const from = shiftDay(to, { days: -(JOB_STATS_DAYS - 1) });
  const [rows, totals] = await Promise.all([
    selectDays(deps.db, jobId, from),
    selectTotals(deps.db, jobId),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: JobStatsDay[] = [];
  const recent = { ...ZERO };
  for (let i = 0; i < JOB_STATS_DAYS; i += 1) {
    const day = shiftDay(from, { days: i });
    const row = byDay.get(day);
    const figures = {
      impressions: row?.impressions ?? 0,
      views: row?.views ?? 0,
      apply_clicks: row?.apply_clicks ?? 0,
      applications: row?.applications ?? 0,
    };
    for (const key of Object.keys(recent) as (keyof JobStatsFigures)[]) recent[key] += figures[key];
    days.push({ day, ...figures });
  }
  return { job_id: jobId, from, to, totals, recent, days };
}

/**
 * POST /api/job-advertisements/{id}/apply-click: a click on „Bewerben“ of a live ad, counted
 * after the answer. Unknown and ended ads are refused as their page refuses them.
 */
export async function reportApplyClick(
  deps: Pick<Deps, "db" | "search" | "jobStats">,
  jobId: number,
  visit: Visit,
): Promise<void> {
  await getPublicJob(deps, jobId);
  deps.jobStats.applyClick(jobId, visit);
}

/** An application stored (in its transaction): counted exactly, with the application. */
export function countApplication(tx: Tx, jobId: number, at: Date): Promise<void> {
  return addApplication(tx, jobId, todayIso(at));
}

/** The scheduled retention: days older than 13 months, visitor hashes of past days. */
export function deleteExpiredStats(deps: Pick<Deps, "db">, now: Date): Promise<void> {
  const today = todayIso(now);
  return deleteOldStats(deps.db, shiftDay(today, { months: -JOB_STATS_RETENTION_MONTHS }), today);
}
