import type { SeedFaq } from "./types.ts";

export const faqs: SeedFaq[] = [
  // Für Jobsuchende (du-Form)
  {
    audience: "seeker",
    question: { de: "Wie funktioniert die Jobsuche bei Wurzelwerk?" },
    answer: {
      de: `<p>Du beantwortest vier kurze Fragen: welche <strong>Anstellungsart</strong> du suchst, <strong>wann</strong> du starten möchtest, in welchen <strong>Branchen</strong> du arbeiten willst und in welcher <strong>Region</strong>. Danach zeigen wir dir alle passenden Stellenanzeigen – sortiert nach Entfernung, die nächstgelegenen zuerst.</p>
<p>Deine Auswahl kannst du jederzeit über den Filter anpassen oder zurücksetzen. Ohne Filter findest du alle aktuellen Stellen unter <a href="/jobs">Jobs</a>.</p>`,
    },
  },
  {
    audience: "seeker",
    question: { de: "Wie funktioniert die Umkreissuche?" },
    answer: {
      de: `<p>Gib einen Ort, eine Postleitzahl oder ein Bundesland ein und wähle einen Vorschlag aus der Liste. Mit dem Schieberegler legst du den <strong>Umkreis zwischen 30 und 100 km</strong> fest. Wir berechnen die Entfernung zu jedem Arbeitsort und zeigen dir nur Stellen innerhalb deines Radius – bei jedem Ergebnis steht, wie viele Kilometer es entfernt ist.</p>`,
    },
  },
  {
    audience: "seeker",
    question: { de: "Was bedeuten „Saisonarbeit“ und „Ausbildung“?" },
    answer: {
      de: `<ul>
<li><strong>Saisonarbeit</strong> ist eine befristete Beschäftigung für eine bestimmte Zeit im Jahr, zum Beispiel in der Ernte, in der Pflanzsaison oder im Frühjahrsverkauf im Gartencenter. Sie eignet sich gut zum Reinschnuppern oder als Nebenverdienst.</li>
<li><strong>Ausbildung</strong> bedeutet einen Ausbildungsplatz in einem anerkannten Ausbildungsberuf, etwa Gärtner, Landwirt oder Forstwirt. Die duale Ausbildung dauert in der Regel drei Jahre und verbindet Praxis im Betrieb mit der Berufsschule.</li>
</ul>
<p>Daneben kannst du nach <strong>Vollzeit</strong>- und <strong>Teilzeit</strong>-Stellen suchen.</p>`,
    },
  },
  {
    audience: "seeker",
    question: { de: "Brauche ich ein Konto, um Jobs zu suchen oder mich zu bewerben?" },
    answer: {
      de: `<p>Nein. Als Jobsuchende oder Jobsuchender brauchst du <strong>kein Konto</strong> und musst dich nirgends registrieren. Du suchst einfach los und bewirbst dich direkt – über das kurze Formular auf Wurzelwerk oder beim Betrieb selbst. Ein Konto benötigen nur Arbeitgeber, die Stellenanzeigen veröffentlichen.</p>`,
    },
  },
  {
    audience: "seeker",
    question: { de: "Wie bewerbe ich mich auf eine Stelle?" },
    answer: {
      de: `<p>In jeder Stellenanzeige führt dich „Jetzt bewerben“ den Weg, den sich der Betrieb wünscht:</p>
<ul>
<li><strong>direkt auf Wurzelwerk:</strong> Ein kurzes Formular mit Name, E-Mail-Adresse, auf Wunsch Telefonnummer, Nachricht und Lebenslauf (PDF, Word, JPEG oder PNG) – ohne Konto, in einer Minute auch vom Handy. Du bekommst eine Bestätigung per E-Mail mit einem Link, unter dem du deine Bewerbung ansehen und jederzeit zurückziehen kannst;</li>
<li><strong>per E-Mail</strong> an die angegebene Adresse oder</li>
<li><strong>über einen Link</strong> zum Bewerbungsformular des Arbeitgebers.</li>
</ul>
<p>Deine Bewerbung sieht nur der Betrieb, das Wurzelwerk-Team liest sie nicht mit. Achte auf eine eventuell angegebene Bewerbungsfrist. Bei Fragen hilft dir die genannte Ansprechperson gern weiter.</p>`,
    },
  },
  {
    audience: "seeker",
    question: { de: "Kostet mich die Nutzung etwas?" },
    answer: {
      de: `<p>Nein. Die Jobsuche auf Wurzelwerk ist für dich <strong>komplett kostenlos</strong> – ohne versteckte Kosten und ohne Abo. Die Plattform finanziert sich über die Stellenanzeigen der Arbeitgeber.</p>`,
    },
  },
  {
    audience: "seeker",
    question: { de: "Was passiert mit meinen Daten, wenn ich suche?" },
    answer: {
      de: `<p>Deine Suchauswahl wird nur in deinem Browser gespeichert, damit du sie beim nächsten Seitenaufruf nicht neu eingeben musst. Für Statistiken über die Nachfrage werten wir Suchen <strong>anonym</strong> aus: Branche, Anstellungsart, Startzeitraum und eine grobe Region – ohne IP-Adresse und ohne Cookie-Kennung.</p>
<p>Die Karte wird erst geladen, wenn du zustimmst. Alle Einzelheiten findest du in unserer <a href="/datenschutz">Datenschutzerklärung</a>.</p>`,
    },
  },
  {
    audience: "seeker",
    question: { de: "Eine Stelle ist „nicht mehr verfügbar“ – was heißt das?" },
    answer: {
      de: `<p>Der Arbeitgeber hat die Anzeige beendet oder ihre Laufzeit ist abgelaufen. Die Stelle ist dann meist schon besetzt. Schau dir unter <a href="/jobs">Jobs</a> ähnliche Angebote in deiner Region an – es kommen laufend neue hinzu.</p>`,
    },
  },

  // Für Arbeitgeber (Sie-Form)
  {
    audience: "employer",
    question: { de: "Wie veröffentliche ich eine Stellenanzeige?" },
    answer: {
      de: `<p>In drei Schritten:</p>
<ul>
<li><strong>Registrieren:</strong> Legen Sie unter <a href="/register">Registrieren</a> ein kostenloses Arbeitgeberkonto an und bestätigen Sie Ihre E-Mail-Adresse.</li>
<li><strong>Anzeige erstellen:</strong> Im Dashboard führt Sie der Editor durch Basisdaten, Beschreibung sowie Kontakt &amp; Bewerbung. Jeder Schritt wird als Entwurf gespeichert, in der Vorschau sehen Sie die Anzeige so, wie Bewerbende sie sehen.</li>
<li><strong>Veröffentlichen:</strong> Mit einem verfügbaren Anzeigenguthaben schalten Sie die Anzeige mit einem Klick live.</li>
</ul>`,
    },
  },
  {
    audience: "employer",
    question: { de: "Was kostet eine Stellenanzeige und welche Pakete gibt es?" },
    answer: {
      de: `<p>Sie können zwischen drei Paketen wählen:</p>
<ul>
<li><strong>Basis:</strong> 1 Anzeige, 30 Tage Laufzeit – 149 € netto</li>
<li><strong>Plus:</strong> 1 Anzeige, 60 Tage Laufzeit, in der Suche hervorgehoben – 249 € netto</li>
<li><strong>Paket 5:</strong> 5 Anzeigen mit je 60 Tagen Laufzeit, 12 Monate ab Kauf einlösbar – 899 € netto</li>
</ul>
<p>Alle Preise verstehen sich zuzüglich 19 % Umsatzsteuer. Die aktuellen Konditionen finden Sie jederzeit auf der Seite <a href="/arbeitgeber">Für Arbeitgeber</a>. Die Registrierung selbst ist kostenlos.</p>`,
    },
  },
  {
    audience: "employer",
    question: { de: "Wie kann ich bezahlen?" },
    answer: {
      de: `<p>Sie haben die Wahl:</p>
<ul>
<li><strong>Auf Rechnung:</strong> Ihr Anzeigenguthaben steht sofort nach der Bestellung bereit, die Rechnung erhalten Sie als PDF.</li>
<li><strong>Per Karte über Stripe:</strong> Sie zahlen über die sichere Bezahlseite unseres Zahlungsdienstleisters Stripe. Das Guthaben wird gutgeschrieben, sobald die Zahlung bestätigt ist.</li>
</ul>`,
    },
  },
  {
    audience: "employer",
    question: { de: "Wie lange läuft meine Anzeige?" },
    answer: {
      de: `<p>Die Laufzeit richtet sich nach dem Paket: <strong>30 Tage</strong> bei Basis, <strong>60 Tage</strong> bei Plus und bei jeder Anzeige aus Paket 5. Sie beginnt mit der Veröffentlichung. Drei Tage vor Ablauf erinnern wir Sie per Benachrichtigung im Dashboard. Nach Ablauf verschwindet die Anzeige automatisch aus der Suche.</p>`,
    },
  },
  {
    audience: "employer",
    question: { de: "Kann ich eine Anzeige verlängern oder vorzeitig beenden?" },
    answer: {
      de: `<p><strong>Verlängern:</strong> Mit einem weiteren Anzeigenguthaben verlängern Sie eine laufende oder abgelaufene Anzeige um die Laufzeit des Guthabens. Bei einer laufenden Anzeige wird die Zeit an das bisherige Ablaufdatum angehängt.</p>
<p><strong>Beenden:</strong> Ist die Stelle besetzt, beenden Sie die Anzeige im Dashboard mit einem Klick. Sie wird sofort aus der Suche entfernt. Ein bereits eingesetztes Guthaben wird dabei nicht erstattet.</p>`,
    },
  },
  {
    audience: "employer",
    question: { de: "Warum muss ich meine E-Mail-Adresse bestätigen?" },
    answer: {
      de: `<p>Damit nur echte Arbeitgeber Anzeigen schalten, ist die Bestätigung Ihrer E-Mail-Adresse Voraussetzung, bevor Sie <strong>bezahlen oder eine Anzeige veröffentlichen</strong> können. Den Bestätigungslink senden wir Ihnen direkt nach der Registrierung. Entwürfe können Sie schon vorher anlegen. Ist die E-Mail nicht angekommen, prüfen Sie Ihren Spam-Ordner oder fordern Sie den Link über den Hinweis im Kopfbereich erneut an.</p>`,
    },
  },
  {
    audience: "employer",
    question: { de: "Wo finde ich meine Rechnungen?" },
    answer: {
      de: `<p>Alle Bestellungen und Rechnungen finden Sie in Ihrem <strong>Dashboard</strong>. Dort können Sie jede Rechnung jederzeit als PDF herunterladen – mit fortlaufender Rechnungsnummer und ausgewiesener Umsatzsteuer.</p>`,
    },
  },
  {
    audience: "employer",
    question: { de: "Sehe ich, wie gefragt Stellen in meiner Region sind?" },
    answer: {
      de: `<p>Ja. In Ihrem Dashboard zeigen wir Ihnen, wie oft in Ihren Branchen und Regionen nach Stellen gesucht wird. Die Auswertung beruht auf anonymisierten Suchen – so erkennen Sie, wann sich eine Anzeige besonders lohnt. Fragen beantworten wir Ihnen gern über unser <a href="/kontakt">Kontaktformular</a>.</p>`,
    },
  },
];
