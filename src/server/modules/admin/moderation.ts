import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { applications, employers, jobAdvertisements } from "#server/db/schema.ts";
import { STATUS_FILTERS } from "#server/modules/jobs/service.ts";
import { paginated } from "#server/platform/pagination.ts";
import { assertStaff } from "#server/platform/session.ts";
import {
  ADMIN_JOBS_PAGE_SIZE,
  type AdminJob,
  type AdminJobsQuery,
} from "#shared/schemas/admin-jobs.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { containsPattern } from "./service.ts";

// Ads moderation: every ad of every employer, searchable by title or employer and
// filtered by status; ending one is terminateJobByStaff (jobs/lifecycle.ts).

export async function listAdminJobs(
  deps: Pick<Deps, "db">,
  staff: CurrentUser,
  query: AdminJobsQuery,
): Promise<Paginated<AdminJob>> {
  assertStaff(staff);
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    pattern
      ? sql`(${jobAdvertisements.title} ilike ${pattern} or ${employers.name} ilike ${pattern})`
      : undefined,
    query.status ? STATUS_FILTERS[query.status] : undefined,
    query.employer_id ? eq(jobAdvertisements.employer_id, query.employer_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: jobAdvertisements.id,
        title: jobAdvertisements.title,
        status: jobAdvertisements.status,
        employer_id: employers.id,
        employer_name: employers.name,
        working_time: jobAdvertisements.working_time,
        location: jobAdvertisements.location,
        created_at: jobAdvertisements.created_at,
        published_at: jobAdvertisements.published_at,
        expires_at: jobAdvertisements.expires_at,
        terminated_at: jobAdvertisements.terminated_at,
        termination_reason: jobAdvertisements.termination_reason,
        // Staff see how many applications an ad received, never which (ADR 046).
        application_count: sql<number>`(select count(*)::int from ${applications} where ${applications.job_id} = ${jobAdvertisements.id})`,
      })
      .from(jobAdvertisements)
      .innerJoin(employers, eq(employers.id, jobAdvertisements.employer_id))
      .where(where)
      .orderBy(desc(jobAdvertisements.created_at), desc(jobAdvertisements.id))
      .limit(ADMIN_JOBS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_JOBS_PAGE_SIZE),
    deps.db
      .select({ n: count() })
      .from(jobAdvertisements)
      .innerJoin(employers, eq(employers.id, jobAdvertisements.employer_id))
      .where(where),
  ]);
  const now = new Date();
  return paginated(
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: (row.status === "published" && row.expires_at && row.expires_at <= now
        ? "expired"
        : row.status) as AdminJob["status"],
      employer: { id: row.employer_id, name: row.employer_name },
      working_time: row.working_time,
      location: row.location,
      created_at: row.created_at.toISOString(),
      published_at: row.published_at?.toISOString() ?? null,
      expires_at: row.expires_at?.toISOString() ?? null,
      terminated_at: row.terminated_at?.toISOString() ?? null,
      application_count: Number(row.application_count),
      termination_reason: row.termination_reason,
    })),
    Number(total?.n ?? 0),
    query.page,
    ADMIN_JOBS_PAGE_SIZE,
  );
}
