import { asc, eq } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { applicationFiles, applications, employers, jobAdvertisements } from "#server/db/schema.ts";
import type { WorkHandler } from "#server/platform/outbox.ts";
import { escapeHtml, mailButton, mailLayout } from "#server/platform/mail/mailer.ts";
import { formatDate } from "#shared/format.ts";
import { storedAdTitle } from "#shared/ad-text.ts";
import { storedLocale, type Locale } from "#shared/locales.ts";
import { APPLICANT_MAIL_TEXTS, type ApplicantMailTexts } from "./applicant-mail-texts.ts";
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
      locale: applications.locale,
      created_at: applications.created_at,
      title: jobAdvertisements.title,
      translations: jobAdvertisements.translations,
      company: employers.name,
    })
    .from(applications)
    .innerJoin(jobAdvertisements, eq(jobAdvertisements.id, applications.job_id))
    .innerJoin(employers, eq(employers.id, applications.employer_id))
    .where(eq(applications.id, payload.id));
  return row ?? null;
}

type MailRow = NonNullable<Awaited<ReturnType<typeof applicationForMail>>>;

/** The language the applicant applied in (ADR 051); German for anything else. */
function localeOf(row: MailRow): Locale {
  return storedLocale(row.locale);
}

/** The lines of both mails about the link: what it does, how long we keep it, if it was not you. */
function keptLines(deps: MailDeps, texts: ApplicantMailTexts) {
  return {
    link: texts.link,
    kept: texts.kept(deps.config.applicationRetentionDays),
    notYou: texts.notYou,
  };
}

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
  const locale = localeOf(row);
  const url = applicationLink(deps.config, row, locale);
  const { appName, appUrl } = deps.config;
  const texts = APPLICANT_MAIL_TEXTS[locale];
  const sentText = parts.sent
    ? `${texts.sentHeader}\n${parts.sent.map((item) => `${item.label}: ${item.value}`).join("\n")}\n\n`
    : "";
  const sentHtml = parts.sent
    ? `<p style="margin:0 0 8px">${escapeHtml(texts.sentHeader)}</p>
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
    text: `${texts.greeting(row.name)}

${parts.intro}

${sentText}${parts.lead}

${url}

${parts.closing.join("\n\n")}
`,
    html: mailLayout({
      appName,
      appUrl,
      title: parts.title,
      lang: locale,
      tagline: texts.tagline,
      bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(texts.greeting(row.name))}</p>
<p style="margin:0 0 16px">${escapeHtml(parts.intro)}</p>
${sentHtml}<p style="margin:0 0 16px">${escapeHtml(parts.lead)}</p>
${mailButton(url, texts.button)}
<p style="margin:0 0 16px;font-size:14px">${escapeHtml(texts.buttonFallback)}<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>
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
  const locale = localeOf(row);
  const texts = APPLICANT_MAIL_TEXTS[locale];
  const lines = keptLines(deps, texts);
  const words = texts.confirmation;
  await sendApplicantMail(deps, row, {
    title: words.title,
    intro: words.intro(storedAdTitle(row, locale), row.company, deps.config.appName),
    sent: [
      ...files.map((file) => ({
        label: file.kind === "cv" ? words.cv : words.attachment,
        value: file.file_name,
      })),
      ...(row.message ? [{ label: words.message, value: words.messageValue }] : []),
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
  const locale = localeOf(row);
  const texts = APPLICANT_MAIL_TEXTS[locale];
  const words = texts.duplicate;
  await sendApplicantMail(deps, row, {
    title: words.title,
    intro: words.intro(formatDate(row.created_at, locale), storedAdTitle(row, locale), row.company),
    lead: words.lead,
    closing: [keptLines(deps, texts).notYou],
  });
}
