import { useEffect, useRef, type ReactNode } from "react";
import { adsStand } from "#shared/count-texts.ts";
import { formatCurrency, formatDate } from "#shared/format.ts";
import type { Order } from "#shared/schemas/checkout.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { invoiceUrl } from "../api.ts";

/** The done view of an order by invoice: what was ordered, the Rechnung and the ways on. */
export function OrderConfirmation({ order }: { order: Order }) {
  const first = useRef<HTMLParagraphElement>(null);
  const accountEmail = usePageMetadata().user?.email;
  // The form the focus was in is gone; the focus moves to the confirmation's first line.
  useEffect(() => first.current?.focus(), []);
  const credits = `${adsStand(order.credits)} ab sofort in Ihrem Dashboard bereit.`;
  return (
    <div className="space-y-5" data-testid="order-confirmation">
      <p ref={first} tabIndex={-1} className="text-lg text-ink outline-none">
        Ihre Bestellung „{order.plan.name}“ über {formatCurrency(order.amount_gross)} ist
        eingegangen. {credits}
      </p>
      {order.invoice_number ? (
        <Detail label="Rechnungsnummer">{order.invoice_number}</Detail>
      ) : null}
      {order.due_date ? (
        <Detail label="Zahlbar bis">
          {formatDate(order.due_date)} per Überweisung – die Bankverbindung steht auf der Rechnung.
          {accountEmail ? (
            <>
              {" "}
              Wir haben Ihnen die Rechnung auch per E-Mail an{" "}
              <span className="break-all">{accountEmail}</span> geschickt.
            </>
          ) : null}
        </Detail>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {order.invoice_number ? (
          <a
            href={invoiceUrl(order.id)}
            target="_blank"
            rel="noopener"
            className={buttonClasses("secondary")}
          >
            Rechnung öffnen (PDF)
          </a>
        ) : null}
        <ButtonLink to="/dashboard/job">Jetzt Anzeige erstellen</ButtonLink>
        <ButtonLink to="/dashboard" variant="ghost">
          Zum Dashboard
        </ButtonLink>
      </div>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wider text-moss-700">{label}</p>
      <p className="mt-0.5 text-ink">{children}</p>
    </div>
  );
}
