import { z } from "zod";
import "../validation.ts";

// Stored user notifications (PRODUCT.md "Notifications and live updates"):
// GET /api/notifications, PUT /api/notifications/{id}/read.

/** Every type the server stores (notifications/service.ts takes only these). */
export const NOTIFICATION_TYPES = [
  "job.published",
  "job.expires_soon",
  "job.expired",
  "job.terminated_by_staff",
  "order.invoice",
  "payment.received",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.string(),
  /** A German sentence for the list, made on the server from the type and data. */
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  data: z.array(ZNotification),
  unread: z.number().int(),
});
export const ZNotificationQuery = z.object({
  unread: z.enum(["1"], { error: "unread kann nur 1 sein." }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const ZNotificationIdParams = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
