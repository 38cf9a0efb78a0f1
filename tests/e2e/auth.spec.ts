// Employer accounts in the browser (docs/product.md "Accounts and sign-in"/§8, ADR 009/019): register → mail link →
// confirm → log in; logout; login with a wrong and the right password; forgotten password → mail →
// new password; the verification page; keyboard only; axe and 360 px on every page visited.
//
// Rate limits of the server this file stays under: /register 10 per minute (4 here),
// /forgot-password 5 per 15 minutes (1 here), failed logins 5 per minute and address.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  API_HEADERS,
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  open,
  preAcceptConsent,
  linkFromMail,
  tabUntilFocused,
  test,
  waitForHydration,
} from "./support.ts";

const TOASTS = {
  registered: "Sie haben sich erfolgreich registriert",
  loggedIn: "Sie haben sich erfolgreich eingeloggt",
  loggedOut: "Sie haben sich erfolgreich ausgeloggt",
  resetLinkSent: "Ein Link zum Zurücksetzen Ihres Passworts wurde an Ihre E-Mail-Adresse gesendet",
  passwordReset: "Ihr Passwort wurde erfolgreich zurückgesetzt",
  verified: "Deine E-Mail Adresse wurde erfolgreich verifiziert.",
};
const LOGIN_FAILED = "Diese Kombination aus E-Mail-Adresse und Passwort ist uns nicht bekannt.";
const VERIFY_BANNER = "Bitte bestätigen Sie Ihre E-Mail-Adresse, um Anzeigen";
const ALLOW_422 = /Failed to load resource: the server responded with a status of 422/;

interface Account {
  company_name: string;
  name: string;
  email: string;
  password: string;
}

function newAccount(label: string): Account {
  const id = `${Date.now().toString(36)}-${randomUUID().slice(0, 6)}`;
  return {
    company_name: `Baumschule Lindenhof ${id}`,
    name: "Jana Gärtner",
    email: `e2e-auth-${label}-${id}@gaertnerei.example`,
    password: `Lindenblatt-im-Wind-${id}`,
  };
}

/** Registers through the API, as the form would (no session is started, ADR 009). */
async function registerViaApi(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post("/register", {
    headers: API_HEADERS,
    data: { ...account, password_confirmation: account.password, terms: true },
  });
  expect(response.status(), "POST /register").toBe(201);
}

function toast(page: Page, text: string): Locator {
  return page.locator(".Toastify__toast").filter({ hasText: text });
}

const headerLink = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("link", { name, exact: true });

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

async function sessionStatus(request: APIRequestContext): Promise<number> {
  return (await request.get("/api/user", { headers: { Accept: "application/json" } })).status();
}

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

