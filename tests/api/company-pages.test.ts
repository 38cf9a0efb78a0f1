import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employers, employerSlugs } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { createSearchEngine } from "#server/modules/search/engine.ts";
import { createWebServices } from "#server/web-services.ts";
import type { CompanyLookup, WebServices } from "#shared/load-context.ts";
import { RESERVED_PAGE_PATHS } from "#shared/schemas/admin-content.ts";
import { createAccount, createMember } from "#tests/support/accounts.ts";
import { createTestApp, TEST_APP_URL, type TestApp } from "#tests/support/app.ts";
import { renameEmployer } from "#tests/support/employer-profile.ts";
import { createEmployer, createJob } from "#tests/support/factories.ts";
import { sitemapText } from "#tests/support/sitemap.ts";

// The public company page /unternehmen/{slug} (ADR 057): the slug the database gives from the
// name (migration 0020), its numbers on a collision, the reserved words, a rename's 301, the
// page's data from the loader's service, and the sitemap's entries.

let t: TestApp;
let services: WebServices;

beforeAll(async () => {
  t = await createTestApp();
  services = createWebServices(
    {
      db: t.db,
      database: t.database,
      config: t.config,
      search: createSearchEngine(t.db, { syncIntervalMs: 0 }),
    } as unknown as Deps,
    { cookies: {} } as unknown as FastifyRequest,
  );
});
afterAll(() => t?.close());

const slugOf = async (name: string) => (await createEmployer(t.db, name)).slug;
const page = (slug: string) => services.companyPage(slug);
function company(found: CompanyLookup) {
  expect(found.status).toBe(200);
  if (found.status !== 200) throw new Error("no page");
  return found.company;
}

