import { request, type Page } from "@playwright/test";
import {
  PDF,
  fillFormByKeyboard,
  openFormByKeyboard,
  seekerPage,
  sendFormByKeyboard,
} from "./application-form.ts";
import {
  DESKTOP,
  PHONE,
  expect,
  expectFocusInside,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  open,
  originHeaders,
  preAcceptConsent,
  createDraftViaApi,
  grantCreditsAsStaff,
  readMails,
  signUpAndVerify,
  tabUntilFocused,
  test,
  waitForLiveSubscription,
} from "./support.ts";

// The employer's inbox (ADR 046): a seeker in a browser of their own applies by keyboard with a
// PDF through the job page's form, a second application arrives through the form's POST, the
// employer's open dashboard shows them live, the employer filters, opens one (it is seen then),
// downloads the CV as an attachment, moves the status by keyboard and rejects with the Absage
// mail from an edited text, which reaches the applicant.

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

interface Applicant {
  name: string;
  email: string;
  phone?: string;
  message: string;
  cv?: { name: string; buffer: Buffer };
  /** The language of the page the seeker applied on (ADR 051); German without. */
  locale?: string;
}

/** Applies to the ad as a seeker does: no session, the form's multipart POST. */
async function apply(page: Page, jobId: number, applicant: Applicant): Promise<void> {
  const { "Content-Type": _json, ...headers } = originHeaders();
  const form = new FormData();
  form.set("name", applicant.name);
  form.set("email", applicant.email);
  if (applicant.phone) form.set("phone", applicant.phone);
  form.set("message", applicant.message);
  form.set("consent", "true");
  if (applicant.locale) form.set("locale", applicant.locale);
  if (applicant.cv) {
    form.set(
      "cv",
      new Blob([new Uint8Array(applicant.cv.buffer)], { type: "application/pdf" }),
      applicant.cv.name,
    );
  }
  // A seeker has no session: a request context of its own, from an address of its own.
  const seeker = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const sent = await seeker.post(`/api/job-advertisements/${jobId}/applications`, {
      headers: { ...headers, "X-Forwarded-For": `2001:db8:a${++applied}::1` },
      multipart: form,
    });
    expect(sent.status(), `POST Bewerbung ${await sent.text()}`).toBe(201);
  } finally {
    await seeker.dispose();
  }
}
let applied = 0;

