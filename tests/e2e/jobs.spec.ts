// The seeker's pages with the demo ads (SEED_DEMO in scripts/e2e-server.ts): newest ads on the
// home page, /jobs with "Mehr Jobs laden" (without and with a search), job pages (facts,
// sections, applying by mail or link and on Wurzelwerk, back to the results, <head> and
// JobPosting JSON-LD in the server's HTML) and a sector page — with axe-core at 1440 and 360 px.
// Not here: the 410 page of an ended ad (needs an ended ad in the database; the API tests
// cover it).
import type { APIRequestContext } from "@playwright/test";
import { formatPhone } from "../../src/shared/phone.ts";
import {
  DESKTOP,
  PHONE,
  cardDistances,
  cardHrefs,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  expectNonDecreasing,
  jobCards,
  open,
  preAcceptConsent,
  presetSearchFilter,
  searchTotal,
  storedSearchFilter,
  test,
  wideSearchFilter,
} from "./support.ts";

interface ApiJob {
  id: number;
  title: string;
  working_time: string | null;
  published_at: string;
  expires_at: string;
  sectors: { slug: string; name: { de: string } }[];
  location: { location: string | null; zipcode: string | null };
  employer: { name: string };
}

/** A job page's data (GET /api/job-advertisements/{id}), the part the tests read. */
interface ApiJobDetail extends ApiJob {
  benefits: string | null;
  contact_phone: string | null;
  application_method: "wurzelwerk" | "email" | "url";
  application_email: string | null;
  application_url: string | null;
  employer: { name: string; description: string | null };
}

/** The part of schema.org JobPosting the test reads (Google's required and main properties). */
interface JobPosting {
  "@context": string;
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: string | string[];
  hiringOrganization: { "@type": string; name: string };
  directApply: boolean;
  jobLocation: {
    "@type": string;
    address: { "@type": string; addressLocality: string; addressCountry: string };
  };
}

const PAGE_SIZE = 12;

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

async function apiList(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/job-advertisements?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: ApiJob[]; total: number; last_page: number };
}

/** The first of the 50 newest ads whose data passes `wanted`. */
async function newestAdWith(
  request: APIRequestContext,
  wanted: (job: ApiJobDetail) => boolean,
): Promise<ApiJobDetail | undefined> {
  for (const candidate of (await apiList(request, "page=1&page_size=50")).data) {
    const response = await request.get(`/api/job-advertisements/${candidate.id}`);
    const job = ((await response.json()) as { data: ApiJobDetail }).data;
    if (wanted(job)) return job;
  }
  return undefined;
}

/**
 * A demo ad with all four texts and the employer's description: other journeys publish sparser
 * ads of their own, which may be the newest at this moment.
 */
function filledDemoAd(job: ApiJobDetail): boolean {
  return Boolean(job.benefits && job.employer.description);
}

function expectUnique(values: string[]) {
  expect(new Set(values).size, `keine Anzeige doppelt: ${values.join(" ")}`).toBe(values.length);
}

