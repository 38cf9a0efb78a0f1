import { useId } from "react";
import type { PaymentMethod } from "#shared/schemas/checkout.ts";

const METHOD_TEXTS: Record<PaymentMethod, { label: string; hint: string }> = {
  invoice: {
    label: "Rechnung",
    hint: "Sie erhalten die Rechnung sofort als PDF und zahlen per Überweisung. Ihr Guthaben steht sofort bereit.",
  },
  stripe: {
    label: "Online bezahlen (Stripe)",
    hint: "Kreditkarte, SEPA-Lastschrift und weitere Zahlarten auf der sicheren Seite von Stripe. Ihr Guthaben steht nach dem Zahlungseingang bereit.",
  },
};

/** Radio buttons of the offered payment methods; a single method is stated, not asked. */
export function PaymentMethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: PaymentMethod[];
  value: PaymentMethod;
  onChange(method: PaymentMethod): void;
}) {
  const name = useId();
  if (methods.length <= 1) {
    return (
      <div>
        <p className="font-semibold text-moss-900">Zahlungsart: {METHOD_TEXTS.invoice.label}</p>
        <p className="mt-1 text-sm text-moss-800">{METHOD_TEXTS.invoice.hint}</p>
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="font-semibold text-moss-900">Zahlungsart</legend>
      <div className="mt-2 space-y-2">
        {methods.map((method) => (
          <label
            key={method}
            className={`flex cursor-pointer gap-3 rounded-2xl p-4 ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-moss-700 ${
              value === method ? "bg-moss-50 ring-2 ring-moss-700" : "ring-moss-200"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-1 h-5 w-5 shrink-0 accent-moss-700 focus-visible:outline-none"
            />
            <span>
              <span className="block font-semibold text-moss-900">
                {METHOD_TEXTS[method].label}
              </span>
              <span className="mt-0.5 block text-sm text-moss-800">
                {METHOD_TEXTS[method].hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
