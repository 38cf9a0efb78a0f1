import Pusher from "pusher-js";
import type { Notification } from "#shared/schemas/notifications.ts";
import { http } from "#web/lib/http.ts";

// The browser's live connection (DESIGN.md "Realtime"): the unmodified pusher-js client to the
// app's own Pusher-protocol endpoint, private channels signed by POST /broadcasting/auth.
// Loaded only for signed-in users (this module is imported dynamically).

export interface LiveOptions {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  employerId: number | null;
  userId: number;
  onEmployerUpdated(): void;
  onNotification(notification: Notification): void;
}

const EMPLOYER_UPDATED = "EmployerUpdated";
const NOTIFICATION_CREATED = "Illuminate\\Notifications\\Events\\BroadcastNotificationCreated";

/** Connects and subscribes; the returned function disconnects. */
export function connectLive(options: LiveOptions): () => void {
  const pusher = new Pusher(options.key, {
    cluster: "",
    wsHost: options.wsHost,
    wsPort: options.wsPort,
    wssPort: options.wsPort,
    forceTLS: options.forceTLS,
    enabledTransports: options.forceTLS ? ["wss"] : ["ws"],
    disableStats: true,
    channelAuthorization: {
      endpoint: "/broadcasting/auth",
      transport: "ajax",
      // Through lib/http.ts: the JSON headers and the CSRF marker every call carries.
      customHandler: ({ socketId, channelName }, callback) => {
        http
          .post<{ auth: string }>("/broadcasting/auth", {
            socket_id: socketId,
            channel_name: channelName,
          })
          .then(
            (answer) => callback(null, answer),
            (error: Error) => callback(error, null),
          );
      },
    },
  });
  if (options.employerId !== null) {
    pusher
      .subscribe(`private-App.Models.Employer.${options.employerId}`)
      .bind(EMPLOYER_UPDATED, () => options.onEmployerUpdated());
  }
  pusher
    .subscribe(`private-App.Models.User.${options.userId}`)
    .bind(NOTIFICATION_CREATED, (notification: Notification) =>
      options.onNotification(notification),
    );
  return () => pusher.disconnect();
}
