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

// Staff impersonation in the browser (issue 7, SPEC.md §2): staff find the employer in the
// backoffice (/admin) and take the account over; the panel "You are impersonated as:" names it;
// "Undo Impersonate" returns to the staff session. The staff account is the one
// scripts/e2e-server.ts creates.

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`Team übernimmt ein Arbeitgeberkonto und gibt es zurück (${viewport.width} px)`, async ({
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

    const panel = page.getByRole("complementary", { name: "Kontoübernahme" });
    await expect(panel).toContainText("You are impersonated as:");
    await expect(panel).toContainText(employer.name);
    await expect(page.getByRole("heading", { level: 1, name: employer.companyName })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/dashboard übernommen ${viewport.width} px`);

    await panel.getByRole("button", { name: "Undo Impersonate" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("complementary", { name: "Kontoübernahme" })).toHaveCount(0);
    const me = await (await page.request.get("/api/user", { headers: API_HEADERS })).json();
    expect(me.data).toMatchObject({ is_admin: true, impersonator: null });
  });
}
