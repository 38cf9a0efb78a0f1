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
