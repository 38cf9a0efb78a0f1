import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, employers, employerSectors, images } from "#server/db/schema.ts";
import { PROFILE_UPDATED_MESSAGE } from "#shared/schemas/employers.ts";
import { createAccount, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { sectorIdBySlug } from "#tests/support/factories.ts";
import { multipartFile } from "#tests/support/multipart.ts";
import { readZip } from "#tests/support/zip-reader.ts";

// GET|PUT /api/employers/{id} and the logo (docs/product.md "Accounts and sign-in").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: "Gärtnerei Sonnenhang GmbH",
  description: "Familienbetrieb seit 1952.\nStauden, Gehölze und Gartenpflege.",
  website: "https://www.sonnenhang.example",
  email: "jobs@sonnenhang.example",
  phone: "0511 1234567",
  street: "Am Sonnenhang 3",
  zipcode: "30159",
  city: "Hannover",
  sector_ids: [],
  ...overrides,
});

function call(
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  account: TestAccount | null,
  payload?: Record<string, unknown>,
) {
  return t.api({ method, url, payload, cookies: account?.cookies ?? {} });
}

function uploadLogo(
  account: TestAccount,
  employerId: number,
  bytes: Buffer,
  name = "logo.png",
  type = "image/png",
) {
  const body = multipartFile("logo", name, type, bytes);
  return t.api({
    method: "POST",
    url: `/api/employers/${employerId}/logo`,
    cookies: account.cookies,
    payload: body.payload,
    headers: body.headers,
  });
}

const png = (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 47, g: 90, b: 39, alpha: 1 } } })
    .png()
    .toBuffer();

