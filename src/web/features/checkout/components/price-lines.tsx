import { formatCurrency } from "#shared/format.ts";
import { TAX_RATE_PERCENT } from "#shared/schemas/checkout.ts";

/** Net price, 19 % USt and gross of a plan or order, as on the Rechnung (docs/product.md "Texts and messages" currency). */
export function PriceLines({
  net,
  tax,
  gross,
  className = "",
}: {
  net: number;
  tax: number;
  gross: number;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-y-1 text-moss-900 ${className}`}>
      <dt>Preis (netto)</dt>
      <dd className="pl-4 text-right tabular-nums">{formatCurrency(net)}</dd>
      <dt>zzgl. {TAX_RATE_PERCENT} % USt</dt>
      <dd className="pl-4 text-right tabular-nums">{formatCurrency(tax)}</dd>
      <dt className="border-t border-moss-200 pt-1 font-bold">Gesamt (brutto)</dt>
      <dd className="border-t border-moss-200 pl-4 pt-1 text-right font-bold tabular-nums">
        {formatCurrency(gross)}
      </dd>
    </dl>
  );
}
