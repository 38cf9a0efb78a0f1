import { eq } from "drizzle-orm";
import type { Deps } from "#server/deps.ts";
import { contactMessages } from "#server/db/schema.ts";
import { escapeHtml, mailLayout } from "#server/platform/mail/mailer.ts";
import type { ContactRequest } from "#shared/schemas/contact.ts";

export const CONTACT_MAIL = "contact-mail";

/**
 * Stores the message (so nothing is lost when mail delivery fails) and queues its mail to the
 * operator in the same transaction (platform/outbox.ts): the answer does not wait for the mail
 * server, and a mail that fails is tried again.
 */
export async function submitContactMessage(deps: Deps, input: ContactRequest): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject || null,
        message: input.message,
      })
      .returning({ id: contactMessages.id });
    await deps.outbox.add(CONTACT_MAIL, { id: stored!.id }, tx);
  });
}

/**
 * The outbox's work for a message: forwards it to the operator with the sender as Reply-To.
 * The sender's text is escaped: it is data, never markup.
 */
export async function mailContactMessage(
  deps: Pick<Deps, "db" | "mailer" | "config">,
  payload: Record<string, unknown>,
): Promise<void> {
  if (typeof payload.id !== "number") return;
  const [stored] = await deps.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, payload.id));
  if (!stored) return;
  const { phone, subject } = stored;

  const title = `Kontaktanfrage #${stored.id}${subject ? `: ${subject}` : ""}`;
  const lines = [
    `Name: ${stored.name}`,
    `E-Mail: ${stored.email}`,
    ...(phone ? [`Telefon: ${phone}`] : []),
    ...(subject ? [`Betreff: ${subject}`] : []),
  ];
  await deps.mailer.send({
    to: deps.config.operatorEmail,
    replyTo: stored.email,
    subject: `[${deps.config.appName}] ${title}`.slice(0, 200),
    text: `${lines.join("\n")}\n\n${stored.message}\n`,
    html: mailLayout({
      appName: deps.config.appName,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px"><strong>Neue Nachricht über das Kontaktformular</strong></p>
<p style="margin:0 0 16px">${lines.map(escapeHtml).join("<br>")}</p>
<p style="margin:0;white-space:pre-wrap">${escapeHtml(stored.message)}</p>`,
    }),
  });
}
