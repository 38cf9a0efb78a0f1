import sharp from "sharp";
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

// The employer dashboard (docs/product.md "Pages and addresses" /dashboard): profile, logo, ads, account settings.
// Every test signs up its own employer (POST /register allows 10 per minute and IP; this file
// makes six accounts).

const PROFILE_OK = "Ihre Profilinformationen wurden erfolgreich aktualisiert";
const PROFILE_FAILED = "Es gab einen Fehler beim Aktualisieren Ihrer Profilinformationen";
const PASSWORD_OK = "Ihr Passwort wurde erfolgreich aktualisiert";
const PASSWORD_FAILED = "Es gab einen Fehler beim Aktualisieren Ihres Passworts";
const PHONE_ERROR =
  "Bitte eine gültige Telefonnummer eingeben, z. B. 0511 123456 oder +49 511 123456.";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

const toast = (page: Page, text: string) =>
  page.locator(".Toastify__toast").filter({ hasText: text });

async function expectColour(locator: Locator, colour: "green" | "red") {
  const [r, g, b] = (await locator.evaluate((el) => getComputedStyle(el).backgroundColor))
    .match(/\d+/g)!
    .map(Number) as [number, number, number];
  if (colour === "green") {
    expect(g).toBeGreaterThan(r + 60);
    expect(g).toBeGreaterThan(b + 60);
  } else {
    expect(r).toBeGreaterThan(g + 60);
  }
}

const profileSection = (page: Page) => page.getByRole("region", { name: "Unternehmensprofil" });
const accountSection = (page: Page) => page.getByRole("region", { name: "Kontoeinstellungen" });

/** A real PNG of `edge` × `edge` pixels, in the moss green of the site. */
function pngLogo(edge = 240): Promise<Buffer> {
  return sharp({
    create: { width: edge, height: edge, channels: 4, background: "#2f5a27" },
  })
    .png()
    .toBuffer();
}

test("abgemeldet führt /dashboard zur Anmeldung und nach dem Login zurück", async ({
  page,
  browserErrors,
}) => {
  const direct = await page.request.get("/dashboard", { maxRedirects: 0 });
  expect(direct.status()).toBe(302);
  expect(direct.headers().location).toBe("/login?redirect=/dashboard");

  // An account that is signed out again.
  const account = await signUpAndVerify(page);
  browserErrors.allow(
    /status of 401/,
    "Der Test meldet sich hinter dem Rücken der offenen Seite ab; deren Live-Verbindung fragt danach /broadcasting/auth (401).",
  );
  const loggedOut = await page.request.post("/logout", { headers: API_HEADERS, data: {} });
  expect(loggedOut.status()).toBe(204);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
  // The server's redirect loads the login page anew: before React has taken over, "Anmelden"
  // reaches no handler and the browser submits the form itself.
  await waitForHydration(page);
  await page.getByLabel("E-Mail-Adresse").fill(account.email);
  await page.getByLabel("Passwort", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: account.companyName })).toBeVisible();
});

