import { eq } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { publishEmployerUpdated, publishNotifications } from "#server/modules/realtime/service.ts";
import { notifyEmployerUsers } from "#server/modules/notifications/service.ts";
import { jobAdvertisementSectors, jobAdvertisements } from "#server/db/schema.ts";
import { takeCredit } from "#server/modules/credits/service.ts";
import { AppError, type FieldErrors } from "#server/platform/errors.ts";
import { assertStaff } from "#server/platform/session.ts";
import { richTextLength } from "#server/platform/rich-text.ts";
import { JOB_LIMITS, type OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { OWNER_BUYS_CREDITS } from "#shared/team-messages.ts";
import type { Tx } from "#server/db/client.ts";
import { auditJob, lockOwnJob, selectOwnJob } from "./own-jobs.ts";

// Publish, extend, terminate, duplicate (docs/product.md). Money-like state (credits)
// changes only inside the transaction that holds the ad's row lock (docs/ARCHITECTURE.md).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Out of credits: the owner is told to buy a package, a member who buys them (ADR 061). */
function noCredit(user: CurrentUser, employerId: number): AppError {
  const role = user.employers.data.find((e) => e.id === employerId)?.role;
  return AppError.of(
    "credits.none_left",
    role === "member"
      ? `Sie haben kein Anzeigen-Guthaben mehr. ${OWNER_BUYS_CREDITS}`
      : "Sie haben kein Anzeigen-Guthaben mehr. Buchen Sie ein Paket, um die Anzeige zu veröffentlichen.",
  );
}
const UNVERIFIED_MESSAGE =
  "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Den Link dafür haben wir Ihnen per E-Mail geschickt.";

/** What an ad still lacks before it can be published (field → German message). */
async function missingForPublication(
  tx: Pick<Tx, "select">,
  job: typeof jobAdvertisements.$inferSelect,
): Promise<FieldErrors> {
  const missing: FieldErrors = {};
  const [sector] = await tx
    .select({ id: jobAdvertisementSectors.sector_id })
    .from(jobAdvertisementSectors)
    .where(eq(jobAdvertisementSectors.job_advertisement_id, job.id))
    .limit(1);
  if (job.title.trim().length < JOB_LIMITS.titleMin) missing.title = ["Der Stellentitel fehlt."];
  if (!sector) missing.sectors = ["Die Branche fehlt."];
  if (!job.working_time) missing.working_time = ["Die Anstellungsart fehlt."];
  // Step 1 asks for the season of Saisonarbeit; drafts saved before that rule may lack it.
  if (job.working_time === "Saisonarbeit" && (!job.season_start || !job.season_end)) {
    missing.season_start = [
      "Die Saison fehlt: Bitte geben Sie in den Basisdaten an, wann sie beginnt und endet.",
    ];
  }
  if (job.latitude === null || job.longitude === null || !job.location) {
    missing.location = ["Der Arbeitsort fehlt."];
  }
  if (richTextLength(job.description) < JOB_LIMITS.descriptionVisibleMin) {
    missing.description = ["Die Beschreibung der Stelle fehlt."];
  }
  if (!job.tasks) missing.tasks = ["Die Aufgaben fehlen."];
  if (!job.profile) missing.profile = ["Das Profil fehlt."];
  // The form on the job page (the default) needs no address; the other ways need theirs.
  if (job.application_method === "email" && !job.application_email) {
    missing.application_email = ["Die E-Mail-Adresse für Bewerbungen fehlt."];
  } else if (job.application_method === "url" && !job.application_url) {
    missing.application_url = ["Der Link zum Bewerbungsformular fehlt."];
  }
  return missing;
}

export async function publishJob(
  deps: Pick<Deps, "db" | "realtime">,
  user: CurrentUser,
  id: number,
): Promise<OwnJobAdvertisement> {
  const { employerId, stored } = await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, user, id);
    if (job.status !== "draft") {
      throw job.status === "published"
        ? AppError.of("job.already_published", "Diese Anzeige ist bereits veröffentlicht.")
        : AppError.of(
            "job.published_before",
            "Diese Anzeige wurde schon einmal veröffentlicht. Verlängern oder duplizieren Sie sie.",
          );
    }
    if (!user.email_verified_at) throw AppError.of("auth.email_unverified", UNVERIFIED_MESSAGE);
    const missing = await missingForPublication(tx, job);
    if (Object.keys(missing).length) throw AppError.validation(missing, "job.incomplete");

    const credit = await takeCredit(tx, job.employer_id, {
      jobId: id,
      kind: "publish",
      userId: user.id,
    });
    if (!credit) throw noCredit(user, job.employer_id);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + credit.duration_days * DAY_MS);
    await tx
      .update(jobAdvertisements)
      .set({
        status: "published",
        published_at: now,
        expires_at: expiresAt,
        highlighted: credit.highlighted,
        editor_step: 3,
        updated_at: now,
      })
      .where(eq(jobAdvertisements.id, id));
    await auditJob(tx, user, job, "job.published", {
      credit_id: credit.id,
      plan: credit.plan_name,
      expires_at: expiresAt.toISOString(),
    });
    const stored = await notifyEmployerUsers(tx, job.employer_id, "job.published", {
      job_id: id,
      title: job.title,
      expires_at: expiresAt.toISOString(),
    });
    return { employerId: job.employer_id, stored };
  });
  await publishEmployerUpdated(deps, employerId);
  await publishNotifications(deps, stored);
  return (await selectOwnJob(deps, id))!;
}

