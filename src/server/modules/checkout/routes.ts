import { createHash } from "node:crypto";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { createStripeGateway, WebhookSignatureError } from "#server/platform/payments/stripe.ts";
import { requireUser } from "#server/platform/session.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { checkoutEndpoints as api, ZOrderIdParams } from "#shared/schemas/checkout.ts";
import { ZMessage } from "#shared/schemas/common.ts";
import { sendInvoicePdf } from "./invoice-pdf.ts";
import {
  attachStripeSession,
  billingAddressOf,
  checkoutByInvoice,
  createPendingOrder,
  listOrders,
  listPlans,
  ownOrder,
  ownOrderView,
  paymentMethods,
} from "./orders.ts";
import { handleStripeEvent, readStripeEvent } from "./stripe-webhook.ts";

// Pricing and checkout API (docs/product.md "API conventions"): plans, checkout by invoice or Stripe,
// the employer's orders and their Rechnung as PDF, Stripe's webhook. The JSON endpoints are
// declared in the contract (shared/schemas/checkout.ts); the PDF and the webhook stay plain.

const TAGS = ["Preise und Bestellung"];
const STRIPE_UNAVAILABLE =
  "Die Zahlung über Stripe ist gerade nicht möglich. Bitte versuchen Sie es später erneut oder wählen Sie „Rechnung“.";
const WEBHOOK_BODY_LIMIT = 512 * 1024;
/**
 * Orders a minute, per user and per client address (10 orders in 0.4 s were 10
 * invoice mails). A real employer books one package at a time; an office behind one address
 * has room for a few.
 */
const CHECKOUT_LIMITS = { perUser: 10, perAddress: 20, windowMs: 60_000 } as const;
const INVALID_EVENT = "Die Nachricht hat kein gültiges Format.";

