import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { applicationFiles, applications, employers, jobAdvertisements } from "#server/db/schema.ts";
import { diffFields, recordAudit, type AuditEntry } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import { JOB_NOT_FOUND } from "#server/modules/jobs/service.ts";
import {
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  DEFAULT_REJECTION_TEMPLATE,
  FINAL_APPLICATION_STATUSES,
  REJECTION_PLACEHOLDERS,
  type ApplicationCounts,
  type ApplicationDetail,
  type ApplicationFile,
  type ApplicationList,
  type ApplicationStatus,
  type ApplicationSummary,
  type RejectionTemplate,
  type UpdateApplicationStatusRequest,
} from "#shared/schemas/applications.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { storedLocale } from "#shared/locales.ts";
import { deleteAfter } from "./retention.ts";
import { REJECTION_MAIL } from "./rejection-mail.ts";

// The employer's inbox (docs/product.md "Applications on the platform", ADR 046): the list per
// employer and per ad, the detail, the status with the optional Absage mail, the Absage text.
// Only the employer's own users see contents; staff see counts (backoffice) and reach contents
// only by impersonating the employer, which the audit trail notes.

const APPLICATION_NOT_FOUND = "Diese Bewerbung gibt es nicht (mehr).";
const STAFF_NO_CONTENTS =
  "Bewerbungen sieht nur das Unternehmen selbst. Übernehmen Sie das Konto, um sie einzusehen – das wird im Protokoll vermerkt.";
const EMPLOYER_FORBIDDEN = "Sie haben keinen Zugriff auf dieses Unternehmen.";
const MAIL_ONLY_WITH_ABSAGE =
  "Die Absage-E-Mail kann nur zusammen mit dem Status „Absage“ gesendet werden.";
const REJECTION_ALREADY_MAILED =
  "Die Absage-E-Mail wurde für diese Bewerbung bereits gesendet; sie geht nur einmal hinaus.";
const UNKNOWN_PLACEHOLDER = (names: string[]) =>
  `${names.length === 1 ? "Den Platzhalter" : "Die Platzhalter"} ${names.join(", ")} gibt es nicht. Möglich sind ${REJECTION_PLACEHOLDERS.join(", ")}.`;

/**
 * Whether `user` may read the contents of `employerId`'s applications: its own users, and
 * staff only while impersonating it (audited) — not a staff account that is also one of the
 * employer's users.
 */
export function mayReadApplications(user: CurrentUser, employerId: number): boolean {
  if (user.is_admin && !user.impersonator) return false;
  return user.employers.data.some((e) => e.id === employerId);
}

/**
 * Contents only for the employer's own users (an impersonating staff member is one for the
 * time being). Staff are told how to get there; anyone else learns nothing beyond `foreign`.
 */
export function assertApplicationAccess(
  user: CurrentUser,
  employerId: number,
  foreign: () => AppError,
): void {
  if (mayReadApplications(user, employerId)) return;
  if (user.is_admin) throw AppError.forbidden(STAFF_NO_CONTENTS, "application.staff_forbidden");
  throw foreign();
}

const employerForbidden = () => AppError.forbidden(EMPLOYER_FORBIDDEN, "employer.forbidden");
// Another employer's application answers as an unknown one: its existence is theirs too.
const applicationNotFound = () => AppError.notFound(APPLICATION_NOT_FOUND, "application.not_found");

const fileCount = sql<number>`(select count(*)::int from ${applicationFiles} where ${applicationFiles.application_id} = ${applications.id})`;

const summaryColumns = {
  id: applications.id,
  employer_id: applications.employer_id,
  job_id: applications.job_id,
  job_title: sql<string>`coalesce(${jobAdvertisements.title}, '')`,
  name: applications.name,
  email: applications.email,
  status: applications.status,
  seen_at: applications.seen_at,
  file_count: fileCount,
  created_at: applications.created_at,
  locale: applications.locale,
};

type SummaryRow = {
  id: number;
  job_id: number;
  job_title: string;
  name: string;
  email: string;
  status: string;
  seen_at: Date | null;
  file_count: number;
  created_at: Date;
  locale: string;
};

function toSummary(row: SummaryRow): ApplicationSummary {
  return {
    id: row.id,
    job: { id: row.job_id, title: row.job_title },
    name: row.name,
    email: row.email,
    status: row.status as ApplicationStatus,
    seen: row.seen_at !== null,
    file_count: Number(row.file_count),
    created_at: row.created_at.toISOString(),
    locale: storedLocale(row.locale),
  };
}

