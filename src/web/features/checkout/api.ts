import type { z } from "zod";
import type {
  CheckoutRequest,
  Order,
  PlansResponse,
  ZBillingAddressResponse,
} from "#shared/schemas/checkout.ts";
import { http } from "#web/lib/http.ts";

// Pricing and checkout (PRODUCT.md "API details"): GET /api/plans, GET /api/billing-address,
// POST /api/checkout, GET /api/orders[/{id}], GET /api/checkout/sessions/{id}, and the
// invoice PDF at GET /api/orders/{id}/invoice (opened in a new tab, not fetched).

export const CHECKOUT_FORM_ID = "checkout";

export function fetchPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return http.get<PlansResponse>("/api/plans", { signal });
}

/** The stored billing address (null before the first order) and a proposal from the profile. */
export type BillingAddressAnswer = z.infer<typeof ZBillingAddressResponse>;

export function fetchBillingAddress(signal?: AbortSignal): Promise<BillingAddressAnswer> {
  return http.get<BillingAddressAnswer>("/api/billing-address", { signal });
}

/** Invoice: the order with its credits granted. Stripe: the hosted payment page to go to. */
export type CheckoutAnswer = { data: Order } | { data: { url: string } };

/** Field errors land under CHECKOUT_FORM_ID; other refusals (403 unverified, 502) throw. */
export function checkout(values: CheckoutRequest): Promise<CheckoutAnswer> {
  return http.post<CheckoutAnswer>("/api/checkout", values, { form: CHECKOUT_FORM_ID });
}

export function fetchOrders(signal?: AbortSignal): Promise<{ data: Order[] }> {
  return http.get<{ data: Order[] }>("/api/orders", { signal });
}

export function fetchOrder(id: number, signal?: AbortSignal): Promise<{ data: Order }> {
  return http.get<{ data: Order }>(`/api/orders/${id}`, { signal });
}

export function fetchSessionOrder(sessionId: string, signal?: AbortSignal) {
  return http.get<{ data: Order }>(`/api/checkout/sessions/${encodeURIComponent(sessionId)}`, {
    signal,
  });
}

/** The Rechnung PDF of an own order, shown inline by the browser. */
export function invoiceUrl(orderId: number): string {
  return `/api/orders/${orderId}/invoice`;
}