test("Profil bearbeiten: ungültige Telefonnummer am Feld, dann gespeichert und formatiert angezeigt", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 422/,
    "Der Test lässt den Server eine ungültige Postleitzahl ablehnen; Chromium meldet jede 4xx-Antwort.",
  );
  const account = await signUpAndVerify(page);
  await open(page, "/dashboard");

  await expect(page.getByRole("heading", { level: 1, name: account.companyName })).toBeVisible();
  // No ads yet: the empty state explains what comes; the balance links to the prices.
  const ads = page.getByRole("region", { name: "Ihre Stellenanzeigen" });
  await expect(ads.getByText("Noch keine Stellenanzeigen")).toBeVisible();
  await expect(ads).toContainText("Status");
  await expect(ads).toContainText("Laufzeit");
  await expect(ads.getByTestId("credits-box")).toContainText("Verfügbares Guthaben: 0 Anzeigen");
  await expect(ads.getByRole("link", { name: "Guthaben kaufen" })).toHaveAttribute(
    "href",
    "/arbeitgeber?scrollto=preise",
  );
  // Verified: no notice about the unconfirmed address.
  await expect(page.getByRole("note", { name: "E-Mail-Adresse noch nicht bestätigt" })).toHaveCount(
    0,
  );

  const profile = profileSection(page);
  await expect(profile.getByText(account.companyName).first()).toBeVisible();
  await profile.getByRole("button", { name: "Profil bearbeiten" }).click();
  const name = profile.getByLabel("Name des Unternehmens");
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(account.companyName);

  let puts = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT" && /\/api\/employers\/\d+$/.test(request.url())) puts += 1;
  });
  const phone = profile.getByLabel("Telefon");
  await phone.fill("12");
  await profile.getByRole("button", { name: "Profil speichern" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(PHONE_ERROR);
  await expect(phone).toBeFocused();
  expect(puts, "nichts Ungültiges geht an den Server").toBe(0);

  await phone.fill("0511 123456");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await profile.getByLabel("Straße und Hausnummer").fill("Gartenweg 5");
  await profile.getByLabel("PLZ").fill("30159");
  await profile.getByLabel("Ort").fill("Hannover");
  await profile.getByLabel("Webseite").fill("https://www.gruenfeld.example");
  await profile.getByRole("checkbox", { name: "Baumschule" }).check();
  await profile
    .getByLabel("Beschreibung des Unternehmens")
    .fill("Familienbetrieb mit eigener Anzucht.\nSeit 1962 in Hannover.");

  // The server's own check: a postcode it refuses shows at the field, with the product's red toast.
  await page.route("**/api/employers/*", async (route) => {
    if (route.request().method() !== "PUT") return route.continue();
    const body = JSON.parse(route.request().postData() ?? "{}");
    await route.continue({ postData: JSON.stringify({ ...body, zipcode: "1" }) });
  });
  await profile.getByRole("button", { name: "Profil speichern" }).click();
  const zipcode = profile.getByLabel("PLZ");
  await expect(zipcode).toHaveAttribute("aria-invalid", "true");
  await expect(zipcode).toHaveAccessibleDescription("Die Postleitzahl besteht aus fünf Ziffern.");
  const failed = toast(page, PROFILE_FAILED);
  await expect(failed).toBeVisible();
  await expectColour(failed, "red");
  await page.unroute("**/api/employers/*");
  await failed.getByRole("button", { name: /close|schließen/i }).click();

  // Typing removes the server's error; now it saves.
  await zipcode.fill("");
  await zipcode.pressSequentially("30159");
  await expect(zipcode).not.toHaveAttribute("aria-invalid", "true");
  const save = profile.getByRole("button", { name: "Profil speichern" });
  await save.click();
  const ok = toast(page, PROFILE_OK);
  await expect(ok).toBeVisible();
  await expect(ok).toHaveText(new RegExp(`^${PROFILE_OK}`));
  await expectColour(ok, "green");

  // The summary shows what was saved, the phone number formatted.
  await expect(profile.getByRole("button", { name: "Profil bearbeiten" })).toBeFocused();
  await expect(profile.getByRole("link", { name: "+49 511 123456" })).toBeVisible();
  await expect(profile.getByText("30159 Hannover")).toBeVisible();
  await expect(profile.getByRole("list", { name: "Branchen des Unternehmens" })).toHaveText(
    "Baumschule",
  );
  await expect(profile.getByText("Seit 1962 in Hannover.")).toBeVisible();

  // Stored on the server and rendered there: the first HTML already carries the profile.
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toContain("+49 511 123456");
  expect(html).toContain("Familienbetrieb mit eigener Anzucht.");
  await open(page, "/dashboard");
  await expect(profileSection(page).getByRole("link", { name: "+49 511 123456" })).toBeVisible();
  await expectNoAxeViolations(page, "/dashboard (Profil ausgefüllt)");
});

