// Front-end JS budget (docs/ARCHITECTURE.md): the first load of `/` stays within 135 KiB of
// JS (gzip level 9), the heavy libraries stay off it, and every route's own chunks are reported.
// A size check of the production build the e2e server serves, no timing.
import {
  budgetTable,
  HOME_JS_BUDGET_BYTES,
  kib,
  measureJsBudget,
  measurePageJs,
  type JsBudget,
} from "../support/js-budget.ts";
import type { Response } from "@playwright/test";
import { expect, open, preAcceptConsent, test } from "./support.ts";

/** Libraries only some pages need, each by a string its minified code keeps. */
const HEAVY = [
  { name: "react-toastify", marker: "Toastify__toast" },
  { name: "zod", marker: "$ZodType" },
  { name: "react-hook-form", marker: "shouldUseNativeValidation" },
  { name: "pusher-js", marker: "pusher:subscribe" },
  { name: "Leaflet", marker: "leaflet-container" },
  { name: "TipTap", marker: "ProseMirror" },
  { name: "libphonenumber-js", marker: "libphonenumber" },
] as const;

let budget: JsBudget;

test.beforeAll(async () => {
  budget = await measureJsBudget(String(test.info().project.use.baseURL));
});

test("der erste Aufruf von / lädt höchstens 135 KiB JavaScript (gzip)", async () => {
  const rows = [...budget.home]
    .sort((a, b) => b.gzip - a.gzip)
    .map((chunk) => `${kib(chunk.gzip).padStart(6)} KiB  ${chunk.file}`);
  const report = `${budgetTable(budget)}\n\nFiles of /:\n${rows.join("\n")}\n`;
  console.log(report);
  await test.info().attach("js-budget.md", { body: report, contentType: "text/markdown" });

  expect(budget.homeGzip, `JS of / in KiB: ${kib(budget.homeGzip)}`).toBeLessThanOrEqual(
    HOME_JS_BUDGET_BYTES,
  );
  // The HTML loads exactly what the manifest says the home route needs.
  const home = budget.routes.find((route) => route.id === "routes/home")!;
  expect(budget.homeGzip).toBe(home.firstLoadGzip);
});

test("die polnische Startseite lädt dasselbe JavaScript wie die deutsche: ihre Texte stehen im HTML", async () => {
  const baseUrl = String(test.info().project.use.baseURL);
  const polish = await measurePageJs(baseUrl, "/pl");
  console.log(`First load of /pl: ${kib(polish)} KiB JS gzip -9 (/ ${kib(budget.homeGzip)} KiB)`);
  expect(polish, `JS of /pl in KiB: ${kib(polish)}`).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  // The same route module and shell: a language adds no JS, its messages come as loader data.
  expect(polish).toBe(budget.homeGzip);
  for (const [file, text] of budget.text)
    if (file.endsWith(".js"))
      for (const marker of [
        "Przejdź do treści",
        "Zum Inhalt springen",
        "Перейти до вмісту",
        // The search wizard's texts come with the data of the page that opens it.
        "Welchen Job suchst du?",
        "Jakiej pracy szukasz?",
      ])
        expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
});

/** The pages Lighthouse measures (bench/lighthouse.ts), by route id. */
const PUBLIC_PAGES = ["routes/home", "routes/jobs", "routes/job"];

test("schwere Bibliotheken sind nicht im ersten Aufruf von /, /jobs und /jobs/{id}", () => {
  const firstLoad = (id: string) => {
    const route = budget.routes.find((r) => r.id === id)!;
    return [...budget.baseFiles, ...route.extraFiles];
  };
  const elsewhere = [
    ...budget.routes.filter((r) => !PUBLIC_PAGES.includes(r.id)).flatMap((r) => r.extraFiles),
    ...budget.lazyFiles,
  ];
  for (const { name, marker } of HEAVY) {
    for (const id of PUBLIC_PAGES) {
      const found = firstLoad(id).filter((file) => budget.text.get(file)!.includes(marker));
      expect(found, `${name} in the first load of ${id}`).toEqual([]);
    }
    // The marker is real: the library is in the build, on the pages that use it or loaded on
    // demand.
    expect(
      elsewhere.some((file) => budget.text.get(file)!.includes(marker)),
      `${name} found on another page or in a chunk loaded on demand`,
    ).toBe(true);
  }
});

