import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, credits } from "#server/db/schema.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// POST /api/admin/employers/{id}/credits: staff grant credits by hand.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const grant = { plan_name: "Basis", duration_days: 30, count: 2 };

describe("staff credit grants", () => {
  it("grants credits the employer then sees, recorded with the staff member", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    const res = await t.api({
      method: "POST",
      url: `/api/admin/employers/${employer.employerId}/credits`,
      payload: { ...grant, highlighted: true, plan_name: "Plus", duration_days: 60 },
      cookies: staff.cookies,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.credit_ids).toHaveLength(2);
    const summary = await t.api({ method: "GET", url: "/api/credits", cookies: employer.cookies });
    expect(summary.json().data).toEqual({
      available: 2,
      groups: [
        { plan_name: "Plus", duration_days: 60, highlighted: true, count: 2, valid_until: null },
      ],
    });
    const [entry] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.employer_id, employer.employerId),
          eq(auditEvents.action, "credits.granted"),
        ),
      );
    expect(entry!.actor_user_id).toBe(staff.userId);
  });

  it("refuses employers, visitors, unknown employers and bad input, granting nothing", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const employer = await createAccount(t.db);
    const url = `/api/admin/employers/${employer.employerId}/credits`;
    const self = await t.api({ method: "POST", url, payload: grant, cookies: employer.cookies });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe("Dieser Bereich ist nur für das Wurzelwerk-Team.");
    expect((await t.api({ method: "POST", url, payload: grant })).statusCode).toBe(401);
    const unknown = await t.api({
      method: "POST",
      url: "/api/admin/employers/2147483000/credits",
      payload: grant,
      cookies: staff.cookies,
    });
    expect(unknown.statusCode).toBe(404);
    for (const [payload, field] of [
      [{ ...grant, count: 0 }, "count"],
      [{ ...grant, count: 51 }, "count"],
      [{ ...grant, duration_days: 0 }, "duration_days"],
      [{ ...grant, plan_name: "" }, "plan_name"],
      [{ ...grant, valid_until: "morgen" }, "valid_until"],
      [{ ...grant, employer_id: 1 }, "_"],
    ] as const) {
      const res = await t.api({ method: "POST", url, payload, cookies: staff.cookies });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const rows = await t.db
      .select()
      .from(credits)
      .where(eq(credits.employer_id, employer.employerId));
    expect(rows).toHaveLength(0);
  });
});