/** A live ad of the page's employer that takes applications on Wurzelwerk (editor step 3). */
async function adTakingApplications(page: Page, title: string): Promise<number> {
  await grantCreditsAsStaff(page);
  const id = await createDraftViaApi(page, 3, title);
  const step3 = await page.request.put(`/api/job-advertisements/${id}/step3`, {
    headers: originHeaders(),
    data: { application_method: "wurzelwerk" },
  });
  expect(step3.status(), `PUT step3 ${await step3.text()}`).toBe(200);
  const published = await page.request.put(`/api/job-advertisements/${id}/publish`, {
    headers: originHeaders(),
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** The text of the newest mail to `address` whose text contains `needle` (polled, 10 s). */
async function mailTextTo(address: string, needle: string): Promise<string> {
  const { simpleParser } = await import("mailparser");
  const to = new RegExp(`^To: .*${address.replace(/[.+]/g, "\\$&")}`, "m");
  let found = "";
  await expect
    .poll(
      async () => {
        for (const mail of readMails().filter((m) => to.test(m.raw))) {
          const text = (await simpleParser(mail.raw)).text ?? "";
          if (text.includes(needle)) found = text;
        }
        return found !== "";
      },
      { message: `Mail an ${address} mit „${needle}“`, timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator(".Toastify__toast").filter({ hasText: text });

for (const viewport of [PHONE, DESKTOP]) {
  test(`Bewerbung per Tastatur, Posteingang bei ${viewport.width} px: live, Filter, Detail, Download, Status per Tastatur, Absage mit E-Mail`, async ({
    page,
    browser,
    browserErrors,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const account = await signUpAndVerify(page);
    const title = `Baumpfleger/in ${viewport.width}`;
    const jobId = await adTakingApplications(page, title);
    const id = globalThis.crypto.randomUUID().slice(0, 8);
    const mia: Applicant & { cv: { name: string; buffer: Buffer } } = {
      name: `Mia <b>Gärtner</b> ${id}`,
      email: `mia-${id}@example.org`,
      phone: "0511 123456",
      message: 'Hallo,\nich <script>alert("x")</script> klettere gern.\nViele Grüße',
      cv: { name: "lebenslauf-mia.pdf", buffer: PDF },
    };
    const jonas: Applicant = {
      name: `Jonas Beispiel ${id}`,
      email: `jonas-${id}@example.org`,
      message: "Ich habe drei Jahre Erfahrung in der Baumpflege.",
    };

    // The open dashboard follows new applications without a reload.
    await open(page, "/dashboard");
    const entry = page.getByRole("region", { name: "Bewerbungen" });
    await expect(entry).toContainText("Noch keine Bewerbungen");
    await expect(entry.getByTestId("applications-badge")).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 7));
    await waitForLiveSubscription(page);

    // Mia applies on her own device, by keyboard, with her CV as a PDF.
    const seeker = await seekerPage(
      browser,
      browserErrors,
      viewport,
      `2001:db8:5eec:${viewport.width.toString(16)}::1`,
    );
    const { dialog: form } = await openFormByKeyboard(seeker, jobId, title, viewport);
    await fillFormByKeyboard(seeker, form, mia);
    await sendFormByKeyboard(seeker, form, jobId);
    await seeker.context().close();
    await expect(entry.getByRole("status")).toHaveText("1 neue Bewerbung");
    await apply(page, jobId, jonas);
    await expect(entry.getByRole("status")).toHaveText("2 neue Bewerbungen");
    expect(
      await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker),
    ).toBe(7);
    // The notification leads to the application.
    const notifications = page.getByRole("region", { name: "Benachrichtigungen" });
    await expect(notifications.getByRole("link", { name: "Bewerbung ansehen" })).toHaveCount(2);
    // The ad's card counts them and leads to that ad's applications.
    const adLink = page
      .getByRole("article", { name: title, exact: true })
      .getByRole("link", { name: `2 Bewerbungen auf ${title} 2 neu` });
    await expect(adLink).toHaveAttribute("href", `/dashboard/bewerbungen?anzeige=${jobId}`);
    await expectNoAxeViolations(page, "/dashboard mit neuen Bewerbungen");

    // The inbox: newest first, both unseen.
    await entry.getByRole("link", { name: "Bewerbungen ansehen" }).click();
    await expect(page).toHaveURL(/\/dashboard\/bewerbungen$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bewerbungen" })).toBeVisible();
    const rows = page.getByRole("list", { name: "Bewerbungen" }).getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(jonas.name);
    await expect(rows.nth(1)).toContainText(mia.name);
    await expect(rows.nth(1)).toContainText(title);
    await expect(rows.nth(1)).toContainText("1 Datei");
    await expect(rows.nth(0)).toContainText("0 Dateien");
    await expect(rows.getByText("Ungelesen")).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "/dashboard/bewerbungen");

    // Filter by status: the counts, an empty filter, and back.
    const filters = page.getByRole("radiogroup", { name: "Bewerbungen nach Status filtern" });
    await expect(filters.getByRole("radio", { name: "Neu 2" })).toBeVisible();
    await filters.getByRole("radio", { name: "Absage 0" }).click();
    await expect(page).toHaveURL(/status=absage/);
    await expect(page.getByText("Keine Bewerbungen mit dem Status „Absage“.")).toBeVisible();
    await filters.getByRole("radio", { name: "Neu 2" }).click();
    await expect(page).toHaveURL(/status=neu/);
    await expect(rows).toHaveCount(2);
    await expect(page.getByText("2 Bewerbungen mit dem Status „Neu“")).toBeVisible();

    // The detail: the applicant's text as text, line breaks kept; opening it marks it seen.
    await rows.nth(1).getByRole("link", { name: mia.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: mia.name })).toBeVisible();
    await expect(page.getByRole("link", { name: mia.email })).toHaveAttribute(
      "href",
      `mailto:${mia.email}`,
    );
    await expect(page.getByRole("link", { name: "0511 123456" })).toHaveAttribute(
      "href",
      "tel:0511123456",
    );
    const message = page.getByTestId("application-message");
    expect(await message.innerText()).toBe(mia.message);
    await expect(page.locator("main script")).toHaveCount(0);
    await expect(
      page.getByText(/Wird gelöscht am|Ein Löschdatum steht noch nicht fest/),
    ).toBeVisible();

    // The CV: a plain download link; the answer is an attachment, never shown inline.
    const cvLink = page.getByRole("link", { name: /lebenslauf-mia\.pdf/ });
    const href = (await cvLink.getAttribute("href"))!;
    expect(href).toMatch(/^\/api\/applications\/\d+\/files\/\d+$/);
    await expect(cvLink).toHaveAttribute("download", "lebenslauf-mia.pdf");
    await expect(page.locator("main iframe, main object, main embed")).toHaveCount(0);
    const downloading = page.waitForEvent("download");
    await cvLink.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("lebenslauf-mia.pdf");
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toMatch(/^attachment/);
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
    await expectNoAxeViolations(page, "/dashboard/bewerbungen/{id}");

    // Keyboard only: into the status group, an arrow key to „In Prüfung“, Tab to the button.
    const statusGroup = page.getByRole("radiogroup", { name: "Status", exact: true });
    await page.locator("body").focus();
    await tabUntilFocused(page, statusGroup.getByRole("radio", { name: /^Neu/ }), 60);
    await page.keyboard.press("ArrowRight");
    await expect(statusGroup.getByRole("radio", { name: "In Prüfung" })).toBeChecked();
    await expect(statusGroup.getByRole("radio", { name: "In Prüfung" })).toBeFocused();
    const save = page.getByRole("button", { name: "Status speichern" });
    await tabUntilFocused(page, save, 3);
    await page.keyboard.press("Enter");
    await expect(toast(page, /In Prüfung|Status/)).toBeVisible();
    await expect(page.getByText("Status: In Prüfung").first()).toBeVisible();

    // Absage: the dialog offers the mail; the employer edits the text first.
    // A click lands on the radio's label (react-aria keeps the input itself visually hidden).
    await statusGroup.getByText("Absage", { exact: true }).click();
    await expect(statusGroup.getByRole("radio", { name: "Absage" })).toBeChecked();
    await save.click();
    const dialog = page.getByRole("dialog", { name: `Absage an ${mia.name}` });
    await expectFocusInside(dialog);
    await expect(dialog.getByRole("checkbox", { name: /Absage per E-Mail/ })).toBeChecked();
    await expect(dialog.getByTestId("rejection-preview")).toContainText(`Hallo ${mia.name},`);
    await expectNoAxeViolations(page, "Absage-Dialog");
    await dialog.getByRole("button", { name: "Absage-Text bearbeiten" }).click();
    await expect(dialog.getByText("{unternehmen}", { exact: true })).toBeVisible();
    const text = dialog.getByRole("textbox", { name: "Absage-Text" });
    await text.fill(
      `Liebe/r {name},\n\ndie Stelle {stelle} ist vergeben. Gruß ${id}, {unternehmen}`,
    );
    await dialog.getByRole("button", { name: "Text speichern" }).click();
    await expect(dialog.getByTestId("rejection-preview")).toContainText(
      `die Stelle ${title} ist vergeben. Gruß ${id}, ${account.companyName}`,
    );
    await expectNoAxeViolations(page, "Absage-Dialog mit eigenem Text");
    await dialog.getByRole("button", { name: "Absage speichern und senden" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Status: Absage").first()).toBeVisible();
    await expect(page.getByText(/Absage-E-Mail gesendet am/)).toBeVisible();
    await expect(page.getByText(/Wird gelöscht am/)).toBeVisible();

    // The applicant receives the employer's text, the placeholders filled.
    const mail = await mailTextTo(mia.email, `Gruß ${id}`);
    expect(mail).toContain(`Liebe/r ${mia.name},`);
    expect(mail).toContain(`die Stelle ${title} ist vergeben. Gruß ${id}, ${account.companyName}`);

    // Back in the inbox: Mia's application is seen and rejected, the badge counts one.
    await page
      .getByRole("navigation", { name: "Brotkrumen" })
      .getByRole("link", { name: "Bewerbungen", exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Bewerbungen" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "neue Bewerbung" })).toHaveText(
      "1 neue Bewerbung",
    );
    await expect(filters.getByRole("radio", { name: "Absage 1" })).toBeVisible();
    await expect(rows.getByText("Ungelesen")).toHaveCount(1);
  });
}

test("eine fremde oder unbekannte Bewerbung ist eine 404-Seite", async ({
  page,
  browserErrors,
}) => {
  test.setTimeout(60_000);
  browserErrors.allow(/status of 404/, "Die unbekannte Bewerbung und Anzeige antworten mit 404.");
  await page.setViewportSize(PHONE);
  await signUpAndVerify(page);
  await open(page, "/dashboard/bewerbungen/999999999", 404);
  await open(page, "/dashboard/bewerbungen?anzeige=999999999", 404);
  await open(page, "/dashboard/bewerbungen");
  await expect(page.getByText("Noch keine Bewerbungen")).toBeVisible();
  await expectNoAxeViolations(page, "leerer Posteingang");
});

test("eine Bewerbung von der polnischen Seite: Liste und Detail nennen die Sprache, der Absage-Dialog sagt, was hinausgeht, die Absage kommt auf Polnisch (360 px)", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpAndVerify(page);
  const title = "Erntehelfer/in Polnisch";
  const jobId = await adTakingApplications(page, title);
  const id = globalThis.crypto.randomUUID().slice(0, 8);
  const ola: Applicant = {
    name: `Ola Nowak ${id}`,
    email: `ola-${id}@example.org`,
    message: "Dzień dobry, chętnie pomogę przy zbiorach.",
    locale: "pl",
  };
  await apply(page, jobId, ola);
  await open(page, "/dashboard/bewerbungen");
  // The list names the language at once: the employer sees who may not read German.
  await expect(page.getByTestId("application-row-language")).toHaveText(
    "Sprache der Bewerbung: Polnisch",
  );
  await expectNoAxeViolations(page, "Posteingang mit einer polnischen Bewerbung");
  await page.getByRole("link", { name: ola.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: ola.name })).toBeVisible();
  await expect(page.getByTestId("application-language")).toHaveText(
    "Polnisch: Die Bewerbung kam über die Seite auf Polnisch. Unsere E-Mails an die Person, auch die Absage mit dem Standardtext, gehen auf Polnisch.",
  );
  await expectNoHorizontalScroll(page);

  const statusGroup = page.getByRole("radiogroup", { name: "Status", exact: true });
  await statusGroup.getByText("Absage", { exact: true }).click();
  await page.getByRole("button", { name: "Status speichern" }).click();
  const dialog = page.getByRole("dialog", { name: `Absage an ${ola.name}` });
  await expect(dialog.getByTestId("rejection-language")).toHaveText(
    `${ola.name} hat sich auf Polnisch beworben: Der Standardtext geht auf Polnisch hinaus; hier sehen Sie ihn auf Deutsch.`,
  );
  await expectNoAxeViolations(page, "Absage-Dialog einer polnischen Bewerbung");
  await dialog.getByRole("button", { name: "Absage speichern und senden" }).click();
  await expect(dialog).toHaveCount(0);
  // The confirmation greets with „Cześć“ too: the Absage is known by its own words.
  const mail = await mailTextTo(ola.email, "dziękujemy za twoją aplikację");
  expect(mail).toContain(`Cześć ${ola.name},`);
  expect(mail).toContain(`dziękujemy za twoją aplikację na stanowisko ${title}`);
  expect(mail).not.toMatch(/Hallo|Bewerbung/);
});
