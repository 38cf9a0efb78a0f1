import Stripe from "stripe";
import type { Config } from "#server/config.ts";

/**
 * The Stripe side of checkout (docs/ARCHITECTURE.md): a Checkout Session for one order, and
 * the signature check of Stripe's webhooks against the raw body. Only these calls reach
 * Stripe; tests point `STRIPE_API_URL` at a local stub of them.
 */
export interface StripeGateway {
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** The verified event, or throws {@link WebhookSignatureError}. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

interface CheckoutSessionInput {
  orderId: number;
  customerEmail: string;
  /** One line item: the plan at its gross price (cents, EUR). */
  item: { name: string; description: string; grossCents: number };
  successUrl: string;
  cancelUrl: string;
}

export class WebhookSignatureError extends Error {}

/** Events older than this are refused (replays). Stripe's own default. */
const WEBHOOK_TOLERANCE_S = 300;

export function createStripeGateway(stripe: NonNullable<Config["stripe"]>): StripeGateway {
  const api = new URL(stripe.apiUrl);
  const client = new Stripe(stripe.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === "https:" ? 443 : 80),
    protocol: api.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });
  return {
    async createCheckoutSession(input) {
      const session = await client.checkout.sessions.create(
        {
          mode: "payment",
          locale: "de",
          currency: "eur",
          customer_email: input.customerEmail,
          client_reference_id: String(input.orderId),
          metadata: { order_id: String(input.orderId) },
          payment_intent_data: { metadata: { order_id: String(input.orderId) } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "eur",
                unit_amount: input.item.grossCents,
                product_data: { name: input.item.name, description: input.item.description },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // A retried request for the same order never opens a second session.
        { idempotencyKey: `order-${input.orderId}-session` },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { id: session.id, url: session.url };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError("missing Stripe-Signature header");
      try {
        return client.webhooks.constructEvent(
          rawBody,
          signature,
          stripe.webhookSecret,
          WEBHOOK_TOLERANCE_S,
        );
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
    },
  };
}
