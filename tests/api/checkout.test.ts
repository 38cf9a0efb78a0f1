import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  credits,
  employers,
  employerUsers,
  notifications,
  orders,
  plans,
  stripeEvents,
  users,
} from "#server/db/schema.ts";
import { nextInvoiceNumber } from "#server/modules/checkout/orders.ts";
import { formatDate, todayIso } from "#shared/format.ts";
import { createAccount, grantCredits, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createJob } from "#tests/support/factories.ts";
import { startMailCatcher, type MailCatcher } from "#tests/support/mail-catcher.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import {
  sessionEvent,
  signature,
  startStripeStub,
  stripeEnv,
  type StripeStub,
  type StubSession,
} from "#tests/support/stripe-stub.ts";

// Pricing and checkout: plans, invoice orders with gapless numbers and a real PDF,
// Stripe sessions against a local stub of Stripe's API, and signed webhooks fulfilled once.

let t: TestApp;
let stub: StripeStub;
let mail: MailCatcher;

// The seller on the Rechnung comes from the configuration, not from the code.
const SELLER_ENV = {
  SELLER_NAME: "Grünland Stellenmarkt GmbH",
  SELLER_ADDRESS: "Lindenallee 7|10115 Berlin|Deutschland",
  SELLER_VAT_ID: "DE987654321",
  SELLER_REGISTER: "Amtsgericht Charlottenburg, HRB 424242",
  SELLER_MANAGING_DIRECTOR: "Hanna Linde",
  SELLER_BANK: "Testbank Berlin|DE02 1001 0010 0006 8201 01|PBNKDEFFXXX",
  INVOICE_DUE_DAYS: "21",
};

beforeAll(async () => {
  stub = await startStripeStub();
  mail = await startMailCatcher();
  t = await createTestApp({ env: { ...stripeEnv(stub), ...SELLER_ENV, SMTP_URL: mail.url } });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
  await mail?.close();
});

