import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditEvents, credits, notifications, plans, searchRecords } from "#server/db/schema.ts";
import { createAccount, grantCredits, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createJob, sectorIdBySlug } from "#tests/support/factories.ts";
import { pdfText } from "#tests/support/pdf-text.ts";

// The backoffice's operations: employer detail with audit trail, ads moderation,
// all orders with any invoice, and the anonymous search statistics. Staff only — every route
// refuses visitors (401), employers (403) and staff while they impersonate (403).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
function call(method: Method, url: string, who?: TestAccount | null, payload?: unknown) {
  return t.api({
    method,
    url,
    ...(who ? { cookies: who.cookies } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function planId(slug: string): Promise<number> {
  const [row] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug));
  return row!.id;
}

const BILLING = {
  company: "Baumschule Rechnungsprüfung GmbH",
  street: "Am Hang 5",
  zipcode: "25436",
  city: "Uetersen",
  country: "DE",
};

async function buyByInvoice(who: TestAccount, plan = "basis", company = BILLING.company) {
  const res = await call("POST", "/api/checkout", who, {
    accept_terms: true,
    plan_id: await planId(plan),
    payment_method: "invoice",
    billing_address: { ...BILLING, company },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; invoice_number: string; amount_gross: number };
}

const REASON = "Die Anzeige verstößt gegen unsere AGB: Es fehlt jede Angabe zur Vergütung.";

describe("authorization of every operations route", () => {
  it("refuses visitors (401), employers (403) and staff while impersonating (403), changing nothing", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    const job = await createJob(t.db, { employerId: employer.employerId });
    const order = await buyByInvoice(employer);

    const impersonating = await createAccount(t.db, { admin: true });
    const target = await createAccount(t.db);
    const started = await call(
      "POST",
      `/api/admin/users/${target.userId}/impersonate`,
      impersonating,
      {},
    );
    expect(started.statusCode).toBe(200);

    const routes: [Method, string, unknown?][] = [
      ["GET", `/api/admin/employers/${employer.employerId}`],
      ["GET", `/api/admin/employers/${employer.employerId}/audit-events`],
      ["GET", "/api/admin/job-advertisements"],
      ["PUT", `/api/admin/job-advertisements/${job.id}/terminate`, { reason: REASON }],
      ["GET", "/api/admin/orders"],
      ["GET", `/api/admin/orders/${order.id}/invoice`],
      ["GET", "/api/admin/search-stats?days=30"],
    ];
    for (const [method, url, body] of routes) {
      const visitor = await call(method, url, null, body);
      expect(visitor.statusCode, `${method} ${url} ohne Anmeldung`).toBe(401);
      expect(visitor.json().message).toBeTruthy();
      const byEmployer = await call(method, url, employer, body);
      expect(byEmployer.statusCode, `${method} ${url} als Arbeitgeber`).toBe(403);
      expect(byEmployer.json().message).toBe("Dieser Bereich ist nur für das Wurzelwerk-Team.");
      const whileImpersonating = await call(method, url, impersonating, body);
      expect(whileImpersonating.statusCode, `${method} ${url} während der Übernahme`).toBe(403);
      // The same staff member, back in their own session, may.
      const allowed = await call(method, url, staff, method === "PUT" ? undefined : body);
      if (method === "GET") expect(allowed.statusCode, `${method} ${url} als Team`).toBe(200);
    }
    const own = await call("GET", `/api/job-advertisements/${job.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.status).toBe("published");
  });
});

describe("GET /api/admin/employers/{id}", () => {
  it("shows the accounts, profile, credits and orders of one employer", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db, { company: "Staudengärtnerei Detail" });
    await grantCredits(t.db, employer.employerId, { count: 2 });
    const order = await buyByInvoice(employer, "plus");

    const res = await call("GET", `/api/admin/employers/${employer.employerId}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.profile).toMatchObject({
      id: employer.employerId,
      name: "Staudengärtnerei Detail",
    });
    expect(data.accounts).toEqual([
      expect.objectContaining({ id: employer.userId, email: employer.email, is_admin: false }),
    ]);
    expect(data.credits.available).toBe(3);
    expect(data.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        invoice_number: order.invoice_number,
        status: "open",
      }),
    ]);
    expect(data.billing_address).toMatchObject({ company: BILLING.company, zipcode: "25436" });

    const unknown = await call("GET", "/api/admin/employers/2000000000", staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Dieses Unternehmen wurde nicht gefunden.");
    const bad = await call("GET", "/api/admin/employers/abc", staff);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id).toBeTruthy();
  });
});

