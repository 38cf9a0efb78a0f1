// Machine-readable reasons beside the German `message` of every error answer (docs/decisions,
// "domain error codes"). The browser may switch on a code instead of an HTTP status or a
// message text; each code has exactly one status, so the server cannot send a code with a
// status it does not belong to (AppError.of in src/server/platform/errors.ts).

/** Every code with its HTTP status: one per status for the generic cases, then per domain. */
export const ERROR_CODES = {
  // Generic: an answer whose status alone says what happened.
  bad_request: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  request_timeout: 408,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  csrf_mismatch: 419,
  validation_failed: 422,
  too_many_requests: 429,
  headers_too_large: 431,
  server_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,

  // Accounts and sign-in.
  "auth.invalid_credentials": 422,
  "auth.too_many_attempts": 429,
  "auth.email_unverified": 403,
  "auth.invalid_link": 403,
  "auth.email_taken": 409,
  "auth.not_staff": 403,

  // First start: the setup link (/einrichtung/{token}).
  "setup.link_unknown": 404,
  "setup.link_expired": 410,
  "setup.link_used": 410,

  // Employers.
  "employer.not_found": 404,
  "employer.forbidden": 403,
  "employer.deleted": 409,
  "employer.none": 403,

  // Job ads: the editor and the lifecycle.
  "job.not_found": 404,
  "job.ended": 410,
  "job.already_published": 409,
  "job.published_before": 409,
  "job.step_out_of_order": 409,
  "job.terminated": 409,
  "job.not_live": 409,
  "job.not_a_draft": 409,
  "job.draft_not_extendable": 409,
  "job.incomplete": 422,

  // Credits.
  "credits.none_left": 402,

  // Checkout.
  "order.not_found": 404,
  "checkout.payment_unavailable": 502,

  // Team accounts (ADR 058): owner and members, invitations.
  "team.owner_only": 403,
  "team.member_not_found": 404,
  "team.invitation_not_found": 404,
  "team.address_has_account": 409,
  "team.too_many_open": 429,
  "team.too_many_today": 429,
  "team.link_unknown": 404,
  "team.link_expired": 410,
  "team.link_used": 410,

  // Data rights.
  "account.last_staff": 409,
  "account.already_deleted": 409,
  "account.not_while_impersonating": 403,

  // Job alerts (Suchauftrag): a link from a mail.
  "job_alert.link_unknown": 404,
  "job_alert.already_confirmed": 409,

  // Applications (Bewerbung): the form on a job page and the applicant's link.
  "application.not_on_platform": 409,
  "application.link_unknown": 404,

  // Staff.
  "staff.not_impersonating": 409,
  "content.in_use": 409,

  // The employer's inbox of applications (ADR 046).
  "application.not_found": 404,
  "application.staff_forbidden": 403,
  "application.rejection_mailed": 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The same list for schemas (zod enums) and checks. */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The generic code of a status, for an answer no code of its own fits. */
export function codeForStatus(status: number): ErrorCode {
  for (const [code, codeStatus] of Object.entries(ERROR_CODES)) {
    if (codeStatus === status && !code.includes(".")) return code as ErrorCode;
  }
  return status >= 500 ? "server_error" : "bad_request";
}
