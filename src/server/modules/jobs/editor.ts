import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { images, jobAdvertisementSectors, jobAdvertisements, sectors } from "#server/db/schema.ts";
import { diffFields, recordAudit } from "#server/platform/audit.ts";
import { AppError, type FieldErrors } from "#server/platform/errors.ts";
import { storeImageVariants } from "#server/platform/media/images.ts";
import { richTextLength, sanitizeRichText } from "#server/platform/rich-text.ts";
import {
  AD_TEXT_LOCALE_NAMES_DE,
  JOB_LIMITS,
  type OwnJobAdvertisement,
  type Step1Request,
  type Step2Request,
  type Step3Request,
} from "#shared/schemas/job-editor.ts";
import { todayIso } from "#shared/format.ts";
import { AD_TEXT_LOCALES, type AdTranslations, type Image } from "#shared/schemas/jobs.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { auditJob, lockOwnJob, ownEmployerId, progressOf, selectOwnJob } from "./own-jobs.ts";

// The ad editor (docs/product.md "Job ads: fields and editor"; ADR 011): a draft is created empty, then
// saved step by step, each step validating only its fields. Authorization in every function:
// the ad's employer must be one of the user's (or the user is staff).

function requireStepOrder(job: { status: string; editor_step: number }, step: number) {
  const progress = progressOf(job);
  if (progress < step - 1) {
    const missing = ["Basisdaten", "Beschreibung", "Kontakt & Bewerbung"][progress];
    throw AppError.of(
      "job.step_out_of_order",
      `Bitte speichern Sie zuerst den Schritt „${missing}“. Die Schritte werden der Reihe nach ausgefüllt.`,
    );
  }
}

function refuseEnded(job: { status: string }) {
  if (job.status === "terminated") {
    throw AppError.of(
      "job.terminated",
      "Diese Anzeige wurde beendet und kann nicht mehr bearbeitet werden. Duplizieren Sie sie, um sie erneut zu schalten.",
    );
  }
}

export async function createDraft(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
): Promise<OwnJobAdvertisement> {
  const employerId = ownEmployerId(user);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobAdvertisements)
      .values({ employer_id: employerId, status: "draft" })
      .returning({ id: jobAdvertisements.id });
    await recordAudit(tx, {
      actor: user,
      employerId,
      subject: { type: "job_advertisement", id: row!.id },
      action: "job.created",
    });
    return row!.id;
  });
  return (await selectOwnJob(deps, id))!;
}

/**
 * Step 1 (Basisdaten). Once an ad has been published its sectors, job type and place are
 * fixed (ADR 011): they decide which seekers were shown the paid ad; a different job is a new ad.
 */
