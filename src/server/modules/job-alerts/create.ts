import { count, eq } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { jobAlerts } from "#server/db/schema.ts";
import { checkedSectors } from "#server/modules/search/service.ts";
import { AppError } from "#server/platform/errors.ts";
import type { WorkHandler } from "#server/platform/outbox.ts";
import { escapeHtml, mailButton, mailLayout } from "#server/platform/mail/mailer.ts";
import {
  clientKey,
  createAttemptLimiter,
  type AttemptLimiter,
} from "#server/platform/rate-limits.ts";
import { ALERT_WORDS, alertFilterLines } from "#shared/job-alert-words.ts";
import {
  MAX_ALERTS_PER_ADDRESS,
  UNCONFIRMED_ALERT_DAYS,
  ZCreateJobAlertRequest,
  type CreateJobAlertRequest,
} from "#shared/schemas/job-alerts.ts";
import { ALERT_MAIL_TEXTS } from "./alert-mail-texts.ts";
import { alertView, lockAddress } from "./alerts.ts";
import { storedLocale } from "#shared/locales.ts";
import { alertMailLinks, confirmUrl } from "./links.ts";

/** Outbox kinds: a create request (stores the alert) and its opt-in mail. */
export const JOB_ALERT_REQUEST = "job-alert-request";
export const JOB_ALERT_OPT_IN_MAIL = "job-alert-opt-in-mail";

/** The queued work of creating an alert (module.ts `work`): done after the answer. */
export const optInWork = (deps: Deps): Record<string, WorkHandler> => ({
  [JOB_ALERT_REQUEST]: (payload) => createRequestedAlert(deps, payload),
  [JOB_ALERT_OPT_IN_MAIL]: (payload) => sendOptInMail(deps, payload),
});

export interface CreateLimiters {
  /** Per client (IPv4 address or IPv6 /64): 10 requests an hour. */
  perIp: AttemptLimiter;
  /** Per address: 5 opt-in mails an hour, so nobody fills a stranger's inbox. */
  perAddress: AttemptLimiter;
}

export const createJobAlertLimiters = (deps: Pick<Deps, "redis">): CreateLimiters => ({
  perIp: createAttemptLimiter(deps.redis, "job-alert-ip", 10, 60 * 60_000),
  perAddress: createAttemptLimiter(deps.redis, "job-alert-address", 5, 60 * 60_000),
});

/**
 * POST /api/job-alerts (ADR 042): checks the sectors and the limits, then queues the request
 * on the outbox — one row, whatever the address. Whether the address is new, known or holds
 * its 10 alerts is decided by the outbox's work (createRequestedAlert) after the answer, so
 * neither the answer nor its time tells.
 */
export async function requestJobAlert(
  deps: Deps,
  limiters: CreateLimiters,
  ip: string,
  input: CreateJobAlertRequest,
): Promise<void> {
  await checkedSectors(deps, input);
  const ipWait = await limiters.perIp.reserve(clientKey(ip));
  if (ipWait > 0) throw AppError.tooManyRequests(ipWait * 1000);
  const email = input.email.toLowerCase();
  const addressWait = await limiters.perAddress.reserve(email);
  if (addressWait > 0) throw AppError.tooManyRequests(addressWait * 1000);
  // The seasonal-work flags and a language other than German only when set: a worker of the
  // version before them, still running during a rolling deploy, refuses unknown keys and would
  // drop the request without a word.
  const { with_accommodation, without_german, locale, ...filter } = input;
  await deps.outbox.add(JOB_ALERT_REQUEST, {
    ...filter,
    email,
    ...(with_accommodation ? { with_accommodation } : {}),
    ...(without_german ? { without_german } : {}),
    ...(locale !== "de" ? { locale } : {}),
  });
}

/**
 * The outbox's work for a create request: stores the alert unless the address holds its 10
 * already, and queues the opt-in mail in the same transaction. The address is locked for the
 * count and the insert, so parallel requests cannot go past 10.
 */
async function createRequestedAlert(
  deps: Pick<Deps, "db" | "outbox">,
  payload: Record<string, unknown>,
): Promise<void> {
  const parsed = ZCreateJobAlertRequest.safeParse(payload);
  if (!parsed.success) return;
  const input = parsed.data;
  const email = input.email.toLowerCase();
  await deps.db.transaction(async (tx) => {
    await lockAddress(tx, email);
    const [held] = await tx
      .select({ n: count() })
      .from(jobAlerts)
      .where(eq(jobAlerts.email, email));
    if ((held?.n ?? 0) >= MAX_ALERTS_PER_ADDRESS) return;
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        email,
        sector_ids: input.sectors,
        working_time: input.working_time,
        job_available_at: input.job_available_at,
        latitude: input.latitude,
        longitude: input.longitude,
        // A Land is the whole region, as in the search: a radius sent with it means nothing.
        geo_radius: input.state === undefined ? (input.geo_radius ?? null) : null,
        state: input.state ?? null,
        location_label: input.location_label,
        frequency: input.frequency,
        locale: input.locale,
        with_accommodation: input.with_accommodation,
        without_german: input.without_german,
      })
      .returning({ id: jobAlerts.id });
    await deps.outbox.add(JOB_ALERT_OPT_IN_MAIL, { id: row!.id }, tx);
  });
}

/** The outbox's work for the opt-in mail: nothing when the alert is gone or confirmed meanwhile. */
async function sendOptInMail(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  payload: Record<string, unknown>,
): Promise<void> {
  if (typeof payload.id !== "number") return;
  const [row] = await deps.db.select().from(jobAlerts).where(eq(jobAlerts.id, payload.id));
  if (!row || row.confirmed_at) return;
  const locale = storedLocale(row.locale);
  const texts = ALERT_MAIL_TEXTS[locale].optIn;
  const { hello, tagline, buttonFallback } = ALERT_MAIL_TEXTS[locale];
  const alert = await alertView(deps.db, row, locale);
  const url = confirmUrl(deps.config, row, locale);
  const links = alertMailLinks(deps.config, row, locale);
  const lines = alertFilterLines(alert, ALERT_WORDS[locale]);
  const { appName } = deps.config;
  const title = texts.title;
  const ignore = texts.ignore(UNCONFIRMED_ALERT_DAYS);
  await deps.mailer.send({
    to: row.email,
    subject: `${title} – ${appName}`,
    headers: links.headers,
    text: `${hello}

${texts.intro(appName)}

${lines.map((line) => `${line.label}: ${line.value}`).join("\n")}

${texts.confirmLead}

${url}

${ignore}

${texts.unsubscribe}: ${links.unsubscribePageUrl}
`,
    html: mailLayout({
      appName,
      appUrl: deps.config.appUrl,
      title,
      lang: locale,
      tagline,
      bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(texts.intro(appName))}</p>
<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${lines
        .map(
          (line) =>
            `<tr><td style="padding:2px 12px 2px 0;color:#5b6b5b;vertical-align:top">${escapeHtml(line.label)}</td><td style="padding:2px 0;font-weight:bold">${escapeHtml(line.value)}</td></tr>`,
        )
        .join("")}</table>
${mailButton(url, texts.button)}
<p style="margin:0 0 16px;font-size:14px">${escapeHtml(buttonFallback)}<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>
<p style="margin:0 0 16px;font-size:14px">${escapeHtml(ignore)}</p>
<p style="margin:0;font-size:12px;color:#5b6b5b"><a href="${escapeHtml(links.unsubscribePageUrl)}" style="color:#2f5d34">${escapeHtml(texts.unsubscribe)}</a></p>`,
    }),
  });
}
