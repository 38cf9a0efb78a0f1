import { useEffect, useState } from "react";
import { formatCurrency, formatDate } from "#shared/format.ts";
import { ORDER_STATUS_LABELS, type Order, type OrderStatus } from "#shared/schemas/checkout.ts";
import { HttpError } from "#web/lib/http.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { useLiveUpdates } from "#web/features/notifications/store.ts";
import { fetchOrders, invoiceUrl } from "../api.ts";
import { adCount } from "#shared/count-texts.ts";

/** Where "Guthaben kaufen" leads: the plans on /arbeitgeber (SPEC.md §2 `scrollto`). */
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

/** Dashboard "Ihre Bestellungen": status, amount and the Rechnung as PDF in a new tab (issue 6). */
export function OrdersSection({ onSessionExpired }: { onSessionExpired(): void }) {
  const [orders, setOrders] = useState<Order[] | "loading" | "failed">("loading");
  // A payment confirmed meanwhile (Stripe's webhook, staff) arrives as EmployerUpdated.
  const live = useLiveUpdates((state) => state.employer);

  useEffect(() => {
    const controller = new AbortController();
    fetchOrders(controller.signal)
      .then((answer) => setOrders(answer.data))
      .catch((error: unknown) => {
        if ((error as Error).name === "AbortError") return;
        if (error instanceof HttpError && error.status === 401) onSessionExpired();
        else setOrders("failed");
      });
    return () => controller.abort();
  }, [onSessionExpired, live]);

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
        {orders === "loading" ? (
          <p role="status" className="text-moss-800">
            Bestellungen werden geladen …
          </p>
        ) : orders === "failed" ? (
          <p role="alert" className="text-moss-900">
            Ihre Bestellungen konnten gerade nicht geladen werden. Bitte laden Sie die Seite neu.
          </p>
        ) : orders.length === 0 ? (
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
