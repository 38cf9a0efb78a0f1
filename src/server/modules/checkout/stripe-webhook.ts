import { z } from "zod";
import { stripeEvents } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { flushOutbox, newOutbox, type LiveOutbox } from "#server/modules/realtime/service.ts";
import {
  closeStripeOrder,
  fulfilStripeOrder,
  type FulfilResult,
  type PaidSession,
} from "./orders.ts";

// Stripe's events for Checkout. Stripe delivers at least once and in any order:
// each event id is recorded in the same transaction as its effect (a failed run records
// nothing, so Stripe's retry does the work), and the order's own state makes a second
// "paid" for the same session a no-op however the events arrive.

export type WebhookOutcome = FulfilResult | "duplicate" | "ignored";

const SESSION_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;
type SessionEventType = (typeof SESSION_EVENT_TYPES)[number];

const ZEventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The fields of a Checkout Session that checkout reads (Stripe sends many more). */
const ZCheckoutSession = z.object({
  id: z.string().min(1).max(255),
  payment_status: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});
type CheckoutSession = z.infer<typeof ZCheckoutSession>;

/** A verified event in the shape checkout handles. */
export type StripeEventInput =
  | { id: string; type: SessionEventType; session: CheckoutSession }
  | { id: string; type: string; session: null };

/**
 * The verified event's fields checkout relies on, or null when the body is not an event of
 * that shape. The signature proves who sent it, not that it is well formed: the route answers
 * such a body 400 (recording nothing) instead of failing on it.
 */
export function readStripeEvent(event: unknown): StripeEventInput | null {
  const envelope = ZEventEnvelope.safeParse(event);
  if (!envelope.success) return null;
  const { id, type, data } = envelope.data;
  if (!(SESSION_EVENT_TYPES as readonly string[]).includes(type)) {
    return { id, type, session: null };
  }
  const session = ZCheckoutSession.safeParse(data.object);
  if (!session.success) return null;
  return { id, type: type as SessionEventType, session: session.data };
}

function paidSession(session: CheckoutSession): PaidSession {
  const orderId = Number(session.metadata?.order_id ?? session.client_reference_id);
  return {
    sessionId: session.id,
    orderId: Number.isInteger(orderId) ? orderId : -1,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentIntent:
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
  };
}

export async function handleStripeEvent(
  deps: Pick<Deps, "db" | "config" | "realtime" | "outbox">,
  event: StripeEventInput,
  now: Date = new Date(),
): Promise<{ outcome: WebhookOutcome; orderId: number | null }> {
  const outbox = newOutbox();
  const outcome = await applyEvent(deps, event, now, outbox);
  await flushOutbox(deps, outbox);
  const orderId =
    outcome === "fulfilled" && event.session ? paidSession(event.session).orderId : null;
  return { outcome, orderId };
}

function applyEvent(
  deps: Pick<Deps, "db" | "config" | "outbox">,
  event: StripeEventInput,
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
    if (!event.session) return "ignored";

    const session = event.session;
    switch (event.type) {
      case "checkout.session.completed":
        // Card payments are paid now; delayed methods (SEPA debit) follow with async_payment_*.
        if (session.payment_status !== "paid") return "ignored";
        return fulfilStripeOrder(deps, tx, paidSession(session), now, outbox);
      case "checkout.session.async_payment_succeeded":
        return fulfilStripeOrder(deps, tx, paidSession(session), now, outbox);
      case "checkout.session.async_payment_failed":
        return closeStripeOrder(tx, session.id, "failed", outbox);
      case "checkout.session.expired":
        return closeStripeOrder(tx, session.id, "canceled", outbox);
      default:
        return "ignored";
    }
  });
}
