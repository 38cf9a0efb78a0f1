import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  employers,
  employerUsers,
  jobAdvertisements,
  orders,
  plans,
  sessions,
  users,
} from "#server/db/schema.ts";
import { exportFileName } from "#shared/schemas/data-rights.ts";
import { createAccount, createSession, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createApplication, createJob } from "#tests/support/factories.ts";
import { multipartFile } from "#tests/support/multipart.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { listen } from "#tests/support/realtime-client.ts";
import { readZip } from "#tests/support/zip-reader.ts";

// Data rights (ADR 020): the export as one ZIP and the account's deletion, by the
// account itself and by staff from the backoffice.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const BILLING = {
  company: "Gärtnerei Export & Söhne",
  name: "Erika Export",
  street: "Gartenstraße 3",
  zipcode: "85354",
  city: "Freising",
  country: "DE",
};

function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  who: TestAccount | null,
  payload?: Record<string, unknown>,
) {
  return t.api({ method, url, cookies: who?.cookies ?? {}, payload });
}

async function planId(slug: string): Promise<number> {
  const [row] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug));
  return row!.id;
}

/** A real PNG uploaded as the employer's logo by `who`. */
async function uploadLogo(who: TestAccount, employerId: number) {
  const png = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 10, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  const body = multipartFile("logo", "logo.png", "image/png", png);
  return t.api({
    method: "POST",
    url: `/api/employers/${employerId}/logo`,
    cookies: who.cookies,
    payload: body.payload,
    headers: body.headers,
  });
}

/** An employer with a profile, a logo, a live ad, a draft, an ended ad and an invoiced order. */
async function fullEmployer(company = `Baumschule ${randomBytes(3).toString("hex")}`) {
  const account = await createAccount(t.db, { company });
  const word = `Zaubernuss${randomBytes(4).toString("hex")}`;
  const profile = await call("PUT", `/api/employers/${account.employerId}`, account, {
    name: company,
    description: "Familienbetrieb",
    website: "https://www.betrieb.example",
    email: "jobs@betrieb.example",
    phone: "0511 1234567",
    street: "Am Hang 3",
    zipcode: "30159",
    city: "Hannover",
    sector_ids: [],
  });
  expect(profile.statusCode).toBe(200);
  const logo = await uploadLogo(account, account.employerId);
  expect(logo.statusCode).toBe(200);
  const live = await createJob(t.db, {
    employerId: account.employerId,
    title: `Gärtner ${word} (m/w/d)`,
  });
  const draft = await createJob(t.db, {
    employerId: account.employerId,
    status: "draft",
    title: "Entwurf",
  });
  const ended = await createJob(t.db, {
    employerId: account.employerId,
    status: "terminated",
    title: "Beendet",
  });
  const order = await call("POST", "/api/checkout", account, {
    plan_id: await planId("basis"),
    payment_method: "invoice",
    billing_address: BILLING,
    accept_terms: true,
  });
  expect(order.statusCode, order.body).toBeLessThan(300);
  const [orderRow] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.employer_id, account.employerId));
  return {
    account,
    company,
    word,
    live,
    draft,
    ended,
    order: orderRow!,
    logoUrls: Object.values(logo.json().data.logo as Record<string, string>),
  };
}

