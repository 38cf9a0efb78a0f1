import { create } from "zustand";

/**
 * Counters the live connection turns over (issue 7): parts of the dashboard that load their own
 * data (ads, credits, orders, notifications) list them as effect dependencies and load again.
 */
interface LiveUpdates {
  /** An `EmployerUpdated` arrived: profile, credits, orders or an ad's status changed. */
  employer: number;
  /** A stored notification arrived on the user's channel. */
  notifications: number;
  employerUpdated(): void;
  notificationReceived(): void;
}

export const useLiveUpdates = create<LiveUpdates>((set) => ({
  employer: 0,
  notifications: 0,
  employerUpdated: () => set((state) => ({ employer: state.employer + 1 })),
  notificationReceived: () => set((state) => ({ notifications: state.notifications + 1 })),
}));

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
