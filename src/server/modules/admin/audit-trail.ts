import { and, count, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Deps } from "#server/deps.ts";
import { auditEvents, jobAdvertisements, orders, sectors, users } from "#server/db/schema.ts";
import { paginated } from "#server/platform/pagination.ts";
import { assertStaff } from "#server/platform/session.ts";
import { formatCurrency, formatDate, formatDateTime } from "#shared/format.ts";
import { translate } from "#shared/i18n.ts";
import {
  APPLICATION_METHOD_LABELS,
  APPLICATION_STATUS_LABELS,
  type ApplicationMethod,
  type ApplicationStatus,
} from "#shared/schemas/applications.ts";
import { AUDIT_PAGE_SIZE, type AuditEntry } from "#shared/schemas/admin-employers.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";

// The employer's audit trail for the team: who did what when, newest first, each
// entry worded in German with its changes as "before → after".

type Row = typeof auditEvents.$inferSelect;

const FIELD_LABELS: Record<string, string> = {
  name: "Firmenname",
  description: "Beschreibung",
  website: "Webseite",
  email: "E-Mail",
  phone: "Telefon",
  street: "Straße",
  street_number: "Hausnummer",
  zipcode: "PLZ",
  city: "Ort",
  sector_ids: "Branchen",
  logo: "Logo",
  title: "Stellentitel",
  working_time: "Anstellungsart",
  starts_at: "Start",
  formatted_address: "Adresse",
  location: "Arbeitsort",
  state: "Bundesland",
  country: "Land",
  latitude: "Breitengrad",
  longitude: "Längengrad",
  tasks: "Aufgaben",
  profile: "Profil",
  benefits: "Wir bieten",
  translations: "Übersetzungen",
  image_id: "Titelbild",
  contact_name: "Ansprechpartner",
  contact_email: "Kontakt-E-Mail",
  contact_phone: "Kontakt-Telefon",
  application_method: "Bewerbungsweg",
  application_email: "Bewerbungs-E-Mail",
  application_url: "Bewerbungslink",
  application_deadline: "Bewerbungsschluss",
  salary_min: "Gehalt von",
  salary_max: "Gehalt bis",
  salary_period: "Gehalt pro",
  expires_at: "Läuft bis",
  reason: "Grund",
  plan: "Paket",
  plan_name: "Paket",
  payment_method: "Zahlungsart",
  amount_gross: "Betrag (brutto)",
  invoice_number: "Rechnungsnummer",
  count: "Anzahl",
  duration_days: "Laufzeit (Tage)",
  highlighted: "Hervorgehoben",
  valid_until: "Gültig bis",
  credit_id: "Guthaben-Nr.",
  from: "Kopie von Anzeige",
  by: "Durch",
  ads_ended: "Beendete Anzeigen",
  application_ids: "Bewerbungen Nr.",
  status: "Status",
  rejection_mail: "Absage-E-Mail gesendet",
  rejection_template: "Text der Absage-E-Mail",
  orders_archived: "Archivierte Bestellungen",
};

// Details that say nothing to a person reading the trail.
const HIDDEN = new Set(["credit_ids", "session", "billing_address"]);

const MONEY = new Set(["salary_min", "salary_max", "amount_gross"]);
const DATE_TIME = new Set(["expires_at"]);
const DATE = new Set(["starts_at", "application_deadline", "valid_until"]);
const PAYMENT = { invoice: "Rechnung", stripe: "Stripe" } as Record<string, string>;
const PERIOD = { hour: "Stunde", month: "Monat", year: "Jahr" } as Record<string, string>;
const MAX_TEXT = 160;

function plain(text: string): string {
  const stripped = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return stripped.length > MAX_TEXT ? `${stripped.slice(0, MAX_TEXT - 1)}…` : stripped;
}