export const checkoutRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const stripe = deps.config.stripe ? createStripeGateway(deps.config.stripe) : undefined;

    // @fastify/rate-limit's counters (memory, or Redis with REDIS_URL: one atomic increment per
    // request, shared by every process). Own key prefixes, since counters made this way share
    // one namespace.
    const perAddress = app.createRateLimit({
      max: CHECKOUT_LIMITS.perAddress,
      timeWindow: CHECKOUT_LIMITS.windowMs,
      keyGenerator: (request) => `checkout-address:${normalizeIP(request.ip, 56)}`,
    });
    const perUser = app.createRateLimit({
      max: CHECKOUT_LIMITS.perUser,
      timeWindow: CHECKOUT_LIMITS.windowMs,
      // By address, not id: ids repeat across installations sharing one Redis (and across test
      // databases); the hash keeps the address out of Redis.
      keyGenerator: async (request) =>
        `checkout-user:${createHash("sha256")
          .update((await requireUser(deps, request)).email.toLowerCase())
          .digest("base64url")
          .slice(0, 22)}`,
    });
    /** After validation (a mistyped form costs nothing), before the order: the 11th is refused. */
    const limitOrders = async (request: FastifyRequest) => {
      for (const limit of [perAddress, perUser]) {
        const state = await limit(request);
        if (!state.isAllowed && state.isExceeded) throw AppError.tooManyRequests(state.ttl);
      }
    };

    app.route({
      ...endpoint(api, "GET /api/plans"),
      handler: async () => ({
        data: await listPlans(deps.db),
        payment_methods: paymentMethods(deps),
      }),
    });

    app.route({
      ...endpoint(api, "GET /api/billing-address"),
      // Billing is the owner's (ADR 058): a member gets 403 before the input is read.
      config: { access: "owner" },
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return { data: await billingAddressOf(deps, user) };
      },
    });

    app.route({
      ...endpoint(api, "POST /api/checkout"),
      // Billing is the owner's (ADR 058): a member gets 403 before the input is read.
      config: { access: "owner" },
      bodyLimit: 16 * 1024,
      preHandler: limitOrders,
      handler: async (request, reply) => {
        const user = await requireUser(deps, request);
        const input = request.body;
        if (input.payment_method === "invoice") {
          const order = await checkoutByInvoice(deps, user, input);
          // The invoice mail was queued with the order; sent after this answer.
          deps.outbox.kick();
          return reply.code(201).send({ data: order });
        }
        if (!stripe) {
          throw AppError.validation({
            payment_method: ["Die Zahlung über Stripe wird derzeit nicht angeboten."],
          });
        }
        const { row, plan } = await createPendingOrder(deps, user, input);
        const base = deps.config.appUrl;
        try {
          const session = await stripe.createCheckoutSession({
            orderId: row.id,
            // Checkout may only start with a confirmed address (orders.ts); Stripe's receipt goes
            // there like our Rechnung, never to the billing address's unconfirmed email (ADR 021).
            customerEmail: user.email,
            item: {
              name: `Wurzelwerk – Paket „${plan.name}“`,
              description: `${plan.description} Preis inkl. ${row.tax_rate} % USt.`,
              grossCents: row.amount_gross,
            },
            successUrl: `${base}/checkout/process?session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: `${base}/checkout/failed?bestellung=${row.id}`,
          });
          await attachStripeSession(deps.db, row.id, session.id);
          return reply.code(200).send({ data: { url: session.url } });
        } catch (error) {
          request.log.error({ err: error, order: row.id }, "stripe checkout session failed");
          await attachStripeSession(deps.db, row.id, null);
          throw AppError.of("checkout.payment_unavailable", STRIPE_UNAVAILABLE);
        }
      },
    });

    app.route({
      ...endpoint(api, "GET /api/orders"),
      // Billing is the owner's (ADR 058): a member gets 403 before the input is read.
      config: { access: "owner" },
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return { data: await listOrders(deps, user) };
      },
    });

    app.route({
      ...endpoint(api, "GET /api/orders/:id"),
      // Billing is the owner's (ADR 058): a member gets 403 before the input is read.
      config: { access: "owner" },
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return { data: await ownOrderView(deps, user, { id: request.params.id }) };
      },
    });

    app.get(
      "/api/orders/:id/invoice",
      {
        schema: {
          tags: TAGS,
          summary: "Die Rechnung einer eigenen Bestellung als PDF",
          params: ZOrderIdParams,
          produces: ["application/pdf"],
          response: { 401: ZMessage, 403: ZMessage, 404: ZMessage },
        },
        config: { access: "owner" },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        const order = await ownOrder(deps, user, { id: request.params.id });
        return sendInvoicePdf(reply, order);
      },
    );

    app.route({
      ...endpoint(api, "GET /api/checkout/sessions/:session_id"),
      // Billing is the owner's (ADR 058): a member gets 403 before the input is read.
      config: { access: "owner" },
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return {
          data: await ownOrderView(deps, user, { sessionId: request.params.session_id }),
        };
      },
    });

    // Stripe's webhook needs the body exactly as sent for the signature: this scope reads
    // JSON as raw bytes.
    await app.register(async (scope) => {
      scope.removeContentTypeParser("application/json");
      scope.addContentTypeParser(
        "application/json",
        { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      scope.post(
        "/api/stripe/webhook",
        {
          schema: {
            tags: TAGS,
            summary: "Ereignisse von Stripe (signiert mit STRIPE_WEBHOOK_SECRET)",
            response: { 200: ZMessage, 400: ZMessage, 404: ZMessage },
          },
        },
        async (request) => {
          if (!stripe) throw AppError.notFound("Stripe ist nicht eingerichtet.");
          const raw = request.body;
          if (!Buffer.isBuffer(raw)) {
            throw new AppError(400, INVALID_EVENT);
          }
          const signature = request.headers["stripe-signature"];
          let event;
          try {
            event = stripe.verifyWebhook(
              raw,
              typeof signature === "string" ? signature : undefined,
            );
          } catch (error) {
            if (error instanceof WebhookSignatureError) {
              request.log.warn({ reason: error.message }, "stripe webhook refused");
              throw new AppError(400, "Die Signatur der Nachricht ist ungültig oder zu alt.");
            }
            throw error;
          }
          const input = readStripeEvent(event);
          if (!input) {
            request.log.warn("stripe webhook refused: signed, but not an event of the known shape");
            throw new AppError(400, INVALID_EVENT);
          }
          const { outcome, orderId } = await handleStripeEvent(deps, input);
          request.log.info({ event: input.id, type: input.type, outcome }, "stripe webhook");
          if (outcome === "fulfilled" && orderId) deps.outbox.kick();
          return { message: `Verarbeitet: ${outcome}` };
        },
      );
    });
  };