test("Logo: PNG hochladen zeigt die Vorschau, falsche und zu große Dateien deutsche Fehler", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 422/,
    "Der Test lädt eine Textdatei mit .png-Namen hoch, die der Server ablehnt.",
  );
  const account = await signUpAndVerify(page);
  await open(page, "/dashboard");
  const profile = profileSection(page);
  await expect(profile.getByText("Noch kein Logo")).toBeVisible();
  const input = profile.getByLabel("Logo hochladen");
  await expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");

  await input.setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await pngLogo(),
  });
  await expect(toast(page, "Ihr Logo wurde gespeichert.")).toBeVisible();
  const preview = profile.getByRole("img", { name: `Logo ${account.companyName}` });
  await expect(preview).toBeVisible();
  // The `md` variant of docs/product.md "Job ads: fields and editor", as the API names it.
  const me = (await (await page.request.get("/api/user")).json()) as {
    data: { employers: { data: { id: number }[] } };
  };
  const employer = (await (
    await page.request.get(`/api/employers/${me.data.employers.data[0]!.id}`)
  ).json()) as { data: { logo: { md: string; "md-blurred": string } } };
  await expect(preview).toHaveAttribute("src", employer.data.logo.md);
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(profile.locator("[data-loaded='true']")).toHaveCount(1);
  const firstSrc = await preview.getAttribute("src");

  // A text file named .png: the server checks the content.
  const replace = profile.getByLabel("Neues Logo hochladen");
  await replace.setInputFiles({
    name: "kein-bild.png",
    mimeType: "image/png",
    buffer: Buffer.from("Das ist nur Text und kein Bild."),
  });
  const invalid = "Die Datei ist kein gültiges Bild. Erlaubt sind JPEG, PNG und WebP.";
  await expect(profile.getByText(invalid)).toBeVisible();
  await expect(replace).toHaveAttribute("aria-invalid", "true");
  await expect(replace).toHaveAccessibleDescription(new RegExp(`^${invalid}`));
  // The previous logo stays.
  await expect(preview).toHaveAttribute("src", firstSrc!);

  // Too large: refused in the browser, nothing is uploaded.
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/logo")) posts += 1;
  });
  await replace.setInputFiles({
    name: "riesig.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(
    profile.getByText("Die Datei ist zu groß. Erlaubt sind höchstens 5 MB."),
  ).toBeVisible();
  await expect(profile.getByText(invalid)).toBeHidden();
  expect(posts).toBe(0);

  await profile.getByRole("button", { name: "Logo entfernen" }).click();
  await expect(toast(page, "Ihr Logo wurde entfernt.")).toBeVisible();
  await expect(profile.getByText("Noch kein Logo")).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(profile.getByLabel("Logo hochladen")).toBeFocused();
});

for (const [label, viewport] of [
  ["360", PHONE],
  ["1440", DESKTOP],
] as const) {
  test(`${label} px: Passwort ändern: falsches aktuelles Passwort am Feld, dann erfolgreich → /login mit Neuladen, neu anmelden`, async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(
      /Failed to load resource: the server responded with a status of 422/,
      "Der Test gibt absichtlich ein falsches aktuelles Passwort ein.",
    );
    await page.setViewportSize(viewport);
    const account = await signUpAndVerify(page);
    await open(page, "/dashboard");
    const settings = accountSection(page);
    const current = settings.getByLabel("Aktuelles Passwort");
    const next = settings.getByLabel("Neues Passwort", { exact: true });
    const repeat = settings.getByLabel("Neues Passwort wiederholen");
    const newPassword = `Neues-Wurzel-Passwort-${Date.now()}`;
    await expect(next).toHaveAccessibleDescription(
      "Mindestens 12 Zeichen. Danach melden Sie sich mit dem neuen Passwort wieder an; alle Geräte werden abgemeldet.",
    );

    await current.fill("falsches-passwort-123");
    await next.fill(newPassword);
    await repeat.fill(newPassword);
    await settings.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toHaveAccessibleDescription("Das aktuelle Passwort ist nicht korrekt.");
    const failed = toast(page, PASSWORD_FAILED);
    await expect(failed).toBeVisible();
    await expectColour(failed, "red");

    // docs/product.md "Accounts and sign-in": success goes to /login and reloads (a marker on window does not survive it).
    await page.evaluate(() => ((window as unknown as { beforeReload: number }).beforeReload = 1));
    await current.fill(account.password);
    await expect(current).not.toHaveAttribute("aria-invalid", "true");
    await settings.getByRole("button", { name: "Passwort ändern" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await waitForHydration(page);
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: number }).beforeReload),
    ).toBeUndefined();
    const ok = toast(page, PASSWORD_OK);
    await expect(ok).toBeVisible();
    await expectColour(ok, "green");
    await expect(page.getByRole("heading", { level: 1, name: "Arbeitgeber-Login" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`passwort-geaendert-${label}.png`) });

    // This session ended too: the dashboard asks for the login.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)dashboard$/);
    // The old password fails, the new one leads back to the dashboard.
    const headers = { ...API_HEADERS, Origin: new URL(page.url()).origin };
    const old = await page.request.post("/login", {
      headers,
      data: { email: account.email, password: account.password },
    });
    expect(old.status()).toBe(422);
    await waitForHydration(page);
    await page.getByLabel("E-Mail-Adresse").fill(account.email);
    await page.getByLabel("Passwort", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: account.companyName })).toBeVisible();
  });
}

