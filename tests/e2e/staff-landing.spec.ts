import type { Page } from "@playwright/test";
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

// Where staff land: the login, /dashboard and the header's account button
// lead staff to the backoffice (/admin); acting as an employer they get the employer's
// dashboard. The staff account is the one scripts/e2e-server.ts creates.

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

/** The header's account button; on a phone it sits in the menu. */
async function accountButton(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Menü öffnen" });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole("banner").getByRole("link", { name, exact: true });
}

for (const [label, viewport] of [
  ["360", PHONE],
  ["1440", DESKTOP],
] as const) {
  test(`${label} px: Team-Login führt in den Team-Bereich, nicht ins Arbeitgeber-Dashboard`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, "/login");
    await page.getByLabel("E-Mail-Adresse").fill(process.env.E2E_STAFF_EMAIL!);
    await page.getByLabel("Passwort", { exact: true }).fill(process.env.E2E_STAFF_PASSWORD!);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Konten" })).toBeVisible();
    await expect(page.getByText("Zu Ihrem Konto gehört noch kein Unternehmen")).toHaveCount(0);
    await expect(page.getByText("Guthaben kaufen")).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`team-login-${label}.png`) });

    // The header's account button leads to /admin.
    const button = await accountButton(page, "Team-Bereich");
    await expect(button).toHaveAttribute("href", "/admin");
    await expect(page.getByRole("banner").getByRole("link", { name: "Profil" })).toHaveCount(0);
    await expectNoAxeViolations(page, `/admin mit Kopfzeile ${label} px`);

    // /dashboard, /login and a redirect into the employer area lead to /admin as well.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/login?redirect=/dashboard/job");
    await expect(page).toHaveURL(/\/admin$/);
    // A safe redirect staff can use still wins.
    await page.goto("/login?redirect=/admin/anzeigen");
    await expect(page).toHaveURL(/\/admin\/anzeigen$/);
  });
}

test("Team als Arbeitgeber: das Dashboard des Unternehmens und „Profil“ in der Kopfzeile", async ({
  page,
  context,
  browserErrors,
}) => {
  browserErrors.allow(
    /status of 40[13]/,
    "Der Test wechselt die Sitzung hinter dem Rücken der offenen Seite; ihre Live-Verbindung bekommt /broadcasting/auth dann abgewiesen.",
  );
  await page.setViewportSize(DESKTOP);
  const employer = await signUpAndVerify(page);
  const me = await (await page.request.get("/api/user", { headers: API_HEADERS })).json();
  await context.clearCookies();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const headers = { ...API_HEADERS, Origin: origin };
  const login = await page.request.post("/login", {
    headers,
    data: { email: process.env.E2E_STAFF_EMAIL, password: process.env.E2E_STAFF_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const taken = await page.request.post(`/api/admin/users/${me.data.id}/impersonate`, {
    headers,
    data: {},
  });
  expect(taken.status(), await taken.text()).toBe(200);

  await open(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: employer.companyName })).toBeVisible();
  const button = await accountButton(page, "Profil");
  await expect(button).toHaveAttribute("href", "/dashboard");
  // The login while acting leads to the employer's dashboard too.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForHydration(page);
});
