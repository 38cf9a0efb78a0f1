import { api } from "#web/lib/api.ts";

// Stored notifications: GET /api/notifications, PUT …/{id}/read.

export function fetchNotifications(signal?: AbortSignal) {
  return api.get("/api/notifications", { query: { limit: 10 }, toast: false, signal });
}

export function markRead(id: number) {
  return api.put("/api/notifications/:id/read", { params: { id }, body: {} });
}
