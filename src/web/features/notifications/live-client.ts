import Pusher, { type Channel } from "pusher-js";
import type { Notification } from "#shared/schemas/notifications.ts";
import {
  EMPLOYER_UPDATED,
  employerChannel,
  NOTIFICATION_CREATED,
  userChannel,
} from "#shared/realtime-channels.ts";
import { api } from "#web/lib/api.ts";

// The browser's live connection (docs/ARCHITECTURE.md): the unmodified pusher-js client to the
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
  /** Subscribed again after a dropped connection: notifications may have come meanwhile. */
  onNotificationsMissed(): void;
  /**
   * The server ended the session behind the subscriptions (a removed team member, ADR 058; a
   * logout or password change elsewhere): the page is signed out.
   */
  onSessionEnded(): void;
}

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
      // Through the typed client: the JSON headers and the CSRF marker every call carries. A
      // refusal (the session ended between logout and the reload) is pusher-js's to report.
      customHandler: ({ socketId, channelName }, callback) => {
        api
          .post("/broadcasting/auth", {
            body: { socket_id: socketId, channel_name: channelName },
            toast: false,
            on401: "throw",
          })
          .then(
            (answer) => callback(null, answer),
            (error: Error) => callback(error, null),
          );
      },
    },
  });
  if (options.employerId !== null) {
    const channel = pusher.subscribe(employerChannel(options.employerId));
    channel.bind(EMPLOYER_UPDATED, () => options.onEmployerUpdated());
    afterResubscribing(channel, () => options.onEmployerUpdated());
  }
  const own = pusher.subscribe(userChannel(options.userId));
  own.bind(NOTIFICATION_CREATED, (notification: Notification) =>
    options.onNotification(notification),
  );
  afterResubscribing(own, () => options.onNotificationsMissed());
  // The hub's answer when the session ends (platform/realtime/hub.ts endSessions): status 401.
  // A refused signature of /broadcasting/auth carries no status and is pusher-js's to report.
  own.bind("pusher:subscription_error", (error: { status?: number } | undefined) => {
    if (error?.status === 401) options.onSessionEnded();
  });
  return () => pusher.disconnect();
}

/**
 * After a dropped connection (network, a restarted app process) pusher-js connects again and
 * subscribes anew, but what the server sent in between is lost — it keeps nothing for a socket
 * that is gone. The server also confirms every subscription once more when its fan-out between
 * processes (Redis) comes back after a gap (platform/realtime/hub.ts). So every confirmation
 * after the first one catches up as if an event had come. The first one needs none as long as
 * it comes soon after the page's own load; an event sent between that load and the first
 * confirmation (hydration, the pusher-js chunk, the socket, the channel's authorisation) is
 * still missed — a known gap, closed by the next navigation.
 */
function afterResubscribing(channel: Channel, catchUp: () => void): void {
  let subscriptions = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  channel.bind("pusher:subscription_succeeded", () => {
    subscriptions += 1;
    if (subscriptions === 1 || pending !== undefined) return;
    // Every open tab hears this at the same moment (after a deploy or a Redis restart, when the
    // database may still be recovering): spread the reloads over two seconds, one per tab.
    pending = setTimeout(() => {
      pending = undefined;
      catchUp();
    }, Math.random() * CATCH_UP_SPREAD_MS);
  });
}

const CATCH_UP_SPREAD_MS = 2_000;
