import { count, eq, inArray, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAlertDeliveries, jobAlerts, outbox, sectors } from "#server/db/schema.ts";
import { JOB_ALERT_OPT_IN_MAIL, JOB_ALERT_REQUEST } from "#server/modules/job-alerts/create.ts";
import { alertMailLinks } from "#server/modules/job-alerts/links.ts";
import { jobAlertsModule } from "#server/modules/job-alerts/module.ts";
import { alertToken } from "#server/modules/job-alerts/tokens.ts";
import {
  JOB_ALERT_LINK_UNKNOWN_MESSAGE,
  JOB_ALERT_REQUESTED_MESSAGE,
  MAX_ALERTS_PER_ADDRESS,
  type CreateJobAlertInput,
} from "#shared/schemas/job-alerts.ts";
import { eventually } from "#tests/support/eventually.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createJob, insertJobAlert, sectorIdBySlug } from "#tests/support/factories.ts";
import { HANNOVER_ALERT } from "#tests/support/places.ts";
import { startMailCatcher, type MailCatcher } from "#tests/support/mail-catcher.ts";

// Job alerts without accounts (ADR 042): the create request answers alike for every address
// and is done by the outbox after the answer; the opt-in mail's link opens a page, its button
// confirms; the manage token lists every alert of the address; one-click unsubscribe (RFC 8058)
// works without cookies or Origin; unconfirmed alerts go after 7 days.