/** The JSON-LD blocks of an HTML document. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`Seiten mit Anzeigen bei ${viewport.width} px`, () => {
    test.use({ viewport });

    test("die Startseite zeigt die neuesten Anzeigen", async ({ page }) => {
      const newest = (
        (await (await page.request.get("/api/job-advertisements/newest")).json()) as {
          data: ApiJob[];
        }
      ).data;
      expect(newest.length).toBeGreaterThan(0);
      await open(page, "/");
      const section = page.getByRole("region", { name: "Neueste Jobs" });
      const cards = section.getByRole("article");
      await expect(cards).toHaveCount(newest.length);
      expect(await cardHrefs(cards)).toEqual(newest.map((job) => `/jobs/${job.id}`));
      await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(newest[0]!.title);
      await expect(section.getByRole("link", { name: "Alle Jobs ansehen" })).toHaveAttribute(
        "href",
        "/jobs",
      );
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, "/ mit neuesten Anzeigen");
    });

    test("Anzeigenseite: Eckdaten, Abschnitte, Bewerben per E-Mail oder Link", async ({ page }) => {
      // An ad that takes applications by mail or on the employer's site; the demo ads on
      // Wurzelwerk have the journey below.
      const job = await newestAdWith(
        page.request,
        (j) => filledDemoAd(j) && j.application_method !== "wurzelwerk",
      );
      expect(
        job,
        "eine vollständig ausgefüllte Anzeige mit Bewerbung per E-Mail oder Link",
      ).toBeDefined();
      await open(page, `/jobs/${job!.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job!.title);
      const facts = page.locator("dl").first();
      for (const term of ["Anstellungsart", "Start", "Arbeitsort", "Branchen"]) {
        await expect(facts.locator("dt", { hasText: term })).toBeVisible();
      }
      await expect(facts).toContainText(job!.working_time ?? "–");
      await expect(facts).toContainText(job!.location.location!);
      for (const heading of ["Über die Stelle", "Deine Aufgaben", "Dein Profil", "Wir bieten"]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(
        page.getByRole("heading", { level: 2, name: `Über ${job!.employer.name}` }),
      ).toBeVisible();
      // Applying by e-mail or on the employer's site; on a phone the button stays in reach.
      const apply = page.getByRole("link", { name: /^Jetzt bewerben/ }).filter({ visible: true });
      await expect(apply.first()).toBeVisible();
      const hrefs = await apply.evaluateAll((links) =>
        links.map((a) => a.getAttribute("href") ?? ""),
      );
      for (const href of hrefs) {
        expect(href).toMatch(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/);
      }
      // The first way is the ad's own: the employer's link, else its address.
      expect(hrefs[0]).toBe(
        job!.application_method === "url"
          ? job!.application_url
          : `mailto:${job!.application_email}?subject=${encodeURIComponent(`Bewerbung: ${job!.title}`)}`,
      );
      if (viewport === PHONE) {
        await expect(apply.last()).toBeInViewport();
        await expectNoHorizontalScroll(page);
      }
      await expectNoAxeViolations(page, `/jobs/${job!.id}`);
    });

    test("Anzeigenseite einer Demo-Anzeige mit Bewerbung über Wurzelwerk", async ({ page }) => {
      // About a third of the demo ads take applications with the form on their job page.
      const job = await newestAdWith(
        page.request,
        (j) => filledDemoAd(j) && j.application_method === "wurzelwerk",
      );
      expect(job, "eine Demo-Anzeige mit Bewerbung über Wurzelwerk").toBeDefined();
      expect([job!.application_email, job!.application_url]).toEqual([null, null]);
      await open(page, `/jobs/${job!.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(job!.title);
      // The ad's text invites to apply here; the page offers no mail or link to apply with.
      await expect(page.getByText(/„Jetzt bewerben“/)).toBeVisible();
      await expect(page.getByRole("link", { name: /bewerben/ })).toHaveCount(0);
      const buttons = page.getByRole("button", { name: "Jetzt bewerben" });
      // On a phone the bottom bar's button (the last one in the page's order) is in reach.
      const opener = viewport === PHONE ? buttons.last() : buttons.first();
      await expect(opener).toBeInViewport();
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Deine Bewerbung" });
      // The form's code loads on first use.
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toContainText(job!.title);
      await expect(dialog.getByRole("button", { name: "Bewerbung senden" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    test("Branchenseite Baumschule: Anzeigen der Branche, FAQ, Suche mit Branche", async ({
      page,
    }) => {
      const list = await apiList(page.request, "sector=baumschule&page=1&page_size=12");
      expect(list.total).toBeGreaterThan(PAGE_SIZE);
      await open(page, "/jobs-im-bereich/baumschule");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Jobs im Bereich Baumschule",
      );
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: `${list.total.toLocaleString("de-DE")} offene Stellen im Bereich Baumschule`,
        }),
      ).toBeVisible();
      const cards = jobCards(page);
      await expect(cards).toHaveCount(PAGE_SIZE);
      expect(await cardHrefs(cards)).toEqual(list.data.map((job) => `/jobs/${job.id}`));
      for (const job of list.data) {
        expect(job.sectors.map((s) => s.slug)).toContain("baumschule");
      }
      for (const text of await cards.allInnerTexts()) expect(text).toContain("Baumschule");
      await expect(page.getByRole("heading", { level: 2, name: "Häufige Fragen" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, "/jobs-im-bereich/baumschule");

      // "Jobs in meiner Nähe finden": the wizard, with the sector already chosen.
      await page.getByRole("button", { name: "Jobs in meiner Nähe finden" }).click();
      // (The dialog is named by its current question, so it is found by role alone.)
      const dialog = page.getByRole("dialog");
      await expect(dialog).toHaveAccessibleName("Welchen Job suchst du?");
      expect((await storedSearchFilter(page))?.sectors?.map((s) => s.name)).toEqual(["Baumschule"]);
      await dialog.locator("label", { hasText: /^Vollzeit/ }).click();
      await dialog.getByRole("button", { name: "Weiter" }).click();
      await dialog.locator("label", { hasText: /^1-3 Monate/ }).click();
      await dialog.getByRole("button", { name: "Weiter" }).click();
      await expect(dialog).toHaveAccessibleName("In welcher Branche möchtest du arbeiten?");
      await expect(dialog.getByRole("checkbox", { name: "Baumschule", exact: true })).toBeChecked();
      await expect(dialog.getByRole("checkbox", { checked: true })).toHaveCount(1);
      await expect(dialog.getByRole("button", { name: "Weiter" })).toBeEnabled();
    });
  });
}

test.describe("/jobs bei 1440 px", () => {
  test.use({ viewport: DESKTOP });

  test("ohne Filter die neuesten Anzeigen, „Mehr Jobs laden“ hängt zwölf weitere an", async ({
    page,
  }) => {
    const first = await apiList(page.request, `page=1&page_size=${PAGE_SIZE}`);
    const second = await apiList(page.request, `page=2&page_size=${PAGE_SIZE}`);
    await open(page, "/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Aktuelle Jobs in der grünen Branche",
    );
    const cards = jobCards(page);
    await expect(cards).toHaveCount(PAGE_SIZE);
    expect(await cardHrefs(cards)).toEqual(first.data.map((job) => `/jobs/${job.id}`));
    // Newest first.
    const published = first.data.map((job) => Date.parse(job.published_at));
    expect([...published].sort((a, b) => b - a)).toEqual(published);
    await expect(
      page.getByText(`12 von ${first.total.toLocaleString("de-DE")} Jobs angezeigt`),
    ).toBeVisible();

    await page.getByRole("button", { name: "Mehr Jobs laden" }).click();
    await expect(cards).toHaveCount(2 * PAGE_SIZE);
    const hrefs = await cardHrefs(cards);
    expectUnique(hrefs);
    expect(hrefs).toEqual([...first.data, ...second.data].map((job) => `/jobs/${job.id}`));
    await expect(
      page.getByText(`24 von ${first.total.toLocaleString("de-DE")} Jobs angezeigt`),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Mehr Jobs laden" })).toBeEnabled();
  });

  test("nach einer Suche hängt „Mehr Jobs laden“ weitere Ergebnisse an, nach Entfernung", async ({
    page,
  }) => {
    // Three pages, not more: 30 km around Meißen holds about 30 such demo ads.
    const filter = await wideSearchFilter(page, "Meißen", 30);
    const total = await searchTotal(page, filter);
    expect(total, "rund um Meißen gibt es mehr als zwei Seiten Demo-Anzeigen").toBeGreaterThan(
      2 * PAGE_SIZE,
    );
    expect(total).toBeLessThanOrEqual(3 * PAGE_SIZE);
    await presetSearchFilter(page, filter);
    await open(page, "/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${total} passende Jobs in deiner Nähe`,
    );
    const cards = jobCards(page);
    await expect(cards).toHaveCount(PAGE_SIZE);
    const more = page.getByRole("button", { name: "Mehr Jobs laden" });

    await more.click();
    await expect(cards).toHaveCount(2 * PAGE_SIZE);
    await expect(page.getByText(`24 von ${total} Jobs angezeigt`)).toBeVisible();
    await more.click();
    await expect(cards).toHaveCount(total);
    await expect(more).toHaveCount(0);
    await expect(page.getByText(`${total} von ${total} Jobs angezeigt`)).toBeVisible();

    expectUnique(await cardHrefs(cards));
    const distances = await cardDistances(cards);
    expectNonDecreasing(distances, "Entfernungen über alle Seiten");
    expect(Math.max(...distances)).toBeLessThanOrEqual(100);
    // Every card is a Vollzeit job.
    for (const text of await cards.allInnerTexts()) expect(text).toContain("Vollzeit");
  });

  test("von einem Ergebnis zur Anzeige und zurück zu den Ergebnissen", async ({ page }) => {
    const filter = await wideSearchFilter(page, "Berlin", 30);
    await presetSearchFilter(page, filter);
    await open(page, "/jobs");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^\d+ (passender Job|passende Jobs) in deiner Nähe$/);
    const resultsHeading = await heading.innerText();
    const cards = jobCards(page);
    const card = cards.nth(1);
    const title = await card.getByRole("heading", { level: 2 }).innerText();
    const href = (await cardHrefs(cards))[1]!;
    const stored = await storedSearchFilter(page);

    await card.getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("dl").first().locator("dt")).toContainText([
      "Anstellungsart",
      "Start",
      "Arbeitsort",
    ]);
    await expect(page.locator("dl").first()).toContainText("Vollzeit");

    await page.getByRole("link", { name: "← Zurück zu den Ergebnissen" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(heading).toHaveText(resultsHeading);
    await expect(cards.nth(1)).toContainText(title);
    expect(await storedSearchFilter(page)).toEqual(stored);
  });

  test("das erste HTML einer Anzeige hat Titel, Beschreibung, Canonical und JobPosting-JSON-LD", async ({
    page,
  }) => {
    const [listed] = (await apiList(page.request, "page=1&page_size=1")).data;
    const job = (
      (await (await page.request.get(`/api/job-advertisements/${listed!.id}`)).json()) as {
        data: ApiJobDetail;
      }
    ).data;
    const response = await page.request.get(`/jobs/${job.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();

    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(decodeHtml(title ?? "")).toContain(job.title);
    expect(decodeHtml(title ?? "")).toContain(job.employer.name);
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(description?.length ?? 0).toBeGreaterThan(30);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/jobs/${job.id}"`));
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);

    const posting = jsonLd(html).find((block) => block["@type"] === "JobPosting") as
      JobPosting | undefined;
    expect(posting, "JobPosting-JSON-LD im HTML").toBeDefined();
    expect(posting!["@context"]).toMatch(/^https:\/\/schema\.org\/?$/);
    expect(posting!.title).toBe(job.title);
    expect(Date.parse(posting!.datePosted)).toBe(Date.parse(job.published_at));
    expect(Date.parse(posting!.validThrough)).toBe(Date.parse(job.expires_at));
    expect(posting!.hiringOrganization).toMatchObject({
      "@type": "Organization",
      name: job.employer.name,
    });
    expect(posting!.jobLocation["@type"]).toBe("Place");
    expect(posting!.jobLocation.address["@type"]).toBe("PostalAddress");
    expect(posting!.jobLocation.address.addressLocality).toBe(job.location.location);
    expect(posting!.jobLocation.address.addressCountry).toBe("DE");
    const employment = ([] as string[]).concat(posting!.employmentType);
    expect(employment.length).toBeGreaterThan(0);
    for (const type of employment) {
      expect(["FULL_TIME", "PART_TIME", "TEMPORARY", "INTERN", "OTHER", "CONTRACTOR"]).toContain(
        type,
      );
    }
    expect(String(posting!.description).length).toBeGreaterThan(50);
    expect(posting!.directApply).toBe(job.application_method === "wurzelwerk");
  });

  test("JobPosting sagt directApply, wo die Demo-Anzeige die Bewerbung selbst annimmt", async ({
    page,
  }) => {
    const postingOf = async (id: number) =>
      jsonLd(await (await page.request.get(`/jobs/${id}`)).text()).find(
        (block) => block["@type"] === "JobPosting",
      ) as JobPosting | undefined;
    const here = await newestAdWith(page.request, (j) => j.application_method === "wurzelwerk");
    const elsewhere = await newestAdWith(
      page.request,
      (j) => j.application_method !== "wurzelwerk",
    );
    expect(here, "eine Anzeige mit Bewerbung über Wurzelwerk").toBeDefined();
    expect(elsewhere, "eine Anzeige mit Bewerbung per E-Mail oder Link").toBeDefined();
    expect((await postingOf(here!.id))?.directApply).toBe(true);
    expect((await postingOf(elsewhere!.id))?.directApply).toBe(false);
  });

  test("der Seitentitel nennt den Ort einmal, auch wenn der Stellentitel ihn schon enthält", async ({
    page,
  }) => {
    const listed = (await apiList(page.request, "page=1&page_size=50")).data;
    const named = listed.find(
      (j) => j.location.location && j.title.includes(` in ${j.location.location}`),
    );
    const plain = listed.find((j) => j.location.location && !j.title.includes(j.location.location));
    expect(named, "eine Anzeige, deren Titel den Ort nennt").toBeDefined();
    expect(plain, "eine Anzeige, deren Titel den Ort nicht nennt").toBeDefined();
    const titleOf = async (id: number) => {
      const html = await (await page.request.get(`/jobs/${id}`)).text();
      return decodeHtml(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    };
    expect(await titleOf(named!.id)).toBe(
      `${named!.title} bei ${named!.employer.name} | Wurzelwerk`,
    );
    expect(await titleOf(plain!.id)).toBe(
      `${plain!.title} in ${plain!.location.location} bei ${plain!.employer.name} | Wurzelwerk`,
    );
  });

  test("die Telefonnummer der Ansprechperson steht international formatiert schon im HTML", async ({
    page,
  }) => {
    // Formatted by the page's loader on the server; the browser loads no libphonenumber.
    const job = await newestAdWith(page.request, (j) => j.contact_phone !== null);
    expect(job, "eine Anzeige mit Telefonnummer").toBeDefined();
    const shown = formatPhone(job!.contact_phone!);
    expect(shown).toMatch(/^\+49 /);
    const html = await (await page.request.get(`/jobs/${job!.id}`)).text();
    expect(html).toContain(`>${shown}</a>`);

    await open(page, `/jobs/${job!.id}`);
    const link = page.getByRole("link", { name: shown, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", `tel:${job!.contact_phone!.replace(/[^+\d]/g, "")}`);
  });

  test("das erste HTML einer Branchenseite hat Titel, Canonical und FAQ-JSON-LD", async ({
    page,
  }) => {
    const response = await page.request.get("/jobs-im-bereich/baumschule");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Jobs im Bereich Baumschule[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html).toMatch(
      /<link rel="canonical" href="https?:\/\/[^"]+\/jobs-im-bereich\/baumschule"/,
    );
    const faq = jsonLd(html).find((block) => block["@type"] === "FAQPage") as
      | { mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[] }
      | undefined;
    expect(faq, "FAQPage-JSON-LD im HTML").toBeDefined();
    expect(faq!.mainEntity.length).toBeGreaterThan(0);
    for (const question of faq!.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.name.length).toBeGreaterThan(5);
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(5);
    }
    // The questions are on the page itself, too.
    expect(decodeHtml(html)).toContain(faq!.mainEntity[0]!.name);
    // The head names the sector's Atom feed (ADR 059), which answers as Atom.
    const feedLink = /<link[^>]*type="application\/atom\+xml"[^>]*>/.exec(html)?.[0];
    expect(feedLink, "Atom-Feed im Kopf der Seite").toBeDefined();
    expect(feedLink).toContain('rel="alternate"');
    expect(feedLink).toContain('title="Jobs im Bereich Baumschule"');
    const href = /href="([^"]+)"/.exec(feedLink!)![1]!;
    expect(href).toMatch(/^https?:\/\/[^/]+\/feeds\/jobs-im-bereich\/baumschule\.atom$/);
    const feed = await page.request.get(new URL(href).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(await feed.text()).toContain("<title>Jobs im Bereich Baumschule");
  });

  test("eine unbekannte Anzeige antwortet mit 404", async ({ page, browserErrors }) => {
    browserErrors.allow(
      /Failed to load resource: the server responded with a status of 404/,
      "Die Seite antwortet absichtlich mit HTTP 404; Chromium meldet das für das Dokument in der Konsole.",
    );
    await open(page, "/jobs/999999", 404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite gibt es nicht");
    await expect(page.getByRole("link", { name: /Jetzt bewerben/ })).toHaveCount(0);
  });
});
