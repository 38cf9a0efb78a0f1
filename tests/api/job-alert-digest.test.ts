import { and, eq, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, rowsOf, type Database } from "#server/db/client.ts";
import { jobAlertDeliveries, jobAlerts, outbox } from "#server/db/schema.ts";
import {
  DIGEST_MAIL,
  runDigests,
  sendDigestMail,
  type DigestRun,
} from "#server/modules/job-alerts/digest.ts";
import { loadCandidates, matchNewAds } from "#server/modules/job-alerts/digest-match.ts";
import { berlinInstant, latestSlot } from "#server/modules/job-alerts/digest-slots.ts";
import { verifyAlertToken } from "#server/modules/job-alerts/tokens.ts";
import { createSearchEngine, type SearchEngine } from "#server/modules/search/engine.ts";
import { createLiveIndex } from "#server/modules/search/live-index.ts";
import { selectSearchHits } from "#server/modules/search/queries.ts";
import { startCutoff, toIndexQuery } from "#server/modules/search/service.ts";
import { createMailer, type Mailer } from "#server/platform/mail/mailer.ts";
import { createOutbox, type Outbox } from "#server/platform/outbox.ts";
import { createRandom } from "#server/db/seed/supply/random.ts";
import { JOB_AVAILABLE_AT, WORKING_TIMES } from "#shared/constants.ts";
import { parseSearchLink } from "#shared/search-link.ts";
import { createTestApp, createTestDatabase, type TestApp } from "#tests/support/app.ts";
import type { TestDatabase } from "#tests/support/databases.ts";
import {
  ACCOMMODATIONS,
  createEmployer,
  createJob,
  LANGUAGE_CHOICES,
  northOf,
  sectorIdBySlug,
  type JobOverrides,
} from "#tests/support/factories.ts";
import { startMailCatcher, type MailCatcher } from "#tests/support/mail-catcher.ts";

// The digest of the job alerts (modules/job-alerts/digest*.ts): what matches (the search's own
// semantics), who gets mail, exactly once, and the mail itself through a real SMTP server.
// Each test works around a centre of its own, far from the others' (more than twice the
// largest radius), so the ads of one test never match another test's alerts.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let testDb: TestDatabase;
let t: TestApp;
let second: Database;
let mail: MailCatcher;
let mailer: Mailer;
let search: SearchEngine;
let box: Outbox;
/** The queue the digests write to: no handlers, so the rows wait until a test drains `box`. */
let queue: Outbox;
/** The latest daily slot at the start of the file: the tests' digests are built for it. */
let slot: Date;
let sectors: Record<string, number>;

beforeAll(async () => {
  mail = await startMailCatcher();
  testDb = await createTestDatabase();
  t = await createTestApp({ database: testDb.database, env: { SMTP_URL: mail.url } });
  // A second process: its own connection pool on PostgreSQL (PGlite has one connection).
  second = testDb.url ? openPostgres(testDb.url) : testDb.database;
  mailer = createMailer({
    smtpUrl: mail.url,
    from: t.config.mailFrom,
    dataDir: t.dataDir,
    log: t.app.log,
  });
  search = createSearchEngine(t.db, { syncIntervalMs: 0 });
  box = createOutbox(t.db, t.app.log);
  queue = createOutbox(t.db, t.app.log);
  box.handle(DIGEST_MAIL, (payload) =>
    sendDigestMail({ db: t.db, mailer, config: t.config, search }, payload),
  );
  slot = latestSlot("daily", new Date());
  sectors = Object.fromEntries(
    await Promise.all(
      [
        "landwirtschaft",
        "garten-und-landschaftsbau",
        "baumschule",
        "pflanzenhandel",
        "forstwirtschaft",
      ].map(async (slug) => [slug, await sectorIdBySlug(t.db, slug)] as const),
    ),
  );
}, 60_000);
afterAll(async () => {
  await box?.close();
  mailer?.close();
  await t?.close();
  if (second && second !== testDb?.database) await second.close();
  await testDb?.drop();
  await mail?.close();
});

let centres = 0;
/** A centre of its own for a test: 3° of latitude or 4° of longitude from every other one. */
function nextCentre() {
  const n = centres++;
  return { lat: 44 + 3 * (n % 5), lng: -4 + 4 * Math.floor(n / 5) };
}

