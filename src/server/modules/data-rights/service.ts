import type { Deps } from "#server/deps.ts";
import { confirmPassword } from "#server/modules/auth/service.ts";
import { renderInvoicePdf, type InvoiceDocument } from "#server/modules/checkout/service.ts";
import {
  applicationCountOf,
  applicationsExport,
  deleteEmployerApplications,
  mayReadApplications,
  removeApplicationFiles,
} from "#server/modules/applications/service.ts";
import { getEmployerProfile } from "#server/modules/employers/service.ts";
import { removeImageFiles } from "#server/modules/jobs/service.ts";
import { recordAudit } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import type { AttemptLimiter } from "#server/platform/rate-limits.ts";
import { endSessionsLive } from "#server/platform/realtime/broadcaster.ts";
import { assertStaff, deleteAccounts } from "#server/platform/session.ts";
import { zipStream, type ZipEntry } from "#server/platform/zip.ts";
import { formatDateTime } from "#shared/format.ts";
import { WRONG_PASSWORD_MESSAGE, exportFileName } from "#shared/schemas/data-rights.ts";
import { publishEmployerUpdated } from "#server/modules/realtime/service.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import {
  countOtherStaff,
  eraseEmployer,
  lockLiveEmployer,
  selectAllJobs,
  selectAllOrders,
  selectEmployerAccounts,
  selectEmployerRow,
  selectUser,
  unlinkEmployerUsers,
} from "./queries.ts";
import type { Tx } from "#server/db/client.ts";

// Data rights (docs/product.md "Employer profile"; ADR 020): the
// export of everything stored about an account as one ZIP, and the account's deletion — by
// the account itself (confirmed with its password) or by staff from the backoffice (confirmed
// with the staff member's own password, written to the audit trail).

const EMPLOYER_NOT_FOUND = "Dieses Unternehmen wurde nicht gefunden.";
const ALREADY_DELETED = "Dieses Konto wurde bereits gelöscht.";
const LAST_STAFF =
  "Sie sind das letzte Konto des Wurzelwerk-Teams. Legen Sie zuerst ein weiteres Team-Konto an, bevor Sie Ihres löschen.";
const NOT_WHILE_IMPERSONATING =
  "Während Sie ein Arbeitgeberkonto übernommen haben, kann es nicht gelöscht werden. Bitte löschen Sie es im Backoffice.";

/**
 * An export ready to send: everything from the database is read and the invoices are drawn,
 * so what fails before the first byte fails here; the archive itself is written as it is
 * read, the applications' files streamed from storage (ADR 047).
 */
export interface DataExport {
  fileName: string;
  zip: AsyncIterable<Buffer>;
}

type Account = Awaited<ReturnType<typeof selectUser>>[number];

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function accountJson(account: Account) {
  return {
    name: account.name,
    email: account.email,
    email_verified_at: account.email_verified_at?.toISOString() ?? null,
    pending_email: account.pending_email,
    is_staff: account.role === "admin",
    created_at: account.created_at.toISOString(),
  };
}

function readme(
  deps: Pick<Deps, "config">,
  now: Date,
  invoices: number,
  applicationContents: boolean,
): string {
  const app = deps.config.appName;
  return `Ihre Daten bei ${app}
Stand: ${formatDateTime(now.toISOString())}

Dieses Archiv enthält alles, was ${app} zu Ihrem Konto gespeichert hat:

account.json       Ihr Konto: Name, E-Mail-Adresse, Bestätigung, angelegt am
                   (bei einem Unternehmen alle Konten, die dafür handeln)
profile.json       Ihr Unternehmensprofil und Ihre Rechnungsadresse
ads.json           alle Ihre Stellenanzeigen in jedem Status, mit ihren Texten
orders.json        Ihre Bestellungen
invoices/          ${invoices === 1 ? "Ihre Rechnung" : `Ihre Rechnungen (${invoices})`} als PDF
${
  applicationContents
    ? `applications.json  die Bewerbungen auf Ihre Anzeigen mit Angaben und Status
applications/      die Dateien der Bewerbungen (Lebenslauf, Anlagen), je
                   Bewerbung ein Ordner mit ihrer Nummer`
    : `applications.json  nur die Zahl der Bewerbungen: ihre Inhalte stehen allein im
                   Export, den das Unternehmen selbst herunterlädt`
}

Die JSON-Dateien sind Text (UTF-8) und lassen sich mit jedem Texteditor öffnen.

Wenn Sie Ihr Konto löschen, enden Ihre Anzeigen und Ihre persönlichen Daten
werden gelöscht. Rechnungen bewahren wir nach § 147 AO und § 14b UStG zehn
Jahre lang auf, gesperrt für jede andere Verwendung.

Fragen? Schreiben Sie uns über das Kontaktformular: ${deps.config.appUrl}/kontakt
`;
}

