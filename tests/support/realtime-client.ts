import type { AddressInfo } from "node:net";
import Pusher from "pusher-js";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import type { TestAccount } from "./accounts.ts";
import type { TestApp } from "./app.ts";

// The real pusher-js client (its Node build) against a listening test app, authorising private
// channels through POST /broadcasting/auth with the account's session, as the browser does.

export async function listen(t: TestApp): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  return (t.app.server.address() as AddressInfo).port;
}

/**
 * `app`: the test app, or just the Pusher app key of an app running in another process.
 * `account.token` is read at each authorisation, so a test may switch it between channels.
 */
export function pusherClient(
  app: TestApp | string,
  port: number,
  account: TestAccount | null,
): Pusher {
  return new Pusher(typeof app === "string" ? app : app.config.pusher.key, {
    cluster: "",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
      transport: "ajax",
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`http://127.0.0.1:${port}/broadcasting/auth`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "x-requested-with": "XMLHttpRequest",
            ...(account ? { cookie: `${SESSION_COOKIE}=${account.token}` } : {}),
          },
          body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
        })
          .then(async (response) => {
            const body = (await response.json()) as {
              auth?: string;
              channel_data?: string;
              message?: string;
            };
            if (response.ok && body.auth)
              callback(null, { auth: body.auth, channel_data: body.channel_data });
            else callback(new Error(`${response.status} ${body.message ?? ""}`), null);
          })
          .catch((error: Error) => callback(error, null));
      },
    },
  });
}

export function connected(client: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    client.connection.bind("connected", () => resolve(client.connection.socket_id));
    client.connection.bind("failed", () => reject(new Error("connection failed")));
  });
}

/** Subscribes and resolves once the server confirmed it (rejects on a subscription error). */
export function subscribed(client: Pusher, channelName: string) {
  const channel = client.subscribe(channelName);
  return new Promise<typeof channel>((resolve, reject) => {
    channel.bind("pusher:subscription_succeeded", () => resolve(channel));
    channel.bind("pusher:subscription_error", (error: unknown) =>
      reject(new Error(`subscription_error ${JSON.stringify(error)}`)),
    );
  });
}

/** The next `event` on the channel (times out after `ms`). */
export function nextEvent<T = unknown>(
  channel: { bind(event: string, cb: (data: T) => void): unknown; unbind(event: string): unknown },
  event: string,
  ms = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    channel.bind(event, (data: T) => {
      clearTimeout(timer);
      channel.unbind(event);
      resolve(data);
    });
  });
}
