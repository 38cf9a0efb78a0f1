import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { createStaffUser } from "#server/modules/admin/service.ts";
import { KNOWN_DEVELOPMENT_SECRETS } from "#server/config.ts";
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

  // "Operator comfort": no stack traces from operator commands.
  describe("expected failures end in German lines and a non-zero code, without a stack trace", () => {
    const root = resolve(import.meta.dirname, "../..");
    const run = (args: string[], env: Record<string, string>) =>
      spawnSync(process.execPath, ["scripts/admin-create.ts", ...args], {
        cwd: root,
        env: { PATH: process.env.PATH!, DATABASE_URL: "", NODE_ENV: "production", ...env },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        timeout: 60_000,
      });
    const expectNoStack = (stderr: string) => {
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(stderr).not.toMatch(/Error:/);
    };
    let dataDir: string;
    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), "ww-admin-fail-"));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it("while a running app holds the embedded database: one line pointing to the setup link", async () => {
      // A process that holds DATA_DIR the way `npm start` does (db/client.ts openDatabase).
      const holder = spawn(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `import { openDatabase } from ${JSON.stringify(join(root, "src/server/db/client.ts"))};
await openDatabase({ dataDir: process.env.DATA_DIR }); console.log("offen");
setInterval(() => {}, 1000);`,
        ],
        {
          cwd: root,
          env: { PATH: process.env.PATH, DATA_DIR: dataDir },
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      try {
        await new Promise<void>((ready, fail) => {
          holder.stdout.on("data", () => ready());
          holder.once("exit", (code) => fail(new Error(`Halter beendet (${code})`)));
        });
        const result = run(["--email", "team@wurzelwerk.example"], { DATA_DIR: dataDir });
        expect(result.status).toBe(1);
        const lines = result.stderr.trim().split("\n");
        expect(lines).toEqual([
          `Die eingebettete Datenbank wird gerade von einem laufenden Wurzelwerk (Prozess ${holder.pid}) benutzt. Beenden Sie es oder nutzen Sie den Einrichtungslink aus seinem Start-Log.`,
        ]);
        expect(result.stdout).toBe("");
      } finally {
        await new Promise((done) => {
          holder.once("exit", done);
          holder.kill("SIGTERM");
        });
      }
    }, 60_000);

    it("with an unknown option or without an address: usage in German, code 2", () => {
      for (const args of [["--email", "a@b.example", "--admin"], ["--email"], []]) {
        const result = run(args, { DATA_DIR: dataDir });
        expect(result.status, args.join(" ")).toBe(2);
        expect(result.stderr).toMatch(/npm run admin:create -- --email/);
        expect(result.stderr.trim().split("\n")).toHaveLength(1);
        expectNoStack(result.stderr);
      }
    }, 60_000);

    it("with an unreachable PostgreSQL: one line naming DATABASE_URL, code 1", () => {
      const result = run(["--email", "team@wurzelwerk.example"], {
        DATA_DIR: dataDir,
        DATABASE_URL: "postgres://wurzelwerk@127.0.0.1:1/wurzelwerk",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^Die Datenbank unter DATABASE_URL ist nicht erreichbar/);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expectNoStack(result.stderr);
    }, 60_000);

    it("with a refused configuration: the configuration's German line, code 1", () => {
      const result = run(["--email", "team@wurzelwerk.example"], {
        DATA_DIR: dataDir,
        APP_KEY: KNOWN_DEVELOPMENT_SECRETS.APP_KEY[0]!,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toMatch(/^Ungültige Konfiguration: APP_KEY ist ein öffentlich/);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expectNoStack(result.stderr);
    });
  });
});
