import type { Messages } from "#shared/translator.ts";

/** /jobs-im-bereich/{slug} (ADR 051): the interface around a sector's staff-written texts. */
export const sector = {
  title: "Jobs im Bereich {name}",
  "meta.title": { one: "{count} offene Stelle", other: "{count} offene Stellen" },
  "meta.description":
    "Jobs im Bereich {name}: Finde Stellen in deiner Nähe und bewirb dich direkt beim Betrieb.",
  find: "Jobs in meiner Nähe finden",
  heading: {
    one: "{count} offene Stelle im Bereich {name}",
    other: "{count} offene Stellen im Bereich {name}",
  },
  empty: "In dieser Branche sind gerade keine Stellen online.",
  "faq.heading": "Häufige Fragen",
  "faq.countQ": "Wie viele Jobs gibt es im Bereich {name}?",
  "faq.countA": {
    one: "Auf Wurzelwerk findest du aktuell {count} offene Stelle im Bereich {name}. Täglich kommen neue Anzeigen von Betrieben aus ganz Deutschland hinzu.",
    other:
      "Auf Wurzelwerk findest du aktuell {count} offene Stellen im Bereich {name}. Täglich kommen neue Anzeigen von Betrieben aus ganz Deutschland hinzu.",
  },
  "faq.nearQ": "Wie finde ich Jobs im Bereich {name} in meiner Nähe?",
  "faq.nearA":
    "Starte die Suche, wähle {name} als Branche, deine Anstellungsart und deinen Wunschtermin und gib deinen Ort oder deine PLZ an. Wir zeigen dir die Stellen im Umkreis von 30 bis 100 km, die nächste zuerst.",
  "faq.registerQ": "Muss ich mich registrieren, um mich zu bewerben?",
  "faq.registerA":
    "Nein. Du bewirbst dich direkt beim Betrieb – per E-Mail oder über das Bewerbungsformular des Arbeitgebers. Ein Konto brauchst du nicht.",
} satisfies Messages;

export type SectorMessages = typeof sector;
