import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { setSessionExpiredHandler } from "./http.ts";

/**
 * Why a page sent the visitor to the login, as `grund=` of the address; the login page says it
 * (LOGIN_REASONS in features/auth/messages.ts). Only these keys, never a text from the address.
 */
export type LoginReason = "zahlung";

/** `/login?redirect=…` with the path kept readable; the login page leads back there. */
export function loginPath(back: string, reason?: LoginReason): string {
  const path = `/login?redirect=${encodeURIComponent(back).replace(/%2F/g, "/")}`;
  return reason ? `${path}&grund=${reason}` : path;
}

const SESSION_EXPIRED_MESSAGE = "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.";

/**
 * Set once in the app shell (root.tsx): any API call answering 401 (the session ended
 * meanwhile) leads to the login and back to the page it was made on.
 */
export function useSessionExpiredHandler(): void {
  const expired = useSessionExpired();
  useEffect(() => setSessionExpiredHandler(expired), [expired]);
}

/** A call answering 401 (the session ended meanwhile) leads to the login and back here. */
function useSessionExpired(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    notify.info(SESSION_EXPIRED_MESSAGE, { toastId: "session-expired" });
    void navigate(loginPath(window.location.pathname + window.location.search));
  }, [navigate]);
}
