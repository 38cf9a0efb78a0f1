import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { BILLING_LIMITS, type CheckoutRequest } from "#shared/schemas/checkout.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { TextField } from "#web/ui/text-field.tsx";

type AddressField = keyof NonNullable<CheckoutRequest["billing_address"]>;

/** The editable billing address of the order form (the first order, or "ändern"). */
export function BillingAddressFields({
  register,
  errors,
}: {
  register: UseFormRegister<CheckoutRequest>;
  errors: FieldErrors<CheckoutRequest>["billing_address"];
}) {
  const accountEmail = usePageMetadata().user?.email;
  const fieldError = (name: AddressField) => errors?.[name]?.message;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label="Firma"
          autoComplete="organization"
          maxLength={BILLING_LIMITS.company}
          error={fieldError("company")}
          {...register("billing_address.company")}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Zu Händen"
          optional
          autoComplete="name"
          maxLength={BILLING_LIMITS.name}
          error={fieldError("name")}
          {...register("billing_address.name")}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Straße und Hausnummer"
          autoComplete="street-address"
          maxLength={BILLING_LIMITS.street}
          error={fieldError("street")}
          {...register("billing_address.street")}
        />
      </div>
      <TextField
        label="PLZ"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={BILLING_LIMITS.zipcode}
        error={fieldError("zipcode")}
        {...register("billing_address.zipcode")}
      />
      <TextField
        label="Ort"
        autoComplete="address-level2"
        maxLength={BILLING_LIMITS.city}
        error={fieldError("city")}
        {...register("billing_address.city")}
      />
      <TextField
        label="USt-IdNr."
        optional
        maxLength={BILLING_LIMITS.vatId}
        hint="Zum Beispiel DE123456789."
        error={fieldError("vat_id")}
        {...register("billing_address.vat_id")}
      />
      <TextField
        label="E-Mail auf der Rechnung"
        optional
        // ADR 021: the Rechnung is mailed only to the account's confirmed address.
        hint={
          accountEmail
            ? `Steht auf der Rechnung. Per E-Mail senden wir die Rechnung an Ihre bestätigte Adresse ${accountEmail}.`
            : "Steht auf der Rechnung."
        }
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={BILLING_LIMITS.email}
        error={fieldError("email")}
        {...register("billing_address.email")}
      />
      <p className="text-sm text-moss-800 sm:col-span-2">
        Rechnungen stellen wir an Adressen in Deutschland aus. Wir speichern die Adresse für Ihre
        nächsten Bestellungen.
      </p>
    </div>
  );
}
