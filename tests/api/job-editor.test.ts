import { existsSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  credits,
  images,
  jobAdvertisements,
  notifications,
} from "#server/db/schema.ts";
import { removeUnusedImages, UNUSED_IMAGE_GRACE_MS } from "#server/modules/jobs/unused-images.ts";
import { createLocalStorage } from "#server/platform/media/storage.ts";
import { createAccount, grantCredits, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { nextSeason, sectorIdBySlug } from "#tests/support/factories.ts";
import { multipartFile } from "#tests/support/multipart.ts";
import { HANNOVER_LOCATION, STEP2_TEXTS, STEP3_CONTACT } from "#tests/support/places.ts";
import { sitemapText } from "#tests/support/sitemap.ts";

// The ad editor and lifecycle (docs/product.md "Job ads: fields and editor", ADR 011).

let t: TestApp;
let gala: number;
let nursery: number;
beforeAll(async () => {
  t = await createTestApp();
  gala = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
  nursery = await sectorIdBySlug(t.db, "baumschule");
});
afterAll(async () => {
  await t?.close();
});

function call(
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  account: TestAccount | null,
  payload?: unknown,
) {
  return t.api({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    cookies: account?.cookies ?? {},
  });
}

const step1 = (overrides: Record<string, unknown> = {}) => ({
  title: "Landschaftsgärtner (m/w/d)",
  sectors: [gala],
  working_time: "Vollzeit",
  starts_at: null,
  location: HANNOVER_LOCATION,
  ...overrides,
});
const step2 = (overrides: Record<string, unknown> = {}) => ({
  ...STEP2_TEXTS,
  description: "<p>Wir pflegen Parks und Privatgärten in der Region Hannover seit 1952.</p>",
  ...overrides,
});
const step3 = (overrides: Record<string, unknown> = {}) => ({ ...STEP3_CONTACT, ...overrides });

async function completeDraft(a: TestAccount, title = "Landschaftsgärtner (m/w/d)") {
  const draft = await call("POST", "/api/job-advertisements", a, {});
  expect(draft.statusCode).toBe(201);
  const id = draft.json().data.id as number;
  expect(
    (await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1({ title }))).statusCode,
  ).toBe(200);
  expect((await call("PUT", `/api/job-advertisements/${id}/step2`, a, step2())).statusCode).toBe(
    200,
  );
  expect((await call("PUT", `/api/job-advertisements/${id}/step3`, a, step3())).statusCode).toBe(
    200,
  );
  return id;
}

async function jobRow(id: number) {
  const [row] = await t.db.select().from(jobAdvertisements).where(eq(jobAdvertisements.id, id));
  return row!;
}

const search = (title: string) =>
  t
    .api({
      method: "POST",
      url: "/api/job-advertisements/search",
      payload: {
        sectors: [gala],
        working_time: "Vollzeit",
        job_available_at: "1_to_3_months",
        latitude: 52.3744,
        longitude: 9.7386,
        geo_radius: 30,
        page_size: 50,
      },
    })
    .then((r) => (r.json().data as { title: string }[]).some((j) => j.title === title));