describe("GET /api/admin/employers/{id}/audit-events", () => {
  it("lists who did what, newest first, in German, with the staff member behind an impersonation", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db, { company: "Gärtnerei Protokoll" });

    expect(
      (await call("POST", `/api/admin/users/${employer.userId}/impersonate`, staff, {})).statusCode,
    ).toBe(200);
    const saved = await call("PUT", `/api/employers/${employer.employerId}`, staff, {
      name: "Gärtnerei Protokoll GmbH",
      city: "Erfurt",
      sector_ids: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call("DELETE", "/impersonation", staff)).statusCode).toBe(200);

    const res = await call(
      "GET",
      `/api/admin/employers/${employer.employerId}/audit-events`,
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 20, total: 3 });
    expect(body.data.map((e: { summary: string }) => e.summary)).toEqual([
      "Kontoübernahme beendet",
      "Unternehmensprofil geändert",
      "Konto vom Team übernommen",
    ]);
    const change = body.data[1];
    expect(change.actor).toEqual({ id: employer.userId, name: employer.name, is_admin: false });
    expect(change.impersonator).toEqual({ id: staff.userId, name: staff.name });
    expect(change.details).toEqual(
      expect.arrayContaining([
        { label: "Firmenname", before: "Gärtnerei Protokoll", after: "Gärtnerei Protokoll GmbH" },
        { label: "Ort", before: null, after: "Erfurt" },
      ]),
    );
    expect(body.data[0].actor).toEqual({ id: staff.userId, name: staff.name, is_admin: true });

    // 20 a page: the 21st entry is on page 2.
    for (let i = 0; i < 19; i++) {
      await t.db.insert(auditEvents).values({
        employer_id: employer.employerId,
        actor_user_id: employer.userId,
        subject_type: "employer",
        subject_id: employer.employerId,
        action: "logo.removed",
        changes: { logo: ["/media/old.webp", null] },
        created_at: new Date(Date.now() - 86_400_000 * (i + 1)),
      });
    }
    const second = await call(
      "GET",
      `/api/admin/employers/${employer.employerId}/audit-events?page=2`,
      staff,
    );
    expect(second.json()).toMatchObject({ current_page: 2, last_page: 2, total: 22 });
    expect(second.json().data).toHaveLength(2);
    expect(second.json().data[1].summary).toBe("Logo entfernt");
    const badPage = await call(
      "GET",
      `/api/admin/employers/${employer.employerId}/audit-events?page=0`,
      staff,
    );
    expect(badPage.statusCode).toBe(422);
  });
});

