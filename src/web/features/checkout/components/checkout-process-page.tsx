import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { formatCurrency } from "#shared/format.ts";
import { TAX_RATE_PERCENT, type Order } from "#shared/schemas/checkout.ts";
import { HttpError } from "#web/lib/http.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { fetchSessionOrder, invoiceUrl } from "../api.ts";
import { checkoutLinkClass, OrderSummary, RetryActions } from "./checkout-failed-page.tsx";
import { CheckoutResultFrame } from "./checkout-result-frame.tsx";
import { BUY_CREDITS_PATH } from "./orders-section.tsx";
import { adsWere } from "#shared/count-texts.ts";

/** Stripe's session ids (the same rule as the API's path parameter). */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

const POLL_MS = 2_000;
const SLOW_POLL_MS = 10_000;
/** After this long the page says that the confirmation takes longer than usual. */
const PATIENCE_MS = 120_000;

type State =
  | { kind: "waiting"; slow: boolean; trouble: "offline" | "error" | null }
  | { kind: "paid"; order: Order }
  | { kind: "failed"; order: Order }
  | { kind: "missing" };

const TITLES: Record<State["kind"], string> = {
  waiting: "Wir warten auf die Bestätigung Ihrer Zahlung …",
  paid: "Vielen Dank – Ihre Zahlung ist eingegangen",
  failed: "Die Zahlung ist nicht zustande gekommen",
  missing: "Zahlung nicht gefunden",
};

/**
 * /checkout/process: where Stripe sends the buyer back. The credits come with the
 * signed webhook, which may arrive a few seconds later, so the page asks every 2 s until the
 * order is paid or has failed.
 */
export function CheckoutProcessPage({ sessionId }: { sessionId: string | null }) {
  if (!sessionId || !SESSION_ID.test(sessionId)) return <NoSession />;
  return <WaitForPayment key={sessionId} sessionId={sessionId} />;
}

function WaitForPayment({ sessionId }: { sessionId: string }) {
  const [state, setState] = useState<State>({ kind: "waiting", slow: false, trouble: null });

  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const poll = async () => {
      const slow = Date.now() - started >= PATIENCE_MS;
      try {
        const { data: order } = await fetchSessionOrder(sessionId, controller.signal);
        if (controller.signal.aborted) return;
        failures = 0;
        if (order.status === "paid") {
          setState({ kind: "paid", order });
          return;
        }
        if (order.status === "failed" || order.status === "canceled") {
          setState({ kind: "failed", order });
          return;
        }
        setState({ kind: "waiting", slow, trouble: null });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof HttpError && error.status === 404) {
          setState({ kind: "missing" });
          return;
        }
        failures += 1;
        const offline = error instanceof HttpError && error.status === 0;
        setState({ kind: "waiting", slow, trouble: offline ? "offline" : "error" });
      }
      // Failed calls back off (4 s, 8 s, 10 s …); a long wait asks every 10 s.
      const delay = slow ? SLOW_POLL_MS : Math.min(SLOW_POLL_MS, POLL_MS * 2 ** failures);
      timer = setTimeout(() => void poll(), delay);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sessionId]);

  let body: ReactNode;
  switch (state.kind) {
    case "paid":
      body = <Paid order={state.order} />;
      break;
    case "failed":
      body = (
        <>
          <p>
            Stripe hat Ihre Zahlung nicht bestätigt, sie wurde abgebrochen oder abgelehnt. Es wurde
            nichts berechnet und Ihr Guthaben ist unverändert.
          </p>
          <OrderSummary order={state.order} />
          <RetryActions order={state.order} loggedIn />
        </>
      );
      break;
    case "missing":
      body = (
        <>
          <p>Diese Zahlungssitzung gehört nicht zu Ihrem Konto oder existiert nicht.</p>
          <div className="pt-2">
            <ButtonLink to="/dashboard">Zum Dashboard</ButtonLink>
          </div>
        </>
      );
      break;
    case "waiting":
      body = <Waiting slow={state.slow} trouble={state.trouble} />;
      break;
  }

  // One frame for every state, so the heading keeps its element and takes the focus when the
  // state changes (screen readers then read the new heading).
  return (
    <CheckoutResultFrame title={TITLES[state.kind]} focusKey={state.kind}>
      {body}
    </CheckoutResultFrame>
  );
}

function Waiting({ slow, trouble }: { slow: boolean; trouble: "offline" | "error" | null }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="h-6 w-6 shrink-0 animate-spin rounded-full border-4 border-moss-200 border-t-moss-700 motion-reduce:animate-none motion-reduce:border-moss-700"
        />
        <p>Das dauert meist nur wenige Sekunden. Die Seite aktualisiert sich von selbst.</p>
      </div>
      {slow ? (
        <p>
          Die Bestätigung dauert länger als gewöhnlich. Sie können diese Seite schließen: Sobald die
          Zahlung bestätigt ist, finden Sie Guthaben und Rechnung in Ihrem{" "}
          <Link to="/dashboard" className={checkoutLinkClass}>
            Dashboard
          </Link>
          .
        </p>
      ) : null}
      {trouble ? (
        <p className="text-sm text-moss-800">
          {trouble === "offline"
            ? "Gerade besteht keine Verbindung zum Server. Wir versuchen es weiter."
            : "Der Stand Ihrer Zahlung ließ sich gerade nicht abrufen. Wir versuchen es weiter."}
        </p>
      ) : null}
    </div>
  );
}

function Paid({ order }: { order: Order }) {
  const credits = `${adsWere(order.credits)} Ihrem Guthaben gutgeschrieben.`;
  return (
    <>
      <p className="rounded-2xl bg-moss-50 px-4 py-3 font-semibold text-moss-900 ring-1 ring-moss-200">
        {credits}
      </p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold text-moss-900">Paket</dt>
        <dd className="break-words">{order.plan.name}</dd>
        <dt className="font-semibold text-moss-900">Betrag</dt>
        <dd>
          {formatCurrency(order.amount_gross)} inkl. {TAX_RATE_PERCENT} % USt
        </dd>
        {order.invoice_number ? (
          <>
            <dt className="font-semibold text-moss-900">Rechnung</dt>
            <dd className="break-words">
              {order.invoice_number} ·{" "}
              <a
                href={invoiceUrl(order.id)}
                target="_blank"
                rel="noopener"
                className={checkoutLinkClass}
              >
                Rechnung öffnen (PDF)
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
        <ButtonLink to="/dashboard">Zum Dashboard</ButtonLink>
        <ButtonLink to="/dashboard/job" variant="secondary">
          Jetzt Anzeige erstellen
        </ButtonLink>
      </div>
    </>
  );
}

function NoSession() {
  return (
    <CheckoutResultFrame title="Keine Zahlung zu bestätigen">
      <p>
        Diese Seite zeigt den Stand einer Online-Zahlung, wenn Sie von Stripe zurückkommen. Zu
        dieser Adresse gehört keine Zahlung.
      </p>
      <p>Ihre Bestellungen und Rechnungen finden Sie im Dashboard.</p>
      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:flex-wrap">
        <ButtonLink to="/dashboard">Zum Dashboard</ButtonLink>
        <ButtonLink to={BUY_CREDITS_PATH} variant="secondary">
          Preise und Pakete
        </ButtonLink>
      </div>
    </CheckoutResultFrame>
  );
}
