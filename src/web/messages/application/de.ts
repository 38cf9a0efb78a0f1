import {
  APPLICATION_LINK_UNKNOWN_MESSAGE,
  APPLICATION_WITHDRAWN_MESSAGE,
} from "#shared/schemas/applications.ts";
import type { Messages } from "#shared/translator.ts";

/**
 * The page of the applicant's mailed link `/bewerbung/{token}` (ADR 046, ADR 051): the
 * application as sent, where it stands, withdrawing it, and the page of a link that leads
 * nowhere. The API's German texts of a withdrawal and of an unknown link are the German ones.
 */
export const application = {
  title: "Deine Bewerbung",
  intro: "als {job} bei {company}",
  "state.heading": "Stand",
  "state.job": "Stelle",
  "state.company": "Unternehmen",
  "state.sent": "Gesendet am",
  "state.status": "Status",
  "status.neu": "Eingegangen – der Betrieb hat sie noch nicht bearbeitet.",
  "status.in_pruefung": "Wird geprüft – der Betrieb sieht sich deine Bewerbung an.",
  "status.gespraech": "Gespräch – der Betrieb möchte dich kennenlernen und meldet sich bei dir.",
  "status.zusage": "Zusage – herzlichen Glückwunsch!",
  "status.absage": "Absage – diesmal hat es leider nicht geklappt.",
  "data.heading": "Deine Angaben",
  "data.name": "Name",
  "data.email": "E-Mail",
  "data.phone": "Telefon",
  "data.message": "Nachricht",
  "data.cv": "Lebenslauf",
  "data.attachments": "Anhänge",
  "deletion.heading": "Wann wir sie löschen",
  "deletion.until":
    "Wir löschen deine Bewerbung mit allen Dateien spätestens am {date} – automatisch, du musst nichts tun.",
  "deletion.later":
    "Wir löschen deine Bewerbung mit allen Dateien automatisch, sobald nach der Entscheidung des Betriebs oder dem Ende der Anzeige die Aufbewahrungsfrist abgelaufen ist.",
  "deletion.more": "Mehr dazu in der {link}.",
  "deletion.privacy": "Datenschutzerklärung",
  "withdraw.button": "Bewerbung zurückziehen",
  "withdraw.question": "Bewerbung zurückziehen?",
  "withdraw.text":
    "Deine Bewerbung wird sofort mit allen Dateien gelöscht, und {company} sieht sie nicht mehr. Das lässt sich nicht rückgängig machen.",
  "withdraw.confirm": "Ja, zurückziehen",
  "withdraw.cancel": "Abbrechen",
  "withdraw.failed": "Das hat nicht geklappt. Bitte versuch es noch einmal.",
  "withdrawn.title": "Bewerbung zurückgezogen",
  "withdrawn.heading": "Erledigt",
  "withdrawn.message": APPLICATION_WITHDRAWN_MESSAGE,
  "withdrawn.text":
    "{company} sieht deine Bewerbung als {job} nicht mehr. Der Link aus der E-Mail führt jetzt ins Leere.",
  "withdrawn.findJobs": "Weitere Jobs finden",
  "unknown.heading": "Dieser Link funktioniert nicht",
  "unknown.message": APPLICATION_LINK_UNKNOWN_MESSAGE,
  "unknown.search": "Zur Jobsuche",
} satisfies Messages;

export type ApplicationMessages = typeof application;