describe("ads moderation", () => {
  it("lists every ad with search by title or employer and a status filter", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db, { company: "Obstbau Moderationsfall" });
    const live = await createJob(t.db, {
      employerId: employer.employerId,
      title: "Obstbaumpfleger Quittenhain",
    });
    const draft = await createJob(t.db, {
      employerId: employer.employerId,
      title: "Entwurf Quittenhain",
      status: "draft",
    });
    const old = await createJob(t.db, {
      employerId: employer.employerId,
      title: "Erntehelfer Quittenhain",
      expiresAt: new Date(Date.now() - 60_000),
    });

    const byTitle = await call("GET", "/api/admin/job-advertisements?search=quittenhain", staff);
    expect(byTitle.statusCode, byTitle.body).toBe(200);
    expect(
      byTitle
        .json()
        .data.map((j: { id: number }) => j.id)
        .sort(),
    ).toEqual([live.id, draft.id, old.id].sort());
    const expired = byTitle.json().data.find((j: { id: number }) => j.id === old.id);
    expect(expired).toMatchObject({
      status: "expired",
      employer: { id: employer.employerId, name: "Obstbau Moderationsfall" },
    });
    const byEmployer = await call(
      "GET",
      "/api/admin/job-advertisements?search=moderationsfall&status=published",
      staff,
    );
    expect(byEmployer.json().data.map((j: { id: number }) => j.id)).toEqual([live.id]);
    const ofEmployer = await call(
      "GET",
      `/api/admin/job-advertisements?employer_id=${employer.employerId}&status=draft`,
      staff,
    );
    expect(ofEmployer.json().data.map((j: { id: number }) => j.id)).toEqual([draft.id]);
    const literal = await call("GET", "/api/admin/job-advertisements?search=%25", staff);
    expect(literal.json().total).toBe(0);

    const badStatus = await call("GET", "/api/admin/job-advertisements?status=gelöscht", staff);
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().errors.status).toEqual(["Diesen Status gibt es nicht."]);
    const long = await call(
      "GET",
      `/api/admin/job-advertisements?search=${"x".repeat(101)}`,
      staff,
    );
    expect(long.statusCode).toBe(422);
  });

  it("ends a live ad with a reason: gone from search and list, 410, the employer is told, audited, no credit back", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db, { company: "Gärtnerei Regelbruch" });
    const galabau = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
    const job = await createJob(t.db, {
      employerId: employer.employerId,
      title: "Landschaftsgärtner Regelbruch",
      latitude: 53.9,
      longitude: 10.3,
    });
    await grantCredits(t.db, employer.employerId, { count: 1 });
    const creditsBefore = await t.db
      .select()
      .from(credits)
      .where(and(eq(credits.employer_id, employer.employerId), isNull(credits.used_at)));
    const search = () =>
      call("POST", "/api/job-advertisements/search", null, {
        sectors: [galabau],
        working_time: "Vollzeit",
        job_available_at: "1_to_3_months",
        latitude: 53.9,
        longitude: 10.3,
        geo_radius: 30,
      });
    const listed = async () =>
      (await call("GET", "/api/job-advertisements?search=Regelbruch"))
        .json()
        .data.map((j: { id: number }) => j.id);
    expect((await search()).json().data.map((j: { id: number }) => j.id)).toContain(job.id);
    expect(await listed()).toContain(job.id);

    // Bad input changes nothing.
    const url = `/api/admin/job-advertisements/${job.id}/terminate`;
    const missing = await call("PUT", url, staff, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason[0]).toMatch(/Grund/);
    const short = await call("PUT", url, staff, { reason: "  zu kurz " });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason).toEqual([
      "Bitte geben Sie einen Grund mit mindestens 10 Zeichen an. Der Arbeitgeber bekommt ihn zu sehen.",
    ]);
    const tooLong = await call("PUT", url, staff, { reason: "x".repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
    const control = await call("PUT", url, staff, { reason: "Grund mit \u0007 Klingelzeichen" });
    expect(control.statusCode).toBe(422);
    const extra = await call("PUT", url, staff, { reason: REASON, refund: true });
    expect(extra.statusCode).toBe(422);
    const wrongType = await call("PUT", url, staff, { reason: 42 });
    expect(wrongType.statusCode).toBe(422);
    expect((await call("GET", `/api/job-advertisements/${job.id}`)).statusCode).toBe(200);

    const ended = await call("PUT", url, staff, { reason: `  ${REASON}\n` });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe(
      "Die Anzeige ist beendet. Der Arbeitgeber wurde mit Ihrer Begründung benachrichtigt.",
    );
    expect(ended.json().data).toMatchObject({ status: "terminated", termination_reason: REASON });

    // Out of the search and the list at once; the page answers as ended.
    expect((await search()).json().data.map((j: { id: number }) => j.id)).not.toContain(job.id);
    expect(await listed()).not.toContain(job.id);
    expect((await call("GET", `/api/job-advertisements/${job.id}`)).statusCode).toBe(410);

    // The employer sees it as ended by the team, with the reason, and got a notification.
    const mine = await call("GET", "/api/job-advertisements?mine=1", employer);
    expect(mine.json().data.find((j: { id: number }) => j.id === job.id)).toMatchObject({
      status: "terminated",
      termination_reason: REASON,
    });
    const told = await call("GET", "/api/notifications", employer);
    expect(told.json().data[0]).toMatchObject({
      type: "job.terminated_by_staff",
      read_at: null,
      data: { job_id: job.id, reason: REASON },
    });
    expect(told.json().data[0].message).toBe(
      `„Landschaftsgärtner Regelbruch“ wurde vom Wurzelwerk-Team beendet und ist nicht mehr in der Suche zu finden. Grund: ${REASON}`,
    );

    // The trail names the staff member; no credit came back (ADR 014), none was taken.
    const trail = await call(
      "GET",
      `/api/admin/employers/${employer.employerId}/audit-events`,
      staff,
    );
    expect(trail.json().data[0]).toMatchObject({
      action: "job.terminated_by_staff",
      summary: `Anzeige „Landschaftsgärtner Regelbruch“ (Nr. ${job.id}) vom Team beendet`,
      actor: { id: staff.userId, is_admin: true },
      impersonator: null,
      details: [{ label: "Grund", before: null, after: REASON }],
    });
    const creditsAfter = await t.db
      .select()
      .from(credits)
      .where(and(eq(credits.employer_id, employer.employerId), isNull(credits.used_at)));
    expect(creditsAfter.map((c) => c.id)).toEqual(creditsBefore.map((c) => c.id));

    // Ending it again, a draft, or an unknown ad is refused.
    const again = await call("PUT", url, staff, { reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Diese Anzeige ist bereits beendet.");
    const draft = await createJob(t.db, { employerId: employer.employerId, status: "draft" });
    const ofDraft = await call(
      "PUT",
      `/api/admin/job-advertisements/${draft.id}/terminate`,
      staff,
      {
        reason: REASON,
      },
    );
    expect(ofDraft.statusCode).toBe(409);
    const unknown = await call("PUT", "/api/admin/job-advertisements/2000000000/terminate", staff, {
      reason: REASON,
    });
    expect(unknown.statusCode).toBe(404);
    const stored = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, employer.userId));
    expect(stored).toHaveLength(1);
  });
});

