import { formatCurrency, formatDate } from "#shared/format.ts";
import { ORDER_STATUS_LABELS, type Order, type OrderStatus } from "#shared/schemas/checkout.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { invoiceUrl } from "../api.ts";
import { adCount } from "#shared/count-texts.ts";

/** Where "Guthaben kaufen" leads: the plans on /arbeitgeber (docs/product.md "Pages and addresses" `scrollto`). */
export const BUY_CREDITS_PATH = "/arbeitgeber?scrollto=preise";

/** The colours of the order states' badges (also the backoffice's order list). */
export const ORDER_STATUS_TONES: Record<OrderStatus, string> = {
  paid: "bg-moss-100 text-moss-900 ring-moss-300",
  open: "bg-earth-500/15 text-ink ring-earth-500/50",
  pending: "bg-sky-100 text-sky-900 ring-sky-300",
  failed: "bg-red-50 text-red-800 ring-red-300",
  canceled: "bg-stone-100 text-stone-800 ring-stone-300",
};

const PAYMENT_LABELS = { invoice: "per Rechnung", stripe: "online über Stripe" } as const;

/**
 * Dashboard "Ihre Bestellungen": status, amount and the Rechnung as PDF in a new tab. The orders
 * come from the dashboard's loader; a payment confirmed meanwhile (Stripe's webhook, staff)
 * arrives as EmployerUpdated, which runs the loader again (LiveConnection).
 */
export function OrdersSection({ orders }: { orders: Order[] }) {
  return (
    <section
      aria-labelledby="orders-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="orders-heading" className="text-2xl font-bold text-moss-900">
          Ihre Bestellungen
        </h2>
        <ButtonLink to={BUY_CREDITS_PATH} className="shrink-0">
          Guthaben kaufen
        </ButtonLink>
      </div>
      <div className="mt-6">
        {orders.length === 0 ? (
          <p className="text-moss-800">
            Sie haben noch nichts bestellt. Mit einem Paket veröffentlichen Sie Ihre Anzeigen.
          </p>
        ) : (
          <ul className="divide-y divide-moss-100" data-testid="orders">
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function OrderRow({ order }: { order: Order }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-moss-900">{order.plan.name}</span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${ORDER_STATUS_TONES[order.status]}`}
          >
            {ORDER_STATUS_LABELS[order.status]}
          </span>
        </p>
        <p className="mt-1 text-sm text-moss-800">
          {formatDate(order.created_at)} · {formatCurrency(order.amount_gross)} brutto ·{" "}
          {PAYMENT_LABELS[order.payment_method]}
          {order.invoice_number ? ` · Rechnung ${order.invoice_number}` : ""}
          {order.credits > 0 ? ` · ${adCount(order.credits)}` : ""}
        </p>
        {order.status === "open" && order.due_date ? (
          <p className="mt-1 text-sm text-moss-800">Zahlbar bis {formatDate(order.due_date)}</p>
        ) : null}
      </div>
      {order.invoice_number ? (
        <a
          href={invoiceUrl(order.id)}
          target="_blank"
          rel="noopener"
          aria-label={`Rechnung öffnen (PDF) – ${order.invoice_number}, neues Fenster`}
          className="shrink-0 self-start font-semibold text-moss-700 underline underline-offset-2 hover:text-moss-900 sm:self-center"
        >
          Rechnung öffnen (PDF)
        </a>
      ) : null}
    </li>
  );
}