let t: TestApp;
let mail: MailCatcher;
let baumschule: number;
let galabau: number;
let ip = 0;
/** Each request from its own client, unless a test is about the per-IP limit. */
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;
let stamp = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${++stamp}@beispiel.example`;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  baumschule = await sectorIdBySlug(t.db, "baumschule");
  galabau = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const valid = (email: string, patch: Partial<CreateJobAlertInput> = {}): CreateJobAlertInput => ({
  ...HANNOVER_ALERT,
  email,
  sectors: [baumschule],
  ...patch,
});

const create = (body: unknown, remoteAddress = nextIp()) =>
  t.api({ method: "POST", url: "/api/job-alerts", payload: body as object, remoteAddress });

/** Waits until the outbox has done every create request and opt-in mail. */
async function settled() {
  await eventually(async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(outbox)
      .where(inArray(outbox.kind, [JOB_ALERT_REQUEST, JOB_ALERT_OPT_IN_MAIL]));
    expect(row!.n).toBe(0);
  });
}

const recipient = (m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "");
const mailsTo = (email: string) => mail.messages.filter((m) => recipient(m) === email);
const alertsOf = (email: string) =>
  t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email.toLowerCase()));

/** Creates an alert through the API and answers its row and the confirm token from its mail. */
async function createdAlert(email: string, patch: Partial<CreateJobAlertInput> = {}) {
  const before = mailsTo(email).length;
  expect((await create(valid(email, patch))).statusCode).toBe(202);
  await eventually(() => expect(mailsTo(email).length).toBe(before + 1));
  const message = mailsTo(email).at(-1)!;
  const confirmToken = /\/suchauftrag\/bestaetigen\/([\w.-]+)/.exec(message.text ?? "")![1]!;
  const rows = await alertsOf(email);
  const row = rows.find((r) => r.id === Number(confirmToken.split(".")[0]))!;
  return { row, confirmToken, message };
}

const manageTokenOf = (row: { id: number; created_at: Date }) =>
  alertToken(t.config.appKey, "manage", row);

const confirm = (token: string) =>
  t.api({ method: "POST", url: "/api/job-alerts/confirm", payload: { token } });

describe("POST /api/job-alerts", () => {
  it("answers 202 with one text, stores the alert and mails the opt-in after the answer", async () => {
    const email = address("Neu");
    const res = await create(valid(email, { location_label: "Hannover <b>Mitte</b>" }));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: JOB_ALERT_REQUESTED_MESSAGE });
    await settled();
    const [row] = await alertsOf(email);
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      sector_ids: [baumschule],
      working_time: "Vollzeit",
      geo_radius: 30,
      state: null,
      frequency: "daily",
      confirmed_at: null,
      digest_from: null,
    });
    const [optIn] = mailsTo(email.toLowerCase());
    expect(optIn!.subject).toMatch(/bestätige deinen Suchauftrag/);
    // The filter in words; the seeker's place escaped in the HTML.
    expect(optIn!.text).toContain("Branche: Baumschule");
    expect(optIn!.text).toContain("Anstellungsart: Vollzeit");
    expect(optIn!.text).toContain("Start: 1-3 Monate");
    expect(optIn!.text).toContain("Region: 30 km um Hannover <b>Mitte</b>");
    expect(optIn!.text).toContain("E-Mails: täglich");
    expect(optIn!.text).toContain("nach 7 Tagen gelöscht");
    expect(optIn!.html).toContain("Hannover &lt;b&gt;Mitte&lt;/b&gt;");
    expect(optIn!.html).not.toContain("<b>Mitte");
    expect(optIn!.html).toContain(`${t.config.appUrl}/suchauftrag/bestaetigen/${row!.id}.`);
    // RFC 8058 headers: the one-click address of this alert.
    const links = alertMailLinks(t.config, row!, "de");
    const header = (name: string) =>
      optIn!.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, " ");
    expect(header("list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${links.unsubscribeUrl}>`);
  });

  it("stores the seasonal-work filters, names them in the opt-in mail and shows them on the manage page", async () => {
    const email = address("saison");
    const { row, message } = await createdAlert(email, {
      working_time: "Saisonarbeit",
      with_accommodation: true,
      without_german: true,
    });
    expect(row).toMatchObject({ with_accommodation: true, without_german: true });
    expect(message.text).toContain("Unterkunft: nur Jobs mit Unterkunft");
    expect(message.text).toContain("Sprache: nur Jobs ohne Deutschkenntnisse");
    const manage = await t.api({
      method: "GET",
      url: `/api/job-alerts/manage/${manageTokenOf(row)}`,
    });
    expect(manage.statusCode, manage.body).toBe(200);
    expect(manage.json().data[0]).toMatchObject({
      with_accommodation: true,
      without_german: true,
    });

    // Left out, both are off.
    const plain = await createdAlert(address("ohne"));
    expect(plain.row).toMatchObject({ with_accommodation: false, without_german: false });
    expect(plain.message.text).not.toContain("Unterkunft:");
    expect(plain.message.text).not.toContain("Sprache:");
  });

  it("stores the language of the page the alert was made on, German without one", async () => {
    const polish = await createdAlert(address("polski"), { locale: "pl" });
    expect(polish.row.locale).toBe("pl");
    const german = await createdAlert(address("deutsch"));
    expect(german.row.locale).toBe("de");
  });

  it("stores a Land without a radius, as the search reads it", async () => {
    const email = address("land");
    const res = await create(
      valid(email, { state: "Bayern", geo_radius: 50, location_label: "Bayern" }),
    );
    expect(res.statusCode).toBe(202);
    await settled();
    const [row] = await alertsOf(email);
    expect(row).toMatchObject({ state: "Bayern", geo_radius: null });
    expect(mailsTo(email).at(-1)!.text).toContain("Region: ganz Bayern");
  });

  it("stores the page's language (German without one); an unknown one is a German 422 that stores nothing", async () => {
    const polish = address("polski");
    // Staff wrote the sector's Polish name (ADR 053); the other one has none and stays German.
    const [before] = await t.db.select().from(sectors).where(eq(sectors.id, baumschule));
    const [other] = await t.db.select().from(sectors).where(eq(sectors.id, galabau));
    await t.db
      .update(sectors)
      .set({ name: { ...(before!.name as { de: string }), pl: "Szkółka roślin" } })
      .where(eq(sectors.id, baumschule));
    await t.db
      .update(sectors)
      .set({ name: { de: (other!.name as { de: string }).de } })
      .where(eq(sectors.id, galabau));
    const { row, message } = await createdAlert(polish, {
      locale: "pl",
      sectors: [baumschule, galabau],
      with_accommodation: true,
    });
    await t.db.update(sectors).set({ name: before!.name }).where(eq(sectors.id, baumschule));
    await t.db.update(sectors).set({ name: other!.name }).where(eq(sectors.id, galabau));
    expect(row.locale).toBe("pl");
    expect(message.subject).toBe(`Potwierdź swój alert o ofertach – ${t.config.appName}`);
    const text = message.text ?? "";
    expect(text).toContain(`Cześć,\n\nchcesz otrzymywać od ${t.config.appName} e-maile`);
    expect(text).toContain("Branże: Szkółka roślin, Garten- und Landschaftsbau");
    expect(text).toContain("Rodzaj zatrudnienia: Pełny etat");
    expect(text).toContain("Rozpoczęcie: 1–3 miesiące");
    expect(text).toContain("Region: 30 km wokół: Hannover");
    expect(text).toContain("Zakwaterowanie: tylko oferty z zakwaterowaniem");
    expect(text).toContain("E-maile: codziennie");
    expect(text).toContain("alert zostanie usunięty po 7 dniach");
    expect(text).not.toMatch(/Hallo|Suchauftrag|Branche|täglich/);
    expect(message.html).toContain('<html lang="pl">');
    expect(message.html).toContain(">Potwierdź alert</a>");
    // Its pages in Polish too (ADR 051): the confirm and unsubscribe links carry the prefix.
    const app = t.config.appUrl;
    expect(text).toMatch(new RegExp(`${app}/pl/suchauftrag/bestaetigen/[\\w.-]+\n`));
    expect(text).toMatch(new RegExp(`${app}/pl/suchauftrag/abmelden/[\\w.-]+\n`));
    const german = address("ohnesprache");
    const germanMail = await createdAlert(german);
    expect(germanMail.row.locale).toBe("de");
    expect(germanMail.message.text).toMatch(
      new RegExp(`${app}/suchauftrag/bestaetigen/[\\w.-]+\n`),
    );

    for (const locale of ["xx", "PL", "", "de-DE", 7]) {
      const wrong = address("sprache");
      const res = await create({ ...valid(wrong), locale });
      expect(res.statusCode, String(locale)).toBe(422);
      expect(res.json().errors).toEqual({
        locale: ["Diese Sprache gibt es nicht: de, en, pl, ro oder uk."],
      });
      await settled();
      expect(await alertsOf(wrong)).toEqual([]);
      expect(mailsTo(wrong)).toEqual([]);
    }
  });

  it("refuses every invalid field with a German 422 and stores nothing", async () => {
    const email = address("falsch");
    const cases: [Partial<Record<keyof CreateJobAlertInput, unknown>>, string][] = [
      [{ email: "keine-adresse" }, "email"],
      [{ email: "" }, "email"],
      [{ sectors: [] }, "sectors"],
      [{ sectors: [baumschule, baumschule] }, "sectors"],
      [{ sectors: ["1"] }, "sectors"],
      [{ working_time: "Nachtschicht" }, "working_time"],
      [{ job_available_at: "gestern" }, "job_available_at"],
      [{ latitude: 91 }, "latitude"],
      [{ longitude: "x" }, "longitude"],
      [{ geo_radius: 5 }, "geo_radius"],
      [{ geo_radius: undefined }, "geo_radius"],
      [{ state: "Atlantis" }, "state"],
      [{ location_label: " " }, "location_label"],
      [{ location_label: "x".repeat(201) }, "location_label"],
      [{ frequency: "stündlich" }, "frequency"],
      [{ frequency: undefined }, "frequency"],
      [{ locale: "fr" }, "locale"],
      [{ locale: "PL" }, "locale"],
      [{ locale: 1 }, "locale"],
    ];
    for (const [patch, field] of cases) {
      const res = await create({ ...valid(email), ...patch });
      expect(res.statusCode, field).toBe(422);
      const body = res.json() as { message: string; errors: Record<string, string[]> };
      const key = Object.keys(body.errors).find((k) => k === field || k.startsWith(`${field}.`));
      expect(key, field).toBeDefined();
      expect(body.errors[key!]!.join(" "), field).toMatch(
        /Bitte|ungültig|gibt es nicht|zu lang|muss|darf/,
      );
    }
    const extra = await create({ ...valid(email), tracking: true });
    expect(extra.statusCode).toBe(422);
    // A sector the search does not know: 422 like the search's.
    const unknownSector = await create(valid(email, { sectors: [987_654] }));
    expect(unknownSector.statusCode).toBe(422);
    expect(unknownSector.json().errors.sectors[0]).toBe("Diese Branche gibt es nicht: 987654.");
    await settled();
    expect(await alertsOf(email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it("answers a known, a full and a new address alike; an 11th alert stores and mails nothing", async () => {
    const full = address("voll");
    // 10 alerts stored straight away (the per-address limit allows 5 requests an hour).
    for (let i = 0; i < MAX_ALERTS_PER_ADDRESS; i++)
      await insertJobAlert(t.db, { email: full, sector_ids: [baumschule], geo_radius: 30 + i });
    const known = address("bekannt");
    await createdAlert(known);
    const fresh = address("frisch");
    const answers = [];
    for (const email of [fresh, known.toUpperCase(), full]) {
      const res = await create(valid(email, { sectors: [galabau] }));
      const { date: _date, "x-request-id": _id, ...headers } = res.headers;
      answers.push({ status: res.statusCode, body: res.body, headers });
    }
    expect(answers[0]!.status).toBe(202);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await settled();
    expect(await alertsOf(full)).toHaveLength(MAX_ALERTS_PER_ADDRESS);
    expect(mailsTo(full)).toEqual([]);
    expect(await alertsOf(known)).toHaveLength(2);
    expect(await alertsOf(fresh)).toHaveLength(1);
  });

  it(
    "limits one client: 1,000 requests for random addresses store 10, the rest get a German 429",
    { timeout: 180_000 },
    async () => {
      const client = "203.0.113.77";
      const statuses: number[] = [];
      const emails: string[] = [];
      for (let i = 0; i < 1000; i++) {
        const email = `zufall.${i}.${Math.random().toString(36).slice(2)}@beispiel.example`;
        emails.push(email);
        const res = await create(valid(email), client);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().message).toMatch(
            /^Zu viele Anfragen\. Bitte in .+ erneut versuchen\.$/,
          );
          expect(res.headers["retry-after"]).toBeDefined();
        }
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
      await settled();
      const [stored] = await t.db
        .select({ n: count() })
        .from(jobAlerts)
        .where(inArray(jobAlerts.email, emails));
      expect(stored!.n).toBe(10);
    },
  );

  it("limits one address to 5 requests an hour, whichever client sends them", async () => {
    const email = address("oft");
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await create(valid(email, { geo_radius: 30 + i }))).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    await settled();
    expect(await alertsOf(email)).toHaveLength(5);
    expect(mailsTo(email)).toHaveLength(5);
  });
});

