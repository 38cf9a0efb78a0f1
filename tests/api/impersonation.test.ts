import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, passwordResetTokens, users } from "#server/db/schema.ts";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import {
  ACCOUNT_PASSWORD,
  createAccount,
  createSession,
  type TestAccount,
} from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// Staff impersonation (docs/product.md "Audiences and roles"/§2): staff act as an employer in their own session,
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

describe("impersonation ends with the staff member's credentials and rights", () => {
  const NEW_PASSWORD = "Neues-Wurzel-Passwort-8";
  const undo = (account: TestAccount) =>
    t.api({ method: "DELETE", url: "/impersonation", cookies: account.cookies });

  it("a staff password change (from another session) ends the impersonating session; no way back to staff rights", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    expect((await impersonate(staff, employer.userId)).statusCode).toBe(200);

    // The staff member, in another browser, changes the password (e.g. after losing a laptop).
    const desk = await createSession(t.db, staff.userId);
    const changed = await t.api({
      method: "PUT",
      url: "/user/password",
      cookies: { [SESSION_COOKIE]: desk },
      payload: {
        current_password: ACCOUNT_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect((await me(staff)).statusCode).toBe(401);
    expect((await undo(staff)).statusCode).toBe(401);
    // The session that changed the password ends too (docs/product.md "Accounts and sign-in": on to the login).
    const desktop = await t.api({
      method: "GET",
      url: "/api/user",
      cookies: { [SESSION_COOKIE]: desk },
    });
    expect(desktop.statusCode).toBe(401);
    // The employer's own session is none of the staff member's business.
    expect((await me(employer)).statusCode).toBe(200);
  });

  it("a staff password reset ends the impersonating session", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    expect((await impersonate(staff, employer.userId)).statusCode).toBe(200);

    const token = randomBytes(32).toString("base64url");
    await t.db.insert(passwordResetTokens).values({
      user_id: staff.userId,
      token_hash: createHash("sha256").update(token).digest("hex"),
      expires_at: new Date(Date.now() + 30 * 60_000),
    });
    const reset = await t.api({
      method: "POST",
      url: "/reset-password",
      payload: {
        token,
        email: staff.email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(staff)).statusCode).toBe(401);
    expect((await undo(staff)).statusCode).toBe(401);
  });

  it("a staff member who lost the staff role meanwhile gets nothing back", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    expect((await impersonate(staff, employer.userId)).statusCode).toBe(200);
    await t.db.update(users).set({ role: "employer" }).where(eq(users.id, staff.userId));

    expect((await undo(staff)).statusCode).toBe(401);
    expect((await me(staff)).statusCode).toBe(401);
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.employer_id, employer.employerId),
          eq(auditEvents.action, "impersonation.ended"),
        ),
      );
    expect(trail).toHaveLength(0);
  });

  it("the employer's own password change ends the staff session acting as them; staff changing it while acting end every session, theirs too", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    expect((await impersonate(staff, employer.userId)).statusCode).toBe(200);
    const byEmployer = await t.api({
      method: "PUT",
      url: "/user/password",
      cookies: employer.cookies,
      payload: {
        current_password: ACCOUNT_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(byEmployer.statusCode).toBe(200);
    expect((await me(staff)).statusCode).toBe(401);

    // Acting as the employer (with the password the employer gave them), staff change it back:
    // every session of the employer ends, the acting one too (docs/product.md "Accounts and sign-in": on to the login).
    const again = await createAccount(t.db, { admin: true });
    expect((await impersonate(again, employer.userId)).statusCode).toBe(200);
    const other = await createSession(t.db, employer.userId);
    const byStaff = await t.api({
      method: "PUT",
      url: "/user/password",
      cookies: again.cookies,
      payload: {
        current_password: NEW_PASSWORD,
        password: ACCOUNT_PASSWORD + "x",
        password_confirmation: ACCOUNT_PASSWORD + "x",
      },
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect((await me(again)).statusCode).toBe(401);
    expect(
      (await t.api({ method: "GET", url: "/api/user", cookies: { [SESSION_COOKIE]: other } }))
        .statusCode,
    ).toBe(401);
    expect((await undo(again)).statusCode).toBe(401);
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