describe("drafts and steps", () => {
  it("creates an empty draft, saves the steps in order and answers the owner's view", async () => {
    const a = await createAccount(t.db);
    const created = await call("POST", "/api/job-advertisements", a, {});
    expect(created.statusCode).toBe(201);
    const draft = created.json().data;
    expect(draft).toMatchObject({
      status: "draft",
      editor_step: 0,
      employer: { id: a.employerId },
    });

    const s1 = await call(
      "PUT",
      `/api/job-advertisements/${draft.id}/step1`,
      a,
      step1({ sectors: [gala, nursery] }),
    );
    expect(s1.statusCode).toBe(200);
    expect(s1.json().data).toMatchObject({
      editor_step: 1,
      title: "Landschaftsgärtner (m/w/d)",
      working_time: "Vollzeit",
    });
    expect(
      s1
        .json()
        .data.sectors.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([gala, nursery].sort());

    const s2 = await call("PUT", `/api/job-advertisements/${draft.id}/step2`, a, step2());
    expect(s2.json().data).toMatchObject({
      editor_step: 2,
      tasks: "<ul><li>Pflanzungen</li><li>Pflege</li></ul>",
    });
    const s3 = await call("PUT", `/api/job-advertisements/${draft.id}/step3`, a, step3());
    expect(s3.json().data).toMatchObject({
      editor_step: 3,
      salary_min: 300_000,
      application_email: "bewerbung@sonnenhang.example",
    });

    // The draft is the owner's: GET shows it to them, 404 to everyone else.
    expect((await call("GET", `/api/job-advertisements/${draft.id}`, a)).json().data.status).toBe(
      "draft",
    );
    expect((await call("GET", `/api/job-advertisements/${draft.id}`, null)).statusCode).toBe(404);
    const mine = await call("GET", "/api/job-advertisements?mine=1&status=draft", a);
    expect(mine.json().data.map((j: { id: number }) => j.id)).toContain(draft.id);

    const trail = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subject_type, "job_advertisement"),
          eq(auditEvents.subject_id, draft.id),
        ),
      );
    expect(trail.map((e) => e.action)).toEqual([
      "job.created",
      "job.step1",
      "job.step2",
      "job.step3",
    ]);
  });

  it("takes the way of applying: the form needs no address, e-mail and link need theirs", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId, { count: 2 });
    const id = await completeDraft(a);
    const save = (body: Record<string, unknown>) =>
      call("PUT", `/api/job-advertisements/${id}/step3`, a, step3(body));

    // The form on Wurzelwerk: no address needed, the ones given are kept.
    const form = await save({
      application_method: "wurzelwerk",
      application_email: null,
      application_url: "https://www.sonnenhang.example/jobs",
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({
      application_method: "wurzelwerk",
      application_email: null,
      application_url: "https://www.sonnenhang.example/jobs",
    });
    expect(await jobRow(id)).toMatchObject({ application_method: "wurzelwerk" });

    const byLink = await save({
      application_method: "url",
      application_url: "https://www.sonnenhang.example/bewerbung",
    });
    expect(byLink.json().data).toMatchObject({
      application_method: "url",
      application_email: "bewerbung@sonnenhang.example",
    });
    expect((await save({ application_method: "email" })).json().data.application_method).toBe(
      "email",
    );

    // Left out (an API client written before the choice existed): the link, else the address,
    // else the form, as the migration gave the ads written before.
    for (const [body, method] of [
      [{ application_url: "https://www.sonnenhang.example/bewerbung" }, "url"],
      [{}, "email"],
      [{ application_email: null }, "wurzelwerk"],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json().data.application_method, JSON.stringify(body)).toBe(method);
    }

    // The public page tells seekers the way.
    await save({ application_method: "wurzelwerk" });
    expect((await call("PUT", `/api/job-advertisements/${id}/publish`, a, {})).statusCode).toBe(
      200,
    );
    expect((await call("GET", `/api/job-advertisements/${id}`, null)).json().data).toMatchObject({
      application_method: "wurzelwerk",
    });

    // Publishing checks the chosen way's address (a row that lost it by other means).
    const other = await completeDraft(a, "Baumpfleger (m/w/d)");
    await t.db
      .update(jobAdvertisements)
      .set({ application_method: "url", application_url: null })
      .where(eq(jobAdvertisements.id, other));
    const refused = await call("PUT", `/api/job-advertisements/${other}/publish`, a, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      application_url: ["Der Link zum Bewerbungsformular fehlt."],
    });
  });

  it("refuses steps out of order", async () => {
    const a = await createAccount(t.db);
    const id = (await call("POST", "/api/job-advertisements", a, {})).json().data.id;
    const early = await call("PUT", `/api/job-advertisements/${id}/step3`, a, step3());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/zuerst den Schritt „Basisdaten“/);
    // The same status as "already published": the code tells the two 409s apart.
    expect(early.json().code).toBe("job.step_out_of_order");
    expect((await call("PUT", `/api/job-advertisements/${id}/step2`, a, step2())).statusCode).toBe(
      409,
    );
    expect((await jobRow(id)).editor_step).toBe(0);
  });

  it("sanitises the rich text to the allow-list", async () => {
    const a = await createAccount(t.db);
    const id = (await call("POST", "/api/job-advertisements", a, {})).json().data.id;
    await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1());
    const res = await call(
      "PUT",
      `/api/job-advertisements/${id}/step2`,
      a,
      step2({
        description:
          '<p onclick="alert(1)">Wir pflegen Parks und Gärten in ganz Hannover.<script>alert(1)</script></p><style>p{}</style>',
        tasks:
          '<ul><li><a href="javascript:alert(1)">Pflege</a></li></ul><img src=x onerror=alert(1)>',
        benefits: '<a href="https://example.de" target="_self">Website</a>',
      }),
    );
    expect(res.statusCode).toBe(200);
    const job = res.json().data;
    expect(job.description).toBe("<p>Wir pflegen Parks und Gärten in ganz Hannover.</p>");
    expect(job.tasks).toBe("<ul><li>Pflege</li></ul>");
    expect(job.benefits).toBe(
      '<a href="https://example.de" rel="nofollow noopener" target="_blank">Website</a>',
    );
  });

  it("strips every kind of script, style and event handler, keeping the visible text", async () => {
    const a = await createAccount(t.db);
    const id = (await call("POST", "/api/job-advertisements", a, {})).json().data.id;
    await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1());
    const hostile = [
      '<SCRIPT type="text/javascript">fetch("/api/user")</SCRIPT>',
      '<p style="background:url(javascript:alert(1))" class="x" id="y">Gut bezahlt</p>',
      "<style>@import url(https://evil.example/x.css);</style>",
      '<svg onload="alert(1)"><circle r="1"/></svg>',
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object>',
      '<img src="x" onerror="alert(1)"><video><source onerror="alert(1)"></video>',
      '<a href="JaVaScRiPt:alert(1)" onmouseover="alert(1)">Klick</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">Daten</a>',
      '<form action="https://evil.example"><input name="p"><button formaction="x">Los</button></form>',
      '<p onclick="alert(1)" onfocus=alert(1) tabindex="1">Teamgeist</p>',
      "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
    ].join("");
    const res = await call(
      "PUT",
      `/api/job-advertisements/${id}/step2`,
      a,
      step2({ benefits: `<p>Faire Bezahlung und ein gutes Team.</p>${hostile}` }),
    );
    expect(res.statusCode).toBe(200);
    const benefits = res.json().data.benefits as string;
    expect(benefits).not.toMatch(
      /<(script|style|svg|iframe|object|img|video|source|form|input|button|math|meta|base)\b/i,
    );
    expect(benefits).not.toMatch(/\son\w+\s*=|style=|class=|id=|tabindex=|javascript:|data:/i);
    expect(benefits).not.toMatch(/alert|fetch|evil\.example/);
    expect(benefits).toContain("<p>Faire Bezahlung und ein gutes Team.</p>");
    expect(benefits).toContain("<p>Gut bezahlt</p>");
    expect(benefits).toContain("<p>Teamgeist</p>");
    // What the owner reads back and what the public page would show is the cleaned text.
    expect((await jobRow(id)).benefits).toBe(benefits);
  });

  it("validates each step with German field errors and changes nothing", async () => {
    const a = await createAccount(t.db);
    const id = (await call("POST", "/api/job-advertisements", a, {})).json().data.id;
    const cases: [number, Record<string, unknown>, string, RegExp][] = [
      [1, step1({ title: "ab" }), "title", /mindestens 3/],
      [1, step1({ title: "x".repeat(121) }), "title", /höchstens 120/],
      // A bidi override makes the title read „…exe.pdf“ while it is stored otherwise.
      [1, step1({ title: "Erntehelfer\u202Efdp.exe" }), "title", /unzulässige Zeichen/],
      [1, step1({ title: "Gärtner\u2067 (m/w/d)" }), "title", /unzulässige Zeichen/],
      [1, step1({ sectors: [] }), "sectors", /mindestens eine Branche/],
      [1, step1({ sectors: [gala, nursery, 3, 4] }), "sectors", /bis zu 3/],
      [1, step1({ sectors: [2147483000] }), "sectors", /gibt es nicht/],
      [1, step1({ working_time: "Minijob" }), "working_time", /Anstellungsart/],
      [1, step1({ starts_at: "2020-01-01" }), "starts_at", /Vergangenheit/],
      [1, step1({ starts_at: "2027-02-30" }), "starts_at", /gibt es nicht/],
      [1, step1({ starts_at: "0000-01-01" }), "starts_at", /zwischen 2000 und 2099/],
      [1, step1({ starts_at: "2100-01-01" }), "starts_at", /zwischen 2000 und 2099/],
      [3, step3({ application_deadline: "0000-01-01" }), "application_deadline", /zwischen 2000/],
      [1, step1({ location: { location: "Hannover" } }), "location.latitude", /Vorschlagsliste/],
      [2, step2({ description: "<p>Kurz.</p>" }), "description", /mindestens 30/],
      [2, step2({ tasks: "<p><br></p>" }), "tasks", /Aufgaben/],
      [2, step2({ image_id: 2147483000 }), "image_id", /Bild/],
      [
        3,
        step3({ application_method: "email", application_email: null }),
        "application_email",
        /E-Mail-Adresse für Bewerbungen/,
      ],
      [
        3,
        step3({ application_method: "url", application_url: null }),
        "application_url",
        /Link zu Ihrem Bewerbungsformular/,
      ],
      [3, step3({ application_method: "fax" }), "application_method", /Art der Bewerbung/],
      [3, step3({ application_method: null }), "application_method", /Art der Bewerbung/],
      [3, step3({ application_url: "javascript:alert(1)" }), "application_url", /Webadresse/],
      [3, step3({ contact_phone: "12" }), "contact_phone", /Telefonnummer/],
      [3, step3({ salary_min: 500_000, salary_max: 400_000 }), "salary_max", /Höchstgehalt/],
      [3, step3({ salary_period: null }), "salary_period", /wofür/],
      [3, step3({ salary_min: 1.5 }), "salary_min", /Cent/],
      [3, step3({ application_deadline: "2020-01-01" }), "application_deadline", /Vergangenheit/],
      [3, step3({ status: "published" }), "_", /.+/],
    ];
    // Steps 2 and 3 need the earlier steps saved first.
    await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1());
    await call("PUT", `/api/job-advertisements/${id}/step2`, a, step2());
    const before = await jobRow(id);
    for (const [n, payload, field, message] of cases) {
      const res = await call("PUT", `/api/job-advertisements/${id}/step${n}`, a, payload);
      const label = `step${n} ${field}`;
      expect(res.statusCode, label).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(errors[field]?.join(" ") ?? JSON.stringify(errors), label).toMatch(message);
    }
    const huge = await call(
      "PUT",
      `/api/job-advertisements/${id}/step2`,
      a,
      step2({ description: "x".repeat(300 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
    const after = await jobRow(id);
    expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
  });
});

describe("publish, extend, terminate, duplicate", () => {
  it("publishes with a credit into the search, and the credit is spent", async () => {
    const a = await createAccount(t.db);
    const [creditId] = await grantCredits(t.db, a.employerId, { durationDays: 30 });
    const title = `Gärtner Publish ${a.userId}`;
    const id = await completeDraft(a, title);
    expect(await search(title)).toBe(false);

    const res = await call("PUT", `/api/job-advertisements/${id}/publish`, a, {});
    expect(res.statusCode).toBe(200);
    const job = res.json().data;
    expect(job.status).toBe("published");
    const days = (Date.parse(job.expires_at) - Date.parse(job.published_at)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    expect(await search(title)).toBe(true);
    expect((await call("GET", `/api/job-advertisements/${id}`, null)).statusCode).toBe(200);

    const [credit] = await t.db.select().from(credits).where(eq(credits.id, creditId!));
    expect(credit).toMatchObject({
      used_for_job_id: id,
      used_kind: "publish",
      used_by_user_id: a.userId,
    });
    const note = await t.db.select().from(notifications).where(eq(notifications.user_id, a.userId));
    expect(note.map((n) => n.type)).toEqual(["job.published"]);

    const again = await call("PUT", `/api/job-advertisements/${id}/publish`, a, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "Diese Anzeige ist bereits veröffentlicht.",
      code: "job.already_published",
    });
  });

  it("refuses without credit (402), without verified address (403), and when incomplete (422 listing what is missing)", async () => {
    const a = await createAccount(t.db);
    const id = await completeDraft(a);
    const none = await call("PUT", `/api/job-advertisements/${id}/publish`, a, {});
    expect(none.statusCode).toBe(402);
    expect(none.json().message).toMatch(/kein Anzeigen-Guthaben/);
    expect(none.json().code).toBe("credits.none_left");

    const unverified = await createAccount(t.db, { verified: false });
    await grantCredits(t.db, unverified.employerId);
    const uid = await completeDraft(unverified);
    const refused = await call("PUT", `/api/job-advertisements/${uid}/publish`, unverified, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/E-Mail-Adresse/);
    expect(refused.json().code).toBe("auth.email_unverified");

    const b = await createAccount(t.db);
    await grantCredits(t.db, b.employerId);
    const empty = (await call("POST", "/api/job-advertisements", b, {})).json().data.id;
    const incomplete = await call("PUT", `/api/job-advertisements/${empty}/publish`, b, {});
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors).sort()).toEqual(
      ["description", "location", "profile", "sectors", "tasks", "title", "working_time"].sort(),
    );
    const [left] = await t.db.select().from(credits).where(eq(credits.employer_id, b.employerId));
    expect(left!.used_at).toBeNull();
    expect((await jobRow(empty)).status).toBe("draft");
  });

  it("lets exactly one of two simultaneous publishes spend the only credit", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId);
    const first = await completeDraft(a, "Erste Anzeige");
    const second = await completeDraft(a, "Zweite Anzeige");
    const results = await Promise.all([
      call("PUT", `/api/job-advertisements/${first}/publish`, a, {}),
      call("PUT", `/api/job-advertisements/${second}/publish`, a, {}),
      call("PUT", `/api/job-advertisements/${first}/publish`, a, {}),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 402 || c === 409)).toBe(true);
    const published = await t.db
      .select()
      .from(jobAdvertisements)
      .where(
        and(
          eq(jobAdvertisements.employer_id, a.employerId),
          eq(jobAdvertisements.status, "published"),
        ),
      );
    expect(published).toHaveLength(1);
  });

  it("extends by another credit, terminates out of search, and duplicates as a draft", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId, { count: 2, durationDays: 30 });
    const title = `Baumpfleger Lifecycle ${a.userId}`;
    const id = await completeDraft(a, title);
    const published = (await call("PUT", `/api/job-advertisements/${id}/publish`, a, {})).json()
      .data;

    const extended = await call("PUT", `/api/job-advertisements/${id}/extend`, a, {});
    expect(extended.statusCode).toBe(200);
    const added =
      (Date.parse(extended.json().data.expires_at) - Date.parse(published.expires_at)) / 86_400_000;
    expect(added).toBeCloseTo(30, 3);
    const noMore = await call("PUT", `/api/job-advertisements/${id}/extend`, a, {});
    expect(noMore.statusCode).toBe(402);

    // Published: sectors, job type and place are fixed (ADR 011); texts and title may change.
    const moved = await call(
      "PUT",
      `/api/job-advertisements/${id}/step1`,
      a,
      step1({ title, working_time: "Teilzeit" }),
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.working_time[0]).toMatch(/Duplizieren/);
    const retitled = await call(
      "PUT",
      `/api/job-advertisements/${id}/step1`,
      a,
      step1({ title: `${title} – Region Hannover` }),
    );
    expect(retitled.statusCode).toBe(200);

    const ended = await call("PUT", `/api/job-advertisements/${id}/terminate`, a, {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ status: "terminated" });
    expect(await search(`${title} – Region Hannover`)).toBe(false);
    const page = await call("GET", `/api/job-advertisements/${id}`, null);
    expect(page.statusCode).toBe(410);
    const again = await call("PUT", `/api/job-advertisements/${id}/terminate`, a, {});
    expect([again.statusCode, again.json().code]).toEqual([409, "job.not_live"]);
    const edited = await call("PUT", `/api/job-advertisements/${id}/step2`, a, step2());
    expect([edited.statusCode, edited.json().code]).toEqual([409, "job.terminated"]);

    const copy = await call("POST", `/api/job-advertisements/${id}/duplicate`, a, {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({
      status: "draft",
      editor_step: 3,
      title: `${title} – Region Hannover`,
      published_at: null,
      expires_at: null,
    });
    expect(copy.json().data.id).not.toBe(id);
    expect(copy.json().data.sectors.map((s: { id: number }) => s.id)).toEqual([gala]);
  });

  it("lists the own ads by status", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId);
    const live = await completeDraft(a, "Aktive Anzeige");
    await call("PUT", `/api/job-advertisements/${live}/publish`, a, {});
    const draft = (await call("POST", "/api/job-advertisements", a, {})).json().data.id;
    const all = await call("GET", "/api/job-advertisements?mine=1", a);
    expect(all.json().total).toBe(2);
    const active = await call("GET", "/api/job-advertisements?mine=1&status=published", a);
    expect(active.json().data.map((j: { id: number }) => j.id)).toEqual([live]);
    const drafts = await call("GET", "/api/job-advertisements?mine=1&status=draft", a);
    expect(drafts.json().data.map((j: { id: number }) => j.id)).toEqual([draft]);
    expect((await call("GET", "/api/job-advertisements?mine=1", null)).statusCode).toBe(401);
    expect((await call("GET", "/api/job-advertisements?mine=2", a)).statusCode).toBe(422);
    const credit = await call("GET", "/api/credits", a);
    expect(credit.json().data.available).toBe(0);
  });
});

