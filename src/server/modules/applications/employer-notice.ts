import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { applications, employerUsers, jobAdvertisements, users } from "#server/db/schema.ts";
import type { Outbox, WorkHandler } from "#server/platform/outbox.ts";
import { escapeHtml, mailButton, mailLayout } from "#server/platform/mail/mailer.ts";

/** The notification of a new application (notifications/service.ts words it). */
export const APPLICATION_RECEIVED = "application.received";
/** Outbox kind of the mail to the employer's users about a new application. */
export const APPLICATION_EMPLOYER_MAIL = "application-employer-mail";

/** The queued work of the employer's mail (module.ts `work`). */
export const employerNoticeWork = (
  deps: Pick<Deps, "db" | "mailer" | "config">,
): Record<string, WorkHandler> => ({
  [APPLICATION_EMPLOYER_MAIL]: (payload) => sendEmployerNotice(deps, payload),
});

/** Where the employer opens one application in the dashboard. */
const applicationDashboardUrl = (appUrl: string, id: number) =>
  `${appUrl}/dashboard/bewerbungen/${id}`;

/**
 * Queues the mail to each of the employer's users, in the caller's transaction: one row per
 * user, so a retry after a failed send does not mail the others again.
 */
export async function queueEmployerNotices(
  tx: Db,
  outbox: Outbox,
  employerId: number,
  applicationId: number,
): Promise<void> {
  const members = await tx
    .select({ user_id: employerUsers.user_id })
    .from(employerUsers)
    .where(eq(employerUsers.employer_id, employerId));
  for (const member of members) {
    await outbox.add(APPLICATION_EMPLOYER_MAIL, { id: applicationId, user_id: member.user_id }, tx);
  }
}

/**
 * „Neue Bewerbung auf …“ to one user of the ad's employer (Sie). Only the applicant's name and
 * the ad: the message and the files stay in the dashboard, behind the employer's sign-in, and
 * never travel in a mail. Nothing when the application was withdrawn meanwhile.
 */
async function sendEmployerNotice(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  payload: Record<string, unknown>,
): Promise<void> {
  if (typeof payload.id !== "number" || typeof payload.user_id !== "number") return;
  const [row] = await deps.db
    .select({
      id: applications.id,
      name: applications.name,
      employer_id: applications.employer_id,
      title: jobAdvertisements.title,
    })
    .from(applications)
    .innerJoin(jobAdvertisements, eq(jobAdvertisements.id, applications.job_id))
    .where(eq(applications.id, payload.id));
  if (!row) return;
  // Still one of the employer's users: someone removed meanwhile gets nothing.
  const [member] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(employerUsers)
    .innerJoin(users, eq(users.id, employerUsers.user_id))
    .where(
      and(
        eq(employerUsers.employer_id, row.employer_id),
        eq(employerUsers.user_id, payload.user_id),
      ),
    );
  if (!member) return;
  const { appName, appUrl } = deps.config;
  const url = applicationDashboardUrl(appUrl, row.id);
  const title = `Neue Bewerbung auf „${row.title ?? ""}“`;
  const body = `${row.name} hat sich über ${appName} auf Ihre Stellenanzeige „${row.title ?? ""}“ beworben. Die Bewerbung mit allen Angaben und Dateien finden Sie in Ihrem Dashboard.`;
  await deps.mailer.send({
    to: member.email,
    subject: `${title} – ${appName}`,
    text: `Hallo ${member.name},\n\n${body}\n\n${url}\n`,
    html: mailLayout({
      appName,
      appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">Hallo ${escapeHtml(member.name)},</p>
<p style="margin:0 0 16px">${escapeHtml(body)}</p>
${mailButton(url, "Bewerbung ansehen")}`,
    }),
  });
}
