import type { Deps } from "#server/deps.ts";
import { contactMessages } from "#server/db/schema.ts";
import { escapeHtml, mailLayout } from "#server/platform/mail/mailer.ts";
import type { ContactRequest } from "#shared/schemas/contact.ts";

/**
 * Stores the message (so nothing is lost when mail delivery fails) and forwards it to the
 * operator with the sender as Reply-To. The sender's text is escaped: it is data, never markup.
 */
export async function submitContactMessage(deps: Deps, input: ContactRequest): Promise<void> {
  const phone = input.phone || null;
  const subject = input.subject || null;
  const [stored] = await deps.db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, phone, subject, message: input.message })
    .returning({ id: contactMessages.id });

  const title = `Kontaktanfrage #${stored!.id}${subject ? `: ${subject}` : ""}`;
  const lines = [
    `Name: ${input.name}`,
    `E-Mail: ${input.email}`,
    ...(phone ? [`Telefon: ${phone}`] : []),
    ...(subject ? [`Betreff: ${subject}`] : []),
  ];
  await deps.mailer.send({
    to: deps.config.operatorEmail,
    replyTo: input.email,
    subject: `[${deps.config.appName}] ${title}`.slice(0, 200),
    text: `${lines.join("\n")}\n\n${input.message}\n`,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px"><strong>Neue Nachricht über das Kontaktformular</strong></p>
<p style="margin:0 0 16px">${lines.map(escapeHtml).join("<br>")}</p>
<p style="margin:0;white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
    }),
  });
}
