import { z } from "zod";
import "../validation.ts";

export const ZCurrentUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  /** A new address waiting for its confirmation link (ADR 010); `email` changes only then. */
  pending_email: z.string().nullable(),
  is_admin: z.boolean(),
  impersonator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The user's employers; `role` per membership (ADR 058): the owner manages members and billing. */
  employers: z.object({
    data: z.array(
      z.object({ id: z.number().int(), name: z.string(), role: z.enum(["owner", "member"]) }),
    ),
  }),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;
