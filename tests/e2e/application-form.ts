import type { Browser, Locator, Page } from "@playwright/test";
import {
  PHONE,
  expect,
  expectFocusInside,
  open,
  preAcceptConsent,
  tabUntilFocused,
  type BrowserErrors,
} from "./support.ts";

// The seeker's side of applying on Wurzelwerk (ADR 046) by keyboard, shared by the journeys
// that apply through the job page's form: opening the form, filling it in, sending it.

/** A small but real PDF: what the server recognises by its first bytes. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export interface KeyboardApplicant {
  name: string;
  email: string;
  phone?: string;
  message: string;
  cv: { name: string; buffer: Buffer };
}

/** A seeker's page in a browser of its own (no session), from a client address of its own. */
export async function seekerPage(
  browser: Browser,
  errors: BrowserErrors,
  viewport: { width: number; height: number },
  clientAddress: string,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress },
  });
  const page = await context.newPage();
  errors.watch(page);
  await preAcceptConsent(page);
  return page;
}

/**
 * Opens the ad's page and its form by keyboard; on a phone through the bottom bar's button
 * (the last one in the page's order). Returns the dialog and the button that opened it.
 */
export async function openFormByKeyboard(
  page: Page,
  jobId: number,
  title: string,
  viewport: { width: number },
): Promise<{ dialog: Locator; opener: Locator }> {
  await open(page, `/jobs/${jobId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const buttons = page.getByRole("button", { name: "Jetzt bewerben" });
  const opener = viewport.width === PHONE.width ? buttons.last() : buttons.first();
  await expect(opener).toBeVisible();
  await tabUntilFocused(page, opener, 80, viewport.width === PHONE.width ? "Shift+Tab" : "Tab");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Deine Bewerbung" });
  // The form's code loads on first use.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expectFocusInside(dialog);
  await expect(dialog).toContainText(title);
  return { dialog, opener };
}

async function typeInto(page: Page, dialog: Locator, name: string, text: string) {
  await tabUntilFocused(page, dialog.getByRole("textbox", { name }));
  await page.keyboard.type(text);
}

/** Fills in every field by keyboard, the CV through the file chooser, and gives consent. */
export async function fillFormByKeyboard(
  page: Page,
  dialog: Locator,
  applicant: KeyboardApplicant,
): Promise<void> {
  await typeInto(page, dialog, "Name", applicant.name);
  await typeInto(page, dialog, "E-Mail-Adresse", applicant.email);
  if (applicant.phone) await typeInto(page, dialog, "Telefon (optional)", applicant.phone);
  await typeInto(page, dialog, "Nachricht (optional)", applicant.message);
  const cvInput = dialog.getByLabel("Lebenslauf wählen");
  await expect(cvInput).toHaveAttribute("type", "file");
  await tabUntilFocused(page, cvInput);
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (
    await chooser
  ).setFiles({ name: applicant.cv.name, mimeType: "application/pdf", buffer: applicant.cv.buffer });
  await expect(dialog.getByRole("listitem").filter({ hasText: applicant.cv.name })).toBeVisible();
  const consent = dialog.getByRole("checkbox", { name: /Ich bin einverstanden/ });
  await tabUntilFocused(page, consent);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
}

/** Sends the filled-in form by keyboard; the confirmation takes the focus. */
export async function sendFormByKeyboard(page: Page, dialog: Locator, jobId: number) {
  await tabUntilFocused(page, dialog.getByRole("button", { name: "Bewerbung senden" }));
  const posted = page.waitForResponse(`**/api/job-advertisements/${jobId}/applications`);
  await page.keyboard.press("Enter");
  expect((await posted).status()).toBe(201);
  await expect(dialog.getByRole("heading", { name: "Bewerbung gesendet" })).toBeFocused();
}
