import type { APIRequestContext, WebSocketRoute } from "@playwright/test";
import {
  API_HEADERS,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  grantCreditsAsStaff,
  open,
  preAcceptConsent,
  signUpAndVerify,
  test,
  waitForLiveSubscription,
} from "./support.ts";

// Live updates in the browser: a dashboard open in one tab follows changes made in
// another tab and by staff, over the app's own Pusher-protocol websocket — no reload.

test.use({ viewport: DESKTOP });

/** Renames the signed-in employer's company through the API, as the profile form does. */
async function renameCompany(request: APIRequestContext, name: string): Promise<void> {
  const me = await request.get("/api/user", { headers: API_HEADERS });
  const employerId = (await me.json()).data.employers.data[0].id as number;
  const baseURL = test.info().project.use.baseURL!;
  const renamed = await request.put(`/api/employers/${employerId}`, {
    headers: { ...API_HEADERS, Origin: new URL(baseURL).origin },
    data: { name, sector_ids: [] },
  });
  expect(renamed.status()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

test("ein offenes Dashboard folgt Änderungen aus einem anderen Tab und vom Team, ohne neu zu laden", async ({
  page,
  context,
  browserErrors,
}) => {
  const account = await signUpAndVerify(page);
  await open(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: account.companyName })).toBeVisible();
  await expect(page.getByTestId("credits-box")).toContainText("Verfügbares Guthaben: 0 Anzeigen");
  // The page must not reload: a marker on window survives only without one.
  await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 42));

  await waitForLiveSubscription(page);

  // Another tab of the same employer renames the company.
  const other = await context.newPage();
  browserErrors.watch(other);
  await preAcceptConsent(other);
  await open(other, "/dashboard");
  await renameCompany(other.request, "Baumschule Live & Söhne");
  await other.close();

  await expect(
    page.getByRole("heading", { level: 1, name: "Baumschule Live & Söhne" }),
  ).toBeVisible();

  // Staff grant a credit: the balance follows.
  await grantCreditsAsStaff(page, { count: 2, planName: "Plus", durationDays: 60 });
  await expect(page.getByTestId("credits-box")).toContainText("Verfügbares Guthaben: 2 Anzeigen");

  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(
    42,
  );
  await expectNoAxeViolations(page, "/dashboard nach Live-Änderungen");
});

test("nach einer abgerissenen Verbindung holt das Dashboard nach, was in der Lücke geschah", async ({
  page,
}) => {
  // The page's websockets go through the test: it can drop one and hold the next one back,
  // and it counts the subscriptions the server confirms on each (a routed socket raises no
  // page "websocket" event, so support.ts's liveSubscriptions cannot see them).
  const sockets: { page: WebSocketRoute; server: WebSocketRoute; subscribed: string[] }[] = [];
  let letThrough: () => void = () => {};
  const reconnectAllowed = new Promise<void>((resolve) => (letThrough = resolve));
  let dropped = false;
  await page.routeWebSocket(
    (url) => url.pathname.startsWith("/app/"),
    async (socket) => {
      if (dropped) await reconnectAllowed;
      const entry = { page: socket, server: socket.connectToServer(), subscribed: [] as string[] };
      entry.server.onMessage((message) => {
        const frame = JSON.parse(String(message)) as { event?: string; channel?: string };
        if (frame.event === "pusher_internal:subscription_succeeded" && frame.channel)
          entry.subscribed.push(frame.channel);
        socket.send(message);
      });
      sockets.push(entry);
    },
  );
  const account = await signUpAndVerify(page);
  await open(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: account.companyName })).toBeVisible();
  // The dashboard's own connection (signing up had pages with one of their own before).
  await expect
    .poll(() => sockets.at(-1)?.subscribed ?? [])
    .toContainEqual(expect.stringMatching(/Employer\.\d+$/));
  await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 7));

  // The connection drops (4200: pusher-js connects again at once); the next one waits.
  const first = sockets.at(-1)!;
  const before = sockets.length;
  dropped = true;
  await first.server.close();
  await first.page.close({ code: 4200, reason: "Verbindung getrennt" });

  // Meanwhile the company is renamed: its live event reaches no open socket of this page.
  await renameCompany(page.request, "Baumschule Lücke & Söhne");
  await expect(page.getByRole("heading", { level: 1, name: account.companyName })).toBeVisible();

  // Connected and subscribed again, the page loads what it missed — without a reload.
  letThrough();
  await expect(
    page.getByRole("heading", { level: 1, name: "Baumschule Lücke & Söhne" }),
  ).toBeVisible();
  expect(sockets.length).toBeGreaterThan(before);
  expect(sockets.at(-1)!.subscribed).toContainEqual(expect.stringMatching(/Employer\.\d+$/));
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(
    7,
  );
});

test("Abmelden schließt die Live-Verbindung, bevor die Sitzung endet", async ({ page }) => {
  // What the page does, in its own order: closing a websocket and starting a fetch.
  const steps: string[] = [];
  await page.exposeBinding("recordStep", (_source, step: string) => void steps.push(step));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordStep(step: string): void }).recordStep;
    const close = WebSocket.prototype.close;
    WebSocket.prototype.close = function (...args) {
      record("websocket closed");
      return close.apply(this, args);
    };
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      record(
        `fetch ${new URL(String(input instanceof Request ? input.url : input), location.href).pathname}`,
      );
      return fetch(input, init);
    };
  });
  await signUpAndVerify(page);
  await open(page, "/dashboard");
  await expect.poll(() => steps.includes("fetch /broadcasting/auth")).toBe(true);

  steps.length = 0;
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  const logout = steps.indexOf("fetch /logout");
  expect(logout, steps.join(" → ")).toBeGreaterThan(0);
  expect(steps.slice(0, logout), steps.join(" → ")).toContain("websocket closed");
  // After the logout request the old page asks /broadcasting/auth no more (no 401 in the console;
  // the fixture fails on any console error).
  expect(steps.slice(logout), steps.join(" → ")).not.toContain("fetch /broadcasting/auth");
});
