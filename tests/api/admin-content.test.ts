import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, orders, pages, plans, searchRecords, sectors } from "#server/db/schema.ts";
import { createAccount, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createEmployer, createJob } from "#tests/support/factories.ts";
import { employerSectors } from "#server/db/schema.ts";
import { todayIso } from "#shared/format.ts";
import { sitemapText } from "#tests/support/sitemap.ts";

// Staff content management: CRUD of sectors, content pages, FAQ, blog posts and plans
// under /api/admin/…, the refusals (422 field errors, 404, 409, 401, 403) and that every change
// shows on the public site at once.

let t: TestApp;
let staff: TestAccount;
let employer: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createAccount(t.db, { admin: true });
  employer = await createAccount(t.db);
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, who: TestAccount | null, payload?: unknown) =>
  t.api({
    method,
    url,
    cookies: who?.cookies ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const asStaff = (method: Method, url: string, payload?: unknown) =>
  call(method, url, staff, payload);
const pub = (url: string) => t.api({ method: "GET", url });

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Date.now().toString(36)}`;

const sectorBody = (slug = unique("branche"), name = `Branche ${slug}`) => ({
  slug,
  name: { de: name },
  intro: { de: "Hier findest du Jobs in dieser Branche." },
});
const pageBody = (slug = unique("seite")) => ({
  slug,
  name: { de: "Ratgeber Bewerbung" },
  meta_title: { de: "Ratgeber Bewerbung | Wurzelwerk" },
  meta_description: { de: "Tipps für deine Bewerbung in der grünen Branche." },
  intro: { de: "So gelingt die Bewerbung." },
  content: { de: "<h2>Unterlagen</h2><p>Lebenslauf und <a href='/kontakt'>Kontakt</a>.</p>" },
});
const faqBody = () => ({
  audience: "seeker",
  question: { de: `Wie finde ich Saisonarbeit ${++counter}?` },
  answer: { de: "<p>Wähle <strong>Saisonarbeit</strong> im Filter.</p>" },
  position: 50,
});
const postBody = (slug = unique("beitrag"), published_at: string | null = todayIso()) => ({
  slug,
  title: { de: "Erntezeit im Obstbau" },
  excerpt: { de: "Was Saisonkräfte über die Apfelernte wissen sollten." },
  content: { de: "<h2>Vorbereitung</h2><p>Gute Schuhe und Sonnenschutz.</p>" },
  meta_title: { de: "" },
  meta_description: { de: "" },
  author: "Team Wurzelwerk",
  published_at,
});
const planBody = (slug = unique("tarif")) => ({
  slug,
  name: "Saison",
  description: "Für die Erntezeit.",
  ad_count: 3,
  duration_days: 45,
  highlighted: false,
  validity_months: 6,
  features: ["3 Anzeigen", "je 45 Tage online"],
  price_net: 39900,
  active: true,
  sort: 5,
});

async function trail(type: string, id: number) {
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subject_type, type), eq(auditEvents.subject_id, id)))
    .orderBy(auditEvents.id);
}

describe("authorization", () => {
  it("answers 401 logged out and 403 to employers on every content route, changing nothing", async () => {
    const [sector] = await t.db.select().from(sectors).limit(1);
    const bodies: Record<string, unknown> = {
      sectors: sectorBody(),
      pages: pageBody(),
      faqs: faqBody(),
      "blog-posts": postBody(),
      plans: planBody(),
    };
    // Every content route the API documents, so a route added later is walked too.
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const walked: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      const kind = path.split("/")[3]!;
      if (!path.startsWith("/api/admin/") || !(kind in bodies)) continue;
      const url = path.replace("{id}", String(kind === "sectors" ? sector!.id : 1));
      for (const method of Object.keys(methods)) {
        const upper = method.toUpperCase() as Method;
        const payload = upper === "POST" || upper === "PUT" ? bodies[kind] : undefined;
        const anonymous = await call(upper, url, null, payload);
        expect(anonymous.statusCode, `${upper} ${url}`).toBe(401);
        expect(anonymous.json().message).toBe("Sie sind nicht angemeldet.");
        const asEmployer = await call(upper, url, employer, payload);
        expect(asEmployer.statusCode, `${upper} ${url}`).toBe(403);
        expect(asEmployer.json().message).toBe("Dieser Bereich ist nur für das Wurzelwerk-Team.");
        walked.push(`${upper} ${path}`);
      }
    }
    expect(walked).toHaveLength(25);
    const [still] = await t.db.select().from(sectors).where(eq(sectors.id, sector!.id));
    expect(still).toEqual(sector);
    expect(
      (await t.db.select().from(auditEvents).where(eq(auditEvents.subject_type, "sector"))).length,
    ).toBe(0);
  });

  it("refuses staff while they impersonate an employer", async () => {
    const member = await createAccount(t.db, { admin: true });
    const target = await createAccount(t.db);
    const started = await call("POST", `/api/admin/users/${target.userId}/impersonate`, member, {});
    expect(started.statusCode).toBe(200);
    expect((await call("GET", "/api/admin/sectors", member)).statusCode).toBe(403);
  });
});

describe("sectors", () => {
  it("creates, renames and deletes a sector, shown at once in /api/sectors and the sitemap, audited", async () => {
    const slug = unique("obstbau");
    const created = await asStaff("POST", "/api/admin/sectors", sectorBody(slug, "Obstbau"));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: "Die Branche wurde angelegt.",
      data: { slug, name: { de: "Obstbau" }, job_count: 0, employer_count: 0 },
    });
    const id = created.json().data.id as number;
    const listed = (await pub("/api/sectors")).json().data;
    expect(listed).toContainEqual({ id, slug, name: { de: "Obstbau" } });
    // The navigation every page carries (kept per process, dropped by the change feed).
    expect((await pub("/api/meta")).json().data.sectors).toContainEqual({
      id,
      slug,
      name: { de: "Obstbau" },
    });
    expect(await sitemapText(t)).toContain(`/jobs-im-bereich/${slug}`);
    expect((await pub("/sitemap.xml")).headers["cache-control"]).toBe("public, no-cache");

    const renamed = await asStaff("PUT", `/api/admin/sectors/${id}`, {
      ...sectorBody(`${slug}-neu`, "Obst- und Gemüsebau"),
      name: { de: "Obst- und Gemüsebau", en: "Fruit and vegetables" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await pub("/api/sectors")).json().data).toContainEqual({
      id,
      slug: `${slug}-neu`,
      name: { de: "Obst- und Gemüsebau", en: "Fruit and vegetables" },
    });
    expect((await pub("/api/meta")).json().data.sectors).toContainEqual({
      id,
      slug: `${slug}-neu`,
      name: { de: "Obst- und Gemüsebau", en: "Fruit and vegetables" },
    });
    const sitemap = await sitemapText(t);
    expect(sitemap).toContain(`/jobs-im-bereich/${slug}-neu`);
    expect(sitemap).not.toContain(`/jobs-im-bereich/${slug}<`);

    // An English text left out of an update is kept.
    const again = await asStaff(
      "PUT",
      `/api/admin/sectors/${id}`,
      sectorBody(`${slug}-neu`, "Obst- und Gemüsebau"),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.name).toEqual({
      de: "Obst- und Gemüsebau",
      en: "Fruit and vegetables",
    });

    const shown = await asStaff("GET", `/api/admin/sectors/${id}`);
    expect(shown.json().data.intro.de).toBe("Hier findest du Jobs in dieser Branche.");

    const deleted = await asStaff("DELETE", `/api/admin/sectors/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe("Die Branche „Obst- und Gemüsebau“ wurde gelöscht.");
    expect((await pub("/api/sectors")).json().data.map((s: { id: number }) => s.id)).not.toContain(
      id,
    );
    expect((await asStaff("GET", `/api/admin/sectors/${id}`)).statusCode).toBe(404);

    const entries = await trail("sector", id);
    expect(entries.map((e) => [e.action, e.actor_user_id, e.employer_id])).toEqual([
      ["sector.created", staff.userId, null],
      ["sector.updated", staff.userId, null],
      ["sector.deleted", staff.userId, null],
    ]);
    expect(entries[1]!.changes).toMatchObject({ slug: [slug, `${slug}-neu`] });
  });

  it("lets the radius search find ads in a new sector and show its new name on the result cards", async () => {
    const slug = unique("forst");
    const created = await asStaff(
      "POST",
      "/api/admin/sectors",
      sectorBody(slug, "Forstwirtschaft"),
    );
    const id = created.json().data.id as number;
    const job = await createJob(t.db, { sectorSlugs: [slug], latitude: 48.4, longitude: 11.7 });
    const query = {
      sectors: [id],
      working_time: "Vollzeit",
      job_available_at: "1_to_3_months",
      latitude: 48.4,
      longitude: 11.7,
      geo_radius: 30,
    };
    const found = await t.api({
      method: "POST",
      url: "/api/job-advertisements/search",
      payload: query,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((j: { id: number }) => j.id)).toContain(job.id);
    const card = found.json().data.find((j: { id: number }) => j.id === job.id);
    expect(JSON.stringify(card)).toContain("Forstwirtschaft");

    // A rename reaches the cached result cards of the search at once.
    await asStaff("PUT", `/api/admin/sectors/${id}`, sectorBody(slug, "Forst und Wald"));
    const after = await t.api({
      method: "POST",
      url: "/api/job-advertisements/search",
      payload: query,
    });
    const renamedCard = after.json().data.find((j: { id: number }) => j.id === job.id);
    expect(JSON.stringify(renamedCard)).toContain("Forst und Wald");
    expect(JSON.stringify(renamedCard)).not.toContain("Forstwirtschaft");
  });

  it("refuses to delete a sector in use (409, German reason) but allows renaming it", async () => {
    const slug = unique("zierpflanzen");
    const id = (
      await asStaff("POST", "/api/admin/sectors", sectorBody(slug, "Zierpflanzenbau"))
    ).json().data.id as number;
    await createJob(t.db, { sectorSlugs: [slug] });
    const company = await createEmployer(t.db);
    await t.db.insert(employerSectors).values({ employer_id: company.id, sector_id: id });
    await t.db.insert(searchRecords).values({
      sector_ids: [id],
      working_time: "Vollzeit",
      job_available_at: "now",
      latitude: 48.4,
      longitude: 11.7,
      radius_km: 30,
      results: 1,
    });

    const refused = await asStaff("DELETE", `/api/admin/sectors/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Die Branche „Zierpflanzenbau“ wird noch in 1 Anzeige, 1 Unternehmensprofil, 1 gespeicherten Suche verwendet und kann nicht gelöscht werden. Sie können sie aber umbenennen.",
    );
    expect((await asStaff("GET", `/api/admin/sectors/${id}`)).json().data).toMatchObject({
      job_count: 1,
      employer_count: 1,
    });
    const renamed = await asStaff(
      "PUT",
      `/api/admin/sectors/${id}`,
      sectorBody(slug, "Zierpflanzen"),
    );
    expect(renamed.statusCode).toBe(200);
  });

  it("answers bad input with German field errors and changes nothing", async () => {
    const [existing] = await t.db.select().from(sectors).where(eq(sectors.slug, "baumschule"));
    const cases: [unknown, string, string][] = [
      [
        { ...sectorBody(), slug: "Große Bäume" },
        "slug",
        "Nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche (z. B. obst-und-gemuesebau).",
      ],
      [
        { ...sectorBody(), slug: "a--b" },
        "slug",
        "Nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche (z. B. obst-und-gemuesebau).",
      ],
      [{ ...sectorBody(), slug: "" }, "slug", "Bitte einen Kurznamen für die Adresse angeben."],
      [
        { ...sectorBody(), slug: "baumschule" },
        "slug",
        "Diesen Kurznamen hat schon eine andere Branche.",
      ],
      [{ ...sectorBody(), name: { de: "  " } }, "name.de", "Bitte den Namen auf Deutsch angeben."],
      [
        { ...sectorBody(), name: { en: "Forestry" } },
        "name.de",
        "Bitte den Namen auf Deutsch angeben.",
      ],
      [{ ...sectorBody(), name: "Forst" }, "name", "Bitte den Namen angeben."],
      [
        { ...sectorBody(), name: { de: "x".repeat(81) } },
        "name.de",
        "Der Name darf höchstens 80 Zeichen lang sein.",
      ],
      [{ ...sectorBody(), color: "grün" }, "_", "Unbekanntes Feld: color."],
    ];
    for (const [body, field, message] of cases) {
      const res = await asStaff("POST", "/api/admin/sectors", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(body)).toContain(field);
      expect(errors[field], JSON.stringify(body)).toContain(message);
    }
    // Someone else's slug on update.
    const own = (await asStaff("POST", "/api/admin/sectors", sectorBody())).json().data;
    const taken = await asStaff("PUT", `/api/admin/sectors/${own.id}`, sectorBody("baumschule"));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(["Diesen Kurznamen hat schon eine andere Branche."]);
    const [unchanged] = await t.db.select().from(sectors).where(eq(sectors.slug, "baumschule"));
    expect(unchanged).toEqual(existing);

    expect((await asStaff("PUT", "/api/admin/sectors/999999", sectorBody())).statusCode).toBe(404);
    expect((await asStaff("DELETE", "/api/admin/sectors/999999")).statusCode).toBe(404);
    expect((await asStaff("GET", "/api/admin/sectors/abc")).statusCode).toBe(422);
    expect((await asStaff("GET", "/api/admin/sectors/99999999999")).statusCode).toBe(422);
  });

  it("allows at most 64 sectors (the search keeps them as a 64-bit mask)", async () => {
    const existing = (await t.db.select().from(sectors)).length;
    await t.db.insert(sectors).values(
      Array.from({ length: 64 - existing }, (_, i) => ({
        slug: unique(`fuell-${i}`),
        name: { de: `Füllbranche ${i}` },
      })),
    );
    const refused = await asStaff("POST", "/api/admin/sectors", sectorBody());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.name[0]).toMatch(/^Es sind höchstens 64 Branchen möglich/);
    const list = await asStaff("GET", "/api/admin/sectors?page=3");
    expect(list.json()).toMatchObject({ total: 64, per_page: 25, current_page: 3, last_page: 3 });
    expect(list.json().data).toHaveLength(14);
    // Room again for the other tests.
    await t.db.delete(sectors).where(eq(sectors.name, { de: "Füllbranche 0" }));
  });
});

describe("translations of staff texts (ADR 051)", () => {
  it("stores a sector's name and intro in every seeker language, keeps left-out ones, removes emptied ones", async () => {
    const slug = unique("saison");
    const created = await asStaff("POST", "/api/admin/sectors", {
      slug,
      name: {
        de: "Saisonarbeit Obst",
        en: "Seasonal fruit work",
        pl: "Praca sezonowa przy owocach",
        ro: "Muncă sezonieră la fructe",
        uk: "Сезонна робота з фруктами",
      },
      intro: { de: "Erntehilfe im Obstbau.", pl: "Pomoc przy zbiorach owoców." },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await pub("/api/sectors")).json().data).toContainEqual({
      id,
      slug,
      name: {
        de: "Saisonarbeit Obst",
        en: "Seasonal fruit work",
        pl: "Praca sezonowa przy owocach",
        ro: "Muncă sezonieră la fructe",
        uk: "Сезонна робота з фруктами",
      },
    });

    // Polish left out: kept; Romanian emptied: removed; Ukrainian changed.
    const edited = await asStaff("PUT", `/api/admin/sectors/${id}`, {
      slug,
      name: {
        de: "Saisonarbeit Obst",
        en: "Seasonal fruit work",
        ro: "",
        uk: "Сезонна робота в садах",
      },
      intro: { de: "Erntehilfe im Obstbau." },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.name).toEqual({
      de: "Saisonarbeit Obst",
      en: "Seasonal fruit work",
      pl: "Praca sezonowa przy owocach",
      uk: "Сезонна робота в садах",
    });
    expect(edited.json().data.intro).toEqual({
      de: "Erntehilfe im Obstbau.",
      pl: "Pomoc przy zbiorach owoców.",
    });
    expect((await asStaff("DELETE", `/api/admin/sectors/${id}`)).statusCode).toBe(200);
  });

  it("refuses a too long or control-character translation and an unknown language, changing nothing", async () => {
    const slug = unique("baum");
    const created = await asStaff("POST", "/api/admin/sectors", sectorBody(slug, "Baumpflege"));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const before = await t.db.select().from(sectors).where(eq(sectors.id, id));

    const long = await asStaff("PUT", `/api/admin/sectors/${id}`, {
      ...sectorBody(slug, "Baumpflege"),
      name: { de: "Baumpflege", pl: "x".repeat(1_000) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors["name.pl"]).toEqual([
      "Der Name (Polnisch) darf höchstens 80 Zeichen lang sein.",
    ]);

    const control = await asStaff("PUT", `/api/admin/sectors/${id}`, {
      ...sectorBody(slug, "Baumpflege"),
      name: { de: "Baumpflege", uk: "Догляд\u0007" },
    });
    expect(control.statusCode).toBe(422);
    expect(control.json().errors["name.uk"]).toEqual([
      "Der Name (Ukrainisch) enthält unzulässige Zeichen.",
    ]);

    const unknown = await asStaff("PUT", `/api/admin/sectors/${id}`, {
      ...sectorBody(slug, "Baumpflege"),
      name: { de: "Baumpflege", fr: "Élagage" },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.name).toEqual([
      "Texte gibt es nur auf Deutsch (de), Englisch (en), Polnisch (pl), Rumänisch (ro) und Ukrainisch (uk), nicht: fr.",
    ]);
    expect(await t.db.select().from(sectors).where(eq(sectors.id, id))).toEqual(before);
    expect((await asStaff("DELETE", `/api/admin/sectors/${id}`)).statusCode).toBe(200);
  });

  it("sanitises a page body in every language", async () => {
    const body = pageBody();
    const created = await asStaff("POST", "/api/admin/pages", {
      ...body,
      content: {
        ...body.content,
        ro: "<p>Bun venit</p><script>alert(1)</script><img src=x onerror=alert(1)>",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ro = created.json().data.content.ro as string;
    expect(ro).toContain("<p>Bun venit</p>");
    expect(ro).not.toMatch(/script|onerror/);
  });
});

describe("content pages", () => {
  it("creates a page that resolves publicly at its slug with meta data and sanitised body", async () => {
    const slug = `ratgeber/${unique("bewerbung")}`;
    const body = pageBody(slug);
    body.content.de =
      '<h1>Titel</h1><h2>Unterlagen</h2><p onclick="x()">Lebenslauf<script>alert(1)</script> und <a href="/kontakt">Kontakt</a>, <a href="https://www.example.de">extern</a>, <a href="javascript:alert(1)">böse</a>.</p><blockquote>Zitat</blockquote>';
    const created = await asStaff("POST", "/api/admin/pages", body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ slug, type: "Contentpage", protected: false });
    expect(created.json().data.content.de).toBe(
      '<h2>Titel</h2><h2>Unterlagen</h2><p>Lebenslauf und <a href="/kontakt">Kontakt</a>, <a href="https://www.example.de" rel="nofollow noopener" target="_blank">extern</a>, böse.</p><blockquote>Zitat</blockquote>',
    );

    const found = await pub(`/api/slugs/search/${slug}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({
      meta: { resource_class_name: "Contentpage" },
      data: {
        slug,
        meta_title: { de: "Ratgeber Bewerbung | Wurzelwerk" },
        meta_description: { de: "Tipps für deine Bewerbung in der grünen Branche." },
      },
    });
    expect(await sitemapText(t)).toContain(`/${slug}</loc>`);

    const id = created.json().data.id as number;
    const edited = await asStaff("PUT", `/api/admin/pages/${id}`, {
      ...body,
      name: { de: "Bewerbungsratgeber" },
      meta_title: { de: "" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await pub(`/api/slugs/search/${slug}`)).json().data.data;
    expect(after.name).toEqual({ de: "Bewerbungsratgeber" });
    expect(after.meta_title).toBeNull();

    const deleted = await asStaff("DELETE", `/api/admin/pages/${id}`);
    expect(deleted.json().message).toBe("Die Seite „Bewerbungsratgeber“ wurde gelöscht.");
    expect((await pub(`/api/slugs/search/${slug}`)).statusCode).toBe(404);
    expect((await trail("page", id)).map((e) => e.action)).toEqual([
      "page.created",
      "page.updated",
      "page.deleted",
    ]);
  });

  it("keeps the fixed pages: editable texts, no deletion, no new slug", async () => {
    const [faq] = await t.db.select().from(pages).where(eq(pages.slug, "faq"));
    const body = {
      slug: "faq",
      name: faq!.name,
      meta_title: { de: "Fragen und Antworten | Wurzelwerk" },
      meta_description: faq!.meta_description!,
      intro: faq!.intro,
      content: faq!.content,
    };
    const edited = await asStaff("PUT", `/api/admin/pages/${faq!.id}`, body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.protected).toBe(true);
    expect((await pub("/api/slugs/search/faq")).json().data.data.meta_title).toEqual({
      de: "Fragen und Antworten | Wurzelwerk",
    });

    const reslug = await asStaff("PUT", `/api/admin/pages/${faq!.id}`, { ...body, slug: "fragen" });
    expect(reslug.statusCode).toBe(422);
    expect(reslug.json().errors.slug).toEqual([
      "Die Seite /faq gehört zum festen Aufbau der Website und behält ihre Adresse.",
    ]);
    const removed = await asStaff("DELETE", `/api/admin/pages/${faq!.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      "Die Seite /faq gehört zum festen Aufbau der Website und kann nicht gelöscht werden. Ihre Texte können Sie bearbeiten.",
    );
    expect((await pub("/api/slugs/search/faq")).statusCode).toBe(200);
  });

  it("refuses slugs the app itself answers, taken slugs, an empty body and bad meta data", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { slug: "jobs" },
        "slug",
        "Die Adresse /jobs gehört zur Website selbst. Bitte einen anderen Kurznamen wählen.",
      ],
      [
        { slug: "admin/geheim" },
        "slug",
        "Die Adresse /admin gehört zur Website selbst. Bitte einen anderen Kurznamen wählen.",
      ],
      [{ slug: "impressum" }, "slug", "Unter dieser Adresse gibt es schon eine Seite."],
      [
        { slug: "/start" },
        "slug",
        "Nur Kleinbuchstaben a–z, Ziffern, einzelne Bindestriche und / zwischen Abschnitten (z. B. ratgeber/bewerbung).",
      ],
      [
        { slug: "a//b" },
        "slug",
        "Nur Kleinbuchstaben a–z, Ziffern, einzelne Bindestriche und / zwischen Abschnitten (z. B. ratgeber/bewerbung).",
      ],
      [
        { content: { de: "<p> </p><script>x</script>" } },
        "content.de",
        "Bitte den Seiteninhalt angeben.",
      ],
      [
        { meta_title: { de: "x".repeat(121) } },
        "meta_title.de",
        "Der Meta-Titel darf höchstens 120 Zeichen lang sein.",
      ],
      [
        { meta_description: { de: "x".repeat(321) } },
        "meta_description.de",
        "Die Meta-Beschreibung darf höchstens 320 Zeichen lang sein.",
      ],
      [{ name: { de: "" } }, "name.de", "Bitte den Seitentitel auf Deutsch angeben."],
      [{ content: "<p>Text</p>" }, "content", "Bitte den Seiteninhalt als Text angeben."],
    ];
    const before = (await t.db.select().from(pages)).length;
    for (const [override, field, message] of cases) {
      const res = await asStaff("POST", "/api/admin/pages", { ...pageBody(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(override)).toContain(message);
    }
    expect((await t.db.select().from(pages)).length).toBe(before);
  });
});

describe("FAQ", () => {
  it("creates, edits and deletes an entry, shown at once on /api/faqs", async () => {
    const created = await asStaff("POST", "/api/admin/faqs", faqBody());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const edited = await asStaff("PUT", `/api/admin/faqs/${id}`, {
      ...faqBody(),
      audience: "employer",
      question: { de: "Kann ich eine Anzeige pausieren?" },
      answer: { de: "<p>Nein, aber <em>beenden</em>.</p><img src=x onerror=alert(1)>" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const listed = (await pub("/api/faqs")).json().data.find((f: { id: number }) => f.id === id);
    expect(listed).toEqual({
      id,
      audience: "employer",
      question: { de: "Kann ich eine Anzeige pausieren?" },
      answer: { de: "<p>Nein, aber <em>beenden</em>.</p>" },
    });
    const list = (await asStaff("GET", "/api/admin/faqs?search=pausieren")).json();
    expect(list.data.map((f: { id: number }) => f.id)).toEqual([id]);

    expect((await asStaff("DELETE", `/api/admin/faqs/${id}`)).json().message).toBe(
      "Die Frage wurde gelöscht.",
    );
    expect((await pub("/api/faqs")).json().data.map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await trail("faq", id)).map((e) => [e.action, e.actor_user_id])).toEqual([
      ["faq.created", staff.userId],
      ["faq.updated", staff.userId],
      ["faq.deleted", staff.userId],
    ]);
  });

  it("refuses an empty answer, an unknown audience and a negative position", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ answer: { de: "<p><br></p>" } }, "answer.de", "Bitte die Antwort angeben."],
      [{ audience: "staff" }, "audience", "Bitte die Zielgruppe wählen."],
      [{ position: -1 }, "position", "Die Position muss mindestens 0 sein."],
      [{ position: 1.5 }, "position", "Die Position muss eine ganze Zahl sein."],
      [
        { question: { de: "Wie?" } },
        "question.de",
        "Die Frage muss mindestens 5 Zeichen lang sein.",
      ],
    ];
    for (const [override, field, message] of cases) {
      const res = await asStaff("POST", "/api/admin/faqs", { ...faqBody(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(override)).toContain(message);
    }
  });
});

describe("blog posts", () => {
  it("publishes today's post at once, keeps drafts and future posts off the site", async () => {
    const slug = unique("ernte");
    const dayBefore = todayIso();
    const created = await asStaff("POST", "/api/admin/blog-posts", postBody(slug, dayBefore));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ status: "published", published_at: dayBefore });
    const id = created.json().data.id as number;
    expect((await pub(`/api/blog-posts/${slug}`)).json().data.title).toEqual({
      de: "Erntezeit im Obstbau",
    });
    expect((await pub("/api/blog-posts")).json().data[0].slug).toBe(slug);
    expect(await sitemapText(t)).toContain(`/blog/${slug}</loc>`);

    const draft = await asStaff("PUT", `/api/admin/blog-posts/${id}`, postBody(slug, null));
    expect(draft.json().data.status).toBe("draft");
    expect((await pub(`/api/blog-posts/${slug}`)).statusCode).toBe(404);

    const later = await asStaff("PUT", `/api/admin/blog-posts/${id}`, postBody(slug, "2099-05-01"));
    expect(later.json().data).toMatchObject({ status: "scheduled", published_at: "2099-05-01" });
    expect((await pub(`/api/blog-posts/${slug}`)).statusCode).toBe(404);

    const renamed = await asStaff("PUT", `/api/admin/blog-posts/${id}`, postBody(`${slug}-2`));
    expect(renamed.statusCode).toBe(200);
    expect((await pub(`/api/blog-posts/${slug}-2`)).statusCode).toBe(200);
    expect((await pub(`/api/blog-posts/${slug}`)).statusCode).toBe(404);

    expect((await asStaff("DELETE", `/api/admin/blog-posts/${id}`)).statusCode).toBe(200);
    expect((await pub(`/api/blog-posts/${slug}-2`)).statusCode).toBe(404);
    expect((await trail("blog_post", id)).map((e) => e.action)).toEqual([
      "blog_post.created",
      "blog_post.updated",
      "blog_post.updated",
      "blog_post.updated",
      "blog_post.deleted",
    ]);
  });

  it("refuses taken slugs, impossible dates, a missing text and author", async () => {
    const [first] = (await asStaff("GET", "/api/admin/blog-posts")).json().data;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: first.slug }, "slug", "Diesen Kurznamen hat schon ein anderer Beitrag."],
      [{ published_at: "2026-02-30" }, "published_at", "Dieses Datum gibt es nicht."],
      [{ published_at: "morgen" }, "published_at", "Bitte ein Datum im Format JJJJ-MM-TT angeben."],
      [
        { content: { de: "<script>alert(1)</script>" } },
        "content.de",
        "Bitte den Text des Beitrags angeben.",
      ],
      [{ author: "" }, "author", "Bitte die Autorin oder den Autor angeben."],
      [
        { excerpt: { de: "kurz" } },
        "excerpt.de",
        "Der Anreißer muss mindestens 10 Zeichen lang sein.",
      ],
    ];
    for (const [override, field, message] of cases) {
      const res = await asStaff("POST", "/api/admin/blog-posts", { ...postBody(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(override)).toContain(message);
    }
  });
});

describe("plans", () => {
  it("creates a plan that /api/plans offers with USt, and hides it when deactivated", async () => {
    const created = await asStaff("POST", "/api/admin/plans", planBody());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const offered = (await pub("/api/plans")).json().data.find((p: { id: number }) => p.id === id);
    expect(offered).toMatchObject({
      name: "Saison",
      price_net: 39900,
      price_tax: 7581,
      price_gross: 47481,
    });

    const off = await asStaff("PUT", `/api/admin/plans/${id}`, {
      ...planBody(created.json().data.slug),
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await pub("/api/plans")).json().data.map((p: { id: number }) => p.id)).not.toContain(
      id,
    );
    const buyer = await createAccount(t.db);
    const refused = await call("POST", "/api/checkout", buyer, {
      plan_id: id,
      payment_method: "invoice",
      accept_terms: true,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await asStaff("GET", `/api/admin/plans/${id}`)).json().data.active).toBe(false);
  });

  it("deactivates a plan with orders instead of deleting it; deletes one without", async () => {
    const ordered = (await asStaff("POST", "/api/admin/plans", planBody())).json().data;
    const company = await createEmployer(t.db);
    await t.db.insert(orders).values({
      employer_id: company.id,
      plan_id: ordered.id,
      plan_name: "Saison",
      ad_count: 3,
      duration_days: 45,
      highlighted: false,
      validity_months: 6,
      payment_method: "invoice",
      status: "open",
      amount_net: 39900,
      amount_tax: 7581,
      amount_gross: 47481,
      tax_rate: 19,
      billing_address: {
        company: "Gärtnerei Test",
        name: "Kim Test",
        street: "Gartenweg 1",
        zipcode: "85354",
        city: "Freising",
        country: "DE",
      } as never,
    });
    const res = await asStaff("DELETE", `/api/admin/plans/${ordered.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        "Der Tarif „Saison“ wurde schon bestellt und ist deshalb nicht gelöscht, sondern deaktiviert: Er wird nicht mehr angezeigt und kann nicht mehr gebucht werden.",
      deactivated: true,
    });
    const [kept] = await t.db.select().from(plans).where(eq(plans.id, ordered.id));
    expect(kept!.active).toBe(false);
    expect((await asStaff("GET", `/api/admin/plans/${ordered.id}`)).json().data.order_count).toBe(
      1,
    );

    const unused = (await asStaff("POST", "/api/admin/plans", planBody())).json().data;
    const gone = await asStaff("DELETE", `/api/admin/plans/${unused.id}`);
    expect(gone.json()).toEqual({
      message: "Der Tarif „Saison“ wurde gelöscht.",
      deactivated: false,
    });
    expect((await asStaff("GET", `/api/admin/plans/${unused.id}`)).statusCode).toBe(404);
    expect((await trail("plan", ordered.id)).map((e) => e.action)).toEqual([
      "plan.created",
      "plan.deactivated",
    ]);
  });

  it("refuses negative, fractional and text prices, zero ads and bad features", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price_net: -1 }, "price_net", "Der Nettopreis in Cent muss mindestens 0 sein."],
      [{ price_net: 14.5 }, "price_net", "Der Nettopreis in Cent muss eine ganze Zahl sein."],
      [{ price_net: "149" }, "price_net", "Der Nettopreis in Cent muss eine ganze Zahl sein."],
      [
        { price_net: 100_000_001 },
        "price_net",
        "Der Nettopreis in Cent darf höchstens 100.000.000 sein.",
      ],
      [{ ad_count: 0 }, "ad_count", "Die Zahl der Anzeigen muss mindestens 1 sein."],
      [{ duration_days: 366 }, "duration_days", "Die Laufzeit in Tagen darf höchstens 365 sein."],
      [{ features: ["ok", ""] }, "features.1", "Leere Zeilen sind keine Leistung."],
      [{ features: Array(13).fill("x") }, "features", "Es sind höchstens 12 Leistungen möglich."],
      [{ slug: "basis" }, "slug", "Diesen Kurznamen hat schon ein anderer Tarif."],
      [{ active: "ja" }, "active", "Buchbar: bitte ja oder nein angeben."],
    ];
    for (const [override, field, message] of cases) {
      const res = await asStaff("POST", "/api/admin/plans", { ...planBody(), ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(override)).toContain(message);
    }
  });
});