describe("what a published ad keeps (ADR 011)", () => {
  it("refuses other sectors, job type or place of a published or expired ad at the fields, and changes nothing", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId);
    const title = `Feste Felder ${a.userId}`;
    const id = await completeDraft(a, title);
    expect((await call("PUT", `/api/job-advertisements/${id}/publish`, a, {})).statusCode).toBe(
      200,
    );
    const MUNICH = {
      ...HANNOVER_LOCATION,
      formatted_address: "80331 München, Bayern",
      zipcode: "80331",
      location: "München",
      state: "Bayern",
      latitude: 48.1372,
      longitude: 11.5755,
    };
    const refusals: [Record<string, unknown>, string[]][] = [
      [step1({ title, sectors: [nursery] }), ["sectors"]],
      [step1({ title, sectors: [gala, nursery] }), ["sectors"]],
      [
        step1({
          title,
          working_time: "Saisonarbeit",
          season_start: nextSeason().start,
          season_end: nextSeason().end,
        }),
        ["working_time"],
      ],
      [step1({ title, location: MUNICH }), ["location"]],
      [
        step1({ title, sectors: [nursery], working_time: "Teilzeit", location: MUNICH }),
        ["location", "sectors", "working_time"],
      ],
    ];
    for (const status of ["published", "expired"] as const) {
      if (status === "expired") {
        await t.db
          .update(jobAdvertisements)
          .set({ expires_at: new Date(Date.now() - 60_000) })
          .where(eq(jobAdvertisements.id, id));
        expect((await call("GET", `/api/job-advertisements/${id}`, a)).json().data.status).toBe(
          "expired",
        );
      }
      const before = await jobRow(id);
      const sectorsBefore = (await call("GET", `/api/job-advertisements/${id}`, a)).json().data
        .sectors;
      for (const [payload, fields] of refusals) {
        const res = await call("PUT", `/api/job-advertisements/${id}/step1`, a, payload);
        const label = `${status}: ${fields.join(", ")}`;
        expect(res.statusCode, label).toBe(422);
        const errors = res.json().errors as Record<string, string[]>;
        expect(Object.keys(errors).sort(), label).toEqual(fields);
        for (const field of fields) expect(errors[field]![0], label).toMatch(/Duplizieren/);
      }
      expect(await jobRow(id), status).toEqual(before);
      expect((await call("GET", `/api/job-advertisements/${id}`, a)).json().data.sectors).toEqual(
        sectorsBefore,
      );
    }
    // Title and start date stay editable, and the change is in the audit trail.
    const corrected = await call(
      "PUT",
      `/api/job-advertisements/${id}/step1`,
      a,
      step1({ title: `${title} (m/w/d)`, starts_at: "2099-04-01" }),
    );
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data).toMatchObject({ title: `${title} (m/w/d)`, status: "expired" });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.subject_type, "job_advertisement"), eq(auditEvents.subject_id, id)),
      );
    expect(audit.map((e) => e.action)).toContain("job.step1");
  });
});

