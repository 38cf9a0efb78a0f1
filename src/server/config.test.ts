import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, KNOWN_DEVELOPMENT_SECRETS, loadConfig } from "./config.ts";

const root = resolve(import.meta.dirname, "../..");
const dataDirs: string[] = [];
/** A fresh DATA_DIR per test, deleted afterwards. */
function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "ww-config-"));
  dataDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const OLD_APP_KEY = KNOWN_DEVELOPMENT_SECRETS.APP_KEY[0]!;
const OLD_PUSHER_SECRET = KNOWN_DEVELOPMENT_SECRETS.PUSHER_APP_SECRET[0]!;

describe("loadConfig", () => {
  it("runs with no variables at all: embedded database, file mail, port 3000", () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    expect(config).toMatchObject({
      port: 3000,
      appUrl: "http://localhost:3000",
      databaseUrl: undefined,
      smtpUrl: undefined,
      seedDemo: true,
      secureCookies: false,
    });
    // The default DATA_DIR (secrets set, so nothing is written into the checkout).
    const secrets = { APP_KEY: "k".repeat(32), PUSHER_APP_SECRET: "p".repeat(32) };
    expect(loadConfig(secrets).dataDir).toMatch(/\/data$/);
  });

  it("uses secure cookies when the site runs on https", () => {
    const DATA_DIR = freshDataDir();
    expect(loadConfig({ DATA_DIR, APP_URL: "https://wurzelwerk.de/" }).secureCookies).toBe(true);
    expect(loadConfig({ DATA_DIR, APP_URL: "https://wurzelwerk.de/" }).appUrl).toBe(
      "https://wurzelwerk.de",
    );
  });

  it("names every broken variable in one clear error", () => {
    try {
      loadConfig({
        DATA_DIR: freshDataDir(),
        PORT: "achtzig",
        DATABASE_URL: "mysql://x",
        SEED_DEMO: "vielleicht",
        APP_URL: "wurzelwerk.de",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as ConfigError).message;
      expect(text).toContain("Ungültige Konfiguration");
      for (const name of ["PORT", "DATABASE_URL", "SEED_DEMO", "APP_URL"])
        expect(text).toContain(name);
    }
  });

  it("requires the webhook secret together with a Stripe key", () => {
    const DATA_DIR = freshDataDir();
    expect(() => loadConfig({ DATA_DIR, STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      loadConfig({ DATA_DIR, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })
        .stripe,
    ).toBeDefined();
  });
});

// the published development keys let anyone sign a verification link.
describe("secrets (APP_KEY, PUSHER_APP_SECRET)", () => {
  it("generates strong random secrets on a fresh DATA_DIR, keeps them 0600 and reuses them", () => {
    const DATA_DIR = freshDataDir();
    const first = loadConfig({ DATA_DIR, NODE_ENV: "production" });
    const file = join(DATA_DIR, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    expect(first.appKey).toBe(stored.APP_KEY);
    expect(first.pusher.secret).toBe(stored.PUSHER_APP_SECRET);
    for (const value of [first.appKey, first.pusher.secret]) {
      expect(value).toMatch(/^[\w-]{43}$/);
      expect([OLD_APP_KEY, OLD_PUSHER_SECRET]).not.toContain(value);
    }
    expect(first.appKey).not.toBe(first.pusher.secret);

    const second = loadConfig({ DATA_DIR, NODE_ENV: "production" });
    expect(second.appKey).toBe(first.appKey);
    expect(second.pusher.secret).toBe(first.pusher.secret);

    // Another installation gets other secrets.
    const other = loadConfig({ DATA_DIR: freshDataDir() });
    expect(other.appKey).not.toBe(first.appKey);
    expect(other.pusher.secret).not.toBe(first.pusher.secret);
  });

  it("uses set values as they are, and a generated one only for the unset variable", () => {
    const DATA_DIR = freshDataDir();
    const APP_KEY = "k".repeat(40);
    const both = loadConfig({ DATA_DIR, APP_KEY, PUSHER_APP_SECRET: "p".repeat(40) });
    expect(both.appKey).toBe(APP_KEY);
    expect(both.pusher.secret).toBe("p".repeat(40));
    const one = loadConfig({ DATA_DIR, APP_KEY });
    expect(one.appKey).toBe(APP_KEY);
    expect(one.pusher.secret).toBe(
      (JSON.parse(readFileSync(join(DATA_DIR, "secrets.json"), "utf8")) as Record<string, string>)
        .PUSHER_APP_SECRET,
    );
  });

  it("processes starting together on one DATA_DIR agree on the same secrets", async () => {
    const DATA_DIR = freshDataDir();
    const script = `import { loadConfig } from ${JSON.stringify(join(root, "src/server/config.ts"))};
const c = loadConfig(process.env); console.log(JSON.stringify([c.appKey, c.pusher.secret]));`;
    const outputs = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string>((done, fail) => {
            const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
              cwd: root,
              env: { PATH: process.env.PATH, DATA_DIR },
              stdio: ["ignore", "pipe", "inherit"],
            });
            let out = "";
            child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
            child.on("exit", (code) => (code === 0 ? done(out.trim()) : fail(new Error(out))));
          }),
      ),
    );
    expect(new Set(outputs).size).toBe(1);
    const [appKey, pusherSecret] = JSON.parse(outputs[0]!) as string[];
    expect(appKey).not.toBe(OLD_APP_KEY);
    expect(pusherSecret).not.toBe(OLD_PUSHER_SECRET);
    expect(loadConfig({ DATA_DIR }).appKey).toBe(appKey);
  });

  it("refuses the published development values on https or in production, naming the variable", () => {
    const DATA_DIR = freshDataDir();
    const cases = [
      { APP_KEY: OLD_APP_KEY, NODE_ENV: "production" },
      { APP_KEY: OLD_APP_KEY, APP_URL: "https://wurzelwerk.de" },
      { PUSHER_APP_SECRET: OLD_PUSHER_SECRET, NODE_ENV: "production" },
      { PUSHER_APP_SECRET: OLD_PUSHER_SECRET, APP_URL: "https://wurzelwerk.de" },
    ];
    for (const env of cases) {
      const name = "APP_KEY" in env ? "APP_KEY" : "PUSHER_APP_SECRET";
      expect(() => loadConfig({ DATA_DIR, ...env }), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR, ...env })).toThrow(
        new RegExp(
          `^Ungültige Konfiguration: ${name} ist ein öffentlich bekannter Entwicklungswert`,
        ),
      );
    }
    // A developer's old local .env keeps working on http in development.
    expect(loadConfig({ DATA_DIR, APP_KEY: OLD_APP_KEY }).appKey).toBe(OLD_APP_KEY);
  });

  it("refuses secrets shorter than 32 characters", () => {
    const DATA_DIR = freshDataDir();
    expect(() => loadConfig({ DATA_DIR, APP_KEY: "zu-kurz" })).toThrow(
      /APP_KEY: muss mindestens 32/,
    );
    expect(() => loadConfig({ DATA_DIR, PUSHER_APP_SECRET: "geheim" })).toThrow(
      /PUSHER_APP_SECRET: muss mindestens 32/,
    );
    // The message names the variable, never the secret itself (it ends up in logs).
    expect(() => loadConfig({ DATA_DIR, APP_KEY: "zu-kurz" })).not.toThrow(/zu-kurz/);
  });

  it("names a damaged secrets file instead of using it", () => {
    const DATA_DIR = freshDataDir();
    writeFileSync(join(DATA_DIR, "secrets.json"), '{"APP_KEY":"kurz"}', { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR })).toThrow(
      /secrets\.json ist unvollständig oder beschädigt/,
    );
  });

  it(".env.example carries no usable secret: copied as it is, production starts on generated ones", () => {
    const example = parseEnv(readFileSync(join(root, ".env.example"), "utf8"));
    const DATA_DIR = freshDataDir();
    const config = loadConfig({ ...example, NODE_ENV: "production", DATA_DIR });
    const stored = JSON.parse(readFileSync(join(DATA_DIR, "secrets.json"), "utf8")) as Record<
      string,
      string
    >;
    expect(config.appKey).toBe(stored.APP_KEY);
    expect(config.pusher.secret).toBe(stored.PUSHER_APP_SECRET);
  });

  it("npm start with a published key exits 1 with one German line, no stack trace", () => {
    const run = spawnSync(process.execPath, ["src/server/main.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        DATA_DIR: freshDataDir(),
        APP_KEY: OLD_APP_KEY,
        LOG_LEVEL: "silent",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split("\n").filter((line) => line.trim());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Ungültige Konfiguration: APP_KEY ist ein öffentlich bekannter/);
    expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  }, 40_000);
});
