import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { STORAGE_KEYS } from "#shared/constants.ts";
import { AUTH_TOASTS } from "./messages.ts";

export const CHECKOUT_PATH = "/arbeitgeber?processCheckout=1";

/** A plan chosen before registering waits in local storage (docs/product.md "Plans, checkout and invoices"). */
export function hasCheckoutMarker(): boolean {
  try {
    return [STORAGE_KEYS.checkoutInvoice, STORAGE_KEYS.checkoutStripe].some(
      (key) => window.localStorage.getItem(key) !== null,
    );
  } catch {
    return false;
  }
}

/**
 * docs/product.md "Pages and addresses"/§4 `?verified=1` (where the verification link lands): the success toast once,
 * then the parameter leaves the address bar (other parameters stay). With a pending checkout
 * (docs/product.md "Plans, checkout and invoices") the employer goes on to /arbeitgeber?processCheckout=1.
 */
export function useVerifiedNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get("verified") !== "1" || handled.current === location.key) return;
    handled.current = location.key;
    notify.success(AUTH_TOASTS.emailVerified, { toastId: "email-verified" });

    if (hasCheckoutMarker()) {
      void navigate(CHECKOUT_PATH, { replace: true });
      return;
    }
    params.delete("verified");
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      // Only the address changes: the page's data is the same, no need to load it again.
      { replace: true, preventScrollReset: true, defaultShouldRevalidate: false },
    );
  }, [location, navigate]);
}
