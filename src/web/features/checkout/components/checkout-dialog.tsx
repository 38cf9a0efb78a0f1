import { useEffect, useId, useState } from "react";
import type { Order, PaymentMethod, Plan } from "#shared/schemas/checkout.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { ModalBody, ModalDialog } from "#web/ui/modal-dialog.tsx";
import { forgetCheckout, rememberCheckout } from "../pending-checkout.ts";
import { CheckoutPlanSummary } from "./checkout-plan-summary.tsx";
import { ConfirmEmailFirst } from "./confirm-email-first.tsx";
import { OrderConfirmation } from "./order-confirmation.tsx";
import { OrderStep } from "./order-step.tsx";
import { PaymentMethodChoice } from "./payment-method-choice.tsx";
import { RegisterFirst } from "./register-first.tsx";

interface CheckoutDialogProps {
  plan: Plan;
  paymentMethods: PaymentMethod[];
  initialPaymentMethod?: PaymentMethod;
  /** The dialog continues a checkout remembered before registration or confirmation. */
  resumed: boolean;
  onClose(): void;
}

/**
 * Booking a plan (docs/product.md "Plans, checkout and invoices"). The dialog picks the step:
 * logged out or unconfirmed, the choice is remembered and the dialog says what comes first;
 * signed in and confirmed, the order form; after an order by invoice, the confirmation.
 */
export default function CheckoutDialog({
  plan,
  paymentMethods,
  initialPaymentMethod,
  resumed,
  onClose,
}: CheckoutDialogProps) {
  const { user } = usePageMetadata();
  const headingId = useId();
  const [method, setMethod] = useState<PaymentMethod>(
    initialPaymentMethod && paymentMethods.includes(initialPaymentMethod)
      ? initialPaymentMethod
      : "invoice",
  );
  const [order, setOrder] = useState<Order | null>(null);
  const ready = Boolean(user?.email_verified_at);

  // Until the checkout can go on, the choice is kept for the way back (docs/product.md "Job ads: fields and editor" markers);
  // once it can, the markers have done their work.
  useEffect(() => {
    if (ready) forgetCheckout();
    else rememberCheckout({ planId: plan.id, paymentMethod: method });
  }, [ready, plan.id, method]);

  return (
    <ModalDialog
      onClose={onClose}
      layout="sheet"
      aria-labelledby={headingId}
      className="sm:max-w-2xl"
    >
      <div className="flex items-start justify-between gap-4 border-b border-moss-100 px-5 py-4 sm:px-8">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-moss-900">
          {order ? "Vielen Dank für Ihre Bestellung!" : `Paket „${plan.name}“ buchen`}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Schließen"
          className="-mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-moss-900 hover:bg-moss-100 focus-visible:outline-2 focus-visible:outline-moss-700"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <ModalBody className="px-5 py-5 sm:px-8 sm:py-6">
        {order ? (
          <OrderConfirmation order={order} />
        ) : (
          <div className="space-y-6">
            <CheckoutPlanSummary plan={plan} />
            {!user ? (
              <>
                <PaymentMethodChoice methods={paymentMethods} value={method} onChange={setMethod} />
                <RegisterFirst />
              </>
            ) : !ready ? (
              <>
                <PaymentMethodChoice methods={paymentMethods} value={method} onChange={setMethod} />
                <ConfirmEmailFirst email={user.email} />
              </>
            ) : (
              <OrderStep
                plan={plan}
                methods={paymentMethods}
                method={method}
                onMethodChange={setMethod}
                resumed={resumed}
                onOrdered={setOrder}
              />
            )}
          </div>
        )}
      </ModalBody>
    </ModalDialog>
  );
}
