import { and, eq, gt, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import { formatDateTime } from "#shared/format.ts";
import { employerUsers, jobAdvertisements, jobExpiryNotices, users } from "#server/db/schema.ts";
import { escapeHtml, mailButton, mailLayout } from "#server/platform/mail/mailer.ts";
import { notifyEmployerUsers } from "#server/modules/notifications/service.ts";
import {
  publishEmployerUpdated,
  publishNotifications,
  type StoredNotification,
} from "#server/modules/realtime/service.ts";

// Scheduled work for ads (docs/product.md "Notifications and live updates"): ads expire at expires_at (the search
// hides them from that moment already; here the status follows), and the employer's users get
// a stored notification and a mail 3 days before and at expiry.
//
// Exactly once with any number of processes: a notice is claimed by inserting its row
// (ad, kind, expires_at) in the same transaction that stores the notification and queues one
// mail per user (platform/outbox.ts). A second process's insert waits for that transaction and
// then finds the row: it skips. The queue sends each mail once and retries one that failed.

const REMINDER_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

type Kind = "expires_soon" | "expired";

/** The queued mail of one notice to one user (its handler: sendExpiryNoticeMail). */
export const EXPIRY_NOTICE_MAIL = "jobs.expiry-notice-mail";

const ZNoticeMail = z.object({
  to: z.string(),
  name: z.string(),
  title: z.string(),
  expires_at: z.iso.datetime(),
  kind: z.enum(["expires_soon", "expired"]),
});

export async function runExpiryWork(
  deps: Pick<Deps, "db" | "outbox" | "config" | "realtime">,
  now: Date,
): Promise<{ expired: number; reminded: number }> {
  // 1. Status: published ads past their end become "expired" (one UPDATE; rows are locked
  //    while updated, so two processes never both see the same row as still published).
  const expired = await deps.db
    .update(jobAdvertisements)
    .set({ status: "expired", updated_at: now })
    .where(and(eq(jobAdvertisements.status, "published"), lte(jobAdvertisements.expires_at, now)))
    .returning({ id: jobAdvertisements.id, employer_id: jobAdvertisements.employer_id });
  for (const employerId of new Set(expired.map((row) => row.employer_id)))
    await publishEmployerUpdated(deps, employerId);

  // 2. Notices, each claimed once: "expired" for ads whose end has passed (also those expired
  //    by an earlier run whose mail failed), "expires_soon" for live ads ending within 3 days.
  let sent = 0;
  const failures: Error[] = [];
  for (const kind of ["expired", "expires_soon"] as const) {
    const due = await deps.db
      .select({
        id: jobAdvertisements.id,
        employer_id: jobAdvertisements.employer_id,
        title: jobAdvertisements.title,
        expires_at: jobAdvertisements.expires_at,
      })
      .from(jobAdvertisements)
      .where(
        and(
          kind === "expired"
            ? and(
                eq(jobAdvertisements.status, "expired"),
                // Only recent expiries: an ad that ended long before this feature is not news.
                gt(jobAdvertisements.expires_at, new Date(now.getTime() - 7 * DAY_MS)),
              )
            : and(
                eq(jobAdvertisements.status, "published"),
                gt(jobAdvertisements.expires_at, now),
                lte(jobAdvertisements.expires_at, new Date(now.getTime() + REMINDER_DAYS * DAY_MS)),
              ),
          sql`not exists (select 1 from ${jobExpiryNotices} n where n.job_advertisement_id = ${jobAdvertisements.id} and n.kind = ${kind} and n.expires_at = ${jobAdvertisements.expires_at})`,
        ),
      )
      .limit(BATCH);
    for (const job of due) {
      if (!job.expires_at) continue;
      // One failing notice must not hold up the others; it is tried again on the next run.
      try {
        const stored = await sendNotice(deps, { ...job, expires_at: job.expires_at }, kind);
        if (stored) {
          sent++;
          await publishNotifications(deps, stored);
        }
      } catch (error) {
        failures.push(error as Error);
      }
    }
  }
  if (sent > 0) deps.outbox.kick();
  if (failures.length) {
    throw new Error(
      `${failures.length} Ablauf-Benachrichtigung(en) nicht gesendet: ${failures[0]!.message}`,
      { cause: failures[0] },
    );
  }
  return { expired: expired.length, reminded: sent };
}

/** The stored notifications once the notice is claimed and its mails queued; null if another run had it. */
async function sendNotice(
  deps: Pick<Deps, "db" | "outbox">,
  job: { id: number; employer_id: number; title: string; expires_at: Date },
  kind: Kind,
): Promise<StoredNotification[] | null> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobExpiryNotices)
      .values({ job_advertisement_id: job.id, kind, expires_at: job.expires_at })
      .onConflictDoNothing()
      .returning({ id: jobExpiryNotices.job_advertisement_id });
    if (claimed.length === 0) return null;

    const members = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(employerUsers)
      .innerJoin(users, eq(users.id, employerUsers.user_id))
      .where(eq(employerUsers.employer_id, job.employer_id));
    const data = { job_id: job.id, title: job.title, expires_at: job.expires_at.toISOString() };
    const stored = await notifyEmployerUsers(tx, job.employer_id, `job.${kind}`, data);
    for (const member of members) {
      const mail: z.infer<typeof ZNoticeMail> = {
        to: member.email,
        name: member.name,
        title: job.title,
        expires_at: job.expires_at.toISOString(),
        kind,
      };
      await deps.outbox.add(EXPIRY_NOTICE_MAIL, mail, tx);
    }
    return stored;
  });
}

/** Sends one queued notice mail (the jobs module's handler of EXPIRY_NOTICE_MAIL). */
export async function sendExpiryNoticeMail(
  deps: Pick<Deps, "mailer" | "config">,
  payload: Record<string, unknown>,
): Promise<void> {
  const mail = ZNoticeMail.parse(payload);
  await deps.mailer.send(
    noticeMail(
      deps,
      { name: mail.name, email: mail.to },
      { title: mail.title, expires_at: new Date(mail.expires_at) },
      mail.kind,
    ),
  );
}

function noticeMail(
  deps: Pick<Deps, "config">,
  to: { name: string; email: string },
  job: { title: string; expires_at: Date },
  kind: Kind,
) {
  const dashboardUrl = `${deps.config.appUrl}/dashboard`;
  const when = formatDateTime(job.expires_at);
  const title =
    kind === "expired"
      ? `Ihre Anzeige „${job.title}“ ist abgelaufen`
      : `Ihre Anzeige „${job.title}“ läuft in ${REMINDER_DAYS} Tagen ab`;
  const body =
    kind === "expired"
      ? `Ihre Stellenanzeige „${job.title}“ ist am ${when} Uhr abgelaufen und wird in der Suche nicht mehr angezeigt. Ist die Stelle noch frei, können Sie die Anzeige in Ihrem Profil verlängern.`
      : `Ihre Stellenanzeige „${job.title}“ läuft am ${when} Uhr ab. Ist die Stelle dann noch frei, verlängern Sie die Anzeige rechtzeitig in Ihrem Profil.`;
  return {
    to: to.email,
    subject: `${title} – ${deps.config.appName}`,
    text: `Hallo ${to.name},\n\n${body}\n\n${dashboardUrl}\n`,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">Hallo ${escapeHtml(to.name)},</p>
<p style="margin:0 0 16px">${escapeHtml(body)}</p>
${mailButton(dashboardUrl, "Zu meinen Anzeigen")}`,
    }),
  };
}
