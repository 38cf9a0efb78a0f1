import { z } from "zod";
import "../validation.ts";
import { zPaginated } from "./common.ts";

// The staff backoffice (issue 7): accounts with their employers, searchable.

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
export const ZAdminUserList = zPaginated(ZAdminUser);

export const ADMIN_USERS_PAGE_SIZE = 25;