/** The invoice mail of an order (sent after the answer, so it is waited for). */
async function invoiceMail(to: string, number: string) {
  for (let n = 0; n < 100; n++) {
    const found = mail.messages.find(
      (m) => m.subject === `Ihre Rechnung ${number}` && m.to && "text" in m.to && m.to.text === to,
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no invoice mail ${number} to ${to}`);
}

const BILLING = {
  company: "Gärtnerei Müller & Söhne",
  name: "Erika Müller",
  street: "Gartenstraße 3",
  zipcode: "85354",
  city: "Freising",
  country: "DE",
  vat_id: "DE 123 456 789",
  email: "buchhaltung@gaertnerei.example",
};

/** Each account orders from an address of its own, as employers do from their offices. */
const officeAddress = (who?: TestAccount) =>
  who ? `10.16.${who.userId >> 8}.${who.userId & 255}` : "127.0.0.1";

function call(
  method: "GET" | "POST" | "PUT",
  url: string,
  who?: TestAccount,
  payload?: unknown,
  remoteAddress = officeAddress(who),
) {
  return t.api({
    method,
    url,
    remoteAddress,
    ...(who ? { cookies: who.cookies } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function planId(slug: string): Promise<number> {
  const [row] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug));
  return row!.id;
}

const buy = (who: TestAccount, body: Record<string, unknown>) =>
  call("POST", "/api/checkout", who, { accept_terms: true, ...body });

/** A second user of the same employer, signed in: a member of its team (ADR 058). */
async function colleagueOf(a: TestAccount): Promise<TestAccount> {
  const other = await createAccount(t.db);
  await t.db.delete(employerUsers).where(eq(employerUsers.user_id, other.userId));
  await t.db
    .insert(employerUsers)
    .values({ user_id: other.userId, employer_id: a.employerId, role: "member" });
  return { ...other, employerId: a.employerId };
}

/** Makes `who` the owner of its employer, the owner so far a member (a handover). */
async function makeOwner(who: TestAccount): Promise<void> {
  await t.db
    .update(employerUsers)
    .set({ role: "member" })
    .where(eq(employerUsers.employer_id, who.employerId));
  await t.db
    .update(employerUsers)
    .set({ role: "owner" })
    .where(eq(employerUsers.user_id, who.userId));
}

/** All invoice numbers of this year so far form one run 1…N: nothing skipped, nothing twice. */
async function expectGaplessInvoiceNumbers() {
  const year = todayIso().slice(0, 4);
  const all = (await t.db.select({ n: orders.invoice_number }).from(orders))
    .map((r) => r.n)
    .filter((n): n is string => n !== null && n.startsWith(`WW-${year}-`))
    .map((n) => Number(n.slice(8)))
    .sort((x, y) => x - y);
  expect(all.length).toBeGreaterThan(0);
  expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
}

/** The "payment received" notifications an account got. */
function paymentNotices(who: TestAccount) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, who.userId), eq(notifications.type, "payment.received")));
}

async function creditCount(employerId: number) {
  return (await t.db.select().from(credits).where(eq(credits.employer_id, employerId))).length;
}

describe("GET /api/plans", () => {
  it("lists the three plans with net, 19 % USt and gross, and both payment methods", async () => {
    const res = await call("GET", "/api/plans");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.payment_methods).toEqual(["invoice", "stripe"]);
    expect(
      body.data.map((p: Record<string, unknown>) => [
        p.name,
        p.ad_count,
        p.duration_days,
        p.highlighted,
        p.price_net,
        p.price_tax,
        p.price_gross,
      ]),
    ).toEqual([
      ["Basis", 1, 30, false, 14900, 2831, 17731],
      ["Plus", 1, 60, true, 24900, 4731, 29631],
      ["Paket 5", 5, 60, false, 89900, 17081, 106981],
    ]);
    expect(body.data[2].features).toContain("12 Monate einlösbar");
  });
});

describe("checkout by invoice", () => {
  it("creates the order with the plan's price, grants the credits and issues a Rechnung as PDF", async () => {
    const a = await createAccount(t.db);
    const before = await call("GET", "/api/billing-address", a);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.address).toBeNull();
    expect(before.json().data.suggestion.company).toBeTruthy();

    // A tampered amount in the body is not part of the contract: the plan's price counts.
    const dayBefore = todayIso();
    const res = await buy(a, {
      plan_id: await planId("plus"),
      payment_method: "invoice",
      billing_address: BILLING,
      amount_gross: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const dayAfter = todayIso();
    const order = res.json().data;
    expect(order).toMatchObject({
      plan: { name: "Plus" },
      status: "open",
      payment_method: "invoice",
      amount_net: 24900,
      amount_tax: 4731,
      amount_gross: 29631,
      credits: 1,
    });
    expect(order.invoice_number).toMatch(/^WW-\d{4}-\d{5}$/);
    expect(order.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The credit is in the ledger, usable for 12 months, highlighted like the plan.
    const granted = await t.db.select().from(credits).where(eq(credits.order_id, order.id));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ highlighted: true, duration_days: 60, source: "order" });
    const months = (granted[0]!.valid_until!.getTime() - Date.now()) / (1000 * 60 * 60 * 24 * 30.4);
    expect(Math.round(months)).toBe(12);
    const summary = (await call("GET", "/api/credits", a)).json().data;
    expect(summary.available).toBe(1);

    // The address is kept (normalised) for the next order.
    const keptRes = await call("GET", "/api/billing-address", a);
    expect(keptRes.statusCode, keptRes.body).toBe(200);
    const kept = keptRes.json().data.address;
    expect(kept).toMatchObject({ company: BILLING.company, vat_id: "DE123456789" });
    const second = await buy(a, { plan_id: await planId("basis"), payment_method: "invoice" });
    expect(second.statusCode).toBe(201);

    const list = (await call("GET", "/api/orders", a)).json().data;
    expect(list.map((o: { id: number }) => o.id)).toEqual([second.json().data.id, order.id]);

    const pdf = await call("GET", `/api/orders/${order.id}/invoice`, a);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(`Rechnung-${order.invoice_number}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    // The invoice is dated the Berlin day of the order (one of the two, should the order have
    // straddled midnight), and due 21 days later.
    const [stored] = await t.db
      .select({ invoiceDate: orders.invoice_date })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect([dayBefore, dayAfter]).toContain(stored!.invoiceDate);
    const issued = formatDate(stored!.invoiceDate!);
    const due = formatDate(order.due_date);
    expect(
      (Date.parse(order.due_date) - Date.parse(stored!.invoiceDate!)) / 86_400_000,
      "INVOICE_DUE_DAYS",
    ).toBe(21);
    for (const expected of [
      // Number, date, due date and the payment terms.
      "Rechnung",
      `Rechnungsnummer ${order.invoice_number}`,
      `Rechnungsdatum ${issued}`,
      `Bitte überweisen Sie den Rechnungsbetrag bis zum ${due} ohne Abzug unter Angabe der Rechnungsnummer ${order.invoice_number}.`,
      // The buyer's billing address.
      "Gärtnerei Müller & Söhne",
      "z. Hd. Erika Müller",
      "Gartenstraße 3",
      "85354 Freising",
      "DE123456789",
      // The seller as configured.
      "Grünland Stellenmarkt GmbH",
      "Lindenallee 7",
      "10115 Berlin",
      "USt-IdNr.: DE987654321",
      "Amtsgericht Charlottenburg, HRB 424242",
      "Hanna Linde",
      "DE02 1001 0010 0006 8201 01",
      "PBNKDEFFXXX",
      // The plan, net, 19 % USt, gross.
      "Stellenanzeigen-Paket „Plus“",
      "Nettobetrag 249,00 €",
      "zzgl. 19 % USt 47,31 €",
      "Rechnungsbetrag 296,31 €",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Wurzelwerk GmbH");
    expect(text).not.toContain("BEZAHLT");

    // The Rechnung also comes by mail, as the same PDF, to the account's confirmed address
    // (ADR 021); the invoice address's email is printed on it and gets nothing.
    const sent = await invoiceMail(a.email, order.invoice_number);
    // (A long address wraps in the narrow column.)
    expect(text.replace(/\s+/g, "")).toContain(`IhreE-Mail${BILLING.email}`);
    expect(sent.text).toContain("Bitte überweisen Sie 296,31");
    expect(sent.attachments).toHaveLength(1);
    expect(sent.attachments[0]!.filename).toBe(`Rechnung-${order.invoice_number}.pdf`);
    expect(await pdfText(sent.attachments[0]!.content)).toContain("296,31 €");

    // The dashboard's notification says what was bought.
    const listed = await t.api({ method: "GET", url: "/api/notifications", cookies: a.cookies });
    expect(listed.json().data.map((n: { message: string }) => n.message)).toContain(
      `Ihre Bestellung „Plus“ ist eingegangen: 1 Anzeige steht als Guthaben bereit. Die Rechnung ${order.invoice_number} ist im Dashboard.`,
    );

    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject_type, "order"), eq(auditEvents.subject_id, order.id)));
    expect(audit.map((e) => e.action)).toEqual(["order.created"]);
    expect(audit[0]!.actor_user_id).toBe(a.userId);
  });

  it("refuses unknown plans, missing addresses, unverified users, visitors and bad input", async () => {
    const a = await createAccount(t.db);
    const basis = await planId("basis");
    const cases: [Record<string, unknown>, number, string][] = [
      [{ plan_id: 999_999, payment_method: "invoice", billing_address: BILLING }, 422, "plan_id"],
      [{ plan_id: basis, payment_method: "invoice" }, 422, "billing_address"],
      [{ plan_id: basis, payment_method: "bar", billing_address: BILLING }, 422, "payment_method"],
      [{ plan_id: "1", payment_method: "invoice", billing_address: BILLING }, 422, "plan_id"],
      [
        {
          plan_id: basis,
          payment_method: "invoice",
          billing_address: { ...BILLING, zipcode: "1" },
        },
        422,
        "billing_address.zipcode",
      ],
      [
        {
          plan_id: basis,
          payment_method: "invoice",
          billing_address: { ...BILLING, vat_id: "<script>" },
        },
        422,
        "billing_address.vat_id",
      ],
    ];
    for (const [body, status, field] of cases) {
      const res = await buy(a, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.json().errors)).toContain(field);
      expect(res.json().message).toMatch(/^(Bitte|Dieses|Die|Der|Höchstens|Enthält)\b/);
    }
    const noTerms = await call("POST", "/api/checkout", a, {
      plan_id: basis,
      payment_method: "invoice",
      billing_address: BILLING,
    });
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json().errors.accept_terms[0]).toContain("AGB");

    // An inactive plan is not for sale any more.
    const [hidden] = await t.db
      .insert(plans)
      .values({
        slug: `alt-${a.userId}`,
        name: "Alt",
        ad_count: 1,
        duration_days: 30,
        price_net: 100,
        active: false,
      })
      .returning({ id: plans.id });
    const inactive = await buy(a, {
      plan_id: hidden!.id,
      payment_method: "invoice",
      billing_address: BILLING,
    });
    expect(inactive.statusCode).toBe(422);

    const unverified = await createAccount(t.db, { verified: false });
    const refused = await buy(unverified, {
      plan_id: basis,
      payment_method: "invoice",
      billing_address: BILLING,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain("bestätigen Sie zuerst Ihre E-Mail-Adresse");

    const visitor = await call("POST", "/api/checkout", undefined, {
      plan_id: basis,
      payment_method: "invoice",
      accept_terms: true,
    });
    expect(visitor.statusCode).toBe(401);

    // Nothing of the refused requests was stored.
    for (const who of [a, unverified]) {
      expect(
        await t.db.select().from(orders).where(eq(orders.employer_id, who.employerId)),
      ).toEqual([]);
      expect(await creditCount(who.employerId)).toBe(0);
      const [row] = await t.db
        .select({ billing: employers.billing_address })
        .from(employers)
        .where(eq(employers.id, who.employerId));
      expect(row!.billing).toBeNull();
    }
  });

  it("answers malformed requests to every checkout endpoint in German, storing nothing", async () => {
    const a = await createAccount(t.db);
    const raw = (
      method: "GET" | "POST",
      url: string,
      payload?: string,
      type = "application/json",
    ) =>
      t.app.inject({
        method,
        url,
        cookies: a.cookies,
        headers: { "x-requested-with": "XMLHttpRequest", "content-type": type },
        ...(payload === undefined ? {} : { payload }),
      });
    const cases: [Promise<{ statusCode: number; body: string }>, number, RegExp][] = [
      [raw("POST", "/api/checkout", "[1,2]"), 422, /^Dieses Feld muss ein Objekt sein\.$/],
      [raw("POST", "/api/checkout", "null"), 422, /^Dieses Feld ist erforderlich\.$/],
      [raw("POST", "/api/checkout", "{kaputt"), 400, /kein gültiges JSON/],
      [raw("POST", "/api/checkout", "plan=1", "text/plain"), 415, /Inhaltstyp/],
      [
        raw("POST", "/api/checkout", JSON.stringify({ filler: "x".repeat(20_000) })),
        413,
        /zu groß/,
      ],
      [raw("GET", "/api/orders/0"), 422, /mindestens 1/],
      [raw("GET", "/api/orders/99999999999/invoice"), 422, /höchstens/],
      [raw("GET", "/api/orders/1.5"), 422, /ganze Zahl/],
      [raw("GET", `/api/checkout/sessions/cs_${"a".repeat(300)}`), 422, /Zahlungssitzung/],
      [raw("POST", "/api/stripe/webhook", "hallo", "text/plain"), 415, /Inhaltstyp/],
      [
        raw("POST", "/api/stripe/webhook", JSON.stringify({ filler: "x".repeat(600_000) })),
        413,
        /zu groß/,
      ],
      [raw("POST", "/api/stripe/webhook", "{}"), 400, /Signatur/],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect(res.statusCode, res.body).toBe(status);
      expect(JSON.parse(res.body).message).toMatch(message);
    }
    expect(await t.db.select().from(orders).where(eq(orders.employer_id, a.employerId))).toEqual(
      [],
    );
    expect(await creditCount(a.employerId)).toBe(0);
  });

  it("shows orders and invoices only to their employer", async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    const order = (
      await buy(a, {
        plan_id: await planId("basis"),
        payment_method: "invoice",
        billing_address: BILLING,
      })
    ).json().data;
    for (const url of [`/api/orders/${order.id}`, `/api/orders/${order.id}/invoice`]) {
      const foreign = await call("GET", url, b);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe("Diese Bestellung wurde nicht gefunden.");
      // The same answer as for an id nobody has: nothing to probe.
      const missing = await call("GET", url.replace(String(order.id), "2147483647"), b);
      expect(missing.body).toBe(foreign.body);
      expect((await call("GET", url)).statusCode).toBe(401);
    }
    expect((await call("GET", "/api/orders", b)).json().data).toEqual([]);
    expect((await call("GET", "/api/orders/abc", a)).statusCode).toBe(422);
  });

  it("numbers 50 concurrent invoices without gap or duplicate", async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createAccount(t.db)));
    const basis = await planId("basis");
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        buy(buyers[n % buyers.length]!, {
          plan_id: basis,
          payment_method: "invoice",
          billing_address: BILLING,
        }),
      ),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(201);
    const numbers = results.map((res) => res.json().data.invoice_number as string);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[0]!.slice(3, 7)).toBe(todayIso().slice(0, 4));
    await expectGaplessInvoiceNumbers();
    const granted = await t.db
      .select()
      .from(credits)
      .where(
        inArray(
          credits.employer_id,
          buyers.map((b) => b.employerId),
        ),
      );
    expect(granted).toHaveLength(50);
  });

  it("gives the number of a rolled-back order back to the next one", async () => {
    const year = Number(todayIso().slice(0, 4));
    let taken = "";
    await expect(
      t.db.transaction(async (tx) => {
        taken = await nextInvoiceNumber(tx, "WW", year);
        throw new Error("order failed after its number was drawn");
      }),
    ).rejects.toThrow("order failed");
    expect(taken).toMatch(/^WW-\d{4}-\d{5}$/);
    const a = await createAccount(t.db);
    const next = await buy(a, {
      plan_id: await planId("basis"),
      payment_method: "invoice",
      billing_address: BILLING,
    });
    expect(next.json().data.invoice_number).toBe(taken);
  });

  it("charges the plan's price whatever amounts, plans or credits the body claims", async () => {
    const a = await createAccount(t.db);
    const res = await buy(a, {
      plan_id: await planId("basis"),
      payment_method: "invoice",
      billing_address: BILLING,
      amount_net: 1,
      amount_tax: 0,
      amount_gross: 1,
      price_net: 1,
      ad_count: 50,
      credits: 50,
      status: "paid",
      plan: { id: await planId("paket-5"), name: "Paket 5" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      plan: { name: "Basis" },
      status: "open",
      amount_net: 14900,
      amount_tax: 2831,
      amount_gross: 17731,
      credits: 1,
    });
    expect(await creditCount(a.employerId)).toBe(1);
  });
});