type AlertOverrides = Partial<typeof jobAlerts.$inferInsert>;

async function createAlert(o: AlertOverrides & { latitude: number; longitude: number }) {
  const [alert] = await t.db
    .insert(jobAlerts)
    .values({
      email: `suchende-${Math.random().toString(36).slice(2, 10)}@example.org`,
      sector_ids: [sectors["garten-und-landschaftsbau"]!],
      working_time: "Vollzeit",
      job_available_at: "1_to_3_months",
      geo_radius: 30,
      location_label: "Köln",
      frequency: "daily",
      confirmed_at: new Date(slot.getTime() - 2 * DAY),
      digest_from: new Date(slot.getTime() - DAY),
      ...o,
    })
    .returning();
  return alert!;
}

/** An ad published in the window of the tests' slot (an hour before it) unless told otherwise. */
const newAd = (o: JobOverrides) =>
  createJob(t.db, { publishedAt: new Date(slot.getTime() - HOUR), ...o });

const deps = (db = t.db) => ({ db, outbox: queue });

/** The queued digest mails of an alert, oldest first. */
async function queued(alertId: number) {
  const rows = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      and(eq(outbox.kind, DIGEST_MAIL), sql`(${outbox.payload}->>'alert_id')::int = ${alertId}`),
    )
    .orderBy(outbox.id);
  return rows.map(
    (row) => row.payload as { alert_id: number; ads: [number, number][]; more: number },
  );
}
const queuedIds = async (alertId: number) =>
  (await queued(alertId)).map((m) => m.ads.map(([id]) => id));

async function digestFrom(alertId: number) {
  const [row] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId));
  return row!.digest_from;
}

const recipient = (m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "");

describe("digest slots (Europe/Berlin)", () => {
  it("puts 07:00 Berlin at 06:00 UTC in winter and 05:00 UTC in summer, also on the days the clocks change", () => {
    expect(berlinInstant(2027, 1, 15, 7).toISOString()).toBe("2027-01-15T06:00:00.000Z");
    expect(berlinInstant(2027, 7, 15, 7).toISOString()).toBe("2027-07-15T05:00:00.000Z");
    // Last Sunday of March 2027 (28th): clocks go from 02:00 to 03:00; 07:00 is summer time.
    expect(berlinInstant(2027, 3, 27, 7).toISOString()).toBe("2027-03-27T06:00:00.000Z");
    expect(berlinInstant(2027, 3, 28, 7).toISOString()).toBe("2027-03-28T05:00:00.000Z");
    // Last Sunday of October 2027 (31st): clocks go back from 03:00 to 02:00; 07:00 is winter time.
    expect(berlinInstant(2027, 10, 30, 7).toISOString()).toBe("2027-10-30T05:00:00.000Z");
    expect(berlinInstant(2027, 10, 31, 7).toISOString()).toBe("2027-10-31T06:00:00.000Z");
  });

  it("finds the latest daily and Monday slot at or before an instant, across the changes", () => {
    const cases: [frequency: "daily" | "weekly", now: string, slot: string, why: string][] = [
      [
        "daily",
        "2027-03-28T04:59:00Z",
        "2027-03-27T06:00:00.000Z",
        "Sun 06:59 summer time: Saturday's",
      ],
      ["daily", "2027-03-28T05:00:00Z", "2027-03-28T05:00:00.000Z", "Sun 07:00 summer time"],
      [
        "daily",
        "2027-10-31T05:30:00Z",
        "2027-10-30T05:00:00.000Z",
        "Sun 06:30 winter time: Saturday's",
      ],
      ["daily", "2027-10-31T06:00:00Z", "2027-10-31T06:00:00.000Z", "Sun 07:00 winter time"],
      ["weekly", "2027-03-29T05:00:00Z", "2027-03-29T05:00:00.000Z", "Monday 07:00 summer time"],
      [
        "weekly",
        "2027-03-29T04:59:59Z",
        "2027-03-22T06:00:00.000Z",
        "before it: last Monday, winter",
      ],
      ["weekly", "2027-04-02T12:00:00Z", "2027-03-29T05:00:00.000Z", "Friday: that week's Monday"],
      [
        "weekly",
        "2027-11-01T06:00:00Z",
        "2027-11-01T06:00:00.000Z",
        "Monday after the autumn change",
      ],
      [
        "weekly",
        "2027-11-01T05:59:00Z",
        "2027-10-25T05:00:00.000Z",
        "before it: last Monday, summer",
      ],
    ];
    for (const [frequency, now, expected, why] of cases) {
      expect(latestSlot(frequency, new Date(now)).toISOString(), why).toBe(expected);
    }
  });
});

