import { asc, eq } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { applicationFiles, applications, employers, jobAdvertisements } from "#server/db/schema.ts";
import type { WorkHandler } from "#server/platform/outbox.ts";
import { escapeHtml, mailButton, mailLayout } from "#server/platform/mail/mailer.ts";
import { formatDate } from "#shared/format.ts";
import { applicationLink } from "./tokens.ts";

/** Outbox kinds of the applicant's mails (du): the confirmation, and the note on a second try. */
export const APPLICATION_CONFIRMATION_MAIL = "application-confirmation-mail";
export const APPLICATION_DUPLICATE_MAIL = "application-duplicate-mail";

/** The queued work of the applicant's mails (module.ts `work`). */
export const applicantMailWork = (
  deps: Pick<Deps, "db" | "mailer" | "config">,
): Record<string, WorkHandler> => ({
  [APPLICATION_CONFIRMATION_MAIL]: (payload) => sendConfirmation(deps, payload),
  [APPLICATION_DUPLICATE_MAIL]: (payload) => sendDuplicateNote(deps, payload),
});

type MailDeps = Pick<Deps, "db" | "mailer" | "config">;

/** The application with what its mails name; null when it was withdrawn meanwhile. */
async function applicationForMail(deps: MailDeps, payload: Record<string, unknown>) {
  if (typeof payload.id !== "number") return null;
  const [row] = await deps.db
    .select({
      id: applications.id,
      name: applications.name,
      email: applications.email,
      message: applications.message,
      created_at: applications.created_at,
      title: jobAdvertisements.title,
      company: employers.name,
    })
    .from(applications)
    .innerJoin(jobAdvertisements, eq(jobAdvertisements.id, applications.job_id))
    .innerJoin(employers, eq(employers.id, applications.employer_id))
    .where(eq(applications.id, payload.id));
  return row ?? null;
}

/** The lines of both mails about the link: what it does, how long we keep it, if it was not you. */
function keptLines(deps: MailDeps) {
  const days = deps.config.applicationRetentionDays;
  return {
    link: "Unter diesem Link siehst du deine Bewerbung und kannst sie jederzeit zurückziehen – dann löschen wir sie sofort mit allen Dateien:",
    kept: `Sonst bewahren wir deine Bewerbung auf, bis der Betrieb sie abgeschlossen hat oder die Anzeige endet, und löschen sie danach spätestens nach ${days} Tagen automatisch.`,
    notYou:
      "Du hast dich nicht beworben? Dann zieh die Bewerbung über den Link zurück – damit ist sie gelöscht.",
  };
}

type MailRow = NonNullable<Awaited<ReturnType<typeof applicationForMail>>>;

/**
 * One mail to the applicant (du) in the site's layout, text and HTML from the same parts:
 * the greeting, the intro, what was sent (if given), the link with its lead, closing lines.
 * Every part is escaped in the HTML.
 */
async function sendApplicantMail(
  deps: MailDeps,
  row: MailRow,
  parts: {
    title: string;
    intro: string;
    sent?: { label: string; value: string }[];
    lead: string;
    closing: string[];
  },
): Promise<void> {
  const url = applicationLink(deps.config, row);
  const { appName, appUrl } = deps.config;
  const sentText = parts.sent
    ? `Das hast du geschickt:\n${parts.sent.map((item) => `${item.label}: ${item.value}`).join("\n")}\n\n`
    : "";
  const sentHtml = parts.sent
    ? `<p style="margin:0 0 8px">Das hast du geschickt:</p>
<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${parts.sent
        .map(
          (item) =>
            `<tr><td style="padding:2px 12px 2px 0;color:#5b6b5b;vertical-align:top">${escapeHtml(item.label)}</td><td style="padding:2px 0;font-weight:bold;word-break:break-all">${escapeHtml(item.value)}</td></tr>`,
        )
        .join("")}</table>
`
    : "";
  await deps.mailer.send({
    to: row.email,
    subject: `${parts.title} – ${appName}`,
    text: `Hallo ${row.name},

${parts.intro}

${sentText}${parts.lead}

${url}

${parts.closing.join("\n\n")}
`,
    html: mailLayout({
      appName,
      appUrl,
      title: parts.title,
      bodyHtml: `<p style="margin:0 0 16px">Hallo ${escapeHtml(row.name)},</p>
<p style="margin:0 0 16px">${escapeHtml(parts.intro)}</p>
${sentHtml}<p style="margin:0 0 16px">${escapeHtml(parts.lead)}</p>
${mailButton(url, "Bewerbung ansehen")}
<p style="margin:0 0 16px;font-size:14px">Funktioniert die Schaltfläche nicht, kopiere diese Adresse in deinen Browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>
${parts.closing.map((line) => `<p style="margin:0 0 16px;font-size:14px">${escapeHtml(line)}</p>`).join("\n")}`,
    }),
  });
}

/** The confirmation: the ad, the company, what was sent (file names), the link, the keeping. */
async function sendConfirmation(deps: MailDeps, payload: Record<string, unknown>): Promise<void> {
  const row = await applicationForMail(deps, payload);
  if (!row) return;
  const files = await deps.db
    .select({ kind: applicationFiles.kind, file_name: applicationFiles.file_name })
    .from(applicationFiles)
    .where(eq(applicationFiles.application_id, row.id))
    .orderBy(asc(applicationFiles.position), asc(applicationFiles.id));
  const lines = keptLines(deps);
  await sendApplicantMail(deps, row, {
    title: "Deine Bewerbung ist angekommen",
    intro: `deine Bewerbung auf „${row.title ?? ""}“ bei ${row.company} ist angekommen. Der Betrieb sieht sie ab jetzt in seinem Postfach bei ${deps.config.appName}.`,
    sent: [
      ...files.map((file) => ({
        label: file.kind === "cv" ? "Lebenslauf" : "Anhang",
        value: file.file_name,
      })),
      ...(row.message ? [{ label: "Nachricht", value: "deine Nachricht an den Betrieb" }] : []),
    ],
    lead: lines.link,
    closing: [lines.kept, lines.notYou],
  });
}

/**
 * A second application from the same address to the same ad is not stored (apply.ts); the
 * address learns it here, with the link to the first one.
 */
async function sendDuplicateNote(deps: MailDeps, payload: Record<string, unknown>): Promise<void> {
  const row = await applicationForMail(deps, payload);
  if (!row) return;
  await sendApplicantMail(deps, row, {
    title: "Du hast dich hier schon beworben",
    intro: `du hast dich am ${formatDate(row.created_at)} schon auf „${row.title ?? ""}“ bei ${row.company} beworben. Diese Bewerbung liegt beim Betrieb; die neue haben wir deshalb nicht noch einmal geschickt.`,
    lead: "Möchtest du etwas ändern, zieh die erste Bewerbung über diesen Link zurück und bewirb dich danach neu:",
    closing: [keptLines(deps).notYou],
  });
}
