import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "#server/db/schema.ts";
import { createAccount, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// Staff impersonation (issue 7, SPEC.md §1/§2): staff act as an employer in their own session,
// see "impersonator" in /api/user, lose staff rights meanwhile, and return with
// DELETE /impersonation. Employers cannot impersonate; staff accounts cannot be taken over.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (account: TestAccount) =>
  t.api({ method: "GET", url: "/api/user", cookies: account.cookies });
const impersonate = (account: TestAccount | null, id: number | string) =>
  t.api({
    method: "POST",
    url: `/api/admin/users/${id}/impersonate`,
    cookies: account?.cookies ?? {},
    payload: {},
  });

describe("impersonation", () => {
  it("lets staff act as an employer and return, with both steps and the changes audited", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db, { company: "Gärtnerei Übernahme" });

    const started = await impersonate(staff, employer.userId);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({
      id: employer.userId,
      is_admin: false,
      impersonator: { id: staff.userId, name: staff.name },
    });
    const asEmployer = await me(staff);
    expect(asEmployer.json().data.id).toBe(employer.userId);
    expect(asEmployer.json().data.impersonator.id).toBe(staff.userId);
    // The employer's own session is untouched.
    expect((await me(employer)).json().data.impersonator).toBeNull();

    // Staff rights end while impersonating.
    const grant = await t.api({
      method: "POST",
      url: `/api/admin/employers/${employer.employerId}/credits`,
      cookies: staff.cookies,
      payload: { plan_name: "Basis", duration_days: 30, highlighted: false, count: 1 },
    });
    expect(grant.statusCode).toBe(403);
    expect((await impersonate(staff, employer.userId)).statusCode).toBe(403);

    // A change made meanwhile names the employer and the staff member behind it.
    const saved = await t.api({
      method: "PUT",
      url: `/api/employers/${employer.employerId}`,
      cookies: staff.cookies,
      payload: { name: "Gärtnerei Übernahme GmbH", sector_ids: [] },
    });
    expect(saved.statusCode).toBe(200);

    const ended = await t.api({ method: "DELETE", url: "/impersonation", cookies: staff.cookies });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe("Sie sind wieder mit Ihrem eigenen Konto angemeldet.");
    const back = (await me(staff)).json().data;
    expect(back).toMatchObject({ id: staff.userId, is_admin: true, impersonator: null });

    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.employer_id, employer.employerId))
      .orderBy(auditEvents.id);
    expect(trail.map((e) => [e.action, e.actor_user_id, e.impersonator_id])).toEqual([
      ["impersonation.started", staff.userId, null],
      ["profile.updated", employer.userId, staff.userId],
      ["impersonation.ended", staff.userId, null],
    ]);
  });

  it("refuses employers, staff targets, unknown ids and a return without impersonation", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const otherStaff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    const victim = await createAccount(t.db);

    const byEmployer = await impersonate(employer, victim.userId);
    expect(byEmployer.statusCode).toBe(403);
    expect(byEmployer.json().message).toBe("Dieser Bereich ist nur für das Wurzelwerk-Team.");
    expect((await me(employer)).json().data.id).toBe(employer.userId);

    const staffTarget = await impersonate(staff, otherStaff.userId);
    expect(staffTarget.statusCode).toBe(403);
    expect(staffTarget.json().message).toBe(
      "Konten des Wurzelwerk-Teams können nicht übernommen werden.",
    );
    expect((await impersonate(staff, staff.userId)).statusCode).toBe(403);
    expect((await impersonate(staff, 2_000_000_000)).statusCode).toBe(404);
    const bad = await impersonate(staff, "abc");
    expect(bad.statusCode).toBe(422);
    expect((await impersonate(null, employer.userId)).statusCode).toBe(401);
    expect((await me(staff)).json().data).toMatchObject({ id: staff.userId, impersonator: null });

    const notImpersonating = await t.api({
      method: "DELETE",
      url: "/impersonation",
      cookies: employer.cookies,
    });
    expect(notImpersonating.statusCode).toBe(409);
    expect(notImpersonating.json().message).toBe("Sie übernehmen gerade kein Konto.");
    expect((await t.api({ method: "DELETE", url: "/impersonation" })).statusCode).toBe(401);

    const logged = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject_type, "user"), eq(auditEvents.subject_id, victim.userId)));
    expect(logged).toHaveLength(0);
  });
});

describe("GET /api/admin/users", () => {
  it("finds accounts by name, email or company for staff only; % is literal", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db, { company: "Obsthof Wunderlich 100% Bio" });

    const byCompany = await t.api({
      method: "GET",
      url: "/api/admin/users?search=wunderlich",
      cookies: staff.cookies,
    });
    expect(byCompany.statusCode).toBe(200);
    expect(byCompany.json().data).toEqual([
      expect.objectContaining({
        id: employer.userId,
        email: employer.email,
        is_admin: false,
        employers: [{ id: employer.employerId, name: "Obsthof Wunderlich 100% Bio" }],
      }),
    ]);
    const byEmail = await t.api({
      method: "GET",
      url: `/api/admin/users?search=${encodeURIComponent(employer.email.toUpperCase())}`,
      cookies: staff.cookies,
    });
    expect(byEmail.json().data.map((u: { id: number }) => u.id)).toEqual([employer.userId]);
    const percent = await t.api({
      method: "GET",
      url: `/api/admin/users?search=${encodeURIComponent("100%")}`,
      cookies: staff.cookies,
    });
    expect(percent.json().data.map((u: { id: number }) => u.id)).toEqual([employer.userId]);
    const all = await t.api({ method: "GET", url: "/api/admin/users", cookies: staff.cookies });
    expect(all.json()).toMatchObject({ current_page: 1, per_page: 25 });
    expect(all.json().total).toBeGreaterThanOrEqual(2);

    expect(
      (await t.api({ method: "GET", url: "/api/admin/users", cookies: employer.cookies }))
        .statusCode,
    ).toBe(403);
    expect((await t.api({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(401);
    const long = await t.api({
      method: "GET",
      url: `/api/admin/users?search=${"x".repeat(101)}`,
      cookies: staff.cookies,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.search[0]).toBe("Höchstens 100 Zeichen.");
  });
});
