import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  API_HEADERS,
  DESKTOP,
  PHONE,
  expect,
  open,
  preAcceptConsent,
  readMails,
  test,
} from "./support.ts";

// The contact endpoint allows 5 messages per 10 minutes and address; this file sends three
// (one valid, two refused by the server), the rest of the suite none.

const fields = (page: Page) => ({
  name: page.getByLabel("Name", { exact: true }),
  email: page.getByLabel("E-Mail-Adresse"),
  phone: page.getByLabel("Telefon"),
  subject: page.getByLabel("Betreff"),
  message: page.getByLabel("Nachricht", { exact: true }),
  submit: page.getByRole("button", { name: "Nachricht senden" }),
});

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`Kontaktformular bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("leer abgeschickt zeigt deutsche Fehler an den Feldern; Tippen entfernt den Fehler", async ({
      page,
    }) => {
      let posted = 0;
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/api/contact")) posted += 1;
      });
      await open(page, "/kontakt");
      const f = fields(page);
      await f.submit.click();

      await expect(page.getByText("Bitte den Namen angeben.")).toBeVisible();
      await expect(page.getByText("Bitte die E-Mail-Adresse angeben.")).toBeVisible();
      await expect(page.getByText("Die Nachricht braucht mindestens 10 Zeichen.")).toBeVisible();
      await expect(f.name).toHaveAttribute("aria-invalid", "true");
      await expect(f.name).toHaveAccessibleDescription("Bitte den Namen angeben.");
      await expect(f.email).toHaveAttribute("aria-invalid", "true");
      await expect(f.message).toHaveAttribute("aria-invalid", "true");
      // Optional fields are not complained about.
      await expect(f.phone).not.toHaveAttribute("aria-invalid", "true");
      await expect(f.subject).not.toHaveAttribute("aria-invalid", "true");
      // Nothing invalid went to the server.
      expect(posted).toBe(0);

      await f.name.pressSequentially("Erika Mustermann");
      await expect(page.getByText("Bitte den Namen angeben.")).toBeHidden();
      await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
      // The other errors stay until their fields are fixed.
      await expect(page.getByText("Bitte die E-Mail-Adresse angeben.")).toBeVisible();

      await f.email.fill("keine-adresse");
      await expect(page.getByText("Bitte eine gültige E-Mail-Adresse eingeben.")).toBeVisible();
      await f.email.fill("erika@example.org");
      await expect(page.getByText("Bitte eine gültige E-Mail-Adresse eingeben.")).toBeHidden();

      await f.message.fill("Zu kurz");
      await expect(page.getByText("Die Nachricht braucht mindestens 10 Zeichen.")).toBeVisible();
      await f.phone.fill("12");
      await f.submit.click();
      await expect(page.getByText("Bitte eine gültige Telefonnummer eingeben.")).toBeVisible();
      expect(posted).toBe(0);
    });
  });
}

test("eine gültige Nachricht bestätigt ein grüner Hinweis und landet als Mail beim Betreiber", async ({
  page,
}) => {
  const token = `E2E-${randomUUID().slice(0, 8)}`;
  await open(page, "/kontakt");
  const f = fields(page);
  await f.name.fill("Erika Mustermann");
  await f.email.fill("erika.mustermann@example.org");
  await f.phone.fill("+49 30 1234567");
  await f.subject.fill(`Frage zur Anzeige ${token}`);
  await f.message.fill(`Guten Tag, ich habe eine Frage zu Ihren Preisen. Viele Grüße (${token})`);
  await f.submit.click();

  const toast = page
    .locator(".Toastify__toast")
    .filter({ hasText: "Vielen Dank für die Nachricht!" });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveText(
    /^Vielen Dank für die Nachricht! Wir melden uns so schnell wie möglich\./,
  );
  // Green (success), not the red of errors.
  const [r, g, b] = (await toast.evaluate((el) => getComputedStyle(el).backgroundColor))
    .match(/\d+/g)!
    .map(Number) as [number, number, number];
  expect(g).toBeGreaterThan(r + 60);
  expect(g).toBeGreaterThan(b + 60);
  // Exactly app.css's green (white text at AA contrast), although react-toastify's stylesheet
  // arrives later with the first toast and sets its own colours on :root.
  expect([r, g, b]).toEqual([0x2f, 0x7d, 0x32]);
  // docs/product.md "Texts and messages": slides in from the bottom, can be closed, shows its progress.
  await expect(
    page.locator(".Toastify__toast-container--bottom-center").filter({ has: toast }),
  ).toBeVisible();
  await expect(toast.locator(".Toastify__close-button")).toBeVisible();
  await expect(toast.getByRole("progressbar")).toBeAttached();
  await expect(
    page.getByRole("status").filter({ hasText: "Die Nachricht ist bei uns angekommen" }),
  ).toBeVisible();
  // The form is empty again for another message.
  await expect(f.name).toHaveValue("");
  await expect(f.message).toHaveValue("");

  await expect
    .poll(() => readMails().filter((m) => m.raw.includes(token)).length, { timeout: 5000 })
    .toBe(1);
  const mail = readMails().find((m) => m.raw.includes(token))!.raw;
  expect(mail).toMatch(/^To: kontakt@wurzelwerk\.example$/m);
  expect(mail).toMatch(/^Reply-To: erika\.mustermann@example\.org$/m);
  expect(mail).toContain(`Kontaktanfrage #`);

  // The toast can be dismissed.
  await toast.getByRole("button", { name: /close|schließen/i }).click();
  await expect(toast).toBeHidden();
});

