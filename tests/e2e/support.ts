// Shared helpers of the Playwright journeys: a test fails on any console error or uncaught
// page error (docs/testing.md), axe-core checks, consent pre-set, hydration wait.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";
import { HANNOVER_ALERT, HANNOVER_LOCATION } from "../support/places.ts";

export { expect };

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 360, height: 780 } as const;

interface BrowserProblem {
  kind: "console.error" | "pageerror";
  text: string;
  url: string;
}

export interface BrowserErrors {
  /**
   * Lets one test accept console errors matching `pattern` — only for errors the test itself
   * provokes on purpose. `reason` is required so the exception is explained where it is made.
   */
  allow(pattern: RegExp, reason: string): void;
  /** Watches a page the fixtures do not know about (e.g. one from `browser.newContext()`). */
  watch(page: Page): void;
  readonly all: readonly BrowserProblem[];
}

/** A test that publishes without credits: the server refuses with 402, which Chromium reports. */
export function allowNoCreditRefusal(browserErrors: BrowserErrors): void {
  browserErrors.allow(
    /Failed to load resource: the server responded with a status of 402/,
    "Ohne Guthaben lehnt der Server das Veröffentlichen mit 402 ab; Chromium meldet jede 4xx-Antwort.",
  );
}

let journeysInWorker = 0;

