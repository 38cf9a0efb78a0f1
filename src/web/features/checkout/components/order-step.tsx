import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { BillingAddressData } from "#shared/schemas/checkout.ts";
import { handleSessionExpired } from "#web/lib/http.ts";
import { BILLING_ADDRESS_ROUTE, type BillingAddressLoad } from "../api.ts";
import { OrderForm, type OrderFormProps } from "./order-form.tsx";

/**
 * The step of a signed-in, confirmed employer: the billing address is read when the step
 * opens, then the order form starts from it. Meanwhile the rest of the dialog stays usable.
 */
export function OrderStep(props: OrderFormProps) {
  const billing = useBillingAddress();
  if (billing === "loading") {
    return (
      <p role="status" className="text-moss-800">
        Rechnungsadresse wird geladen …
      </p>
    );
  }
  if (billing === "failed") {
    return (
      <p role="alert" className="text-red-700">
        Ihre Rechnungsadresse konnte gerade nicht geladen werden. Bitte schließen Sie das Fenster
        und versuchen Sie es noch einmal.
      </p>
    );
  }
  return <OrderForm {...props} billing={billing} />;
}

/**
 * Through the loader-only route with a fetcher (ADR 026), not a request of its own. The page's
 * revalidations read it again; the form keeps what was typed (it takes its values once).
 */
function useBillingAddress(): BillingAddressData | "loading" | "failed" {
  const { data, load } = useFetcher<BillingAddressLoad>();
  useEffect(() => {
    void load(BILLING_ADDRESS_ROUTE);
  }, [load]);

  // The session ended meanwhile: to the login and back, as for any call (lib/http.ts).
  const signedOut = data?.status === 401;
  useEffect(() => {
    if (signedOut) handleSessionExpired();
  }, [signedOut]);

  if (!data || data.status === 401) return "loading";
  if (data.status === 200) return data.data;
  return "failed";
}
