import { useCallback, useEffect, useState } from "react";
import { formatDateTime } from "#shared/format.ts";
import type { Notification } from "#shared/schemas/notifications.ts";
import { HttpError } from "#web/lib/http.ts";
import type { NotificationList } from "#shared/schemas/notifications.ts";
import { fetchNotifications, markRead } from "../api.ts";
import { useLiveUpdates } from "../store.ts";

/**
 * "Benachrichtigungen" on the dashboard: the latest stored notifications (ad published, ends in
 * 3 days, expired), unread ones marked, each can be marked as read. Loaded in the browser.
 */
export function NotificationsPanel({ onSessionExpired }: { onSessionExpired(): void }) {
  const [list, setList] = useState<NotificationList | null | "failed">(null);
  const live = useLiveUpdates((state) => state.notifications);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchNotifications(signal).then(setList, (error: unknown) => {
        if ((error as Error).name === "AbortError") return;
        if (error instanceof HttpError && error.status === 401) onSessionExpired();
        else setList("failed");
      }),
    [onSessionExpired],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, live]);

  const read = async (item: Notification) => {
    try {
      await markRead(item.id);
      await load();
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) onSessionExpired();
    }
  };

  return (
    <section
      aria-labelledby="notifications-heading"
      className="rounded-3xl bg-white p-5 ring-1 ring-moss-200 sm:p-8"
    >
      <h2 id="notifications-heading" className="text-2xl font-bold text-moss-900">
        Benachrichtigungen
        {list && list !== "failed" && list.unread > 0 ? (
          <span className="ml-2 rounded-full bg-earth-600 px-2.5 py-0.5 align-middle text-sm font-semibold text-white">
            {list.unread} neu
          </span>
        ) : null}
      </h2>
      {list === null ? (
        <p className="mt-4 text-moss-700" role="status">
          Benachrichtigungen werden geladen …
        </p>
      ) : list === "failed" ? (
        <p className="mt-4 text-moss-800" role="status">
          Die Benachrichtigungen konnten gerade nicht geladen werden.{" "}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => void load()}
          >
            Erneut versuchen
          </button>
        </p>
      ) : list.data.length === 0 ? (
        <p className="mt-4 text-moss-800">
          Noch keine Benachrichtigungen. Hier erfahren Sie, wenn eine Anzeige veröffentlicht wurde,
          bald abläuft oder abgelaufen ist.
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
