// The job alert's digest the next morning, in the browser: a seeker confirms an alert, an
// employer publishes a matching ad, and the server of this spec's own (server-of-its-own.ts)
// starts again with its clock a day ahead, past the 07:00 slot — its scheduler sends the digest
// mail, whose link opens the ad at 360 px and 1440 px. The shared server's clock stays as it is.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import {
  HANNOVER_ALERT,
  HANNOVER_LOCATION,
  STEP2_TEXTS,
  STEP3_CONTACT,
} from "../support/places.ts";
import { serverOfItsOwn } from "./server-of-its-own.ts";
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  preAcceptConsent,
  test,
  waitForHydration,
} from "./support.ts";

// The shared server has E2E_PORT, the Stripe stand-in the next port.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 3;

/** The newest mail to `address` whose subject starts with `subject`, parsed (polled). */
async function mailTo(
  mails: () => string[],
  address: string,
  subject: string,
  timeout: number,
): Promise<{ text: string; raw: string }> {
  const { simpleParser } = await import("mailparser");
  let found: { text: string; raw: string } | undefined;
  await expect
    .poll(
      async () => {
        for (const raw of mails().filter((mail) => mail.includes(`To: ${address}`))) {
          const parsed = await simpleParser(raw);
          if ((parsed.subject ?? "").startsWith(subject)) {
            found = { text: parsed.text ?? "", raw };
          }
        }
        return Boolean(found);
      },
      { message: `Mail „${subject}“ an ${address}`, timeout },
    )
    .toBe(true);
  return found!;
}

function linkIn(text: string, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\S*`).exec(text)?.[0];
  expect(link, `Link ${path}`).toBeDefined();
  return link!;
}

test("Suchauftrag: am Morgen nach einer neuen passenden Anzeige die Digest-Mail, ihr Link öffnet die Anzeige (360 und 1440 px)", async ({
  browser,
  browserErrors,
}) => {
  // Two starts of a server of its own, an employer's way to a live ad, two mails.
  test.setTimeout(300_000);
  const server = serverOfItsOwn(PORT);
  const contexts: APIRequestContext[] = [];
  const apiContext = async () => {
    const context = await playwrightRequest.newContext({
      baseURL: server.origin,
      extraHTTPHeaders: {
        Accept: "application/json",
        "X-Requested-With": "XMLHttpRequest",
        Origin: server.origin,
      },
    });
    contexts.push(context);
    return context;
  };
  try {
    await server.start();
    const seeker = await apiContext();
    const sectors = (await (await seeker.get("/api/sectors")).json()) as {
      data: { id: number; name: { de: string } }[];
    };
    const galabau = sectors.data.find((s) => s.name.de === "Garten- und Landschaftsbau")!.id;

    // The seeker's alert, confirmed through the mail's page and its button.
    const email = `digest-${globalThis.crypto.randomUUID().slice(0, 8)}@example.org`;
    const created = await seeker.post("/api/job-alerts", {
      data: { ...HANNOVER_ALERT, email, sectors: [galabau] },
    });
    expect(created.status(), await created.text()).toBe(202);
    const optIn = await mailTo(server.mails, email, "Bitte bestätige deinen Suchauftrag", 20_000);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    browserErrors.watch(page);
    await preAcceptConsent(page);
    await page.goto(linkIn(optIn.text, "/suchauftrag/bestaetigen/"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Suchauftrag bestätigen" }).click();
    await expect(page.getByRole("heading", { name: "Geschafft!" })).toBeVisible();

    // An employer registers, confirms the address, gets a credit from staff and publishes an
    // ad that matches: Vollzeit, Garten- und Landschaftsbau, Hannover, a flexible start.
    const employer = await apiContext();
    const id = globalThis.crypto.randomUUID().slice(0, 8);
    const account = {
      email: `arbeitgeber-digest-${id}@example.org`,
      password: `Gruener-Daumen-${id}!`,
    };
    const registered = await employer.post("/register", {
      data: {
        company_name: `Gärtnerei Morgenrot ${id}`,
        name: "Erika Gärtner",
        email: account.email,
        password: account.password,
        password_confirmation: account.password,
        terms: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const welcome = await mailTo(server.mails, account.email, "", 20_000);
    await page.goto(linkIn(welcome.text, "/email/verify/"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "E-Mail-Adresse bestätigt" }),
    ).toBeVisible();
    await context.close();
    expect((await employer.post("/login", { data: account })).status()).toBe(200);
    const me = (await (await employer.get("/api/user")).json()) as {
      data: { employers: { data: { id: number }[] } };
    };
    const staff = await apiContext();
    expect((await staff.post("/login", { data: server.staff })).status()).toBe(200);
    const granted = await staff.post(
      `/api/admin/employers/${me.data.employers.data[0]!.id}/credits`,
      { data: { plan_name: "Basis", duration_days: 30, highlighted: false, count: 1 } },
    );
    expect(granted.status(), await granted.text()).toBe(201);
    const draft = await employer.post("/api/job-advertisements", { data: {} });
    expect(draft.status(), await draft.text()).toBe(201);
    const adId = ((await draft.json()) as { data: { id: number } }).data.id;
    const title = `Landschaftsgärtner/in (m/w/d) Frühschicht ${id}`;
    const steps = [
      {
        title,
        sectors: [galabau],
        working_time: "Vollzeit",
        starts_at: null,
        location: HANNOVER_LOCATION,
      },
      STEP2_TEXTS,
      STEP3_CONTACT,
    ];
    for (const [index, body] of steps.entries()) {
      const saved = await employer.put(`/api/job-advertisements/${adId}/step${index + 1}`, {
        data: body,
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    const published = await employer.put(`/api/job-advertisements/${adId}/publish`, { data: {} });
    expect(published.status(), await published.text()).toBe(200);
    // Nothing is mailed before the slot.
    expect(server.mails().filter((mail) => mail.includes(`To: ${email}`))).toHaveLength(1);

    // The next morning: the same data, the clock a day ahead, past a 07:00 in Berlin.
    for (const context of contexts.splice(0)) await context.dispose();
    await server.stop();
    await server.start({ clockAhead: "+1d" });

    const digest = await mailTo(server.mails, email, "1 neuer Job für dich", 60_000);
    expect(digest.text).toContain(title);
    // One-click unsubscribe (RFC 8058), read from the header lines as the mail carries them.
    expect(digest.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/api\/job-alerts\/unsubscribe\/[\w.-]+>$/m,
    );
    expect(digest.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const adLink = linkIn(digest.text, `/jobs/${adId}`);

    for (const viewport of [PHONE, DESKTOP]) {
      const reader = await browser.newContext({ viewport });
      const readerPage = await reader.newPage();
      browserErrors.watch(readerPage);
      await preAcceptConsent(readerPage);
      const response = await readerPage.goto(adLink);
      expect(response?.status()).toBe(200);
      await waitForHydration(readerPage);
      await expect(readerPage.getByRole("heading", { level: 1 })).toHaveText(title);
      await expectNoHorizontalScroll(readerPage);
      await expectNoAxeViolations(readerPage, `Anzeige aus der Digest-Mail ${viewport.width} px`);
      await reader.close();
    }
  } finally {
    for (const context of contexts) await context.dispose();
    await server.remove();
  }
});