test.describe("bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("registrieren → Link aus der Mail → bestätigen → anmelden; abmelden", async ({ page }) => {
    // Register, mail, confirm, log in and out with four axe checks: longer than one page's 30 s.
    test.slow();
    const account = newAccount("register");
    await open(page, "/register");
    await expect(
      page.getByRole("heading", { level: 1, name: "Als Arbeitgeber registrieren" }),
    ).toBeVisible();
    await expect(page).toHaveTitle("Als Arbeitgeber registrieren | Wurzelwerk");
    await expectNoAxeViolations(page);

    await page.getByLabel("Firmenname").fill(account.company_name);
    await page.getByLabel("Ihr Name").fill(account.name);
    await page.getByLabel("E-Mail-Adresse").fill(account.email);
    await page.getByLabel("Passwort", { exact: true }).fill(account.password);
    await page.getByLabel("Passwort wiederholen").fill(account.password);
    await page.getByLabel(/Ich akzeptiere die AGB/).check();
    await page.getByRole("button", { name: "Konto anlegen" }).click();

    await expect(toast(page, TOASTS.registered)).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Bitte prüfen Sie Ihr Postfach" }),
    ).toBeFocused();
    const card = page.getByRole("main");
    await expect(card).toContainText(account.email);
    await expect(card).toContainText("60 Minuten gültig");
    await expect(card.getByRole("link", { name: "Zum Login" })).toHaveAttribute("href", "/login");
    await expectNoAxeViolations(page, "/register nach dem Absenden");
    // ADR 009: registering starts no session.
    expect(await sessionStatus(page.request)).toBe(401);

    const link = await linkFromMail(
      account.email,
      "Bitte bestätigen Sie Ihre E-Mail-Adresse",
      "/email/verify/",
    );
    // ADR 019: the link opens a page that changes nothing; its button confirms.
    await page.goto(link);
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "E-Mail-Adresse bestätigen" }),
    ).toBeVisible();
    expect(await sessionStatus(page.request)).toBe(401);
    await expectNoAxeViolations(page, "Bestätigungsseite des Links");
    await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "E-Mail-Adresse bestätigt" }),
    ).toBeVisible();
    await expect(toast(page, TOASTS.verified)).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Ihre E-Mail-Adresse ist bestätigt.");
    expect(await sessionStatus(page.request)).toBe(401);
    await expectNoAxeViolations(page, "Bestätigungsseite nach dem Klick");
    await page.getByRole("main").getByRole("link", { name: "Zum Login" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await waitForHydration(page);
    await loginThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, TOASTS.loggedIn)).toBeVisible();
    await expect(page.getByText(VERIFY_BANNER)).toHaveCount(0);
    await expect(headerLink(page, "Profil")).toBeVisible();
    await expect(headerLink(page, "Arbeitgeber-Login")).toHaveCount(0);
    expect(await sessionStatus(page.request)).toBe(200);

    // The verification page now says it is done.
    await open(page, "/verify-email");
    await expect(
      page.getByRole("heading", { level: 1, name: "E-Mail-Adresse bestätigt" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Zum Profil" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await expectNoAxeViolations(page);

    // Logged in, /login and /register lead to the dashboard.
    // The dashboard's live connection is open once it has asked for its channel: closing a
    // socket that is still connecting makes Chromium log an error.
    const liveConnected = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/broadcasting/auth",
    );
    await page.goto("/register");
    await expect(page).toHaveURL(/\/dashboard$/);

    await waitForHydration(page);
    await liveConnected;
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(toast(page, TOASTS.loggedOut)).toBeVisible();
    await expect(headerLink(page, "Arbeitgeber-Login")).toBeVisible();
    await expect(headerLink(page, "Profil")).toHaveCount(0);
    expect(await sessionStatus(page.request)).toBe(401);
    // The toast belongs to that one reload.
    await page.reload();
    await waitForHydration(page);
    await expect(headerLink(page, "Arbeitgeber-Login")).toBeVisible();
    await expect(toast(page, TOASTS.loggedOut)).toHaveCount(0);
  });

  test("Anmelden: falsches Passwort zeigt den Fehler am Feld, das richtige führt zum Profil", async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(ALLOW_422, "Der Test meldet sich absichtlich mit falschem Passwort an.");
    const account = newAccount("login");
    await registerViaApi(page.request, account);

    await open(page, "/login");
    await expect(page).toHaveTitle("Anmelden | Wurzelwerk");
    await expect(page.getByRole("heading", { level: 1, name: "Arbeitgeber-Login" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Passwort vergessen?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(main.getByRole("link", { name: "Jetzt registrieren" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveAttribute("autocomplete", "email");
    await expect(page.getByLabel("Passwort", { exact: true })).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
    await expect(page.getByLabel("Angemeldet bleiben")).not.toBeChecked();
    await expectNoAxeViolations(page);

    // Empty: the browser checks with the shared schema and sends nothing.
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveAccessibleDescription(
      "Bitte geben Sie Ihre E-Mail-Adresse an.",
    );
    await expect(page.getByLabel("Passwort", { exact: true })).toHaveAccessibleDescription(
      "Bitte geben Sie Ihr Passwort ein.",
    );

    await loginThroughForm(page, account.email, "Das-ist-nicht-mein-Passwort");
    const email = page.getByLabel("E-Mail-Adresse");
    await expect(email).toHaveAccessibleDescription(LOGIN_FAILED);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page, "/login mit Fehler");
    expect(await sessionStatus(page.request)).toBe(401);

    await page.getByLabel("Angemeldet bleiben").check();
    await loginThroughForm(page, account.email, account.password);
    await expect(toast(page, TOASTS.loggedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The root data was loaded again: the header knows the user, the banner asks to confirm.
    await expect(headerLink(page, "Profil")).toBeVisible();
    await expect(page.getByText(VERIFY_BANNER)).toBeVisible();
    // "Angemeldet bleiben": the session cookie outlives the browser session.
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.httpOnly && c.expires > Date.now() / 1000 + 86_400)).toBe(true);

    // Logged in, /login goes on to the dashboard, or to a `redirect` path on this site only.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/login?redirect=%2Fjobs");
    await expect(page).toHaveURL(/\/jobs$/);
    await page.goto("/login?redirect=%2F%2Fevil.example%2F");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
    // Dot segments that normalise to "//host": the server's answer stays on this site.
    for (const target of ["/..//evil.example/phish", "/.//evil.example", "/%2e%2e//evil.example"]) {
      const answer = await page.request.get(`/login?redirect=${target}`, { maxRedirects: 0 });
      expect(answer.status(), target).toBe(302);
      expect(answer.headers().location, target).toBe("/dashboard");
    }
    await page.goto("/login?redirect=/..//evil.example/phish");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);

    // Unverified: the verification page offers a new link.
    await open(page, "/email/verify");
    await expect(
      page.getByRole("heading", { level: 1, name: "E-Mail-Adresse bestätigen" }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText(account.email);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Bestätigungslink erneut senden" }).click();
    await expect(
      toast(page, "Wir haben Ihnen einen neuen Bestätigungslink geschickt."),
    ).toBeVisible();
  });

  test("Passwort vergessen → Mail → neues Passwort; nur das neue gilt", async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(ALLOW_422, "Der Test meldet sich am Ende mit dem alten Passwort an.");
    const account = newAccount("reset");
    await registerViaApi(page.request, account);

    await open(page, "/login");
    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Passwort vergessen?" }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);
    await page.getByLabel("E-Mail-Adresse").fill(account.email);
    await page.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
    await expect(toast(page, TOASTS.resetLinkSent)).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Bitte prüfen Sie Ihr Postfach" }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText(account.email);
    await expectNoAxeViolations(page, "/forgot-password nach dem Absenden");

    const link = await linkFromMail(account.email, "Passwort zurücksetzen", "/reset-password/");
    const response = await open(page, link);
    // The token is in the address: it must not travel on in a Referer header.
    expect(response.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
    await expect(
      page.getByRole("heading", { level: 1, name: "Neues Passwort festlegen" }),
    ).toBeVisible();
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue(account.email);
    await expect(page.getByLabel("Neues Passwort", { exact: true })).toHaveAttribute(
      "autocomplete",
      "new-password",
    );
    await expectNoAxeViolations(page);

    const newPassword = `${account.password}-neu`;
    await page.getByLabel("Neues Passwort", { exact: true }).fill(newPassword);
    await page.getByLabel("Neues Passwort wiederholen").fill(newPassword);
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await waitForHydration(page);
    await expect(toast(page, TOASTS.passwordReset)).toBeVisible();

    await loginThroughForm(page, account.email, account.password);
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveAccessibleDescription(LOGIN_FAILED);
    await loginThroughForm(page, account.email, newPassword);
    await expect(toast(page, TOASTS.loggedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once only.
    await open(page, link);
    await page.getByLabel("Neues Passwort", { exact: true }).fill(`${newPassword}-2`);
    await page.getByLabel("Neues Passwort wiederholen").fill(`${newPassword}-2`);
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "ungültig oder abgelaufen" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\//);
  });

  test("ein ungültiger Link zum Zurücksetzen führt zu einem neuen", async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(ALLOW_422, "Der Test schickt absichtlich einen ungültigen Link ab.");
    await open(
      page,
      "/reset-password/abcdefghijklmnopqrstuvwxyz0123456789?email=jana%40example.org",
    );
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("jana@example.org");
    await page.getByLabel("Neues Passwort", { exact: true }).fill("Ein-langes-neues-Passwort");
    await page.getByLabel("Neues Passwort wiederholen").fill("Ein-langes-neues-Passwort");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(
      toast(page, "Es gab einen Fehler beim Zurücksetzen Ihres Passworts"),
    ).toBeVisible();
    const alert = page.getByRole("alert").filter({ hasText: "ungültig oder abgelaufen" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: "Neuen Link anfordern" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(page).toHaveURL(/\/reset-password\//);
    await expectNoAxeViolations(page, "/reset-password mit ungültigem Link");
  });

  test("vor dem Hydrieren schickt der Browser das Login-Formular nicht selbst ab (kein Passwort in der Adresse)", async ({
    page,
  }) => {
    const account = newAccount("frueh");
    await registerViaApi(page.request, account);
    // The app's scripts are held back until the visitor has typed and pressed Enter.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Module scripts hold back "load" and DOMContentLoaded: the page is used as soon as it shows.
    await page.goto("/login", { waitUntil: "commit" });
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    const button = page.getByRole("button", { name: "Anmelden", exact: true });
    await expect(button).toBeDisabled();
    await page.getByLabel("E-Mail-Adresse").fill(account.email);
    const password = page.getByLabel("Passwort", { exact: true });
    await password.fill(account.password);
    await password.press("Enter");
    // The press did not start a navigation of its own (a GET with the fields in the address).
    expect(page.url()).toMatch(/\/login$/);
    release();
    await waitForHydration(page);
    await expect(button).toBeEnabled();
    expect(page.url()).toMatch(/\/login$/);
    // What was typed before is still there and now signs in.
    await expect(password).toHaveValue(account.password);
    await button.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(documents.filter((url) => url.includes("password"))).toEqual([]);
    await page.unrouteAll({ behavior: "wait" });
  });

  test("nur mit der Tastatur anmelden, zurück zur angefragten Seite", async ({ page }) => {
    const account = newAccount("keyboard");
    await registerViaApi(page.request, account);
    await open(page, "/login?redirect=%2Fjobs");

    const email = page.getByLabel("E-Mail-Adresse");
    await tabUntilFocused(page, email);
    await page.keyboard.type(account.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Passwort", { exact: true })).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Passwort vergessen?" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Angemeldet bleiben")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Angemeldet bleiben")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Anmelden", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(toast(page, TOASTS.loggedIn)).toBeVisible();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(headerLink(page, "Profil")).toBeVisible();
  });

  test("die Bestätigungsseite erklärt Abgemeldeten den Weg; beide Adressen zeigen sie", async ({
    page,
  }) => {
    for (const path of ["/verify-email", "/email/verify"]) {
      await open(page, path);
      await expect(
        page.getByRole("heading", { level: 1, name: "E-Mail-Adresse bestätigen" }),
      ).toBeVisible();
      const main = page.getByRole("main");
      await expect(main).toContainText(
        "Bei der Registrierung haben wir Ihnen einen Bestätigungslink",
      );
      await expect(main.getByRole("link", { name: "Zum Login" })).toBeVisible();
      await expect(page).toHaveTitle("E-Mail-Adresse bestätigen | Wurzelwerk");
    }
    await expectNoAxeViolations(page);
  });

  test("ein gefälschter oder abgelaufener Bestätigungslink: der Klick erklärt es und bietet einen neuen an", async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(
      /status of 403/,
      "Der gefälschte Link wird beim Bestätigen abgewiesen (403); die Seite zeigt es an.",
    );
    const forged = `/email/verify/1/${"0".repeat(64)}?expires=${Math.floor(Date.now() / 1000) + 600}&signature=${"ab".repeat(32)}`;
    await page.goto(forged);
    await waitForHydration(page);
    await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.",
    );
    await expect(page.getByRole("link", { name: "Neuen Link anfordern" })).toHaveAttribute(
      "href",
      "/verify-email",
    );
    await expectNoAxeViolations(page);
  });

  test("verified=1 ohne weitere Parameter verschwindet, andere bleiben; mit Checkout geht es weiter", async ({
    page,
  }) => {
    await open(page, "/faq?verified=1&scrollto=faq");
    await expect(toast(page, TOASTS.verified)).toBeVisible();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/faq" && url.search === "?scrollto=faq",
    );
    await expect(toast(page, TOASTS.verified)).toHaveCount(1);

    await page.evaluate(() => window.localStorage.setItem("checkoutInvoice", "{}"));
    await open(page, "/?verified=1");
    // /arbeitgeber?processCheckout=1 takes the marker and then drops the parameter itself, so
    // only the page is certain to stay.
    await expect(page).toHaveURL((url) => url.pathname === "/arbeitgeber");
    await expect(toast(page, TOASTS.verified)).toBeVisible();
  });
});

test.describe("bei 360 px", () => {
  test.use({ viewport: PHONE });

  test("das Registrierungsformular passt aufs Telefon und erklärt Fehler auf Deutsch", async ({
    page,
  }) => {
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/register") posted += 1;
    });
    await open(page, "/register");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    const autocomplete: [string, string][] = [
      ["Firmenname", "organization"],
      ["Ihr Name", "name"],
      ["E-Mail-Adresse", "email"],
      ["Passwort", "new-password"],
      ["Passwort wiederholen", "new-password"],
    ];
    for (const [label, value] of autocomplete) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("autocomplete", value);
    }
    await expect(page.getByLabel("Passwort", { exact: true })).toHaveAccessibleDescription(
      "Mindestens 12 Zeichen.",
    );
    const terms = page.getByLabel(/Ich akzeptiere die AGB/);
    const main = page.getByRole("main");
    for (const [name, href] of [
      ["AGB", "/agb"],
      ["Datenschutzerklärung", "/datenschutz"],
    ]) {
      const link = main.getByRole("link", { name: name!, exact: true });
      await expect(link).toHaveAttribute("href", href!);
      await expect(link).not.toHaveAttribute("target", /.*/);
    }

    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page.getByLabel("Firmenname")).toHaveAccessibleDescription(
      "Bitte geben Sie den Namen Ihres Unternehmens an.",
    );
    await expect(page.getByLabel("Ihr Name")).toHaveAccessibleDescription(
      "Bitte geben Sie Ihren Namen an.",
    );
    await expect(terms).toHaveAccessibleDescription(
      "Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.",
    );
    await page.getByLabel("Passwort", { exact: true }).fill("zu-kurz");
    await expect(page.getByLabel("Passwort", { exact: true })).toHaveAccessibleDescription(
      "Das Passwort muss mindestens 12 Zeichen lang sein.",
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "/register mit Fehlern");
    expect(posted).toBe(0);
  });

  for (const path of [
    "/login",
    "/forgot-password",
    "/verify-email",
    "/reset-password/abc?email=",
  ]) {
    test(`${path.split("?")[0]} passt aufs Telefon`, async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });
  }
});
