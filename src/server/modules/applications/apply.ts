import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { doAndUndo } from "#server/db/undone-work.ts";
import type { Deps } from "#server/deps.ts";
import { applicationFiles, applications, employers, jobAdvertisements } from "#server/db/schema.ts";
import { notifyEmployerUsers } from "#server/modules/notifications/service.ts";
import {
  publishEmployerUpdated,
  publishNotifications,
  type StoredNotification,
} from "#server/modules/realtime/service.ts";
import { AppError } from "#server/platform/errors.ts";
import {
  clientKey,
  createAttemptLimiter,
  type AttemptLimiter,
} from "#server/platform/rate-limits.ts";
import {
  APPLICATION_LINK_UNKNOWN_MESSAGE,
  APPLICATION_WITHDRAWN_MESSAGE,
  type ApplicationStatus,
  type OwnApplication,
} from "#shared/schemas/applications.ts";
import { AD_TEXT_LOCALES, type AdTranslations } from "#shared/schemas/jobs.ts";
import { APPLICATION_CONFIRMATION_MAIL, APPLICATION_DUPLICATE_MAIL } from "./applicant-mails.ts";
import type { ApplicationForm } from "./apply-form.ts";
import { APPLICATION_RECEIVED, queueEmployerNotices } from "./employer-notice.ts";
import { applicationStorage } from "./files.ts";
import { deleteAfter, deleteApplications } from "./retention.ts";
import { applicationIdOf, verifyApplicationToken } from "./tokens.ts";
import { countApplication } from "#server/modules/job-stats/service.ts";

export interface ApplyLimiters {
  /** Per client (IPv4 address or IPv6 /64): 10 applications an hour, beyond that a 429. */
  perIp: AttemptLimiter;
  /**
   * Per address (mailboxKey): 5 mails to the applicant a day. It bounds the mails, never the
   * applications (ADR 048): refusing them let a stranger lock the address's owner out.
   */
  perAddress: AttemptLimiter;
}

/**
 * The mailbox an address reaches, as the per-address limit counts it: lower case, without a
 * `+tag` in the local part (`name+x@example.org` reaches name@example.org's mailbox at the
 * common providers), and for Gmail without the dots it ignores and under its one domain.
 * Only the limiter's key: the application keeps the address as given.
 */
