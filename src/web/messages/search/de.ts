import type { Messages } from "#shared/translator.ts";

/**
 * /jobs and the search overlays it shares with the home page (ADR 051): heading, filter
 * summary and chips, results, the empty search with its relaxations, the wizard, the filter
 * modal and the place field. The loaders of the pages that show them return these messages.
 */
export const search = {
  "meta.title": {
    one: "Jobs in der grünen Branche – {count} offene Stellen",
    other: "Jobs in der grünen Branche – {count} offene Stellen",
  },
  "meta.description":
    "Aktuelle Stellen in Landwirtschaft, Garten- und Landschaftsbau, Baumschule und Pflanzenhandel – in deiner Nähe, nach Umkreis sortiert.",
  "heading.searching": "Wir suchen passende Jobs …",
  "heading.found": {
    one: "{count} passender Job in deiner Nähe",
    other: "{count} passende Jobs in deiner Nähe",
  },
  "heading.latest": "Aktuelle Jobs in der grünen Branche",
  "note.land": "Ganz {land}, sortiert nach Entfernung von der Landesmitte.",
  "note.radius": "Sortiert nach Entfernung – die nächste Stelle zuerst. Umkreis: {radius} km.",
  "note.latest": {
    one: "{count} offene Stellen, die neuesten zuerst. Grenze die Suche nach Branche, Anstellungsart und Region ein.",
    other:
      "{count} offene Stellen, die neuesten zuerst. Grenze die Suche nach Branche, Anstellungsart und Region ein.",
  },
  allJobs: "Alle Jobs ansehen",
  findMatching: "Passende Jobs finden",
  running: "Suche läuft …",
  noJobs: "Gerade sind keine Stellen online. Schau bald wieder vorbei!",

  "results.list": "Stellenanzeigen",
  "results.shown": {
    one: "{shown} von {count} Job angezeigt",
    other: "{shown} von {count} Jobs angezeigt",
  },
  "results.loading": "Lädt …",
  "results.more": "Mehr Jobs laden",

  "empty.heading": "Leider noch keine passenden Jobs",
  "empty.land": "In ganz {land} gibt es gerade keine Stelle, die zu allen deinen Angaben passt.",
  "empty.radius":
    "Im Umkreis von {radius} km gibt es gerade keine Stelle, die zu allen deinen Angaben passt.",
  "empty.any": "Es gibt gerade keine Stelle, die zu allen deinen Angaben passt.",
  "empty.looking": "Wir schauen, was eine kleine Änderung findet …",
  "empty.offer": "Mit einer dieser Änderungen findest du etwas:",
  "empty.nothing":
    "Auch ein größerer Umkreis, ein anderer Start, weitere Branchen oder eine andere Anstellungsart finden gerade nichts.",
  "empty.changes": "Änderungen, die Jobs finden",
  "relax.radius": {
    one: "{count} Job im Umkreis von {radius} km",
    other: "{count} Jobs im Umkreis von {radius} km",
  },
  "relax.more_than_3_months": {
    one: "{count} Job mit Start in mehr als 3 Monaten",
    other: "{count} Jobs mit Start in mehr als 3 Monaten",
  },
  "relax.1_to_3_months": {
    one: "{count} Job mit Start in 1–3 Monaten",
    other: "{count} Jobs mit Start in 1–3 Monaten",
  },
  "relax.sectors": {
    one: "{count} Job mit {names} dazu",
    other: "{count} Jobs mit {names} dazu",
  },
  "relax.Vollzeit": { one: "{count} Job in Vollzeit", other: "{count} Jobs in Vollzeit" },
  "relax.Teilzeit": { one: "{count} Job in Teilzeit", other: "{count} Jobs in Teilzeit" },
  "relax.Saisonarbeit": {
    one: "{count} Job als Saisonarbeit",
    other: "{count} Jobs als Saisonarbeit",
  },
  "relax.Ausbildung": {
    one: "{count} Job als Ausbildung",
    other: "{count} Jobs als Ausbildung",
  },
  "list.and": "{first} und {last}",

  "selection.heading": "Deine Auswahl:",
  "selection.name": "Deine Auswahl",
  "selection.empty": "Keine Auswahl getroffen",
  "chip.remove": "{label} entfernen",
  "chip.start": "Start: {start}",
  "chip.land": "Ganz {land}",
  "chip.place": "{place} ({radius} km)",
  filter: "Filter",
  "filter.chosen": "gewählt",
  "start.1_to_3_months": "1-3 Monate",
  "start.more_than_3_months": "mehr als 3 Monate",
  "startHint.1_to_3_months": "Bald loslegen",
  "startHint.more_than_3_months": "Mit etwas Vorlauf",
  "workingTimeHint.Vollzeit": "Die ganze Woche im Grünen",
  "workingTimeHint.Teilzeit": "Weniger Stunden pro Woche",
  "workingTimeHint.Saisonarbeit": "Für eine Saison, z. B. zur Ernte",
  "workingTimeHint.Ausbildung": "Dein Weg zum Berufsabschluss",
  "toggle.with_accommodation": "Mit Unterkunft",
  "toggle.without_german": "Ohne Deutschkenntnisse",
  "toggleHint.with_accommodation":
    "Nur Jobs, bei denen der Betrieb dir eine Unterkunft stellt – kostenlos oder gegen Bezahlung.",
  "toggleHint.without_german": "Nur Jobs, für die du kein Deutsch brauchst.",
  "sectors.hint": "Es sind bis zu 5 Antworten möglich.",
  "sectors.full": "Entferne eine Branche, um eine andere zu wählen.",
  "failure.missing": "Bitte fülle die fehlenden Pflichtfilter aus.",
  "failure.server": "Die Suche hat gerade nicht geklappt. Bitte versuche es noch einmal.",
  "failure.tooMany": "Du hast gerade sehr oft gesucht.",

  loading: "Suche wird geladen …",
  "wizard.progress": "Fortschritt der Suche",
  "wizard.step": "Schritt {step} von {total}",
  "wizard.close": "Schliessen",
  "wizard.kicker": "Deine Jobsuche",
  "wizard.working_time": "Welchen Job suchst du?",
  "wizard.job_available_at": "Wann möchtest du starten?",
  "wizard.sectors": "In welcher Branche möchtest du arbeiten?",
  "wizard.location": "In welcher Region möchtest du arbeiten?",
  "wizard.back": "Zurück",
  "wizard.next": "Weiter",
  run: "Jetzt passende Jobs finden",

  "modal.close": "Schließen",
  "modal.introFirst":
    "In vier Angaben zu deinen passenden Jobs: Wähle Branche, Anstellungsart, Startzeitpunkt und Region.",
  "modal.introRepeat": "Passe deine Suche an und finde weitere passende Jobs in deiner Nähe.",
  "modal.sectors": "Branche",
  "modal.workingTime": "Anstellungsart",
  "modal.start": "Startzeitpunkt",
  "modal.region": "Region",
  "modal.more": "Unterkunft und Sprache",
  "modal.reset": "Zurücksetzen",

  "place.label": "Ort, PLZ oder Bundesland",
  "place.placeholder": "Ort, PLZ, Bundesland eingeben",
  "place.clear": "Eingabe löschen",
  "place.searching": "Suche nach Orten …",
  "place.none": "Keine Ergebnisse",
  "place.count": {
    one: "{count} Vorschlag. Mit den Pfeiltasten auswählen, Enter übernimmt.",
    other: "{count} Vorschläge. Mit den Pfeiltasten auswählen, Enter übernimmt.",
  },
  "place.list": "Vorschläge",
  "place.wholeLand": "Gesucht wird in ganz {land}, ohne Umkreis.",
  "place.radius": "Umkreis",
  "map.none": "Noch kein Ort gewählt",
  "map.land": "Ganz {land}",
  "map.circle": "Umkreis von {radius} km um {place}",
  "map.notice":
    "Für die Karte laden wir Kartenausschnitte von einem externen Kartendienst. Dabei wird die IP-Adresse des Browsers an diesen Dienst übertragen.",
  "map.show": "Karte anzeigen",
  // The job alert's offer and sheet on /jobs (job-alerts feature).
  "alert.button": "Suchauftrag anlegen",
  "alert.loading": "Suchauftrag wird geladen …",
  "alert.arrival.title": "Keine neuen Jobs mehr verpassen",
  "alert.arrival.text":
    "Lass dir neue Jobs zu genau dieser Suche per E-Mail schicken – täglich oder wöchentlich.",
  "alert.results.title": "Neue Jobs per E-Mail",
  "alert.results.text":
    "Wir schicken dir neue Jobs zu dieser Suche, sobald sie online sind – täglich oder wöchentlich.",
  "alert.empty.title": "Noch nichts dabei? Wir schicken dir neue Jobs per E-Mail.",
  "alert.empty.text":
    "Sobald ein passender Job online ist, erfährst du es als Erstes – täglich oder wöchentlich.",
  "alert.intro": "Wir schicken dir neue Jobs zu deiner Suche per E-Mail – nur, wenn es Neues gibt.",
  "alert.yourSearch": "Deine Suche",
  "alert.yourSearchHeading": "Deine Suche:",
  "alert.email": "E-Mail-Adresse",
  "alert.howOften": "Wie oft?",
  "alert.daily": "täglich",
  "alert.dailyHint": "morgens um 7 Uhr, wenn es neue Jobs gibt",
  "alert.weekly": "wöchentlich",
  "alert.weeklyHint": "montags um 7 Uhr, alle neuen Jobs der Woche",
  "alert.privacy":
    "Du bekommst zuerst eine E-Mail, mit der du den Suchauftrag bestätigst. Du kannst den Suchauftrag jederzeit mit einem Klick beenden. Mehr dazu in der",
  "alert.privacyLink": "Datenschutzerklärung",
  "alert.privacyEnd": ".",
  "alert.sent":
    "Fast geschafft: Wir haben dir eine E-Mail geschickt. Bestätige darin deinen Suchauftrag – erst dann schreiben wir dir.",
  "alert.tooMany": "Du hast gerade sehr oft gesendet.",
  "alert.failed":
    "Der Suchauftrag konnte gerade nicht angelegt werden. Bitte versuch es noch einmal.",
  "alert.incomplete":
    "Deine Suche ist unvollständig: Bitte wähle Branche, Anstellungsart, Start und Region.",
  "alert.emailRequired": "Bitte gib deine E-Mail-Adresse an.",
  "alert.emailTooLong": "Die E-Mail-Adresse ist zu lang.",
  "alert.emailInvalid": "Bitte gib eine gültige E-Mail-Adresse an.",
  "alert.frequencyRequired": "Bitte wähle, wie oft wir dir schreiben sollen.",
  "alert.busy": "Wird angelegt …",
  "alert.done": "Fertig",
  "alert.close": "Schließen",
} satisfies Messages;

export type SearchMessages = typeof search;