function formatValue(
  field: string,
  value: unknown,
  sectorNames: Map<number, string>,
): string | null {
  // The Absage text's null is the standard text (applications/inbox.ts).
  if (field === "rejection_template" && value === null) return "Standardtext";
  if (value === null || value === undefined || value === "") return null;
  if (field === "sector_ids" && Array.isArray(value)) {
    return value.map((id) => sectorNames.get(Number(id)) ?? `Branche ${String(id)}`).join(", ");
  }
  if (MONEY.has(field) && typeof value === "number") return formatCurrency(value);
  if (typeof value === "string") {
    if (DATE_TIME.has(field)) return formatDateTime(value);
    if (DATE.has(field)) return formatDate(value);
    if (field === "payment_method") return PAYMENT[value] ?? value;
    if (field === "salary_period") return PERIOD[value] ?? value;
    if (field === "application_method") {
      return APPLICATION_METHOD_LABELS[value as ApplicationMethod] ?? value;
    }
    if (field === "logo") return "Bild hochgeladen";
    if (field === "status") return APPLICATION_STATUS_LABELS[value as ApplicationStatus] ?? value;
    if (field === "by") return value === "staff" ? "Team" : "Arbeitgeber";
    return plain(value);
  }
  if (typeof value === "boolean") return value ? "ja" : "nein";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(String).join(", ");
  return plain(JSON.stringify(value));
}

/** Team actions (ADR 058) say everything in their summary; their details are no field changes. */
const TEAM_ACTIONS = new Set([
  "invitation.sent",
  "invitation.revoked",
  "member.joined",
  "member.removed",
  "member.left",
  "ownership.transferred",
]);

function details(row: Row, sectorNames: Map<number, string>): AuditEntry["details"] {
  if (TEAM_ACTIONS.has(row.action)) return [];
  return Object.entries(row.changes)
    .filter(([field]) => !HIDDEN.has(field))
    .map(([field, value]) => {
      const label = FIELD_LABELS[field] ?? field;
      // diffFields stores [before, after]; other details are a single value (a sector list
      // is a pair only when both sides are lists).
      const pair =
        Array.isArray(value) &&
        value.length === 2 &&
        (field !== "sector_ids" || value.every((v) => v === null || Array.isArray(v)));
      if (pair) {
        return {
          label,
          before: formatValue(field, value[0], sectorNames),
          after: formatValue(field, value[1], sectorNames),
        };
      }
      return { label, before: null, after: formatValue(field, value, sectorNames) };
    });
}

const text = (value: unknown) => (typeof value === "string" ? value : "?");

function summary(row: Row, subjects: { jobs: Map<number, string>; orders: Map<number, string> }) {
  const job = () => {
    const title = subjects.jobs.get(row.subject_id)?.trim();
    return title ? `Anzeige „${title}“ (Nr. ${row.subject_id})` : `Anzeige Nr. ${row.subject_id}`;
  };
  const order = () => {
    const invoice = subjects.orders.get(row.subject_id);
    return invoice ? `Bestellung ${invoice}` : `Bestellung Nr. ${row.subject_id}`;
  };
  switch (row.action) {
    case "profile.updated":
      return "Unternehmensprofil geändert";
    case "logo.replaced":
      return "Logo hochgeladen";
    case "logo.removed":
      return "Logo entfernt";
    case "credits.granted":
      return "Anzeigen-Guthaben vom Team gutgeschrieben";
    case "impersonation.started":
      return "Konto vom Team übernommen";
    case "impersonation.ended":
      return "Kontoübernahme beendet";
    case "job.created":
      return `${job()} angelegt`;
    case "job.step1":
      return `${job()}: Basisdaten gespeichert`;
    case "job.step2":
      return `${job()}: Beschreibung gespeichert`;
    case "job.step3":
      return `${job()}: Kontakt & Bewerbung gespeichert`;
    case "job.published":
      return `${job()} veröffentlicht`;
    case "job.extended":
      return `${job()} verlängert`;
    case "job.terminated":
      return `${job()} beendet`;
    case "job.terminated_by_staff":
      return `${job()} vom Team beendet`;
    case "job.duplicated":
      return `${job()} als Kopie angelegt`;
    case "job.draft_deleted": {
      const title = typeof row.changes.title === "string" ? row.changes.title.trim() : "";
      return title
        ? `Entwurf „${title}“ (Nr. ${row.subject_id}) gelöscht`
        : `Entwurf Nr. ${row.subject_id} gelöscht`;
    }
    case "order.created":
      return `${order()} aufgegeben`;
    case "order.paid":
      return `${order()} bezahlt`;
    case "data.exported":
      return "Daten vom Team exportiert";
    // Only the number and the file's name: the trail is staff's, an application's contents are not.
    case "application.viewed":
      return `Bewerbung Nr. ${row.subject_id} vom Team angesehen`;
    case "application.file_downloaded":
      return `Datei einer Bewerbung (Nr. ${row.subject_id}) vom Team heruntergeladen`;
    case "applications.listed":
      return row.subject_type === "job_advertisement"
        ? `Bewerbungen auf ${job()} vom Team angesehen`
        : "Liste der Bewerbungen vom Team angesehen";
    case "application.status_changed":
      return `Bewerbung Nr. ${row.subject_id} vom Team bearbeitet`;
    case "rejection_template.updated":
      return "Text der Absage-E-Mail vom Team geändert";
    // Team accounts (ADR 058): the details name the person, whose account may be gone.
    case "invitation.sent":
      return `${text(row.changes.email)} ins Team eingeladen`;
    case "invitation.revoked":
      return `Einladung an ${text(row.changes.email)} zurückgezogen`;
    case "member.joined":
      return `${text(row.changes.name)} (${text(row.changes.email)}) ist dem Team beigetreten`;
    case "member.removed":
      return `${text(row.changes.name)} (${text(row.changes.email)}) aus dem Team entfernt`;
    case "member.left":
      return `${text(row.changes.name)} (${text(row.changes.email)}) hat das eigene Konto gelöscht`;
    case "ownership.transferred":
      return `Inhaberschaft von ${text(row.changes.from)} an ${text(row.changes.to)} übergeben`;
    case "account.deleted":
      return row.changes.by === "staff"
        ? "Konto vom Team gelöscht; Rechnungen archiviert"
        : "Konto vom Arbeitgeber gelöscht; Rechnungen archiviert";
    default:
      return row.action;
  }
}