describe("checkout is no mail cannon", () => {
  const order = (who: TestAccount, billing: Record<string, unknown> = BILLING, address?: string) =>
    call(
      "POST",
      "/api/checkout",
      who,
      { accept_terms: true, plan_id: basisId, payment_method: "invoice", billing_address: billing },
      address,
    );
  let basisId: number;
  beforeAll(async () => {
    basisId = await planId("basis");
  });
  const mailsTo = (to: string) =>
    mail.messages.filter((m) => m.to && "text" in m.to && m.to.text.includes(to));
  const ordersOf = async (who: TestAccount) =>
    t.db.select({ id: orders.id }).from(orders).where(eq(orders.user_id, who.userId));

  it("mails the Rechnung to the account's confirmed address only, never to the billing address's email", async () => {
    const a = await createAccount(t.db);
    const outside = `opfer.${a.userId}@fremd.example`;
    const res = await order(a, {
      ...BILLING,
      name: "Ihr Konto wird gesperrt – bitte hier anmelden: https://phish.example",
      email: outside,
    });
    expect(res.statusCode, res.body).toBe(201);
    const number = res.json().data.invoice_number as string;
    // The one mail of this order went to the account; none to the typed-in address.
    const sent = await invoiceMail(a.email, number);
    expect(sent.attachments).toHaveLength(1);
    expect(mailsTo(outside)).toEqual([]);
    expect(mail.messages.filter((m) => m.subject === `Ihre Rechnung ${number}`)).toHaveLength(1);
    // The address is kept with the billing address and printed on the Rechnung.
    const pdf = await call("GET", `/api/orders/${res.json().data.id}/invoice`, a);
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, "")).toContain(`IhreE-Mail${outside}`);
  });

  it("the billing address's email gets the Rechnung when it is the account's own address", async () => {
    const a = await createAccount(t.db);
    const res = await order(a, { ...BILLING, email: a.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(201);
    await invoiceMail(a.email, res.json().data.invoice_number);
  });

  it("refuses the 11th order of a user within a minute: German 429 with the wait, no order, no mail", async () => {
    const a = await createAccount(t.db);
    const answers = [];
    // From addresses of their own, so that only the per-user count can refuse.
    for (let n = 0; n < 11; n++) {
      answers.push(await order(a, BILLING, `10.17.${a.userId & 255}.${n + 1}`));
    }
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const refused = answers[10]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Zu viele Anfragen\. Bitte in \d+ Sekunden? erneut versuchen\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await ordersOf(a)).toHaveLength(10);
    // Ten mails, one per order, and no eleventh.
    for (const res of answers.slice(0, 10))
      await invoiceMail(a.email, res.json().data.invoice_number);
    expect(mailsTo(a.email)).toHaveLength(10);
    // A mistyped form is not an order and does not count against the limit.
    const b = await createAccount(t.db);
    for (let n = 0; n < 12; n++) {
      const broken = await order(
        b,
        { ...BILLING, zipcode: "1" },
        `10.18.${b.userId & 255}.${n + 1}`,
      );
      expect(broken.statusCode).toBe(422);
    }
    expect((await order(b, BILLING, `10.18.${b.userId & 255}.99`)).statusCode).toBe(201);
  });

  it("refuses the 21st order from one client address within a minute, across accounts", async () => {
    const buyers = await Promise.all(Array.from({ length: 7 }, () => createAccount(t.db)));
    const address = "10.19.0.1";
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++)
      statuses.push((await order(buyers[n % 7]!, BILLING, address)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
    const placed = await Promise.all(buyers.map(ordersOf));
    expect(placed.flat()).toHaveLength(20);
    // Another address is not affected.
    expect((await order(buyers[0]!, BILLING, "10.19.0.2")).statusCode).toBe(201);
  });
});