describe("hostile input", () => {
  it("answers non-object bodies and huge bodies with a German 4xx", async () => {
    for (const payload of [[], "Text", 42, null]) {
      const res = await t.api({
        method: "POST",
        url: "/api/admin/faqs",
        cookies: staff.cookies,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toMatch(/[a-zäöüß]/);
    }
    const huge = await asStaff("POST", "/api/admin/sectors", {
      ...sectorBody(),
      intro: { de: "x".repeat(100_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/zu groß/i);
  });
});

describe("several app processes", () => {
  it("a change made through one process shows in another's lists and search cards at once", async () => {
    // A second app on the same database: its own search index and card cache, as another
    // process has (ADR 015: nothing else is cached).
    const other = await createTestApp({ shareDatabaseWith: t });
    try {
      const slug = unique("weinbau");
      const id = (await asStaff("POST", "/api/admin/sectors", sectorBody(slug, "Weinbau"))).json()
        .data.id as number;
      const job = await createJob(t.db, { sectorSlugs: [slug], latitude: 49.9, longitude: 7.9 });
      const search = () =>
        other.api({
          method: "POST",
          url: "/api/job-advertisements/search",
          payload: {
            sectors: [id],
            working_time: "Vollzeit",
            job_available_at: "1_to_3_months",
            latitude: 49.9,
            longitude: 7.9,
            geo_radius: 30,
          },
        });
      const card = async () =>
        JSON.stringify((await search()).json().data.find((j: { id: number }) => j.id === job.id));
      expect(await card()).toContain("Weinbau");

      await asStaff("PUT", `/api/admin/sectors/${id}`, sectorBody(slug, "Wein- und Sektbau"));
      expect(await card()).toContain("Wein- und Sektbau");
      const sectorsThere = (await other.api({ method: "GET", url: "/api/sectors" })).json().data;
      expect(sectorsThere).toContainEqual({ id, slug, name: { de: "Wein- und Sektbau" } });

      const faq = (await asStaff("POST", "/api/admin/faqs", faqBody())).json().data;
      const faqsThere = (await other.api({ method: "GET", url: "/api/faqs" })).json().data;
      expect(faqsThere.map((f: { id: number }) => f.id)).toContain(faq.id);
    } finally {
      await other.close();
    }
  });
});