/** Adds another credit's duration — to the current end, or to now when the ad has expired. */
export async function extendJob(
  deps: Pick<Deps, "db" | "realtime">,
  user: CurrentUser,
  id: number,
): Promise<OwnJobAdvertisement> {
  const employerId = await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, user, id);
    if (job.status === "draft") {
      throw AppError.of(
        "job.draft_not_extendable",
        "Ein Entwurf kann nicht verlängert werden. Veröffentlichen Sie ihn zuerst.",
      );
    }
    if (job.status === "terminated") {
      throw AppError.of(
        "job.terminated",
        "Eine beendete Anzeige kann nicht verlängert werden. Duplizieren Sie sie.",
      );
    }
    if (!user.email_verified_at) throw AppError.of("auth.email_unverified", UNVERIFIED_MESSAGE);
    const credit = await takeCredit(tx, job.employer_id, {
      jobId: id,
      kind: "extend",
      userId: user.id,
    });
    if (!credit) throw noCredit(user, job.employer_id);
    const now = new Date();
    const base = job.expires_at && job.expires_at > now ? job.expires_at : now;
    const expiresAt = new Date(base.getTime() + credit.duration_days * DAY_MS);
    await tx
      .update(jobAdvertisements)
      .set({
        status: "published",
        expires_at: expiresAt,
        highlighted: job.highlighted || credit.highlighted,
        updated_at: now,
      })
      .where(eq(jobAdvertisements.id, id));
    await auditJob(tx, user, job, "job.extended", {
      credit_id: credit.id,
      expires_at: [job.expires_at?.toISOString() ?? null, expiresAt.toISOString()],
    });
    return job.employer_id;
  });
  await publishEmployerUpdated(deps, employerId);
  return (await selectOwnJob(deps, id))!;
}

/** 409 unless the ad is live (published and not yet expired): only a live ad can be ended. */
function assertLive(job: typeof jobAdvertisements.$inferSelect, now: Date): void {
  if (job.status === "published" && job.expires_at !== null && job.expires_at > now) return;
  throw AppError.of(
    "job.not_live",
    job.status === "draft"
      ? "Ein Entwurf ist nicht veröffentlicht und muss nicht beendet werden."
      : job.status === "terminated"
        ? "Diese Anzeige ist bereits beendet."
        : "Diese Anzeige ist bereits abgelaufen.",
  );
}

/** Ends a live ad early; it leaves the search at once. No credit is refunded. */
export async function terminateJob(
  deps: Pick<Deps, "db" | "realtime">,
  user: CurrentUser,
  id: number,
): Promise<OwnJobAdvertisement> {
  const employerId = await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, user, id);
    const now = new Date();
    assertLive(job, now);
    await tx
      .update(jobAdvertisements)
      .set({ status: "terminated", terminated_at: now, updated_at: now })
      .where(eq(jobAdvertisements.id, id));
    await auditJob(tx, user, job, "job.terminated");
    return job.employer_id;
  });
  await publishEmployerUpdated(deps, employerId);
  return (await selectOwnJob(deps, id))!;
}

/**
 * Moderation: the team ends a live ad and says why. Otherwise it is the employer's
 * terminate — out of the search at once, 410 on its page, no credit back (ADR 014) — plus a
 * stored notification with the reason for every user of the employer, sent live after the
 * commit; the audit trail names the staff member.
 */
export async function terminateJobByStaff(
  deps: Pick<Deps, "db" | "realtime">,
  staff: CurrentUser,
  id: number,
  reason: string,
): Promise<OwnJobAdvertisement> {
  assertStaff(staff);
  const { employerId, stored } = await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, staff, id);
    const now = new Date();
    assertLive(job, now);
    await tx
      .update(jobAdvertisements)
      .set({
        status: "terminated",
        terminated_at: now,
        termination_reason: reason,
        updated_at: now,
      })
      .where(eq(jobAdvertisements.id, id));
    await auditJob(tx, staff, job, "job.terminated_by_staff", { reason });
    const stored = await notifyEmployerUsers(tx, job.employer_id, "job.terminated_by_staff", {
      job_id: id,
      title: job.title,
      reason,
    });
    return { employerId: job.employer_id, stored };
  });
  await publishEmployerUpdated(deps, employerId);
  await publishNotifications(deps, stored);
  return (await selectOwnJob(deps, id))!;
}

/** A new draft with the ad's content (any status), ready to be checked and published. */
export async function duplicateJob(
  deps: Pick<Deps, "db" | "realtime">,
  user: CurrentUser,
  id: number,
): Promise<OwnJobAdvertisement> {
  const { newId, employerId } = await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, user, id);
    const {
      id: _id,
      status: _status,
      published_at: _p,
      expires_at: _e,
      terminated_at: _t,
      termination_reason: _r,
      highlighted: _h,
      created_at: _c,
      updated_at: _u,
      search_vector: _s,
      application_deadline: _d,
      ...content
    } = job;
    const [row] = await tx
      .insert(jobAdvertisements)
      .values({
        ...content,
        status: "draft",
        editor_step: job.status === "draft" ? job.editor_step : 3,
      })
      .returning({ id: jobAdvertisements.id });
    const sectorRows = await tx
      .select({ sector_id: jobAdvertisementSectors.sector_id })
      .from(jobAdvertisementSectors)
      .where(eq(jobAdvertisementSectors.job_advertisement_id, id));
    if (sectorRows.length) {
      await tx
        .insert(jobAdvertisementSectors)
        .values(sectorRows.map((r) => ({ job_advertisement_id: row!.id, sector_id: r.sector_id })));
    }
    await auditJob(tx, user, { id: row!.id, employer_id: job.employer_id }, "job.duplicated", {
      from: id,
    });
    return { newId: row!.id, employerId: job.employer_id };
  });
  await publishEmployerUpdated(deps, employerId);
  return (await selectOwnJob(deps, newId))!;
}
