import type { FastifyReply } from "fastify";
import PDFDocument from "pdfkit";
import { AppError } from "#server/platform/errors.ts";

interface InvoiceParty {
  name: string; // company name
  contact?: string | null; // person, e.g. "z. Hd. Erika Gärtner"
  addressLines: string[]; // e.g. ["Gartenweg 3", "85354 Freising", "Deutschland"]
  vatId?: string | null; // USt-IdNr.
  email?: string | null; // the billing address's email: printed, never mailed (ADR 021)
}

interface InvoiceSeller extends InvoiceParty {
  email: string;
  phone?: string | null;
  register?: string | null; // "Amtsgericht Musterstadt, HRB 00000"
  managingDirector?: string | null;
  bank?: { name: string; iban: string; bic: string } | null;
}

export interface InvoiceLine {
  description: string; // "Stellenanzeigen-Paket „Plus“"
  detail?: string | null; // "1 Anzeige, 60 Tage Laufzeit, hervorgehoben in der Suche"
  quantity: number;
  unitNetCents: number;
  netCents: number;
}

export interface InvoiceDocument {
  number: string; // "WW-2026-00042"
  issuedOn: string; // ISO date "2026-11-22" (Rechnungsdatum = Leistungsdatum)
  dueOn: string | null; // ISO date; null when already paid
  paidOn: string | null; // ISO date when paid (Stripe), else null
  paymentMethod: "invoice" | "stripe";
  orderReference: string; // "Bestellung Nr. 17"
  seller: InvoiceSeller;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  netCents: number;
  taxRatePercent: number; // 19
  taxCents: number;
  grossCents: number;
}

