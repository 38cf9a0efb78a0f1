import { createHash } from "node:crypto";
import { request as playwrightRequest } from "@playwright/test";
import {
  createDraftViaApi,
  expect,
  grantCreditsAsStaff,
  originHeaders,
  signUpAndVerify,
  test,
  waitForHydration,
} from "./support.ts";

// The page cache of ADR 017: public pages rendered once for visitors without a session are
// served again, compressed once, with their inline scripts allowed by hash instead of a reused
// nonce, and a change to the ad reaches them through the feed.

/** The script part of the response's policy and the hashes of the page's inline scripts. */
function scripts(csp: string | undefined, html: string) {
  const policy = /script-src ([^;]*)/.exec(csp ?? "")?.[1] ?? "";
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1]!))
    .map((m) => `'sha256-${createHash("sha256").update(m[2]!).digest("base64")}'`);
  return { policy, inline };
}

test("a public job page is served from the page cache, compressed, its scripts allowed by hash, and follows changes to the ad", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpAndVerify(page);
  await grantCreditsAsStaff(page);
  const id = await createDraftViaApi(page, 3, "Baumpfleger (m/w/d) Seitencache");
  const published = await page.request.put(`/api/job-advertisements/${id}/publish`, {
    headers: originHeaders(),
  });
  expect(published.status(), await published.text()).toBe(200);

  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    const visit = async () => {
      const response = await visitor.get(`/jobs/${id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      return {
        html,
        cache: response.headers()["x-page-cache"],
        encoding: response.headers()["content-encoding"],
        ...scripts(response.headers()["content-security-policy"], html),
      };
    };
    // Rendered once (a miss, its scripts allowed by this request's nonce), then served from the
    // cache, compressed, with every inline script allowed by its hash and no nonce at all.
    const first = await visit();
    expect(first.cache).toBe("miss");
    expect(first.policy).toMatch(/'nonce-[^']+'/);
    // The page is stored in the background after the first answer went out (compressed on the
    // thread pool), so the next visit may still render; the one after the store is a hit.
    let second = first;
    await expect
      .poll(
        async () => {
          second = await visit();
          return second.cache;
        },
        { timeout: 5_000 },
      )
      .toBe("hit");
    expect(second.encoding).toMatch(/^(br|gzip)$/);
    // The same page as the first answer. Each miss stores its own render, so the copy served may
    // be a later visit's, whose only difference is its nonce: in the attributes left from its
    // render and in the root loader's data.
    const withoutNonce = (html: string) => {
      const nonce = / nonce="([^"]+)"/.exec(html)?.[1];
      expect(nonce, "the render's nonce").toBeTruthy();
      return html.replaceAll(nonce!, "");
    };
    expect(withoutNonce(second.html)).toBe(withoutNonce(first.html));
    expect(second.html).toContain("Baumpfleger (m/w/d) Seitencache");
    expect(second.policy).not.toContain("nonce-");
    expect(second.inline.length).toBeGreaterThan(1);
    for (const hash of second.inline) expect(second.policy).toContain(hash);

    // The employer rewrites the description: the change feed drops the cached page.
    const rewritten = await page.request.put(`/api/job-advertisements/${id}/step2`, {
      headers: originHeaders(),
      data: {
        description: "<p>Neu: Wir pflegen Alleebäume in der Region Hannover.</p>",
        tasks: "<ul><li>Baumkontrolle</li></ul>",
        profile: "<p>Erfahrung in der Baumpflege</p>",
        benefits: "",
      },
    });
    expect(rewritten.status(), await rewritten.text()).toBe(200);
    await expect
      .poll(async () => (await visit()).html.includes("Neu: Wir pflegen Alleebäume"), {
        timeout: 10_000,
      })
      .toBe(true);

    // The signed-in employer always gets a page rendered for them.
    const own = await page.request.get(`/jobs/${id}`);
    expect(own.headers()["x-page-cache"]).toBeUndefined();

    // The ad ends: the cached page gives way to the 410 page.
    const ended = await page.request.put(`/api/job-advertisements/${id}/terminate`, {
      headers: originHeaders(),
    });
    expect(ended.status(), await ended.text()).toBe(200);
    await expect
      .poll(async () => (await visitor.get(`/jobs/${id}`)).status(), { timeout: 10_000 })
      .toBe(410);
  } finally {
    await visitor.dispose();
  }

  // A browser on the cached page: the scripts run under the policy (no CSP error) and hydrate.
  const context = await browser.newContext();
  try {
    const fresh = await context.newPage();
    const cspErrors: string[] = [];
    fresh.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    // Visited until a copy from the cache arrives (stored in the background, see above).
    let served: string | undefined;
    for (let i = 0; i < 20 && served !== "hit"; i++) {
      const response = await fresh.goto(`/jobs-im-bereich/garten-und-landschaftsbau`);
      expect(response?.status()).toBe(200);
      served = response?.headers()["x-page-cache"];
      await waitForHydration(fresh);
    }
    expect(served).toBe("hit");
    expect(cspErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