describe("confirming", () => {
  it("confirms by POST only; the token works once, then says so", async () => {
    const email = address("bestaetigen");
    const { row, confirmToken } = await createdAlert(email);
    // Opening the link (the API has no GET for it) changes nothing.
    const opened = await t.api({ url: `/api/job-alerts/confirm?token=${confirmToken}` });
    expect(opened.statusCode).toBe(404);
    expect((await alertsOf(email))[0]!.confirmed_at).toBeNull();

    const before = Date.now();
    const res = await confirm(confirmToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: expect.stringContaining("bestätigt"),
      manage_token: manageTokenOf(row),
    });
    const [stored] = await alertsOf(email);
    expect(stored!.confirmed_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored!.digest_from).toEqual(stored!.confirmed_at);

    const again = await confirm(confirmToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "Dein Suchauftrag ist bereits bestätigt.",
      code: "job_alert.already_confirmed",
    });
  });

  it("refuses forged, cut, other-purpose and expired tokens with the same German 404", async () => {
    const email = address("gefaelscht");
    const { row, confirmToken } = await createdAlert(email);
    const forged = `${row.id}.${"A".repeat(43)}`;
    const otherPurpose = alertToken(t.config.appKey, "manage", row);
    const foreignKey = alertToken("x".repeat(43), "confirm", row);
    for (const token of [
      forged,
      otherPurpose,
      foreignKey,
      confirmToken.slice(0, -1),
      "",
      "1",
      "<x>",
    ]) {
      const res = await confirm(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json(), token).toEqual({
        message: JOB_ALERT_LINK_UNKNOWN_MESSAGE,
        code: "job_alert.link_unknown",
      });
    }
    // Older than 7 days and never confirmed: gone, even before the purge ran.
    await t.db
      .update(jobAlerts)
      .set({ created_at: sql`now() - interval '8 days'` })
      .where(eq(jobAlerts.id, row.id));
    const [old] = await alertsOf(email);
    const oldToken = alertToken(t.config.appKey, "confirm", old!);
    expect((await confirm(oldToken)).statusCode).toBe(404);
    expect((await alertsOf(email))[0]!.confirmed_at).toBeNull();
  });
});