const fileOf = (url: string) => join(t.dataDir, "media", url.replace(/^\/media\//, ""));
const jsonOf = (files: Map<string, Buffer>, name: string) =>
  JSON.parse(files.get(name)!.toString("utf8")) as unknown;

describe("GET /api/account/export", () => {
  it("answers the account's own data as one ZIP download, nothing of another employer", async () => {
    const own = await fullEmployer();
    const other = await fullEmployer("Fremder Betrieb GmbH");
    const res = await call("GET", "/api/account/export", own.account);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${exportFileName(new Date())}"`,
    );
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="wurzelwerk-daten-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toMatch(/no-store/);

    const files = readZip(res.rawPayload);
    const invoiceName = `invoices/${own.order.invoice_number}.pdf`;
    expect([...files.keys()].sort()).toEqual(
      [
        "LIESMICH.txt",
        "account.json",
        "profile.json",
        "ads.json",
        "orders.json",
        "applications.json",
        invoiceName,
      ].sort(),
    );
    expect(files.get("LIESMICH.txt")!.toString()).toMatch(/Ihre Daten bei .*\n[\s\S]*Sie /);
    expect(jsonOf(files, "account.json")).toMatchObject({
      accounts: [{ name: own.account.name, email: own.account.email, is_staff: false }],
    });
    const account = jsonOf(files, "account.json") as { accounts: Record<string, unknown>[] };
    expect(account.accounts[0]!.email_verified_at).toEqual(expect.any(String));
    expect(account.accounts[0]!.created_at).toEqual(expect.any(String));
    expect(JSON.stringify(account)).not.toMatch(/password|hash/i);
    expect(jsonOf(files, "profile.json")).toMatchObject({
      id: own.account.employerId,
      name: own.company,
      phone: "0511 1234567",
      city: "Hannover",
      billing_address: { company: BILLING.company },
    });
    const ads = jsonOf(files, "ads.json") as { id: number; status: string; tasks: string }[];
    expect(ads.map((a) => [a.id, a.status])).toEqual([
      [own.live.id, "published"],
      [own.draft.id, "draft"],
      [own.ended.id, "terminated"],
    ]);
    expect(ads[0]!.tasks).toContain("Pflanzen");
    expect(jsonOf(files, "orders.json")).toMatchObject([
      {
        id: own.order.id,
        invoice_number: own.order.invoice_number,
        billing_address: { company: BILLING.company },
      },
    ]);
    expect(jsonOf(files, "applications.json")).toEqual([]);
    expect(files.get(invoiceName)!.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfText(files.get(invoiceName)!)).toContain(own.order.invoice_number!);

    // Nothing of the other employer anywhere in the archive.
    const everything = [...files.values()].map((b) => b.toString("latin1")).join("\n");
    expect(everything).not.toContain(other.account.email);
    expect(everything).not.toContain(other.word);
    expect(everything).not.toContain(other.order.invoice_number!);
  });

  it("refuses a request without a session, and limits exports to 5 an hour per account", async () => {
    expect((await call("GET", "/api/account/export", null)).statusCode).toBe(401);
    const a = await createAccount(t.db);
    for (let i = 0; i < 5; i++) {
      expect((await call("GET", "/api/account/export", a)).statusCode).toBe(200);
    }
    const limited = await call("GET", "/api/account/export", a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Zu viele Anfragen/);
    // Another account of the same address is not limited by it.
    expect((await call("GET", "/api/account/export", await createAccount(t.db))).statusCode).toBe(
      200,
    );
  });
});

/** The export fetched over a real connection, as a browser downloads it: chunk by chunk. */
async function download(who: TestAccount) {
  const port = await listen(t);
  const cookie = Object.entries(who.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
  return fetch(`http://127.0.0.1:${port}/api/account/export`, { headers: { cookie } });
}

describe("GET /api/account/export with applications", () => {
  it("streams each application's file into the archive byte for byte", async () => {
    const account = await createAccount(t.db);
    const job = await createJob(t.db, { employerId: account.employerId });
    // Larger than one read from storage (64 KiB): the file arrives in many chunks.
    const cv = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(1024 * 1024 + 3)]);
    const made = await createApplication(t.db, t.config.dataDir, job, {
      files: [
        { kind: "cv", file_name: "Lebenslauf.pdf", bytes: cv },
        { file_name: "Zeugnis.pdf", bytes: Buffer.from("%PDF-1.4\nklein\n") },
      ],
    });
    const res = await download(account);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${exportFileName(new Date())}"`,
    );
    // Sent as it is written: no length known in advance.
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    expect(files.get(`applications/${made.id}/Lebenslauf.pdf`)!.equals(cv)).toBe(true);
    expect(files.get(`applications/${made.id}/Zeugnis.pdf`)!.toString()).toBe("%PDF-1.4\nklein\n");
    expect(jsonOf(files, "applications.json")).toMatchObject([
      {
        id: made.id,
        files: [
          {
            file_name: "Lebenslauf.pdf",
            size_bytes: cv.length,
            path: `applications/${made.id}/Lebenslauf.pdf`,
          },
          { file_name: "Zeugnis.pdf", path: `applications/${made.id}/Zeugnis.pdf` },
        ],
      },
    ]);
  });

  it("gives a staff account that is also the employer's user the count of applications only", async () => {
    const staffMember = await createAccount(t.db, { admin: true });
    const job = await createJob(t.db, { employerId: staffMember.employerId });
    const made = await createApplication(t.db, t.config.dataDir, job);
    const res = await download(staffMember);
    expect(res.status).toBe(200);
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    expect(jsonOf(files, "applications.json")).toEqual({ count: 1 });
    expect([...files.keys()].filter((name) => name.startsWith("applications/"))).toEqual([]);
    expect(files.get("applications.json")!.toString()).not.toContain(made.email);
  });

  it("breaks the download when a file fails after the first byte, never a whole-looking ZIP", async () => {
    const account = await createAccount(t.db);
    const job = await createJob(t.db, { employerId: account.employerId });
    const made = await createApplication(t.db, t.config.dataDir, job, {
      files: [{ file_name: "Lebenslauf.pdf", bytes: Buffer.from("%PDF-1.4\n") }],
    });
    // The key is there, but reading it fails (as a disk error would) once the archive is sent.
    const path = join(t.config.dataDir, "private", "applications", made.files[0]!.storage_key);
    rmSync(path);
    mkdirSync(path);
    try {
      const res = await download(account);
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer()).rejects.toThrow(/terminated/);
    } finally {
      rmSync(path, { recursive: true });
    }
  });
});

