import type { Locator, Page } from "@playwright/test";
import {
  API_HEADERS,
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  open,
  preAcceptConsent,
  signUpAndVerify,
  test,
  waitForHydration,
} from "./support.ts";

// Staff impersonation in the browser (docs/product.md "Pages and addresses"): staff find the employer in the
// backoffice (/admin) and take the account over; the panel "You are impersonated as:" names it;
// "Undo Impersonate" returns to the staff session. The staff account is the one
// scripts/e2e-server.ts creates. The panel is a compact bar that leaves the logo, the header's
// controls and the page's heading uncovered, on phones as on a desktop.

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

/** The boxes of `a` and `b` do not overlap (both must be visible). */
async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  const first = await a.boundingBox();
  const second = await b.boundingBox();
  expect(first, `${what}: sichtbar`).not.toBeNull();
  expect(second, `${what}: sichtbar`).not.toBeNull();
  const overlapX =
    Math.min(first!.x + first!.width, second!.x + second!.width) - Math.max(first!.x, second!.x);
  const overlapY =
    Math.min(first!.y + first!.height, second!.y + second!.height) - Math.max(first!.y, second!.y);
  expect(overlapX <= 0 || overlapY <= 0, `${what} wird nicht verdeckt`).toBe(true);
}

/** The logo and every visible control of the header (burger on phones, menu and button above). */
async function headerControls(page: Page): Promise<{ name: string; locator: Locator }[]> {
  const header = page.getByRole("banner");
  const controls = [
    { name: "Logo", locator: header.getByRole("link", { name: /zur Startseite/ }) },
  ];
  for (const control of await header
    .locator(":is(a, button):visible")
    .filter({ hasNotText: /Undo Impersonate/ })
    .all()) {
    controls.push({ name: (await control.innerText()) || "Menü", locator: control });
  }
  return controls;
}

/** The headings, images and controls of the page's content that lie in the viewport. */
async function contentInView(page: Page): Promise<{ name: string; locator: Locator }[]> {
  const height = page.viewportSize()!.height;
  const found = [];
  for (const element of await page
    .getByRole("main")
    .locator(":is(a, button, input, img, svg, h1, h2, h3):visible")
    .all()) {
    const box = await element.boundingBox();
    if (box && box.y < height)
      found.push({
        name: await element.evaluate((e) => e.outerHTML.slice(0, 80)),
        locator: element,
      });
  }
  return found;
}

for (const viewport of [DESKTOP, { width: 390, height: 844 }, PHONE, { width: 360, height: 640 }]) {
  test(`Team übernimmt ein Arbeitgeberkonto und gibt es zurück (${viewport.width}×${viewport.height})`, async ({
    page,
    context,
    browserErrors,
  }) => {
    await page.setViewportSize(viewport);
    const employer = await signUpAndVerify(page);
    // An employer has no way into the backoffice.
    browserErrors.allow(
      /status of 40[13]/,
      "Der Arbeitgeber öffnet /admin absichtlich (403); danach wechselt der Test die Sitzung hinter dem Rücken der offenen Seite, deren Live-Verbindung dann /broadcasting/auth abgewiesen bekommt (401/403).",
    );
    await open(page, "/admin", 403);
    await expect(page.getByRole("heading", { level: 1, name: "Kein Zugriff" })).toBeVisible();

    // Staff sign in in this browser, find the employer and take the account over.
    await context.clearCookies();
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const login = await page.request.post("/login", {
      headers: { ...API_HEADERS, Origin: origin },
      data: { email: process.env.E2E_STAFF_EMAIL, password: process.env.E2E_STAFF_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await open(page, "/admin");
    await page.getByRole("searchbox", { name: "Konten suchen" }).fill(employer.companyName);
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page.getByRole("status")).toContainText("1 Konto für");
    await expect(page.getByRole("main")).toContainText(employer.email);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/admin ${viewport.width} px`);
    await page.getByRole("button", { name: `${employer.name} übernehmen` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A full page load (location.assign): the panel is in the server's HTML before React can
    // handle a press on "Undo Impersonate".
    await waitForHydration(page);

    const panel = page.getByRole("region", { name: "Kontoübernahme" });
    await expect(panel).toContainText("You are impersonated as:");
    await expect(panel).toContainText(employer.name);
    const undo = panel.getByRole("button", { name: "Undo Impersonate" });
    await expect(undo).toBeInViewport();
    const heading = page.getByRole("heading", { level: 1, name: employer.companyName });
    await expect(heading).toBeVisible();
    // A compact bar: it covers neither the logo nor a control of the header nor anything of
    // the dashboard (its heading, the company's logo, the buttons).
    const bar = (await panel.boundingBox())!;
    expect(bar.height, "eine schmale Leiste").toBeLessThanOrEqual(viewport.width < 640 ? 64 : 56);
    const uncovered = [...(await headerControls(page)), ...(await contentInView(page))];
    expect(uncovered.length).toBeGreaterThan(4);
    for (const element of uncovered) await expectApart(panel, element.locator, element.name);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/dashboard übernommen ${viewport.width} px`);

    // The bar stays in place while the page scrolls.
    await page.mouse.wheel(0, 600);
    await expect(undo).toBeInViewport();

    await undo.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("region", { name: "Kontoübernahme" })).toHaveCount(0);
    const me = await (await page.request.get("/api/user", { headers: API_HEADERS })).json();
    expect(me.data).toMatchObject({ is_admin: true, impersonator: null });
  });
}
