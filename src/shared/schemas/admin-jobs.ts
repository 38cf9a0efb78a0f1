import { z } from "zod";
import "../validation.ts";
import { ZAdminSearch } from "./admin.ts";
import { defineEndpoints } from "../contract.ts";
import { ZId, ZMessage, ZValidationError, zPaginated } from "./common.ts";
import { ZOwnJobResponse } from "./job-editor.ts";
import { JOB_STATUSES, ZJobIdParams } from "./jobs.ts";

// Ads moderation in the backoffice: /admin/anzeigen —
// GET /api/admin/job-advertisements, PUT /api/admin/job-advertisements/{id}/terminate.

export const ADMIN_JOBS_PAGE_SIZE = 25;

export const ZAdminJobsQuery = z.object({
  /** Matches the ad's title or the employer's name. */
  search: ZAdminSearch,
  status: z.enum(JOB_STATUSES, { error: "Diesen Status gibt es nicht." }).optional(),
  employer_id: ZId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminJobsQuery = z.infer<typeof ZAdminJobsQuery>;

const ZAdminJob = z.object({
  id: z.number().int(),
  title: z.string(),
  /** An ad past its end shows as expired at once. */
  status: z.enum(JOB_STATUSES),
  employer: z.object({ id: z.number().int(), name: z.string() }),
  working_time: z.string().nullable(),
  location: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  terminated_at: z.string().nullable(),
  /** Set when the team ended the ad. */
  termination_reason: z.string().nullable(),
  /** How many applications the ad received through Wurzelwerk: staff see counts, never contents. */
  application_count: z.number().int(),
});
export type AdminJob = z.infer<typeof ZAdminJob>;
const ZAdminJobList = zPaginated(ZAdminJob);

const TERMINATION_REASON_MIN = 10;
export const TERMINATION_REASON_MAX = 1000;

export const ZTerminateJobRequest = z.strictObject({
  reason: z
    .string({ error: "Bitte geben Sie einen Grund an. Der Arbeitgeber bekommt ihn zu sehen." })
    .trim()
    .min(TERMINATION_REASON_MIN, {
      error: `Bitte geben Sie einen Grund mit mindestens ${TERMINATION_REASON_MIN} Zeichen an. Der Arbeitgeber bekommt ihn zu sehen.`,
    })
    .max(TERMINATION_REASON_MAX, {
      error: `Der Grund darf höchstens ${TERMINATION_REASON_MAX} Zeichen lang sein.`,
    })
    // Line breaks and tabs are fine in a reason; other control characters are not.
    .refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), {
      error: "Der Grund enthält unzulässige Zeichen.",
    }),
});
export type TerminateJobRequest = z.infer<typeof ZTerminateJobRequest>;

export const adminJobEndpoints = defineEndpoints({
  "GET /api/admin/job-advertisements": {
    tags: ["Team"],
    summary: "Alle Anzeigen, nach Titel oder Unternehmen und Status gefiltert (nur Team)",
    querystring: ZAdminJobsQuery,
    response: { 200: ZAdminJobList, 401: ZMessage, 403: ZMessage, 422: ZValidationError },
  },
  "PUT /api/admin/job-advertisements/:id/terminate": {
    tags: ["Team"],
    summary: "Eine laufende Anzeige mit Begründung beenden (nur Team)",
    params: ZJobIdParams,
    body: ZTerminateJobRequest,
    response: {
      200: ZOwnJobResponse.extend({ message: ZMessage.shape.message }),
      401: ZMessage,
      403: ZMessage,
      404: ZMessage,
      409: ZMessage,
      422: ZValidationError,
    },
  },
});
