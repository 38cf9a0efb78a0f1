import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { employers, invoiceCounters, orders, plans } from "#server/db/schema.ts";
import { creditCounts, creditsLapseAt, grantCredits } from "#server/modules/credits/service.ts";
import type { Deps } from "#server/deps.ts";
import { notifyEmployerUsers } from "#server/modules/notifications/service.ts";
import { recordAudit } from "#server/platform/audit.ts";
import { AppError } from "#server/platform/errors.ts";
import { assertOwner } from "#server/platform/session.ts";
import { todayIso } from "#shared/format.ts";
import {
  TAX_RATE_PERCENT,
  taxOf,
  type BillingAddress,
  type CheckoutRequest,
  type Order,
  type PaymentMethod,
  type Plan,
} from "#shared/schemas/checkout.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import type { InvoiceDocument } from "./invoice-pdf.ts";
import { INVOICE_MAIL } from "./invoice-mail.ts";
import { flushOutbox, newOutbox, type LiveOutbox } from "#server/modules/realtime/service.ts";
import { dayCount, jobAdCount, monthCount } from "#shared/count-texts.ts";

// Orders (docs/product.md "Plans, checkout and invoices"). Money rules: the price always comes from the
// plan row, never from the client; an order's credits are granted in the same transaction
// that marks it payable (invoice) or paid (Stripe), exactly once; invoice numbers come from a
// per-year counter row incremented in that transaction, so they have no gaps and no repeats.

type OrderRow = typeof orders.$inferSelect;

const UNVERIFIED_CHECKOUT =
  "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Erst dann können Sie ein Paket buchen.";
const PLAN_MISSING = "Dieses Paket gibt es nicht (mehr). Bitte wählen Sie ein anderes.";
const NO_EMPLOYER = "Zu Ihrem Konto gehört kein Unternehmen, für das Sie buchen können.";
const ORDER_NOT_FOUND = "Diese Bestellung wurde nicht gefunden.";

/** The employer the user books and pays for: the owner's only, never a member's (ADR 058). */
function ownEmployerId(user: CurrentUser): number {
  assertOwner(user);
  const employer = user.employers.data[0];
  if (!employer) throw AppError.forbidden(NO_EMPLOYER, "employer.none");
  return employer.id;
}

export function paymentMethods(deps: Pick<Deps, "config">): PaymentMethod[] {
  return deps.config.stripe ? ["invoice", "stripe"] : ["invoice"];
}

function toPlan(row: typeof plans.$inferSelect): Plan {
  const { tax, gross } = taxOf(row.price_net);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    ad_count: row.ad_count,
    duration_days: row.duration_days,
    highlighted: row.highlighted,
    validity_months: row.validity_months,
    features: row.features,
    price_net: row.price_net,
    price_tax: tax,
    price_gross: gross,
  };
}

/** The plans on sale, in the order staff set. */
export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.sort), asc(plans.id));
  return rows.map(toPlan);
}

