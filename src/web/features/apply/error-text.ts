import { APPLICATION_LIMITS } from "#shared/schemas/applications.ts";
import { INTL_LOCALES } from "#shared/locales.ts";
import type { JobText, ShellTranslator } from "#web/lib/i18n.ts";
import type { HttpError } from "#web/lib/http.ts";
import { refusalText } from "#web/lib/refusal-text.ts";

// The application form's refusals in the page's language (ADR 051). The rules' messages are
// German, the same in the browser's check and the API's 422 (ZApplicationFields and the form
// reader), so each is known by its German start and said again in the page's language; one
// the list does not know becomes the field's general „check this“. German pages show them as
// they are.

type Said = (t: JobText, match: RegExpExecArray) => string;

const count = (n: number, t: JobText) => n.toLocaleString(INTL_LOCALES[t.locale]);

const filesTooLarge = (t: JobText) =>
  t("error.filesTooLarge", {
    size: `${count(APPLICATION_LIMITS.totalBytes / 1024 / 1024, t)} MB`,
  });

const KNOWN: [RegExp, Said][] = [
  [/^Bitte gib deinen Namen an\./, (t) => t("error.nameRequired")],
  [
    /^Dein Name darf höchstens/,
    (t) => t("error.nameTooLong", { max: count(APPLICATION_LIMITS.name, t) }),
  ],
  [/^Dein Name darf nur aus einer Zeile/, (t) => t("error.nameOneLine")],
  [/^Bitte gib deine E-Mail-Adresse an\./, (t) => t("error.emailRequired")],
  [/^Die E-Mail-Adresse ist zu lang\./, (t) => t("error.emailTooLong")],
  [/^Bitte gib eine gültige E-Mail-Adresse an\./, (t) => t("error.emailInvalid")],
  [/^Die Telefonnummer ist zu lang\./, (t) => t("error.phoneTooLong")],
  [/^Bitte gib eine gültige Telefonnummer an/, (t) => t("error.phoneInvalid")],
  [
    /^Deine Nachricht darf höchstens/,
    (t) => t("error.messageTooLong", { max: count(APPLICATION_LIMITS.message, t) }),
  ],
  [/^Bitte stimme der Verarbeitung deiner Daten zu/, (t) => t("error.consent")],
  [/^Schreib eine kurze Nachricht oder lade eine Datei hoch/, (t) => t("error.messageOrFile")],
  [/^Bitte lade nur einen Lebenslauf hoch\./, (t) => t("error.cvOnce")],
  [/^Die Datei „(.*)“ ist leer\./, (t, m) => t("error.fileEmpty", { name: m[1]! })],
  [
    /^Die Datei „(.*)“ ist zu groß/,
    (t, m) =>
      t("error.fileTooLarge", {
        name: m[1]!,
        size: `${count(APPLICATION_LIMITS.fileBytes / 1024 / 1024, t)} MB`,
      }),
  ],
  [/^Die Datei „(.*)“ ist kein PDF/, (t, m) => t("error.fileType", { name: m[1]! })],
  [
    /^Du kannst einen Lebenslauf und höchstens/,
    (t) => t.count("error.tooManyFiles", APPLICATION_LIMITS.attachments),
  ],
  [/^Deine Dateien sind zusammen zu groß/, (t) => filesTooLarge(t)],
];

function known(german: string, t: JobText): string | undefined {
  for (const [pattern, said] of KNOWN) {
    const match = pattern.exec(german);
    if (match) return said(t, match);
  }
  return undefined;
}

/** A field's refusal (the browser's or the API's) in the page's language. */
export function fieldErrorText(german: string, t: JobText): string {
  if (t.locale === "de") return german;
  return known(german, t) ?? t("error.field");
}

/**
 * A refusal of the whole form (no field to point at): the API's German text on a German page;
 * elsewhere the known text, or what the code or status says (the ad takes applications by mail,
 * the ad gone, the files too large), or the shell's words for no connection, too many tries with
 * the wait and the service unavailable (ADR 056), or „failed“.
 */
export function failureText(error: HttpError, t: JobText, shell: ShellTranslator): string {
  const other = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
  if (t.locale === "de") return other ?? (error.message || t("form.failed"));
  const said = known(other ?? error.message ?? "", t);
  if (said) return said;
  if (error.code === "application.not_on_platform") return t("error.notOnPlatform");
  if (error.status === 404 || error.status === 409 || error.status === 410) return t("error.ended");
  // A 413 without the API's words (a proxy's limit): the files together are too large.
  if (error.status === 413) return filesTooLarge(t);
  return refusalText(error, shell, { tooMany: t("error.tooMany"), failed: t("form.failed") });
}