describe("GET /api/admin/orders", () => {
  it("lists every order with filters, search by invoice number or company, sums and any invoice", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const a = await createAccount(t.db, { company: "Pflanzenhandel Summenprobe" });
    const b = await createAccount(t.db, { company: "Forstbetrieb Summenprobe" });
    const first = await buyByInvoice(a, "basis", "Pflanzenhandel Summenprobe");
    const second = await buyByInvoice(b, "plus", "Forstbetrieb Summenprobe");

    const res = await call("GET", "/api/admin/orders?search=summenprobe", staff);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(body.totals).toEqual({
      count: 2,
      net: 14900 + 24900,
      tax: 2831 + 4731,
      gross: 17731 + 29631,
    });
    expect(body.data[0]).toMatchObject({
      employer: { id: b.employerId, name: "Forstbetrieb Summenprobe" },
      billing_company: "Forstbetrieb Summenprobe",
      payment_method: "invoice",
      status: "open",
    });

    const byNumber = await call("GET", `/api/admin/orders?search=${first.invoice_number}`, staff);
    expect(byNumber.json().data.map((o: { id: number }) => o.id)).toEqual([first.id]);
    const paid = await call("GET", "/api/admin/orders?search=summenprobe&status=paid", staff);
    expect(paid.json()).toMatchObject({ total: 0, totals: { count: 0, gross: 0 } });
    const stripe = await call(
      "GET",
      "/api/admin/orders?search=summenprobe&payment_method=stripe",
      staff,
    );
    expect(stripe.json().total).toBe(0);
    const bad = await call("GET", "/api/admin/orders?status=verschenkt&payment_method=bar", staff);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["payment_method", "status"]);

    // Staff may open any Rechnung; the employer only its own.
    const pdf = await call("GET", `/api/admin/orders/${first.id}/invoice`, staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `inline; filename="Rechnung-${first.invoice_number}.pdf"`,
    );
    expect(await pdfText(pdf.rawPayload)).toContain(first.invoice_number);
    expect((await call("GET", `/api/orders/${first.id}/invoice`, b)).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/orders/2000000000/invoice", staff)).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/orders/x/invoice", staff)).statusCode).toBe(422);
  });
});

