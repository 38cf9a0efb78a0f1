import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { singleLine, ZBodyId, ZMessage, ZValidationError } from "./common.ts";

// Pricing and checkout (docs/product.md "Plans, checkout and invoices"): plans, the billing
// address kept on the employer, orders with their invoice, and the Stripe session state.
// Amounts are integer cents; prices are net, 19 % USt on top.

export const TAX_RATE_PERCENT = 19;
export const PAYMENT_METHODS = ["invoice", "stripe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  invoice: "Rechnung",
  stripe: "Stripe",
};

/** USt and gross of a net amount in cents (rounded half up to the cent, per invoice). */
export function taxOf(netCents: number): { tax: number; gross: number } {
  const tax = Math.round((netCents * TAX_RATE_PERCENT) / 100);
  return { tax, gross: netCents + tax };
}

export const ZPlan = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** How many ads (credits) the plan gives. */
  ad_count: z.number().int(),
  /** How long each publication runs. */
  duration_days: z.number().int(),
  /** Shown with emphasis in the search results. */
  highlighted: z.boolean(),
  /** Months the credits can be used after purchase. */
  validity_months: z.number().int(),
  /** What the plan includes, one line each (German). */
  features: z.array(z.string()),
  price_net: z.number().int(),
  price_tax: z.number().int(),
  price_gross: z.number().int(),
});
export type Plan = z.infer<typeof ZPlan>;

