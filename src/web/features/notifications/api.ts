import { api } from "#web/lib/api.ts";

// Stored notifications: PUT /api/notifications/{id}/read. The list (GET /api/notifications)
// comes from the dashboard's loader (load context `notifications`).

export function markRead(id: number) {
  return api.put("/api/notifications/:id/read", { params: { id }, body: {} });
}