describe("credits ledger", () => {
  const publish = (who: TestAccount, id: number) =>
    call("PUT", `/api/job-advertisements/${id}/publish`, who, {});
  const draft = async (who: TestAccount, title: string) =>
    (await createJob(t.db, { employerId: who.employerId, status: "draft", title })).id;
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

  it("keeps bought credits 12 months, spends the soonest-lapsing valid one first and never a lapsed one", async () => {
    const a = await createAccount(t.db);
    const paket = (
      await buy(a, {
        plan_id: await planId("paket-5"),
        payment_method: "invoice",
        billing_address: BILLING,
      })
    ).json().data;
    const rows = await t.db
      .select()
      .from(credits)
      .where(eq(credits.order_id, paket.id))
      .orderBy(asc(credits.id));
    expect(rows).toHaveLength(5);
    // 12 calendar months from the purchase.
    const inAYear = new Date();
    inAYear.setUTCMonth(inAYear.getUTCMonth() + 12);
    for (const row of rows) {
      expect(Math.abs(row.valid_until!.getTime() - inAYear.getTime())).toBeLessThan(60_000);
    }

    // A year passes for some of them: two lapsed (one a minute ago), one lapses in 10 days.
    const setValidUntil = (id: number, until: Date) =>
      t.db.update(credits).set({ valid_until: until }).where(eq(credits.id, id));
    await setValidUntil(rows[0]!.id, new Date(Date.now() - 60_000));
    await setValidUntil(rows[1]!.id, daysFromNow(-1));
    await setValidUntil(rows[2]!.id, daysFromNow(10));
    // A Plus credit that lapses in 5 days, and a staff credit without an end.
    const plus = (await buy(a, { plan_id: await planId("plus"), payment_method: "invoice" })).json()
      .data;
    const [plusCredit] = await t.db.select().from(credits).where(eq(credits.order_id, plus.id));
    await setValidUntil(plusCredit!.id, daysFromNow(5));
    const [manual] = await grantCredits(t.db, a.employerId, { count: 1, validUntil: null });

    // The balance counts only what can still be used.
    const summary = (await call("GET", "/api/credits", a)).json().data;
    expect(summary.available).toBe(5);
    const groups = Object.fromEntries(
      summary.groups.map((g: { plan_name: string; count: number; valid_until: string | null }) => [
        g.plan_name,
        [g.count, g.valid_until && g.valid_until.slice(0, 10)],
      ]),
    );
    expect(groups).toEqual({
      "Paket 5": [3, daysFromNow(10).toISOString().slice(0, 10)],
      Plus: [1, daysFromNow(5).toISOString().slice(0, 10)],
      Basis: [1, null],
    });

    // Publish and extend take the credit that lapses first.
    const used: number[] = [];
    const usedBy = async (jobId: number) => {
      const [row] = await t.db
        .select()
        .from(credits)
        .where(and(eq(credits.employer_id, a.employerId), eq(credits.used_for_job_id, jobId)))
        .orderBy(asc(credits.used_at), asc(credits.id));
      return row!;
    };
    const first = await draft(a, "Erste Anzeige");
    const firstRes = await publish(a, first);
    expect(firstRes.statusCode, firstRes.body).toBe(200);
    expect(firstRes.json().data.highlighted).toBe(true);
    used.push((await usedBy(first)).id);
    const second = await draft(a, "Zweite Anzeige");
    expect((await publish(a, second)).statusCode).toBe(200);
    used.push((await usedBy(second)).id);
    const extended = await call("PUT", `/api/job-advertisements/${second}/extend`, a, {});
    expect(extended.statusCode, extended.body).toBe(200);
    const [extendCredit] = await t.db
      .select()
      .from(credits)
      .where(and(eq(credits.used_for_job_id, second), eq(credits.used_kind, "extend")));
    used.push(extendCredit!.id);
    for (const title of ["Dritte Anzeige", "Vierte Anzeige"]) {
      const id = await draft(a, title);
      expect((await publish(a, id)).statusCode).toBe(200);
      used.push((await usedBy(id)).id);
    }
    expect(used).toEqual([plusCredit!.id, rows[2]!.id, rows[3]!.id, rows[4]!.id, manual]);

    // Only the lapsed credits are left: they count for nothing and publish nothing.
    expect((await call("GET", "/api/credits", a)).json().data).toEqual({
      available: 0,
      groups: [],
    });
    const sixth = await draft(a, "Sechste Anzeige");
    const refused = await publish(a, sixth);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/Guthaben/);
    const lapsed = await t.db
      .select()
      .from(credits)
      .where(and(eq(credits.employer_id, a.employerId), isNull(credits.used_at)));
    expect(lapsed.map((c) => c.id).sort((x, y) => x - y)).toEqual([rows[0]!.id, rows[1]!.id]);
  });

  it("spends each valid credit exactly once when publishes run at the same moment", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId, { count: 3, validUntil: daysFromNow(30) });
    await grantCredits(t.db, a.employerId, { count: 2, validUntil: daysFromNow(-1) });
    const drafts = await Promise.all(
      Array.from({ length: 6 }, (_, n) => draft(a, `Gleichzeitig ${n + 1}`)),
    );
    const results = await Promise.all(drafts.map((id) => publish(a, id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 402, 402, 402]);
    const spent = await t.db
      .select()
      .from(credits)
      .where(and(eq(credits.employer_id, a.employerId), eq(credits.used_kind, "publish")));
    expect(spent).toHaveLength(3);
    expect(new Set(spent.map((c) => c.used_for_job_id)).size).toBe(3);
    expect(spent.every((c) => c.valid_until! > new Date())).toBe(true);
  });
});