const ZPlansResponse = z.object({
  data: z.array(ZPlan),
  /** The payment methods offered now ("stripe" only when Stripe is configured). */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type PlansResponse = z.infer<typeof ZPlansResponse>;

export const BILLING_LIMITS = {
  company: 150,
  name: 150,
  street: 150,
  zipcode: 10,
  city: 100,
  email: 254,
  vatId: 20,
} as const;

const requiredText = (max: number, label: string, min = 2) =>
  z
    .string({ error: `Bitte geben Sie ${label} an.` })
    .trim()
    .min(min, { error: `Bitte geben Sie ${label} an.` })
    .max(max, { error: `Höchstens ${max} Zeichen.` })
    .refine(singleLine, { error: "Enthält unzulässige Zeichen." });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Höchstens ${max} Zeichen.` })
    .refine(singleLine, { error: "Enthält unzulässige Zeichen." })
    .nullish()
    .transform((v) => (v ? v : null));

/** The address the Rechnung is made out to; asked once and kept on the employer. */
const ZBillingAddress = z.object({
  company: requiredText(BILLING_LIMITS.company, "den Namen des Betriebs"),
  name: optionalText(BILLING_LIMITS.name),
  street: requiredText(BILLING_LIMITS.street, "Straße und Hausnummer", 3),
  zipcode: z
    .string({ error: "Bitte geben Sie eine gültige Postleitzahl an." })
    .trim()
    .regex(/^\d{5}$/, { error: "Bitte geben Sie eine gültige Postleitzahl an (5 Ziffern)." }),
  city: requiredText(BILLING_LIMITS.city, "den Ort"),
  /** Invoices go to addresses in Germany (German USt); abroad on request. */
  country: z.literal("DE", { error: "Rechnungen stellen wir an Adressen in Deutschland aus." }),
  vat_id: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, "").toUpperCase())
    .refine((v) => v === "" || /^DE\d{9}$/.test(v), {
      error: "Die USt-IdNr. hat die Form DE und 9 Ziffern, z. B. DE123456789.",
    })
    .nullish()
    .transform((v) => (v ? v : null)),
  email: z
    .string()
    .trim()
    .max(BILLING_LIMITS.email, { error: `Höchstens ${BILLING_LIMITS.email} Zeichen.` })
    .refine((v) => v === "" || z.email().safeParse(v).success, {
      error: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
    })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type BillingAddress = z.output<typeof ZBillingAddress>;

/** A stored address as the API answers it (plain fields: responses carry no transforms). */
export const ZStoredBillingAddress = z.object({
  company: z.string(),
  name: z.string().nullable(),
  street: z.string(),
  zipcode: z.string(),
  city: z.string(),
  country: z.literal("DE"),
  vat_id: z.string().nullable(),
  email: z.string().nullable(),
});

const ZBillingAddressResponse = z.object({
  data: z.object({
    /** The stored address, or null before the first order. */
    address: ZStoredBillingAddress.nullable(),
    /** A proposal from the employer profile for the first order's form. */
    suggestion: z.object({
      company: z.string(),
      street: z.string().nullable(),
      zipcode: z.string().nullable(),
      city: z.string().nullable(),
      email: z.string().nullable(),
    }),
  }),
});

export const ZCheckoutRequest = z.object({
  plan_id: ZBodyId,
  payment_method: z.enum(PAYMENT_METHODS, {
    error: "Bitte wählen Sie eine Zahlungsart: Rechnung oder Stripe.",
  }),
  /** Needed for the first order; a given address replaces the stored one. */
  billing_address: ZBillingAddress.optional(),
  /** The buyer accepts the AGB (required by law for a paid order button). */
  accept_terms: z.literal(true, {
    error: "Bitte bestätigen Sie die AGB, um zahlungspflichtig zu bestellen.",
  }),
});
export type CheckoutRequest = z.input<typeof ZCheckoutRequest>;

export const ORDER_STATUSES = ["open", "paid", "pending", "failed", "canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** German labels of the order states (dashboard, /checkout/process). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  open: "Rechnung offen",
  paid: "Bezahlt",
  pending: "Zahlung ausstehend",
  failed: "Zahlung fehlgeschlagen",
  canceled: "Abgebrochen",
};

export const ZOrder = z.object({
  id: z.number().int(),
  plan: z.object({ id: z.number().int().nullable(), name: z.string() }),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  amount_net: z.number().int(),
  amount_tax: z.number().int(),
  amount_gross: z.number().int(),
  /** Set once the Rechnung exists (at once for invoice, on payment for Stripe). */
  invoice_number: z.string().nullable(),
  /** Credits this order granted (0 until paid by Stripe). */
  credits: z.number().int(),
  due_date: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type Order = z.infer<typeof ZOrder>;
const ZOrderResponse = z.object({ data: ZOrder });
const ZOrdersResponse = z.object({ data: z.array(ZOrder) });

const ZCheckoutResponse = z.union([
  z.object({ data: ZOrder }),
  z.object({ data: z.object({ url: z.string() }) }),
]);

export const ZOrderIdParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
const ZSessionIdParams = z.object({
  session_id: z
    .string()
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/, { error: "Diese Zahlungssitzung gibt es nicht." }),
});

// The Rechnung as PDF (GET /api/orders/{id}/invoice) and Stripe's webhook are no JSON endpoints
// of the contract: plain routes in server/modules/checkout/routes.ts.

const TAGS = ["Preise und Bestellung"];

/** The stored billing address and the profile's proposal (GET /api/billing-address, the checkout's loader). */
export type BillingAddressData = z.infer<typeof ZBillingAddressResponse>["data"];

// Billing (ADR 058): every entry here but the plans is the owner's; a member of the team gets 403.
export const checkoutEndpoints = defineEndpoints({
  "GET /api/plans": {
    tags: TAGS,
    summary: "Die buchbaren Pakete mit Netto, 19 % USt und Brutto (Cent)",
    response: { 200: ZPlansResponse },
  },
  "GET /api/billing-address": {
    tags: TAGS,
    summary: "Die gespeicherte Rechnungsadresse (oder ein Vorschlag aus dem Profil)",
    response: { 200: ZBillingAddressResponse, 401: ZMessage, 403: ZMessage },
  },
  "POST /api/checkout": {
    tags: TAGS,
    summary:
      "Paket buchen: Rechnung (Bestellung, Rechnung und Guthaben sofort) oder Stripe (Weiterleitung)",
    body: ZCheckoutRequest,
    response: {
      200: ZCheckoutResponse,
      201: ZCheckoutResponse,
      401: ZMessage,
      403: ZMessage,
      422: ZValidationError,
      429: ZMessage,
      502: ZMessage,
    },
  },
  "GET /api/orders": {
    tags: TAGS,
    summary: "Die Bestellungen des eigenen Unternehmens, neueste zuerst",
    response: { 200: ZOrdersResponse, 401: ZMessage, 403: ZMessage },
  },
  "GET /api/orders/:id": {
    tags: TAGS,
    summary: "Eine eigene Bestellung",
    params: ZOrderIdParams,
    response: { 200: ZOrderResponse, 401: ZMessage, 403: ZMessage, 404: ZMessage },
  },
  "GET /api/checkout/sessions/:session_id": {
    tags: TAGS,
    summary: "Der Stand der Bestellung zu einer Stripe-Zahlungssitzung (/checkout/process)",
    params: ZSessionIdParams,
    response: { 200: ZOrderResponse, 401: ZMessage, 403: ZMessage, 404: ZMessage },
  },
});
