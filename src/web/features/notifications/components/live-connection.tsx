import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { useOptionalRootData } from "#web/lib/page-metadata.ts";
import { notificationToastId } from "../toast-id.ts";
import { handleSessionExpired } from "#web/lib/http.ts";
import { liveConnectionEnded, setLiveConnection } from "../store.ts";

/**
 * Keeps a signed-in user's tab current (docs/product.md "Notifications and live updates"): an
 * `EmployerUpdated` or a new notification runs the page's loaders again (revalidation), so the
 * dashboard's ads, credits, orders and notifications show the server's state; a new
 * notification also shows as a toast; a session the server ended signs the page out. Nothing is
 * loaded for visitors.
 */
export function LiveConnection() {
  const metadata = useOptionalRootData()?.metadata;
  const user = metadata?.user ?? null;
  const realtime = metadata?.realtime;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });

  const userId = user?.id ?? null;
  const employerId = user?.employers.data[0]?.id ?? null;
  const key = realtime?.key;
  const wsHost = realtime?.ws_host;
  const wsPort = realtime?.ws_port;
  const forceTLS = realtime?.force_tls ?? false;

  useEffect(() => {
    if (userId === null || !key || !wsHost || !wsPort || liveConnectionEnded()) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    void import("../live-client.ts").then(({ connectLive }) => {
      if (cancelled || liveConnectionEnded()) return;
      disconnect = connectLive({
        key,
        wsHost,
        wsPort,
        forceTLS,
        employerId,
        userId,
        onEmployerUpdated: () => void revalidate.current(),
        onNotification: (notification) => {
          void revalidate.current();
          notify.info(notification.message, { toastId: notificationToastId(notification) });
        },
        // The list loads again; no toast for what came while the connection was down.
        onNotificationsMissed: () => void revalidate.current(),
        // Like a 401 of any call: the notice, then the login and back (lib/session-expired.ts).
        // The connection closes with the user (the effect's cleanup) once the root data has none.
        onSessionEnded: () => void handleSessionExpired(),
      });
      setLiveConnection(disconnect);
    });
    return () => {
      cancelled = true;
      disconnect?.();
      setLiveConnection(undefined);
    };
  }, [userId, employerId, key, wsHost, wsPort, forceTLS]);

  return null;
}