/** Totals over the whole scope (every status), whatever the list is filtered by. */
async function countsOf(db: Db, scope: SQL): Promise<ApplicationCounts> {
  const rows = await db
    .select({
      status: applications.status,
      n: sql<number>`count(*)::int`,
      unseen: sql<number>`(count(*) filter (where ${applications.seen_at} is null))::int`,
    })
    .from(applications)
    .where(scope)
    .groupBy(applications.status);
  const by_status = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  let total = 0;
  let unseen = 0;
  for (const row of rows) {
    by_status[row.status as ApplicationStatus] = Number(row.n);
    total += Number(row.n);
    unseen += Number(row.unseen);
  }
  return { total, unseen, by_status };
}

async function listIn(
  db: Db,
  scope: SQL,
  query: { status?: ApplicationStatus; page: number },
): Promise<ApplicationList> {
  const where = and(scope, query.status ? eq(applications.status, query.status) : undefined)!;
  const [counts, rows] = await Promise.all([
    countsOf(db, scope),
    db
      .select(summaryColumns)
      .from(applications)
      .innerJoin(jobAdvertisements, eq(jobAdvertisements.id, applications.job_id))
      .where(where)
      .orderBy(desc(applications.created_at), desc(applications.id))
      .limit(APPLICATIONS_PAGE_SIZE)
      .offset((query.page - 1) * APPLICATIONS_PAGE_SIZE),
  ]);
  const total = query.status ? counts.by_status[query.status] : counts.total;
  return {
    data: rows.map(toSummary),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE)),
    per_page: APPLICATIONS_PAGE_SIZE,
    total,
    counts,
  };
}

export interface InboxQuery {
  status?: ApplicationStatus;
  page: number;
}

/** GET /api/employers/{id}/applications: every application to the employer's ads. */
export async function listEmployerApplications(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  employerId: number,
  query: InboxQuery,
): Promise<ApplicationList> {
  assertApplicationAccess(user, employerId, employerForbidden);
  const list = await listIn(deps.db, eq(applications.employer_id, employerId), query);
  await auditStaffList(deps.db, user, employerId, { type: "employer", id: employerId }, list);
  return list;
}

/** GET /api/job-advertisements/{id}/applications: the applications to one own ad. */
export async function listJobApplications(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  jobId: number,
  query: InboxQuery,
): Promise<ApplicationList> {
  const [job] = await deps.db
    .select({ employer_id: jobAdvertisements.employer_id })
    .from(jobAdvertisements)
    .where(eq(jobAdvertisements.id, jobId));
  if (!job) throw AppError.notFound(JOB_NOT_FOUND, "job.not_found");
  assertApplicationAccess(user, job.employer_id, employerForbidden);
  const list = await listIn(deps.db, eq(applications.job_id, jobId), query);
  const subject = { type: "job_advertisement", id: jobId } as const;
  await auditStaffList(deps.db, user, job.employer_id, subject, list);
  return list;
}

const detailColumns = {
  ...summaryColumns,
  phone: applications.phone,
  message: applications.message,
  status_changed_at: applications.status_changed_at,
  rejection_mailed_at: applications.rejection_mailed_at,
  final_at: applications.final_at,
  job_expires_at: jobAdvertisements.expires_at,
  job_terminated_at: jobAdvertisements.terminated_at,
};
type DetailRow = SummaryRow & {
  employer_id: number;
  phone: string | null;
  message: string | null;
  status_changed_at: Date | null;
  rejection_mailed_at: Date | null;
  final_at: Date | null;
  job_expires_at: Date | null;
  job_terminated_at: Date | null;
};

async function selectDetailRow(db: Db, id: number): Promise<DetailRow | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(applications)
    .innerJoin(jobAdvertisements, eq(jobAdvertisements.id, applications.job_id))
    .where(eq(applications.id, id));
  return row;
}

async function filesOf(db: Db, applicationId: number): Promise<ApplicationFile[]> {
  const rows = await db
    .select({
      id: applicationFiles.id,
      kind: applicationFiles.kind,
      file_name: applicationFiles.file_name,
      content_type: applicationFiles.content_type,
      size_bytes: applicationFiles.size_bytes,
    })
    .from(applicationFiles)
    .where(eq(applicationFiles.application_id, applicationId))
    // The CV first, then the attachments in the order they were sent.
    .orderBy(
      sql`${applicationFiles.kind} = 'cv' desc`,
      asc(applicationFiles.position),
      asc(applicationFiles.id),
    );
  return rows.map((r) => ({ ...r, kind: r.kind as ApplicationFile["kind"] }));
}