describe("the slug of a company page", () => {
  it("is the name in lower case with umlauts spelt out, accents dropped and hyphens between", async () => {
    expect(await slugOf("Gärtnerei Müller & Söhne GmbH")).toBe("gaertnerei-mueller-soehne-gmbh");
    expect(await slugOf("GÄRTNEREI ÖSTERLE ÜBERM BERG")).toBe("gaertnerei-oesterle-ueberm-berg");
    expect(await slugOf("Baumschule Weiß – Großhandel")).toBe("baumschule-weiss-grosshandel");
    expect(await slugOf("  Éclair Café Ørsted Łódź  ")).toBe("eclair-cafe-orsted-lodz");
    expect(await slugOf('<script>alert("x")</script> Hof')).toBe("script-alert-x-script-hof");
    // No letter or digit at all: a neutral word, never an empty address.
    expect(await slugOf("!!! ???")).toBe("firma");
    expect(await slugOf("Садиба")).toBe("firma-2");
    // At most 70 characters, cut after a whole word (a single long word is cut where it must be).
    const long = await slugOf(`Obstbau ${"sehr ".repeat(40)}langer Name`);
    expect(long).toBe(`obstbau${"-sehr".repeat(12)}`);
    expect(await slugOf("x".repeat(90))).toBe("x".repeat(70));
  });

  it("takes the next number when the name's slug is taken", async () => {
    const name = "Hofgut Sonnenberg";
    expect(await slugOf(name)).toBe("hofgut-sonnenberg");
    expect(await slugOf(name)).toBe("hofgut-sonnenberg-2");
    expect(await slugOf("Hofgut Sonnenberg!")).toBe("hofgut-sonnenberg-3");
    // A number in the name is part of the name, not a counter that is skipped.
    expect(await slugOf("Hofgut Sonnenberg 7")).toBe("hofgut-sonnenberg-7");
    expect(await slugOf(name)).toBe("hofgut-sonnenberg-8");
    // Several rows of one statement (the demo seed's batches) see each other's slugs.
    const batch = await t.db
      .insert(employers)
      .values([{ name: "Gutshof Linde" }, { name: "Gutshof Linde" }, { name: "Gutshof  Linde" }])
      .returning({ slug: employers.slug });
    expect(batch.map((row) => row.slug)).toEqual([
      "gutshof-linde",
      "gutshof-linde-2",
      "gutshof-linde-3",
    ]);
    // An employer that never published and whose address nobody confirmed has no page yet.
    expect(await page("gutshof-linde-3")).toEqual({ status: 404 });
  });

  it("is public once the employer published an ad or confirmed an address, not on signing up", async () => {
    const squatter = await createEmployer(t.db, "Bundesgartenschau Offiziell");
    expect(await page(squatter.slug!)).toEqual({ status: 404 });
    const confirmed = await createEmployer(t.db, "Hofladen Morgentau");
    await createMember(t.db, confirmed.id);
    expect(company(await page(confirmed.slug!)).name).toBe("Hofladen Morgentau");
    const published = await createEmployer(t.db, "Gärtnerei Abendrot");
    await createJob(t.db, { employerId: published.id });
    expect(company(await page(published.slug!)).name).toBe("Gärtnerei Abendrot");
  });

  it("is never one of the site's own path segments", async () => {
    for (const reserved of RESERVED_PAGE_PATHS) {
      const slug = await slugOf(reserved);
      expect(slug, reserved).not.toBe(reserved);
      expect(slug, reserved).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expect(await slugOf("Dashboard")).toMatch(/^dashboard-\d+$/);
    expect(await slugOf("Unternehmen")).toMatch(/^unternehmen-\d+$/);
    expect((await page("dashboard")).status).toBe(404);
  });

  it("gives registrations of one name at the same moment an account and a slug each", async () => {
    const password = "Wurzel-Kraut-Sieben7";
    const company = `Gleichzeitig Gärtnerei ${Date.now().toString(36)}`;
    const emails = [1, 2, 3].map((n) => `gleichzeitig.${n}.${Date.now().toString(36)}@example.org`);
    const answers = await Promise.all(
      emails.map((email, n) =>
        t.api({
          method: "POST",
          url: "/register",
          remoteAddress: `10.57.0.${n + 1}`,
          payload: {
            company_name: company,
            name: "Jana Gärtner",
            email,
            password,
            password_confirmation: password,
            terms: true,
          },
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(answers[0]!.statusCode);
    const rows = await t.db
      .select({ email: employers.email, slug: employers.slug })
      .from(employers)
      .where(eq(employers.name, company));
    expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
    const base = rows.map((row) => row.slug!).sort();
    expect(new Set(base).size).toBe(3);
    expect(base[0]).toMatch(/^gleichzeitig-gaertnerei-[a-z0-9]+$/);
    expect(base.slice(1)).toEqual([`${base[0]}-2`, `${base[0]}-3`]);
  });

  it("follows a rename: the old slug answers the new one, a rename back takes the old one again", async () => {
    const a = await createAccount(t.db, { company: "Staudengärtnerei Lindner" });
    const rename = (name: string) => renameEmployer(t, a, name);
    expect(company(await page("staudengaertnerei-lindner")).id).toBe(a.employerId);
    // A save that keeps the name keeps the address.
    expect(await rename("Staudengärtnerei Lindner")).toBe("staudengaertnerei-lindner");
    expect(await rename("Lindner Stauden & Gehölze")).toBe("lindner-stauden-gehoelze");
    expect(await page("staudengaertnerei-lindner")).toEqual({
      status: 301,
      slug: "lindner-stauden-gehoelze",
    });
    expect(company(await page("lindner-stauden-gehoelze")).name).toBe("Lindner Stauden & Gehölze");
    // The old address stays theirs: another company of that name gets a number.
    expect(await slugOf("Staudengärtnerei Lindner")).toBe("staudengaertnerei-lindner-2");
    expect(await rename("Staudengärtnerei Lindner")).toBe("staudengaertnerei-lindner");
    expect(await page("lindner-stauden-gehoelze")).toEqual({
      status: 301,
      slug: "staudengaertnerei-lindner",
    });
    // What the dashboard shows.
    const profile = await t.api({
      method: "GET",
      url: `/api/employers/${a.employerId}`,
      cookies: a.cookies,
    });
    expect((profile.json() as { data: { slug: string } }).data.slug).toBe(
      "staudengaertnerei-lindner",
    );
  });

  it("keeps the five slugs given last as redirects; older ones are free again", async () => {
    const a = await createAccount(t.db, { company: "Obsthof Kappes 0" });
    const rename = (name: string) => renameEmployer(t, a, name);
    const ownSlugs = async () =>
      (
        await t.db
          .select({ slug: employerSlugs.slug })
          .from(employerSlugs)
          .where(eq(employerSlugs.employer_id, a.employerId))
      )
        .map((row) => row.slug)
        .sort();
    for (const n of [1, 2, 3, 4, 5]) await rename(`Obsthof Kappes ${n}`);
    // Five old ones and the current one: nothing freed yet; a save without a rename frees none.
    await rename("Obsthof Kappes 5");
    expect(await ownSlugs()).toEqual([0, 1, 2, 3, 4, 5].map((n) => `obsthof-kappes-${n}`));

    // A rename back takes its old slug again and counts it as given last.
    await rename("Obsthof Kappes 0");
    await rename("Obsthof Kappes 6");
    expect(await ownSlugs()).toEqual([0, 2, 3, 4, 5, 6].map((n) => `obsthof-kappes-${n}`));
    expect(await page("obsthof-kappes-1")).toEqual({ status: 404 });
    expect(await page("obsthof-kappes-2")).toEqual({ status: 301, slug: "obsthof-kappes-6" });
    expect(await page("obsthof-kappes-0")).toEqual({ status: 301, slug: "obsthof-kappes-6" });
    // The freed address is any company's again, without a number.
    expect(await slugOf("Obsthof Kappes 1")).toBe("obsthof-kappes-1");
  });

  it("is gone with a deleted account, and its name is free again", async () => {
    const employer = await createEmployer(t.db, "Gemüsehof Abschied");
    expect(employer.slug).toBe("gemuesehof-abschied");
    await t.db
      .update(employers)
      .set({ name: "Gelöschtes Konto", deleted_at: new Date() })
      .where(eq(employers.id, employer.id));
    const [row] = await t.db.select().from(employers).where(eq(employers.id, employer.id));
    expect(row!.slug).toBeNull();
    const left = await t.db
      .select()
      .from(employerSlugs)
      .where(eq(employerSlugs.employer_id, employer.id));
    expect(left).toEqual([]);
    expect((await page("gemuesehof-abschied")).status).toBe(404);
    expect(await slugOf("Gemüsehof Abschied")).toBe("gemuesehof-abschied");
  });
});

describe("the company page's data", () => {
  it("answers 404 for an unknown or malformed slug", async () => {
    for (const slug of [
      "gibt-es-nicht",
      "Gaertnerei",
      "a--b",
      "-a",
      "a-",
      "a/b",
      "../etc",
      "x".repeat(81),
      "",
      "gärtnerei",
    ]) {
      expect(await page(slug), slug).toEqual({ status: 404 });
    }
    // Text PostgreSQL cannot store is the NotFound page before any query (web-services.ts).
    const thrown = await Promise.resolve()
      .then(() => page("a\u0000b"))
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("shows the profile, its sectors and the live ads as cards with their places, newest first", async () => {
    const employer = await createEmployer(t.db, "Obsthof Kernig");
    // A confirmed account: the page exists before the first ad.
    await createMember(t.db, employer.id);
    await t.db
      .update(employers)
      .set({ description: "Äpfel seit 1890.\nBirnen auch.", website: "https://kernig.example" })
      .where(eq(employers.id, employer.id));
    const empty = company(await page("obsthof-kernig"));
    // Without a live ad the page exists (noindex, ADR 057) and says so with the count.
    expect(empty).toMatchObject({
      name: "Obsthof Kernig",
      slug: "obsthof-kernig",
      description: "Äpfel seit 1890.\nBirnen auch.",
      website: "https://kernig.example",
      logo: null,
      total: 0,
      jobs: [],
      places: [],
    });
    const older = await createJob(t.db, {
      employerId: employer.id,
      title: "Erntehelfer (m/w/d)",
      location: "Lindau",
      publishedAt: new Date(Date.now() - 7200_000),
      sectorSlugs: ["landwirtschaft"],
    });
    const newer = await createJob(t.db, {
      employerId: employer.id,
      title: "Obstbaumpfleger (m/w/d)",
      location: "Bad Schussenried",
    });
    // Neither a draft nor an ended nor an expired ad is on the page.
    await createJob(t.db, { employerId: employer.id, status: "draft" });
    await createJob(t.db, { employerId: employer.id, status: "terminated", location: "Ulm" });
    await createJob(t.db, {
      employerId: employer.id,
      location: "Ulm",
      expiresAt: new Date(Date.now() - 1000),
    });
    const live = company(await page("obsthof-kernig"));
    expect(live.total).toBe(2);
    expect(live.jobs.map((j) => j.id)).toEqual([newer.id, older.id]);
    expect(live.jobs[0]).toMatchObject({
      title: "Obstbaumpfleger (m/w/d)",
      employer: { id: employer.id, name: "Obsthof Kernig", slug: "obsthof-kernig" },
    });
    expect(live.places).toEqual(["Bad Schussenried", "Lindau"]);
  });

  it("links every ad's card and detail to the page", async () => {
    const employer = await createEmployer(t.db, "Waldbaumschule Fichtner");
    const job = await createJob(t.db, { employerId: employer.id });
    const detail = await t.api({ method: "GET", url: `/api/job-advertisements/${job.id}` });
    expect(detail.json().data.employer.slug).toBe("waldbaumschule-fichtner");
    const newest = await t.api({ method: "GET", url: "/api/job-advertisements/newest" });
    const cards = newest.json().data as { id: number; employer: { slug: string } }[];
    expect(cards.find((card) => card.id === job.id)?.employer.slug).toBe("waldbaumschule-fichtner");
  });
});

describe("company pages in the sitemap", () => {
  it("lists a company with a live ad in the German sitemap only, without one not at all", async () => {
    const withAd = await createEmployer(t.db, "Gartenbau Sitemapper");
    await createJob(t.db, { employerId: withAd.id });
    const withoutAd = await createEmployer(t.db, "Gartenbau Ohneanzeige");
    await createJob(t.db, { employerId: withoutAd.id, status: "draft" });
    const text = await sitemapText(t);
    const entry = text
      .split("\n")
      .filter((line) => line.includes("/unternehmen/gartenbau-sitemapper<"));
    expect(entry).toHaveLength(1);
    expect(entry[0]).toContain(`<loc>${TEST_APP_URL}/unternehmen/gartenbau-sitemapper</loc>`);
    expect(entry[0]).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod><\/url>$/);
    // German only: no language versions, no alternates.
    expect(entry[0]).not.toContain("hreflang");
    expect(text).not.toContain("/pl/unternehmen/");
    expect(text).not.toContain("/unternehmen/gartenbau-ohneanzeige");
    const german = await t.api({ method: "GET", url: "/sitemaps/de-1.xml" });
    expect(german.body).toContain("/unternehmen/gartenbau-sitemapper</loc>");
  });
});
