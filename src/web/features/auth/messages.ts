import type { LoginReason } from "#web/lib/session-expired.ts";

// The account toasts of docs/product.md "Texts and messages", verbatim.
export const AUTH_TOASTS = {
  registered: "Sie haben sich erfolgreich registriert",
  registerFailed: "Es gab einen Fehler bei der Registrierung",
  loggedIn: "Sie haben sich erfolgreich eingeloggt",
  loginFailed: "Es gab einen Fehler bei dem Login",
  loggedOut: "Sie haben sich erfolgreich ausgeloggt",
  resetLinkSent: "Ein Link zum Zurücksetzen Ihres Passworts wurde an Ihre E-Mail-Adresse gesendet",
  resetFailed: "Es gab einen Fehler beim Zurücksetzen Ihres Passworts",
  passwordReset: "Ihr Passwort wurde erfolgreich zurückgesetzt",
  emailVerified: "Deine E-Mail Adresse wurde erfolgreich verifiziert.",
  // Not in docs/product.md "Texts and messages": the setup link of a fresh installation.
  setupDone: "Ihr Staff-Konto ist angelegt. Sie sind jetzt angemeldet.",
  setupFailed: "Das Staff-Konto konnte nicht angelegt werden",
} as const;

/** How long the links in the registration and reset mails are valid (server: 60 minutes). */
export const LINK_VALID_MINUTES = 60;

/** What the login page says when a page sent the visitor there (`grund=`, see `loginPath`). */
export const LOGIN_REASONS: Record<LoginReason, string> = {
  zahlung:
    "Bitte melden Sie sich an, damit wir Ihre Zahlung Ihrem Konto zuordnen können. Danach geht es direkt weiter.",
};
