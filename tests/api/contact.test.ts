import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { startMailCatcher, type MailCatcher } from "#tests/support/mail-catcher.ts";

let t: TestApp;
let mail: MailCatcher;
let ip = 0;
// Each request comes from its own address so the rate limit (tested separately) stays out of the way.
const fromNewAddress = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({
    env: { SMTP_URL: mail.url, OPERATOR_EMAIL: "betrieb@wurzelwerk.test" },
  });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const valid = {
  name: "Jana Gärtner",
  email: "jana@example.org",
  phone: "0170 1234567",
  subject: "Frage zu Anzeigen",
  message: "Guten Tag, wie lange läuft eine Anzeige im Paket Plus?",
};

async function storedCount() {
  const [row] = await t.db.select({ n: count() }).from(contactMessages);
  return Number(row?.n ?? 0);
}

describe("POST /api/contact", () => {
  let before: number;
  beforeEach(async () => {
    before = await storedCount();
  });

  it("stores the message and mails it to the operator with the sender as Reply-To", async () => {
    const res = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: valid,
      remoteAddress: fromNewAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Vielen Dank für die Nachricht!/);
    expect(await storedCount()).toBe(before + 1);
    const received = await mail.waitFor((m) => m.text?.includes("Paket Plus") ?? false);
    expect(received.subject).toContain("Kontaktanfrage");
    expect(received.subject).toContain("Frage zu Anzeigen");
    expect(received.to && "text" in received.to ? received.to.text : "").toContain(
      "betrieb@wurzelwerk.test",
    );
    expect(received.replyTo?.text).toContain("jana@example.org");
    expect(received.text).toContain("Telefon: 0170 1234567");
  });

  it("escapes markup from the sender in the mail's HTML", async () => {
    const res = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: {
        ...valid,
        subject: "<b>Hallo</b>",
        message: '<script>alert("x")</script><img src=x onerror=alert(1)> bitte melden',
      },
      remoteAddress: fromNewAddress(),
    });
    expect(res.statusCode).toBe(200);
    const received = await mail.waitFor((m) => m.text?.includes("bitte melden") ?? false);
    expect(received.html).not.toContain("<script>");
    expect(received.html).not.toContain("<img src=x");
    expect(received.html).toContain("&lt;script&gt;");
  });

  it("names every missing field in German and stores nothing", async () => {
    const res = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: {},
      remoteAddress: fromNewAddress(),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors).toEqual({
      name: ["Dieses Feld ist erforderlich."],
      email: ["Dieses Feld ist erforderlich."],
      message: ["Dieses Feld ist erforderlich."],
    });
    expect(body.message).toBe("Dieses Feld ist erforderlich. (und 2 weitere Fehler)");
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ["an empty name", { name: "  " }, "name", "Bitte den Namen angeben."],
    [
      "markup in the name",
      { name: "<b>Max</b>" },
      "name",
      "Der Name darf keine spitzen Klammern enthalten.",
    ],
    [
      "an invalid email",
      { email: "keine-adresse" },
      "email",
      "Bitte eine gültige E-Mail-Adresse eingeben.",
    ],
    ["an invalid phone", { phone: "12" }, "phone", "Bitte eine gültige Telefonnummer eingeben."],
    [
      "a short message",
      { message: "Hallo" },
      "message",
      "Die Nachricht braucht mindestens 10 Zeichen.",
    ],
    [
      "a 20 kB message",
      { message: "a".repeat(20_000) },
      "message",
      "Bitte höchstens 5.000 Zeichen eingeben.",
    ],
    [
      "control characters",
      { message: "Hallo\u0000 Welt, wie geht es?" },
      "message",
      "Die Nachricht enthält unzulässige Zeichen.",
    ],
    ["a number as name", { name: 42 }, "name", "Dieses Feld muss ein Text sein."],
    ["an unknown field", { is_admin: true }, "_", "Unbekanntes Feld: is_admin."],
  ])("rejects %s with a German field error", async (_label, change, field, message) => {
    const res = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: { ...valid, ...change },
      remoteAddress: fromNewAddress(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await storedCount()).toBe(before);
  });

  it("refuses a body over 32 kB with 413 before reading it", async () => {
    const res = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: { ...valid, message: "ä".repeat(60_000) },
      remoteAddress: fromNewAddress(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Die Anfrage ist zu groß.", code: "payload_too_large" });
    expect(await storedCount()).toBe(before);
  });

  it("answers malformed JSON with 400 and a wrong content type with 415", async () => {
    const broken = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: '{"name": "Max",',
      headers: { "content-type": "application/json" },
      remoteAddress: fromNewAddress(),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      message: "Der Inhalt der Anfrage ist kein gültiges JSON.",
      code: "bad_request",
    });

    const text = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: "name=Max",
      headers: { "content-type": "text/plain" },
      remoteAddress: fromNewAddress(),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toContain("JSON");

    const form = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: "name=Max",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: fromNewAddress(),
    });
    expect(form.statusCode).toBe(415);
    expect(await storedCount()).toBe(before);
  });

  it("answers a JSON array or string body with a German 422", async () => {
    for (const payload of ["[]", '"hallo"', "null"]) {
      const res = await t.api({
        method: "POST",
        url: "/api/contact",
        payload,
        headers: { "content-type": "application/json" },
        remoteAddress: fromNewAddress(),
      });
      expect([400, 422], payload).toContain(res.statusCode);
      expect(typeof res.json().message).toBe("string");
    }
    expect(await storedCount()).toBe(before);
  });

  it("requires the XMLHttpRequest marker and our own origin (CSRF) with 419", async () => {
    const noMarker = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: valid,
      remoteAddress: fromNewAddress(),
    });
    expect(noMarker.statusCode).toBe(419);
    expect(noMarker.json().message).toMatch(/Seite neu/);

    const foreign = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: valid,
      headers: { origin: "https://evil.example" },
      remoteAddress: fromNewAddress(),
    });
    expect(foreign.statusCode).toBe(419);
    expect(foreign.json()).toEqual({
      message: "Anfragen von fremden Seiten werden nicht angenommen.",
      code: "csrf_mismatch",
    });

    const own = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: valid,
      headers: { origin: "http://localhost:3000" },
      remoteAddress: fromNewAddress(),
    });
    expect(own.statusCode).toBe(200);
    expect(await storedCount()).toBe(before + 1);
  });

  it("limits one address to 5 messages in 10 minutes with a German 429", async () => {
    const address = "10.99.0.1";
    for (let i = 0; i < 5; i++) {
      const ok = await t.api({
        method: "POST",
        url: "/api/contact",
        payload: valid,
        remoteAddress: address,
      });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await t.api({
      method: "POST",
      url: "/api/contact",
      payload: valid,
      remoteAddress: address,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Zu viele Anfragen\. Bitte in \d+ Sekunden erneut versuchen\.$/,
    );
    expect(await storedCount()).toBe(before + 5);
  });
});
