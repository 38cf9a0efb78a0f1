import {
  JOB_ALERT_CHANGED_MESSAGES,
  JOB_ALERT_CONFIRMED_MESSAGE,
  JOB_ALERT_DELETED_MESSAGE,
  JOB_ALERT_LINK_UNKNOWN_MESSAGE,
  JOB_ALERT_UNSUBSCRIBED_MESSAGE,
} from "#shared/schemas/job-alerts.ts";
import type { Messages } from "#shared/translator.ts";

/**
 * The pages of a job alert's mailed links (ADR 042, ADR 051): confirm, manage, unsubscribe.
 * Where the API answers a change with a message, the German text is that message, so German
 * pages read exactly what the API says.
 */
export const alerts = {
  toSearch: "Zur Jobsuche",
  "confirm.title": "Suchauftrag bestätigen",
  "confirm.intro": "Ein Klick noch, dann bekommst du neue passende Jobs per E-Mail.",
  "confirm.heading": "Dein Suchauftrag",
  "confirm.busy": "Wird bestätigt …",
  "confirm.notYours": {
    one: "Du hast keinen Suchauftrag angelegt? Dann schließe diese Seite einfach – ohne deine Bestätigung schicken wir dir nichts, und nach {count} Tag wird er gelöscht.",
    other:
      "Du hast keinen Suchauftrag angelegt? Dann schließe diese Seite einfach – ohne deine Bestätigung schicken wir dir nichts, und nach {count} Tagen wird er gelöscht.",
  },
  "confirmed.title": "Suchauftrag bestätigt",
  "confirmed.heading": "Geschafft!",
  "confirmed.text": JOB_ALERT_CONFIRMED_MESSAGE,
  "confirmed.alreadyHeading": "Schon erledigt",
  "confirmed.alreadyText": "Dein Suchauftrag ist bereits bestätigt. Du musst nichts weiter tun.",
  "confirmed.hint":
    "Ändern, pausieren oder löschen kannst du deine Suchaufträge jederzeit – auch über den Link in jeder E-Mail von uns.",
  "confirmed.manage": "Suchaufträge verwalten",
  "unknown.heading": "Dieser Link funktioniert nicht",
  "unknown.text": JOB_ALERT_LINK_UNKNOWN_MESSAGE,
  "unknown.unsubscribe": `${JOB_ALERT_LINK_UNKNOWN_MESSAGE} Dann bekommst du dazu auch keine E-Mails mehr.`,
  "unknown.hint":
    "Lege auf der Jobsuche einfach einen neuen Suchauftrag an – das dauert nur einen Moment.",
  "unsubscribe.title": "Vom Suchauftrag abmelden",
  "unsubscribe.intro": "Du bekommst dann keine E-Mails mehr zu diesem Suchauftrag.",
  "unsubscribe.heading": "Dieser Suchauftrag wird gelöscht",
  "unsubscribe.busy": "Wird abgemeldet …",
  "unsubscribe.button": "Abmelden",
  "unsubscribed.title": "Abgemeldet",
  "unsubscribed.heading": "Erledigt",
  "unsubscribed.text": JOB_ALERT_UNSUBSCRIBED_MESSAGE,
  "unsubscribed.hint":
    "Der Suchauftrag ist gelöscht. Einen neuen legst du jederzeit auf der Jobsuche an.",
  "manage.title": "Deine Suchaufträge",
  "manage.intro":
    "Alle Suchaufträge deiner E-Mail-Adresse. Änderungen gelten ab der nächsten E-Mail.",
  "manage.none": "Du hast keine Suchaufträge mehr. Wir schicken dir keine E-Mails zu neuen Jobs.",
  "manage.unconfirmed": "Noch nicht bestätigt – bitte klicke auf den Link in unserer E-Mail.",
  "manage.paused": "Pausiert – wir schicken dir keine E-Mails.",
  "manage.active": "Aktiv",
  "manage.howOften": "Wie oft möchtest du E-Mails?",
  "manage.daily": "Täglich",
  "manage.weekly": "Wöchentlich (montags)",
  "manage.results": "Passende Jobs ansehen",
  "manage.pause": "Pausieren",
  "manage.resume": "Fortsetzen",
  "manage.delete": "Löschen",
  "manage.deleteTitle": "Suchauftrag löschen?",
  "manage.deleteConfirm": "Endgültig löschen",
  "manage.cancel": "Abbrechen",
  "manage.deleteText":
    "Wir löschen den Suchauftrag „{title}“ mit allem, was wir dazu gespeichert haben. Du bekommst dazu keine E-Mails mehr.",
  "manage.nowDaily": JOB_ALERT_CHANGED_MESSAGES.daily,
  "manage.nowWeekly": JOB_ALERT_CHANGED_MESSAGES.weekly,
  "manage.nowPaused": JOB_ALERT_CHANGED_MESSAGES.paused,
  "manage.nowResumed": JOB_ALERT_CHANGED_MESSAGES.resumed,
  "manage.deleted": JOB_ALERT_DELETED_MESSAGE,
  "problem.failed": "Das hat nicht geklappt. Bitte versuche es noch einmal.",
} satisfies Messages;

export type AlertsMessages = typeof alerts;
