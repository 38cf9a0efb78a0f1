import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { formatDate } from "#shared/format.ts";
import { jobPublishedMessage } from "#shared/job-published-message.ts";
import type { Db } from "#server/db/client.ts";
import { employerUsers, notifications } from "#server/db/schema.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Notification, NotificationType } from "#shared/schemas/notifications.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import type { StoredNotification } from "#server/modules/realtime/service.ts";
import { adsStand } from "#shared/count-texts.ts";

const berlinDate = (iso: unknown) => (typeof iso === "string" ? formatDate(iso) : "");

/** The German sentence of a notification; unknown types still read sensibly. */
function notificationMessage(type: string, data: Record<string, unknown>): string {
  return messageOf(type as NotificationType, data);
}

function messageOf(type: NotificationType, data: Record<string, unknown>): string {
  const title = typeof data.title === "string" && data.title ? `„${data.title}“` : "Ihre Anzeige";
  switch (type) {
    case "job.published":
      return jobPublishedMessage(
        typeof data.title === "string" ? data.title : null,
        typeof data.expires_at === "string" ? data.expires_at : null,
      );
    case "job.expires_soon":
      return `${title} läuft am ${berlinDate(data.expires_at)} ab.`;
    case "job.terminated_by_staff": {
      const reason = typeof data.reason === "string" && data.reason ? ` Grund: ${data.reason}` : "";
      return `${title} wurde vom Wurzelwerk-Team beendet und ist nicht mehr in der Suche zu finden.${reason}`;
    }
    case "job.expired":
      return `${title} ist abgelaufen und wird nicht mehr in der Suche angezeigt.`;
    case "order.invoice": {
      const count = typeof data.credits === "number" ? data.credits : 1;
      const plan = typeof data.plan === "string" ? `„${data.plan}“ ` : "";
      const invoice =
        typeof data.invoice_number === "string"
          ? ` Die Rechnung ${data.invoice_number} ist im Dashboard.`
          : "";
      return `Ihre Bestellung ${plan}ist eingegangen: ${adsStand(count)} als Guthaben bereit.${invoice}`;
    }
    case "payment.received":
      return "Ihre Zahlung ist eingegangen. Das Guthaben steht Ihnen zur Verfügung.";
    case "application.received": {
      const name = typeof data.name === "string" && data.name ? data.name : "Jemand";
      return `Neue Bewerbung von ${name} auf ${title}.`;
    }
    default:
      // A type no longer in NOTIFICATION_TYPES, stored by an older version.
      void (type satisfies never);
      return "Es gibt Neuigkeiten zu Ihrem Konto.";
  }
}

export async function listNotifications(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  options: { unreadOnly: boolean; limit: number },
): Promise<{ data: Notification[]; unread: number }> {
  const mine = eq(notifications.user_id, user.id);
  const [rows, [unread]] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(options.unreadOnly ? and(mine, isNull(notifications.read_at)) : mine)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(options.limit),
    deps.db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.read_at))),
  ]);
  return { data: rows.map(toNotification), unread: Number(unread?.n ?? 0) };
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    message: notificationMessage(row.type, row.data),
    data: row.data,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** Marks one of the user's notifications as read; someone else's id is "not found". */
export async function markNotificationRead(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  id: number,
): Promise<void> {
  const [row] = await deps.db
    .select({ id: notifications.id, read_at: notifications.read_at })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.user_id, user.id)));
  if (!row) throw AppError.notFound("Diese Benachrichtigung gibt es nicht.");
  if (!row.read_at) {
    await deps.db
      .update(notifications)
      .set({ read_at: new Date() })
      .where(eq(notifications.id, id));
  }
}

/**
 * Stores a notification for every user of the employer, in the caller's transaction, and
 * returns them so the caller can send them live once the transaction is committed.
 */
export async function notifyEmployerUsers(
  tx: Pick<Db, "select" | "insert">,
  employerId: number,
  type: NotificationType,
  data: Record<string, unknown>,
): Promise<StoredNotification[]> {
  const members = await tx
    .select({ user_id: employerUsers.user_id })
    .from(employerUsers)
    .where(eq(employerUsers.employer_id, employerId));
  if (!members.length) return [];
  const rows = await tx
    .insert(notifications)
    .values(members.map((m) => ({ user_id: m.user_id, type, data })))
    .returning();
  return rows.map((row) => ({ ...toNotification(row), user_id: row.user_id }));
}