describe("two publishes at once with one credit", () => {
  it("publishes the same ad exactly once and spends the credit once", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await createAccount(t.db);
      const [creditId] = await grantCredits(t.db, a.employerId);
      const id = await completeDraft(a, `Gleichzeitig ${round}`);
      const results = await Promise.all([
        call("PUT", `/api/job-advertisements/${id}/publish`, a, {}),
        call("PUT", `/api/job-advertisements/${id}/publish`, a, {}),
      ]);
      expect(results.map((r) => r.statusCode).sort(), `Runde ${round}`).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
        "Diese Anzeige ist bereits veröffentlicht.",
      );
      const used = await t.db.select().from(credits).where(eq(credits.employer_id, a.employerId));
      expect(used).toHaveLength(1);
      expect(used[0]).toMatchObject({ id: creditId, used_for_job_id: id, used_kind: "publish" });
      const notes = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.user_id, a.userId));
      expect(notes.map((n) => n.type)).toEqual(["job.published"]);
    }
  });

  it("publishes exactly one of two ads sharing the only credit; the other gets 402", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId);
    const ids = [await completeDraft(a, "Erste"), await completeDraft(a, "Zweite")];
    const results = await Promise.all(
      ids.map((id) => call("PUT", `/api/job-advertisements/${id}/publish`, a, {})),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    const statuses = await Promise.all(ids.map(async (id) => (await jobRow(id)).status));
    expect(statuses.sort()).toEqual(["draft", "published"]);
  });
});

