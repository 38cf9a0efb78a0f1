import type { BillingAddressLookup } from "#shared/load-context.ts";
import type { CheckoutRequest } from "#shared/schemas/checkout.ts";
import { api } from "#web/lib/api.ts";

// Pricing and checkout (docs/product.md "API conventions"): POST /api/checkout,
// GET /api/orders/{id}, GET /api/checkout/sessions/{id}, and the invoice PDF at
// GET /api/orders/{id}/invoice (opened in a new tab, not fetched). The plans and the dashboard's
// orders come from route loaders (load context `listPlans`, `ownOrders`), the order form's
// billing address from a loader-only route (ADR 026).

export const CHECKOUT_FORM_ID = "checkout";

/** The loader-only route (routes/checkout-billing-address.ts) the order form reads. */
export const BILLING_ADDRESS_ROUTE = "/checkout/billing-address";

/** What that route answers; `failed` when the read failed (server error or no connection). */
export type BillingAddressLoad = BillingAddressLookup | { status: "failed" };

/**
 * Invoice: the order with its credits granted. Stripe: the hosted payment page to go to.
 * Field errors land under CHECKOUT_FORM_ID; other refusals (403 unverified, 502) throw.
 */
export function checkout(values: CheckoutRequest) {
  return api.post("/api/checkout", { body: values, form: CHECKOUT_FORM_ID, toast: false });
}

export function fetchSessionOrder(sessionId: string, signal?: AbortSignal) {
  return api.get("/api/checkout/sessions/:session_id", {
    params: { session_id: sessionId },
    toast: false,
    signal,
  });
}

/** The Rechnung PDF of an own order, shown inline by the browser. */
export function invoiceUrl(orderId: number): string {
  return `/api/orders/${orderId}/invoice`;
}
