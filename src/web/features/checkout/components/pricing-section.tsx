import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { formatCurrency } from "#shared/format.ts";
import type { PaymentMethod, Plan, PlansResponse } from "#shared/schemas/checkout.ts";
import { TAX_RATE_PERCENT } from "#shared/schemas/checkout.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { OWNER_BUYS_CREDITS } from "#shared/team-messages.ts";
import { useIsTeamMember } from "#web/lib/team-role.ts";
import { forgetCheckout, pendingCheckout } from "../pending-checkout.ts";

// The dialog (form, validation, address) loads only when someone books.
const CheckoutDialog = lazy(() => import("./checkout-dialog.tsx"));

const PRICING_SECTION_ID = "preise";

interface OpenCheckout {
  plan: Plan;
  paymentMethod?: PaymentMethod;
  /** Continues a checkout remembered before registration or the email confirmation. */
  resumed?: boolean;
}

/**
 * The plans of /arbeitgeber with net price, USt and gross, and "Jetzt buchen".
 * With `?processCheckout=1` a checkout remembered before registration or the email
 * confirmation opens again here (docs/product.md "Pages and addresses"/§4).
 */
export function PricingSection({ pricing }: { pricing: PlansResponse }) {
  const [open, setOpen] = useState<OpenCheckout | null>(null);
  // Billing is the owner's (ADR 058): a team member sees the prices, not how to order (ADR 061).
  const member = useIsTeamMember();
  useResumeCheckout(pricing, member ? forgetCheckout : setOpen);
  const plans = pricing.data;

  return (
    <section
      id={PRICING_SECTION_ID}
      aria-labelledby="pricing-heading"
      className="scroll-mt-24 bg-white px-4 py-12 sm:px-6 lg:px-10 lg:py-16"
    >
      <div className="mx-auto max-w-6xl">
        <h2
          id="pricing-heading"
          className="text-2xl font-extrabold tracking-tight text-moss-900 sm:text-3xl"
        >
          Preise und Pakete
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-moss-800">
          Sie zahlen nur für veröffentlichte Anzeigen – ohne Abo und ohne Kündigungsfrist. Alle
          Preise zzgl. {TAX_RATE_PERCENT} % USt.
        </p>
        {plans.length === 0 ? (
          <p className="mt-8 rounded-2xl bg-moss-50 p-5 text-moss-900 ring-1 ring-moss-200">
            Gerade sind keine Pakete buchbar. Bitte schreiben Sie uns über das Kontaktformular, wir
            machen Ihnen gern ein Angebot.
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.id} className="flex">
                <PlanCard plan={plan} onBook={member ? undefined : () => setOpen({ plan })} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6 text-sm text-moss-800">
          Bezahlung per Rechnung
          {pricing.payment_methods.includes("stripe") ? " oder online über Stripe" : ""}. Das
          Guthaben aus Paketen ist 12 Monate ab Kauf einlösbar.
        </p>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <CheckoutDialog
            plan={open.plan}
            paymentMethods={pricing.payment_methods}
            initialPaymentMethod={open.paymentMethod}
            resumed={open.resumed ?? false}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function PlanCard({ plan, onBook }: { plan: Plan; onBook: (() => void) | undefined }) {
  const headingId = `plan-${plan.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.slug}`}
      className={`relative flex w-full flex-col rounded-3xl p-6 sm:p-8 ${
        plan.highlighted
          ? "bg-moss-900 text-white shadow-xl shadow-moss-900/20"
          : "bg-moss-50 text-moss-900 ring-1 ring-moss-200"
      }`}
    >
      {plan.highlighted ? (
        <p className="absolute -top-3 left-6 rounded-full bg-moss-100 px-3 py-1 text-xs font-bold uppercase tracking-wider text-moss-900 ring-1 ring-moss-300">
          Empfohlen
        </p>
      ) : null}
      <h3 id={headingId} className="text-2xl font-bold">
        {plan.name}
      </h3>
      <p className={`mt-2 ${plan.highlighted ? "text-moss-100" : "text-moss-800"}`}>
        {plan.description}
      </p>
      <p className="mt-6">
        <span className="text-4xl font-extrabold tracking-tight">
          {formatCurrency(plan.price_net)}
        </span>{" "}
        <span className={plan.highlighted ? "text-moss-100" : "text-moss-800"}>netto</span>
      </p>
      <p className={`mt-1 text-sm ${plan.highlighted ? "text-moss-100" : "text-moss-800"}`}>
        zzgl. {TAX_RATE_PERCENT} % USt ({formatCurrency(plan.price_tax)}) ={" "}
        {formatCurrency(plan.price_gross)} brutto
      </p>
      <ul className="mt-6 flex-1 space-y-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`mt-0.5 h-5 w-5 shrink-0 ${plan.highlighted ? "text-moss-300" : "text-moss-700"}`}
              fill="currentColor"
            >
              <path d="M7.6 14.2 3.4 10l1.4-1.4 2.8 2.8 7.6-7.6L16.6 5z" />
            </svg>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {onBook ? (
        <button
          type="button"
          onClick={onBook}
          aria-label={`${plan.name} jetzt buchen`}
          className={buttonClasses(plan.highlighted ? "light" : "primary", "mt-8 w-full")}
        >
          Jetzt buchen
        </button>
      ) : (
        <p className={`mt-8 text-sm ${plan.highlighted ? "text-moss-100" : "text-moss-800"}`}>
          {OWNER_BUYS_CREDITS}
        </p>
      )}
    </article>
  );
}

/**
 * `?processCheckout=1`: the remembered plan and payment method open the dialog again; the
 * parameter leaves the address bar at once. The markers stay until the checkout can really
 * go on (signed in and confirmed) — until then the dialog tells what is missing.
 */
function useResumeCheckout(pricing: PlansResponse, setOpen: (open: OpenCheckout) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get("processCheckout") !== "1" || handled.current === location.key) return;
    handled.current = location.key;

    const pending = pendingCheckout();
    const plan = pending && pricing.data.find((candidate) => candidate.id === pending.planId);
    if (pending && !plan) forgetCheckout();
    if (plan && pending) {
      const paymentMethod = pricing.payment_methods.includes(pending.paymentMethod)
        ? pending.paymentMethod
        : "invoice";
      setOpen({ plan, paymentMethod, resumed: true });
    }
    document.getElementById(PRICING_SECTION_ID)?.scrollIntoView({ block: "start" });

    params.delete("processCheckout");
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, pricing, setOpen]);
}
