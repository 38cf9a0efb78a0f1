import { and, eq } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { employers, employerSectors, images, type ImageVariants } from "#server/db/schema.ts";
import { diffFields, recordAudit } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import { storeImageVariants } from "#server/platform/media/images.ts";
import type { EmployerProfile, UpdateEmployerRequest } from "#shared/schemas/employers.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { keepNewestOldSlugs, selectEmployerProfile, selectExistingSectorIds } from "./queries.ts";
import { publishEmployerUpdated } from "#server/modules/realtime/service.ts";

// The employer profile (docs/product.md "Accounts and sign-in"). Authorization lives here, not
// only in the routes (docs/ARCHITECTURE.md): a user reaches the employers it belongs to; staff reach all.

export const EMPLOYER_NOT_FOUND = "Dieses Unternehmen wurde nicht gefunden.";
/** A deleted account's employer row is only a tombstone for its archived orders (ADR 020). */
export const EMPLOYER_DELETED = "Dieses Konto wurde gelöscht; es kann nicht mehr geändert werden.";

/** Staff reach every employer; anyone else only their own. */
export function hasEmployerAccess(user: CurrentUser, employerId: number): boolean {
  return user.is_admin || user.employers.data.some((e) => e.id === employerId);
}

/** Throws 403 unless the user belongs to the employer or is staff. */
export function assertEmployerAccess(user: CurrentUser, employerId: number): void {
  if (hasEmployerAccess(user, employerId)) return;
  throw AppError.forbidden(
    "Sie haben keinen Zugriff auf dieses Unternehmen.",
    "employer.forbidden",
  );
}

export async function getEmployerProfile(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  employerId: number,
): Promise<EmployerProfile> {
  assertEmployerAccess(user, employerId);
  const profile = await selectEmployerProfile(deps.db, employerId);
  if (!profile) throw AppError.notFound(EMPLOYER_NOT_FOUND, "employer.not_found");
  return profile;
}

export async function updateEmployerProfile(
  deps: Pick<Deps, "db" | "realtime">,
  user: CurrentUser,
  employerId: number,
  input: UpdateEmployerRequest,
): Promise<EmployerProfile> {
  assertEmployerAccess(user, employerId);
  const sectorIds = [...new Set(input.sector_ids)];
  const existing = await selectExistingSectorIds(deps.db, sectorIds);
  const unknown = sectorIds.filter((id) => !existing.has(id));
  if (unknown.length) {
    throw AppError.validation({
      sector_ids: ["Mindestens eine der gewählten Branchen gibt es nicht (mehr)."],
    });
  }

  const fields = {
    name: input.name,
    description: input.description,
    website: input.website,
    email: input.email,
    phone: input.phone,
    street: input.street,
    zipcode: input.zipcode,
    city: input.city,
  };
  const updated = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(employers)
      .where(eq(employers.id, employerId))
      .for("update");
    if (!before) return false;
    if (before.deleted_at) throw AppError.of("employer.deleted", EMPLOYER_DELETED);
    const oldSectorIds = (
      await tx
        .select({ id: employerSectors.sector_id })
        .from(employerSectors)
        .where(eq(employerSectors.employer_id, employerId))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const [after] = await tx
      .update(employers)
      .set({ ...fields, updated_at: new Date() })
      .where(eq(employers.id, employerId))
      .returning({ slug: employers.slug });
    // A rename took another slug (the database gives it, ADR 057): old ones are capped (ADR 061).
    if (after?.slug && after.slug !== before.slug) {
      await keepNewestOldSlugs(tx, employerId, after.slug);
    }
    await tx.delete(employerSectors).where(eq(employerSectors.employer_id, employerId));
    if (sectorIds.length) {
      await tx
        .insert(employerSectors)
        .values(sectorIds.map((sector_id) => ({ employer_id: employerId, sector_id })));
    }
    const changes = diffFields(
      { ...before, sector_ids: oldSectorIds },
      { ...fields, sector_ids: [...sectorIds].sort((a, b) => a - b) },
    );
    if (Object.keys(changes).length) {
      await recordAudit(tx, {
        actor: user,
        employerId,
        subject: { type: "employer", id: employerId },
        action: "profile.updated",
        changes,
      });
    }
    return true;
  });
  if (!updated) throw AppError.notFound(EMPLOYER_NOT_FOUND, "employer.not_found");
  await publishEmployerUpdated(deps, employerId);
  return (await selectEmployerProfile(deps.db, employerId))!;
}

