import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employers, jobAdvertisements, orders } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "#server/platform/unstorable-text.ts";
import { createWebServices } from "#server/web-services.ts";
import { createAccount, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { sectorIdBySlug } from "#tests/support/factories.ts";
import { multipartFile } from "#tests/support/multipart.ts";
import { HANNOVER_LOCATION, STEP2_TEXTS } from "#tests/support/places.ts";

// a lone surrogate ("\ud800", which jsonb refuses) or a NUL (which text and
// jsonb refuse) in any field answered 500. Now every params/query/JSON-body string is checked
// before validation (German 422 on the field, nothing stored), and a page address with one
// answers the NotFound page.

const LONE_SURROGATES = ["\ud800", "Gärtnerei \udfff", "a\ud83c"];
const NUL = "Gärtnerei\u0000Müller";

let t: TestApp;
let a: TestAccount;
let draftId: number;
let basis: number;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAccount(t.db);
  const draft = await t.api({
    method: "POST",
    url: "/api/job-advertisements",
    cookies: a.cookies,
    payload: {},
  });
  draftId = draft.json().data.id;
  basis = (await t.api({ url: "/api/plans" })).json().data[0].id;
});
afterAll(() => t?.close());

/**
 * 422 on exactly that field. Where the field's schema refuses control characters itself (a NUL
 * in most text fields), its own German message stands; everything else gets the shared one.
 */
function expectRefused(res: { statusCode: number; json(): unknown }, field: string, bad = "") {
  expect(res.statusCode).toBe(422);
  const body = res.json() as { message: string; errors: Record<string, string[]> };
  expect(Object.keys(body.errors)).toEqual([field]);
  expect(body.errors[field]).toHaveLength(1);
  if (bad.includes("\u0000")) expect(body.errors[field]![0]).toMatch(/unzulässig/);
  else
    expect(body).toEqual({
      message: UNSTORABLE_TEXT_MESSAGE,
      errors: { [field]: [UNSTORABLE_TEXT_MESSAGE] },
      code: "validation_failed",
    });
}

const profile = (name: string) => ({
  name,
  description: "Familienbetrieb seit 1952.",
  website: "https://www.sonnenhang.example",
  email: "jobs@sonnenhang.example",
  phone: "0511 1234567",
  street: "Am Sonnenhang 3",
  zipcode: "30159",
  city: "Hannover",
  sector_ids: [],
});

const BILLING = {
  company: "Gärtnerei Müller & Söhne",
  name: "Erika Müller",
  street: "Gartenstraße 3",
  zipcode: "85354",
  city: "Freising",
  country: "DE",
};

