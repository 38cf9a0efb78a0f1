import { describe, expect, it } from "vitest";
import { fastify } from "fastify";
import { nextNonce, registerSecurityHeaders } from "./security-headers.ts";

describe("CSP nonces", () => {
  it("are 16 random bytes each and never repeat, also across refills of the random pool", () => {
    // 4 KiB per draw from the CSPRNG: 256 nonces a pool, so 1,000 span four refills.
    const nonces = Array.from({ length: 1_000 }, () => nextNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});

const HELMET_HEADERS = [
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

describe("page policy", () => {
  function appWithPages() {
    const app = fastify();
    registerSecurityHeaders(app, {
      csp: true,
      wsOrigin: "wss://wurzelwerk.example",
      secure: true,
    });
    app.get("/api/thing", async () => ({ ok: true }));
    app.get("*", async (request, reply) => {
      if (request.url === "/hashes") reply.setPageScripts("'sha256-abc=' 'sha256-def='");
      if (request.url === "/none") reply.setPageScripts("");
      return reply.type("text/html").send(`<p>${request.cspNonce}</p>`);
    });
    return app;
  }

  it("is the API's policy with the page's nonce, a new one each time, beside 'self'", async () => {
    const app = appWithPages();
    const apiAnswer = await app.inject("/api/thing");
    const api = apiAnswer.headers["content-security-policy"] as string;
    expect(api).toContain("script-src 'self';");
    expect(api).toContain("upgrade-insecure-requests");
    const pages = await Promise.all([app.inject("/jobs/1"), app.inject("/jobs/1")]);
    const nonces = pages.map((page) => page.body.slice(3, -4));
    expect(new Set(nonces).size).toBe(2);
    pages.forEach((page, i) => {
      expect(page.headers["content-security-policy"]).toBe(
        api.replace("script-src 'self';", `script-src 'self' 'nonce-${nonces[i]}';`),
      );
      // helmet's other headers as on every answer
      for (const name of HELMET_HEADERS) {
        expect(page.headers[name], name).toBe(apiAnswer.headers[name]);
        expect(page.headers[name], name).toBeDefined();
      }
    });
    await app.close();
  });

  it("takes a stored page's hashes in place of the nonce, or only 'self'", async () => {
    const app = appWithPages();
    const api = (await app.inject("/api/thing")).headers["content-security-policy"] as string;
    expect((await app.inject("/hashes")).headers["content-security-policy"]).toBe(
      api.replace("script-src 'self';", "script-src 'self' 'sha256-abc=' 'sha256-def=';"),
    );
    expect((await app.inject("/none")).headers["content-security-policy"]).toBe(api);
    await app.close();
  });
});
