// Shared helpers of the Playwright journeys: a test fails on any console error or uncaught
// page error (DESIGN.md "Tests"), axe-core checks, consent pre-set, hydration wait.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from "@playwright/test";

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

export const test = base.extend<{ browserErrors: BrowserErrors }>({
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

/** Navigates, expects a successful answer (unless told otherwise) and waits for hydration. */
export async function open(page: Page, path: string, expectedStatus = 200) {
  const response = await page.goto(path);
  expect(response, `keine Antwort für ${path}`).not.toBeNull();
  expect(response!.status(), `HTTP-Status von ${path}`).toBe(expectedStatus);
  await waitForHydration(page);
  return response!;
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
export function dataDir(): string {
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

/** Headers the app's own fetches send (SPEC.md §7); the server's CSRF guard requires them. */
export const API_HEADERS = {
  Accept: "application/json",
  "Content-Type": "application/json",
  "X-Requested-With": "XMLHttpRequest",
} as const;
