import { and, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import type { Db } from "#server/db/client.ts";
import {
  applicationFiles,
  applications,
  jobAdvertisements,
  notifications,
} from "#server/db/schema.ts";
import type { ScheduledTask } from "#server/platform/scheduler.ts";
import { APPLICATION_RECEIVED } from "./employer-notice.ts";
import { applicationStorage } from "./files.ts";

const DAY_MS = 86_400_000;
/** Applications deleted per transaction; a run goes on until none is due. */
const BATCH = 200;
/** A file without a row is left this long: its application may be committing right now. */
const ORPHAN_AGE_MS = DAY_MS;

/**
 * When an application goes at the latest if nothing else happens first (ADR 046): the
 * retention period after its final status or its ad's end (terminated, or the expiry date),
 * whichever comes first; null while none of them is known.
 */
export function deleteAfter(
  retentionDays: number,
  dates: { final_at: Date | null; terminated_at: Date | null; expires_at: Date | null },
): Date | null {
  const from = [dates.final_at, dates.terminated_at, dates.expires_at].filter(
    (date): date is Date => date !== null,
  );
  if (from.length === 0) return null;
  const first = Math.min(...from.map((date) => date.getTime()));
  return new Date(first + retentionDays * DAY_MS);
}

/** The scheduled work of the applications (module.ts `tasks`): retention, hourly. */
export const retentionTasks = (deps: Pick<Deps, "db" | "config">): ScheduledTask[] => [
  {
    name: "application-retention",
    everyMs: 60 * 60 * 1000,
    run: (now) => runApplicationRetention(deps, now).then(() => undefined),
  },
];

/**
 * Deletes the applications past their retention period with their files, then the files
 * nothing refers to any more. Each batch claims its rows with FOR UPDATE SKIP LOCKED and
 * deletes them (DELETE … RETURNING) in one transaction, so with several processes every
 * application is deleted by exactly one of them; the files go after the commit.
 */
export async function runApplicationRetention(
  deps: Pick<Deps, "db" | "config">,
  now: Date,
): Promise<{ deleted: number; orphans: number }> {
  const cutoff = new Date(now.getTime() - deps.config.applicationRetentionDays * DAY_MS);
  const storage = applicationStorage(deps.config);
  let deleted = 0;
  for (;;) {
    const gone = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(jobAdvertisements, eq(jobAdvertisements.id, applications.job_id))
        .where(
          or(
            and(isNotNull(applications.final_at), lt(applications.final_at, cutoff)),
            and(
              isNotNull(jobAdvertisements.terminated_at),
              lt(jobAdvertisements.terminated_at, cutoff),
            ),
            and(isNotNull(jobAdvertisements.expires_at), lt(jobAdvertisements.expires_at, cutoff)),
          ),
        )
        .limit(BATCH)
        .for("update", { of: applications, skipLocked: true });
      return deleteApplications(
        tx,
        due.map((row) => row.id),
      );
    });
    await storage.remove(gone.keys);
    deleted += gone.ids.length;
    if (gone.ids.length < BATCH) break;
  }
  return { deleted, orphans: await sweepOrphans(deps, now) };
}

/** Files older than a day without a row: left by a crash between writing a file and its row. */
async function sweepOrphans(deps: Pick<Deps, "db" | "config">, now: Date): Promise<number> {
  const storage = applicationStorage(deps.config);
  const old = (await storage.list())
    .filter((file) => file.modified.getTime() < now.getTime() - ORPHAN_AGE_MS)
    .map((file) => file.key);
  let removed = 0;
  for (let i = 0; i < old.length; i += BATCH) {
    const chunk = old.slice(i, i + BATCH);
    const known = await deps.db
      .select({ key: applicationFiles.storage_key })
      .from(applicationFiles)
      .where(inArray(applicationFiles.storage_key, chunk));
    const kept = new Set(known.map((row) => row.key));
    const orphans = chunk.filter((key) => !kept.has(key));
    await storage.remove(orphans);
    removed += orphans.length;
  }
  return removed;
}

/**
 * Deletes applications with their files' rows and the notifications that name them, in the
 * caller's transaction; answers the storage keys to remove once it is committed. Shared by the
 * withdrawal and the retention task.
 */
export async function deleteApplications(
  tx: Db,
  ids: number[],
): Promise<{ ids: number[]; keys: string[]; employerIds: number[] }> {
  if (ids.length === 0) return { ids: [], keys: [], employerIds: [] };
  const files = await tx
    .delete(applicationFiles)
    .where(inArray(applicationFiles.application_id, ids))
    .returning({ key: applicationFiles.storage_key });
  const rows = await tx
    .delete(applications)
    .where(inArray(applications.id, ids))
    .returning({ id: applications.id, employer_id: applications.employer_id });
  // The notification names the applicant: it goes with the application.
  await tx.delete(notifications).where(
    and(
      eq(notifications.type, APPLICATION_RECEIVED),
      inArray(
        sql`${notifications.data}->>'application_id'`,
        rows.map((row) => String(row.id)),
      ),
    ),
  );
  return {
    ids: rows.map((row) => row.id),
    keys: files.map((file) => file.key),
    employerIds: [...new Set(rows.map((row) => row.employer_id))],
  };
}
