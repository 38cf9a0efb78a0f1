import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs with no variables at all: embedded database, file mail, port 3000", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: "http://localhost:3000",
      databaseUrl: undefined,
      smtpUrl: undefined,
      seedDemo: true,
      secureCookies: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("uses secure cookies when the site runs on https", () => {
    expect(loadConfig({ APP_URL: "https://wurzelwerk.de/" }).secureCookies).toBe(true);
    expect(loadConfig({ APP_URL: "https://wurzelwerk.de/" }).appUrl).toBe("https://wurzelwerk.de");
  });

  it("names every broken variable in one clear error", () => {
    try {
      loadConfig({
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
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).stripe,
    ).toBeDefined();
  });
});