test("jede Route aus src/web/routes.ts steht mit ihren Chunks im Bericht", () => {
  const ids = budget.routes.map((route) => route.id);
  for (const id of ["routes/home", "routes/jobs", "routes/job", "routes/dashboard", "routes/admin"])
    expect(ids).toContain(id);
  for (const route of budget.routes) {
    expect(route.moduleGzip, route.id).toBeGreaterThan(0);
    expect(route.firstLoadGzip, route.id).toBeGreaterThanOrEqual(
      budget.baseGzip + route.moduleGzip,
    );
  }
});

test("das Stylesheet steht im HTML des Servers, in keiner JS-Datei, und bleibt nach der Hydration das einzige", async ({
  page,
}) => {
  const html = await (await page.request.get("/")).text();
  // One <style> with the whole built stylesheet, no <link rel="stylesheet"> the first paint waits for.
  const styles = [...html.matchAll(/<style data-precedence="default" data-href="([^"]+)">/g)];
  expect(styles.map((match) => match[1])).toEqual([expect.stringMatching(/^\/assets\/.+\.css$/)]);
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  const href = styles[0]![1]!;
  const css = await (await page.request.get(href)).text();
  expect(css.length).toBeGreaterThan(10_000);
  expect(html).toContain(css.slice(0, 500));
  // The CSS text is in none of the JS files (the root chunk would need it to hydrate a plain
  // <style>; React adopts the server's element by data-href instead).
  const marker = css.slice(css.indexOf("@layer"), css.indexOf("@layer") + 80);
  const scripts = [...budget.text].filter(([file]) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(10);
  for (const [file, text] of scripts)
    expect(text.includes(marker), `stylesheet in ${file}`).toBe(false);

  const cssRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") cssRequests.push(request.url());
  });
  await preAcceptConsent(page);
  await open(page, "/");
  // A client-side navigation renders the root layout again.
  await page.getByRole("link", { name: "Alle Jobs ansehen" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  const inDocument = await page.evaluate(() => ({
    styles: [...document.querySelectorAll("style[data-href]")].map((style) => ({
      href: style.getAttribute("data-href"),
      length: style.textContent?.length ?? 0,
    })),
    links: document.querySelectorAll('link[rel="stylesheet"]').length,
  }));
  expect(inDocument.styles).toEqual([{ href, length: css.length }]);
  expect(inDocument.links).toBe(0);
  expect(cssRequests).toEqual([]);
});

test("Inhaltsseiten laden das Kontaktformular und die Preistabelle nur dort, wo sie stehen", async ({
  page,
}) => {
  await preAcceptConsent(page);
  const scriptsOf = async (path: string) => {
    const responses: Promise<string>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === "script") responses.push(response.text());
    };
    page.on("response", onResponse);
    await open(page, path);
    await page.waitForLoadState("networkidle");
    page.off("response", onResponse);
    return (await Promise.all(responses)).join("\n");
  };
  const FORM = "shouldUseNativeValidation"; // react-hook-form, only in the contact form
  const PRICES = "Jetzt buchen"; // the price table of /arbeitgeber

  const faq = await scriptsOf("/faq");
  expect(faq.includes(FORM), "react-hook-form on /faq").toBe(false);
  expect(faq.includes(PRICES), "price table on /faq").toBe(false);

  // The pages that show them load them (and work: contact.spec.ts, checkout.spec.ts).
  const contact = await scriptsOf("/kontakt");
  expect(contact.includes(FORM), "react-hook-form on /kontakt").toBe(true);
  await expect(page.getByRole("button", { name: "Nachricht senden" })).toBeVisible();
  const employers = await scriptsOf("/arbeitgeber");
  expect(employers.includes(PRICES), "price table on /arbeitgeber").toBe(true);
  await expect(page.getByRole("heading", { level: 2, name: "Preise und Pakete" })).toBeVisible();
});
