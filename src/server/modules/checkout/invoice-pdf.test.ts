import { describe, expect, it } from "vitest";
import { pdfPageTexts as pageTexts } from "#tests/support/pdf-text.ts";
import {
  formatInvoiceAmount,
  renderInvoicePdf,
  type InvoiceDocument,
  type InvoiceLine,
} from "./invoice-pdf.ts";

const PLUS_LINE: InvoiceLine = {
  description: "Stellenanzeigen-Paket „Plus“",
  detail: "1 Anzeige, 60 Tage Laufzeit, hervorgehoben in der Suche",
  quantity: 1,
  unitNetCents: 24900,
  netCents: 24900,
};

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    number: "WW-2026-00042",
    issuedOn: "2026-11-22",
    dueOn: "2026-12-06",
    paidOn: null,
    paymentMethod: "invoice",
    orderReference: "Bestellung Nr. 17",
    seller: {
      name: "Wurzelwerk GmbH",
      addressLines: ["Musterstraße 1", "12345 Musterstadt"],
      vatId: "DE123456789",
      email: "rechnung@wurzelwerk.example",
      phone: "+49 89 123456",
      register: "Amtsgericht Musterstadt, HRB 00000",
      managingDirector: "Max Mustermann",
      bank: { name: "Musterbank", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX" },
    },
    buyer: {
      name: "Gärtnerei Müller & Söhne",
      contact: "z. Hd. Erika Gärtner",
      addressLines: ["Große Straße 5", "85354 Freising", "Deutschland"],
    },
    lines: [PLUS_LINE],
    netCents: 24900,
    taxRatePercent: 19,
    taxCents: 4731,
    grossCents: 29631,
    ...overrides,
  };
}

describe("formatInvoiceAmount", () => {
  it("always shows two decimals with German grouping", () => {
    const normalise = (value: string) => value.replace(/\u00a0/g, " ");
    expect(normalise(formatInvoiceAmount(123450))).toBe("1.234,50 €");
    expect(normalise(formatInvoiceAmount(14900))).toBe("149,00 €");
    expect(normalise(formatInvoiceAmount(0))).toBe("0,00 €");
  });
});

describe("renderInvoicePdf", () => {
  it("renders an invoice to be paid by bank transfer", async () => {
    const pdf = await renderInvoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const pages = await pageTexts(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      "Rechnung",
      "WW-2026-00042",
      "Wurzelwerk GmbH",
      "Musterstraße 1",
      "12345 Musterstadt",
      "Gärtnerei Müller & Söhne",
      "z. Hd. Erika Gärtner",
      "Große Straße 5",
      "85354 Freising",
      "Stellenanzeigen-Paket „Plus“",
      "249,00 €",
      "47,31 €",
      "296,31 €",
      "Nettobetrag",
      "zzgl. 19 % USt",
      "Rechnungsbetrag",
      "Rechnungsdatum 22.11.2026",
      "Leistungsdatum 22.11.2026",
      "Bitte überweisen Sie den Rechnungsbetrag bis zum 06.12.2026 ohne Abzug unter Angabe der Rechnungsnummer WW-2026-00042.",
      "DE89 3704 0044 0532 0130 00",
      "COBADEFFXXX",
      "Amtsgericht Musterstadt, HRB 00000",
      "DE123456789",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("BEZAHLT");
  });

  it("marks an invoice paid online as paid", async () => {
    const pdf = await renderInvoicePdf(
      invoice({ paymentMethod: "stripe", dueOn: null, paidOn: "2026-11-22" }),
    );
    const text = (await pageTexts(pdf)).join(" ");
    expect(text).toContain("BEZAHLT");
    expect(text).toContain("Bezahlt am 22.11.2026 per Online-Zahlung (Stripe). Vielen Dank!");
    expect(text).not.toContain("Bitte überweisen");
    expect(text).toContain("296,31 €");
  });

  it("wraps long descriptions and continues long invoices on further pages", async () => {
    const lines = Array.from({ length: 30 }, (_, index): InvoiceLine => ({
      ...PLUS_LINE,
      description:
        index === 0
          ? "Stellenanzeigen-Paket „Plus“ mit einer sehr langen Beschreibung, die in der Spalte mehrfach umbrechen muss, statt über den Rand zu laufen"
          : `Stellenanzeigen-Paket „Plus“ Nr. ${index + 1}`,
    }));
    const pdf = await renderInvoicePdf(
      invoice({ lines, netCents: 747000, taxCents: 141930, grossCents: 888930 }),
    );
    const pages = await pageTexts(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain("Pos. Beschreibung Menge Einzelpreis (netto) Gesamt (netto)");
    expect(pages[1]).toContain("Pos. Beschreibung Menge Einzelpreis (netto) Gesamt (netto)");
    expect(pages[0]).not.toContain("Rechnungsbetrag");
    expect(pages.at(-1)).toContain("Rechnungsbetrag");
    expect(pages.at(-1)).toContain("8.889,30 €");
    expect(pages.join(" ")).toContain("30. Stellenanzeigen-Paket „Plus“ Nr. 30");
  });

  it("is deterministic for the same input", async () => {
    const [first, second] = await Promise.all([
      renderInvoicePdf(invoice()),
      renderInvoicePdf(invoice()),
    ]);
    expect(first.equals(second)).toBe(true);
  });
});