describe("the public side shows exactly the published state", () => {
  it("hides a draft everywhere, shows the live ad everywhere at once, and drops it at expiry and at the end", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId, { count: 2, durationDays: 30 });
    const title = `Sichtbarkeit ${a.userId}`;
    const listed = async (url: string, id: number) => {
      const res = await t.api({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      return (res.json().data as { id: number }[]).some((j) => j.id === id);
    };
    const sectorCount = async () => {
      const answer = (
        await t.api({
          method: "GET",
          url: "/api/job-advertisements/seo?sector=garten-und-landschaftsbau",
        })
      ).json().data.faq[0].answer as string;
      const match = answer.match(/aktuell (eine|[\d.]+) offene Stellen?/);
      expect(match, answer).not.toBeNull();
      return match![1] === "eine" ? 1 : Number(match![1]!.replace(/\./g, ""));
    };
    const publicState = async (id: number, shownTitle = title) => ({
      page: (await call("GET", `/api/job-advertisements/${id}`, null)).statusCode,
      list: await listed("/api/job-advertisements?page_size=50", id),
      sector: await listed(
        "/api/job-advertisements?sector=garten-und-landschaftsbau&page_size=50",
        id,
      ),
      newest: await listed("/api/job-advertisements/newest", id),
      search: await search(shownTitle),
      sitemap: (await sitemapText(t)).includes(`<loc>http://localhost:3000/jobs/${id}</loc>`),
    });
    const hidden = (page: number) => ({
      page,
      list: false,
      sector: false,
      newest: false,
      search: false,
      sitemap: false,
    });
    const shown = {
      page: 200,
      list: true,
      sector: true,
      newest: true,
      search: true,
      sitemap: true,
    };

    const baseCount = await sectorCount();
    const id = (await call("POST", "/api/job-advertisements", a, {})).json().data.id as number;
    expect(await publicState(id), "leerer Entwurf").toEqual(hidden(404));
    await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1({ title }));
    await call("PUT", `/api/job-advertisements/${id}/step2`, a, step2());
    await call("PUT", `/api/job-advertisements/${id}/step3`, a, step3());
    expect(await publicState(id), "fertiger Entwurf").toEqual(hidden(404));
    expect(await sectorCount()).toBe(baseCount);
    // The owner sees the draft; another signed-in employer does not.
    expect((await call("GET", `/api/job-advertisements/${id}`, a)).statusCode).toBe(200);
    const other = await createAccount(t.db);
    expect((await call("GET", `/api/job-advertisements/${id}`, other)).statusCode).toBe(404);

    expect((await call("PUT", `/api/job-advertisements/${id}/publish`, a, {})).statusCode).toBe(
      200,
    );
    expect(await publicState(id), "veröffentlicht").toEqual(shown);
    expect(await sectorCount()).toBe(baseCount + 1);

    // A change to a live ad is public at once, the old title nowhere.
    const renamed = `${title} (m/w/d)`;
    await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1({ title: renamed }));
    expect((await call("GET", `/api/job-advertisements/${id}`, null)).json().data.title).toBe(
      renamed,
    );
    expect(await search(renamed)).toBe(true);
    expect(await search(title)).toBe(false);

    // Past expires_at it is gone at once, before the scheduler has run.
    await t.db
      .update(jobAdvertisements)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(jobAdvertisements.id, id));
    expect(await publicState(id, renamed), "abgelaufen").toEqual(hidden(410));
    expect(await sectorCount()).toBe(baseCount);

    // Extending an expired ad makes it live again.
    expect((await call("PUT", `/api/job-advertisements/${id}/extend`, a, {})).statusCode).toBe(200);
    expect(await publicState(id, renamed), "verlängert").toEqual(shown);

    // Terminated: gone from every list at once, its page answers 410.
    expect((await call("PUT", `/api/job-advertisements/${id}/terminate`, a, {})).statusCode).toBe(
      200,
    );
    expect(await publicState(id, renamed), "beendet").toEqual(hidden(410));
    expect(await sectorCount()).toBe(baseCount);

    // A duplicate is a new draft: hidden until it is published itself.
    const copy = (await call("POST", `/api/job-advertisements/${id}/duplicate`, a, {})).json().data
      .id as number;
    expect(await publicState(copy, renamed), "Kopie als Entwurf").toEqual(hidden(404));
  });
});

