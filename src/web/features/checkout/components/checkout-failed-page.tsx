import { Link, useNavigate } from "react-router";
import { formatCurrency } from "#shared/format.ts";
import { TAX_RATE_PERCENT, type Order } from "#shared/schemas/checkout.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { rememberCheckout, RESUME_CHECKOUT_PATH } from "../pending-checkout.ts";
import { CheckoutResultFrame } from "./checkout-result-frame.tsx";
import { BUY_CREDITS_PATH } from "./orders-section.tsx";

export const checkoutLinkClass =
  "font-semibold text-moss-700 underline underline-offset-2 hover:text-moss-900";

/**
 * /checkout/failed: Stripe's way back after a cancelled or failed payment. Nothing
 * was charged; with the order known, "Erneut versuchen" opens the same plan's checkout again.
 */
export function CheckoutFailedPage({ order }: { order: Order | null }) {
  const { user } = usePageMetadata();
  const loggedIn = user !== null;

  const stripeOrder = order?.payment_method === "stripe" ? order : null;

  return (
    <CheckoutResultFrame title="Die Zahlung wurde nicht abgeschlossen">
      <p>
        Sie haben die Zahlung abgebrochen oder sie ist fehlgeschlagen. Es wurde nichts berechnet und
        Ihr Guthaben ist unverändert.
      </p>
      {stripeOrder ? <OrderSummary order={stripeOrder} /> : null}
      {stripeOrder?.status === "paid" ? (
        <p>
          Diese Bestellung ist inzwischen bezahlt. Guthaben und Rechnung finden Sie in Ihrem
          Dashboard.
        </p>
      ) : null}
      <RetryActions
        order={stripeOrder?.status === "paid" ? null : stripeOrder}
        loggedIn={loggedIn}
      />
      <p className="text-moss-800">
        Fragen zur Zahlung? Schreiben Sie uns über das{" "}
        <Link to="/kontakt" className={checkoutLinkClass}>
          Kontaktformular
        </Link>
        .
      </p>
    </CheckoutResultFrame>
  );
}

/** Which plan the unpaid order was for: "Paket: Starter, 177,31 € inkl. 19 % USt". */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <p className="rounded-2xl bg-moss-50 px-4 py-3 text-moss-900 ring-1 ring-moss-200">
      Paket: {order.plan.name}, {formatCurrency(order.amount_gross)} inkl. {TAX_RATE_PERCENT} % USt
    </p>
  );
}

/**
 * The ways on after an unpaid Stripe order: the same plan again (remembered for the pricing
 * page, which reopens the checkout dialog), another plan or the invoice, the dashboard.
 */
export function RetryActions({ order, loggedIn }: { order: Order | null; loggedIn: boolean }) {
  const navigate = useNavigate();
  // A plan deleted since the order has no id: only the general way to the plans remains.
  const planId = order?.payment_method === "stripe" ? order.plan.id : null;
  const retry = () => {
    if (planId === null) return;
    rememberCheckout({ planId, paymentMethod: "stripe" });
    void navigate(RESUME_CHECKOUT_PATH);
  };

  return (
    <>
      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
        {planId !== null ? (
          <button type="button" className={buttonClasses("primary")} onClick={retry}>
            Erneut versuchen
          </button>
        ) : null}
        <ButtonLink to={BUY_CREDITS_PATH} variant={planId !== null ? "secondary" : "primary"}>
          Anderes Paket oder Rechnung wählen
        </ButtonLink>
      </div>
      {loggedIn ? (
        <p>
          <Link to="/dashboard" className={checkoutLinkClass}>
            Zum Dashboard
          </Link>
        </p>
      ) : null}
    </>
  );
}