function mailboxKey(email: string): string {
  const address = email.toLowerCase();
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  // A local part that starts with "+" has no name before the tag to count it under.
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "gmail.com" || domain === "googlemail.com") {
    local = local.replaceAll(".", "") || local;
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

export const createApplyLimiters = (deps: Pick<Deps, "redis">): ApplyLimiters => ({
  perIp: createAttemptLimiter(deps.redis, "application-ip", 10, 60 * 60_000),
  perAddress: createAttemptLimiter(deps.redis, "application-address", 5, 24 * 60 * 60_000),
});

const NOT_OPEN_MESSAGE =
  "Auf diese Stelle kannst du dich nicht (mehr) bewerben: Die Anzeige gibt es nicht oder sie ist beendet.";
const NOT_ON_PLATFORM_MESSAGE =
  "Auf diese Stelle bewirbst du dich direkt beim Arbeitgeber – per E-Mail oder über seine Webseite. Wie genau, steht in der Anzeige unter „Jetzt bewerben“.";

interface OpenJob {
  id: number;
  employer_id: number;
  title: string;
}

/**
 * The ad, when it takes applications on Wurzelwerk now: published, not expired (by the clock,
 * also before the expiry task ran), its employer not deleted. Drafts, ended ads and unknown ids
 * are alike 404; an ad that takes applications by mail or link is a 409 that says where.
 */
export async function openJob(db: Db, id: number, now: Date, forShare = false): Promise<OpenJob> {
  const query = db
    .select({
      id: jobAdvertisements.id,
      employer_id: jobAdvertisements.employer_id,
      title: jobAdvertisements.title,
      status: jobAdvertisements.status,
      expires_at: jobAdvertisements.expires_at,
      application_method: jobAdvertisements.application_method,
      employer_deleted_at: employers.deleted_at,
    })
    .from(jobAdvertisements)
    .innerJoin(employers, eq(employers.id, jobAdvertisements.employer_id))
    .where(eq(jobAdvertisements.id, id));
  const [job] = forShare ? await query.for("share", { of: jobAdvertisements }) : await query;
  if (
    !job ||
    job.status !== "published" ||
    !job.expires_at ||
    job.expires_at <= now ||
    job.employer_deleted_at
  ) {
    throw AppError.notFound(NOT_OPEN_MESSAGE, "job.not_found");
  }
  if (job.application_method !== "wurzelwerk") {
    throw AppError.of("application.not_on_platform", NOT_ON_PLATFORM_MESSAGE);
  }
  return { id: job.id, employer_id: job.employer_id, title: job.title ?? "" };
}

/**
 * POST /api/job-advertisements/{id}/applications (ADR 046), after the form was read and checked:
 * counts the attempt per client (429 beyond it) and per address, writes the files, then stores
 * the application with its files' rows, its mails and the employer's notifications in one
 * transaction. A refusal or failure after the files were written removes them again.
 *
 * One application per address and ad: a second one is not stored, and the answer is the same
 * 201 as for the first — only the address's own inbox learns (a mail with the link to the
 * first), so the form does not tell a stranger who has applied where.
 *
 * Once an address has had its 5 mails of the day, its further applications are still stored
 * and answered with the same 201, and the employer is told as always; the address gets no more
 * mail that day (ADR 048). So the form cannot flood a stranger's mailbox, and nobody can lock
 * an applicant out by using up the count.
 *
 * Returns the live updates for the employer's open dashboards, for the route to send once the
 * answer is out: the answer then waits for the same work whether the address had applied
 * before or not, apart from the rows themselves.
 */
export async function submitApplication(
  deps: Pick<Deps, "db" | "config" | "outbox" | "realtime">,
  limiters: ApplyLimiters,
  ip: string,
  jobId: number,
  form: ApplicationForm,
  now = new Date(),
): Promise<() => Promise<void>> {
  const email = form.fields.email;
  const address = email.toLowerCase();
  const ipWait = await limiters.perIp.reserve(clientKey(ip));
  if (ipWait > 0) throw AppError.tooManyRequests(ipWait * 1000);
  // Reserved atomically like every count: of parallel applications, exactly 5 may mail.
  const mailbox = mailboxKey(email);
  const mailApplicant = (await limiters.perAddress.reserve(mailbox)) === 0;

  const storage = applicationStorage(deps.config);
  const keys: string[] = [];
  let stored: StoredNotification[] = [];
  let employerId: number | null = null;
  try {
    for (const file of form.files) keys.push(await storage.put(file.bytes));
    await deps.db.transaction(async (tx) => {
      const job = await openJob(tx, jobId, now, true);
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`application:${job.id}:${address}`}))`,
      );
      const [earlier] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.job_id, job.id), sql`lower(${applications.email}) = ${address}`))
        .limit(1);
      const store = async (db: Tx) => {
        const [row] = await db
          .insert(applications)
          .values({
            job_id: job.id,
            employer_id: job.employer_id,
            name: form.fields.name,
            email,
            phone: form.fields.phone,
            message: form.fields.message,
            locale: form.fields.locale,
            consented_at: now,
            created_at: now,
          })
          .returning({ id: applications.id });
        const id = row!.id;
        // In the ad's statistics with the application itself: exact (ADR 060).
        await countApplication(db, job.id, now);
        if (form.files.length > 0) {
          await db.insert(applicationFiles).values(
            form.files.map((file, position) => ({
              application_id: id,
              kind: file.kind,
              file_name: file.fileName,
              content_type: file.contentType,
              size_bytes: file.bytes.length,
              storage_key: keys[position]!,
              position,
            })),
          );
        }
        if (mailApplicant) await deps.outbox.add(APPLICATION_CONFIRMATION_MAIL, { id }, db);
        await queueEmployerNotices(db, deps.outbox, job.employer_id, id);
        return notifyEmployerUsers(db, job.employer_id, APPLICATION_RECEIVED, {
          application_id: id,
          job_id: job.id,
          title: job.title,
          name: form.fields.name,
        });
      };
      if (earlier) {
        // Stored and undone at a savepoint: the answer takes the time of a new application.
        await doAndUndo(tx, store);
        if (mailApplicant)
          await deps.outbox.add(APPLICATION_DUPLICATE_MAIL, { id: earlier.id }, tx);
        return;
      }
      stored = await store(tx);
      employerId = job.employer_id;
    });
    // Committed: the rows own the files now.
    if (employerId !== null) keys.length = 0;
  } catch (error) {
    // Refused or failed: no mail went to the address, so none is counted.
    if (mailApplicant) await limiters.perAddress.release(mailbox);
    throw error;
  } finally {
    // Written but not (or no longer) wanted: a refusal, a failure, or a second application.
    await storage.remove(keys);
  }
  const updated = employerId;
  return async () => {
    if (updated === null) return;
    await publishEmployerUpdated(deps, updated);
    await publishNotifications(deps, stored);
  };
}

type ApplicationRow = typeof applications.$inferSelect;

/** The application a link's token names, when the token is its token; null for anything else. */
async function applicationByToken(
  deps: Pick<Deps, "config">,
  db: Db,
  token: string,
  forUpdate = false,
): Promise<ApplicationRow | null> {
  const id = applicationIdOf(token);
  if (id === null) return null;
  const query = db.select().from(applications).where(eq(applications.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row || !verifyApplicationToken(deps.config.appKey, token, row)) return null;
  return row;
}

/**
 * The titles of the ad's translations (ADR 054), left out without one, so a German-only ad's
 * application reads as before.
 */
function titleTranslations(translations: AdTranslations | undefined) {
  const titles = Object.fromEntries(
    AD_TEXT_LOCALES.flatMap((locale) => {
      const title = translations?.[locale]?.title.trim();
      return title ? [[locale, title]] : [];
    }),
  );
  return Object.keys(titles).length ? { title_translations: titles } : {};
}

const unknownLink = () => AppError.of("application.link_unknown", APPLICATION_LINK_UNKNOWN_MESSAGE);

/** GET /api/applications/by-token/{token}: the applicant's own application, as sent. */
export async function ownApplication(
  deps: Pick<Deps, "db" | "config">,
  token: string,
): Promise<OwnApplication> {
  const row = await applicationByToken(deps, deps.db, token);
  if (!row) throw unknownLink();
  const [job] = await deps.db
    .select({
      id: jobAdvertisements.id,
      title: jobAdvertisements.title,
      translations: jobAdvertisements.translations,
      employer_name: employers.name,
      terminated_at: jobAdvertisements.terminated_at,
      expires_at: jobAdvertisements.expires_at,
    })
    .from(jobAdvertisements)
    .innerJoin(employers, eq(employers.id, jobAdvertisements.employer_id))
    .where(eq(jobAdvertisements.id, row.job_id));
  const files = await deps.db
    .select({
      kind: applicationFiles.kind,
      file_name: applicationFiles.file_name,
      content_type: applicationFiles.content_type,
      size_bytes: applicationFiles.size_bytes,
    })
    .from(applicationFiles)
    .where(eq(applicationFiles.application_id, row.id))
    .orderBy(asc(applicationFiles.position), asc(applicationFiles.id));
  const until = deleteAfter(deps.config.applicationRetentionDays, {
    final_at: row.final_at,
    terminated_at: job?.terminated_at ?? null,
    expires_at: job?.expires_at ?? null,
  });
  return {
    job: {
      id: row.job_id,
      title: job?.title ?? "",
      ...titleTranslations(job?.translations),
      employer_name: job?.employer_name ?? "",
    },
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status as ApplicationStatus,
    files: files.map((file) => ({ ...file, kind: file.kind as "cv" | "attachment" })),
    created_at: row.created_at.toISOString(),
    delete_after: until?.toISOString() ?? null,
  };
}

/**
 * DELETE /api/applications/by-token/{token}: withdraws the application — the row, its files'
 * rows and the employer's notifications of it go in one transaction, the files right after.
 */
export async function withdrawApplication(
  deps: Pick<Deps, "db" | "config" | "realtime">,
  token: string,
): Promise<string> {
  const gone = await deps.db.transaction(async (tx) => {
    const row = await applicationByToken(deps, tx, token, true);
    if (!row) throw unknownLink();
    return deleteApplications(tx, [row.id]);
  });
  await applicationStorage(deps.config).remove(gone.keys);
  for (const employerId of gone.employerIds) await publishEmployerUpdated(deps, employerId);
  return APPLICATION_WITHDRAWN_MESSAGE;
}