describe("text PostgreSQL cannot store, in JSON bodies", () => {
  it("the employer name: 422 on the field, the profile unchanged", async () => {
    const [before] = await t.db.select().from(employers).where(eq(employers.id, a.employerId));
    for (const name of [...LONE_SURROGATES, NUL]) {
      const res = await t.api({
        method: "PUT",
        url: `/api/employers/${a.employerId}`,
        cookies: a.cookies,
        payload: profile(name),
      });
      expectRefused(res, "name", name);
    }
    const [after] = await t.db.select().from(employers).where(eq(employers.id, a.employerId));
    expect(after).toEqual(before);
  });

  it("step 1 title and step 2 description: 422, the draft unchanged", async () => {
    const gala = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
    const [before] = await t.db
      .select()
      .from(jobAdvertisements)
      .where(eq(jobAdvertisements.id, draftId));
    for (const bad of [...LONE_SURROGATES, NUL]) {
      const step1 = await t.api({
        method: "PUT",
        url: `/api/job-advertisements/${draftId}/step1`,
        cookies: a.cookies,
        payload: {
          title: `Landschaftsgärtner ${bad}`,
          sectors: [gala],
          working_time: "Vollzeit",
          starts_at: null,
          location: HANNOVER_LOCATION,
        },
      });
      expectRefused(step1, "title", bad);
      const step2 = await t.api({
        method: "PUT",
        url: `/api/job-advertisements/${draftId}/step2`,
        cookies: a.cookies,
        payload: { ...STEP2_TEXTS, description: `<p>Wir pflegen Parks ${bad}</p>` },
      });
      expectRefused(step2, "description", bad);
    }
    const [after] = await t.db
      .select()
      .from(jobAdvertisements)
      .where(eq(jobAdvertisements.id, draftId));
    expect(after).toEqual(before);
  });

  it("the billing address: 422 on the nested field, no order", async () => {
    for (const bad of [...LONE_SURROGATES, NUL]) {
      const res = await t.api({
        method: "POST",
        url: "/api/checkout",
        cookies: a.cookies,
        payload: {
          plan_id: basis,
          payment_method: "invoice",
          accept_terms: true,
          billing_address: { ...BILLING, company: `Gärtnerei ${bad}` },
        },
      });
      expectRefused(res, "billing_address.company", bad);
    }
    expect(await t.db.select().from(orders).where(eq(orders.user_id, a.userId))).toEqual([]);
  });

  it("keys and array elements are checked too (for records and lists a schema lets through)", () => {
    expect(findUnstorableText({ data: { "name\ud800": "x" } })).toBe("data.name?");
    expect(findUnstorableText({ ids: [1, "a", "b\u0000"] })).toBe("ids.2");
    expect(findUnstorableText({ nested: [{ deep: "\udfff" }] })).toBe("nested.0.deep");
    expect(findUnstorableText({ fine: ["Gärtnerei 🌱", "Zeile\nzwei"] })).toBeUndefined();
    expect(findUnstorableText(Buffer.from([0, 0xd8]))).toBeUndefined();
  });

  it("escaped in the JSON text as the attack sent it", async () => {
    const res = await t.api({
      method: "PUT",
      url: `/api/employers/${a.employerId}`,
      cookies: a.cookies,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(profile("x")).replace('"name":"x"', '"name":"\\ud800"'),
    });
    expectRefused(res, "name");
  });
});

describe("in query strings and path parameters", () => {
  it("answers 422 on the parameter", async () => {
    expectRefused(await t.api({ url: "/api/job-advertisements?search=%00" }), "search");
    expectRefused(await t.api({ url: "/api/job-advertisements/seo?sector=a%00" }), "sector");
    expectRefused(await t.api({ url: "/api/blog-posts/x%00" }), "slug");
    expectRefused(await t.api({ url: "/api/slugs/search/ueber-uns%00" }), "*");
    const staff = await createAccount(t.db, { admin: true });
    expectRefused(
      await t.api({ url: "/api/admin/users?search=%00", cookies: staff.cookies }),
      "search",
    );
  });
});

describe("in an upload's file name", () => {
  it("is never stored: the logo upload answers as for any name", async () => {
    for (const filename of ["logo\u0000.png", "logo\ud800.png"]) {
      const upload = multipartFile("logo", filename, "image/png", Buffer.from("keine Bilddatei"));
      const res = await t.api({
        method: "POST",
        url: `/api/employers/${a.employerId}/logo`,
        cookies: a.cookies,
        headers: upload.headers,
        payload: upload.payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe("in a page address (/ueber-uns%00, /foo%00bar)", () => {
  it("the loaders' services answer the NotFound page (a 404 response) instead of querying", async () => {
    const services = createWebServices(
      { db: t.db, database: t.database, config: t.config } as unknown as Deps,
      { cookies: {} } as unknown as FastifyRequest,
    );
    expect(await services.resolveSlug("ueber-uns")).not.toBeNull();
    const calls: Array<() => Promise<unknown>> = [
      () => services.resolveSlug("ueber-uns\u0000"),
      () => services.resolveSlug("foo\u0000bar"),
      () => services.resolveSlug("foo\ud800"),
      () => services.findBlogPost("x\u0000"),
      () => services.sectorSeo("baumschule\u0000"),
      () => services.adminUsers({ search: "\u0000", page: 1 }),
      () => services.adminContent.list("pages", { search: "\u0000" } as never),
    ];
    for (const call of calls) {
      const thrown = await Promise.resolve()
        .then(call)
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });
});
