// Live events need no store of their own: LiveConnection runs the page's loaders again
// (revalidation), which read ads, credits, orders and notifications (docs/decisions/026).

// The live connection of this tab (components/live-connection.tsx), so logout can close it first.
let stopLive: (() => void) | undefined;
let liveEnded = false;

/** Called by LiveConnection with the running connection's disconnect (undefined when it closed). */
export function setLiveConnection(stop: (() => void) | undefined): void {
  stopLive = stop;
}

/** True once the session of this page is ending: no new connection may start. */
export function liveConnectionEnded(): boolean {
  return liveEnded;
}

/**
 * Closes the live connection for the rest of this page's life, before the session ends
 * (logout, which then reloads): otherwise pusher-js may authorise its private channels once more
 * between `POST /logout` and the reload and log a 401 from /broadcasting/auth.
 */
export function endLiveConnection(): void {
  liveEnded = true;
  stopLive?.();
  stopLive = undefined;
}
