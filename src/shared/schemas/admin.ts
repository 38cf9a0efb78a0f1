import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZEmptyBody } from "./auth.ts";
import { ZId, ZMessage, ZValidationError, zPaginated } from "./common.ts";
import { ZEmployerIdParams } from "./employers.ts";
import { ZGrantCreditsRequest } from "./job-editor.ts";
import { ZCurrentUser } from "./user.ts";

// The staff backoffice: accounts with their employers, searchable.

/** The search box of a backoffice list: trimmed, empty = none. */
export const ZAdminSearch = z
  .string()
  .trim()
  .max(100, { error: "Höchstens 100 Zeichen." })
  .optional()
  .transform((v) => (v ? v : undefined));

export const ZAdminUsersQuery = z.object({
  search: ZAdminSearch,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZAdminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
  employers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminUser = z.infer<typeof ZAdminUser>;
const ZAdminUserList = zPaginated(ZAdminUser);

export const ADMIN_USERS_PAGE_SIZE = 25;

/** The account the session now acts as, after taking one over or giving it back. */
const ZUserAnswer = z.object({ data: ZCurrentUser, message: z.string() });

// Staff routes under /api/admin, and the end of an impersonation (any user: the session acts as
// the employer then). Every staff route checks the role itself.
export const adminEndpoints = defineEndpoints({
  "POST /api/admin/employers/:id/credits": {
    tags: ["Team"],
    summary: "Anzeigen-Guthaben gutschreiben (nur Team)",
    params: ZEmployerIdParams,
    body: ZGrantCreditsRequest,
    response: {
      201: z.object({ data: z.object({ credit_ids: z.array(z.number().int()) }) }),
      401: ZMessage,
      403: ZMessage,
      404: ZMessage,
      409: ZMessage,
      422: ZValidationError,
    },
  },
  "POST /api/admin/users/:id/impersonate": {
    tags: ["Team"],
    summary: "Ein Arbeitgeber-Konto übernehmen (nur Team, nie ein Team-Konto)",
    params: z.object({ id: ZId }),
    body: ZEmptyBody,
    response: { 200: ZUserAnswer, 401: ZMessage, 403: ZMessage, 404: ZMessage },
  },
  "DELETE /impersonation": {
    tags: ["Team"],
    summary: "Die Übernahme beenden und zum eigenen Team-Konto zurückkehren",
    response: { 200: ZUserAnswer, 401: ZMessage, 409: ZMessage },
  },
  "GET /api/admin/users": {
    tags: ["Team"],
    summary: "Konten mit ihren Unternehmen suchen (nur Team)",
    querystring: ZAdminUsersQuery,
    response: { 200: ZAdminUserList, 401: ZMessage, 403: ZMessage, 422: ZValidationError },
  },
});
