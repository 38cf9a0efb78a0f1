import { Link, useRevalidator } from "react-router";
import { formatDateTime } from "#shared/format.ts";
import type { Notification, NotificationList } from "#shared/schemas/notifications.ts";
import { markRead } from "../api.ts";

/**
 * "Benachrichtigungen" on the dashboard: the latest stored notifications (a new application, ad
 * published, ends in 3 days, expired), unread ones marked, each can be marked as read. The list comes from the
 * dashboard's loader; marking one as read and a new notification (LiveConnection) run it again.
 */
export function NotificationsPanel({ list }: { list: NotificationList }) {
  const revalidator = useRevalidator();

  const read = async (item: Notification) => {
    try {
      await markRead(item.id);
    } catch {
      // The server's message came as a toast (lib/http.ts); the list shows the server's state.
    }
    await revalidator.revalidate();
  };

  return (
    <section
      aria-labelledby="notifications-heading"
      className="rounded-3xl bg-white p-5 ring-1 ring-moss-200 sm:p-8"
    >
      <h2 id="notifications-heading" className="text-2xl font-bold text-moss-900">
        Benachrichtigungen
        {list.unread > 0 ? (
          <span className="ml-2 rounded-full bg-earth-600 px-2.5 py-0.5 align-middle text-sm font-semibold text-white">
            {list.unread} neu
          </span>
        ) : null}
      </h2>
      {list.data.length === 0 ? (
        <p className="mt-4 text-moss-800">
          Noch keine Benachrichtigungen. Hier erfahren Sie, wenn eine Bewerbung eingeht oder eine
          Anzeige veröffentlicht wurde, bald abläuft oder abgelaufen ist.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-moss-100">
          {list.data.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className={item.read_at ? "text-moss-800" : "font-semibold text-moss-900"}>
                  {item.read_at ? null : <span className="sr-only">Neu: </span>}
                  {item.message}
                </p>
                <p className="text-sm text-moss-700">{formatDateTime(item.created_at)}</p>
                <NotificationLink item={item} />
              </div>
              {item.read_at ? null : (
                <button
                  type="button"
                  onClick={() => void read(item)}
                  className="min-h-11 rounded-full px-3 text-sm font-semibold text-moss-800 underline underline-offset-2 hover:bg-moss-50"
                >
                  Als gelesen markieren
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Where a notification leads: one about an application (its data names the application)
 * opens it in the inbox, which marks it seen.
 */
function NotificationLink({ item }: { item: Notification }) {
  const id = item.data.application_id;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return null;
  return (
    <Link
      to={`/dashboard/bewerbungen/${id}`}
      className="mt-1 inline-flex min-h-11 items-center font-semibold text-moss-800 underline underline-offset-2 hover:text-moss-900"
    >
      Bewerbung ansehen
    </Link>
  );
}