describe("deleting a draft", () => {
  it("deletes the own draft (204) with an audit entry, and it is gone everywhere", async () => {
    const a = await createAccount(t.db);
    const id = await completeDraft(a, `Entwurf zum Löschen ${a.userId}`);
    const removed = await call("DELETE", `/api/job-advertisements/${id}`, a);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe("");
    expect(await t.db.select().from(jobAdvertisements).where(eq(jobAdvertisements.id, id))).toEqual(
      [],
    );
    expect((await call("GET", `/api/job-advertisements/${id}`, a)).statusCode).toBe(404);
    const own = await call("GET", "/api/job-advertisements?mine=1", a);
    expect(own.json().data).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subject_type, "job_advertisement"),
          eq(auditEvents.subject_id, id),
          eq(auditEvents.action, "job.draft_deleted"),
        ),
      );
    expect(entry).toMatchObject({
      employer_id: a.employerId,
      actor_user_id: a.userId,
      changes: { title: `Entwurf zum Löschen ${a.userId}` },
    });
    // The team's audit trail names the draft although it is gone.
    const staff = await createAccount(t.db, { admin: true });
    const trail = await call("GET", `/api/admin/employers/${a.employerId}/audit-events`, staff);
    expect(trail.json().data.map((e: { summary: string }) => e.summary)).toContain(
      `Entwurf „Entwurf zum Löschen ${a.userId}“ (Nr. ${id}) gelöscht`,
    );
    // A second try finds nothing.
    const again = await call("DELETE", `/api/job-advertisements/${id}`, a);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Diese Stellenanzeige gibt es nicht.");
  });

  it("refuses a published, expired or ended ad with a German 409 and keeps it", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId, { count: 1 });
    const id = await completeDraft(a, `Läuft schon ${a.userId}`);
    expect((await call("PUT", `/api/job-advertisements/${id}/publish`, a, {})).statusCode).toBe(
      200,
    );
    const before = await jobRow(id);
    const live = await call("DELETE", `/api/job-advertisements/${id}`, a);
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe(
      "Nur Entwürfe können gelöscht werden. Eine laufende Anzeige können Sie vorzeitig beenden.",
    );
    expect(await jobRow(id)).toEqual(before);
    await call("PUT", `/api/job-advertisements/${id}/terminate`, a, {});
    expect((await call("DELETE", `/api/job-advertisements/${id}`, a)).statusCode).toBe(409);
    expect((await jobRow(id)).status).toBe("terminated");
  });

  it("answers 404 for another employer's draft and unknown ids, 401 for visitors, and changes nothing", async () => {
    const owner = await createAccount(t.db);
    const other = await createAccount(t.db);
    const id = (await call("POST", "/api/job-advertisements", owner, {})).json().data.id as number;
    const before = await jobRow(id);
    const foreign = await call("DELETE", `/api/job-advertisements/${id}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Diese Stellenanzeige gibt es nicht.");
    expect((await call("DELETE", "/api/job-advertisements/999999999", owner)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/job-advertisements/${id}`, null)).statusCode).toBe(401);
    const bad = await call("DELETE", "/api/job-advertisements/abc", owner);
    expect(bad.statusCode).toBe(422);
    expect(await jobRow(id)).toEqual(before);
  });
});

