import { createHmac } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

// Who counts as a visitor of an ad, and how one is recognised again on the same day without
// storing anything that identifies a person (ADR 060).

/**
 * Crawlers, link previews, monitors and scripts: by the names they give themselves. Headless
 * Chrome counts too (scrapers and audits); the e2e test that checks the counting sends a
 * desktop browser's user agent (tests/e2e/job-stats.spec.ts).
 */
const BOT_AGENT =
  /bot\b|bot[/;-]|crawl|spider|slurp|scrap|archiver|facebookexternalhit|embedly|whatsapp|mediapartners|google-(?:read-aloud|inspectiontool)|feedfetcher|lighthouse|pagespeed|pingdom|uptime|monitor|headlesschrome|phantomjs|puppeteer|playwright|selenium|^curl\/|^wget\/|python|go-http-client|java\/|okhttp|libwww|httpclient|node-fetch|undici|axios|^lightmyrequest$/i;

/**
 * A request made by a person's browser: a user agent that names no bot, and no prefetch or
 * prerender the browser made on speculation (`Sec-Purpose`/`Purpose`: nobody saw the page).
 */
export function isCountedVisitor(headers: IncomingHttpHeaders): boolean {
  const agent = headers["user-agent"];
  if (!agent || agent.length < 10 || BOT_AGENT.test(agent)) return false;
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"];
  return !(typeof purpose === "string" && /prefetch|prerender|preview/i.test(purpose));
}

/** What is counted once per visitor and day. */
export type UniqueKind = "view" | "apply_click";

/**
 * The day's salt: derived from APP_KEY and the day, so that every process of the installation
 * has the same one without storing it, and no two days share one. Once a day's hashes are
 * deleted, nothing is left that this salt could be compared against.
 */
function saltOf(appKey: string, day: string): Buffer {
  return createHmac("sha256", appKey).update(`job-stats:visitor-salt:${day}`).digest();
}

/**
 * Recognises a visitor again on the same day: a keyed hash of what was counted, the ad, the
 * IP address and the user agent (128 bits, base64url). The inputs are never stored.
 */
export function createVisitorHasher(appKey: string) {
  let saltDay = "";
  let salt: Buffer = Buffer.alloc(0);
  return (day: string, kind: UniqueKind, jobId: number, ip: string, agent: string): string => {
    if (day !== saltDay) {
      salt = saltOf(appKey, day);
      saltDay = day;
    }
    return createHmac("sha256", salt)
      .update(`${kind}\n${jobId}\n${ip}\n${agent}`)
      .digest()
      .subarray(0, 16)
      .toString("base64url");
  };
}