describe("DELETE /api/account", () => {
  it("refuses a wrong password with a German 422 and changes nothing", async () => {
    const own = await fullEmployer();
    const before = await t.db
      .select()
      .from(employers)
      .where(eq(employers.id, own.account.employerId));
    const res = await call("DELETE", "/api/account", own.account, { password: "falsch-falsch" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Das Passwort ist nicht korrekt.",
      errors: { password: ["Das Passwort ist nicht korrekt."] },
      code: "validation_failed",
    });
    const missing = await call("DELETE", "/api/account", own.account, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.password).toEqual(["Bitte geben Sie Ihr Passwort ein."]);
    expect(
      await t.db.select().from(employers).where(eq(employers.id, own.account.employerId)),
    ).toEqual(before);
    expect((await call("GET", "/api/user", own.account)).statusCode).toBe(200);
    expect((await call("GET", `/api/job-advertisements/${own.live.id}`, null)).statusCode).toBe(
      200,
    );
  });

  it("counts wrong passwords with the password change's limit: 5 in all, then 429", async () => {
    const a = await createAccount(t.db);
    for (let i = 0; i < 3; i++) {
      const res = await call("PUT", "/user/password", a, {
        current_password: "falsch-falsch",
        password: "Neues-Passwort-1234",
        password_confirmation: "Neues-Passwort-1234",
      });
      expect(res.statusCode).toBe(422);
    }
    for (let i = 0; i < 2; i++) {
      expect(
        (await call("DELETE", "/api/account", a, { password: "falsch-falsch" })).statusCode,
      ).toBe(422);
    }
    const limited = await call("DELETE", "/api/account", a, { password: a.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Zu viele Versuche/);
    expect((await call("GET", "/api/user", a)).statusCode).toBe(200);
  });

  it("with the right password: ads end, data erased, sessions end, the address is free, invoices archived", async () => {
    const own = await fullEmployer();
    // A second session of the same user (another browser).
    const otherToken = await createSession(t.db, own.account.userId);

    const listed = await call("GET", `/api/job-advertisements?search=${own.word}`, null);
    expect(listed.json().data.map((j: { id: number }) => j.id)).toEqual([own.live.id]);

    const res = await call("DELETE", "/api/account", own.account, {
      password: own.account.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Ihr Konto wurde gelöscht." });
    expect(String(res.headers["set-cookie"])).toMatch(/ww_session=;/);

    // Ads: out of the list and the search, their pages 410; drafts gone.
    const after = await call("GET", `/api/job-advertisements?search=${own.word}`, null);
    expect(after.json().data).toEqual([]);
    for (const id of [own.live.id, own.ended.id]) {
      expect((await call("GET", `/api/job-advertisements/${id}`, null)).statusCode).toBe(410);
    }
    const jobs = await t.db
      .select()
      .from(jobAdvertisements)
      .where(eq(jobAdvertisements.employer_id, own.account.employerId));
    expect(jobs.map((j) => [j.id, j.status]).sort()).toEqual(
      [
        [own.live.id, "terminated"],
        [own.ended.id, "terminated"],
      ].sort(),
    );
    for (const job of jobs) {
      expect(job).toMatchObject({
        description: "",
        tasks: "",
        contact_name: null,
        contact_email: null,
        application_email: null,
      });
    }

    // Personal data: user rows and sessions gone, the profile an empty tombstone, logo files gone.
    expect(await t.db.select().from(users).where(eq(users.id, own.account.userId))).toEqual([]);
    expect(
      await t.db.select().from(sessions).where(eq(sessions.user_id, own.account.userId)),
    ).toEqual([]);
    expect(
      (await t.api({ url: "/api/user", cookies: { ww_session: otherToken } })).statusCode,
    ).toBe(401);
    const [tombstone] = await t.db
      .select()
      .from(employers)
      .where(eq(employers.id, own.account.employerId));
    expect(tombstone).toMatchObject({
      name: "Gelöschtes Unternehmen",
      email: null,
      phone: null,
      street: null,
      city: null,
      website: null,
      description: null,
      logo_image_id: null,
      billing_address: null,
    });
    expect(tombstone!.deleted_at).toBeInstanceOf(Date);
    for (const url of own.logoUrls) expect(existsSync(fileOf(url))).toBe(false);
    expect(
      await t.db
        .select()
        .from(employerUsers)
        .where(eq(employerUsers.employer_id, own.account.employerId)),
    ).toEqual([]);

    // The login fails; the address can be registered again.
    const login = await call("POST", "/login", null, {
      email: own.account.email,
      password: own.account.password,
    });
    expect(login.statusCode).toBe(422);
    const again = await call("POST", "/register", null, {
      name: "Neu Anfang",
      company_name: "Neuer Betrieb",
      email: own.account.email,
      password: "Ganz-Neues-Passwort-42",
      password_confirmation: "Ganz-Neues-Passwort-42",
      terms: true,
    });
    expect(again.statusCode, again.body).toBe(201);
    const [fresh] = await t.db.select().from(users).where(eq(users.email, own.account.email));
    expect(fresh!.id).not.toBe(own.account.userId);

    // The invoice: archived until the end of the 10th year, kept with its billing address.
    const [archived] = await t.db.select().from(orders).where(eq(orders.id, own.order.id));
    const year = Number(own.order.invoice_date!.slice(0, 4));
    expect(archived).toMatchObject({
      retain_until: `${year + 10}-12-31`,
      user_id: null,
      invoice_number: own.order.invoice_number,
      billing_address: { company: BILLING.company, name: BILLING.name },
    });
    expect(archived!.archived_at).toBeInstanceOf(Date);
  });

  it("keeps the archived invoice from every account and lets staff still find and open it", async () => {
    const own = await fullEmployer();
    const staff = await createAccount(t.db, { admin: true });
    const res = await call("DELETE", "/api/account", own.account, {
      password: own.account.password,
    });
    expect(res.statusCode).toBe(200);

    // No account's list or detail holds it (an account that somehow got linked included).
    const stranger = await createAccount(t.db);
    await t.db
      .update(employerUsers)
      .set({ employer_id: own.account.employerId })
      .where(eq(employerUsers.user_id, stranger.userId));
    const list = await call("GET", "/api/orders", stranger);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
    expect((await call("GET", `/api/orders/${own.order.id}`, stranger)).statusCode).toBe(404);
    expect((await call("GET", `/api/orders/${own.order.id}/invoice`, stranger)).statusCode).toBe(
      404,
    );

    const found = await call(
      "GET",
      `/api/admin/orders?search=${encodeURIComponent(own.order.invoice_number!)}`,
      staff,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject([
      { id: own.order.id, billing_company: BILLING.company },
    ]);
    const pdf = await call("GET", `/api/admin/orders/${own.order.id}/invoice`, staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const detail = await call("GET", `/api/admin/employers/${own.account.employerId}`, staff);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      deleted_at: expect.any(String),
      retain_until: `${Number(own.order.invoice_date!.slice(0, 4)) + 10}-12-31`,
      orders: [{ id: own.order.id }],
    });
    const trail = await call(
      "GET",
      `/api/admin/employers/${own.account.employerId}/audit-events`,
      staff,
    );
    expect(trail.json().data).toMatchObject([
      { action: "account.deleted", actor: null, summary: expect.stringMatching(/gelöscht/) },
    ]);
  });

  it("drops canceled orders, keeps a pending or failed payment archived, all in one go", async () => {
    const a = await createAccount(t.db);
    const base = {
      employer_id: a.employerId,
      user_id: a.userId,
      plan_name: "Basis",
      ad_count: 1,
      duration_days: 30,
      highlighted: false,
      validity_months: 12,
      payment_method: "stripe",
      amount_net: 100,
      amount_tax: 19,
      amount_gross: 119,
      tax_rate: 19,
      billing_address: BILLING as (typeof orders.$inferInsert)["billing_address"],
    } satisfies Partial<typeof orders.$inferInsert>;
    const rows = await t.db
      .insert(orders)
      .values([
        { ...base, status: "canceled" },
        { ...base, status: "failed" },
        { ...base, status: "pending" },
      ])
      .returning({ id: orders.id, status: orders.status });
    const res = await call("DELETE", "/api/account", a, { password: a.password });
    expect(res.statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.map((r) => r.id),
        ),
      );
    // A failed SEPA debit can still succeed: its order stays to be invoiced then.
    expect(left.map((o) => o.status).sort()).toEqual(["failed", "pending"]);
    const thisYear = Number(new Date().toISOString().slice(0, 4));
    for (const order of left) {
      expect(order.retain_until).toMatch(new RegExp(`^(${thisYear + 10}|${thisYear + 11})-12-31$`));
      expect(order.archived_at).toBeInstanceOf(Date);
    }
  });

  it("refuses while staff impersonate the account (403), and the last staff account (409)", async () => {
    const staffOnly = await createAccount(t.db, { admin: true });
    // Every other staff account is demoted for this check, then promoted back.
    const others = await t.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const otherIds = others.map((r) => r.id).filter((id) => id !== staffOnly.userId);
    if (otherIds.length) {
      await t.db.update(users).set({ role: "employer" }).where(inArray(users.id, otherIds));
    }
    try {
      const res = await call("DELETE", "/api/account", staffOnly, {
        password: staffOnly.password,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/letzte Konto des Wurzelwerk-Teams/);
      expect(await t.db.select().from(users).where(eq(users.id, staffOnly.userId))).toHaveLength(1);
    } finally {
      if (otherIds.length) {
        await t.db.update(users).set({ role: "admin" }).where(inArray(users.id, otherIds));
      }
    }

    const employer = await createAccount(t.db);
    const start = await call(
      "POST",
      `/api/admin/users/${employer.userId}/impersonate`,
      staffOnly,
      {},
    );
    expect(start.statusCode, start.body).toBeLessThan(300);
    // The staff session now acts as the employer.
    const impersonating = await call("DELETE", "/api/account", staffOnly, {
      password: employer.password,
    });
    expect(impersonating.statusCode).toBe(403);
    expect(impersonating.json().message).toMatch(/Backoffice/);
    expect(await t.db.select().from(users).where(eq(users.id, employer.userId))).toHaveLength(1);
  });

  it("checks the session before the body: without one, 401 whatever is sent", async () => {
    const res = await call("DELETE", "/api/account", null, { password: 42 } as never);
    expect(res.statusCode).toBe(401);
  });
});

describe("staff: GET /api/admin/employers/{id}/export and DELETE /api/admin/employers/{id}", () => {
  it("refuses employers (403) and nobody (401), before looking at the body", async () => {
    const victim = await fullEmployer();
    const employer = await createAccount(t.db);
    for (const who of [employer, null]) {
      const exp = await call(
        "GET",
        `/api/admin/employers/${victim.account.employerId}/export`,
        who,
      );
      expect(exp.statusCode).toBe(who ? 403 : 401);
      const del = await call("DELETE", `/api/admin/employers/${victim.account.employerId}`, who, {
        nonsense: true,
      });
      expect(del.statusCode).toBe(who ? 403 : 401);
      expect(del.json().message).toMatch(/Wurzelwerk-Team|nicht angemeldet/);
    }
    expect((await call("GET", "/api/user", victim.account)).statusCode).toBe(200);
  });

  it("exports an employer's data for staff and notes it in the audit trail", async () => {
    const victim = await fullEmployer();
    const staff = await createAccount(t.db, { admin: true });
    const res = await call(
      "GET",
      `/api/admin/employers/${victim.account.employerId}/export`,
      staff,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    const files = readZip(res.rawPayload);
    expect(jsonOf(files, "account.json")).toMatchObject({
      accounts: [{ email: victim.account.email }],
    });
    expect(files.has(`invoices/${victim.order.invoice_number}.pdf`)).toBe(true);
    // Staff's own account is not in it.
    expect(files.get("account.json")!.toString()).not.toContain(staff.email);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.employer_id, victim.account.employerId))
      .orderBy(auditEvents.id)
      .then((rows) => rows.filter((r) => r.action === "data.exported"));
    expect(event).toMatchObject({ actor_user_id: staff.userId, subject_type: "employer" });
    expect((await call("GET", "/api/admin/employers/999999/export", staff)).statusCode).toBe(404);
  });

  it("notes an export made while impersonating the employer in its audit trail too", async () => {
    // Otherwise the team's export without a trace is one impersonation away.
    const victim = await fullEmployer();
    const staff = await createAccount(t.db, { admin: true });
    const started = await call(
      "POST",
      `/api/admin/users/${victim.account.userId}/impersonate`,
      staff,
      {},
    );
    expect(started.statusCode, started.body).toBe(200);
    const res = await call("GET", "/api/account/export", staff);
    expect(res.statusCode).toBe(200);
    const exported = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.employer_id, victim.account.employerId))
      .then((rows) => rows.filter((r) => r.action === "data.exported"));
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      actor_user_id: victim.account.userId,
      impersonator_id: staff.userId,
      subject_type: "employer",
    });
    // The employer's own export is theirs to make: no entry.
    expect((await call("GET", "/api/account/export", victim.account)).statusCode).toBe(200);
    const after = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.employer_id, victim.account.employerId))
      .then((rows) => rows.filter((r) => r.action === "data.exported"));
    expect(after).toHaveLength(1);
  });

  it("deletes with the staff member's own password, audited; the employer's password does not do", async () => {
    const victim = await fullEmployer();
    const staff = await createAccount(t.db, { admin: true });
    const url = `/api/admin/employers/${victim.account.employerId}`;
    const wrong = await call("DELETE", url, staff, { password: "nicht-meins" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(["Das Passwort ist nicht korrekt."]);
    expect((await call("GET", "/api/user", victim.account)).statusCode).toBe(200);

    const res = await call("DELETE", url, staff, { password: staff.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Das Konto wurde gelöscht." });
    expect((await call("GET", "/api/user", victim.account)).statusCode).toBe(401);
    expect((await call("GET", `/api/job-advertisements/${victim.live.id}`, null)).statusCode).toBe(
      410,
    );
    const trail = await call("GET", `${url}/audit-events`, staff);
    expect(trail.json().data).toMatchObject([
      {
        action: "account.deleted",
        actor: { id: staff.userId, is_admin: true },
        summary: "Konto vom Team gelöscht; Rechnungen archiviert",
      },
    ]);
    // Staff stay signed in; deleting twice says so; the export of a deleted account too.
    expect((await call("GET", "/api/user", staff)).statusCode).toBe(200);
    const twice = await call("DELETE", url, staff, { password: staff.password });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Dieses Konto wurde bereits gelöscht.");
    expect((await call("GET", `${url}/export`, staff)).statusCode).toBe(409);
    expect(
      (await call("DELETE", "/api/admin/employers/999999", staff, { password: staff.password }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the tombstone of a deleted account", () => {
  it("cannot be written any more, not even by staff: 409, nothing changed", async () => {
    const victim = await fullEmployer();
    const staff = await createAccount(t.db, { admin: true });
    const url = `/api/admin/employers/${victim.account.employerId}`;
    expect((await call("DELETE", url, staff, { password: staff.password })).statusCode).toBe(200);
    const [before] = await t.db
      .select()
      .from(employers)
      .where(eq(employers.id, victim.account.employerId));

    const profile = await call("PUT", `/api/employers/${victim.account.employerId}`, staff, {
      name: "Wiederbelebt",
      sector_ids: [],
    });
    expect(profile.statusCode).toBe(409);
    expect(profile.json().message).toBe(
      "Dieses Konto wurde gelöscht; es kann nicht mehr geändert werden.",
    );
    const logo = await uploadLogo(staff, victim.account.employerId);
    expect(logo.statusCode).toBe(409);
    const grant = await call("POST", `${url}/credits`, staff, {
      plan_name: "Basis",
      duration_days: 30,
      highlighted: false,
      count: 1,
    });
    expect(grant.statusCode).toBe(409);
    const [after] = await t.db
      .select()
      .from(employers)
      .where(eq(employers.id, victim.account.employerId));
    expect(after).toEqual(before);
  });
});

describe("OpenAPI", () => {
  it("documents the four routes with their tags, so the fuzzer walks them too", async () => {
    const doc = (await t.app.inject({ url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.paths["/api/account/export"]?.get?.tags).toEqual(["Konto"]);
    expect(doc.paths["/api/account"]?.delete?.tags).toEqual(["Konto"]);
    expect(doc.paths["/api/admin/employers/{id}/export"]?.get?.tags).toEqual(["Team"]);
    expect(doc.paths["/api/admin/employers/{id}"]?.delete?.tags).toEqual(["Team"]);
  });
});
