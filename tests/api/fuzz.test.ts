import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { applicationToken } from "#server/modules/applications/tokens.ts";
import { alertToken } from "#server/modules/job-alerts/tokens.ts";
import { createRandom } from "../../bench/lib/random.ts";
import { createAccount, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import {
  createApplication,
  createJob,
  insertJobAlert,
  sectorIdBySlug,
} from "#tests/support/factories.ts";
import {
  fingerprintSql,
  knownBodies,
  requestsForDocument,
  runFuzz,
  type FuzzReport,
  type FuzzRequest,
  type OpenApiDocument,
} from "#tests/support/fuzzer.ts";

// The short form of the hostile-input fuzzer: every route of the generated OpenAPI
// document, wrong in one place at a time, as nobody and as a signed-in employer. The full run
// (≥ 10,000 requests, a report per route) is `npm run bench:fuzz`.

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let t: TestApp;
let employer: TestAccount;
let doc: OpenApiDocument;
let tables: string[];
let draftId: number;
/** The draft the DELETE route may really delete: the other ad routes keep `draftId`. */
let deletableDraftId: number;
let bodies: ReturnType<typeof knownBodies>;
/** A job alert's links: the manage routes get a real token and its id, so the rest is the fault. */
let alertLinks: { manage: string; unsubscribe: string; id: string };
/** A live ad that takes applications on Wurzelwerk, and an application's link. */
let openJobId: number;
let applicationLink: string;
/** An application to the employer's ad with its file: the inbox routes get real ids. */
let inbox: { id: string; fileId: string };

beforeAll(async () => {
  t = await createTestApp();
  employer = await createAccount(t.db);
  const newDraft = async () => {
    const draft = await t.api({
      method: "POST",
      url: "/api/job-advertisements",
      cookies: employer.cookies,
      payload: {},
    });
    return (draft.json() as { data: { id: number } }).data.id;
  };
  draftId = await newDraft();
  deletableDraftId = await newDraft();
  const application = await createApplication(t.db, t.config.dataDir, {
    id: draftId,
    employer_id: employer.employerId,
  });
  inbox = { id: String(application.id), fileId: String(application.files[0]!.id) };
  doc = (await t.app.inject({ url: "/api/docs" })).json() as OpenApiDocument;
  const alert = await insertJobAlert(t.db, {
    email: "fuzz@example.org",
    sector_ids: [await sectorIdBySlug(t.db, "baumschule")],
  });
  alertLinks = {
    manage: alertToken(t.config.appKey, "manage", alert),
    unsubscribe: alertToken(t.config.appKey, "unsubscribe", alert),
    id: String(alert.id),
  };
  const open = await createJob(t.db);
  openJobId = open.id;
  // Its own application: the withdrawal (DELETE) may really delete it.
  applicationLink = applicationToken(
    t.config.appKey,
    await createApplication(t.db, t.config.dataDir, open),
  );
  bodies = knownBodies({
    sectorId: await sectorIdBySlug(t.db, "baumschule"),
    planId: (await t.api({ url: "/api/plans" })).json().data[0].id,
  });
  const rows = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  // Sessions roll their expiry on every signed-in request, refused or not.
  tables = rows.map((r) => r.table_name).filter((name) => name !== "sessions");
});
afterAll(() => t?.close());

function pathValues(route: string, method: string): Record<string, string> {
  if (route === "/api/job-advertisements/{id}" && method === "DELETE") {
    return { id: String(deletableDraftId) };
  }
  if (route.startsWith("/api/job-alerts/manage/"))
    return { token: alertLinks.manage, id: alertLinks.id };
  if (route.startsWith("/api/job-alerts/unsubscribe/")) return { token: alertLinks.unsubscribe };
  if (route.startsWith("/api/applications/by-token/")) return { token: applicationLink };
  if (route === "/api/job-advertisements/{id}/applications" && method === "POST")
    return { id: String(openJobId) };
  if (route.startsWith("/api/applications/")) return inbox;
  if (route.startsWith("/api/employers/")) return { id: String(employer.employerId) };
  if (route.startsWith("/api/job-advertisements/")) return { id: String(draftId) };
  if (route.startsWith("/email/verify/")) return { id: String(employer.userId), hash: "abc" };
  if (route.startsWith("/api/admin/")) return { id: String(employer.employerId) };
  if (route.startsWith("/api/slugs/search/")) return { "*": "faq" };
  if (route.startsWith("/api/blog-posts/")) return { slug: "saisonarbeit-in-der-landwirtschaft" };
  return { id: "1", session_id: "cs_test_fuzz" };
}

/** Until the outbox is empty, claimed rows done too (at most 5 s). */
async function outboxDone() {
  for (let i = 0; i < 250; i++) {
    const [row] = rowsOf<{ n: number | string }>(
      await t.db.execute(sql`select count(*) as n from outbox`),
    );
    if (Number(row!.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let address = 0;
async function fuzzAs(
  cookies: Record<string, string> | undefined,
  seed: number,
): Promise<FuzzReport> {
  const requests = requestsForDocument(doc, {
    random: createRandom(seed),
    perField: 4,
    pathValues,
    bodies,
    // Ending the session would turn the rest of the run into the logged-out one.
    // Ending the session or (as staff) moving it into an impersonation would turn the rest of
    // the run into another identity's.
    skip: (method, route) =>
      Boolean(cookies) &&
      ((method === "POST" && route === "/logout") ||
        route === "/impersonation" ||
        route.endsWith("/impersonate")),
  });
  const send = async (request: FuzzRequest) => {
    address += 1;
    const response = await t.app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: {
        accept: "application/json",
        "x-requested-with": "XMLHttpRequest",
        ...request.headers,
      },
      cookies,
      payload: request.body,
      // A client address per request, so per-IP limits do not answer for the validation.
      remoteAddress: `2001:db8::${(address % 65_000).toString(16)}`,
    });
    // A request that was taken may leave work on the outbox (e.g. a job alert's insert and
    // mail, platform/outbox.ts), done right after the answer: waited for here, so that work is
    // not counted against the next, refused request.
    if (response.statusCode < 400) await outboxDone();
    return {
      status: response.statusCode,
      body: response.body,
      contentType: response.headers["content-type"]?.toString(),
    };
  };
  const fingerprint = async () => {
    const rows = rowsOf<{ t: string; h: string }>(
      await t.db.execute(sql.raw(fingerprintSql(tables))),
    );
    return rows.map((r) => `${r.t}:${r.h}`).join(",");
  };
  const report = await runFuzz(requests, send, fingerprint);
  if (process.env.FUZZ_VERBOSE) console.log(report.sent, [...report.byStatus].sort());
  return report;
}

function summary(report: FuzzReport): string {
  return report.findings
    .slice(0, 20)
    .map(
      (f) =>
        `${f.request.method} ${f.request.route} [${f.request.case}] → ${f.status}: ${f.problem} ${f.body}`,
    )
    .join("\n");
}

describe("hostile input on every route", () => {
  it(
    "as nobody: no 5xx, German 4xx, refused requests change nothing",
    { timeout: 600_000 },
    async () => {
      const report = await fuzzAs(undefined, SEED);
      expect(summary(report)).toBe("");
      expect(report.sent).toBeGreaterThanOrEqual(1000);
    },
  );

  it(
    "as an employer: no 5xx, German 4xx, refused requests change nothing",
    { timeout: 600_000 },
    async () => {
      const report = await fuzzAs(employer.cookies, SEED + 1);
      expect(summary(report)).toBe("");
      expect(report.sent).toBeGreaterThanOrEqual(1000);
      // The session survived the run: the employer's requests were judged as the employer's.
      const me = await t.api({ url: "/api/user", cookies: employer.cookies });
      expect(me.statusCode).toBe(200);
    },
  );

  it(
    "as staff (the backoffice's own validation): no 5xx, German 4xx, refused requests change nothing",
    { timeout: 600_000 },
    async () => {
      const staff = await createAccount(t.db, { admin: true });
      const report = await fuzzAs(staff.cookies, SEED + 2);
      expect(summary(report)).toBe("");
      expect(report.sent).toBeGreaterThanOrEqual(1000);
      // Staff requests passed the role check, so the admin routes' bodies were judged.
      const admin = report.byStatus.get(422) ?? 0;
      expect(admin).toBeGreaterThan(100);
      const me = await t.api({ url: "/api/user", cookies: staff.cookies });
      expect(me.json().data.is_admin).toBe(true);
    },
  );
});

describe("NUL, which PostgreSQL text cannot hold", () => {
  it("is refused with a German 4xx wherever no schema caught it first", async () => {
    for (const url of [
      "/api/blog-posts/%00",
      "/api/slugs/search/faq%00",
      "/api/job-advertisements?search=%00",
      "/api/job-advertisements/seo?sector=%00",
    ]) {
      const res = await t.api({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().message, url).toMatch(/[äöüß]|nicht|ungültig|unzulässig/i);
    }
  });
});