export async function saveStep1(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  id: number,
  input: Step1Request,
): Promise<OwnJobAdvertisement> {
  const sectorIds = input.sectors;
  const known = await deps.db
    .select({ id: sectors.id })
    .from(sectors)
    .where(inArray(sectors.id, sectorIds));
  if (known.length !== sectorIds.length) {
    throw AppError.validation({
      sectors: ["Mindestens eine der gewählten Branchen gibt es nicht."],
    });
  }
  if (input.starts_at !== null && input.starts_at < todayIso()) {
    throw AppError.validation({
      starts_at: ["Das Eintrittsdatum darf nicht in der Vergangenheit liegen."],
    });
  }

  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, user, id);
    refuseEnded(job);
    requireStepOrder(job, 1);
    const oldSectorIds = (
      await tx
        .select({ id: jobAdvertisementSectors.sector_id })
        .from(jobAdvertisementSectors)
        .where(eq(jobAdvertisementSectors.job_advertisement_id, id))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const newSectorIds = [...sectorIds].sort((a, b) => a - b);
    const fields = {
      title: input.title,
      working_time: input.working_time,
      starts_at: input.starts_at,
      formatted_address: input.location.formatted_address,
      street: input.location.street,
      street_number: input.location.street_number,
      zipcode: input.location.zipcode,
      location: input.location.location,
      state: input.location.state,
      country: input.location.country,
      latitude: input.location.latitude,
      longitude: input.location.longitude,
      season_start: input.season_start,
      season_end: input.season_end,
      hours_per_week: input.hours_per_week,
      accommodation: input.accommodation,
      accommodation_cost_cents: input.accommodation_cost_cents,
      meals: input.meals,
      transport: input.transport,
      fixed_term: input.fixed_term,
      driving_licences: input.driving_licences,
      languages: input.languages,
    };
    const changes = diffFields(
      { ...job, sector_ids: oldSectorIds },
      { ...fields, sector_ids: newSectorIds },
    );

    if (job.status !== "draft") {
      const locked = ["sector_ids", "working_time", "latitude", "longitude", "location"].filter(
        (f) => f in changes,
      );
      if (locked.length) {
        const errors: FieldErrors = {};
        const message =
          "Bei einer veröffentlichten Anzeige können Branchen, Anstellungsart und Arbeitsort nicht mehr geändert werden. Duplizieren Sie die Anzeige für eine neue Stelle.";
        for (const f of locked) {
          const key =
            f === "sector_ids"
              ? "sectors"
              : ["latitude", "longitude", "location"].includes(f)
                ? "location"
                : f;
          errors[key] = [message];
        }
        throw AppError.validation(errors);
      }
    }

    await tx
      .update(jobAdvertisements)
      .set({ ...fields, editor_step: Math.max(job.editor_step, 1), updated_at: new Date() })
      .where(eq(jobAdvertisements.id, id));
    if ("sector_ids" in changes) {
      await tx
        .delete(jobAdvertisementSectors)
        .where(eq(jobAdvertisementSectors.job_advertisement_id, id));
      await tx
        .insert(jobAdvertisementSectors)
        .values(sectorIds.map((sector_id) => ({ job_advertisement_id: id, sector_id })));
    }
    await auditJob(tx, user, job, "job.step1", changes);
  });
  return (await selectOwnJob(deps, id))!;
}

/** The four texts of an ad, in German or in one of its translations. */
type FourTexts = Pick<Step2Request, "description" | "tasks" | "profile" | "benefits">;

const TEXT_LABELS = {
  description: "Über die Stelle",
  tasks: "Deine Aufgaben",
  profile: "Dein Profil",
  benefits: "Wir bieten",
} as const;

/**
 * The four texts sanitised to the allow-list, and an error at `prefix + field` for each one
 * longer than the visible limit: the one rule for the German texts and every translation.
 */
function sanitizedTexts(
  input: FourTexts,
  errors: FieldErrors,
  prefix = "",
  labelSuffix = "",
): FourTexts {
  const texts = {
    description: sanitizeRichText(input.description),
    tasks: sanitizeRichText(input.tasks),
    profile: sanitizeRichText(input.profile),
    benefits: sanitizeRichText(input.benefits),
  };
  for (const [field, html] of Object.entries(texts) as [keyof FourTexts, string][]) {
    if (richTextLength(html) > JOB_LIMITS.richTextVisibleMax) {
      errors[prefix + field] = [
        `${TEXT_LABELS[field]}${labelSuffix} darf höchstens ${JOB_LIMITS.richTextVisibleMax.toLocaleString("de-DE")} Zeichen lang sein.`,
      ];
    }
  }
  return texts;
}

/**
 * The translations as stored (ADR 052): sanitised like the German texts, an entry left all
 * empty dropped, any other entry with a title and a description.
 */
function sanitizedTranslations(
  input: NonNullable<Step2Request["translations"]>,
  errors: FieldErrors,
): AdTranslations {
  const result: AdTranslations = {};
  for (const locale of AD_TEXT_LOCALES) {
    const entry = input[locale];
    if (!entry) continue;
    const name = AD_TEXT_LOCALE_NAMES_DE[locale];
    const prefix = `translations.${locale}.`;
    const texts = sanitizedTexts(entry, errors, prefix, ` (${name})`);
    const title = entry.title;
    if (!title && !texts.description && !texts.tasks && !texts.profile && !texts.benefits) continue;
    if (!title) {
      errors[`${prefix}title`] = [`Bitte geben Sie den Stellentitel auf ${name} an.`];
    } else if (title.length < JOB_LIMITS.titleMin) {
      errors[`${prefix}title`] = [
        `Der Stellentitel (${name}) muss mindestens ${JOB_LIMITS.titleMin} Zeichen lang sein.`,
      ];
    }
    if (!texts.description) {
      errors[`${prefix}description`] = [`Bitte beschreiben Sie die Stelle auch auf ${name}.`];
    }
    result[locale] = { title, ...texts };
  }
  return result;
}

