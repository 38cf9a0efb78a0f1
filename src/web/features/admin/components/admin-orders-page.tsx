import { Form, Link } from "react-router";
import { formatCurrency, formatDate } from "#shared/format.ts";
import type { AdminOrderList } from "#shared/schemas/admin-orders.ts";
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
} from "#shared/schemas/checkout.ts";
import { ORDER_STATUS_TONES } from "#web/features/checkout/components/orders-section.tsx";
import { buttonClasses } from "#web/ui/button-link.tsx";
import {
  AdminPageBody,
  AdminPageHead,
  AdminPager,
  FilterSearch,
  FilterSelect,
  InvoiceLink,
  adminLinkClass,
  adminListClass,
  adminRowClass,
  withQuery,
} from "./admin-page.tsx";
import { orderCount } from "#shared/count-texts.ts";

/** /admin/bestellungen: every order, filtered, with the sums of the filter and each Rechnung. */
export function AdminOrdersPage({
  orders,
  filter,
}: {
  orders: AdminOrderList;
  filter: { search: string; status: string; payment_method: string };
}) {
  const { totals } = orders;
  return (
    <>
      <AdminPageHead title="Bestellungen">
        <Form
          method="get"
          role="search"
          aria-label="Bestellungen"
          className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-end"
        >
          <FilterSearch
            id="admin-orders-search"
            label="Rechnungsnummer oder Unternehmen"
            defaultValue={filter.search}
            className="lg:max-w-sm lg:flex-1"
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <FilterSelect
              id="admin-orders-status"
              name="status"
              label="Status"
              defaultValue={filter.status}
              options={ORDER_STATUSES.map((value) => ({
                value,
                label: ORDER_STATUS_LABELS[value],
              }))}
            />
            <FilterSelect
              id="admin-orders-payment"
              name="payment_method"
              label="Zahlungsart"
              defaultValue={filter.payment_method}
              options={PAYMENT_METHODS.map((value) => ({
                value,
                label: PAYMENT_METHOD_LABELS[value],
              }))}
            />
          </div>
          <button type="submit" className={buttonClasses("primary")}>
            Bestellungen filtern
          </button>
        </Form>
      </AdminPageHead>
      <AdminPageBody>
        <p role="status" className="text-moss-800">
          {totals.count === 0 ? "Keine Bestellungen gefunden." : orderCount(totals.count)}
        </p>
        {totals.count > 0 ? (
          <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
            {[
              ["Summe netto", totals.net],
              ["USt", totals.tax],
              ["Summe brutto", totals.gross],
            ].map(([label, cents]) => (
              <div key={label} className="rounded-2xl bg-white p-4 ring-1 ring-moss-200">
                <dt className="text-sm font-semibold text-moss-800">{label}</dt>
                <dd className="text-2xl font-extrabold text-moss-900">
                  {formatCurrency(Number(cents))}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {orders.data.length ? (
          <ul className={`mt-6 ${adminListClass}`}>
            {orders.data.map((order) => (
              <li key={order.id} className={adminRowClass}>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-semibold text-moss-900">
                      {order.invoice_number ?? `Bestellung Nr. ${order.id}`}
                    </span>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${ORDER_STATUS_TONES[order.status]}`}
                    >
                      {ORDER_STATUS_LABELS[order.status]}
                    </span>
                  </p>
                  <p className="mt-1 break-words text-sm text-moss-800">
                    <Link to={`/admin/arbeitgeber/${order.employer.id}`} className={adminLinkClass}>
                      {order.employer.name}
                    </Link>
                    {order.billing_company !== order.employer.name
                      ? ` (Rechnung an ${order.billing_company})`
                      : ""}
                  </p>
                  <p className="text-sm text-moss-800">
                    {formatDate(order.created_at)} · {order.plan.name} ·{" "}
                    {formatCurrency(order.amount_gross)} brutto ·{" "}
                    {PAYMENT_METHOD_LABELS[order.payment_method]}
                    {order.status === "open" && order.due_date
                      ? ` · zahlbar bis ${formatDate(order.due_date)}`
                      : ""}
                  </p>
                </div>
                <InvoiceLink order={order} className="self-start sm:self-center" />
              </li>
            ))}
          </ul>
        ) : null}
        <AdminPager
          page={orders}
          linkTo={(page) => withQuery("/admin/bestellungen", filter, { page })}
        />
      </AdminPageBody>
    </>
  );
}