describe("managing the alerts of an address", () => {
  it("lists every alert of the address, changes frequency, pauses, resumes and deletes", async () => {
    const email = address("verwalten");
    const first = await createdAlert(email);
    const second = await createdAlert(email, { sectors: [galabau], frequency: "weekly" });
    await confirm(first.confirmToken);
    const token = manageTokenOf(first.row);
    const url = `/api/job-alerts/manage/${token}`;

    const list = await t.api({ url });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("private, no-store");
    const alerts = list.json().data as { id: number; confirmed: boolean; sectors: unknown[] }[];
    expect(alerts.map((a) => [a.id, a.confirmed])).toEqual([
      [first.row.id, true],
      [second.row.id, false],
    ]);
    expect(alerts[1]!.sectors).toEqual([{ id: galabau, name: "Garten- und Landschaftsbau" }]);
    expect(JSON.stringify(list.json())).not.toContain(email.toLowerCase());

    const weekly = await t.api({
      method: "PATCH",
      url: `${url}/${first.row.id}`,
      payload: { frequency: "weekly" },
    });
    expect(weekly.statusCode).toBe(200);
    expect(weekly.json().data.frequency).toBe("weekly");

    const paused = await t.api({
      method: "PATCH",
      url: `${url}/${second.row.id}`,
      payload: { paused: true },
    });
    expect(paused.json().data.paused).toBe(true);
    expect((await alertsOf(email)).find((r) => r.id === second.row.id)!.paused_at).not.toBeNull();

    const resumeAt = Date.now();
    await t.api({ method: "PATCH", url: `${url}/${first.row.id}`, payload: { paused: true } });
    const resumed = await t.api({
      method: "PATCH",
      url: `${url}/${first.row.id}`,
      payload: { paused: false },
    });
    expect(resumed.json().data.paused).toBe(false);
    const [firstRow] = (await alertsOf(email)).filter((r) => r.id === first.row.id);
    expect(firstRow!.paused_at).toBeNull();
    // A resumed alert mails only what is published from then on.
    expect(firstRow!.digest_from!.getTime()).toBeGreaterThanOrEqual(resumeAt - 1000);

    const invalid = await t.api({
      method: "PATCH",
      url: `${url}/${first.row.id}`,
      payload: { frequency: "monthly" },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.frequency).toEqual(["Diese Häufigkeit gibt es nicht."]);

    // Deleting another alert keeps the page's token; its deliveries go with it.
    const job = await createJob(t.db);
    await t.db.insert(jobAlertDeliveries).values({ alert_id: second.row.id, job_id: job.id });
    const removed = await t.api({ method: "DELETE", url: `${url}/${second.row.id}` });
    expect(removed.json()).toEqual({
      message: "Der Suchauftrag ist gelöscht.",
      manage_token: token,
    });
    expect(
      await t.db
        .select()
        .from(jobAlertDeliveries)
        .where(eq(jobAlertDeliveries.alert_id, second.row.id)),
    ).toEqual([]);
    // Deleting the token's own alert, the last one: nothing left to manage.
    const last = await t.api({ method: "DELETE", url: `${url}/${first.row.id}` });
    expect(last.json()).toEqual({ message: "Der Suchauftrag ist gelöscht.", manage_token: null });
    expect(await alertsOf(email)).toEqual([]);
    expect((await t.api({ url })).statusCode).toBe(404);
  });

  it("hands the page another alert's token when the token's own alert is deleted", async () => {
    const email = address("weiter");
    const first = await createdAlert(email);
    const second = await createdAlert(email, { geo_radius: 60 });
    const url = `/api/job-alerts/manage/${manageTokenOf(first.row)}`;
    const res = await t.api({ method: "DELETE", url: `${url}/${first.row.id}` });
    expect(res.json().manage_token).toBe(manageTokenOf(second.row));
  });

  it("answers 404 for another address's alert and changes nothing", async () => {
    const mine = await createdAlert(address("meins"));
    const theirs = await createdAlert(address("fremd"));
    const url = `/api/job-alerts/manage/${manageTokenOf(mine.row)}/${theirs.row.id}`;
    const patch = await t.api({ method: "PATCH", url, payload: { paused: true } });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe("Diesen Suchauftrag gibt es nicht (mehr).");
    expect((await t.api({ method: "DELETE", url })).statusCode).toBe(404);
    const [row] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, theirs.row.id));
    expect(row!.paused_at).toBeNull();
  });

  it("refuses a forged, an unsubscribe or a confirm token as manage token (404)", async () => {
    const { row, confirmToken } = await createdAlert(address("falscherschluessel"));
    for (const token of [
      confirmToken,
      alertToken(t.config.appKey, "unsubscribe", row),
      `${row.id}.${"b".repeat(43)}`,
      "kein-token",
    ]) {
      const res = await t.api({ url: `/api/job-alerts/manage/${encodeURIComponent(token)}` });
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(JOB_ALERT_LINK_UNKNOWN_MESSAGE);
    }
  });
});

