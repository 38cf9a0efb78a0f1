import type { Messages } from "#shared/translator.ts";

/**
 * The frame of every page and the parts every seeker page shares (header, footer, consent
 * banner, 404, job cards, the Merkliste toggle): German, the source of the keys (ADR 051).
 */
export const shell = {
  "meta.title": "Jobs in der grünen Branche",
  "meta.description": "Die erste interaktive Karriereplattform für die grüne Branche.",
  skipLink: "Zum Inhalt springen",
  toHome: "zur Startseite",
  "nav.main": "Hauptmenü",
  "nav.mobile": "Hauptmenü mobil",
  "nav.seekers": "Für Arbeitnehmer",
  "nav.employers": "Für Arbeitgeber",
  "nav.faq": "FAQ",
  "nav.about": "Über uns",
  "nav.blog": "Blog",
  "nav.contact": "Kontakt",
  "nav.sectors": "Branchen",
  "menu.open": "Menü öffnen",
  "menu.close": "Menü schließen",
  employerLogin: "Arbeitgeber-Login",
  "sectors.heading": "Finde Jobs in den folgenden Bereichen",
  "language.button": "Sprache: {language}",
  "language.menu": "Sprache wählen",
  "savedJobs.link": "Merkliste",
  "savedJobs.name": { one: "Merkliste {count} Job", other: "Merkliste {count} Jobs" },

  "footer.tagline": "Die erste interaktive Karriereplattform für die grüne Branche.",
  "footer.postAd": "Stellenanzeige schalten",
  "footer.service": "Service",
  "footer.legal": "Rechtliches",
  "footer.privacy": "Datenschutz",
  "footer.imprint": "Impressum",
  "footer.terms": "AGB",
  "footer.placeData":
    "Ortsdaten: © OpenStreetMap-Mitwirkende (ODbL), © GeoBasis-DE / BKG 2017 (dl-de/by-2-0), GeoNames (CC BY 4.0)",
  "footer.cookieSettings": "Cookie-Einstellungen",

  "consent.heading": "Deine Privatsphäre",
  "consent.text":
    "Wir verwenden nur technisch notwendige Cookies, etwa damit eine Anmeldung bestehen bleibt. Mit deiner Zustimmung zeigen wir zusätzlich Karten eines externen Kartendienstes an; dabei wird deine IP-Adresse an diesen Dienst übertragen. Du kannst deine Wahl jederzeit unter „Cookie-Einstellungen“ ändern.",
  "consent.more": "Mehr dazu in der {link}.",
  "consent.privacyLink": "Datenschutzerklärung",
  "consent.necessary": "Nur notwendige",
  "consent.all": "Alle akzeptieren",

  "notFound.title": "Diese Seite gibt es nicht",
  "notFound.metaTitle": "Seite nicht gefunden",
  "notFound.text":
    "Vielleicht hat sich ein Tippfehler eingeschlichen oder die Seite wurde verschoben. Hier geht es weiter:",
  "notFound.home": "Zur Startseite",
  findJobs: "Jobs finden",

  "banner.newVersion": "Es gibt eine neue Version von {app}.",
  "banner.reload": "Jetzt neu laden",
  "banner.unavailable": "{app} ist gerade nicht erreichbar.",
  "banner.retryIn": "Neuer Versuch in {seconds} s …",
  "banner.retrying": "Neuer Versuch …",
  "banner.reloadSoon": "Die Seite lädt gleich neu.",

  "failure.offline": "Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.",
  "failure.tooMany": "Zu viele Anfragen in kurzer Zeit.",
  "failure.tryAgainSoon": "Bitte warte einen Moment und versuche es dann noch einmal.",
  "failure.tryAgainInSeconds": {
    one: "Bitte versuche es in {count} Sekunde noch einmal.",
    other: "Bitte versuche es in {count} Sekunden noch einmal.",
  },
  "failure.tryAgainInMinutes": {
    one: "Bitte versuche es in {count} Minute noch einmal.",
    other: "Bitte versuche es in {count} Minuten noch einmal.",
  },
  "failure.unavailable":
    "Der Dienst ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.",
  "failure.unknown": "Das hat gerade nicht geklappt. Bitte versuche es noch einmal.",

  "card.topJob": "Top-Job",
  "card.facts": "Eckdaten",
  "card.place": "Ort:",
  "card.distance": "Entfernung:",
  "card.workingTime": "Anstellungsart:",
  "card.start": "Start:",
  "card.salary": "Gehalt:",
  "card.placeOnRequest": "Ort auf Anfrage",
  "card.logo": "Logo {name}",
  "workingTime.Vollzeit": "Vollzeit",
  "workingTime.Teilzeit": "Teilzeit",
  "workingTime.Saisonarbeit": "Saisonarbeit",
  "workingTime.Ausbildung": "Ausbildung",
  "salary.perHour": "pro Stunde",
  "salary.perMonth": "pro Monat",
  "salary.perYear": "pro Jahr",
  "salary.from": "ab {amount}",
  "salary.upTo": "bis {amount}",
  "salary.range": "{min} – {max}",
  "start.flexible": "ab sofort / nach Vereinbarung",
  "start.now": "ab sofort",
  "start.from": "ab {date}",
  "sector.landwirtschaft": "Landwirtschaft",
  "sector.garten-und-landschaftsbau": "Garten- und Landschaftsbau",
  "sector.baumschule": "Baumschule",
  "sector.pflanzenhandel": "Pflanzenhandel",
  "sector.obst-und-gemuesebau": "Obst- und Gemüsebau",
  "sector.zierpflanzenbau": "Zierpflanzenbau",
  "sector.forstwirtschaft": "Forstwirtschaft",
  "sector.friedhofsgaertnerei": "Friedhofsgärtnerei",

  "save.name": "Job merken: {title}",
  "save.nameLabelled": "Merken: {title}",
  "save.label": "Merken",
  "save.add": "Auf die Merkliste",
  "save.remove": "Von der Merkliste entfernen",
  "save.added": "„{title}“ ist jetzt auf deiner Merkliste.",
  "save.removed": "„{title}“ ist nicht mehr auf deiner Merkliste.",
  "save.full": {
    one: "Deine Merkliste ist voll ({count} Job). Entferne zuerst einen Job, um diesen zu merken.",
    other:
      "Deine Merkliste ist voll ({count} Jobs). Entferne zuerst einen Job, um diesen zu merken.",
  },
} satisfies Messages;

export type ShellMessages = typeof shell;