describe("checkout with Stripe", () => {
  async function startStripeCheckout(who: TestAccount, slug = "plus") {
    const res = await buy(who, {
      plan_id: await planId(slug),
      payment_method: "stripe",
      billing_address: BILLING,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data as { url: string };
    const session = stub.sessions.at(-1)!;
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
    return session;
  }

  const deliver = (payload: string, sig = signature(payload)) =>
    t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      // As Stripe sends it: JSON with the charset parameter.
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": sig },
      payload,
    });

  async function orderOf(session: StubSession) {
    const [row] = await t.db.select().from(orders).where(eq(orders.stripe_session_id, session.id));
    return row!;
  }

  it("opens a session with the server's gross price and fulfils it once, however often Stripe delivers", async () => {
    const a = await createAccount(t.db);
    const session = await startStripeCheckout(a);
    expect(session.amount_total).toBe(29631);
    expect(session.currency).toBe("eur");
    expect(session.line_item_name).toContain("„Plus“");
    expect(session.success_url).toBe(
      `${t.config.appUrl}/checkout/process?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toMatch(/\/checkout\/failed\?bestellung=\d+$/);
    // Stripe's receipt, like our Rechnung, goes to the account's confirmed address (ADR 021).
    expect(session.customer_email).toBe(a.email);
    expect(stub.requests.at(-1)!.authorization).toBe("Bearer sk_test_wurzelwerk");

    const pending = await call("GET", `/api/checkout/sessions/${session.id}`, a);
    expect(pending.json().data).toMatchObject({
      status: "pending",
      credits: 0,
      invoice_number: null,
    });
    expect((await call("GET", `/api/orders/${pending.json().data.id}/invoice`, a)).statusCode).toBe(
      404,
    );

    // The same event three times, and a second "succeeded" event for the same session.
    const completed = sessionEvent("checkout.session.completed", session);
    for (let n = 0; n < 3; n++) {
      const res = await deliver(completed.payload);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(
      (await deliver(sessionEvent("checkout.session.async_payment_succeeded", session).payload))
        .statusCode,
    ).toBe(200);
    // A late "failed" does not take back a paid order.
    expect(
      (await deliver(sessionEvent("checkout.session.async_payment_failed", session).payload))
        .statusCode,
    ).toBe(200);

    const paid = await orderOf(session);
    expect(paid.status).toBe("paid");
    expect(paid.invoice_number).toMatch(/^WW-\d{4}-\d{5}$/);
    expect(await creditCount(a.employerId)).toBe(1);
    const view = (await call("GET", `/api/checkout/sessions/${session.id}`, a)).json().data;
    expect(view).toMatchObject({ status: "paid", credits: 1 });

    const sent = await invoiceMail(a.email, paid.invoice_number!);
    expect(sent.text).toContain("bereits bezahlt");
    expect(
      mail.messages.filter((m) => m.subject === `Ihre Rechnung ${paid.invoice_number}`),
    ).toHaveLength(1);

    const pdf = await call("GET", `/api/orders/${paid.id}/invoice`, a);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("BEZAHLT");
    expect(text).toContain(
      // The Berlin day of the payment Stripe reported (not of this test's clock).
      `Bezahlt am ${formatDate(todayIso(paid.paid_at!))} per Online-Zahlung (Stripe). Vielen Dank!`,
    );
    expect(text).toContain(`Rechnungsnummer ${paid.invoice_number}`);
    expect(text).toContain("Rechnungsbetrag 296,31 €");
    expect(text).not.toContain("Bitte überweisen Sie");

    expect(await paymentNotices(a)).toHaveLength(1);
  });

  it("handles events out of order: failed first, then the late success", async () => {
    const a = await createAccount(t.db);
    const session = await startStripeCheckout(a, "basis");
    const pendingCompletion = sessionEvent("checkout.session.completed", session, {
      payment_status: "unpaid",
    });
    expect((await deliver(pendingCompletion.payload)).statusCode).toBe(200);
    expect((await orderOf(session)).status).toBe("pending");
    expect(
      (await deliver(sessionEvent("checkout.session.async_payment_failed", session).payload))
        .statusCode,
    ).toBe(200);
    expect((await orderOf(session)).status).toBe("failed");
    expect(await creditCount(a.employerId)).toBe(0);
    expect(
      (await deliver(sessionEvent("checkout.session.async_payment_succeeded", session).payload))
        .statusCode,
    ).toBe(200);
    expect((await orderOf(session)).status).toBe("paid");
    expect(await creditCount(a.employerId)).toBe(1);
  });

  it("a late success after the account was deleted still finds its failed order: paid, invoiced, archived", async () => {
    // Data rights (ADR 020): a deletion keeps what a payment may still arrive for. A failed
    // SEPA session can still succeed (the test above); its order must be there to be invoiced.
    const a = await createAccount(t.db);
    const session = await startStripeCheckout(a, "basis");
    expect(
      (await deliver(sessionEvent("checkout.session.async_payment_failed", session).payload))
        .statusCode,
    ).toBe(200);
    expect((await orderOf(session)).status).toBe("failed");
    const deleted = await t.api({
      method: "DELETE",
      url: "/api/account",
      cookies: a.cookies,
      payload: { password: a.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const late = await deliver(
      sessionEvent("checkout.session.async_payment_succeeded", session).payload,
    );
    expect(late.statusCode, late.body).toBe(200);
    const paid = await orderOf(session);
    expect(paid).toBeDefined();
    expect(paid.status).toBe("paid");
    expect(paid.invoice_number).toMatch(/^WW-\d{4}-\d{5}$/);
    expect(paid.archived_at).toBeInstanceOf(Date);
  });

  it("handles events out of order: the async success before completed, expiry and failure after it", async () => {
    const a = await createAccount(t.db);
    const session = await startStripeCheckout(a, "basis");
    for (const type of [
      "checkout.session.async_payment_succeeded",
      "checkout.session.completed",
      "checkout.session.expired",
      "checkout.session.async_payment_failed",
      "checkout.session.async_payment_succeeded",
    ] as const) {
      const res = await deliver(sessionEvent(type, session).payload);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      expect((await orderOf(session)).status, type).toBe("paid");
      expect(await creditCount(a.employerId), type).toBe(1);
    }
    const own = await t.db.select().from(orders).where(eq(orders.employer_id, a.employerId));
    expect(own.filter((o) => o.invoice_number)).toHaveLength(1);
    expect(await paymentNotices(a)).toHaveLength(1);
  });

  it("mails no Rechnung when the ordering account has no confirmed address (any more)", async () => {
    const a = await createAccount(t.db);
    const other = await createAccount(t.db);
    const session = await startStripeCheckout(a);
    const otherSession = await startStripeCheckout(other);
    await t.db.update(users).set({ email_verified_at: null }).where(eq(users.id, a.userId));
    expect(
      (await deliver(sessionEvent("checkout.session.completed", session).payload)).statusCode,
    ).toBe(200);
    expect(
      (await deliver(sessionEvent("checkout.session.completed", otherSession).payload)).statusCode,
    ).toBe(200);
    const paid = await orderOf(session);
    expect(paid.status).toBe("paid");
    // The other order's mail (fulfilled after this one) has arrived; this one's never will.
    await invoiceMail(other.email, (await orderOf(otherSession)).invoice_number!);
    expect(
      mail.messages.filter((m) => m.subject === `Ihre Rechnung ${paid.invoice_number}`),
    ).toEqual([]);
  });

  it("closes an expired session without credits", async () => {
    const a = await createAccount(t.db);
    const session = await startStripeCheckout(a, "basis");
    expect(
      (await deliver(sessionEvent("checkout.session.expired", session).payload)).statusCode,
    ).toBe(200);
    expect((await orderOf(session)).status).toBe("canceled");
    expect(await creditCount(a.employerId)).toBe(0);
    const listed = (await call("GET", "/api/orders", a)).json().data;
    expect(listed[0]).toMatchObject({ status: "canceled", credits: 0, invoice_number: null });
  });

  it("fulfils once when Stripe delivers an event three times and a related one at the same moment", async () => {
    const a = await createAccount(t.db);
    const session = await startStripeCheckout(a, "paket-5");
    const completed = sessionEvent("checkout.session.completed", session);
    const succeeded = sessionEvent("checkout.session.async_payment_succeeded", session);
    const results = await Promise.all([
      deliver(completed.payload),
      deliver(succeeded.payload),
      deliver(completed.payload),
      deliver(completed.payload),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(results.map((r) => r.json().message).sort()).toEqual(
      [
        "Verarbeitet: already",
        "Verarbeitet: duplicate",
        "Verarbeitet: duplicate",
        "Verarbeitet: fulfilled",
      ].sort(),
    );
    expect(await creditCount(a.employerId)).toBe(5);
    const seen = await t.db
      .select()
      .from(stripeEvents)
      .where(inArray(stripeEvents.id, [completed.id, succeeded.id]));
    expect(seen).toHaveLength(2);
  });

  it("takes invoice orders and Stripe payments of one employer at the same moment, numbered without gap", async () => {
    const a = await createAccount(t.db);
    // 16 orders in a minute are more than one user may place (CHECKOUT_LIMITS): the Stripe
    // payments come from a colleague of the same employer, who starts them while owner (only the
    // owner orders, ADR 058) and hands the ownership back before they are paid.
    const colleague = await colleagueOf(a);
    await makeOwner(colleague);
    const sessions: StubSession[] = [];
    for (let n = 0; n < 8; n++) sessions.push(await startStripeCheckout(colleague, "basis"));
    await makeOwner(a);
    const basis = await planId("basis");
    const results = await Promise.all(
      sessions.flatMap((session) => [
        buy(a, { plan_id: basis, payment_method: "invoice" }),
        deliver(sessionEvent("checkout.session.completed", session).payload),
      ]),
    );
    for (const res of results) expect([200, 201], res.body).toContain(res.statusCode);
    expect(await creditCount(a.employerId)).toBe(16);
    const own = await t.db.select().from(orders).where(eq(orders.employer_id, a.employerId));
    expect(own.map((o) => o.status).sort()).toEqual([
      ...Array<string>(8).fill("open"),
      ...Array<string>(8).fill("paid"),
    ]);
    await expectGaplessInvoiceNumbers();
  });

  it("refuses correctly signed bodies that are no Checkout event: 400, nothing recorded", async () => {
    const a = await createAccount(t.db);
    const session = await startStripeCheckout(a, "basis");
    const bodies = [
      { id: "evt_no_data", type: "checkout.session.completed" },
      { type: "checkout.session.completed", data: { object: { id: session.id } } },
      [{ id: "evt_array" }],
      {
        id: "evt_string_object",
        type: "checkout.session.async_payment_failed",
        data: { object: "x" },
      },
      {
        id: "evt_no_session_id",
        type: "checkout.session.completed",
        data: { object: { payment_status: "paid", amount_total: session.amount_total } },
      },
      {
        id: "evt_bad_amount",
        type: "checkout.session.completed",
        data: { object: { id: session.id, payment_status: "paid", amount_total: "17731" } },
      },
      {
        id: "x".repeat(300),
        type: "checkout.session.expired",
        data: { object: { id: session.id } },
      },
      null,
    ];
    for (const body of bodies) {
      const payload = JSON.stringify(body);
      const res = await deliver(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toBe("Die Nachricht hat kein gültiges Format.");
    }
    const recorded = await t.db
      .select()
      .from(stripeEvents)
      .where(
        inArray(stripeEvents.id, [
          "evt_no_data",
          "evt_array",
          "evt_string_object",
          "evt_no_session_id",
          "evt_bad_amount",
        ]),
      );
    expect(recorded).toEqual([]);
    expect((await orderOf(session)).status).toBe("pending");
    expect(await creditCount(a.employerId)).toBe(0);
  });

  it("grants nothing for wrong or old signatures, foreign amounts or unknown sessions", async () => {
    const a = await createAccount(t.db);
    const session = await startStripeCheckout(a, "basis");
    const event = sessionEvent("checkout.session.completed", session);

    const forged = await deliver(
      event.payload,
      signature(event.payload, { secret: "whsec_other" }),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("Die Signatur der Nachricht ist ungültig oder zu alt.");
    const old = await deliver(
      event.payload,
      signature(event.payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    );
    expect(old.statusCode).toBe(400);
    const tampered = await deliver(
      event.payload.replace(`"amount_total":${session.amount_total}`, '"amount_total":1'),
      signature(event.payload),
    );
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const garbage = await deliver("{not json", signature("{not json"));
    expect(garbage.statusCode).toBe(400);
    expect(await creditCount(a.employerId)).toBe(0);

    // Correctly signed but for another amount than the order's: nothing granted.
    const cheap = sessionEvent("checkout.session.completed", session, { amount_total: 100 });
    expect((await deliver(cheap.payload)).statusCode).toBe(200);
    expect((await orderOf(session)).status).toBe("pending");
    expect(await creditCount(a.employerId)).toBe(0);

    // A session nobody ordered.
    const ghost = sessionEvent("checkout.session.completed", { ...session, id: "cs_test_ghost" });
    expect((await deliver(ghost.payload)).statusCode).toBe(200);
    expect(await creditCount(a.employerId)).toBe(0);

    // The real event still works afterwards (the refused ones recorded nothing).
    expect((await deliver(event.payload)).statusCode).toBe(200);
    expect(await creditCount(a.employerId)).toBe(1);
  });

  it("keeps sessions to their employer, and reports Stripe being down without a half order", async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    const session = await startStripeCheckout(a, "basis");
    const foreign = await call("GET", `/api/checkout/sessions/${session.id}`, b);
    expect(foreign.statusCode).toBe(404);
    // Another employer's session reads exactly like one that does not exist.
    const unknown = await call("GET", "/api/checkout/sessions/cs_test_gibt_es_nicht", b);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(foreign.body).not.toContain(session.id);
    const malformed = await call("GET", "/api/checkout/sessions/..%2Fetc", a);
    expect(malformed.statusCode).toBe(422);

    // Stripe's client retries twice: all three attempts fail.
    stub.failNext(500, 3);
    const down = await buy(b, {
      plan_id: await planId("basis"),
      payment_method: "stripe",
      billing_address: BILLING,
    });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toContain("Stripe ist gerade nicht möglich");
    const left = await t.db.select().from(orders).where(eq(orders.employer_id, b.employerId));
    expect(left.map((o) => o.status)).toEqual(["canceled"]);
    expect(await creditCount(b.employerId)).toBe(0);
  });
});

describe("Stripe's API", () => {
  it("was reached only at the stub's one endpoint, with the secret key (no network)", () => {
    expect(stub.requests.length).toBeGreaterThan(10);
    expect(new Set(stub.requests.map((r) => `${r.method} ${r.path}`))).toEqual(
      new Set(["POST /v1/checkout/sessions"]),
    );
    expect(new Set(stub.requests.map((r) => r.authorization))).toEqual(
      new Set(["Bearer sk_test_wurzelwerk"]),
    );
  });
});

describe("without Stripe configured", () => {
  it("offers only the invoice and refuses Stripe checkouts and webhooks", async () => {
    const plain = await createTestApp();
    try {
      const plansRes = await plain.api({ method: "GET", url: "/api/plans" });
      expect(plansRes.json().payment_methods).toEqual(["invoice"]);
      const a = await createAccount(plain.db);
      const [plan] = await plain.db.select({ id: plans.id }).from(plans).limit(1);
      const res = await plain.api({
        method: "POST",
        url: "/api/checkout",
        cookies: a.cookies,
        payload: {
          plan_id: plan!.id,
          payment_method: "stripe",
          billing_address: BILLING,
          accept_terms: true,
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.payment_method[0]).toContain("nicht angeboten");
      const hook = await plain.app.inject({
        method: "POST",
        url: "/api/stripe/webhook",
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
        payload: "{}",
      });
      expect(hook.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