/** GET /api/admin/employers/{id}/audit-events: the trail, newest first, 20 a page. */
export async function listAuditTrail(
  deps: Pick<Deps, "db">,
  staff: CurrentUser,
  employerId: number,
  page: number,
): Promise<Paginated<AuditEntry>> {
  assertStaff(staff);
  const where = eq(auditEvents.employer_id, employerId);
  const actors = alias(users, "actors");
  const impersonators = alias(users, "impersonators");
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        event: auditEvents,
        actor_name: actors.name,
        actor_role: actors.role,
        impersonator_name: impersonators.name,
      })
      .from(auditEvents)
      .leftJoin(actors, eq(actors.id, auditEvents.actor_user_id))
      .leftJoin(impersonators, eq(impersonators.id, auditEvents.impersonator_id))
      .where(where)
      .orderBy(desc(auditEvents.created_at), desc(auditEvents.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    deps.db.select({ n: count() }).from(auditEvents).where(where),
  ]);

  const idsOf = (type: string) => [
    ...new Set(rows.filter((r) => r.event.subject_type === type).map((r) => r.event.subject_id)),
  ];
  const jobIds = idsOf("job_advertisement");
  const orderIds = idsOf("order");
  const [jobRows, orderRows, sectorRows] = await Promise.all([
    jobIds.length
      ? deps.db
          .select({ id: jobAdvertisements.id, title: jobAdvertisements.title })
          .from(jobAdvertisements)
          .where(
            and(
              inArray(jobAdvertisements.id, jobIds),
              eq(jobAdvertisements.employer_id, employerId),
            ),
          )
      : [],
    orderIds.length
      ? deps.db
          .select({ id: orders.id, invoice_number: orders.invoice_number })
          .from(orders)
          .where(and(inArray(orders.id, orderIds), eq(orders.employer_id, employerId)))
      : [],
    rows.some((r) => "sector_ids" in r.event.changes)
      ? deps.db.select({ id: sectors.id, name: sectors.name }).from(sectors)
      : [],
  ]);
  const subjects = {
    jobs: new Map(jobRows.map((j) => [j.id, j.title])),
    orders: new Map(
      orderRows.filter((o) => o.invoice_number).map((o) => [o.id, o.invoice_number!]),
    ),
  };
  const sectorNames = new Map(sectorRows.map((s) => [s.id, translate(s.name)]));

  return paginated(
    rows.map(({ event, actor_name, actor_role, impersonator_name }) => ({
      id: event.id,
      action: event.action,
      summary: summary(event, subjects),
      details: details(event, sectorNames),
      actor:
        event.actor_user_id !== null && actor_name !== null
          ? { id: event.actor_user_id, name: actor_name, is_admin: actor_role === "admin" }
          : null,
      impersonator:
        event.impersonator_id !== null && impersonator_name !== null
          ? { id: event.impersonator_id, name: impersonator_name }
          : null,
      created_at: event.created_at.toISOString(),
    })),
    Number(total?.n ?? 0),
    page,
    AUDIT_PAGE_SIZE,
  );
}
