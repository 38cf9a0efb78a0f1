import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/ARCHITECTURE.md describes the request pipeline step by step; these checks read it and
 * the code as text and fail when one of them moves without the other (the parts that drifted
 * before: the order of the onRequest hooks and what `Deps` holds).
 */
const ROOT = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

const doc = read("docs/ARCHITECTURE.md");
const app = read("src/server/app.ts");
const buildApp = app.slice(app.indexOf("export async function buildApp("));

/** Index of `needle` in `text`; fails the test (with the needle in the message) when absent. */
function positionOf(text: string, needle: string, where: string): number {
  const at = text.indexOf(needle);
  expect(at, `${where} no longer contains ${JSON.stringify(needle)}`).toBeGreaterThanOrEqual(0);
  return at;
}

/** The onRequest steps as section 1 of the doc names them, in the order they run. */
const DOC_STEPS = [
  "**onRequest: CSP nonce.**",
  "**onRequest: helmet.**",
  "**onRequest: CSRF**",
  "**onRequest: rate limit.**",
  "**onRequest: access**",
];

describe("docs/ARCHITECTURE.md against src/server/app.ts", () => {
  it("lists the onRequest steps in the order buildApp registers them", () => {
    const inDoc = DOC_STEPS.map((step) => positionOf(doc, step, "docs/ARCHITECTURE.md"));
    expect(inDoc).toEqual([...inDoc].sort((a, b) => a - b));

    // App-wide hooks run in registration order: security headers (nonce and helmet in one
    // hook), the page cache, the cookie parser, then the CSRF guard.
    const appWide = [
      "registerSecurityHeaders(app",
      "registerPageCache(app",
      "await app.register(cookie)",
      'app.addHook("onRequest", csrfGuard(',
    ].map((needle) => positionOf(buildApp, needle, "buildApp"));
    expect(appWide).toEqual([...appWide].sort((a, b) => a - b));

    // Route-level hooks run after every app-wide one. The rate limit's onRoute hook is added
    // when the plugin registers, before the access check's, and both before the first route.
    const rateLimit = positionOf(buildApp, "await app.register(rateLimit", "buildApp");
    const access = positionOf(buildApp, "registerAccessChecks(app", "buildApp");
    const firstRoute = positionOf(buildApp, "for (const module of APP_MODULES)", "buildApp");
    expect(rateLimit).toBeLessThan(access);
    expect(access).toBeLessThan(firstRoute);
    expect(appWide[3]).toBeLessThan(firstRoute);
  });

  it("has the access check appended after a route's own onRequest hooks, as the doc says", () => {
    const accessTs = read("src/server/platform/access.ts");
    expect(accessTs).toContain('app.addHook("onRoute"');
    expect(accessTs).toMatch(/route\.onRequest = \[\.\.\.existing, checks\[access\]\]/);
    expect(doc).toContain("after its rate limit");
  });

  it("names every route the CSRF guard exempts", () => {
    const csrf = read("src/server/platform/csrf.ts");
    const exempt = /EXEMPT_PATHS = new Set\(\[([^\]]*)\]\)/.exec(csrf)?.[1] ?? "";
    const paths = [...exempt.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(0);
    const section = doc.slice(positionOf(doc, "**onRequest: CSRF**", "docs/ARCHITECTURE.md"));
    for (const path of paths) expect(section).toContain(`\`${path}\``);
  });

  it("lists every field of Deps", () => {
    const deps = read("src/server/deps.ts");
    const body = deps.slice(positionOf(deps, "export interface Deps {", "src/server/deps.ts"));
    const fields = [...body.slice(0, body.indexOf("\n}")).matchAll(/^\s{2}(\w+)\??:/gm)].map(
      (m) => m[1],
    );
    expect(fields).toContain("config");
    const handler = doc.slice(positionOf(doc, "`Deps` object", "docs/ARCHITECTURE.md"));
    const sentence = handler.slice(0, handler.indexOf("\n"));
    for (const field of fields) expect(sentence, `Deps.${field}`).toContain(`\`${field}\``);
  });
});
