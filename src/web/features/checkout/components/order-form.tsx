import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatCurrency } from "#shared/format.ts";
import {
  ZCheckoutRequest,
  type BillingAddressData,
  type CheckoutRequest,
  type Order,
  type PaymentMethod,
  type Plan,
} from "#shared/schemas/checkout.ts";
import { CheckboxField } from "#web/features/auth/components/checkbox-field.tsx";
import { HttpError } from "#web/lib/http.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { checkout, CHECKOUT_FORM_ID } from "../api.ts";
import { BillingAddressFields } from "./billing-address-fields.tsx";
import { PaymentMethodChoice } from "./payment-method-choice.tsx";
import { StoredBillingAddress } from "./stored-billing-address.tsx";

const linkClass = "font-semibold text-moss-700 underline underline-offset-2 hover:text-moss-900";

export interface OrderFormProps {
  plan: Plan;
  methods: PaymentMethod[];
  method: PaymentMethod;
  onMethodChange(method: PaymentMethod): void;
  resumed: boolean;
  onOrdered(order: Order): void;
}

/** The form's address: the stored one, else the proposal from the employer profile. */
function toFormAddress(billing: BillingAddressData): CheckoutRequest["billing_address"] {
  const stored = billing.address;
  if (stored) {
    return {
      company: stored.company,
      name: stored.name ?? "",
      street: stored.street,
      zipcode: stored.zipcode,
      city: stored.city,
      country: "DE",
      vat_id: stored.vat_id ?? "",
      email: stored.email ?? "",
    };
  }
  const { suggestion } = billing;
  return {
    company: suggestion.company,
    name: "",
    street: suggestion.street ?? "",
    zipcode: suggestion.zipcode ?? "",
    city: suggestion.city ?? "",
    country: "DE",
    vat_id: "",
    email: suggestion.email ?? "",
  };
}

/**
 * The order of a signed-in, confirmed employer: payment method, billing address (shown when
 * stored, fields otherwise or on "ändern"), the AGB and the paid order button. An invoice
 * order ends in `onOrdered`; Stripe leaves for its payment page.
 */
export function OrderForm({
  plan,
  methods,
  method,
  onMethodChange,
  resumed,
  onOrdered,
  billing,
}: OrderFormProps & { billing: BillingAddressData }) {
  const [editing, setEditing] = useState(billing.address === null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useApiForm(CHECKOUT_FORM_ID, ZCheckoutRequest, {
    plan_id: plan.id,
    payment_method: method,
    billing_address: toFormAddress(billing),
  });
  const { register, handleSubmit, formState, setValue } = form;

  useEffect(() => {
    setValue("payment_method", method);
  }, [method, setValue]);

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const answer = await checkout(values);
        if ("url" in answer.data) {
          // Stripe's payment page; it comes back to /checkout/process or /checkout/failed.
          window.location.assign(answer.data.url);
          return;
        }
        onOrdered(answer.data);
      } catch (error) {
        if (error instanceof HttpError && error.errors) {
          if (Object.keys(error.errors).some((key) => key.startsWith("billing_address")))
            setEditing(true);
          const other = Object.entries(error.errors).find(
            ([key]) =>
              !key.startsWith("billing_address") &&
              key !== "accept_terms" &&
              key !== "payment_method",
          );
          if (other) setFailure(other[1][0] ?? error.message);
          return;
        }
        setFailure(
          error instanceof HttpError && error.message
            ? error.message
            : "Die Bestellung ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.",
        );
      }
    },
    (errors) => {
      if (errors.billing_address) setEditing(true);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Bestellung">
      {resumed ? (
        <p className="rounded-2xl bg-moss-100 px-4 py-3 text-moss-900">
          Willkommen zurück! Hier geht es mit Ihrer Auswahl weiter.
        </p>
      ) : null}
      <PaymentMethodChoice methods={methods} value={method} onChange={onMethodChange} />
      {formState.errors.payment_method ? (
        <p className="text-sm font-medium text-red-700">
          {formState.errors.payment_method.message}
        </p>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="font-semibold text-moss-900">Rechnungsadresse</legend>
        {!editing && billing.address ? (
          <StoredBillingAddress address={billing.address} onEdit={() => setEditing(true)} />
        ) : (
          <BillingAddressFields register={register} errors={formState.errors.billing_address} />
        )}
      </fieldset>

      <CheckboxField
        label={
          <>
            Ich akzeptiere die{" "}
            <Link to="/agb" target="_blank" className={linkClass}>
              AGB
            </Link>{" "}
            und habe die{" "}
            <Link to="/datenschutz" target="_blank" className={linkClass}>
              Datenschutzerklärung
            </Link>{" "}
            gelesen.
          </>
        }
        error={formState.errors.accept_terms?.message}
        {...register("accept_terms")}
      />

      {failure ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 font-medium text-red-800">
          {failure}
        </p>
      ) : null}

      <div className="space-y-2">
        <SubmitButton
          className={buttonClasses("primary", "w-full")}
          busy={formState.isSubmitting}
          busyLabel="Bestellung wird gesendet …"
        >
          {`Zahlungspflichtig bestellen (${formatCurrency(plan.price_gross)})`}
        </SubmitButton>
        {method === "stripe" ? (
          <p className="text-center text-sm text-moss-800">
            Sie werden zur Zahlung an Stripe weitergeleitet.
          </p>
        ) : null}
      </div>
    </form>
  );
}