const AMOUNT_FORMAT = new Intl.NumberFormat("de-DE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const QUANTITY_FORMAT = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

/** "1.234,50 €" – always two decimals (an accounting document), German grouping. */
export function formatInvoiceAmount(cents: number): string {
  // Keeps Intl's no-break space before "€" (as formatCurrency does): it also stops the
  // PDF line wrapper from putting the currency sign on a line of its own.
  return AMOUNT_FORMAT.format(cents / 100);
}

/** ISO "2026-11-22" → [2026, 11, 22], read from the string so no time zone can shift the day. */
function parseIsoDate(iso: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new Error(`Ungültiges Datum: ${iso}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function formatInvoiceDate(iso: string): string {
  const [year, month, day] = parseIsoDate(iso);
  return `${String(day).padStart(2, "0")}.${String(month).padStart(2, "0")}.${year}`;
}

// A4 in points; margins after DIN 5008 (25 mm left, 20 mm right).
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const LEFT = 70.87;
const RIGHT = PAGE_WIDTH - 56.69;
const CONTENT_WIDTH = RIGHT - LEFT;
const TOP = 42;
// Kept small so that the footer, drawn below the content area, never makes pdfkit's
// line wrapper start a page on its own: all page breaks are decided here.
const PDF_BOTTOM_MARGIN = 14;

// DIN 5008 form B: address field 45 mm from the top, 85 mm wide; info block from 125 mm.
const ADDRESS_TOP = 127.56;
const ADDRESS_WIDTH = 240.94;
const INFO_LEFT = 354.33;
const INFO_TOP = 141.73;
const INFO_LABEL_WIDTH = 88;
const BODY_MIN_TOP = 280;

const FONT = "Helvetica";
const FONT_BOLD = "Helvetica-Bold";
const TEXT_COLOR = "#1f2421";
const MUTED_COLOR = "#666666";
const RULE_COLOR = "#b9c2bb";
const ACCENT_COLOR = "#2f6b3f";

const CELL_PADDING = 4;
const ROW_GAP = 6;

interface Column {
  key: "position" | "description" | "quantity" | "unit" | "total";
  label: string;
  width: number;
  align: "left" | "right";
}

const FIXED_COLUMNS_WIDTH = 30 + 42 + 88 + 88;
const COLUMNS: Column[] = [
  { key: "position", label: "Pos.", width: 30, align: "left" },
  {
    key: "description",
    label: "Beschreibung",
    width: CONTENT_WIDTH - FIXED_COLUMNS_WIDTH,
    align: "left",
  },
  { key: "quantity", label: "Menge", width: 42, align: "right" },
  { key: "unit", label: "Einzelpreis (netto)", width: 88, align: "right" },
  { key: "total", label: "Gesamt (netto)", width: 88, align: "right" },
];

type Doc = PDFKit.PDFDocument;

interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  align?: "left" | "right" | "center";
  lineGap?: number;
}

function applyStyle(doc: Doc, style: TextStyle): void {
  doc
    .font(style.font ?? FONT)
    .fontSize(style.size ?? 10)
    .fillColor(style.color ?? TEXT_COLOR);
}

/** Height the text takes in the given width; measured with the same font settings it is drawn with. */
function measure(doc: Doc, text: string, width: number, style: TextStyle = {}): number {
  applyStyle(doc, style);
  return doc.heightOfString(text, { width, lineGap: style.lineGap ?? 0 });
}

/** Draws wrapped text at a fixed position and returns its height. */
function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
): number {
  const height = measure(doc, text, width, style);
  doc.text(text, x, y, { width, align: style.align ?? "left", lineGap: style.lineGap ?? 0 });
  return height;
}

function rule(doc: Doc, y: number, x1 = LEFT, x2 = RIGHT, color = RULE_COLOR, width = 0.6): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

function footerColumns(seller: InvoiceSeller): string[][] {
  const address = [seller.name, ...seller.addressLines];
  const contact = [`E-Mail: ${seller.email}`];
  if (seller.phone) contact.push(`Telefon: ${seller.phone}`);
  const legal: string[] = [];
  if (seller.register) legal.push(seller.register);
  if (seller.managingDirector) legal.push(`Geschäftsführung: ${seller.managingDirector}`);
  if (seller.vatId) legal.push(`USt-IdNr.: ${seller.vatId}`);
  const bank = seller.bank
    ? [seller.bank.name, `IBAN: ${seller.bank.iban}`, `BIC: ${seller.bank.bic}`]
    : [];
  return [address, contact, legal, bank].filter((column) => column.length > 0);
}

const FOOTER_STYLE: TextStyle = { size: 7, color: MUTED_COLOR, lineGap: 1 };
const FOOTER_BOTTOM = PAGE_HEIGHT - 26;
const FOOTER_MIN_GAP = 10;

interface Footer {
  columns: { text: string; x: number; width: number }[];
  top: number;
}

/** Lays the footer out once: its height fixes where the content area of every page ends. */
function layoutFooter(doc: Doc, seller: InvoiceSeller): Footer {
  const texts = footerColumns(seller);
  applyStyle(doc, FOOTER_STYLE);
  // +1: a column exactly as wide as its longest line may still wrap through rounding.
  const natural = texts.map((lines) => Math.max(...lines.map((l) => doc.widthOfString(l))) + 1);
  const naturalSum = natural.reduce((sum, width) => sum + width, 0);
  const gaps = texts.length - 1;
  // Columns as wide as their longest line, spread across the full width; only when they
  // do not fit side by side do they shrink proportionally and wrap.
  const fits = naturalSum + FOOTER_MIN_GAP * gaps <= CONTENT_WIDTH;
  const gap = fits && gaps > 0 ? (CONTENT_WIDTH - naturalSum) / gaps : FOOTER_MIN_GAP;
  const scale = fits ? 1 : (CONTENT_WIDTH - FOOTER_MIN_GAP * gaps) / naturalSum;
  let x = LEFT;
  let height = 0;
  const columns = texts.map((lines, index) => {
    const width = natural[index]! * scale;
    const text = lines.join("\n");
    height = Math.max(height, measure(doc, text, width, FOOTER_STYLE));
    const column = { text, x, width };
    x += width + gap;
    return column;
  });
  return { columns, top: FOOTER_BOTTOM - height };
}

function drawFooter(doc: Doc, footer: Footer, page: number, pageCount: number): void {
  const pageLabel = `Seite ${page} von ${pageCount}`;
  write(doc, pageLabel, LEFT, footer.top - 24, CONTENT_WIDTH, {
    ...FOOTER_STYLE,
    align: "right",
  });
  rule(doc, footer.top - 8);
  for (const column of footer.columns) {
    write(doc, column.text, column.x, footer.top, column.width, FOOTER_STYLE);
  }
}

function partyLines(party: InvoiceParty): string[] {
  return [party.name, ...(party.contact ? [party.contact] : []), ...party.addressLines];
}

/** Label/value rows (info block, bank data); returns the height used. */
function writePairs(
  doc: Doc,
  pairs: [string, string][],
  x: number,
  y: number,
  labelWidth: number,
  width: number,
  size = 9,
): number {
  let cursor = y;
  for (const [label, value] of pairs) {
    const labelHeight = write(doc, label, x, cursor, labelWidth - 6, {
      size,
      color: MUTED_COLOR,
    });
    const valueHeight = write(doc, value, x + labelWidth, cursor, width - labelWidth, { size });
    cursor += Math.max(labelHeight, valueHeight) + 2;
  }
  return cursor - y;
}

interface Cell {
  text: string;
  detail?: string | null;
}

const HEADER_STYLE: TextStyle = { font: FONT_BOLD, size: 8.5 };
const CELL_STYLE: TextStyle = { size: 9.5 };
const DETAIL_STYLE: TextStyle = { size: 8, color: MUTED_COLOR };

function cellWidth(column: Column): number {
  return column.width - 2 * CELL_PADDING;
}

function cellHeight(doc: Doc, column: Column, cell: Cell, style: TextStyle): number {
  let height = measure(doc, cell.text, cellWidth(column), style);
  if (cell.detail) height += 2 + measure(doc, cell.detail, cellWidth(column), DETAIL_STYLE);
  return height;
}

function rowHeight(doc: Doc, cells: Cell[], style: TextStyle): number {
  return Math.max(...COLUMNS.map((column, index) => cellHeight(doc, column, cells[index]!, style)));
}

function drawRow(doc: Doc, cells: Cell[], y: number, style: TextStyle): void {
  let x = LEFT;
  for (const [index, column] of COLUMNS.entries()) {
    const cell = cells[index]!;
    const textX = x + CELL_PADDING;
    const height = write(doc, cell.text, textX, y, cellWidth(column), {
      ...style,
      align: column.align,
    });
    if (cell.detail) {
      write(doc, cell.detail, textX, y + height + 2, cellWidth(column), {
        ...DETAIL_STYLE,
        align: column.align,
      });
    }
    x += column.width;
  }
}

function lineCells(line: InvoiceLine, position: number): Cell[] {
  return [
    { text: `${position}.` },
    { text: line.description, detail: line.detail },
    { text: QUANTITY_FORMAT.format(line.quantity) },
    { text: formatInvoiceAmount(line.unitNetCents) },
    { text: formatInvoiceAmount(line.netCents) },
  ];
}

function paymentText(invoice: InvoiceDocument): string {
  if (invoice.paymentMethod === "invoice") {
    const deadline = invoice.dueOn ? ` bis zum ${formatInvoiceDate(invoice.dueOn)}` : "";
    return (
      `Bitte überweisen Sie den Rechnungsbetrag${deadline} ohne Abzug ` +
      `unter Angabe der Rechnungsnummer ${invoice.number}.`
    );
  }
  if (invoice.paidOn) {
    return `Bezahlt am ${formatInvoiceDate(invoice.paidOn)} per Online-Zahlung (Stripe). Vielen Dank!`;
  }
  // Stripe order whose payment has not been confirmed yet: no "paid" claim on the document.
  return "Die Zahlung erfolgt per Online-Zahlung (Stripe).";
}

/** Renders a German invoice ("Rechnung") as an A4 PDF. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const [year, month, day] = parseIsoDate(invoice.issuedOn);
    const doc = new PDFDocument({
      size: "A4",
      margins: { top: TOP, left: LEFT, right: PAGE_WIDTH - RIGHT, bottom: PDF_BOTTOM_MARGIN },
      // Footers with "Seite x von n" are drawn at the end, when the page count is known.
      bufferPages: true,
      lang: "de-DE",
      displayTitle: true,
      info: {
        Title: `Rechnung ${invoice.number}`,
        Author: invoice.seller.name,
        Subject: `Rechnung ${invoice.number} – ${invoice.orderReference}`,
        // Fixed instead of "now": pdfkit derives the file ID from the info dictionary,
        // so the same invoice always yields the same bytes.
        CreationDate: new Date(Date.UTC(year, month - 1, day)),
      },
    });

    const chunks: Uint8Array[] = [];
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    try {
      drawInvoice(doc, invoice);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

function drawInvoice(doc: Doc, invoice: InvoiceDocument): void {
  const { seller, buyer } = invoice;
  const footer = layoutFooter(doc, seller);
  const contentBottom = footer.top - 34;

  // Letterhead.
  write(doc, seller.name, LEFT, TOP + 8, CONTENT_WIDTH, {
    font: FONT_BOLD,
    size: 16,
    color: ACCENT_COLOR,
  });
  rule(doc, TOP + 34, LEFT, RIGHT, ACCENT_COLOR, 1);

  // Sender line above the recipient, as shown through a window envelope.
  const senderLine = [seller.name, ...seller.addressLines].join(" · ");
  const senderHeight = write(doc, senderLine, LEFT, ADDRESS_TOP, ADDRESS_WIDTH, {
    size: 7,
    color: MUTED_COLOR,
  });
  rule(doc, ADDRESS_TOP + senderHeight + 1, LEFT, LEFT + ADDRESS_WIDTH, RULE_COLOR, 0.4);
  const recipientTop = ADDRESS_TOP + senderHeight + 8;
  const [buyerName = "", ...buyerRest] = partyLines(buyer);
  let addressBottom = recipientTop;
  addressBottom += write(doc, buyerName, LEFT, addressBottom, ADDRESS_WIDTH, {
    font: FONT_BOLD,
    size: 10,
    lineGap: 1,
  });
  addressBottom += write(doc, buyerRest.join("\n"), LEFT, addressBottom, ADDRESS_WIDTH, {
    size: 10,
    lineGap: 1,
  });

  // Info block; invoice date and date of service are the same day (§ 14 UStG needs both).
  const issued = formatInvoiceDate(invoice.issuedOn);
  const infoPairs: [string, string][] = [
    ["Rechnungsnummer", invoice.number],
    ["Rechnungsdatum", issued],
    ["Leistungsdatum", issued],
    ["Bezug", invoice.orderReference],
  ];
  if (buyer.vatId) infoPairs.push(["Ihre USt-IdNr.", buyer.vatId]);
  if (buyer.email) infoPairs.push(["Ihre E-Mail", buyer.email]);
  const infoBottom =
    INFO_TOP + writePairs(doc, infoPairs, INFO_LEFT, INFO_TOP, INFO_LABEL_WIDTH, RIGHT - INFO_LEFT);

  // Heading, with a stamp-like mark when the invoice is already paid.
  let y = Math.max(BODY_MIN_TOP, addressBottom + 30, infoBottom + 30);
  const heading = `Rechnung Nr. ${invoice.number}`;
  const headingHeight = write(doc, heading, LEFT, y, CONTENT_WIDTH - 110, {
    font: FONT_BOLD,
    size: 15,
  });
  if (invoice.paymentMethod === "stripe" && invoice.paidOn) {
    const stampWidth = 96;
    const stampHeight = 24;
    const stampX = RIGHT - stampWidth;
    const stampY = y - 4;
    doc
      .save()
      .roundedRect(stampX, stampY, stampWidth, stampHeight, 3)
      .lineWidth(1.5)
      .strokeColor(ACCENT_COLOR)
      .stroke()
      .restore();
    write(doc, "BEZAHLT", stampX, stampY + 6, stampWidth, {
      font: FONT_BOLD,
      size: 13,
      color: ACCENT_COLOR,
      align: "center",
    });
  }
  y += headingHeight + 16;

  y += write(
    doc,
    "Sehr geehrte Damen und Herren,\nvielen Dank für Ihre Bestellung. " +
      "Wir berechnen Ihnen folgende Leistungen:",
    LEFT,
    y,
    CONTENT_WIDTH,
    { size: 10, lineGap: 2 },
  );
  y += 16;

  // Continuation pages repeat a short title and the table header.
  const headerCells: Cell[] = COLUMNS.map((column) => ({ text: column.label }));
  const headerHeight = rowHeight(doc, headerCells, HEADER_STYLE);
  const drawTableHeader = (): void => {
    drawRow(doc, headerCells, y, HEADER_STYLE);
    y += headerHeight + 4;
    rule(doc, y, LEFT, RIGHT, TEXT_COLOR, 0.8);
    y += ROW_GAP;
  };
  const newPage = (): void => {
    doc.addPage();
    y = TOP + 8;
    y += write(doc, `Rechnung Nr. ${invoice.number} (Fortsetzung)`, LEFT, y, CONTENT_WIDTH, {
      size: 9,
      color: MUTED_COLOR,
    });
    y += 18;
  };

  drawTableHeader();
  for (const [index, line] of invoice.lines.entries()) {
    const cells = lineCells(line, index + 1);
    const height = rowHeight(doc, cells, CELL_STYLE);
    if (y + height > contentBottom) {
      newPage();
      drawTableHeader();
    }
    drawRow(doc, cells, y, CELL_STYLE);
    y += height + ROW_GAP;
    rule(doc, y - ROW_GAP / 2);
  }
  rule(doc, y - ROW_GAP / 2, LEFT, RIGHT, TEXT_COLOR, 0.8);

  // Totals, payment note and closing stay together on one page.
  const taxRate = QUANTITY_FORMAT.format(invoice.taxRatePercent);
  const totals: [string, string, boolean][] = [
    ["Nettobetrag", formatInvoiceAmount(invoice.netCents), false],
    [`zzgl. ${taxRate} % USt`, formatInvoiceAmount(invoice.taxCents), false],
    ["Rechnungsbetrag", formatInvoiceAmount(invoice.grossCents), true],
  ];
  const payment = paymentText(invoice);
  const bank = invoice.paymentMethod === "invoice" ? seller.bank : null;
  const bankPairs: [string, string][] = bank
    ? [
        ["Kontoinhaber", seller.name],
        ["Bank", bank.name],
        ["IBAN", bank.iban],
        ["BIC", bank.bic],
      ]
    : [];
  const closing = `Mit freundlichen Grüßen\n${seller.name}`;
  const paymentStyle: TextStyle = { size: 10, lineGap: 2 };
  const closingHeight =
    totals.length * 16 +
    24 +
    measure(doc, payment, CONTENT_WIDTH, paymentStyle) +
    (bankPairs.length > 0 ? 8 + bankPairs.length * 13 : 0) +
    20 +
    measure(doc, closing, CONTENT_WIDTH, paymentStyle);
  if (y + closingHeight > contentBottom) newPage();

  y += 6;
  const labelX = RIGHT - 250;
  const labelWidth = 150;
  for (const [label, amount, strong] of totals) {
    const style: TextStyle = { font: strong ? FONT_BOLD : FONT, size: strong ? 11 : 10 };
    if (strong) {
      rule(doc, y - 3, labelX, RIGHT, TEXT_COLOR, 0.8);
      y += 2;
    }
    write(doc, label, labelX, y, labelWidth, style);
    write(doc, amount, labelX + labelWidth, y, RIGHT - labelX - labelWidth - CELL_PADDING, {
      ...style,
      align: "right",
    });
    y += 16;
  }
  y += 18;

  y += write(doc, payment, LEFT, y, CONTENT_WIDTH, paymentStyle);
  if (bankPairs.length > 0) {
    y += 8;
    y += writePairs(doc, bankPairs, LEFT, y, 80, CONTENT_WIDTH, 9.5);
  }
  y += 20;
  write(doc, closing, LEFT, y, CONTENT_WIDTH, paymentStyle);

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    drawFooter(doc, footer, page - start + 1, count);
  }
}

/**
 * An order's Rechnung as sent to the browser (inline PDF, never cached by others): the
 * customer's own download and the team's use the same answer. 404 while the order has none
 * (a Stripe order before its payment).
 */
export async function sendInvoicePdf(
  reply: FastifyReply,
  order: { invoice: unknown; invoice_number: string | null },
): Promise<FastifyReply> {
  if (!order.invoice || !order.invoice_number) {
    throw AppError.notFound(
      "Für diese Bestellung gibt es noch keine Rechnung. Sie entsteht mit der Zahlung.",
    );
  }
  const pdf = await renderInvoicePdf(order.invoice as InvoiceDocument);
  return (
    reply
      .type("application/pdf")
      .header("content-disposition", `inline; filename="Rechnung-${order.invoice_number}.pdf"`)
      .header("cache-control", "private, no-store")
      // Bytes, not JSON: Fastify sends a Buffer as it is (no response schema applies).
      .send(pdf as never)
  );
}