describe("authorization walk over the ad routes", () => {
  it("refuses every route with another employer's ad id and changes nothing", async () => {
    const attacker = await createAccount(t.db);
    await grantCredits(t.db, attacker.employerId, { count: 3 });
    const victim = await createAccount(t.db);
    await grantCredits(t.db, victim.employerId);
    const victimJob = await completeDraft(victim, "Fremde Anzeige");
    const before = await jobRow(victimJob);

    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const bodies: Record<string, unknown> = {
      step1: step1({ title: "Gekapert" }),
      step2: step2(),
      step3: step3(),
    };
    const walked: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith("/api/job-advertisements/{id}")) continue;
      for (const method of Object.keys(methods)) {
        const upper = method.toUpperCase() as "GET" | "PUT" | "POST" | "DELETE";
        const action = path.split("/").pop()!;
        const res = await call(
          upper,
          path.replace("{id}", String(victimJob)),
          attacker,
          upper === "GET" ? undefined : (bodies[action] ?? {}),
        );
        walked.push(`${upper} ${path}`);
        // A draft of someone else does not exist for the attacker (GET: 404); changes: 403.
        expect([403, 404], `${upper} ${path}`).toContain(res.statusCode);
      }
    }
    expect(walked.length).toBeGreaterThanOrEqual(8);
    expect(await jobRow(victimJob)).toEqual(before);
    const attackerAds = await t.db
      .select()
      .from(jobAdvertisements)
      .where(eq(jobAdvertisements.employer_id, attacker.employerId));
    expect(attackerAds).toHaveLength(0);
  });
});

