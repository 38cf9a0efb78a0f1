import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { notify } from "#web/ui/toast.ts";

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

/** A call answering 401 (the session ended meanwhile) leads to the login and back here. */
export function useSessionExpired(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const back = location.pathname + location.search;
  return useCallback(() => {
    notify.info("Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.", {
      toastId: "session-expired",
    });
    void navigate(loginPath(back));
  }, [navigate, back]);
}