function toDetail(
  row: DetailRow,
  files: ApplicationFile[],
  retentionDays: number,
): ApplicationDetail {
  return {
    ...toSummary(row),
    phone: row.phone,
    message: row.message,
    files,
    status_changed_at: row.status_changed_at?.toISOString() ?? null,
    rejection_mailed_at: row.rejection_mailed_at?.toISOString() ?? null,
    delete_after:
      deleteAfter(retentionDays, {
        final_at: row.final_at,
        terminated_at: row.job_terminated_at,
        expires_at: row.job_expires_at,
      })?.toISOString() ?? null,
  };
}

/**
 * Staff at work in the employer's account (impersonating): every read of an application's
 * contents and every change in the inbox goes into the employer's audit trail, with the
 * applications' numbers only, since any staff member reads the trail. The employer's own users
 * handle their applications unnoted.
 */
async function auditImpersonated(
  db: Pick<Db, "insert">,
  user: CurrentUser,
  employerId: number,
  entry: Pick<AuditEntry, "subject" | "action" | "changes">,
): Promise<void> {
  if (!user.impersonator) return;
  await recordAudit(db, { actor: user, employerId, ...entry });
}

/** An application's contents read by staff while impersonating. */
export const auditStaffRead = (
  db: Db,
  user: CurrentUser,
  application: { id: number; employer_id: number },
  action: "application.viewed" | "application.file_downloaded",
): Promise<void> =>
  auditImpersonated(db, user, application.employer_id, {
    subject: { type: "application", id: application.id },
    action,
  });

/** A page of the list read by staff while impersonating: which applications it showed. */
async function auditStaffList(
  db: Db,
  user: CurrentUser,
  employerId: number,
  subject: AuditEntry["subject"],
  list: ApplicationList,
): Promise<void> {
  // A page without applications showed no applicant, only counts.
  if (list.data.length === 0) return;
  await auditImpersonated(db, user, employerId, {
    subject,
    action: "applications.listed",
    changes: { application_ids: list.data.map((a) => a.id) },
  });
}

/**
 * GET /api/applications/{id}: the detail with its files. The first time one of the employer's
 * own users opens it, it counts as seen (the badge); staff looking in while impersonating leave
 * it new, as the employer has not seen it yet.
 */
export async function getApplication(
  deps: Pick<Deps, "db" | "config">,
  user: CurrentUser,
  id: number,
): Promise<ApplicationDetail> {
  const row = await selectDetailRow(deps.db, id);
  if (!row) throw applicationNotFound();
  assertApplicationAccess(user, row.employer_id, applicationNotFound);
  if (row.seen_at === null && !user.impersonator) {
    const [seen] = await deps.db
      .update(applications)
      .set({ seen_at: new Date() })
      .where(and(eq(applications.id, id), isNull(applications.seen_at)))
      .returning({ seen_at: applications.seen_at });
    row.seen_at = seen?.seen_at ?? new Date();
  }
  await auditStaffRead(deps.db, user, row, "application.viewed");
  return toDetail(row, await filesOf(deps.db, id), deps.config.applicationRetentionDays);
}

const STATUS_MESSAGES: Record<ApplicationStatus, string> = {
  neu: "Die Bewerbung ist wieder als „Neu“ markiert.",
  in_pruefung: "Die Bewerbung ist jetzt „In Prüfung“.",
  gespraech: "Die Bewerbung ist jetzt bei „Gespräch“.",
  zusage: "Die Bewerbung hat jetzt den Status „Zusage“.",
  absage: "Die Bewerbung hat jetzt den Status „Absage“.",
};

/**
 * PUT /api/applications/{id}/status: any status to any other (a mistaken click can be taken
 * back). `final_at` starts the retention period when a final status is set and is cleared
 * when the application is open again. The Absage mail goes out at most once: its time is
 * stored with the outbox row in one transaction.
 */