/**
 * Step 2 (Beschreibung): the four texts, sanitised to the allow-list, the header image and the
 * employer's translations (left out, the stored ones stay).
 */
export async function saveStep2(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  id: number,
  input: Step2Request,
): Promise<OwnJobAdvertisement> {
  const errors: FieldErrors = {};
  const texts = sanitizedTexts(input, errors);
  if (richTextLength(texts.description) < JOB_LIMITS.descriptionVisibleMin) {
    errors.description = [
      `Bitte beschreiben Sie die Stelle in mindestens ${JOB_LIMITS.descriptionVisibleMin} Zeichen.`,
    ];
  }
  if (!texts.tasks) errors.tasks = ["Bitte beschreiben Sie die Aufgaben."];
  if (!texts.profile) errors.profile = ["Bitte beschreiben Sie, wen Sie suchen."];
  const translations =
    input.translations === undefined
      ? undefined
      : sanitizedTranslations(input.translations, errors);
  if (Object.keys(errors).length) throw AppError.validation(errors);

  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, user, id);
    refuseEnded(job);
    requireStepOrder(job, 2);
    let imageId = job.image_id;
    if (input.image_id !== undefined) {
      if (input.image_id !== null) {
        const [image] = await tx
          .select({ id: images.id })
          .from(images)
          .where(and(eq(images.id, input.image_id), eq(images.employer_id, job.employer_id)));
        if (!image) throw AppError.validation({ image_id: ["Dieses Bild gibt es nicht."] });
      }
      imageId = input.image_id;
    }
    const fields = {
      ...texts,
      image_id: imageId,
      ...(translations === undefined ? {} : { translations }),
    };
    await tx
      .update(jobAdvertisements)
      .set({ ...fields, editor_step: Math.max(job.editor_step, 2), updated_at: new Date() })
      .where(eq(jobAdvertisements.id, id));
    await auditJob(tx, user, job, "job.step2", diffFields(job, fields));
  });
  return (await selectOwnJob(deps, id))!;
}

/** Step 3 (Kontakt & Bewerbung). */
export async function saveStep3(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  id: number,
  input: Step3Request,
): Promise<OwnJobAdvertisement> {
  if (input.application_deadline !== null && input.application_deadline < todayIso()) {
    throw AppError.validation({
      application_deadline: ["Die Bewerbungsfrist darf nicht in der Vergangenheit liegen."],
    });
  }
  await deps.db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, user, id);
    refuseEnded(job);
    requireStepOrder(job, 3);
    await tx
      .update(jobAdvertisements)
      .set({ ...input, editor_step: 3, updated_at: new Date() })
      .where(eq(jobAdvertisements.id, id));
    await auditJob(tx, user, job, "job.step3", diffFields(job, input));
  });
  return (await selectOwnJob(deps, id))!;
}

/**
 * A header image for the employer's ads (step 2 takes its id). Stored with the variants of
 * docs/product.md "Job ads: fields and editor" for wide pictures; the upload is audited with the employer.
 */
export async function uploadHeaderImage(
  deps: Pick<Deps, "db" | "storage">,
  user: CurrentUser,
  bytes: Buffer,
): Promise<Image & { id: number }> {
  const employerId = ownEmployerId(user);
  const stored = await storeImageVariants(
    deps.storage,
    `employers/${employerId}/headers`,
    bytes,
    "header",
    "image",
  );
  const [row] = await deps.db
    .insert(images)
    .values({
      employer_id: employerId,
      variants: stored.variants,
      width: stored.width,
      height: stored.height,
    })
    .returning({ id: images.id });
  return { id: row!.id, ...stored.variants };
}