describe("GET /api/admin/search-stats", () => {
  it("counts the searches with record=1 by sector, job type, start and Bundesland over the period", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const baumschule = await sectorIdBySlug(t.db, "baumschule");
    const landwirtschaft = await sectorIdBySlug(t.db, "landwirtschaft");
    const stats = async (days: number) => {
      const res = await call("GET", `/api/admin/search-stats?days=${days}`, staff);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const row = (rows: { key: string; searches: number; without_results: number }[], key: string) =>
      rows.find((r) => r.key === key) ?? { searches: 0, without_results: 0 };
    const before7 = await stats(7);
    const before30 = await stats(30);

    // Two real searches: Erfurt (Thüringen) and Kiel (Schleswig-Holstein).
    for (const [latitude, longitude, sectors] of [
      [50.978, 11.029, [baumschule, landwirtschaft]],
      [54.323, 10.123, [baumschule]],
    ] as const) {
      const res = await call("POST", "/api/job-advertisements/search", null, {
        sectors,
        working_time: "Saisonarbeit",
        job_available_at: "more_than_3_months",
        latitude,
        longitude,
        geo_radius: 30,
        record: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Older searches: 20 days ago (in 30, not in 7) and 100 days ago (in neither).
    await t.db.insert(searchRecords).values(
      [20, 100].map((daysAgo) => ({
        sector_ids: [landwirtschaft],
        working_time: "Ausbildung",
        job_available_at: "1_to_3_months",
        latitude: 48.1,
        longitude: 11.6,
        radius_km: 50,
        results: 3,
        created_at: new Date(Date.now() - daysAgo * 86_400_000),
      })),
    );

    // The two searches are written in a batch after their answers (search-recorder.ts).
    await vi.waitFor(async () => expect((await stats(7)).searches - before7.searches).toBe(2), {
      timeout: 10_000,
    });
    const after7 = await stats(7);
    expect(after7.days).toBe(7);
    expect(after7.searches - before7.searches).toBe(2);
    const delta = (after: typeof after7, before: typeof after7, dim: string, key: string) =>
      row(after[dim], key).searches - row(before[dim], key).searches;
    expect(delta(after7, before7, "sectors", String(baumschule))).toBe(2);
    expect(delta(after7, before7, "sectors", String(landwirtschaft))).toBe(1);
    expect(delta(after7, before7, "working_times", "Saisonarbeit")).toBe(2);
    expect(delta(after7, before7, "start_windows", "more_than_3_months")).toBe(2);
    expect(delta(after7, before7, "regions", "Thüringen")).toBe(1);
    expect(delta(after7, before7, "regions", "Schleswig-Holstein")).toBe(1);
    expect(delta(after7, before7, "working_times", "Ausbildung")).toBe(0);
    expect(row(after7.sectors, String(baumschule))).toMatchObject({ label: "Baumschule" });
    expect(row(after7.start_windows, "more_than_3_months")).toMatchObject({
      label: "mehr als 3 Monate",
    });
    // Every job type and start window is listed, also without searches.
    expect(after7.working_times.map((r: { key: string }) => r.key).sort()).toEqual([
      "Ausbildung",
      "Saisonarbeit",
      "Teilzeit",
      "Vollzeit",
    ]);

    const after30 = await stats(30);
    expect(after30.searches - before30.searches).toBe(3);
    expect(delta(after30, before30, "working_times", "Ausbildung")).toBe(1);
    expect(delta(after30, before30, "regions", "Bayern")).toBe(1);

    for (const bad of ["14", "abc", "-7", "30.5"]) {
      const res = await call("GET", `/api/admin/search-stats?days=${bad}`, staff);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.days).toEqual([
        "Bitte einen Zeitraum von 7, 30 oder 90 Tagen wählen.",
      ]);
    }
    expect((await call("GET", "/api/admin/search-stats", staff)).json().data.days).toBe(30);
  });
});