export function toOrder(row: OrderRow, creditCount: number): Order {
  return {
    id: row.id,
    plan: { id: row.plan_id, name: row.plan_name },
    status: row.status as Order["status"],
    payment_method: row.payment_method as PaymentMethod,
    amount_net: row.amount_net,
    amount_tax: row.amount_tax,
    amount_gross: row.amount_gross,
    invoice_number: row.invoice_number,
    credits: creditCount,
    due_date: row.due_date,
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Billing address

export async function billingAddressOf(deps: Pick<Deps, "db">, user: CurrentUser) {
  const employerId = ownEmployerId(user);
  const [row] = await deps.db
    .select({
      name: employers.name,
      street: employers.street,
      zipcode: employers.zipcode,
      city: employers.city,
      email: employers.email,
      billing_address: employers.billing_address,
    })
    .from(employers)
    .where(eq(employers.id, employerId));
  if (!row) throw AppError.forbidden(NO_EMPLOYER, "employer.none");
  return {
    address: row.billing_address ?? null,
    suggestion: {
      company: row.name,
      street: row.street,
      zipcode: row.zipcode,
      city: row.city,
      email: row.email ?? user.email,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Creating orders

interface NewOrder {
  row: OrderRow;
  plan: typeof plans.$inferSelect;
}

/**
 * The common part of both payment methods: checks, the billing address (given now or kept),
 * and the order row with the plan's price. Runs inside the caller's transaction.
 */
async function insertOrder(
  tx: Tx,
  user: CurrentUser,
  input: CheckoutRequest & { billing_address?: BillingAddress },
  status: "open" | "pending",
): Promise<NewOrder> {
  if (!user.email_verified_at) throw AppError.of("auth.email_unverified", UNVERIFIED_CHECKOUT);
  const employerId = ownEmployerId(user);
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.plan_id), eq(plans.active, true)));
  if (!plan) throw AppError.validation({ plan_id: [PLAN_MISSING] });

  // The employer row is locked: two orders of one employer queue here (address writes).
  // NO KEY UPDATE, not UPDATE: rows that reference the employer (credits, audit events) take
  // KEY SHARE on it, and a Stripe payment of the same employer being fulfilled meanwhile must
  // not wait for this order while this order waits for it on the invoice counter (deadlock).
  const [employer] = await tx
    .select({ billing_address: employers.billing_address })
    .from(employers)
    .where(eq(employers.id, employerId))
    .for("no key update");
  if (!employer) throw AppError.forbidden(NO_EMPLOYER, "employer.none");
  const address = input.billing_address ?? employer.billing_address;
  if (!address) {
    throw AppError.validation({
      billing_address: ["Bitte geben Sie die Rechnungsadresse an."],
    });
  }
  if (input.billing_address) {
    await tx
      .update(employers)
      .set({ billing_address: input.billing_address, updated_at: new Date() })
      .where(eq(employers.id, employerId));
  }

  const { tax, gross } = taxOf(plan.price_net);
  const [row] = await tx
    .insert(orders)
    .values({
      employer_id: employerId,
      user_id: user.id,
      plan_id: plan.id,
      plan_name: plan.name,
      ad_count: plan.ad_count,
      duration_days: plan.duration_days,
      highlighted: plan.highlighted,
      validity_months: plan.validity_months,
      payment_method: input.payment_method,
      status,
      amount_net: plan.price_net,
      amount_tax: tax,
      amount_gross: gross,
      tax_rate: TAX_RATE_PERCENT,
      billing_address: address,
    })
    .returning();
  await recordAudit(tx, {
    actor: user,
    employerId,
    subject: { type: "order", id: row!.id },
    action: "order.created",
    changes: {
      plan: plan.name,
      payment_method: input.payment_method,
      amount_gross: gross,
      ...(input.billing_address ? { billing_address: input.billing_address } : {}),
    },
  });
  return { row: row!, plan };
}

/** The next number of the year: `WW-2026-00042`. Only inside the issuing transaction. */
export async function nextInvoiceNumber(tx: Tx, prefix: string, year: number): Promise<string> {
  const result = await tx
    .insert(invoiceCounters)
    .values({ year, last_number: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { last_number: sql`${invoiceCounters.last_number} + 1` },
    })
    .returning({ n: invoiceCounters.last_number });
  return `${prefix}-${year}-${String(result[0]!.n).padStart(5, "0")}`;
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function creditLine(row: OrderRow): string {
  const ads = jobAdCount(row.ad_count);
  return [
    ads,
    `${row.ad_count === 1 ? "" : "je "}${dayCount(row.duration_days)} online`,
    row.highlighted ? "hervorgehoben in der Suche" : null,
    `einlösbar ${monthCount(row.validity_months)}`,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * Issues the Rechnung of an order (number, dates, the full document kept on the order) and
 * grants its credits — once: callers hold the order's row lock and check its state first.
 */
async function issueInvoiceAndGrant(
  deps: Pick<Deps, "config" | "outbox">,
  tx: Tx,
  row: OrderRow,
  paidAt: Date | null,
): Promise<OrderRow> {
  const today = todayIso(paidAt ?? new Date());
  const year = Number(today.slice(0, 4));
  const number = await nextInvoiceNumber(tx, deps.config.invoice.prefix, year);
  const due = paidAt ? null : addDays(today, deps.config.invoice.dueDays);
  const buyer = row.billing_address;
  const document: InvoiceDocument = {
    number,
    issuedOn: today,
    dueOn: due,
    paidOn: paidAt ? today : null,
    paymentMethod: row.payment_method as PaymentMethod,
    orderReference: `Bestellung Nr. ${row.id}`,
    seller: deps.config.seller,
    buyer: {
      name: buyer.company,
      contact: buyer.name ? `z. Hd. ${buyer.name}` : null,
      addressLines: [buyer.street, `${buyer.zipcode} ${buyer.city}`, "Deutschland"],
      vatId: buyer.vat_id,
      email: buyer.email,
    },
    lines: [
      {
        description: `Stellenanzeigen-Paket „${row.plan_name}“`,
        detail: creditLine(row),
        quantity: 1,
        unitNetCents: row.amount_net,
        netCents: row.amount_net,
      },
    ],
    netCents: row.amount_net,
    taxRatePercent: row.tax_rate,
    taxCents: row.amount_tax,
    grossCents: row.amount_gross,
  };
  const [updated] = await tx
    .update(orders)
    .set({
      status: paidAt ? "paid" : "open",
      invoice_number: number,
      invoice_date: today,
      due_date: due,
      invoice: document as unknown as Record<string, unknown>,
      paid_at: paidAt,
      updated_at: new Date(),
    })
    .where(eq(orders.id, row.id))
    .returning();

  await grantCredits(tx, {
    employerId: row.employer_id,
    count: row.ad_count,
    durationDays: row.duration_days,
    highlighted: row.highlighted,
    planName: row.plan_name,
    validUntil: creditsLapseAt(paidAt ?? new Date(), row.validity_months),
    source: { kind: "order", orderId: row.id },
  });
  // The Rechnung by mail, queued with the order's state: sent once, after the commit.
  await deps.outbox.add(INVOICE_MAIL, { order_id: row.id }, tx);
  return updated!;
}

/** Invoice payment: order, Rechnung and credits in one transaction. */
export async function checkoutByInvoice(
  deps: Pick<Deps, "db" | "config" | "realtime" | "outbox">,
  user: CurrentUser,
  input: CheckoutRequest & { billing_address?: BillingAddress },
): Promise<Order> {
  const outbox = newOutbox();
  const order = await deps.db.transaction(async (tx) => {
    const { row } = await insertOrder(tx, user, input, "open");
    const issued = await issueInvoiceAndGrant(deps, tx, row, null);
    outbox.employers.add(row.employer_id);
    outbox.notifications.push(
      ...(await notifyEmployerUsers(tx, row.employer_id, "order.invoice", {
        order_id: row.id,
        plan: row.plan_name,
        credits: row.ad_count,
        invoice_number: issued.invoice_number,
      })),
    );
    return toOrder(issued, row.ad_count);
  });
  await flushOutbox(deps, outbox);
  return order;
}

/** Stripe: a pending order now, its Checkout Session next (outside the transaction). */
export async function createPendingOrder(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  input: CheckoutRequest & { billing_address?: BillingAddress },
): Promise<NewOrder> {
  return deps.db.transaction((tx) => insertOrder(tx, user, input, "pending"));
}

export async function attachStripeSession(
  db: Db,
  orderId: number,
  sessionId: string | null,
): Promise<void> {
  await db
    .update(orders)
    .set(
      sessionId
        ? { stripe_session_id: sessionId, updated_at: new Date() }
        : { status: "canceled", updated_at: new Date() },
    )
    .where(eq(orders.id, orderId));
}

// ---------------------------------------------------------------------------------------------
// Stripe fulfilment (called by the webhook with a verified event)

export interface PaidSession {
  sessionId: string;
  orderId: number;
  amountTotal: number | null;
  currency: string | null;
  paymentIntent: string | null;
}

export type FulfilResult = "fulfilled" | "already" | "unknown" | "mismatch" | "closed";

/** Marks the session's order paid with its invoice and credits — at most once. */
export async function fulfilStripeOrder(
  deps: Pick<Deps, "config" | "outbox">,
  tx: Tx,
  session: PaidSession,
  now: Date,
  outbox: LiveOutbox = newOutbox(),
): Promise<FulfilResult> {
  {
    const [row] = await tx
      .select()
      .from(orders)
      .where(eq(orders.stripe_session_id, session.sessionId))
      .for("no key update");
    if (!row || row.id !== session.orderId) return "unknown";
    if (row.status === "paid") return "already";
    // The amount Stripe charged must be the order's: nothing is granted for anything else.
    if (session.amountTotal !== row.amount_gross || session.currency !== "eur") return "mismatch";
    // A session Stripe reported as failed can still succeed later (a late bank transfer).
    const issued = await issueInvoiceAndGrant(deps, tx, row, now);
    if (session.paymentIntent) {
      await tx
        .update(orders)
        .set({ stripe_payment_intent: session.paymentIntent })
        .where(eq(orders.id, row.id));
    }
    await recordAudit(tx, {
      actor: null,
      employerId: row.employer_id,
      subject: { type: "order", id: row.id },
      action: "order.paid",
      changes: { invoice_number: issued.invoice_number, session: session.sessionId },
    });
    outbox.employers.add(row.employer_id);
    outbox.notifications.push(
      ...(await notifyEmployerUsers(tx, row.employer_id, "payment.received", {
        order_id: row.id,
        plan: row.plan_name,
        credits: row.ad_count,
      })),
    );
    return "fulfilled";
  }
}

/** A payment that failed or a session that expired: the order stays without credits. */
export async function closeStripeOrder(
  tx: Tx,
  sessionId: string,
  status: "failed" | "canceled",
  outbox: LiveOutbox = newOutbox(),
): Promise<FulfilResult> {
  const closed = await tx
    .update(orders)
    .set({ status, updated_at: new Date() })
    .where(and(eq(orders.stripe_session_id, sessionId), eq(orders.status, "pending")))
    .returning({ id: orders.id, employer_id: orders.employer_id });
  for (const row of closed) outbox.employers.add(row.employer_id);
  return closed.length ? "closed" : "already";
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listOrders(deps: Pick<Deps, "db">, user: CurrentUser): Promise<Order[]> {
  assertOwner(user);
  const employer = user.employers.data[0];
  if (!employer) return [];
  return ordersOfEmployer(deps, employer.id, { archived: false });
}

/**
 * An employer's orders, newest first, at most 100 (callers check access). Archived orders of a
 * deleted account (ADR 020) only with `archived: true`, the team's view.
 */
export async function ordersOfEmployer(
  deps: Pick<Deps, "db">,
  employerId: number,
  options: { archived: boolean },
): Promise<Order[]> {
  const rows = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.employer_id, employerId),
        options.archived ? undefined : isNull(orders.archived_at),
      ),
    )
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(100);
  const counts = await creditCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toOrder(row, counts.get(row.id) ?? 0));
}

/** An order of the user's employer; another employer's order is "not found" (no probing). */
export async function ownOrder(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  where: { id: number } | { sessionId: string },
): Promise<OrderRow> {
  assertOwner(user);
  const employer = user.employers.data[0];
  const [row] = employer
    ? await deps.db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.employer_id, employer.id),
            // The locked archive of a deleted account is the team's only (ADR 020).
            isNull(orders.archived_at),
            "id" in where ? eq(orders.id, where.id) : eq(orders.stripe_session_id, where.sessionId),
          ),
        )
    : [];
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND, "order.not_found");
  return row;
}

export async function ownOrderView(
  deps: Pick<Deps, "db">,
  user: CurrentUser,
  where: { id: number } | { sessionId: string },
): Promise<Order> {
  const row = await ownOrder(deps, user, where);
  const counts = await creditCounts(deps.db, [row.id]);
  return toOrder(row, counts.get(row.id) ?? 0);
}
