// A refused call on a seeker page in another language speaks that language (ADR 056): the
// transport's toast on /pl/jobs („load more“ answered 429 with a wait, then the connection
// gone), the Merkliste's alert on /pl/merkliste and the application form on /pl/jobs/{id} with
// the wait in minutes; German pages keep the server's message. axe-core with the toast and the
// alerts on the page.
import type { APIRequestContext, Page, Route } from "@playwright/test";
import { job as polishJob } from "#web/messages/job/pl.ts";
import { savedJobs as polishSavedJobs } from "#web/messages/saved-jobs/pl.ts";
import { shell as polishShell } from "#web/messages/shell/pl.ts";
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  open,
  preAcceptConsent,
  test,
} from "./support.ts";

const GERMAN_429 = "Zu viele Anfragen. Bitte in 30 Sekunden erneut versuchen.";

const tooMany = (retryAfter: number) => (route: Route) =>
  route.fulfill({
    status: 429,
    contentType: "application/json",
    headers: { "retry-after": String(retryAfter) },
    body: JSON.stringify({ message: GERMAN_429, code: "too_many_requests" }),
  });

/** The list's second page, as „load more“ asks for it (features/jobs/api.ts). */
const secondPage = (url: URL) =>
  url.pathname === "/api/job-advertisements" && url.searchParams.get("page") === "2";

async function loadMore(page: Page, name: string) {
  await page.getByRole("button", { name }).click();
}

test.beforeEach(async ({ page, browserErrors }) => {
  await preAcceptConsent(page);
  browserErrors.allow(
    /status of 429|ERR_INTERNET_DISCONNECTED|ERR_FAILED/,
    "Der Test lässt die Aufrufe absichtlich scheitern; Chromium meldet das.",
  );
});

test("/pl/jobs: „Wczytaj więcej“ abgewiesen – zu viele Anfragen mit Wartezeit, dann keine Verbindung, auf Polnisch (360 px)", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.route(secondPage, tooMany(30));
  await open(page, "/pl/jobs");
  await loadMore(page, "Wczytaj więcej ofert");
  const toast = page.getByRole("alert").filter({
    hasText: "Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za 30 sekund.",
  });
  await expect(toast).toBeVisible();
  await expect(page.getByText("Zu viele Anfragen")).toHaveCount(0);
  await expectNoAxeViolations(page, "/pl/jobs mit Toast 429");

  await page.unroute(secondPage);
  await page.route(secondPage, (route) => route.abort("internetdisconnected"));
  await loadMore(page, "Wczytaj więcej ofert");
  await expect(
    page.getByRole("alert").filter({ hasText: polishShell["failure.offline"] }),
  ).toBeVisible();
  await expect(page.getByText("Keine Verbindung")).toHaveCount(0);
});

test("/jobs: die deutsche Seite zeigt weiter die Meldung des Servers (1440 px)", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.route(secondPage, tooMany(30));
  await open(page, "/jobs");
  await loadMore(page, "Mehr Jobs laden");
  await expect(page.getByRole("alert").filter({ hasText: GERMAN_429 })).toBeVisible();
});

test("/pl/merkliste: die Karten kommen nicht – der Hinweis sagt auf Polnisch, wann es wieder geht (1440 px)", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.addInitScript(() => window.localStorage.setItem("savedJobs", "[1,2,3]"));
  const saved = (url: URL) =>
    url.pathname === "/api/job-advertisements" && url.searchParams.has("ids");
  await page.route(saved, tooMany(120));
  await open(page, "/pl/merkliste");
  const alert = page.getByRole("alert").filter({ hasText: polishSavedJobs.failed });
  await expect(alert).toContainText("Spróbuj ponownie za 2 minuty.");
  await expect(page.getByText("Zu viele Anfragen")).toHaveCount(0);
  await expectNoAxeViolations(page, "/pl/merkliste mit Hinweis 429");

  // The seeker tries again without a connection: the reason says so.
  await page.unroute(saved);
  await page.route(saved, (route) => route.abort("internetdisconnected"));
  await alert.getByRole("button", { name: polishSavedJobs.retry }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: polishShell["failure.offline"] }),
  ).toBeVisible();
});

/** A live ad that takes applications on Wurzelwerk. */
async function adWithForm(request: APIRequestContext): Promise<number> {
  const list = await request.get("/api/job-advertisements?page=1&page_size=30");
  for (const { id } of ((await list.json()) as { data: { id: number }[] }).data) {
    const answer = await request.get(`/api/job-advertisements/${id}`);
    const { data } = (await answer.json()) as { data: { application_method: string } };
    if (data.application_method === "wurzelwerk") return id;
  }
  throw new Error("Keine Demoanzeige mit Bewerbungsformular auf der ersten Seite");
}

test("/pl/jobs/{id}: die Bewerbung abgewiesen – Tageslimit mit Wartezeit, dann keine Verbindung, auf Polnisch (360 px)", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const id = await adWithForm(request);
  const apply = (url: URL) => url.pathname === `/api/job-advertisements/${id}/applications`;
  await page.route(apply, tooMany(1500));
  await open(page, `/pl/jobs/${id}`);
  await page.getByRole("button", { name: polishJob.apply }).first().click();
  const form = page.getByRole("dialog", { name: polishJob["form.heading"] });
  await form.getByLabel(polishJob["form.name"], { exact: true }).fill("Agnieszka Wiśniewska");
  await form.getByLabel(polishJob["form.email"], { exact: true }).fill("agnieszka@example.org");
  await form.getByLabel(/^Wiadomość/).fill("Chętnie pracuję od zaraz.");
  await form.getByRole("checkbox").check();
  const send = form.getByRole("button", { name: polishJob["form.send"] });
  await send.click();
  await expect(form).toContainText(
    "Z tego miejsca przychodzi teraz za dużo aplikacji. Spróbuj ponownie za 25 minut.",
  );
  await expect(form.getByText("Zu viele Anfragen")).toHaveCount(0);
  await expectNoAxeViolations(page, "/pl/jobs/{id} mit abgewiesener Bewerbung");

  await page.unroute(apply);
  await page.route(apply, (route) => route.abort("internetdisconnected"));
  await send.click();
  await expect(form).toContainText(polishShell["failure.offline"]);
});
