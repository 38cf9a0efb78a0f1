import type { BillingAddressData } from "#shared/schemas/checkout.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";

type Address = NonNullable<BillingAddressData["address"]>;

/** The address kept from an earlier order, shown instead of the fields until "ändern". */
export function StoredBillingAddress({ address, onEdit }: { address: Address; onEdit(): void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-moss-200 sm:flex-row sm:items-start sm:justify-between">
      <address className="not-italic text-ink" data-testid="billing-address">
        {address.company}
        <br />
        {address.name ? (
          <>
            {address.name}
            <br />
          </>
        ) : null}
        {address.street}
        <br />
        {address.zipcode} {address.city}
        {address.vat_id ? (
          <>
            <br />
            USt-IdNr. {address.vat_id}
          </>
        ) : null}
      </address>
      <button type="button" className={buttonClasses("ghost", "self-start")} onClick={onEdit}>
        Rechnungsadresse ändern
      </button>
    </div>
  );
}
