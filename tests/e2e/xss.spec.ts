import type { Page } from "@playwright/test";
import {
  API_HEADERS,
  createJobAlertViaApi,
  expect,
  grantCreditsAsStaff,
  jobAlertMailLinks,
  linkFromMail,
  open,
  preAcceptConsent,
  sectorsByName,
  signUpAndVerify,
  test,
} from "./support.ts";

// hostile input: an XSS corpus in every text an employer controls (company profile,
// ad texts, contact and application data, the place's display name), then every public page
// that shows them rendered in Chromium. Each payload would set `window.__xss` or call alert();
// a trap installed before any page script records both. A payload the CSP had to stop would
// log a console error, which fails the journey too (support.ts): escaped output, sanitised rich
// text and refused URLs are the defence, the CSP only the second line.

const MARK = "window.__xss=(window.__xss||0)+1";
const PAYLOADS = [
  `<script>${MARK}</script>`,
  `"><img src=x onerror="${MARK}">`,
  `'><svg onload=${MARK}>`,
  `</script><script>${MARK}</script>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<a href="javascript:${MARK}">Klick</a>`,
  `{{constructor.constructor('${MARK}')()}}`,
  `<style>@import 'javascript:${MARK}';</style>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${MARK}>`,
  `<details open ontoggle=${MARK}>`,
];
/** One line of the corpus, cut to fit a field of `max` characters. */
const line = (i: number, max = 300) => `XSS${i} ${PAYLOADS[i % PAYLOADS.length]}`.slice(0, max);
const html = PAYLOADS.map((p, i) => `<p>Absatz ${i}: ${p}</p>`).join("");

function originHeaders(page: Page) {
  return { ...API_HEADERS, Origin: new URL(page.url()).origin };
}

/** No payload ran, and none is in the page as markup. */
async function expectInert(page: Page, path: string) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss ?? 0), path).toBe(0);
  expect(await page.locator("img[onerror], svg[onload], details[ontoggle]").count(), path).toBe(0);
  expect(await page.locator('a[href^="javascript:"], iframe[srcdoc]').count(), path).toBe(0);
}

async function trap(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss?: number; alert: (m?: string) => void };
    w.alert = () => {
      w.__xss = (w.__xss ?? 0) + 1;
    };
  });
  page.on("dialog", (dialog) => {
    void dialog.dismiss();
    throw new Error(`Ein Dialog wurde geöffnet: ${dialog.message()}`);
  });
}