export const test = base.extend<{ browserErrors: BrowserErrors; clientAddress: string }>({
  // Every journey comes from a client address of its own (an IPv6 documentation address,
  // RFC 3849; the e2e server trusts X-Forwarded-For), so the server's per-address rate limits
  // treat each test like one person, as in real use, instead of the whole suite as one.
  clientAddress: [
    async ({ context }, use, testInfo) => {
      journeysInWorker += 1;
      // A /64 network of its own: the rate limiter counts IPv6 clients by network, not address.
      const address = `2001:db8:${testInfo.workerIndex.toString(16)}:${journeysInWorker.toString(16)}::1`;
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
      await use(address);
    },
    { auto: true },
  ],
  browserErrors: [
    async ({ context }, use, testInfo) => {
      const problems: BrowserProblem[] = [];
      const allowed: { pattern: RegExp; reason: string }[] = [];
      const watched = new WeakSet<Page>();
      const watch = (page: Page) => {
        if (watched.has(page)) return;
        watched.add(page);
        page.on("console", (message: ConsoleMessage) => {
          if (message.type() !== "error") return;
          const location = message.location();
          problems.push({
            kind: "console.error",
            text: message.text(),
            url: location.url || page.url(),
          });
        });
        page.on("pageerror", (error) =>
          problems.push({
            kind: "pageerror",
            text: `${error.name}: ${error.message}`,
            url: page.url(),
          }),
        );
      };
      context.pages().forEach(watch);
      context.on("page", watch);

      await use({
        allow: (pattern, reason) => {
          if (!reason.trim()) throw new Error("browserErrors.allow braucht eine Begründung");
          allowed.push({ pattern, reason });
        },
        watch,
        get all() {
          return problems;
        },
      });

      const unexpected = problems.filter((p) => !allowed.some((a) => a.pattern.test(p.text)));
      if (unexpected.length > 0) {
        await testInfo.attach("browser-errors", {
          body: JSON.stringify(problems, null, 2),
          contentType: "application/json",
        });
      }
      expect(
        unexpected,
        `Fehler in der Browser-Konsole:\n${unexpected.map((p) => `  [${p.kind}] ${p.text} (${p.url})`).join("\n")}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Pre-sets the visitor's consent choice (only necessary cookies) before any page script runs,
 * so the consent banner does not cover the page. An existing choice is left alone, so a test
 * can still change it.
 */
export async function preAcceptConsent(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    if (window.localStorage.getItem("consent") === null) {
      window.localStorage.setItem(
        "consent",
        JSON.stringify({ maps: false, decided_at: new Date().toISOString() }),
      );
    }
  });
}

/**
 * Waits until React has taken over the server-rendered document. Before that a click on a
 * button reaches no handler and is lost; once React's root listener sits on the document,
 * React hydrates synchronously on a click and then handles it. (React marks the container it
 * listens on with a `_reactListening…` property; the app hydrates `document`.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith("_reactListening")),
  );
}

/**
 * Pages whose main part is a chunk of its own (the contact form, the price table): React keeps
 * the server's HTML there until the chunk has arrived and hydrates it afterwards, so a test
 * waits until every element of `<main>` belongs to React before it clicks into them. (Waiting
 * for the network to settle was not enough: on a busy machine the page could be idle for
 * 500 ms before hydration even asked for the chunk.) Raw HTML that React inserts as is
 * (`dangerouslySetInnerHTML`, e.g. a page's rich text) has no fibre of its own and is skipped.
 */
const LAZY_PART = /^\/(kontakt|arbeitgeber)(\?|$)/;

async function waitForMainHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const keyOf = (node: Element, prefix: string) =>
      Object.keys(node).find((key) => key.startsWith(prefix));
    const elements = [...document.querySelectorAll("main *")];
    return elements.every((element) => {
      if (keyOf(element, "__reactFiber$")) return true;
      for (let up = element.parentElement; up; up = up.parentElement) {
        const props = keyOf(up, "__reactProps$");
        if (props) {
          return Boolean(
            (up as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[props]
              ?.dangerouslySetInnerHTML,
          );
        }
      }
      return false;
    });
  });
}

/** Navigates, expects a successful answer (unless told otherwise) and waits for hydration. */
export async function open(page: Page, path: string, expectedStatus = 200) {
  const response = await page.goto(path);
  expect(response, `keine Antwort für ${path}`).not.toBeNull();
  expect(response!.status(), `HTTP-Status von ${path}`).toBe(expectedStatus);
  await waitForHydration(page);
  if (LAZY_PART.test(path)) await waitForMainHydrated(page);
  return response!;
}

/**
 * Reloads the page and waits for hydration as `open` does: after a reload, too, a click into
 * the server's HTML (or into a lazy main part not yet hydrated) can come before React's handler.
 */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
  const { pathname, search } = new URL(page.url());
  if (LAZY_PART.test(pathname + search)) await waitForMainHydrated(page);
}

/**
 * axe-core with the WCAG 2.0/2.1 A and AA rules. Runs with reduced motion emulated: otherwise
 * elements with class "appear" are still fading in and axe would measure half-transparent text.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Fading elements are fully opaque at once with reduced motion; wait until none is mid-way.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll(".appear")].filter(
            (el) => getComputedStyle(el).opacity !== "1",
          ).length,
      ),
    )
    .toBe(0);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const report = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map(
          (n) => `    ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ")}`,
        )
        .join("\n")}`,
  );
  expect(report, `axe-Verstöße auf ${label}:\n${report.join("\n")}`).toEqual([]);
}

/** The server's DATA_DIR (set by playwright.config.ts for scripts/e2e-server.ts). */
function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR ist nicht gesetzt (playwright.config.ts setzt es).");
  return dir;
}

/** Every mail the app wrote to DATA_DIR/mail (no SMTP_URL in the e2e server), as raw text. */
export function readMails(): { file: string; raw: string }[] {
  const dir = join(dataDir(), "mail");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => ({ file: name, raw: readFileSync(join(dir, name), "utf8") }));
}

/** mailparser's parser, loaded when a test reads a mail. */
async function mailParser() {
  return (await import("mailparser")).simpleParser;
}

/**
 * The first link to `path` in the newest mail to `address` whose subject starts with
 * `subject`. The mail is MIME (quoted-printable, soft-wrapped lines), so it is parsed, not
 * searched as raw text.
 */
export async function linkFromMail(
  address: string,
  subject: string,
  path: string,
): Promise<string> {
  const pattern = new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "m");
  let raw: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of readMails().filter((m) => pattern.test(m.raw))) {
          const parsed = await (await mailParser())(mail.raw);
          if ((parsed.subject ?? "").startsWith(subject)) {
            raw = mail.raw;
            return true;
          }
        }
        return false;
      },
      { message: `Mail „${subject}“ an ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  const text = (await (await mailParser())(raw!)).text ?? "";
  const match = text.match(new RegExp(`https?://\\S+${path}\\S*`));
  expect(match, `Link ${path} in der Mail „${subject}“`).not.toBeNull();
  return match![0];
}

/** Headers the app's own fetches send (docs/product.md "API conventions"); the server's CSRF guard requires them. */
export const API_HEADERS = {
  Accept: "application/json",
  "Content-Type": "application/json",
  "X-Requested-With": "XMLHttpRequest",
} as const;

// ---------------------------------------------------------------------------------------------
// Seeker side: keyboard, the stored search filter, result cards.

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times (keyboard-only journeys: the
 * test never clicks, it only finds out how many Tab presses the way takes).
 */
export async function tabUntilFocused(
  page: Page,
  target: Locator,
  max = 40,
  key: "Tab" | "Shift+Tab" = "Tab",
): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    if (presses < max) await page.keyboard.press(key);
  }
  throw new Error(`${target} war nach ${max}× ${key} nicht fokussiert`);
}

