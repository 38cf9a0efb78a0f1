import { jobPublishedToastId } from "#shared/job-published-message.ts";
import type { Notification } from "#shared/schemas/notifications.ts";

/**
 * The toast id of a live notification. An ad's "published" notification shares its id with
 * the publishing tab's own toast, so that tab shows the news once, not twice.
 */
export function notificationToastId(notification: Pick<Notification, "id" | "type" | "data">) {
  const jobId = notification.data.job_id;
  if (notification.type === "job.published" && typeof jobId === "number")
    return jobPublishedToastId(jobId);
  return `notification-${notification.id}`;
}
