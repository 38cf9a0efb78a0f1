import { eq } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { applications, employers, jobAdvertisements } from "#server/db/schema.ts";
import { escapeHtml, mailLayout, type Mail } from "#server/platform/mail/mailer.ts";
import type { WorkHandler } from "#server/platform/outbox.ts";
import { storedAdTitle } from "#shared/ad-text.ts";
import { storedLocale } from "#shared/locales.ts";
import { fillRejectionTemplate } from "#shared/rejection-text.ts";
import { REJECTION_MAIL_TEXTS } from "./rejection-mail-texts.ts";

// The Absage mail (ADR 046): the employer's own text or the standard text, to the applicant
// (du), queued on the outbox in the transaction that set the status and `rejection_mailed_at`.
// In the language the applicant applied in (ADR 051, rejection-mail-texts.ts).

/** The outbox's kind of the Absage mail (module.ts `work`). */
export const REJECTION_MAIL = "application-rejection-mail";

/** Plain text → paragraphs and line breaks, every character of it escaped. */
function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px">${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
}

/** A subject line holds no line breaks or other control characters, whatever a title holds. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\s]+/gu, " ").trim();

/** The mail for one application, or null when it (or its ad) is gone meanwhile. */
async function rejectionMail(
  deps: Pick<Deps, "db" | "config">,
  applicationId: number,
): Promise<Mail | null> {
  const [row] = await deps.db
    .select({
      name: applications.name,
      email: applications.email,
      job_title: jobAdvertisements.title,
      translations: jobAdvertisements.translations,
      locale: applications.locale,
      employer_name: employers.name,
      employer_email: employers.email,
      template: employers.rejection_template,
    })
    .from(applications)
    .innerJoin(jobAdvertisements, eq(jobAdvertisements.id, applications.job_id))
    .innerJoin(employers, eq(employers.id, applications.employer_id))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  const locale = storedLocale(row.locale);
  const texts = REJECTION_MAIL_TEXTS[locale];
  // The ad's title as the applicant read it: the employer's translation where there is one.
  const stelle = oneLine(
    storedAdTitle({ title: row.job_title, translations: row.translations }, locale),
  );
  const unternehmen = oneLine(row.employer_name);
  const own = row.template !== null;
  const body = fillRejectionTemplate(own ? row.template! : texts.standard, {
    name: row.name,
    stelle,
    unternehmen,
  });
  // The employer's own words are German: said so first where the applicant reads another language.
  const note = own && texts.ownText ? texts.ownText(unternehmen) : null;
  const { appName, appUrl } = deps.config;
  const origin = `${texts.origin(unternehmen, appName, stelle)}${
    row.employer_email ? texts.reply(unternehmen) : ""
  }`;
  const title = texts.title(unternehmen);
  return {
    to: row.email,
    subject: `${title}: ${stelle}`,
    // Replies reach the company's public address from its profile, never the private address
    // of one of its users; without one, no Reply-To (ADR 046).
    ...(row.employer_email ? { replyTo: row.employer_email } : {}),
    text: `${note ? `${note}\n\n` : ""}${body}\n\n--\n${origin}\n`,
    html: mailLayout({
      appName,
      appUrl,
      title,
      lang: locale,
      bodyHtml: `${note ? `<p style="margin:0 0 16px;font-style:italic">${escapeHtml(note)}</p>\n<div lang="de">` : ""}${textToHtml(body)}${note ? "</div>" : ""}
<p style="margin:24px 0 0;font-size:12px;color:#5b6b5b">${escapeHtml(origin)}</p>`,
    }),
  };
}

/** The queued work (module.ts `work`): nothing when the application was withdrawn meanwhile. */
export const rejectionMailWork = (
  deps: Pick<Deps, "db" | "config" | "mailer">,
): Record<string, WorkHandler> => ({
  [REJECTION_MAIL]: async (payload) => {
    if (typeof payload.id !== "number") return;
    const mail = await rejectionMail(deps, payload.id);
    if (mail) await deps.mailer.send(mail);
  },
});