/** What a mail provider sends (RFC 8058): a form body, no cookies, no Origin, not our header. */
const oneClick = (path: string) =>
  t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });

describe("one-click unsubscribe (RFC 8058)", () => {
  it("deletes the alert on a form POST without cookies, Origin or X-Requested-With", async () => {
    const email = address("abmelden");
    const { row } = await createdAlert(email);
    const links = alertMailLinks(t.config, row, "de");
    const path = new URL(links.unsubscribeUrl).pathname;
    const res = await oneClick(path);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/abgemeldet/);
    expect(await alertsOf(email)).toEqual([]);
    // Again: the alert is gone, the link is unknown now (404, documented in manage.ts).
    const again = await oneClick(path);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(JOB_ALERT_LINK_UNKNOWN_MESSAGE);
  });

  it("takes an empty body and a foreign Origin too, but no forged token", async () => {
    const email = address("leer");
    const { row } = await createdAlert(email);
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/job-alerts/unsubscribe/${row.id}.${"c".repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
    expect(await alertsOf(email)).toHaveLength(1);
    const res = await t.app.inject({
      method: "POST",
      url: new URL(alertMailLinks(t.config, row, "de").unsubscribeUrl).pathname,
      headers: { origin: "https://mail.example" },
    });
    expect(res.statusCode).toBe(200);
    expect(await alertsOf(email)).toEqual([]);
  });

  it("keeps the CSRF rule on the manage routes", async () => {
    const { row } = await createdAlert(address("csrf"));
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/job-alerts/manage/${manageTokenOf(row)}/${row.id}`,
    });
    expect(res.statusCode).toBe(419);
  });
});

describe("purge", () => {
  it("deletes alerts unconfirmed for more than 7 days, keeps confirmed and younger ones", async () => {
    const email = address("alt");
    const old = await createdAlert(email);
    const oldConfirmed = await createdAlert(email, { geo_radius: 40 });
    const young = await createdAlert(email, { geo_radius: 50 });
    await confirm(oldConfirmed.confirmToken);
    const created = young.row.created_at.getTime();
    // Run the task with a clock 7 days plus a minute on: the two unconfirmed ones would go;
    // the young one is made younger than that.
    const now = new Date(created + 7 * 86_400_000 + 60_000);
    await t.db
      .update(jobAlerts)
      .set({ created_at: new Date(created + 120_000) })
      .where(eq(jobAlerts.id, young.row.id));
    // The module's scheduled task, as the scheduler runs it (with this test's clock).
    const purge = jobAlertsModule
      .tasks({ db: t.db } as Parameters<typeof jobAlertsModule.tasks>[0])
      .find((task) => task.name === "job-alert-purge")!;
    await purge.run(now);
    const left = (await alertsOf(email)).map((r) => r.id).sort();
    expect(left).toEqual([oldConfirmed.row.id, young.row.id].sort());
    expect(left).not.toContain(old.row.id);
  });
});
