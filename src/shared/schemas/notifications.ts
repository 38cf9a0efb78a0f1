import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZEmptyBody } from "./auth.ts";
import { ZMessage, ZValidationError } from "./common.ts";

// Stored user notifications (docs/product.md "Notifications and live updates"):
// GET /api/notifications, PUT /api/notifications/{id}/read.

/** Every type the server stores (notifications/service.ts takes only these). */
export type NotificationType =
  | "job.published"
  | "job.expires_soon"
  | "job.expired"
  | "job.terminated_by_staff"
  | "order.invoice"
  | "payment.received"
  | "application.received";

const ZNotification = z.object({
  id: z.number().int(),
  type: z.string(),
  /** A German sentence for the list, made on the server from the type and data. */
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof ZNotification>;

const ZNotificationList = z.object({
  data: z.array(ZNotification),
  unread: z.number().int(),
});
const ZNotificationQuery = z.object({
  unread: z.enum(["1"], { error: "unread kann nur 1 sein." }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
const ZNotificationIdParams = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const notificationEndpoints = defineEndpoints({
  "GET /api/notifications": {
    tags: ["Benachrichtigungen"],
    summary: "Eigene Benachrichtigungen, neueste zuerst, mit Zahl der ungelesenen",
    querystring: ZNotificationQuery,
    response: { 200: ZNotificationList, 401: ZMessage, 422: ZValidationError },
  },
  "PUT /api/notifications/:id/read": {
    tags: ["Benachrichtigungen"],
    summary: "Als gelesen markieren",
    params: ZNotificationIdParams,
    body: ZEmptyBody,
    response: { 204: z.null(), 401: ZMessage, 404: ZMessage, 422: ZValidationError },
  },
});
export type NotificationList = z.infer<typeof ZNotificationList>;