/**
 * Waits until the focus is inside `dialog`. A react-aria dialog takes the focus in an effect
 * after its first paint and handles Escape only there: a test that presses Escape as soon as
 * the dialog is visible can be faster than that effect (a person cannot).
 */
export async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/**
 * The channels the page's live connection has subscribed to, as the server confirmed them
 * (`pusher_internal:subscription_succeeded`), from the sockets the page opens after this call.
 * The page connects in an effect after hydration; an update the server sends before the
 * channel is subscribed never reaches the page, so a test polls this before it makes one.
 */
export function liveSubscriptions(page: Page): () => string[] {
  const channels: string[] = [];
  page.on("websocket", (socket) => {
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload !== "string") return;
      let frame: { event?: unknown; channel?: unknown } | null;
      try {
        frame = JSON.parse(payload) as { event?: unknown; channel?: unknown } | null;
      } catch {
        return;
      }
      if (
        frame?.event === "pusher_internal:subscription_succeeded" &&
        typeof frame.channel === "string"
      )
        channels.push(frame.channel);
    });
  });
  return () => [...channels];
}

/** The filter of docs/product.md "Job ads: fields and editor" as the app keeps it in session storage under `search`. */
export interface StoredSearchFilter {
  sectors?: { id: number; name: string }[];
  working_time?: string;
  job_available_at?: string;
  location?: {
    formatted_address: string;
    location?: string | null;
    latitude: number;
    longitude: number;
    radius: number;
    [field: string]: unknown;
  };
  updated_at?: string;
}

/** session storage `search` of the page, parsed (null when there is none). */
export async function storedSearchFilter(page: Page): Promise<StoredSearchFilter | null> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem("search"));
  return raw === null ? null : (JSON.parse(raw) as StoredSearchFilter);
}

/**
 * Puts a search filter into session storage before the first page of the tab loads, as if the
 * seeker had searched already (once per tab: a later reset by the test is not undone).
 */
export async function presetSearchFilter(page: Page, filter: StoredSearchFilter): Promise<void> {
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem("e2e-filter-preset") !== null) return;
    window.sessionStorage.setItem("e2e-filter-preset", "1");
    window.sessionStorage.setItem("search", JSON.stringify(stored));
  }, filter);
}

/** A seeker who searched before: Garten- und Landschaftsbau and Landwirtschaft, Vollzeit, 1-3 Monate, 30 km around Berlin. */
export async function presetBerlinSearch(page: Page): Promise<void> {
  const sectors = await sectorsByName(page);
  await presetSearchFilter(page, {
    sectors: [sectors.get("Garten- und Landschaftsbau")!, sectors.get("Landwirtschaft")!],
    working_time: "Vollzeit",
    job_available_at: "1_to_3_months",
    location: await geocodedLocation(page, "Berlin", 30),
    updated_at: new Date().toISOString(),
  });
}

/** The sectors of the installation (GET /api/sectors) as `{ id, name }` by German name. */
export async function sectorsByName(
  page: Page,
): Promise<Map<string, { id: number; name: string }>> {
  const body = (await (await page.request.get("/api/sectors")).json()) as {
    data: { id: number; name: { de: string } }[];
  };
  return new Map(body.data.map((s) => [s.name.de, { id: s.id, name: s.name.de }]));
}