test("kein Skript aus Arbeitgebertexten läuft auf einer öffentlichen Seite", async ({ page }) => {
  test.setTimeout(120_000);
  await preAcceptConsent(page);
  await trap(page);
  const account = await signUpAndVerify(page, { companyName: line(1, 120) });
  const headers = originHeaders(page);
  const me = await page.request.get("/api/user", { headers });
  const employerId = ((await me.json()) as { data: { employers: { data: { id: number }[] } } }).data
    .employers.data[0]!.id;
  const sectors = await sectorsByName(page);
  const sector = sectors.get("Baumschule")!;

  // A javascript: address is refused outright, as a website and as an application link.
  const badWebsite = await page.request.put(`/api/employers/${employerId}`, {
    headers,
    data: { name: account.companyName, website: `javascript:${MARK}`, sector_ids: [] },
  });
  expect(badWebsite.status()).toBe(422);

  const profile = await page.request.put(`/api/employers/${employerId}`, {
    headers,
    data: {
      name: line(2, 120),
      description: PAYLOADS.join("\n"),
      website: `https://example.org/"><script>${MARK}</script>`,
      street: line(3, 100),
      city: line(4, 80),
      sector_ids: [sector.id],
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  // The company page (ADR 057) shows the name, the description and the website.
  const companyPath = `/unternehmen/${((await profile.json()) as { data: { slug: string } }).data.slug}`;

  const created = await page.request.post("/api/job-advertisements", { headers, data: {} });
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const steps = [
    {
      title: line(5, 120),
      sectors: [sector.id],
      working_time: "Vollzeit",
      starts_at: null,
      location: {
        formatted_address: line(6),
        street: line(7, 150),
        street_number: "1",
        zipcode: "30159",
        location: `Hannover ${PAYLOADS[0]}`.slice(0, 100),
        state: "Niedersachsen",
        country: "DE",
        latitude: 52.3759,
        longitude: 9.732,
      },
    },
    {
      description: html,
      tasks: html,
      profile: html,
      benefits: html,
      // The employer's translations (ADR 052) go through the same sanitiser.
      translations: {
        pl: { title: line(9, 120), description: html, tasks: html, profile: html, benefits: html },
        ro: { title: line(1, 120), description: html, tasks: html, profile: html, benefits: "" },
      },
    },
    {
      contact_name: line(8, 100),
      contact_email: "kontakt@example.org",
      application_email: "bewerbung@example.org",
      application_url: `https://example.org/bewerben?x="><script>${MARK}</script>`,
    },
  ];
  for (const [index, body] of steps.entries()) {
    const saved = await page.request.put(`/api/job-advertisements/${id}/step${index + 1}`, {
      headers,
      data: body,
    });
    expect(saved.status(), `step${index + 1}: ${await saved.text()}`).toBe(200);
  }
  const badLink = await page.request.put(`/api/job-advertisements/${id}/step3`, {
    headers,
    data: { ...steps[2], application_url: `javascript:${MARK}` },
  });
  expect(badLink.status()).toBe(422);

  await grantCreditsAsStaff(page);
  const published = await page.request.put(`/api/job-advertisements/${id}/publish`, {
    headers,
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);

  // Every full read returns the translations' texts as the sanitiser left them (their titles
  // are plain text, shown as text like the German title).
  const read = await page.request.get(`/api/job-advertisements/${id}`);
  const translations = (await read.json()).data.translations as Record<
    string,
    Record<string, string>
  >;
  expect(translations.pl?.title).toContain("XSS9");
  for (const { title: _title, ...texts } of Object.values(translations)) {
    expect(JSON.stringify(texts)).not.toMatch(
      /<script|<iframe|<style|<img|<svg|<details|onerror|onload|ontoggle|javascript:/i,
    );
  }

  // The feeds (ADR 059): the title as text in CDATA, the description as the sanitiser left it;
  // the Atom feed's texts escaped.
  const feed = await (await page.request.get("/feeds/jobs.xml")).text();
  const entry = feed.split("<job>").find((j) => j.includes(`<referencenumber><![CDATA[${id}]]>`));
  expect(entry, "die Anzeige im Job-Feed").toBeDefined();
  expect(entry).toMatch(/<title><!\[CDATA\[XSS5 [^\]]*\]\]><\/title>/);
  const description = /<description><!\[CDATA\[([\s\S]*?)\]\]><\/description>/.exec(entry!)?.[1];
  expect(description).toContain("Absatz 1");
  expect(description).not.toMatch(
    /<script|<iframe|<style|<img|<svg|<details|onerror|onload|ontoggle|javascript:/i,
  );
  const atom = await (await page.request.get("/feeds/jobs-im-bereich/baumschule.atom")).text();
  expect(atom).toContain("XSS5");
  expect(atom).not.toMatch(/<script|<iframe|<style|<img|<svg|<details|<a /i);

  const pages = [
    "/",
    "/jobs",
    `/jobs/${id}`,
    "/jobs-im-bereich/baumschule",
    companyPath,
    "/dashboard",
    `/dashboard/job/preview?id=${id}`,
  ];
  for (const path of pages) {
    await open(page, path);
    await page.waitForTimeout(300); // lazy parts (maps, images) get their turn
    // The payloads were there to run, and they are shown as text or removed, never as markup.
    await expectInert(page, path);
  }

  // The job page shows the title as plain text and keeps its JSON-LD parseable.
  await open(page, `/jobs/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("XSS5");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const block of jsonLd) expect(() => JSON.parse(block) as unknown).not.toThrow();

  // The company page: the name as text, the website only as a link, the Organization parseable
  // with the payloads as its data.
  await open(page, companyPath);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("XSS2");
  await expect(page.getByRole("link", { name: /Website des Unternehmens/ })).toHaveAttribute(
    "href",
    `https://example.org/"><script>${MARK}</script>`,
  );
  const organization = (
    await page.locator('script[type="application/ld+json"]').allTextContents()
  ).map((block) => JSON.parse(block) as { "@type": string; name: string; description: string });
  expect(organization).toHaveLength(1);
  expect(organization[0]).toMatchObject({ "@type": "Organization", name: line(2, 120) });
  expect(organization[0]!.description).toContain(PAYLOADS[3]);
});

test("kein Skript aus dem Ort eines Suchauftrags läuft auf seinen Seiten", async ({ page }) => {
  test.setTimeout(60_000);
  await preAcceptConsent(page);
  await trap(page);
  // The place's label is the seeker's own text: shown in the mails and on the link pages.
  const email = `xss-suchauftrag-${Date.now().toString(36)}@example.org`;
  const labels = [line(0, 200), line(1, 200), line(8, 200)];
  for (const label of labels) await createJobAlertViaApi(page, email, { location_label: label });
  const links = await jobAlertMailLinks(email, labels.length);
  await open(page, links[0]!.confirm);
  await expectInert(page, "Bestätigungsseite");
  await expect(page.getByText(labels[0]!, { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Suchauftrag bestätigen" }).click();
  await page.getByRole("link", { name: "Suchaufträge verwalten" }).click();
  await expect(page.getByRole("article")).toHaveCount(labels.length);
  await expectInert(page, "Verwaltungsseite");
  await open(page, links[1]!.unsubscribe);
  await expectInert(page, "Abmeldeseite");
});

test("kein Skript aus dem Namen eines Teammitglieds oder des Unternehmens läuft im Team", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await preAcceptConsent(page);
  await trap(page);
  // The company's name is shown on the invitation page, the colleague's on the owner's dashboard.
  await signUpAndVerify(page, { companyName: line(3, 120) });
  const headers = originHeaders(page);
  const email = `xss-team-${Date.now().toString(36)}@example.org`;
  const invited = await page.request.post("/api/team/invitations", { headers, data: { email } });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = new URL(await linkFromMail(email, "Einladung ins Team", "/einladung/"));

  const context = await browser.newContext();
  const colleague = await context.newPage();
  await preAcceptConsent(colleague);
  await trap(colleague);
  await open(colleague, link.pathname);
  await expectInert(colleague, "Einladungsseite");
  const password = "Kollege-Gartenbau-2026";
  const joined = await colleague.request.post("/api/team/invitations/accept", {
    headers,
    data: {
      token: link.pathname.split("/").pop(),
      name: line(2, 100),
      password,
      password_confirmation: password,
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await open(colleague, "/dashboard");
  await expectInert(colleague, "Dashboard des Mitglieds");
  await context.close();

  await open(page, "/dashboard");
  await expect(page.getByRole("list", { name: "Mitglieder" })).toContainText("XSS2");
  await expectInert(page, "Team auf dem Dashboard");
});
