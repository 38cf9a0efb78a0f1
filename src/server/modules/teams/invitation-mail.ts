import type { Deps } from "#server/deps.ts";
import { escapeHtml, mailButton, mailLayout } from "#server/platform/mail/mailer.ts";
import { formatDate } from "#shared/format.ts";
import { INVITATION_DAYS, INVITATION_PATH } from "#shared/schemas/teams.ts";

/** The invitation of a colleague (ADR 058): the link with the token, valid INVITATION_DAYS days. */
export async function sendInvitationMail(
  deps: Pick<Deps, "mailer" | "config">,
  invitation: { email: string; employer_name: string; inviter: string; expires_at: Date },
  token: string,
): Promise<void> {
  const url = `${deps.config.appUrl}${INVITATION_PATH}/${token}`;
  const app = deps.config.appName;
  const title = `Einladung ins Team von ${invitation.employer_name}`;
  const until = formatDate(invitation.expires_at);
  await deps.mailer.send({
    to: invitation.email,
    subject: `${title} – ${app}`,
    text: `Guten Tag,

${invitation.inviter} lädt Sie ein, bei ${app} im Arbeitgeberkonto von ${invitation.employer_name} mitzuarbeiten: Anzeigen schreiben und veröffentlichen, Bewerbungen lesen.

Legen Sie Ihren Namen und Ihr Passwort fest:

${url}

Der Link ist ${INVITATION_DAYS} Tage gültig (bis ${until}) und funktioniert nur einmal. Wenn Sie nichts damit zu tun haben, ignorieren Sie diese E-Mail – ohne Ihr Zutun entsteht kein Konto.
`,
    html: mailLayout({
      appName: app,
      appUrl: deps.config.appUrl,
      title,
      bodyHtml: `<p style="margin:0 0 16px">Guten Tag,</p>
<p style="margin:0 0 16px">${escapeHtml(invitation.inviter)} lädt Sie ein, bei ${escapeHtml(app)} im Arbeitgeberkonto von ${escapeHtml(invitation.employer_name)} mitzuarbeiten: Anzeigen schreiben und veröffentlichen, Bewerbungen lesen.</p>
${mailButton(url, "Einladung annehmen")}
<p style="margin:0 0 16px;font-size:14px">Der Link ist ${INVITATION_DAYS} Tage gültig (bis ${escapeHtml(until)}) und funktioniert nur einmal. Funktioniert die Schaltfläche nicht, kopieren Sie diese Adresse in Ihren Browser:<br><span style="word-break:break-all">${escapeHtml(url)}</span></p>
<p style="margin:0;font-size:14px">Wenn Sie nichts damit zu tun haben, ignorieren Sie diese E-Mail – ohne Ihr Zutun entsteht kein Konto.</p>`,
    }),
  });
}