describe("job alert digest", () => {
  it("mails the new matching ads with the manage and one-click unsubscribe links, received by SMTP", async () => {
    const c = nextCentre();
    const employer = await createEmployer(t.db, `Gärtnerei <b>Süd</b> & "Söhne"`);
    const near = await newAd({
      employerId: employer.id,
      title: `Gärtner <script>alert(1)</script> & Co`,
      latitude: northOf(c.lat, 5),
      longitude: c.lng,
      location: "Pulheim",
    });
    const farther = await newAd({ latitude: northOf(c.lat, 12), longitude: c.lng, startsAt: null });
    await newAd({ latitude: northOf(c.lat, 45), longitude: c.lng });
    const alert = await createAlert({
      latitude: c.lat,
      longitude: c.lng,
      location_label: "Köln <Innenstadt>",
    });

    await runDigests(deps(), new Date());
    expect(await queuedIds(alert.id)).toEqual([[near.id, farther.id]]);
    await box.drain();
    const got = await mail.waitFor((m) => recipient(m) === alert.email);

    expect(got.subject).toBe("2 neue Jobs für dich in der Nähe von Köln <Innenstadt>");
    // The raw header lines, as a mail provider reads them (RFC 8058).
    const header = (name: string) =>
      got.headerLines
        .find((line) => line.key === name)
        ?.line.slice(name.length + 1)
        .trim();
    const unsubscribe = header("list-unsubscribe") ?? "";
    expect(unsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/job-alerts\/unsubscribe\/[^>]+>$/);
    const unsubscribeToken = unsubscribe.slice(1, -1).split("/").at(-1)!;
    expect(verifyAlertToken(t.config.appKey, "unsubscribe", unsubscribeToken, alert)).toBe(true);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const text = got.text ?? "";
    const html = got.html || "";
    // The nearer one first, each with employer, place, distance, working time and start.
    expect(text.indexOf(`/jobs/${near.id}`)).toBeLessThan(text.indexOf(`/jobs/${farther.id}`));
    expect(text).toContain(
      `Gärtnerei <b>Süd</b> & "Söhne" · Pulheim (5 km) · Vollzeit · Start: ab sofort / nach Vereinbarung`,
    );
    const manage = /Suchauftrag verwalten: (\S+)/.exec(text)![1]!;
    expect(verifyAlertToken(t.config.appKey, "manage", manage.split("/").at(-1)!, alert)).toBe(
      true,
    );
    expect(text).toMatch(/Abmelden: http:\/\/localhost:3000\/suchauftrag\/abmelden\/\S+/);
    expect(html).toContain(`href="${manage}"`);
    expect(html).toContain(">Abmelden</a>");

    // Escaped in the HTML: nothing from an ad or the seeker becomes markup.
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Süd</b>");
    expect(html).toContain("Gärtner &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co");
    expect(html).toContain("Köln &lt;Innenstadt&gt;");
    // No tracking: no images at all, no parameters on the job links.
    expect(html).not.toMatch(/<img/i);
    for (const url of text.match(/https?:\/\/\S+/g) ?? []) {
      expect(url).not.toMatch(/utm_|[?&](ref|track|mc_)/);
    }

    // The job link leads to the ad, public and live.
    const jobLink = new URL(text.match(new RegExp(`\\S+/jobs/${near.id}\\b`))![0]);
    expect(jobLink.pathname).toBe(`/jobs/${near.id}`);
    const ad = await t.api({ method: "GET", url: `/api/job-advertisements/${near.id}` });
    expect(ad.statusCode).toBe(200);
    // The full result: /jobs with the alert's own filter in the address.
    const full = new URL(/Alle passenden Jobs: (\S+)/.exec(text)![1]!);
    expect(full.pathname).toBe("/jobs");
    expect(parseSearchLink(full.searchParams)).toEqual({
      sectorIds: alert.sector_ids,
      working_time: "Vollzeit",
      job_available_at: "1_to_3_months",
      latitude: c.lat,
      longitude: c.lng,
      geo_radius: 30,
      state: null,
      label: "Köln <Innenstadt>",
      with_accommodation: false,
      without_german: false,
    });
  });

  it("matches at the radius exactly as the search: just inside yes, just outside no", async () => {
    const c = nextCentre();
    const inside = await newAd({ latitude: northOf(c.lat, 29.99), longitude: c.lng });
    const outside = await newAd({ latitude: northOf(c.lat, 30.01), longitude: c.lng });
    const alert = await createAlert({ latitude: c.lat, longitude: c.lng, geo_radius: 30 });
    await runDigests(deps(), new Date());
    expect(await queuedIds(alert.id)).toEqual([[inside.id]]);
    // The search itself draws the same line.
    const sqlHits = await selectSearchHits(
      t.db,
      toIndexQuery({
        sectors: alert.sector_ids,
        working_time: "Vollzeit",
        job_available_at: "1_to_3_months",
        latitude: c.lat,
        longitude: c.lng,
        geo_radius: 30,
        with_accommodation: false,
        without_german: false,
      }),
      100,
      0,
    );
    expect(sqlHits.hits.map((h) => h.id)).toContain(inside.id);
    expect(sqlHits.hits.map((h) => h.id)).not.toContain(outside.id);
  });

  it("keeps the start windows: null fits both, the cutoff day belongs to 1-3 months", async () => {
    const c = nextCentre();
    const cutoff = startCutoff(new Date());
    const dayAfter = new Date(Date.parse(`${cutoff}T12:00:00Z`) + DAY).toISOString().slice(0, 10);
    const soon = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const flexible = await newAd({ latitude: northOf(c.lat, 1), longitude: c.lng, startsAt: null });
    const inAMonth = await newAd({ latitude: northOf(c.lat, 2), longitude: c.lng, startsAt: soon });
    const atCutoff = await newAd({
      latitude: northOf(c.lat, 3),
      longitude: c.lng,
      startsAt: cutoff,
    });
    const later = await newAd({
      latitude: northOf(c.lat, 4),
      longitude: c.lng,
      startsAt: dayAfter,
    });
    const early = await createAlert({
      latitude: c.lat,
      longitude: c.lng,
      job_available_at: "1_to_3_months",
    });
    const late = await createAlert({
      latitude: c.lat,
      longitude: c.lng,
      job_available_at: "more_than_3_months",
    });
    await runDigests(deps(), new Date());
    expect(await queuedIds(early.id)).toEqual([[flexible.id, inAMonth.id, atCutoff.id]]);
    expect(await queuedIds(late.id)).toEqual([[flexible.id, later.id]]);
  });

  it("needs one shared sector and the same working time", async () => {
    const c = nextCentre();
    const shared = await newAd({
      latitude: northOf(c.lat, 1),
      longitude: c.lng,
      sectorSlugs: ["baumschule", "landwirtschaft"],
    });
    await newAd({
      latitude: northOf(c.lat, 2),
      longitude: c.lng,
      sectorSlugs: ["forstwirtschaft"],
    });
    await newAd({
      latitude: northOf(c.lat, 3),
      longitude: c.lng,
      sectorSlugs: ["landwirtschaft"],
      workingTime: "Teilzeit",
    });
    const alert = await createAlert({
      latitude: c.lat,
      longitude: c.lng,
      sector_ids: [sectors.landwirtschaft!, sectors.pflanzenhandel!],
    });
    await runDigests(deps(), new Date());
    expect(await queuedIds(alert.id)).toEqual([[shared.id]]);
  });

  it("takes a whole Land by the ads' Land, nearest to its centre first", async () => {
    const c = nextCentre();
    const far = await newAd({ latitude: northOf(c.lat, 150), longitude: c.lng, state: "Saarland" });
    const near = await newAd({ latitude: northOf(c.lat, 10), longitude: c.lng, state: "Saarland" });
    await newAd({ latitude: c.lat, longitude: c.lng, state: "Rheinland-Pfalz" });
    const alert = await createAlert({
      latitude: c.lat,
      longitude: c.lng,
      geo_radius: null,
      state: "Saarland",
      location_label: "Saarland",
    });
    await runDigests(deps(), new Date());
    expect(await queuedIds(alert.id)).toEqual([[near.id, far.id]]);
    await box.drain();
    const got = await mail.waitFor((m) => recipient(m) === alert.email);
    expect(got.subject).toBe("2 neue Jobs für dich im Saarland");
  });

  it("mails only confirmed alerts that are not paused, and leaves the others' window alone", async () => {
    const c = nextCentre();
    const ad = await newAd({ latitude: c.lat, longitude: c.lng });
    const confirmed = await createAlert({ latitude: c.lat, longitude: c.lng });
    const unconfirmed = await createAlert({
      latitude: c.lat,
      longitude: c.lng,
      confirmed_at: null,
      digest_from: null,
    });
    const paused = await createAlert({
      latitude: c.lat,
      longitude: c.lng,
      paused_at: new Date(slot.getTime() - 2 * HOUR),
    });
    await runDigests(deps(), new Date());
    expect(await queuedIds(confirmed.id)).toEqual([[ad.id]]);
    expect(await queued(unconfirmed.id)).toEqual([]);
    expect(await queued(paused.id)).toEqual([]);
    expect(await digestFrom(paused.id)).toEqual(paused.digest_from);
    expect(await digestFrom(unconfirmed.id)).toBeNull();
    expect(await digestFrom(confirmed.id)).toEqual(slot);
  });

  it("mails nothing when nothing is new, and still moves the window on", async () => {
    const c = nextCentre();
    // Published before the window: not new.
    await createJob(t.db, {
      latitude: c.lat,
      longitude: c.lng,
      publishedAt: new Date(slot.getTime() - 2 * DAY),
    });
    const alert = await createAlert({ latitude: c.lat, longitude: c.lng });
    await runDigests(deps(), new Date());
    expect(await queued(alert.id)).toEqual([]);
    expect(await digestFrom(alert.id)).toEqual(slot);
  });

  it("mails each ad at most once per alert across digests", async () => {
    const c = nextCentre();
    const first = await newAd({ latitude: c.lat, longitude: c.lng });
    const alert = await createAlert({ latitude: c.lat, longitude: c.lng });
    await runDigests(deps(), new Date());
    // The same slot again: nothing more.
    await runDigests(deps(), new Date());
    expect(await queuedIds(alert.id)).toEqual([[first.id]]);

    // The next day's digest: only the ad published since.
    const next = await newAd({
      latitude: c.lat,
      longitude: c.lng,
      publishedAt: new Date(slot.getTime() + HOUR),
    });
    await runDigests(deps(), new Date(slot.getTime() + DAY + 60_000));
    expect(await queuedIds(alert.id)).toEqual([[first.id], [next.id]]);

    // Even a window moved back (as if the alert were reset) does not mail an ad again: the
    // ledger has them.
    await t.db
      .update(jobAlerts)
      .set({ digest_from: new Date(slot.getTime() - DAY) })
      .where(eq(jobAlerts.id, alert.id));
    await runDigests(deps(), new Date(slot.getTime() + DAY + 120_000));
    expect(await queuedIds(alert.id)).toEqual([[first.id], [next.id]]);
    const ledger = await t.db
      .select()
      .from(jobAlertDeliveries)
      .where(eq(jobAlertDeliveries.alert_id, alert.id));
    expect(ledger.map((row) => row.job_id).sort()).toEqual([first.id, next.id].sort());
  });

  it("lists at most 20 ads, nearest first, and counts the rest („und 3 weitere Jobs“)", async () => {
    const c = nextCentre();
    const ads = [];
    // 23 matching ads, 1 km apart, made farthest first (so the order is the distance's).
    for (let km = 23; km >= 1; km--)
      ads.push(await newAd({ latitude: northOf(c.lat, km), longitude: c.lng }));
    const alert = await createAlert({ latitude: c.lat, longitude: c.lng });
    await runDigests(deps(), new Date());
    const [digest] = await queued(alert.id);
    expect(digest!.ads.map(([id]) => id)).toEqual(
      ads
        .slice(3)
        .reverse()
        .map((ad) => ad.id),
    );
    expect(digest!.more).toBe(3);
    await box.drain();
    const got = await mail.waitFor((m) => recipient(m) === alert.email);
    expect(got.subject).toBe("23 neue Jobs für dich in der Nähe von Köln");
    expect(got.text).toContain("… und 3 weitere Jobs.");
    expect(got.text).toContain(
      "sind 23 neue Jobs erschienen, die zu deinem Suchauftrag passen (30 km um Köln).",
    );

    // One more than listed: „und 1 weiterer Job“.
    const d = nextCentre();
    for (let km = 21; km >= 1; km--)
      await newAd({ latitude: northOf(d.lat, km), longitude: d.lng });
    const one = await createAlert({ latitude: d.lat, longitude: d.lng });
    await runDigests(deps(), new Date());
    await box.drain();
    const got21 = await mail.waitFor((m) => recipient(m) === one.email);
    expect(got21.text).toContain("… und 1 weiterer Job.");
  });

  it("says „1 neuer Job“ for one", async () => {
    const c = nextCentre();
    await newAd({ latitude: c.lat, longitude: c.lng });
    const alert = await createAlert({ latitude: c.lat, longitude: c.lng, location_label: "Bonn" });
    await runDigests(deps(), new Date());
    await box.drain();
    const got = await mail.waitFor((m) => recipient(m) === alert.email);
    expect(got.subject).toBe("1 neuer Job für dich in der Nähe von Bonn");
    expect(got.text).toContain("ist 1 neuer Job erschienen, der zu deinem Suchauftrag passt");
    expect(got.text).not.toContain("weitere");
  });

  it("mails a Polish alert in Polish, its job links and the full result under /pl", async () => {
    const c = nextCentre();
    const near = await newAd({ latitude: northOf(c.lat, 5), longitude: c.lng, startsAt: null });
    const farther = await newAd({ latitude: northOf(c.lat, 12), longitude: c.lng });
    const alert = await createAlert({
      latitude: c.lat,
      longitude: c.lng,
      location_label: "Köln",
      locale: "pl",
    });
    await runDigests(deps(), new Date());
    await box.drain();
    const got = await mail.waitFor((m) => recipient(m) === alert.email);
    expect(got.subject).toBe("2 nowe oferty dla ciebie – okolice: Köln");
    const text = got.text ?? "";
    expect(text).toContain(
      "Od naszego ostatniego e-maila pojawiły się 2 nowe oferty pasujące do twojego alertu (30 km wokół: Köln).",
    );
    expect(text).toContain("(5 km) · Pełny etat · Rozpoczęcie: od zaraz / do uzgodnienia");
    expect(text).toContain(`http://localhost:3000/pl/jobs/${near.id}\n`);
    expect(text).toContain(`http://localhost:3000/pl/jobs/${farther.id}\n`);
    expect(text).not.toMatch(/localhost:3000\/jobs/);
    const full = new URL(/Wszystkie pasujące oferty: (\S+)/.exec(text)![1]!);
    expect(full.pathname).toBe("/pl/jobs");
    expect(parseSearchLink(full.searchParams)).toMatchObject({ label: "Köln", geo_radius: 30 });
    // The manage and unsubscribe pages in Polish (ADR 051); the one-click address is the API's.
    expect(new URL(/Zarządzaj alertem: (\S+)/.exec(text)![1]!).pathname).toMatch(
      /^\/pl\/suchauftraege\/[\w.-]+$/,
    );
    expect(new URL(/Wypisz się: (\S+)/.exec(text)![1]!).pathname).toMatch(
      /^\/pl\/suchauftrag\/abmelden\/[\w.-]+$/,
    );
    const oneClick = got.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "";
    expect(oneClick).toMatch(/<http:\/\/localhost:3000\/api\/job-alerts\/unsubscribe\/[^>]+>/);
    expect(text).not.toMatch(/Hallo|Suchauftrag|Abmelden|neue Jobs/);
    const html = got.html || "";
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain("pierwsza interaktywna platforma kariery dla branży zielonej");
    expect(html).toContain(">Zobacz wszystkie pasujące oferty</a>");
  });

  it("counts in Polish and Ukrainian with their plural forms", async () => {
    const c = nextCentre();
    for (let i = 0; i < 5; i++) {
      await newAd({ latitude: northOf(c.lat, 2 + i), longitude: c.lng });
    }
    const polish = await createAlert({ latitude: c.lat, longitude: c.lng, locale: "pl" });
    const ukrainian = await createAlert({ latitude: c.lat, longitude: c.lng, locale: "uk" });
    await runDigests(deps(), new Date());
    await box.drain();
    const pl = await mail.waitFor((m) => recipient(m) === polish.email);
    expect(pl.subject).toBe("5 nowych ofert dla ciebie – okolice: Köln");
    const uk = await mail.waitFor((m) => recipient(m) === ukrainian.email);
    expect(uk.subject).toBe("5 нових вакансій для тебе – поблизу: Köln");
    expect(uk.text).toContain("Від нашого останнього листа з’явилося 5 нових вакансій");
  });

  it("mails weekly alerts on Mondays with the week's new ads", async () => {
    const c = nextCentre();
    const monday = latestSlot("weekly", new Date());
    const alert = await createAlert({
      latitude: c.lat,
      longitude: c.lng,
      frequency: "weekly",
      digest_from: new Date(monday.getTime() - 7 * DAY),
    });
    const inTheWeek = await newAd({
      latitude: c.lat,
      longitude: c.lng,
      publishedAt: new Date(monday.getTime() - 5 * DAY),
    });
    const afterMonday = await newAd({
      latitude: northOf(c.lat, 1),
      longitude: c.lng,
      publishedAt: new Date(monday.getTime() + HOUR),
    });
    await runDigests(deps(), new Date());
    expect(await queuedIds(alert.id)).toEqual([[inTheWeek.id]]);
    expect(await digestFrom(alert.id)).toEqual(monday);
    // The daily slots of the week leave it alone; the next Monday brings the rest.
    await runDigests(deps(), new Date(monday.getTime() + 3 * DAY + HOUR));
    expect(await queuedIds(alert.id)).toEqual([[inTheWeek.id]]);
    await runDigests(deps(), new Date(monday.getTime() + 7 * DAY + HOUR));
    expect(await queuedIds(alert.id)).toEqual([[inTheWeek.id], [afterMonday.id]]);
  });

  it("catches up after downtime with one digest for the missed days, not one per day", async () => {
    const c = nextCentre();
    const alert = await createAlert({
      latitude: c.lat,
      longitude: c.lng,
      digest_from: new Date(slot.getTime() - 3 * DAY),
    });
    const ids = [];
    for (const back of [3, 2, 1]) {
      const ad = await newAd({
        latitude: northOf(c.lat, back),
        longitude: c.lng,
        publishedAt: new Date(slot.getTime() - back * DAY + HOUR),
      });
      ids.push(ad.id);
    }
    await runDigests(deps(), new Date());
    await runDigests(deps(), new Date());
    expect(await queuedIds(alert.id)).toEqual([[...ids].reverse()]);
    expect(await digestFrom(alert.id)).toEqual(slot);
  });

  it("builds each digest exactly once with two processes running at the same time", async () => {
    const c = nextCentre();
    const ads = [];
    for (let km = 1; km <= 3; km++)
      ads.push(await newAd({ latitude: northOf(c.lat, km), longitude: c.lng }));
    const alerts = [];
    // More alerts than one batch takes, so both processes have work to claim.
    for (let n = 0; n < 30; n++)
      alerts.push(await createAlert({ latitude: c.lat, longitude: c.lng + n / 1000 }));
    const secondBox = createOutbox(second.db, t.app.log);
    const runs: DigestRun[] = await Promise.all([
      runDigests(deps(), new Date()),
      runDigests({ db: second.db, outbox: secondBox }, new Date()),
      runDigests(deps(), new Date()),
    ]);
    await secondBox.close();
    for (const alert of alerts) {
      expect((await queued(alert.id)).length).toBe(1);
      expect(await digestFrom(alert.id)).toEqual(slot);
    }
    expect(runs.reduce((sum, run) => sum + run.alerts, 0)).toBeGreaterThanOrEqual(alerts.length);
    const ledger = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobAlertDeliveries)
      .where(
        sql`${jobAlertDeliveries.alert_id} in (${sql.join(
          alerts.map((a) => sql`${a.id}`),
          sql`, `,
        )})`,
      );
    expect(Number(ledger[0]!.n)).toBe(alerts.length * ads.length);
  });

  it("picks from the new ads exactly what the search finds among them, for random ads and filters", async () => {
    const random = createRandom(7);
    const slugs = Object.keys(sectors);
    const c = nextCentre();
    const since = slot.getTime() - DAY;
    const employer = await createEmployer(t.db);
    for (let i = 0; i < 160; i++) {
      const day = Math.floor(random.next() * 200) - 20;
      const roll = random.next();
      await createJob(t.db, {
        employerId: employer.id,
        latitude: c.lat + (random.next() - 0.5) * 2.4,
        longitude: c.lng + (random.next() - 0.5) * 3.6,
        workingTime: WORKING_TIMES[Math.floor(random.next() * 4)]!,
        startsAt:
          random.next() < 0.3 ? null : new Date(Date.now() + day * DAY).toISOString().slice(0, 10),
        sectorSlugs: slugs
          .filter(() => random.next() < 0.4)
          .concat(random.next() < 0.5 ? [] : [slugs[0]!])
          .filter((v, i, a) => a.indexOf(v) === i),
        status: roll < 0.08 ? "terminated" : "published",
        expiresAt: roll > 0.92 ? new Date(Date.now() - 1000) : undefined,
        // Most in the window, some before it (not new), a few after the slot (the next one's).
        publishedAt: new Date(since + (random.next() * 1.3 - 0.2) * DAY),
        state: ["Hessen", "Thüringen", "Bayern", null][Math.floor(random.next() * 4)]!,
        accommodation: ACCOMMODATIONS[Math.floor(random.next() * ACCOMMODATIONS.length)]!,
        languages: LANGUAGE_CHOICES[Math.floor(random.next() * LANGUAGE_CHOICES.length)]!,
      });
    }
    const now = new Date();
    const index = createLiveIndex(t.db, { syncIntervalMs: 0 });
    await index.ensureFresh();
    const candidates = await loadCandidates(t.db, new Date(since - DAY), slot, now);
    const newIds = new Set(
      rowsOf<{ id: number }>(
        await t.db.execute(
          sql`select id from job_advertisements where published_at > ${new Date(since).toISOString()}::timestamptz and published_at <= ${slot.toISOString()}::timestamptz`,
        ),
      ).map((row) => Number(row.id)),
    );
    let compared = 0;
    for (let q = 0; q < 80; q++) {
      const land = q % 4 === 3;
      const filter = {
        sector_ids: slugs.filter(() => random.next() < 0.5).map((slug) => sectors[slug]!),
        working_time: WORKING_TIMES[Math.floor(random.next() * 4)]!,
        job_available_at: JOB_AVAILABLE_AT[Math.floor(random.next() * 2)]!,
        latitude: c.lat + (random.next() - 0.5) * 2,
        longitude: c.lng + (random.next() - 0.5) * 3,
        geo_radius: land ? null : 30 + Math.floor(random.next() * 71),
        state: land
          ? (["Hessen", "Thüringen", "Bayern"] as const)[Math.floor(random.next() * 3)]!
          : null,
        with_accommodation: random.next() < 0.35,
        without_german: random.next() < 0.35,
      };
      if (filter.sector_ids.length === 0) filter.sector_ids = [sectors[slugs[0]!]!];
      const digest = matchNewAds(candidates, filter, since, now).map((hit) => hit.id);
      const query = toIndexQuery(
        {
          sectors: filter.sector_ids,
          working_time: filter.working_time,
          job_available_at: filter.job_available_at,
          latitude: filter.latitude,
          longitude: filter.longitude,
          ...(filter.geo_radius === null ? {} : { geo_radius: filter.geo_radius }),
          ...(filter.state === null ? {} : { state: filter.state }),
          with_accommodation: filter.with_accommodation,
          without_german: filter.without_german,
        },
        now,
      );
      const searched = index
        .search(query, 100_000, 0, now.getTime())
        .hits.map((h) => h.id)
        .filter((id) => newIds.has(id));
      const reference = (await selectSearchHits(t.db, query, 100_000, 0)).hits
        .map((h) => h.id)
        .filter((id) => newIds.has(id));
      expect(digest, JSON.stringify(filter)).toEqual(searched);
      expect(digest, JSON.stringify(filter)).toEqual(reference);
      compared += digest.length;
    }
    // The comparison means something only if the filters found new ads.
    expect(compared).toBeGreaterThan(100);
  });
});