/** The first answer of the geocoder for `address`, as a filter location with `radius`. */
export async function geocodedLocation(
  page: Page,
  address: string,
  radius: number,
): Promise<NonNullable<StoredSearchFilter["location"]>> {
  const response = await page.request.post("/api/geocoding", {
    headers: API_HEADERS,
    data: { address },
  });
  expect(response.status(), `POST /api/geocoding ${address}`).toBe(200);
  const first = ((await response.json()) as { data: StoredSearchFilter["location"][] }).data[0];
  expect(first, `kein Geocoding-Ergebnis für ${address}`).toBeDefined();
  return { ...first!, radius };
}

/** The result list of /jobs, the home page and sector pages. */
function resultList(page: Page): Locator {
  return page.getByRole("list", { name: "Stellenanzeigen" });
}

/** The job cards (articles) of a result list. */
export function jobCards(scope: Page | Locator): Locator {
  const list = "goto" in scope ? resultList(scope) : scope;
  return list.getByRole("article");
}

/** The `/jobs/{id}` links of all cards in order. */
export async function cardHrefs(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((articles) =>
    articles.map((a) => a.querySelector("h2 a, h3 a")?.getAttribute("href") ?? ""),
  );
}

/**
 * The distance each card shows ("Entfernung: 3,2 km" for screen readers), in km; NaN for a
 * card without one, so a missing distance fails a comparison instead of being skipped.
 */
export async function cardDistances(cards: Locator): Promise<number[]> {
  return cards.evaluateAll((articles) =>
    articles.map((a) => {
      const match = (a as HTMLElement).innerText.match(/Entfernung:\s*(\d+(?:,\d+)?)\s*km\b/);
      return match ? Number(match[1]!.replace(",", ".")) : Number.NaN;
    }),
  );
}

/** Fails unless every value is a number and none is smaller than the one before. */
export function expectNonDecreasing(values: number[], label: string): void {
  expect(
    values.every(Number.isFinite),
    `${label}: jede Karte hat eine Entfernung (${values})`,
  ).toBe(true);
  for (let i = 1; i < values.length; i++) {
    expect(values[i]!, `${label}: ${values.join(", ")}`).toBeGreaterThanOrEqual(values[i - 1]!);
  }
}

/** Fails when the page is wider than the window (horizontal scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, "die Seite ist nicht breiter als das Fenster").toBeLessThanOrEqual(client);
}

// ---------------------------------------------------------------------------------------------
// Employer side: a fresh, signed-in employer account.

export interface E2EAccount {
  email: string;
  password: string;
  name: string;
  companyName: string;
}

/**
 * Registers a new employer through the API (with the page's cookies) and signs it in: by
 * confirming the verification link from its mail (the page's button, ADR 019) and logging in,
 * then landing on `/?verified=1` as a real user would after the login; or — with
 * `verify: false` — by POST /login only, leaving the address unconfirmed. Each call makes its
 * own account, so tests never share rows.
 */
export async function signUpAndVerify(
  page: Page,
  options: { verify?: boolean; companyName?: string } = {},
): Promise<E2EAccount> {
  const id = globalThis.crypto.randomUUID().slice(0, 8);
  const account: E2EAccount = {
    email: `arbeitgeber-${id}@example.org`,
    password: `Gruener-Daumen-${id}!`,
    name: "Erika Gärtner",
    companyName: options.companyName ?? `Gärtnerei Grünfeld ${id}`,
  };
  const baseURL = test.info().project.use.baseURL ?? "http://127.0.0.1:3100";
  const headers = { ...API_HEADERS, Origin: new URL(baseURL).origin };
  const registered = await page.request.post("/register", {
    headers,
    data: {
      company_name: account.companyName,
      name: account.name,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      terms: true,
    },
  });
  expect(registered.status(), `POST /register ${await registered.text()}`).toBe(201);

  const logIn = async () => {
    const loggedIn = await page.request.post("/login", {
      headers,
      data: { email: account.email, password: account.password },
    });
    expect(loggedIn.status(), `POST /login ${await loggedIn.text()}`).toBe(200);
  };
  if (options.verify === false) {
    await logIn();
    return account;
  }

  await confirmVerificationLink(page, await verificationLink(account.email));
  await expect(
    page.getByRole("heading", { level: 1, name: "E-Mail-Adresse bestätigt" }),
  ).toBeVisible();
  await logIn();
  await page.goto("/?verified=1");
  await waitForHydration(page);
  return account;
}

