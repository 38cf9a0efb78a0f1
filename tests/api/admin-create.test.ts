import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { createStaffUser } from "#server/modules/admin/service.ts";
import { verifyPassword } from "#server/platform/passwords.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("staff accounts (npm run admin:create)", () => {
  it("creates a verified admin with a generated strong password that logs in", async () => {
    const staff = await createStaffUser(t.db, { email: "Team@Wurzelwerk.Example" });
    expect(staff.generated).toBe(true);
    expect(staff.password.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ role: "admin", email: "Team@Wurzelwerk.Example" });
    expect(row!.email_verified_at).not.toBeNull();
    expect(await verifyPassword(row!.password_hash, staff.password)).toBe(true);
    const login = await t.api({
      method: "POST",
      url: "/login",
      payload: { email: "team@wurzelwerk.example", password: staff.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.is_admin).toBe(true);
  });

  it("refuses weak passwords, invalid and taken addresses in German", async () => {
    await expect(
      createStaffUser(t.db, { email: "a@b.example", password: "kurz" }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(createStaffUser(t.db, { email: "keine-adresse" })).rejects.toMatchObject({
      fieldErrors: { email: ["Bitte eine gültige E-Mail-Adresse angeben."] },
    });
    await createStaffUser(t.db, { email: "doppelt@wurzelwerk.example" });
    await expect(
      createStaffUser(t.db, { email: "DOPPELT@wurzelwerk.example" }),
    ).rejects.toMatchObject({
      fieldErrors: { email: ["Für diese Adresse gibt es schon ein Konto."] },
    });
  });

  it("works as a command without a terminal against a fresh embedded database", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ww-admin-"));
    try {
      const run = (args: string[]) =>
        spawnSync(process.execPath, ["scripts/admin-create.ts", ...args], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
        });
      const created = run(["--email", "chefin@wurzelwerk.example"]);
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toMatch(/Staff-Konto angelegt: chefin@wurzelwerk\.example/);
      expect(created.stdout).toMatch(
        /Passwort \(nur jetzt sichtbar, bitte sicher aufbewahren\): [\w-]{32}/,
      );
      const again = run(["--email", "chefin@wurzelwerk.example"]);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain("Für diese Adresse gibt es schon ein Konto.");
      const missing = run([]);
      expect(missing.status).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
