import { formatDate } from "./format.ts";

/**
 * The one sentence that says an ad went live: the publishing tab shows it at once, and the live
 * notification of the same event (server, `job.published`) carries it to the employer's other
 * tabs. Both use the toast id below, so a tab that gets both shows it once (ui/toast.ts).
 */
export function jobPublishedMessage(
  title: string | null | undefined,
  expiresAt: string | null | undefined,
): string {
  const subject = title?.trim() ? `Ihre Anzeige „${title.trim()}“` : "Ihre Anzeige";
  const until = expiresAt ? ` und läuft bis ${formatDate(expiresAt)}` : "";
  return `${subject} ist jetzt veröffentlicht${until}.`;
}

/** The toast id of an ad's "is published" toast, whichever side shows it first. */
export function jobPublishedToastId(jobId: number): string {
  return `job-published-${jobId}`;
}