/** The ZIP of an employer's data (or, for an account without one, of the account alone). */
async function buildExport(
  deps: Pick<Deps, "db" | "config">,
  viewer: CurrentUser,
  employerId: number | null,
  fallbackUserId: number,
): Promise<DataExport> {
  const now = new Date();
  const employer = employerId === null ? null : await selectEmployerRow(deps.db, employerId);
  const [accounts, profile, jobs, orderRows] = await Promise.all([
    employer ? selectEmployerAccounts(deps.db, employer.id) : selectUser(deps.db, fallbackUserId),
    employer ? getEmployerProfile(deps, viewer, employer.id) : null,
    employer ? selectAllJobs(deps.db, employer.id) : [],
    employer ? selectAllOrders(deps.db, employer.id) : [],
  ]);

  // Applicants' data goes only to the employer's own users (an impersonating staff member is
  // one for the time being, a staff account among them is not); the team's export of an
  // employer holds the count alone (ADR 046).
  const applicationContents = employer !== null && mayReadApplications(viewer, employer.id);
  const received = employer
    ? applicationContents
      ? await applicationsExport(deps, employer.id)
      : { json: { count: await applicationCountOf(deps.db, employer.id) }, files: [] }
    : { json: [], files: [] };

  const invoices: ZipEntry[] = [];
  for (const order of orderRows) {
    if (!order.invoice || !order.invoice_number) continue;
    invoices.push({
      name: `invoices/${order.invoice_number.replace(/[^\w.-]/g, "_")}.pdf`,
      data: await renderInvoicePdf(order.invoice as unknown as InvoiceDocument),
    });
  }

  const entries: ZipEntry[] = [
    { name: "LIESMICH.txt", data: readme(deps, now, invoices.length, applicationContents) },
    {
      name: "account.json",
      data: json({ exported_at: now.toISOString(), accounts: accounts.map(accountJson) }),
    },
    {
      name: "profile.json",
      data: json(
        employer && profile
          ? {
              ...profile,
              logo: profile.logo?.url ?? null,
              sectors: profile.sectors.map((s) => s.slug),
              billing_address: employer.billing_address ?? null,
              created_at: employer.created_at.toISOString(),
            }
          : null,
      ),
    },
    {
      name: "ads.json",
      data: json(
        jobs.map((job) => ({
          ...job,
          employer_id: undefined,
          image_id: undefined,
          editor_step: undefined,
        })),
      ),
    },
    {
      name: "orders.json",
      data: json(
        orderRows.map((order) => ({
          id: order.id,
          plan: order.plan_name,
          ad_count: order.ad_count,
          duration_days: order.duration_days,
          highlighted: order.highlighted,
          validity_months: order.validity_months,
          payment_method: order.payment_method,
          status: order.status,
          amount_net: order.amount_net,
          amount_tax: order.amount_tax,
          amount_gross: order.amount_gross,
          tax_rate: order.tax_rate,
          currency: "EUR",
          billing_address: order.billing_address,
          invoice_number: order.invoice_number,
          invoice_date: order.invoice_date,
          due_date: order.due_date,
          paid_at: order.paid_at?.toISOString() ?? null,
          created_at: order.created_at.toISOString(),
        })),
      ),
    },
    { name: "applications.json", data: json(received.json) },
    ...received.files,
    ...invoices,
  ];
  return { fileName: exportFileName(now), zip: zipStream(entries, now) };
}

/**
 * GET /api/account/export: the signed-in account's own data. Staff acting as the employer
 * (impersonation) export it as the team does, so it goes into the audit trail as the team's
 * export does; the employer's own export is theirs and is not noted.
 */
export async function exportOwnData(
  deps: Pick<Deps, "db" | "config">,
  user: CurrentUser,
): Promise<DataExport> {
  // A member's export is their own account (ADR 058): the company's data, orders and
  // invoices are the owner's to export.
  const membership = user.employers.data[0];
  const employerId = membership && membership.role === "owner" ? membership.id : null;
  const result = await buildExport(deps, user, employerId, user.id);
  if (user.impersonator && employerId !== null) {
    await recordAudit(deps.db, {
      actor: user,
      employerId,
      subject: { type: "employer", id: employerId },
      action: "data.exported",
    });
  }
  return result;
}

/** GET /api/admin/employers/{id}/export: any employer's data, for staff; audited. */
export async function exportEmployerData(
  deps: Pick<Deps, "db" | "config">,
  staff: CurrentUser,
  employerId: number,
): Promise<DataExport> {
  assertStaff(staff);
  const employer = await selectEmployerRow(deps.db, employerId);
  if (!employer) throw AppError.notFound(EMPLOYER_NOT_FOUND, "employer.not_found");
  if (employer.deleted_at) throw AppError.of("account.already_deleted", ALREADY_DELETED);
  const result = await buildExport(deps, staff, employerId, staff.id);
  await recordAudit(deps.db, {
    actor: staff,
    employerId,
    subject: { type: "employer", id: employerId },
    action: "data.exported",
  });
  return result;
}

