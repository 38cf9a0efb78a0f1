import type { Messages } from "#shared/translator.ts";

/** /merkliste (ADR 043, ADR 051). */
export const savedJobs = {
  heading: "Deine Merkliste",
  loading: "Deine Merkliste wird geladen …",
  empty: "Deine Merkliste ist noch leer.",
  emptyHint:
    "Tippe bei einer Stelle auf das Lesezeichen oder auf „Merken“, dann findest du sie hier wieder.",
  count: {
    one: "Du hast {count} Job gemerkt. Deine Merkliste liegt nur in diesem Browser – ein Konto brauchst du dafür nicht.",
    other:
      "Du hast {count} Jobs gemerkt. Deine Merkliste liegt nur in diesem Browser – ein Konto brauchst du dafür nicht.",
  },
  failed: "Deine Merkliste konnte gerade nicht geladen werden.",
  retry: "Erneut versuchen",
  list: "Gemerkte Stellenanzeigen",
  "ended.title": "Anzeige Nr. {id}",
  "ended.text": "Diese Anzeige ist nicht mehr online.",
  "ended.removeName": "Anzeige Nr. {id} von der Merkliste entfernen",
  "ended.removed": "Die Anzeige Nr. {id} ist nicht mehr auf deiner Merkliste.",
} satisfies Messages;

export type SavedJobsMessages = typeof savedJobs;
