// What other modules may use of checkout (docs/ARCHITECTURE.md, "Import direction"): the staff's order views and the
// data export read orders and invoices through here, never through the files behind it.
export { ordersOfEmployer, toOrder } from "./orders.ts";
export { renderInvoicePdf, sendInvoicePdf, type InvoiceDocument } from "./invoice-pdf.ts";