export async function updateApplicationStatus(
  deps: Pick<Deps, "db" | "config" | "outbox">,
  user: CurrentUser,
  id: number,
  input: UpdateApplicationStatusRequest,
): Promise<{ data: ApplicationDetail; message: string }> {
  const sendMail = input.send_mail === true;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        employer_id: applications.employer_id,
        status: applications.status,
        final_at: applications.final_at,
        rejection_mailed_at: applications.rejection_mailed_at,
      })
      .from(applications)
      .where(eq(applications.id, id))
      .for("update");
    if (!row) throw applicationNotFound();
    assertApplicationAccess(user, row.employer_id, applicationNotFound);
    if (sendMail && input.status !== "absage") {
      throw AppError.validation({ send_mail: [MAIL_ONLY_WITH_ABSAGE] });
    }
    if (sendMail && row.rejection_mailed_at) {
      throw AppError.of("application.rejection_mailed", REJECTION_ALREADY_MAILED);
    }
    const now = new Date();
    const changed = row.status !== input.status;
    const final = FINAL_APPLICATION_STATUSES.includes(input.status);
    await tx
      .update(applications)
      .set({
        status: input.status,
        ...(changed ? { status_changed_at: now } : {}),
        // A new decision starts the period afresh; the same status again keeps it.
        final_at: final ? (changed || !row.final_at ? now : row.final_at) : null,
        ...(sendMail ? { rejection_mailed_at: now } : {}),
      })
      .where(eq(applications.id, id));
    if (sendMail) await deps.outbox.add(REJECTION_MAIL, { id }, tx);
    if (changed || sendMail) {
      await auditImpersonated(tx, user, row.employer_id, {
        subject: { type: "application", id },
        action: "application.status_changed",
        changes: {
          ...(changed ? { status: [row.status, input.status] } : {}),
          ...(sendMail ? { rejection_mail: true } : {}),
        },
      });
    }
  });
  const row = (await selectDetailRow(deps.db, id))!;
  return {
    data: toDetail(row, await filesOf(deps.db, id), deps.config.applicationRetentionDays),
    message: sendMail
      ? `${STATUS_MESSAGES[input.status]} Die Absage-E-Mail wird gesendet.`
      : STATUS_MESSAGES[input.status],
  };
}

/**
 * The employer row for the Absage text (404 unknown), after assertApplicationAccess: the text
 * is part of the inbox, so staff read and change it only while impersonating (audited), as
 * they reach the applications.
 */
async function templateEmployer(db: Db, employerId: number, forUpdate = false) {
  const query = db
    .select({ rejection_template: employers.rejection_template, deleted_at: employers.deleted_at })
    .from(employers)
    .where(eq(employers.id, employerId));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row)
    throw AppError.notFound("Dieses Unternehmen wurde nicht gefunden.", "employer.not_found");
  return row;
}

function templateView(stored: string | null): RejectionTemplate {
  return stored
    ? { rejection_template: stored, is_default: false }
    : { rejection_template: DEFAULT_REJECTION_TEMPLATE, is_default: true };
}

/** GET /api/employers/{id}/rejection-template. */
export async function getRejectionTemplate(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  employerId: number,
): Promise<RejectionTemplate> {
  assertApplicationAccess(user, employerId, employerForbidden);
  const row = await templateEmployer(deps.db, employerId);
  return templateView(row.rejection_template);
}

/**
 * PUT /api/employers/{id}/rejection-template: the employer's own text, or back to the standard
 * text with null or "" (also when the text equals the standard text, so later improvements
 * of the standard text reach it). A placeholder we do not know would reach the applicant as
 * it is, so it is refused.
 */
export async function putRejectionTemplate(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  employerId: number,
  text: string | null,
): Promise<{ data: RejectionTemplate; message: string }> {
  assertApplicationAccess(user, employerId, employerForbidden);
  const value = text && text !== DEFAULT_REJECTION_TEMPLATE ? text.replace(/\r\n?/g, "\n") : null;
  if (value) {
    const known = new Set<string>(REJECTION_PLACEHOLDERS);
    const unknown = [...new Set(value.match(/\{[^{}\s]{1,40}\}/g) ?? [])].filter(
      (p) => !known.has(p),
    );
    if (unknown.length)
      throw AppError.validation({ rejection_template: [UNKNOWN_PLACEHOLDER(unknown)] });
  }
  await deps.db.transaction(async (tx) => {
    const row = await templateEmployer(tx, employerId, true);
    if (row.deleted_at) {
      throw AppError.of(
        "employer.deleted",
        "Dieses Konto wurde gelöscht; es kann nicht mehr geändert werden.",
      );
    }
    await tx
      .update(employers)
      .set({ rejection_template: value, updated_at: new Date() })
      .where(eq(employers.id, employerId));
    const changes = diffFields(
      { rejection_template: row.rejection_template },
      { rejection_template: value },
    );
    if (Object.keys(changes).length) {
      await auditImpersonated(tx, user, employerId, {
        subject: { type: "employer", id: employerId },
        action: "rejection_template.updated",
        changes,
      });
    }
  });
  return {
    data: templateView(value),
    message: value
      ? "Ihr Text für die Absage-E-Mail ist gespeichert."
      : "Für die Absage-E-Mail gilt wieder der Standardtext.",
  };
}
