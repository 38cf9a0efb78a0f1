import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on (and at once on a
 * page the browser renders itself). A form's submit button is disabled until then: before
 * React has taken over, a press on it would make the browser submit the form itself — a GET
 * with every field in the address, the password of the login form included, kept in the
 * browser's history (the server's request log leaves such parameters out, request-log.ts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
