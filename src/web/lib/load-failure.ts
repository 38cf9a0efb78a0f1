import { STORAGE_KEYS } from "#shared/constants.ts";

// A part of the app that could not be loaded: a code chunk (an open tab after a deploy, whose
// old chunks are gone; a flaky mobile network) or React Router's route manifest. Reloading the
// page usually helps — once: a page that fails again shows „Neu laden“ instead of reloading in a
// loop. Kept free of other modules, so the page that says so loads with the root.
//
// How such errors reach the root error boundary (root.tsx): Vite's preload helper fires
// `vite:preloadError` and, as nobody calls preventDefault, throws the error to the import — in a
// loader (lib/lazy-component.tsx preload) or while rendering (its `use`), so React Router shows
// the boundary at the address the user asked for, and the reload there loads that page. (A
// handler that reloaded on the event itself would reload the page the user is leaving.) React
// Router's route discovery (/__manifest) throws its fetch error into the navigation the same way.

/** Within this time after an automatic reload, the next failure offers the button instead. */
export const AUTO_RELOAD_WINDOW_MS = 5 * 60_000;

const LOAD_FAILURE_MESSAGES = [
  // Chromium, Firefox and Safari on a failed import() of a chunk.
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  // Vite's preload helper (a chunk's CSS or JS dependency).
  /Unable to preload CSS/i,
  // React Router's route discovery (/__manifest) during a navigation.
  /Unable to discover routes/i,
];

/** True for the errors of a chunk or manifest that did not arrive (not for a bug in the code). */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (LOAD_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // fetch() of the manifest without a network: "TypeError: Failed to fetch" (Chromium),
  // "NetworkError when attempting to fetch resource." (Firefox), "Load failed" (Safari).
  return (
    error instanceof TypeError &&
    /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/.test(
      error.message,
    )
  );
}

/**
 * Whether the page may reload itself now; if so, notes the time (session storage), so that the
 * page reloads at most once within AUTO_RELOAD_WINDOW_MS. Without storage: never (no loop).
 */
export function claimAutoReload(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(STORAGE_KEYS.loadFailureReload));
    if (Number.isFinite(last) && last > 0 && now - last < AUTO_RELOAD_WINDOW_MS) return false;
    window.sessionStorage.setItem(STORAGE_KEYS.loadFailureReload, String(now));
    return true;
  } catch {
    return false;
  }
}
