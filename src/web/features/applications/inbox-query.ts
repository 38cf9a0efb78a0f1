import { APPLICATION_STATUSES, type ApplicationStatus } from "#shared/schemas/applications.ts";

/**
 * The inbox keeps its scope, status filter and page in the address, in German like the
 * dashboard's ads (`?anzeigen=…&seite=…`): `/dashboard/bewerbungen?anzeige=12&status=in-pruefung&seite=2`.
 * Without `anzeige` it shows the applications to every ad, without `status` every status,
 * without `seite` the first page. The inbox's loader reads the same.
 */
const JOB_PARAM = "anzeige";
const STATUS_PARAM = "status";
const PAGE_PARAM = "seite";

const INBOX_PATH = "/dashboard/bewerbungen";

/** Status words of the address: the statuses with a hyphen instead of the underscore. */
const statusWord = (status: ApplicationStatus) => status.replace("_", "-");

export interface InboxQuery {
  /** undefined: the applications to every ad of the employer. */
  jobId?: number;
  /** undefined: every status. */
  status?: ApplicationStatus;
  page: number;
}

/** Unknown words, ids and pages read as "every ad", "every status" and page 1. */
export function readInboxQuery(search: URLSearchParams): InboxQuery {
  const word = search.get(STATUS_PARAM);
  const status = APPLICATION_STATUSES.find((key) => statusWord(key) === word);
  const rawJob = search.get(JOB_PARAM) ?? "";
  const jobId = /^[1-9]\d{0,8}$/.test(rawJob) ? Number(rawJob) : undefined;
  const rawPage = search.get(PAGE_PARAM) ?? "";
  // The API's bound for pages (ZApplicationListQuery).
  const page = /^\d{1,5}$/.test(rawPage) ? Math.min(10_000, Math.max(1, Number(rawPage))) : 1;
  return { jobId, status, page };
}

/** `search` with the inbox's scope, filter and page set (other parameters kept). */
export function writeInboxQuery(search: URLSearchParams, query: InboxQuery): URLSearchParams {
  const next = new URLSearchParams(search);
  if (query.jobId) next.set(JOB_PARAM, String(query.jobId));
  else next.delete(JOB_PARAM);
  if (query.status) next.set(STATUS_PARAM, statusWord(query.status));
  else next.delete(STATUS_PARAM);
  if (query.page > 1) next.set(PAGE_PARAM, String(query.page));
  else next.delete(PAGE_PARAM);
  return next;
}

/** The inbox's address for a query: the dashboard's entry, an ad card's count, the detail's way back. */
export function inboxHref(query: Partial<InboxQuery> = {}): string {
  const search = writeInboxQuery(new URLSearchParams(), { page: 1, ...query }).toString();
  return search ? `${INBOX_PATH}?${search}` : INBOX_PATH;
}
