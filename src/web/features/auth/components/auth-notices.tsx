import { useFlashToast } from "../flash-toast.ts";
import { useVerifiedNotice } from "../use-verified-notice.ts";

/**
 * The account notices every page may have to show once after loading: "verified=1" from the
 * verification link, and the toast queued before a full reload (logout, password reset).
 * Rendered by the app shell, after its toast container.
 */
export function AuthNotices() {
  useVerifiedNotice();
  useFlashToast();
  return null;
}
