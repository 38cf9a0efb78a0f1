import { eq } from "drizzle-orm";
import { z } from "zod";
import { orders, users } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { escapeHtml, mailButton, mailLayout } from "#server/platform/mail/mailer.ts";
import { formatDate } from "#shared/format.ts";
import { formatInvoiceAmount, renderInvoicePdf, type InvoiceDocument } from "./invoice-pdf.ts";

/** The queued invoice mail of an order (its handler: mailInvoice). */
export const INVOICE_MAIL = "checkout.invoice-mail";

/**
 * Sends the Rechnung of an order as PDF attachment to the confirmed address of the user who
 * ordered, and to nobody else (ADR 021): the billing address's email is typed in the checkout
 * form and confirmed by no one, so mailing it would let anyone send our mails with their own
 * name text to any address. It is printed on the Rechnung instead. A user without a confirmed
 * address (or a deleted one) gets no mail; the Rechnung is always on the dashboard's orders.
 * Queued (platform/outbox.ts) in the transaction that issues the Rechnung: the order and its
 * credits stand even when the mail fails, and a failed mail is tried again later.
 */
export async function mailInvoice(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  payload: Record<string, unknown>,
): Promise<void> {
  const orderId = z.object({ order_id: z.number().int() }).parse(payload).order_id;
  const [row] = await deps.db
    .select({
      invoice: orders.invoice,
      number: orders.invoice_number,
      billing: orders.billing_address,
      payment_method: orders.payment_method,
      user_email: users.email,
      user_verified_at: users.email_verified_at,
      user_name: users.name,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.user_id))
    .where(eq(orders.id, orderId));
  if (!row?.invoice || !row.number) return;
  const to = row.user_verified_at ? row.user_email : null;
  if (!to) return;
  const invoice = row.invoice as unknown as InvoiceDocument;
  const pdf = await renderInvoicePdf(invoice);
  const amount = formatInvoiceAmount(invoice.grossCents);
  const payment =
    row.payment_method === "invoice" && invoice.dueOn
      ? `Bitte überweisen Sie ${amount} bis zum ${formatDate(invoice.dueOn)} unter Angabe der Rechnungsnummer.`
      : `Den Betrag von ${amount} haben Sie bereits bezahlt – vielen Dank.`;
  const greeting = row.billing.name ?? row.user_name ?? "";
  const dashboardUrl = `${deps.config.appUrl}/dashboard`;
  const title = `Ihre Rechnung ${row.number}`;
  const text = [
    greeting ? `Hallo ${greeting},` : "Guten Tag,",
    "",
    `vielen Dank für Ihre Bestellung bei ${deps.config.appName}. Im Anhang finden Sie Ihre Rechnung ${row.number}.`,
    payment,
    "Ihr Anzeigen-Guthaben steht im Dashboard bereit:",
    dashboardUrl,
  ].join("\n");
  await deps.mailer.send({
    to,
    subject: title,
    text,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(greeting ? `Hallo ${greeting},` : "Guten Tag,")}</p>
<p style="margin:0 0 16px">vielen Dank für Ihre Bestellung bei ${escapeHtml(deps.config.appName)}. Im Anhang finden Sie Ihre Rechnung <strong>${escapeHtml(row.number)}</strong>.</p>
<p style="margin:0 0 16px">${escapeHtml(payment)}</p>
${mailButton(dashboardUrl, "Zum Dashboard")}`,
    }),
    attachments: [
      { filename: `Rechnung-${row.number}.pdf`, content: pdf, contentType: "application/pdf" },
    ],
  });
}
