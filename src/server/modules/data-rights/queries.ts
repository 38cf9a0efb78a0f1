import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { rowsOf, type Db, type Tx } from "#server/db/client.ts";
import {
  auditEvents,
  employerInvitations,
  employers,
  employerSectors,
  employerUsers,
  images,
  jobAdvertisements,
  jobAdvertisementSectors,
  orders,
  sectors,
  users,
  type ImageVariants,
} from "#server/db/schema.ts";

// SQL of the data rights (ADR 020): what an export reads and what a deletion erases.

type Reader = Pick<Db, "select">;

const DELETED_EMPLOYER_NAME = "Gelöschtes Unternehmen";

/** What the export tells of an account (never the password hash). */
const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  email_verified_at: users.email_verified_at,
  pending_email: users.pending_email,
  role: users.role,
  created_at: users.created_at,
};

/** The accounts of an employer, oldest first. */
export function selectEmployerAccounts(db: Reader, employerId: number) {
  return db
    .select(accountColumns)
    .from(employerUsers)
    .innerJoin(users, eq(users.id, employerUsers.user_id))
    .where(eq(employerUsers.employer_id, employerId))
    .orderBy(asc(users.id));
}

export function selectUser(db: Reader, userId: number) {
  return db.select(accountColumns).from(users).where(eq(users.id, userId));
}

export async function selectEmployerRow(db: Reader, employerId: number) {
  const [row] = await db.select().from(employers).where(eq(employers.id, employerId));
  return row ?? null;
}

/** Every ad of the employer in any status, with its sectors' slugs, oldest first. */
export async function selectAllJobs(db: Reader, employerId: number) {
  const rows = await db
    .select()
    .from(jobAdvertisements)
    .where(eq(jobAdvertisements.employer_id, employerId))
    .orderBy(asc(jobAdvertisements.id));
  const ids = rows.map((r) => r.id);
  const sectorRows = ids.length
    ? await db
        .select({ job: jobAdvertisementSectors.job_advertisement_id, slug: sectors.slug })
        .from(jobAdvertisementSectors)
        .innerJoin(sectors, eq(sectors.id, jobAdvertisementSectors.sector_id))
        .where(inArray(jobAdvertisementSectors.job_advertisement_id, ids))
    : [];
  return rows.map(({ search_vector: _vector, ...job }) => ({
    ...job,
    sectors: sectorRows.filter((s) => s.job === job.id).map((s) => s.slug),
  }));
}

/** Every order of the employer (not only the newest 100 of the lists), oldest first. */
export function selectAllOrders(db: Reader, employerId: number) {
  return db.select().from(orders).where(eq(orders.employer_id, employerId)).orderBy(asc(orders.id));
}

/**
 * The staff accounts other than `userId` (the last staff account cannot delete itself), inside
 * the deletion's transaction: the staff rows are locked first, so two staff members deleting
 * themselves at the same moment are counted one after the other — counted side by side, each
 * saw the other and both went, leaving no staff account.
 */
export async function countOtherStaff(tx: Tx, userId: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, userId)));
  return Number(row?.n ?? 0);
}

/**
 * Locks the employer's row; null when it does not exist or is already deleted. NO KEY UPDATE
 * as checkout does (ADR 012): two deletions or a deletion and an order queue, while a Stripe
 * fulfilment's credit rows (KEY SHARE on the employer) can still commit in between.
 */
export async function lockLiveEmployer(tx: Tx, employerId: number) {
  const [row] = await tx
    .select({ id: employers.id })
    .from(employers)
    .where(and(eq(employers.id, employerId), isNull(employers.deleted_at)))
    .for("no key update");
  return row ?? null;
}

/**
 * Erases one employer (ADR 020), inside the caller's transaction: live ads end (the search
 * index and the public caches follow the change feed's triggers, as for any ended ad; their
 * pages answer 410), drafts go, every ad loses its texts and contacts; the profile becomes an
 * empty tombstone; its images, sectors and audit trail go; canceled orders go, the others are
 * archived until the end of the 10th calendar year after the invoice (or, for a payment still
 * pending or failed, after this year).
 * Returns the image variants whose files the caller removes after the commit.
 */
export async function eraseEmployer(tx: Tx, employerId: number, now: Date) {
  const ended = await tx
    .update(jobAdvertisements)
    .set({ status: "terminated", terminated_at: now, updated_at: now })
    .where(
      and(eq(jobAdvertisements.employer_id, employerId), eq(jobAdvertisements.status, "published")),
    )
    .returning({ id: jobAdvertisements.id });
  await tx
    .delete(jobAdvertisements)
    .where(
      and(eq(jobAdvertisements.employer_id, employerId), eq(jobAdvertisements.status, "draft")),
    );
  await tx
    .update(jobAdvertisements)
    .set({
      description: "",
      tasks: "",
      profile: "",
      benefits: "",
      street: null,
      street_number: null,
      image_id: null,
      contact_name: null,
      contact_email: null,
      contact_phone: null,
      application_email: null,
      application_url: null,
      updated_at: now,
    })
    .where(eq(jobAdvertisements.employer_id, employerId));

  await tx
    .update(employers)
    .set({
      name: DELETED_EMPLOYER_NAME,
      description: null,
      website: null,
      email: null,
      phone: null,
      street: null,
      zipcode: null,
      city: null,
      logo_image_id: null,
      billing_address: null,
      rejection_template: null,
      deleted_at: now,
      updated_at: now,
    })
    .where(eq(employers.id, employerId));
  await tx.delete(employerSectors).where(eq(employerSectors.employer_id, employerId));
  const removedImages = await tx
    .delete(images)
    .where(eq(images.employer_id, employerId))
    .returning({ variants: images.variants });
  // The trail's entries hold profile and ad fields before and after each change.
  await tx.delete(auditEvents).where(eq(auditEvents.employer_id, employerId));

  // A canceled (expired) checkout left no invoice and no credits: nothing the law asks to keep.
  // A pending or failed Stripe order stays (archived): its payment may still arrive — a failed
  // SEPA debit can still succeed (checkout/orders.ts fulfilStripeOrder), and without its row the
  // money would come in with no order to invoice it.
  await tx.execute(sql`
    delete from orders o
    where o.employer_id = ${employerId} and o.invoice_number is null
      and o.status = 'canceled'
      and not exists (select 1 from credits c where c.order_id = o.id)`);
  const archived = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update orders
      set archived_at = ${now.toISOString()}::timestamptz,
          retain_until = make_date(
            extract(year from coalesce(invoice_date, (now() at time zone 'Europe/Berlin')::date))::int + 10,
            12, 31),
          user_id = null,
          updated_at = ${now.toISOString()}::timestamptz
      where employer_id = ${employerId}
      returning id`),
  );
  return {
    endedJobs: ended.length,
    archivedOrders: archived.length,
    images: removedImages.map((r) => r.variants as ImageVariants),
  };
}

/**
 * Unlinks the remaining accounts (staff accounts linked to the employer stay, without it) and
 * deletes the team's invitations, which hold the invitees' addresses (ADR 058).
 */
export async function unlinkEmployerUsers(tx: Tx, employerId: number): Promise<void> {
  await tx.delete(employerUsers).where(eq(employerUsers.employer_id, employerId));
  await tx.delete(employerInvitations).where(eq(employerInvitations.employer_id, employerId));
}
