import type { Notification } from "#shared/schemas/notifications.ts";
import { http } from "#web/lib/http.ts";

// Stored notifications (PRODUCT.md "API details"): GET /api/notifications, PUT …/{id}/read.

export interface NotificationList {
  data: Notification[];
  unread: number;
}

export function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return http.get<NotificationList>("/api/notifications?limit=10", { signal });
}

export function markRead(id: number): Promise<null> {
  return http.put<null>(`/api/notifications/${id}/read`, {}, { globalErrors: true });
}
