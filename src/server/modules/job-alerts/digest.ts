import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { jobAdvertisements, jobAlertDeliveries, jobAlerts } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import type { ScheduledTask } from "#server/platform/scheduler.ts";
import type { WorkHandler } from "#server/platform/outbox.ts";
import type { Bundesland, JobAvailableAt, WorkingTime } from "#shared/constants.ts";
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from "#shared/schemas/job-alerts.ts";
import type { LinkedSearch } from "#shared/search-link.ts";
import { digestMail } from "./digest-mail.ts";
import { loadCandidates, matchNewAds, type DigestCandidates } from "./digest-match.ts";
import { latestSlot } from "./digest-slots.ts";
import { storedLocale } from "#shared/locales.ts";
import { alertMailLinks } from "./links.ts";

/**
 * The digests of the job alerts (ADR 042), a scheduled task in every process. When a slot is
 * due (digest-slots.ts), the ads published since the alerts' last digest are put into a searchable
 * set once (digest-match.ts) and the due alerts are taken in batches, each in one
 * transaction:
 *
 * 1. claim: the batch's rows are locked (FOR UPDATE SKIP LOCKED, so another process takes
 *    other rows) and their `digest_from` moves to the slot, so no process finds them due again;
 * 2. match each alert through the search over the new ads, without the ads it has mailed;
 * 3. record the first 20 of each in `job_alert_deliveries` (ON CONFLICT DO NOTHING RETURNING:
 *    only what this insert added is mailed);
 * 4. queue one mail per alert with something new on the outbox (ADR 039).
 *
 * All four commit together or not at all: however many processes run the task, an alert gets
 * one digest per slot and each ad at most once. No mail when nothing is new; `digest_from`
 * moves on all the same.
 */

/** The kind of the queued digest mail (its handler: `sendDigestMail`). */
export const DIGEST_MAIL = "job-alerts.digest-mail";
/** Ads listed in one mail; the rest are counted and reached through the full-result link. */
const DIGEST_MAX_ADS = 20;
/** Alerts per transaction: locks held briefly, few round trips per alert. */
const BATCH = 500;

const ZDigestMail = z.object({
  alert_id: z.number().int(),
  /** [ad id, distance in km] in search order. */
  ads: z.array(z.tuple([z.number().int(), z.number()])),
  more: z.number().int().min(0),
});

/** What a run did: alerts whose digest was built, mails queued. */
export interface DigestRun {
  alerts: number;
  mails: number;
}

type AlertRow = typeof jobAlerts.$inferSelect;

/** When an alert's window starts: its last digest, or its confirmation before the first one. */
const windowStart = sql`coalesce(${jobAlerts.digest_from}, ${jobAlerts.confirmed_at})`;

/** Confirmed, not paused alerts of the frequency whose last digest was before the slot. */
const dueAlerts = (frequency: JobAlertFrequency, slot: Date) =>
  and(
    eq(jobAlerts.frequency, frequency),
    isNotNull(jobAlerts.confirmed_at),
    isNull(jobAlerts.paused_at),
    sql`${windowStart} < ${slot.toISOString()}::timestamptz`,
  );

/**
 * Builds the digests of every due slot. When none is due it is one aggregate over `job_alerts`
 * per frequency (a scan of the table, once a minute).
 */
export async function runDigests(deps: Pick<Deps, "db" | "outbox">, now: Date): Promise<DigestRun> {
  const run: DigestRun = { alerts: 0, mails: 0 };
  for (const frequency of JOB_ALERT_FREQUENCIES) {
    const slot = latestSlot(frequency, now);
    const [due] = await deps.db
      .select({ from: sql<Date | null>`min(${windowStart})`.mapWith(jobAlerts.digest_from) })
      .from(jobAlerts)
      .where(dueAlerts(frequency, slot));
    if (!due?.from) continue;
    let candidates = await loadCandidates(deps.db, due.from, slot, now);
    // Batches go up the ids: a batch never reads past the rows this run has claimed already.
    // Rows another process holds are skipped; they are its to do (or due again next minute).
    const cursor = { after: 0 };
    for (;;) {
      const batch = await digestBatch(deps, frequency, slot, candidates, now, cursor);
      if (batch === "empty") break;
      if (batch === "reload") {
        // An alert whose window starts before the store's (moved back meanwhile): load again.
        const [again] = await deps.db
          .select({ from: sql<Date | null>`min(${windowStart})`.mapWith(jobAlerts.digest_from) })
          .from(jobAlerts)
          .where(dueAlerts(frequency, slot));
        if (!again?.from) break;
        candidates = await loadCandidates(deps.db, again.from, slot, now);
        cursor.after = 0;
        continue;
      }
      run.alerts += batch.alerts;
      run.mails += batch.mails;
    }
  }
  if (run.mails > 0) deps.outbox.kick();
  return run;
}