test("Name und E-Mail: eine neue Adresse wartet auf Bestätigung; Sitzung abgelaufen → Login", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 401/,
    "Der Test löscht am Ende das Sitzungs-Cookie; der Server antwortet darauf mit 401.",
  );
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 422/,
    "Der Test gibt absichtlich ein falsches aktuelles Passwort ein.",
  );
  const account = await signUpAndVerify(page);
  await open(page, "/dashboard");
  const settings = accountSection(page);
  const name = settings.getByLabel("Ihr Name");
  const email = settings.getByLabel("E-Mail-Adresse für die Anmeldung");
  await expect(name).toHaveValue(account.name);
  await expect(email).toHaveValue(account.email);

  await name.fill("Erika Gärtner-Berg");
  await settings.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(toast(page, PROFILE_OK)).toBeVisible();
  await expect(page.getByText("Angemeldet als Erika Gärtner-Berg")).toBeVisible();

  // A new login address needs the current password: the field appears with the change.
  const password = settings.getByLabel("Ihr aktuelles Passwort");
  await expect(password).toHaveCount(0);
  const newAddress = `neu-${account.email}`;
  await email.fill(newAddress);
  await expect(password).toBeVisible();
  await settings.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(
    /Bitte geben Sie Ihr aktuelles Passwort ein\./,
  );
  await password.fill("falsches-passwort-123");
  await settings.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(password).toHaveAccessibleDescription(/Das aktuelle Passwort ist nicht korrekt\./);
  await password.fill(account.password);
  await settings.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(toast(page, PROFILE_OK).last()).toBeVisible();
  await expect(
    toast(page, "Wir haben einen Bestätigungslink an die neue E-Mail-Adresse geschickt."),
  ).toBeVisible();
  const pending = settings.getByRole("status");
  await expect(pending).toContainText(`Neue Adresse ${newAddress} wartet auf Bestätigung`);
  // Until confirmed, the old address stays the login; the password field is gone and empty.
  await expect(email).toHaveValue(account.email);
  await expect(password).toHaveCount(0);

  // The session ends meanwhile (expired, or ended on another device): saving leads to the
  // login, which brings the user back here.
  await page.context().clearCookies();
  await name.fill("Erika Berg");
  await settings.getByRole("button", { name: "Änderungen speichern" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
});

test("Dashboard bei 360 und 1440 px: unbestätigte Adresse, Tastatur, axe", async ({ page }) => {
  const account = await signUpAndVerify(page, { verify: false });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await open(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: account.companyName })).toBeVisible();
    await expect(
      page.getByRole("note", { name: "E-Mail-Adresse noch nicht bestätigt" }),
    ).toContainText("Anzeigen veröffentlichen und Pakete buchen");
    await expect(profileSection(page).getByText("Noch nicht angegeben").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/dashboard bei ${viewport.width} px`);

    // Keyboard only: open the form, leave it with "Abbrechen", focus returns.
    const edit = profileSection(page).getByRole("button", { name: "Profil bearbeiten" });
    await edit.focus();
    await page.keyboard.press("Enter");
    await expect(profileSection(page).getByLabel("Name des Unternehmens")).toBeFocused();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, `/dashboard, Formular offen, ${viewport.width} px`);
    await profileSection(page).getByRole("button", { name: "Abbrechen" }).focus();
    await page.keyboard.press("Enter");
    await expect(edit).toBeFocused();
  }
});
