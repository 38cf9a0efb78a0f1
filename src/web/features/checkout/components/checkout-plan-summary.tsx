import { dayCount, jobAdCount, monthCount } from "#shared/count-texts.ts";
import type { Plan } from "#shared/schemas/checkout.ts";
import { PriceLines } from "./price-lines.tsx";

/** What the booked plan gives and costs, on top of every step of the checkout dialog. */
export function CheckoutPlanSummary({ plan }: { plan: Plan }) {
  return (
    <div className="rounded-2xl bg-moss-50 p-4 ring-1 ring-moss-200 sm:p-5">
      <p className="font-semibold text-moss-900">
        {jobAdCount(plan.ad_count)}, je {dayCount(plan.duration_days)} online
        {plan.highlighted ? ", hervorgehoben in der Suche" : ""}
      </p>
      <p className="mt-1 text-sm text-moss-800">
        Das Guthaben ist {monthCount(plan.validity_months)} ab Kauf einlösbar.
      </p>
      <PriceLines
        className="mt-4"
        net={plan.price_net}
        tax={plan.price_tax}
        gross={plan.price_gross}
      />
    </div>
  );
}