/** Opens a verification link and presses the page's button (ADR 019: the GET changes nothing). */
export async function confirmVerificationLink(page: Page, link: string): Promise<void> {
  const response = await page.goto(link);
  expect(response?.ok(), `Bestätigungslink ${link}`).toBe(true);
  await waitForHydration(page);
  await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
}

/** The verification link of the newest mail to `address` that has one (polled, 10 s). */
export async function verificationLink(address: string): Promise<string> {
  const { simpleParser } = await import("mailparser");
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of readMails().filter((m) => m.raw.includes(address))) {
          const text = (await simpleParser(mail.raw)).text ?? "";
          link = text.match(/https?:\/\/\S+\/email\/verify\/\S+/)?.[0] ?? link;
        }
        return Boolean(link);
      },
      { message: `Bestätigungsmail an ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

// ---------------------------------------------------------------------------------------------
// Staff: the account scripts/e2e-server.ts creates with `npm run admin:create`.

/**
 * Grants credits to the employer of the page's signed-in user, the way staff do
 * (POST /api/admin/employers/{id}/credits), from a separate staff session.
 */
export async function grantCreditsAsStaff(
  page: Page,
  options: { count?: number; durationDays?: number; planName?: string; highlighted?: boolean } = {},
): Promise<number> {
  const baseURL = test.info().project.use.baseURL ?? "http://127.0.0.1:3100";
  const headers = { ...API_HEADERS, Origin: new URL(baseURL).origin };
  const me = await page.request.get("/api/user", { headers });
  expect(me.status(), "die Seite hat eine Sitzung").toBe(200);
  const employerId = ((await me.json()) as { data: { employers: { data: { id: number }[] } } }).data
    .employers.data[0]!.id;

  const staff = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await staff.post("/login", {
      headers,
      data: { email: process.env.E2E_STAFF_EMAIL, password: process.env.E2E_STAFF_PASSWORD },
    });
    expect(login.status(), "Staff-Anmeldung").toBe(200);
    const granted = await staff.post(`/api/admin/employers/${employerId}/credits`, {
      headers,
      data: {
        plan_name: options.planName ?? "Basis",
        duration_days: options.durationDays ?? 30,
        highlighted: options.highlighted ?? false,
        count: options.count ?? 1,
      },
    });
    expect(granted.status(), await granted.text()).toBe(201);
  } finally {
    await staff.dispose();
  }
  return employerId;
}

// ---------------------------------------------------------------------------------------------
// Ads made through the API, for journeys about what happens to them afterwards.

/** The app's own request headers with the e2e server's origin (the CSRF guard wants both). */
export function originHeaders(): Record<string, string> {
  const baseURL = test.info().project.use.baseURL ?? "http://127.0.0.1:3100";
  return { ...API_HEADERS, Origin: new URL(baseURL).origin };
}

/** A draft of the page's signed-in employer with the first `steps` editor steps saved (API). */
export async function createDraftViaApi(
  page: Page,
  steps: 0 | 1 | 2 | 3,
  title = "Gärtner/in (m/w/d)",
) {
  const created = await page.request.post("/api/job-advertisements", {
    headers: originHeaders(),
    data: {},
  });
  expect(created.status(), `POST /api/job-advertisements ${await created.text()}`).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const sector = (await sectorsByName(page)).get("Garten- und Landschaftsbau")!;
  const bodies = [
    {
      title,
      sectors: [sector.id],
      working_time: "Vollzeit",
      starts_at: null,
      location: HANNOVER_LOCATION,
    },
    {
      description:
        "<p>Wir pflegen Gärten und Parks in der Region Hannover und suchen Verstärkung.</p>",
      tasks: "<ul><li>Pflanzarbeiten</li><li>Pflege von Grünanlagen</li></ul>",
      profile: "<p>Ausbildung im Garten- und Landschaftsbau</p>",
      benefits: "",
    },
    { application_email: "bewerbung@example.org" },
  ];
  for (let step = 1; step <= steps; step++) {
    const saved = await page.request.put(`/api/job-advertisements/${id}/step${step}`, {
      headers: originHeaders(),
      data: bodies[step - 1],
    });
    expect(saved.status(), `PUT step${step} ${await saved.text()}`).toBe(200);
  }
  return id;
}

/** A live ad of the page's employer: a credit granted by staff, a complete draft, published. */
export async function publishedAd(page: Page, title: string): Promise<number> {
  await grantCreditsAsStaff(page);
  const id = await createDraftViaApi(page, 3, title);
  const published = await page.request.put(`/api/job-advertisements/${id}/publish`, {
    headers: originHeaders(),
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** A signed-in staff page in a context of its own (the account scripts/e2e-server.ts creates). */
export async function staffPage(
  browser: Browser,
  errors: BrowserErrors,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  errors.watch(page);
  await preAcceptConsent(page);
  const login = await page.request.post("/login", {
    headers: originHeaders(),
    data: { email: process.env.E2E_STAFF_EMAIL, password: process.env.E2E_STAFF_PASSWORD },
  });
  expect(login.status(), "Team-Anmeldung").toBe(200);
  return page;
}

/** Waits until the page's live connection has subscribed (the auth call for the employer channel). */
export async function waitForLiveSubscription(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => entry.name.endsWith("/broadcasting/auth")),
      ),
    )
    .toBe(true);
}

/** Vollzeit, start within 1–3 months, five sectors, around `place` — a wide search. */
export async function wideSearchFilter(
  page: Page,
  place: string,
  radius: number,
  start = "1_to_3_months",
): Promise<StoredSearchFilter> {
  const sectors = await sectorsByName(page);
  return {
    sectors: [
      "Garten- und Landschaftsbau",
      "Landwirtschaft",
      "Baumschule",
      "Obst- und Gemüsebau",
      "Pflanzenhandel",
    ].map((name) => sectors.get(name)!),
    working_time: "Vollzeit",
    job_available_at: start,
    location: await geocodedLocation(page, place, radius),
    updated_at: new Date().toISOString(),
  };
}

/** The stored filter as the search API reads it. */
export function searchRequestOf(filter: StoredSearchFilter) {
  return {
    sectors: filter.sectors!.map((s) => s.id),
    working_time: filter.working_time,
    job_available_at: filter.job_available_at,
    latitude: filter.location!.latitude,
    longitude: filter.location!.longitude,
    geo_radius: filter.location!.radius,
  };
}

/** The total the search API answers for a stored filter. */
export async function searchTotal(page: Page, filter: StoredSearchFilter): Promise<number> {
  const response = await page.request.post("/api/job-advertisements/search", {
    headers: API_HEADERS,
    data: { ...searchRequestOf(filter), page: 1 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

// ---------------------------------------------------------------------------------------------
// Job alerts (Suchauftrag): made through the API, confirmed from the opt-in mail.

/** Creates a job alert for `email` through the API (202 for every address). */
export async function createJobAlertViaApi(
  page: Page,
  email: string,
  patch: Record<string, unknown> = {},
): Promise<void> {
  const sectors = await sectorsByName(page);
  const response = await page.request.post("/api/job-alerts", {
    headers: API_HEADERS,
    data: {
      ...HANNOVER_ALERT,
      email,
      sectors: [sectors.get("Baumschule")!.id],
      ...patch,
    },
  });
  expect(response.status(), await response.text()).toBe(202);
}

/** The confirm and unsubscribe paths of the newest opt-in mail to `email` (polled, 10 s). */
export async function jobAlertMailLinks(
  email: string,
  count = 1,
): Promise<{ confirm: string; unsubscribe: string }[]> {
  const { simpleParser } = await import("mailparser");
  let found: { confirm: string; unsubscribe: string }[] = [];
  await expect
    .poll(
      async () => {
        found = [];
        for (const mail of readMails().filter((m) => m.raw.includes(email))) {
          const text = (await simpleParser(mail.raw)).text ?? "";
          const confirm = /\/suchauftrag\/bestaetigen\/[\w.-]+/.exec(text)?.[0];
          const unsubscribe = /\/suchauftrag\/abmelden\/[\w.-]+/.exec(text)?.[0];
          if (confirm && unsubscribe) found.push({ confirm, unsubscribe });
        }
        return found.length;
      },
      { message: `Bestätigungsmails an ${email}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found.sort((a, b) => a.confirm.localeCompare(b.confirm, "en", { numeric: true }));
}
