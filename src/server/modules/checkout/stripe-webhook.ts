import type Stripe from "stripe";
import { stripeEvents } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { flushOutbox, newOutbox, type LiveOutbox } from "#server/modules/realtime/live.ts";
import { closeStripeOrder, fulfilStripeOrder, type FulfilResult } from "./orders.ts";

// Stripe's events for Checkout (issue 6). Stripe delivers at least once and in any order:
// each event id is recorded in the same transaction as its effect (a failed run records
// nothing, so Stripe's retry does the work), and the order's own state makes a second
// "paid" for the same session a no-op however the events arrive.

export type WebhookOutcome = FulfilResult | "duplicate" | "ignored";

function paidSession(session: Stripe.Checkout.Session) {
  const orderId = Number(session.metadata?.order_id ?? session.client_reference_id);
  return {
    sessionId: session.id,
    orderId: Number.isInteger(orderId) ? orderId : -1,
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentIntent:
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
  };
}

export async function handleStripeEvent(
  deps: Pick<Deps, "db" | "config" | "realtime">,
  event: Stripe.Event,
  now: Date = new Date(),
): Promise<{ outcome: WebhookOutcome; orderId: number | null }> {
  const outbox = newOutbox();
  const outcome = await applyEvent(deps, event, now, outbox);
  await flushOutbox(deps, outbox);
  const orderId =
    outcome === "fulfilled" && event.type.startsWith("checkout.session.")
      ? paidSession(event.data.object as Stripe.Checkout.Session).orderId
      : null;
  return { outcome, orderId };
}

function applyEvent(
  deps: Pick<Deps, "db" | "config">,
  event: Stripe.Event,
  now: Date,
  outbox: LiveOutbox,
): Promise<WebhookOutcome> {
  return deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return "duplicate";

    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        // Card payments are paid now; delayed methods (SEPA debit) follow with async_payment_*.
        if (session.payment_status !== "paid") return "ignored";
        return fulfilStripeOrder(deps, tx, paidSession(session), now, outbox);
      }
      case "checkout.session.async_payment_succeeded":
        return fulfilStripeOrder(deps, tx, paidSession(event.data.object), now, outbox);
      case "checkout.session.async_payment_failed":
        return closeStripeOrder(tx, event.data.object.id, "failed", outbox);
      case "checkout.session.expired":
        return closeStripeOrder(tx, event.data.object.id, "canceled", outbox);
      default:
        return "ignored";
    }
  });
}