test("Fehler, die der Server meldet, erscheinen auf Deutsch am Feld und als roter Hinweis", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 422/,
    "Der Test lässt den Server eine ungültige Telefonnummer ablehnen; Chromium meldet jede 4xx-Antwort in der Konsole.",
  );
  // The browser checks with the same schema as the server, so a value the server refuses has to
  // bypass the form: the request is sent to the real server with the phone number replaced.
  await page.route("**/api/contact", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}");
    await route.continue({ postData: JSON.stringify({ ...body, phone: "12" }) });
  });
  await open(page, "/kontakt");
  const f = fields(page);
  await f.name.fill("Erika Mustermann");
  await f.email.fill("erika@example.org");
  await f.message.fill("Eine Nachricht mit genug Zeichen.");
  await f.submit.click();

  await expect(f.phone).toHaveAttribute("aria-invalid", "true");
  await expect(f.phone).toHaveAccessibleDescription("Bitte eine gültige Telefonnummer eingeben.");
  const toast = page.locator(".Toastify__toast--error");
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Bitte eine gültige Telefonnummer eingeben.");
  const [r, g, b] = (await toast.evaluate((el) => getComputedStyle(el).backgroundColor))
    .match(/\d+/g)!
    .map(Number) as [number, number, number];
  expect(r).toBeGreaterThan(g + 60);
  expect([r, g, b]).toEqual([0xc6, 0x28, 0x28]);
  // What the visitor typed is kept.
  await expect(f.message).toHaveValue("Eine Nachricht mit genug Zeichen.");

  // Typing into the field removes the server's error.
  await f.phone.fill("030 1234567");
  await expect(f.phone).not.toHaveAttribute("aria-invalid", "true");
  await expect(
    page.locator("form").getByText("Bitte eine gültige Telefonnummer eingeben."),
  ).toBeHidden();
});

test("die API antwortet auf ungültige Eingaben mit deutschen Meldungen je Feld", async ({
  request,
}) => {
  const response = await request.post("/api/contact", {
    headers: API_HEADERS,
    data: { name: "", email: "x", phone: "12", subject: "", message: "kurz" },
  });
  expect(response.status()).toBe(422);
  const body = await response.json();
  expect(body.errors.name).toEqual(["Bitte den Namen angeben."]);
  expect(body.errors.email).toEqual(["Bitte eine gültige E-Mail-Adresse eingeben."]);
  expect(body.errors.phone).toEqual(["Bitte eine gültige Telefonnummer eingeben."]);
  expect(body.errors.message).toEqual(["Die Nachricht braucht mindestens 10 Zeichen."]);
  expect(body.message).toContain("Bitte den Namen angeben.");
});