type DeleteDeps = Pick<Deps, "db" | "storage" | "realtime" | "config">;

/**
 * Erases the employers and deletes the accounts in one transaction, then removes the image
 * files. Users linked to an erased employer go with it, except staff
 * accounts (they only lose the link). `precheck` runs first in the transaction and may refuse.
 */
async function eraseAccounts(
  deps: DeleteDeps,
  actor: CurrentUser | null,
  employerIds: number[],
  extraUserIds: number[],
  by: "owner" | "staff",
  precheck?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const now = new Date();
  const { images, endedSessions, applicationFiles } = await deps.db.transaction(async (tx) => {
    await precheck?.(tx);
    const removed = [];
    const applicationKeys: string[] = [];
    const userIds = new Set(extraUserIds);
    for (const employerId of employerIds) {
      if (!(await lockLiveEmployer(tx, employerId))) {
        throw by === "staff"
          ? AppError.of("account.already_deleted", ALREADY_DELETED)
          : AppError.notFound(EMPLOYER_NOT_FOUND, "employer.not_found");
      }
      for (const account of await selectEmployerAccounts(tx, employerId)) {
        if (account.role !== "admin") userIds.add(account.id);
      }
      const erased = await eraseEmployer(tx, employerId, now);
      removed.push(...erased.images);
      // The applicants' data has no reason to outlive the account (ADR 046).
      applicationKeys.push(...(await deleteEmployerApplications(tx, employerId)));
      await unlinkEmployerUsers(tx, employerId);
      await recordAudit(tx, {
        // The owner's own account is gone with this transaction: the entry names no person.
        actor: by === "staff" ? actor : null,
        employerId,
        subject: { type: "employer", id: employerId },
        action: "account.deleted",
        changes: {
          by,
          ads_ended: erased.endedJobs,
          orders_archived: erased.archivedOrders,
        },
      });
    }
    const ended = await deleteAccounts(tx, [...userIds]);
    return { images: removed, endedSessions: ended, applicationFiles: applicationKeys };
  });
  // Open live subscriptions of those sessions end too (in every process).
  await endSessionsLive(deps.realtime, endedSessions);
  // No live "EmployerUpdated": every session of the employer has ended, so an open dashboard
  // could only reload into 401s; it learns of the end with its next request.
  await removeImageFiles(deps, images);
  await removeApplicationFiles(deps, applicationFiles);
}

/** A member deletes their own account (ADR 058): it leaves the team, the company stays. */
async function leaveTeam(deps: DeleteDeps, user: CurrentUser, employerId: number): Promise<void> {
  const ended = await deps.db.transaction(async (tx) => {
    await recordAudit(tx, {
      // The account goes with this transaction: the entry names the person in its details.
      actor: null,
      employerId,
      subject: { type: "user", id: user.id },
      action: "member.left",
      changes: { name: user.name, email: user.email },
    });
    return deleteAccounts(tx, [user.id]);
  });
  await endSessionsLive(deps.realtime, ended);
  await publishEmployerUpdated(deps, employerId);
}

/** DELETE /api/account: the account deletes itself (and its employer), confirmed by password. */
export async function deleteOwnAccount(
  deps: DeleteDeps,
  limiter: AttemptLimiter,
  user: CurrentUser,
  password: string,
): Promise<void> {
  if (user.impersonator)
    throw AppError.forbidden(NOT_WHILE_IMPERSONATING, "account.not_while_impersonating");
  await confirmPassword(deps, limiter, user.id, password, {
    field: "password",
    message: WRONG_PASSWORD_MESSAGE,
  });
  // A member deletes their own account and leaves the team; the company stays (ADR 058).
  const membership = user.employers.data[0];
  if (membership?.role === "member") {
    await leaveTeam(deps, user, membership.id);
    return;
  }
  await eraseAccounts(
    deps,
    user,
    user.employers.data.map((e) => e.id),
    [user.id],
    "owner",
    async (tx) => {
      if (user.is_admin && (await countOtherStaff(tx, user.id)) === 0) {
        throw AppError.of("account.last_staff", LAST_STAFF);
      }
    },
  );
}

/** DELETE /api/admin/employers/{id}: staff delete an employer's account, confirmed by their password. */
export async function deleteEmployerByStaff(
  deps: DeleteDeps,
  limiter: AttemptLimiter,
  staff: CurrentUser,
  employerId: number,
  password: string,
): Promise<void> {
  assertStaff(staff);
  const employer = await selectEmployerRow(deps.db, employerId);
  if (!employer) throw AppError.notFound(EMPLOYER_NOT_FOUND, "employer.not_found");
  if (employer.deleted_at) throw AppError.of("account.already_deleted", ALREADY_DELETED);
  await confirmPassword(deps, limiter, staff.id, password, {
    field: "password",
    message: WRONG_PASSWORD_MESSAGE,
  });
  await eraseAccounts(deps, staff, [employerId], [], "staff");
}