const fileOf = (url: string) => join(t.dataDir, url.replace(/^\/media\//, "media/"));

async function employerRow(id: number) {
  const [row] = await t.db.select().from(employers).where(eq(employers.id, id));
  return row!;
}

describe("GET /api/employers/{id}", () => {
  it("answers the own profile", async () => {
    const a = await createAccount(t.db, { company: "Baumschule Lindenhof" });
    const res = await call("GET", `/api/employers/${a.employerId}`, a);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: a.employerId,
      name: "Baumschule Lindenhof",
      logo: null,
      sectors: [],
    });
  });

  it("refuses strangers, visitors and nonsense ids; staff see every profile", async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    const staff = await createAccount(t.db, { admin: true });
    expect((await call("GET", `/api/employers/${b.employerId}`, a)).statusCode).toBe(403);
    const visitor = await call("GET", `/api/employers/${a.employerId}`, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe("Sie sind nicht angemeldet.");
    expect((await call("GET", `/api/employers/${b.employerId}`, staff)).statusCode).toBe(200);
    expect((await call("GET", `/api/employers/2147483000`, staff)).statusCode).toBe(404);
    for (const id of ["abc", "-1", "0", "1.5", "99999999999", "1%20OR%201=1"]) {
      const res = await call("GET", `/api/employers/${id}`, a);
      expect([404, 422], id).toContain(res.statusCode);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe("PUT /api/employers/{id}", () => {
  it("saves the profile with sectors and answers it", async () => {
    const a = await createAccount(t.db);
    const gala = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
    const nursery = await sectorIdBySlug(t.db, "baumschule");
    const res = await call(
      "PUT",
      `/api/employers/${a.employerId}`,
      a,
      profile({ sector_ids: [gala, nursery, gala], phone: "+49 511 1234567 ext. 12" }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_UPDATED_MESSAGE);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: "Gärtnerei Sonnenhang GmbH",
      city: "Hannover",
      zipcode: "30159",
      phone: "+49 511 1234567 ext. 12",
      website: "https://www.sonnenhang.example",
    });
    expect(data.sectors.map((s: { id: number }) => s.id).sort()).toEqual([gala, nursery].sort());

    // The audit trail knows who changed what.
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.employer_id, a.employerId));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actor_user_id: a.userId,
      impersonator_id: null,
      subject_type: "employer",
      action: "profile.updated",
    });
    expect(trail[0]!.changes).toMatchObject({
      city: [null, "Hannover"],
      sector_ids: [[], [gala, nursery].sort((x, y) => x - y)],
    });

    // Empty optional fields are stored as null; sectors can be cleared.
    const cleared = await call(
      "PUT",
      `/api/employers/${a.employerId}`,
      a,
      profile({ description: "", website: "  ", phone: null, sector_ids: [] }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({
      description: null,
      website: null,
      phone: null,
      sectors: [],
    });
  });

  it("refuses bad input field by field with German messages and changes nothing", async () => {
    const a = await createAccount(t.db, { company: "Unverändert GmbH" });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [profile({ phone: "12" }), "phone", /gültige Telefonnummer/],
      [profile({ phone: "+49 0000" }), "phone", /gültige Telefonnummer/],
      [profile({ phone: "abc" }), "phone", /gültige Telefonnummer/],
      [profile({ phone: `0511 123456 ext. ${"9".repeat(251)}` }), "phone", /Telefonnummer/],
      [profile({ website: "javascript:alert(1)" }), "website", /Webadresse/],
      [profile({ website: "www.ohne-schema.de" }), "website", /Webadresse/],
      [profile({ email: "jobs@" }), "email", /E-Mail-Adresse/],
      [profile({ zipcode: "1234" }), "zipcode", /fünf Ziffern/],
      [profile({ name: "   " }), "name", /Namen/],
      [profile({ name: "a".repeat(151) }), "name", /höchstens 150/],
      [profile({ description: "x".repeat(5001) }), "description", /höchstens 5000/],
      [profile({ sector_ids: [2147483000] }), "sector_ids", /Branchen/],
      [profile({ sector_ids: ["1"] }), "sector_ids", /.+/],
      [
        profile({ sector_ids: Array.from({ length: 21 }, (_, i) => i + 1) }),
        "sector_ids",
        /höchstens 20/,
      ],
      [profile({ logo_image_id: 1 }), "_", /.+/],
      [profile({ name: { $ne: null } }), "name", /.+/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call("PUT", `/api/employers/${a.employerId}`, a, payload);
      const label = `${field}: ${JSON.stringify(payload).slice(0, 80)}`;
      expect(res.statusCode, label).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
      expect(key, label).toBeDefined();
      expect(errors[key!]!.join(" "), label).toMatch(message);
    }
    const huge = await call(
      "PUT",
      `/api/employers/${a.employerId}`,
      a,
      profile({ description: "x".repeat(10 * 1024 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
    expect((await employerRow(a.employerId)).name).toBe("Unverändert GmbH");
  });

  it("refuses another employer's profile and leaves it untouched", async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db, { company: "Opfer GmbH" });
    const res = await call(
      "PUT",
      `/api/employers/${b.employerId}`,
      a,
      profile({ name: "Übernommen" }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Sie haben keinen Zugriff auf dieses Unternehmen.");
    expect((await employerRow(b.employerId)).name).toBe("Opfer GmbH");
  });
});

describe("logo upload", () => {
  it("stores the variants of docs/product.md „Job ads: fields and editor“ as WebP files and replaces an older logo", async () => {
    const a = await createAccount(t.db);
    const res = await uploadLogo(a, a.employerId, await png(1200, 800));
    expect(res.statusCode).toBe(200);
    const logo = res.json().data.logo;
    for (const variant of ["thumb", "sm", "md", "md-blurred", "lg", "original", "url"]) {
      expect(logo[variant], variant).toMatch(/^\/media\/uploads\/employers\/\d+\/[\w-]+\.webp$/);
      expect(existsSync(fileOf(logo[variant])), variant).toBe(true);
    }
    const md = await sharp(fileOf(logo.md)).metadata();
    expect(md.format).toBe("webp");
    expect(Math.max(md.width!, md.height!)).toBe(384);
    const blurred = await sharp(fileOf(logo["md-blurred"])).metadata();
    expect(Math.max(blurred.width!, blurred.height!)).toBeLessThanOrEqual(32);
    // Small pictures are never blown up.
    const small = await uploadLogo(a, a.employerId, await png(100, 60));
    expect(small.statusCode).toBe(200);
    const smallOriginal = await sharp(fileOf(small.json().data.logo.original)).metadata();
    expect(smallOriginal.width).toBe(100);
    // The replaced logo's files and row are gone.
    expect(existsSync(fileOf(logo.md))).toBe(false);
    const rows = await t.db.select().from(images).where(eq(images.employer_id, a.employerId));
    expect(rows).toHaveLength(1);

    const served = await t.app.inject({ method: "GET", url: small.json().data.logo.sm });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");

    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.employer_id, a.employerId));
    expect(actions.map((r) => r.action)).toEqual(["logo.replaced", "logo.replaced"]);

    const removed = await call("DELETE", `/api/employers/${a.employerId}/logo`, a);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.logo).toBeNull();
    expect(existsSync(fileOf(small.json().data.logo.sm))).toBe(false);
  });

  it("accepts JPEG and WebP, judged by content not by name", async () => {
    const a = await createAccount(t.db);
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    expect((await uploadLogo(a, a.employerId, jpeg, "foto.png", "image/png")).statusCode).toBe(200);
    expect(
      (await uploadLogo(a, a.employerId, webp, "bild", "application/octet-stream")).statusCode,
    ).toBe(200);
  });

  it("refuses fakes, other formats, broken and oversized files with German messages", async () => {
    const a = await createAccount(t.db);
    const valid = await png();
    const cases: [string, Buffer, string, string][] = [
      ["script named .png", Buffer.from("<script>alert(1)</script>"), "logo.png", "image/png"],
      [
        "html with png magic in the middle",
        Buffer.concat([Buffer.from("<html>"), valid]),
        "x.png",
        "image/png",
      ],
      [
        "svg",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "logo.svg",
        "image/svg+xml",
      ],
      ["gif", await sharp(valid).gif().toBuffer(), "logo.gif", "image/gif"],
      ["truncated png", valid.subarray(0, Math.floor(valid.length / 2)), "kaputt.png", "image/png"],
      ["png magic only", valid.subarray(0, 8), "leer.png", "image/png"],
      ["tiny", await png(8, 8), "klein.png", "image/png"],
    ];
    for (const [label, bytes, name, type] of cases) {
      const res = await uploadLogo(a, a.employerId, bytes, name, type);
      expect(res.statusCode, label).toBe(422);
      expect(res.json().errors.logo[0], label).toMatch(/gültiges Bild|zu klein/);
    }
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bombRes = await uploadLogo(a, a.employerId, bomb);
    expect(bombRes.statusCode).toBe(422);
    expect(bombRes.json().errors.logo[0]).toMatch(/zu viele Pixel/);

    const big = await uploadLogo(
      a,
      a.employerId,
      Buffer.concat([valid, Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.");

    const wrongField = multipartFile("bild", "logo.png", "image/png", valid);
    const wrong = await t.api({
      method: "POST",
      url: `/api/employers/${a.employerId}/logo`,
      cookies: a.cookies,
      payload: wrongField.payload,
      headers: wrongField.headers,
    });
    expect(wrong.statusCode).toBe(422);
    const json = await call("POST", `/api/employers/${a.employerId}/logo`, a, {
      logo: "data:image/png;base64,AAAA",
    });
    expect(json.statusCode).toBe(422);

    expect((await employerRow(a.employerId)).logo_image_id).toBeNull();
  });

  it("needs the CSRF marker like every mutating route", async () => {
    const a = await createAccount(t.db);
    const body = multipartFile("logo", "logo.png", "image/png", await png());
    const res = await t.app.inject({
      method: "POST",
      url: `/api/employers/${a.employerId}/logo`,
      cookies: a.cookies,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(419);
    expect((await employerRow(a.employerId)).logo_image_id).toBeNull();
  });
});

describe("authorization walk", () => {
  /**
   * Every route under /api/employers/{id} (read from the generated OpenAPI document, so a
   * route added later is walked too) with another employer's id: 403 or 404, and the other
   * employer's data unchanged.
   */
  it("refuses every employer route with another employer's id", async () => {
    const attacker = await createAccount(t.db);
    const victim = await createAccount(t.db, { company: "Fremder Betrieb GmbH" });
    const gala = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
    await t.db.insert(employerSectors).values({ employer_id: victim.employerId, sector_id: gala });
    const logo = await uploadLogo(victim, victim.employerId, await png());
    expect(logo.statusCode).toBe(200);
    const before = await employerRow(victim.employerId);

    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const walked: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith("/api/employers/{id}")) continue;
      for (const method of Object.keys(methods)) {
        const url = path.replace("{id}", String(victim.employerId));
        const upper = method.toUpperCase() as "GET" | "PUT" | "POST" | "DELETE";
        const res =
          upper === "POST" && path.endsWith("/logo")
            ? await uploadLogo(attacker, victim.employerId, await png())
            : await call(
                upper,
                url,
                attacker,
                upper === "GET" || upper === "DELETE"
                  ? undefined
                  : path.endsWith("/rejection-template")
                    ? { rejection_template: "Gekapert {name}" }
                    : profile({ name: "Gekapert" }),
              );
        expect([403, 404], `${upper} ${path}`).toContain(res.statusCode);
        expect(res.json().message).toMatch(/Zugriff|nicht gefunden/);
        walked.push(`${upper} ${path}`);
      }
    }
    expect(walked.sort()).toEqual(
      [
        "DELETE /api/employers/{id}/logo",
        "GET /api/employers/{id}",
        "GET /api/employers/{id}/applications",
        "GET /api/employers/{id}/demand",
        "GET /api/employers/{id}/rejection-template",
        "POST /api/employers/{id}/logo",
        "PUT /api/employers/{id}",
        "PUT /api/employers/{id}/rejection-template",
      ].sort(),
    );
    // The data rights (ADR 020): the attacker's own export holds nothing of the victim, and
    // the team's export and deletion of the victim refuse an employer.
    const own = await call("GET", "/api/account/export", attacker);
    expect(own.statusCode).toBe(200);
    const archive = [...readZip(own.rawPayload).values()].map((b) => b.toString()).join("\n");
    expect(archive).not.toContain(victim.email);
    expect(archive).not.toContain("Fremder Betrieb");
    for (const [method, url] of [
      ["GET", `/api/admin/employers/${victim.employerId}/export`],
      ["DELETE", `/api/admin/employers/${victim.employerId}`],
    ] as const) {
      const res = await call(method, url, attacker, { password: attacker.password });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const after = await employerRow(victim.employerId);
    expect(after).toEqual(before);
    const sectorsAfter = await t.db
      .select()
      .from(employerSectors)
      .where(eq(employerSectors.employer_id, victim.employerId));
    expect(sectorsAfter).toHaveLength(1);
    for (const url of Object.values(logo.json().data.logo as Record<string, string>)) {
      expect(existsSync(fileOf(url))).toBe(true);
    }
  });
});

describe("bodies as the browser client sends them", () => {
  it("takes a DELETE with the JSON content type and no body (docs/product.md „API conventions“ default headers)", async () => {
    const a = await createAccount(t.db);
    const res = await t.api({
      method: "DELETE",
      url: `/api/employers/${a.employerId}/logo`,
      cookies: a.cookies,
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(200);
    const prototype = await t.api({
      method: "PUT",
      url: `/api/employers/${a.employerId}`,
      cookies: a.cookies,
      headers: { "content-type": "application/json" },
      payload: '{"name":"X","__proto__":{"admin":true}}',
    });
    expect(prototype.statusCode).toBe(400);
    expect(prototype.json().message).toBe("Der Inhalt der Anfrage ist kein gültiges JSON.");
  });
});
