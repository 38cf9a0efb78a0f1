import { STORAGE_KEYS } from "#shared/constants.ts";
import type { PaymentMethod } from "#shared/schemas/checkout.ts";

// The remembered choice of a checkout that must wait for registration, login or the email
// confirmation (docs/product.md "Job ads: fields and editor"/§4, docs/product.md "Plans, checkout and invoices"): local storage key
// `checkoutInvoice` or `checkoutStripe` (the payment method) holding the plan id. At most one
// is set; both are removed once the checkout continues.

const KEYS: Record<PaymentMethod, string> = {
  invoice: STORAGE_KEYS.checkoutInvoice,
  stripe: STORAGE_KEYS.checkoutStripe,
};

export interface PendingCheckout {
  planId: number;
  paymentMethod: PaymentMethod;
}

/** The path where a remembered checkout continues (after verification, login or a retry). */
export const RESUME_CHECKOUT_PATH = "/arbeitgeber?processCheckout=1";

export function rememberCheckout(choice: PendingCheckout): void {
  try {
    forgetCheckout();
    window.localStorage.setItem(KEYS[choice.paymentMethod], String(choice.planId));
  } catch {
    // Storage blocked (private mode): the employer chooses again after the confirmation.
  }
}

export function pendingCheckout(): PendingCheckout | null {
  try {
    for (const paymentMethod of ["invoice", "stripe"] as const) {
      const raw = window.localStorage.getItem(KEYS[paymentMethod]);
      if (raw === null) continue;
      const planId = Number(raw);
      if (Number.isInteger(planId) && planId > 0) return { planId, paymentMethod };
    }
  } catch {
    return null;
  }
  return null;
}

export function forgetCheckout(): void {
  try {
    for (const key of Object.values(KEYS)) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored when storage is blocked.
  }
}