describe("header images", () => {
  const png = (width: number, height: number, background = "#5b8c3a") =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();

  function upload(account: TestAccount, bytes: Buffer, name = "bild.png") {
    const body = multipartFile("image", name, "image/png", bytes);
    return t.api({
      method: "POST",
      url: "/api/job-advertisements/images",
      cookies: account.cookies,
      payload: body.payload,
      headers: body.headers,
    });
  }

  it("stores a header image with wide variants that step 2 can use, only for its own employer", async () => {
    const a = await createAccount(t.db);
    const res = await upload(a, await png(2400, 1000));
    expect(res.statusCode).toBe(201);
    const image = res.json().data;
    expect(image.md).toMatch(/^\/media\/uploads\/employers\/\d+\/headers\/[\w-]+\.webp$/);
    const md = await sharp(join(t.dataDir, image.md.replace(/^\/media\//, "media/"))).metadata();
    expect(md.width).toBe(1024);
    expect(image["md-blurred"]).toBeTruthy();

    const id = (await call("POST", "/api/job-advertisements", a, {})).json().data.id;
    await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1());
    const saved = await call(
      "PUT",
      `/api/job-advertisements/${id}/step2`,
      a,
      step2({ image_id: image.id }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ image_id: image.id, image: { md: image.md } });

    // Another employer cannot use it.
    const b = await createAccount(t.db);
    const other = (await call("POST", "/api/job-advertisements", b, {})).json().data.id;
    await call("PUT", `/api/job-advertisements/${other}/step1`, b, step1());
    const stolen = await call(
      "PUT",
      `/api/job-advertisements/${other}/step2`,
      b,
      step2({ image_id: image.id }),
    );
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.image_id).toEqual(["Dieses Bild gibt es nicht."]);
  });

  it("removes uploads no ad uses a day later, keeping files another image shares", async () => {
    const a = await createAccount(t.db);
    // Different colours: solid pictures of one colour share their scaled variants.
    const used = (await upload(a, await png(1600, 600, "#2f5d1e"))).json().data;
    const twinBytes = await png(1600, 600, "#8a6d3b");
    const orphan = (await upload(a, twinBytes)).json().data;
    const twin = (await upload(a, twinBytes)).json().data;
    const lonely = (await upload(a, await png(1600, 600, "#c2d6a4"))).json().data;
    expect(twin.md).toBe(orphan.md);
    const id = (await call("POST", "/api/job-advertisements", a, {})).json().data.id;
    await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1());
    await call("PUT", `/api/job-advertisements/${id}/step2`, a, step2({ image_id: used.id }));
    // A second ad uses the twin: its files are the orphan's files too.
    const other = (await call("POST", "/api/job-advertisements", a, {})).json().data.id;
    await call("PUT", `/api/job-advertisements/${other}/step1`, a, step1());
    await call("PUT", `/api/job-advertisements/${other}/step2`, a, step2({ image_id: twin.id }));

    const deps = { db: t.db, storage: createLocalStorage(join(t.dataDir, "media")) };
    const file = (url: string) => join(t.dataDir, url.replace(/^\/media\//, "media/"));
    const ids = async () =>
      new Set((await t.db.select({ id: images.id }).from(images)).map((row) => row.id));

    // Within the first day nothing goes: the employer may still be writing step 2.
    await removeUnusedImages(deps, new Date(Date.now() + UNUSED_IMAGE_GRACE_MS - 60_000));
    for (const image of [used, orphan, twin, lonely])
      expect((await ids()).has(image.id)).toBe(true);

    const later = new Date(Date.now() + UNUSED_IMAGE_GRACE_MS + 60_000);
    const first = await removeUnusedImages(deps, later);
    expect(first.removed).toBeGreaterThanOrEqual(2);
    const left = await ids();
    expect(left.has(used.id)).toBe(true);
    expect(left.has(twin.id)).toBe(true);
    expect(left.has(orphan.id)).toBe(false);
    expect(left.has(lonely.id)).toBe(false);
    expect(existsSync(file(used.md))).toBe(true);
    expect(existsSync(file(twin.md))).toBe(true);
    expect(existsSync(file(lonely.md))).toBe(false);
    expect(existsSync(file(lonely["md-blurred"]))).toBe(false);

    // The ads still show their pictures; a second run finds nothing of this employer.
    const shown = await call("GET", `/api/job-advertisements/${other}`, a);
    expect(shown.json().data.image.md).toBe(twin.md);
    await removeUnusedImages(deps, later);
    expect((await ids()).has(used.id)).toBe(true);
  });

  it("leaves a deleted draft's header image to the sweep for unused images", async () => {
    const a = await createAccount(t.db);
    const image = (await upload(a, await png(1600, 600, "#3b6d8a"))).json().data;
    const id = (await call("POST", "/api/job-advertisements", a, {})).json().data.id;
    await call("PUT", `/api/job-advertisements/${id}/step1`, a, step1());
    await call("PUT", `/api/job-advertisements/${id}/step2`, a, step2({ image_id: image.id }));
    expect((await call("DELETE", `/api/job-advertisements/${id}`, a)).statusCode).toBe(204);

    const deps = { db: t.db, storage: createLocalStorage(join(t.dataDir, "media")) };
    await removeUnusedImages(deps, new Date(Date.now() + UNUSED_IMAGE_GRACE_MS + 60_000));
    const left = await t.db.select({ id: images.id }).from(images).where(eq(images.id, image.id));
    expect(left).toEqual([]);
    expect(existsSync(join(t.dataDir, image.md.replace(/^\/media\//, "media/")))).toBe(false);
  });

  it("refuses fakes, oversized files and visitors", async () => {
    const a = await createAccount(t.db);
    const fake = await upload(a, Buffer.from("<?php system($_GET['c']); ?>"), "bild.png");
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.image[0]).toMatch(/kein gültiges Bild/);
    const big = await upload(
      a,
      Buffer.concat([await png(100, 100), Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.");
    const huge = await upload(
      a,
      Buffer.concat([await png(100, 100), Buffer.alloc(20 * 1024 * 1024, 0x41)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.");
    // Pictures in name and type only: PNG and JPEG signatures with junk behind them, an SVG
    // with a script, a GIF, HTML and an empty file, all sent as image/png.
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const fakes: [string, Buffer][] = [
      ["signatur.png", Buffer.concat([pngSignature, Buffer.alloc(4096, 0x00)])],
      ["jpeg.png", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)])],
      ["abgeschnitten.png", (await png(400, 300)).subarray(0, 120)],
      [
        "bild.svg.png",
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
        ),
      ],
      [
        "bild.gif",
        Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"),
      ],
      ["seite.png", Buffer.from("<!doctype html><script>alert(1)</script>")],
      ["leer.png", Buffer.alloc(0)],
    ];
    for (const [name, bytes] of fakes) {
      const res = await upload(a, bytes, name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.image[0], name).toMatch(/Bild|Datei/);
    }
    const stored = await t.db.select().from(images).where(eq(images.employer_id, a.employerId));
    expect(stored).toHaveLength(0);
    const body = multipartFile("image", "bild.png", "image/png", await png(100, 100));
    const visitor = await t.api({
      method: "POST",
      url: "/api/job-advertisements/images",
      payload: body.payload,
      headers: body.headers,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