/** Replaces the logo with the variants of an uploaded picture; the old files are removed. */
export async function replaceEmployerLogo(
  deps: Pick<Deps, "db" | "storage" | "realtime">,
  user: CurrentUser,
  employerId: number,
  bytes: Buffer,
): Promise<EmployerProfile> {
  assertEmployerAccess(user, employerId);
  const [target] = await deps.db
    .select({ deleted_at: employers.deleted_at })
    .from(employers)
    .where(eq(employers.id, employerId));
  if (!target) throw AppError.notFound(EMPLOYER_NOT_FOUND, "employer.not_found");
  if (target.deleted_at) throw AppError.of("employer.deleted", EMPLOYER_DELETED);
  const stored = await storeImageVariants(
    deps.storage,
    `employers/${employerId}`,
    bytes,
    "logo",
    "logo",
  );
  const previous = await deps.db.transaction(async (tx) => {
    const [old] = await tx
      .select({ id: images.id, variants: images.variants })
      .from(employers)
      .innerJoin(images, eq(images.id, employers.logo_image_id))
      .where(eq(employers.id, employerId))
      .for("update");
    const [image] = await tx
      .insert(images)
      .values({
        employer_id: employerId,
        variants: stored.variants,
        width: stored.width,
        height: stored.height,
      })
      .returning({ id: images.id });
    await tx
      .update(employers)
      .set({ logo_image_id: image!.id, updated_at: new Date() })
      .where(eq(employers.id, employerId));
    if (old) await tx.delete(images).where(eq(images.id, old.id));
    await recordAudit(tx, {
      actor: user,
      employerId,
      subject: { type: "employer", id: employerId },
      action: "logo.replaced",
      changes: { logo: [old?.variants.url ?? null, stored.variants.url] },
    });
    return old;
  });
  if (previous) await removeFiles(deps, previous.variants, stored.variants);
  await publishEmployerUpdated(deps, employerId);
  return (await selectEmployerProfile(deps.db, employerId))!;
}

export async function removeEmployerLogo(
  deps: Pick<Deps, "db" | "storage" | "realtime">,
  user: CurrentUser,
  employerId: number,
): Promise<EmployerProfile> {
  assertEmployerAccess(user, employerId);
  const previous = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ logoId: employers.logo_image_id })
      .from(employers)
      .where(eq(employers.id, employerId))
      .for("update");
    if (!row) throw AppError.notFound(EMPLOYER_NOT_FOUND, "employer.not_found");
    if (row.logoId === null) return null;
    await tx
      .update(employers)
      .set({ logo_image_id: null, updated_at: new Date() })
      .where(eq(employers.id, employerId));
    const [old] = await tx
      .delete(images)
      .where(and(eq(images.id, row.logoId), eq(images.employer_id, employerId)))
      .returning({ variants: images.variants });
    await recordAudit(tx, {
      actor: user,
      employerId,
      subject: { type: "employer", id: employerId },
      action: "logo.removed",
      changes: { logo: [old?.variants.url ?? null, null] },
    });
    return old ?? null;
  });
  if (previous) await removeFiles(deps, previous.variants, {});
  await publishEmployerUpdated(deps, employerId);
  return (await selectEmployerProfile(deps.db, employerId))!;
}

/** Deletes the files of old variants that the new image does not share (same content → same file). */
async function removeFiles(
  deps: Pick<Deps, "storage">,
  old: ImageVariants,
  keep: Partial<ImageVariants>,
): Promise<void> {
  const kept = new Set<unknown>(Object.values(keep));
  const urls = new Set(
    Object.values(old).filter((u): u is string => typeof u === "string" && !kept.has(u)),
  );
  await Promise.all([...urls].map((url) => deps.storage.remove(url)));
}
