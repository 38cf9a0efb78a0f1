import { z } from "zod";
import "../validation.ts";
import { ZAdminUser } from "./admin.ts";
import { ZStoredBillingAddress, ZOrder } from "./checkout.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError, zPaginated } from "./common.ts";
import { ZEmployerIdParams, ZEmployerProfile } from "./employers.ts";
import { ZCreditSummary } from "./job-editor.ts";

// The backoffice's employer detail: /admin/arbeitgeber/{id} —
// GET /api/admin/employers/{id} and its audit trail GET /api/admin/employers/{id}/audit-events.

const ZAdminEmployerAccount = ZAdminUser.omit({ employers: true });

const ZAdminEmployer = z.object({
  profile: ZEmployerProfile,
  billing_address: ZStoredBillingAddress.nullable(),
  created_at: z.string(),
  /** When the account was deleted (ADR 020): the profile is empty, the orders are archived. */
  deleted_at: z.string().nullable(),
  /** The latest end of the archived orders' retention (end of the 10th year), if any. */
  retain_until: z.string().nullable(),
  /** The accounts that act for the employer (usually one). */
  accounts: z.array(ZAdminEmployerAccount),
  credits: ZCreditSummary,
  /** Newest first, at most 100. */
  orders: z.array(ZOrder),
  /** Applications received through Wurzelwerk and still kept: the count only, never contents (ADR 046). */
  application_count: z.number().int(),
});
export type AdminEmployer = z.infer<typeof ZAdminEmployer>;
const ZAdminEmployerResponse = z.object({ data: ZAdminEmployer });

/** One entry of the audit trail, worded in German by the server. */
const ZAuditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  /** What happened, e.g. "Anzeige „Gärtner (m/w/d)“ veröffentlicht". */
  summary: z.string(),
  /** Changed fields with the value before and after, or other details of the action. */
  details: z.array(
    z.object({ label: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
  /** Who did it; null for the system (e.g. Stripe's webhook). */
  actor: z.object({ id: z.number().int(), name: z.string(), is_admin: z.boolean() }).nullable(),
  /** The staff member behind an impersonated change. */
  impersonator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;
const ZAuditList = zPaginated(ZAuditEntry);
export const AUDIT_PAGE_SIZE = 20;

export const ZAuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminEmployerEndpoints = defineEndpoints({
  "GET /api/admin/employers/:id": {
    tags: ["Team"],
    summary: "Ein Unternehmen mit Konten, Profil, Guthaben und Bestellungen (nur Team)",
    params: ZEmployerIdParams,
    response: {
      200: ZAdminEmployerResponse,
      401: ZMessage,
      403: ZMessage,
      404: ZMessage,
      422: ZValidationError,
    },
  },
  "GET /api/admin/employers/:id/audit-events": {
    tags: ["Team"],
    summary: "Wer hat was wann geändert: das Protokoll eines Unternehmens (nur Team)",
    params: ZEmployerIdParams,
    querystring: ZAuditQuery,
    response: { 200: ZAuditList, 401: ZMessage, 403: ZMessage, 422: ZValidationError },
  },
});
