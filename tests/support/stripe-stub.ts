import { randomBytes } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// Stripe's API cannot be reached from tests (no network): this local HTTP server answers the
// one endpoint the app calls — POST /v1/checkout/sessions — the way Stripe does, and records
// what it was sent. Webhook events are signed with the stripe package's own test helper.

const STRIPE_TEST_KEY = "sk_test_wurzelwerk";
const STRIPE_TEST_WEBHOOK_SECRET = "whsec_wurzelwerk_test_secret";

export interface StubSession {
  id: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  line_item_name: string;
}

export interface StripeStub {
  url: string;
  sessions: StubSession[];
  /** Requests seen, with the API key they carried. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** The next `times` session requests fail with this HTTP status (Stripe being down). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=…`) into a flat map. */
function formFields(body: string): Map<string, string> {
  return new Map(new URLSearchParams(body).entries());
}

/**
 * `hostedPages` (the e2e server): the session's `url` points at this stub, which serves a
 * small stand-in of Stripe's payment page with "Bezahlen" (→ success_url) and "Abbrechen"
 * (→ cancel_url), and lists its sessions at GET /test/sessions so a test can sign the event.
 */
export async function startStripeStub(
  options: { port?: number; hostedPages?: boolean } = {},
): Promise<StripeStub> {
  const sessions: StubSession[] = [];
  const requests: StripeStub["requests"] = [];
  let failure: { status: number; times: number } | null = null;

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization,
      });
      if (options.hostedPages && req.method === "GET" && hostedPage(req.url ?? "", res)) return;
      res.setHeader("content-type", "application/json");
      if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
        res.statusCode = 401;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "bad key" } }));
        return;
      }
      if (req.method !== "POST" || req.url !== "/v1/checkout/sessions") {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "unknown" } }));
        return;
      }
      if (failure !== null && failure.times > 0) {
        res.statusCode = failure.status;
        failure.times -= 1;
        res.end(JSON.stringify({ error: { type: "api_error", message: "stub failure" } }));
        return;
      }
      const f = formFields(body);
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const session: StubSession = {
        id,
        amount_total: Number(f.get("line_items[0][price_data][unit_amount]")),
        currency: f.get("line_items[0][price_data][currency]") ?? "",
        metadata: { order_id: f.get("metadata[order_id]") ?? "" },
        client_reference_id: f.get("client_reference_id") ?? "",
        customer_email: f.get("customer_email") ?? "",
        success_url: f.get("success_url") ?? "",
        cancel_url: f.get("cancel_url") ?? "",
        line_item_name: f.get("line_items[0][price_data][product_data][name]") ?? "",
      };
      sessions.push(session);
      res.end(
        JSON.stringify({
          id,
          object: "checkout.session",
          mode: "payment",
          status: "open",
          payment_status: "unpaid",
          amount_total: session.amount_total,
          currency: session.currency,
          client_reference_id: session.client_reference_id,
          metadata: session.metadata,
          url: options.hostedPages
            ? `${baseUrl()}/c/pay/${id}`
            : `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  const baseUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The stand-in payment page and the session list; false for any other path. */
  function hostedPage(path: string, res: ServerResponse): boolean {
    if (path === "/favicon.ico") {
      res.statusCode = 204;
      res.end();
      return true;
    }
    if (path === "/test/sessions") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(sessions));
      return true;
    }
    const session = sessions.find((candidate) => path === `/c/pay/${candidate.id}`);
    if (!session) return false;
    const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const success = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Stripe (Test)</title></head>` +
        `<body><main><h1>Stripe (Test): ${escape(session.line_item_name)}</h1>` +
        `<p>${(session.amount_total / 100).toFixed(2)} ${escape(session.currency.toUpperCase())}</p>` +
        `<a href="${escape(success)}">Bezahlen</a> <a href="${escape(session.cancel_url)}">Abbrechen</a>` +
        `</main></body></html>`,
    );
    return true;
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    failNext(status, times = 1) {
      failure = { status, times };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The env that makes the app use the stub. */
export function stripeEnv(stub: StripeStub): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_URL: stub.url,
  };
}

type SessionEventType =
  | "checkout.session.completed"
  | "checkout.session.async_payment_succeeded"
  | "checkout.session.async_payment_failed"
  | "checkout.session.expired";

/** A Checkout Session event as Stripe sends it, for a session the stub created. */
export function sessionEvent(
  type: SessionEventType,
  session: StubSession,
  overrides: { payment_status?: string; amount_total?: number; id?: string } = {},
): { payload: string; id: string } {
  const id = overrides.id ?? `evt_${randomBytes(10).toString("hex")}`;
  const event = {
    id,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        mode: "payment",
        amount_total: overrides.amount_total ?? session.amount_total,
        currency: session.currency,
        client_reference_id: session.client_reference_id,
        metadata: session.metadata,
        payment_intent: `pi_${session.id.slice(8, 20)}`,
        payment_status:
          overrides.payment_status ??
          (type === "checkout.session.async_payment_failed" || type === "checkout.session.expired"
            ? "unpaid"
            : "paid"),
        status: type === "checkout.session.expired" ? "expired" : "complete",
      },
    },
  };
  return { payload: JSON.stringify(event), id };
}

/** The Stripe-Signature header for a payload (Stripe's own helper; `timestamp` in seconds). */
export function signature(
  payload: string,
  options: { secret?: string; timestamp?: number } = {},
): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
}