/** One batch in one transaction: claim, match, record, queue. */
async function digestBatch(
  deps: Pick<Deps, "db" | "outbox">,
  frequency: JobAlertFrequency,
  slot: Date,
  candidates: DigestCandidates,
  now: Date,
  cursor: { after: number },
): Promise<DigestRun | "empty" | "reload"> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .select()
      .from(jobAlerts)
      .where(and(dueAlerts(frequency, slot), gt(jobAlerts.id, cursor.after)))
      .orderBy(asc(jobAlerts.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (claimed.length === 0) return "empty";
    const since = (alert: AlertRow) => (alert.digest_from ?? alert.confirmed_at)!.getTime();
    if (claimed.some((alert) => since(alert) < candidates.from)) return "reload";
    const ids = claimed.map((alert) => alert.id);
    cursor.after = ids.at(-1)!;
    await tx.update(jobAlerts).set({ digest_from: slot }).where(inArray(jobAlerts.id, ids));

    const matches = claimed.map((alert) => ({
      alert,
      hits: matchNewAds(candidates, alert, since(alert), now),
    }));
    const jobIds = [...new Set(matches.flatMap((m) => m.hits.map((hit) => hit.id)))];
    if (jobIds.length === 0) return { alerts: claimed.length, mails: 0 };
    const mailed = await deliveredBefore(tx, ids, jobIds);

    const picked = matches.map(({ alert, hits }) => {
      const fresh = hits.filter((hit) => !mailed.has(`${alert.id}:${hit.id}`));
      return {
        alert,
        ads: fresh.slice(0, DIGEST_MAX_ADS),
        more: Math.max(0, fresh.length - DIGEST_MAX_ADS),
      };
    });
    const rows = picked.flatMap(({ alert, ads }) =>
      ads.map((ad) => ({ alert_id: alert.id, job_id: ad.id })),
    );
    if (rows.length === 0) return { alerts: claimed.length, mails: 0 };
    const recorded = new Set(
      (
        await tx
          .insert(jobAlertDeliveries)
          .values(rows)
          .onConflictDoNothing()
          .returning({ alert: jobAlertDeliveries.alert_id, job: jobAlertDeliveries.job_id })
      ).map((row) => `${row.alert}:${row.job}`),
    );
    const mails: z.infer<typeof ZDigestMail>[] = [];
    for (const { alert, ads, more } of picked) {
      const mine = ads.filter((ad) => recorded.has(`${alert.id}:${ad.id}`));
      if (mine.length === 0) continue;
      mails.push({ alert_id: alert.id, ads: mine.map((ad) => [ad.id, ad.distance_km]), more });
    }
    await deps.outbox.addMany(DIGEST_MAIL, mails, tx);
    return { alerts: claimed.length, mails: mails.length };
  });
}

/** The (alert, ad) pairs among these that an earlier digest mailed, as `alert:ad`. */
async function deliveredBefore(db: Db, alertIds: number[], jobIds: number[]) {
  const rows = await db
    .select({ alert: jobAlertDeliveries.alert_id, job: jobAlertDeliveries.job_id })
    .from(jobAlertDeliveries)
    .where(
      and(
        inArray(jobAlertDeliveries.alert_id, alertIds),
        inArray(jobAlertDeliveries.job_id, jobIds),
      ),
    );
  return new Set(rows.map((row) => `${row.alert}:${row.job}`));
}

/** The alert's search as /jobs's address names it. */
function linkedSearch(alert: AlertRow): LinkedSearch {
  return {
    sectorIds: alert.sector_ids,
    working_time: alert.working_time as WorkingTime,
    job_available_at: alert.job_available_at as JobAvailableAt,
    latitude: alert.latitude,
    longitude: alert.longitude,
    geo_radius: alert.state === null ? alert.geo_radius : null,
    state: alert.state as Bundesland | null,
    label: alert.location_label,
    with_accommodation: alert.with_accommodation,
    without_german: alert.without_german,
  };
}

/**
 * Sends one queued digest (the handler of DIGEST_MAIL). The alert as it is now: deleted or
 * paused since the digest was built, nothing goes out; ads that ended meanwhile are left out.
 */
export async function sendDigestMail(
  deps: Pick<Deps, "db" | "mailer" | "config" | "search">,
  payload: Record<string, unknown>,
): Promise<void> {
  const queued = ZDigestMail.parse(payload);
  const [alert] = await deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, queued.alert_id));
  if (!alert?.confirmed_at || alert.paused_at) return;
  const ids = queued.ads.map(([id]) => id);
  const live = new Set(
    (
      await deps.db
        .select({ id: jobAdvertisements.id })
        .from(jobAdvertisements)
        .where(
          and(
            inArray(jobAdvertisements.id, ids),
            eq(jobAdvertisements.status, "published"),
            sql`${jobAdvertisements.expires_at} > now()`,
          ),
        )
    ).map((row) => row.id),
  );
  const cards = await deps.search.summaries(ids.filter((id) => live.has(id)));
  if (cards.length === 0) return;
  const distance = new Map(queued.ads);
  await deps.mailer.send(
    digestMail(deps.config, {
      to: alert.email,
      search: linkedSearch(alert),
      ads: cards.map((card) => ({ card, distance_km: distance.get(card.id) ?? 0 })),
      more: queued.more,
      links: alertMailLinks(deps.config, alert, storedLocale(alert.locale)),
      locale: storedLocale(alert.locale),
    }),
  );
}

/** The digest's part of the job alerts module: its scheduled task and its queued mail. */
export const digestTasks = (deps: Deps): ScheduledTask[] => [
  {
    name: "job-alert-digest",
    // Due at most once a day: a minute late is on time, and the check need not run more often.
    everyMs: 60_000,
    run: (now) => runDigests(deps, now).then(() => undefined),
  },
];

export const digestWork = (deps: Deps): Record<string, WorkHandler> => ({
  [DIGEST_MAIL]: (payload) => sendDigestMail(deps, payload),
});
