import type { Messages } from "#shared/translator.ts";

/**
 * The home page (ADR 051). The German intro, title and description are the staff's content
 * page `home`; `intro` and the `meta.*` texts stand in for them in a language the page has no
 * text in.
 */
export const home = {
  "meta.title": "Jobs in der grünen Branche finden",
  "meta.description":
    "Finde Jobs in Landwirtschaft, Garten- und Landschaftsbau, Baumschule und Pflanzenhandel – mit Umkreissuche, kostenlos und ohne Anmeldung.",
  eyebrow: "Die erste interaktive Karriereplattform für die grüne Branche",
  title: "Dein Job im Grünen –",
  titleHighlight: "ganz in deiner Nähe",
  intro:
    "Die erste interaktive Karriereplattform für die grüne Branche. Finde in wenigen Schritten den Job, der zu dir passt.",
  postJob: "Stelle ausschreiben",
  "steps.heading": "In drei Schritten zum Job im Grünen",
  "steps.1.title": "Wunschjob wählen",
  "steps.1.text":
    "Vollzeit, Teilzeit, Saisonarbeit oder Ausbildung – und wann du starten möchtest.",
  "steps.2.title": "Branche und Region",
  "steps.2.text": "Bis zu fünf Branchen und ein Umkreis von 30 bis 100 km um deinen Wohnort.",
  "steps.3.title": "Passende Jobs",
  "steps.3.text": "Sofort die Stellen in deiner Nähe sehen, die nächste zuerst – ohne Anmeldung.",
  "newest.heading": "Neueste Jobs",
  "newest.all": "Alle Jobs ansehen",
  "employers.heading": "Verstärkung für den eigenen Betrieb gesucht?",
  "employers.text":
    "Fachkräfte, Saisonkräfte und Auszubildende aus der Region erreichen – mit einer Anzeige, die in wenigen Minuten erstellt ist und sich jederzeit verlängern oder beenden lässt.",
  "employers.offers": "Angebote für Arbeitgeber",
  "employers.login": "Zum Arbeitgeber-Login",
} satisfies Messages;

export type HomeMessages = typeof home;
