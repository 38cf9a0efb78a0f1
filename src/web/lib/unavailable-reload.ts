import { useSyncExternalStore } from "react";

/**
 * docs/product.md "Texts and messages": a 503 reloads the page. Reloading at once, a page whose first call answers 503
 * reloads itself many times a second; so the reload waits 2, 4, 8 … s (at most 60 s), counting
 * the attempts in session storage across the reloads, and a banner says so meanwhile
 * (`useUnavailableRetry`). The first successful call ends the count.
 */
const ATTEMPTS_KEY = "unavailableReloads";
export const MAX_RELOAD_DELAY_S = 60;

/** 2, 4, 8, 16, 32, 60, 60 … s for the 1st, 2nd, … attempt. */
export function reloadDelaySeconds(attempt: number): number {
  return Math.min(MAX_RELOAD_DELAY_S, 2 ** Math.min(attempt, 6));
}

let retryAt: number | null = null;
const listeners = new Set<() => void>();

function storedAttempts(): number {
  try {
    const value = Number(window.sessionStorage.getItem(ATTEMPTS_KEY));
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** Schedules the one reload of this page after the back-off; further 503s meanwhile wait for it. */
export function reloadAfterBackoff(): void {
  if (retryAt !== null) return;
  const attempt = storedAttempts() + 1;
  try {
    window.sessionStorage.setItem(ATTEMPTS_KEY, String(attempt));
  } catch {
    // Storage disabled: every page waits the first delay.
  }
  const delay = reloadDelaySeconds(attempt) * 1000;
  retryAt = Date.now() + delay;
  for (const listener of listeners) listener();
  window.setTimeout(() => window.location.reload(), delay);
}

/** A call succeeded: the service is back, the next 503 starts again with the shortest wait. */
export function resetReloadBackoff(): void {
  try {
    if (window.sessionStorage.getItem(ATTEMPTS_KEY) !== null)
      window.sessionStorage.removeItem(ATTEMPTS_KEY);
  } catch {
    // ignore
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the scheduled reload happens (ms since the epoch), or null when none is waiting. */
export function useUnavailableRetry(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => retryAt,
    () => null,
  );
}
