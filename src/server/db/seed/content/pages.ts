import type { SeedPage } from "./types.ts";

const placeholderNotice = `<p><strong>Hinweis: Platzhaltertext.</strong> Dieser Text ist ein Muster und muss vor dem Livegang von einer fachkundigen Person geprüft und durch die rechtsverbindliche Fassung ersetzt werden.</p>`;

const employerContent = `<h2>Warum Sie Ihre Stellen bei Wurzelwerk ausschreiben sollten</h2>
<p>Gute Leute für Landwirtschaft, Garten- und Landschaftsbau, Baumschule oder Pflanzenhandel finden Sie selten auf den großen, allgemeinen Jobportalen. Dort geht Ihre Anzeige zwischen Bürojobs und Callcentern unter. Wurzelwerk ist die erste interaktive Karriereplattform, die sich ausschließlich an die grüne Branche richtet. Wer hier sucht, will draußen arbeiten, mit Pflanzen, Tieren und Maschinen – und genau diese Menschen erreichen Sie.</p>
<ul>
<li><strong>Passende Reichweite:</strong> Ihre Anzeige erscheint bei Fachkräften, Quereinsteigenden, Saisonkräften und Auszubildenden, die gezielt nach Jobs in Ihrer Branche suchen.</li>
<li><strong>Regionale Umkreissuche:</strong> Bewerbende suchen in einem Radius von 30 bis 100 km um ihren Wohnort. Ihre Stelle wird denen angezeigt, die realistisch täglich zu Ihnen kommen können – sortiert nach Entfernung.</li>
<li><strong>Keine Hürden für Bewerbende:</strong> Jobsuchende brauchen kein Konto. Sie bewerben sich in einer Minute direkt auf Wurzelwerk – auch vom Handy und mit oder ohne Lebenslauf –, per E-Mail oder über Ihr eigenes Bewerbungsformular, ganz wie Sie es in der Anzeige wählen.</li>
<li><strong>Bewerbungen im Dashboard:</strong> Bewerbungen über Wurzelwerk sehen Sie sofort in Ihrem Dashboard, mit Lebenslauf und Anhängen. Sie vergeben einen Status und senden auf Wunsch eine freundliche Absage; nach Ablauf der Aufbewahrungsfrist löschen wir sie automatisch.</li>
<li><strong>Live-Dashboard:</strong> Im Dashboard sehen Sie Status, Laufzeit und Ablaufdatum jeder Anzeige, Ihr verfügbares Guthaben und wie gefragt Stellen in Ihren Branchen und Regionen gerade sind. Änderungen erscheinen sofort, ohne die Seite neu zu laden.</li>
</ul>
<h2>So einfach funktioniert es – in drei Schritten</h2>
<ol>
<li><strong>Registrieren:</strong> Legen Sie in wenigen Minuten ein kostenloses Arbeitgeberkonto an und bestätigen Sie Ihre E-Mail-Adresse. Ergänzen Sie Ihr Profil mit Logo, Beschreibung und Website.</li>
<li><strong>Anzeige erstellen:</strong> Unser Editor führt Sie Schritt für Schritt durch Basisdaten, Stellenbeschreibung sowie Kontakt &amp; Bewerbung. Jeder Schritt wird automatisch als Entwurf gespeichert, in der Vorschau sehen Sie Ihre Anzeige genau so, wie Bewerbende sie sehen.</li>
<li><strong>Veröffentlichen:</strong> Wählen Sie das passende Anzeigenpaket, bezahlen Sie bequem auf Rechnung oder per Karte – und schalten Sie Ihre Anzeige mit einem Klick live.</li>
</ol>
<h2>Volle Kontrolle über Ihre Anzeigen</h2>
<p>Ist die Stelle besetzt, beenden Sie die Anzeige mit einem Klick. Brauchen Sie mehr Zeit, verlängern Sie sie. Kurz vor Ablauf erinnern wir Sie rechtzeitig. Ihre Rechnungen laden Sie jederzeit als PDF im Dashboard herunter.</p>
<p>Sie haben Fragen zu den Paketen oder möchten mehrere Standorte betreuen? Schreiben Sie uns über das <a href="/kontakt">Kontaktformular</a> oder lesen Sie die <a href="/faq">häufigen Fragen</a>. Bereit? Dann <a href="/register">registrieren Sie sich jetzt kostenlos</a>.</p>`;

export const pages: SeedPage[] = [
  {
    slug: "home",
    type: "Home",
    name: { de: "Startseite", en: "Home" },
    meta_title: { de: "Jobs in der grünen Branche finden | Wurzelwerk" },
    meta_description: {
      de: "Finde Jobs in Landwirtschaft, Garten- und Landschaftsbau, Baumschule und Pflanzenhandel – mit Umkreissuche, kostenlos und ohne Anmeldung.",
    },
    intro: {
      de: "Die erste interaktive Karriereplattform für die grüne Branche. Finde in wenigen Schritten den Job, der zu dir passt.",
    },
    content: {
      de: `<p>Ob Vollzeit, Teilzeit, Saisonarbeit oder Ausbildung: Auf Wurzelwerk findest du Stellen in Landwirtschaft, Garten- und Landschaftsbau, Baumschule, Pflanzenhandel und vielen weiteren grünen Berufen. Beantworte vier kurze Fragen und wir zeigen dir passende Jobs in deiner Nähe – kostenlos und ohne Anmeldung.</p>`,
    },
  },
  {
    slug: "faq",
    type: "FAQ",
    name: { de: "Häufige Fragen", en: "FAQ" },
    meta_title: { de: "Häufige Fragen (FAQ) | Wurzelwerk" },
    meta_description: {
      de: "Antworten auf häufige Fragen zur Jobsuche, zur Bewerbung und zu Stellenanzeigen, Paketen und Bezahlung für Arbeitgeber auf Wurzelwerk.",
    },
    intro: {
      de: "Hier beantworten wir die wichtigsten Fragen für Jobsuchende und Arbeitgeber.",
    },
    content: {
      de: `<p>Du findest deine Frage nicht? Dann schreib uns über das <a href="/kontakt">Kontaktformular</a> – wir melden uns so schnell wie möglich.</p>`,
    },
  },
  {
    slug: "kontakt",
    type: "Kontakt",
    name: { de: "Kontakt", en: "Contact" },
    meta_title: { de: "Kontakt | Wurzelwerk" },
    meta_description: {
      de: "Fragen zur Jobsuche, zu Stellenanzeigen oder Rechnungen? Das Wurzelwerk-Team hilft weiter – über das Kontaktformular, schnell und persönlich.",
    },
    intro: {
      de: "Sie haben eine Frage, eine Anregung oder ein Problem? Wir sind für Sie da – ob Sie eine Stelle suchen oder eine ausschreiben.",
    },
    content: {
      de: `<p>Nutzen Sie das Formular, um uns zu schreiben. Wir antworten in der Regel innerhalb von ein bis zwei Werktagen. Viele Antworten finden Sie auch sofort in unseren <a href="/faq">häufigen Fragen</a>.</p>
<p>Für Fragen zu Anzeigen und Rechnungen nennen Sie uns bitte den Namen Ihres Betriebs – dann können wir schneller helfen.</p>`,
    },
  },
  {
    slug: "ueber-uns",
    type: "About",
    name: { de: "Über uns", en: "About us" },
    meta_title: { de: "Über uns – Karriere in der grünen Branche | Wurzelwerk" },
    meta_description: {
      de: "Wurzelwerk verbindet Menschen, die draußen mit Pflanzen und Natur arbeiten wollen, mit Betrieben der grünen Branche. Erfahre, wer wir sind und wie es geht.",
    },
    intro: {
      de: "Wir bringen Menschen und Betriebe der grünen Branche zusammen – regional, einfach und ohne Umwege.",
    },
    content: {
      de: `<h2>Unsere Mission</h2>
<p>Wurzelwerk ist die erste interaktive Karriereplattform für die grüne Branche. Wir wollen, dass jeder Betrieb in Landwirtschaft, Gartenbau, Baumschule, Forst und Pflanzenhandel die Menschen findet, die er braucht – und dass jede und jeder, die draußen mit Pflanzen, Tieren und Maschinen arbeiten möchten, den passenden Job in der eigenen Region entdeckt.</p>
<p>Dafür haben wir eine Jobbörse gebaut, die sich auf das Wesentliche konzentriert: klare Stellenanzeigen, eine Suche, die in wenigen Schritten zum Ziel führt, und ein Werkzeug für Arbeitgeber, das im Betriebsalltag nicht im Weg steht.</p>
<h2>Warum die grüne Branche?</h2>
<p>Die grüne Branche ernährt uns, gestaltet unsere Städte und Landschaften und leistet einen wichtigen Beitrag zu Klimaschutz und Artenvielfalt. Gleichzeitig suchen viele Betriebe händeringend nach Fachkräften, Auszubildenden und Saisonkräften. Auf allgemeinen Jobportalen gehen ihre Anzeigen oft unter, und wer einen Job in einer Gärtnerei oder auf einem Hof sucht, muss sich durch unzählige unpassende Treffer klicken.</p>
<p>Wir glauben: Grüne Berufe verdienen einen eigenen Ort. Einen, der die Besonderheiten der Branche kennt – Saisonarbeit, regionale Bindung, praktische Ausbildungswege und Quereinstiege.</p>
<h2>So funktioniert Wurzelwerk für Jobsuchende</h2>
<p>Du beantwortest vier kurze Fragen: welche Anstellungsart du suchst, wann du starten möchtest, in welchen Branchen du arbeiten willst und in welcher Region. Mit der Umkreissuche legst du fest, wie weit du pendeln möchtest – zwischen 30 und 100 km. Wir zeigen dir passende Stellen, die nächstgelegenen zuerst.</p>
<ul>
<li>kostenlos und ohne Konto</li>
<li>Bewerbung in einer Minute direkt auf Wurzelwerk, per E-Mail oder über das Bewerbungsformular des Betriebs</li>
<li>Vollzeit, Teilzeit, Saisonarbeit und Ausbildung an einem Ort</li>
</ul>
<p>Leg gleich los und entdecke aktuelle <a href="/jobs">Jobs in der grünen Branche</a>.</p>
<h2>So funktioniert Wurzelwerk für Arbeitgeber</h2>
<p>Arbeitgeber registrieren sich kostenlos, erstellen ihre Stellenanzeige in einem geführten Editor und veröffentlichen sie mit einem passenden Anzeigenpaket. Im Live-Dashboard behalten sie Laufzeiten, Guthaben und Rechnungen im Blick und sehen, wie gefragt Stellen in ihren Branchen und Regionen sind. Mehr dazu erfahren Sie auf der Seite <a href="/arbeitgeber">Für Arbeitgeber</a>.</p>
<h2>Sprich mit uns</h2>
<p>Wurzelwerk wächst mit den Menschen, die es nutzen. Du hast eine Idee, Lob oder Kritik? Dann schreib uns über das <a href="/kontakt">Kontaktformular</a> – wir freuen uns auf deine Nachricht.</p>`,
    },
  },
  {
    slug: "blog",
    type: "Blog",
    name: { de: "Blog", en: "Blog" },
    meta_title: { de: "Blog – Tipps rund um grüne Berufe | Wurzelwerk" },
    meta_description: {
      de: "Ratgeber zu Ausbildung, Saisonarbeit, Quereinstieg und Personalsuche in Landwirtschaft, GaLaBau, Baumschule und Gartenbau – im Wurzelwerk-Blog.",
    },
    intro: {
      de: "Wissen, Tipps und Hintergründe rund um Jobs und Karriere in der grünen Branche.",
    },
    content: {
      de: `<p>Hier findest du Ratgeber zu Ausbildung, Saisonarbeit und Quereinstieg – und Arbeitgeber erhalten Anregungen, wie sie passende Mitarbeitende finden und halten.</p>`,
    },
  },
  {
    slug: "arbeitgeber",
    type: "Arbeitgeber",
    name: { de: "Für Arbeitgeber", en: "For employers" },
    meta_title: { de: "Stellenanzeigen für die grüne Branche | Wurzelwerk" },
    meta_description: {
      de: "Schalten Sie Stellenanzeigen für Landwirtschaft, GaLaBau, Baumschule und Pflanzenhandel: regionale Reichweite, einfache Pakete, Live-Dashboard.",
    },
    intro: {
      de: "Finden Sie Fachkräfte, Auszubildende und Saisonkräfte dort, wo die grüne Branche sucht.",
    },
    content: { de: employerContent },
  },
  {
    slug: "arbeitgeber-info",
    type: "ArbeitgeberWithoutPrices",
    name: { de: "Für Arbeitgeber", en: "For employers" },
    meta_title: { de: "Mitarbeitende finden in der grünen Branche | Wurzelwerk" },
    meta_description: {
      de: "So finden Betriebe aus Landwirtschaft, Gartenbau und Pflanzenhandel passende Mitarbeitende: registrieren, Anzeige erstellen und veröffentlichen.",
    },
    intro: {
      de: "Finden Sie Fachkräfte, Auszubildende und Saisonkräfte dort, wo die grüne Branche sucht.",
    },
    content: { de: employerContent },
  },
  {
    slug: "datenschutz",
    type: "Contentpage",
    name: { de: "Datenschutzerklärung", en: "Privacy policy" },
    meta_title: { de: "Datenschutzerklärung | Wurzelwerk" },
    meta_description: {
      de: "Informationen zur Verarbeitung personenbezogener Daten auf Wurzelwerk: Zwecke, Rechtsgrundlagen, Cookies, Zahlungsabwicklung und deine Rechte.",
    },
    intro: {
      de: "Wie wir mit personenbezogenen Daten umgehen und welche Rechte du hast.",
    },
    content: {
      de: `${placeholderNotice}
<h2>1. Verantwortlicher</h2>
<p>Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:</p>
<p>Wurzelwerk GmbH (Platzhalter), Musterstraße 1, 12345 Musterstadt</p>
<p>E-Mail: datenschutz@example.org (Platzhalter)</p>
<p>[Platzhalter: Kontaktdaten der bzw. des Datenschutzbeauftragten, sofern benannt.]</p>
<h2>2. Überblick über die Verarbeitungen</h2>
<p>Wir verarbeiten personenbezogene Daten nur, soweit dies zur Bereitstellung unserer Jobbörse, zur Durchführung von Verträgen mit Arbeitgebern, zur Beantwortung von Anfragen und zur Erfüllung gesetzlicher Pflichten erforderlich ist oder du eingewilligt hast.</p>
<h2>3. Rechtsgrundlagen</h2>
<ul>
<li><strong>Art. 6 Abs. 1 lit. a DSGVO</strong> – Einwilligung, z. B. für das Laden der Kartendarstellung;</li>
<li><strong>Art. 6 Abs. 1 lit. b DSGVO</strong> – Vertragserfüllung und vorvertragliche Maßnahmen, z. B. Arbeitgeberkonto, Anzeigenpakete;</li>
<li><strong>Art. 6 Abs. 1 lit. c DSGVO</strong> – rechtliche Verpflichtung, z. B. handels- und steuerrechtliche Aufbewahrungspflichten;</li>
<li><strong>Art. 6 Abs. 1 lit. f DSGVO</strong> – berechtigte Interessen, z. B. sicherer Betrieb der Website und Beantwortung von Anfragen.</li>
</ul>
<h2>4. Bereitstellung der Website und Server-Logfiles</h2>
<p>Beim Aufruf der Website verarbeitet unser Hosting-Anbieter [Platzhalter: Name und Sitz] technisch notwendige Daten wie IP-Adresse, Datum und Uhrzeit, aufgerufene Seite und Browserkennung. Dies dient der Auslieferung und Sicherheit der Website (Art. 6 Abs. 1 lit. f DSGVO). Die Logfiles werden nach [Platzhalter: Anzahl] Tagen gelöscht.</p>
<h2>5. Cookies und lokale Speicherung</h2>
<p>Wir setzen nur <strong>technisch notwendige Cookies</strong> ein, etwa ein Sitzungs-Cookie für die Anmeldung von Arbeitgebern und ein Sicherheits-Token zum Schutz vor gefälschten Anfragen. Deine Suchauswahl und ein ggf. begonnener Bestellvorgang werden im Speicher deines Browsers (Session- bzw. Local Storage) abgelegt. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. b bzw. f DSGVO.</p>
<p>Die <strong>Kartendarstellung</strong> in der Umkreissuche wird erst geladen, wenn du zustimmst. Dabei wird deine IP-Adresse an den Kartenanbieter [Platzhalter: Name und Sitz] übermittelt (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Deine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen.</p>
<h2>6. Jobsuche und Suchstatistik</h2>
<p>Für die Jobsuche brauchst du kein Konto. Um Ergebnisse im gewünschten Umkreis zu berechnen, verarbeiten wir den von dir eingegebenen Ort. Suchen speichern wir ausschließlich <strong>anonym</strong> (gewählte Filter, grobe Region, Zeitpunkt – ohne IP-Adresse und ohne Cookie-Kennung), um die Nachfrage nach Branchen und Regionen auszuwerten.</p>
<p>Legst du einen <strong>Suchauftrag</strong> an, speichern wir deine E-Mail-Adresse, deinen Suchfilter (Branchen, Anstellungsart, Start, Ort mit Umkreis oder Bundesland), die gewünschte Häufigkeit und welche Anzeigen wir dir schon geschickt haben, um dir neue passende Stellen per E-Mail zu senden (Art. 6 Abs. 1 lit. a DSGVO). Erst nach deiner Bestätigung über den Link in unserer E-Mail schreiben wir dir; unbestätigte Suchaufträge löschen wir nach 7 Tagen. Über den Link in jeder E-Mail kannst du deine Suchaufträge ansehen, ändern, pausieren und löschen oder dich mit einem Klick abmelden – gelöscht ist dann alles, was wir dazu gespeichert haben.</p>
<h2>7. Kontaktformular</h2>
<p>Wenn du uns über das Kontaktformular schreibst, verarbeiten wir Name, E-Mail-Adresse, optional Telefonnummer und Betreff sowie deine Nachricht, um deine Anfrage zu beantworten (Art. 6 Abs. 1 lit. b bzw. f DSGVO). Die Daten löschen wir, sobald die Anfrage erledigt ist und keine Aufbewahrungspflichten entgegenstehen.</p>
<h2>8. Bewerbungen und Bewerberdaten</h2>
<p>Viele Betriebe nehmen Bewerbungen <strong>direkt auf Wurzelwerk</strong> entgegen. Bewirbst du dich über das Formular in einer Stellenanzeige, verarbeiten wir:</p>
<ul>
<li>deinen Namen, deine E-Mail-Adresse und – wenn du sie angibst – deine Telefonnummer und deine Nachricht,</li>
<li>die Dateien, die du hochlädst (Lebenslauf und bis zu drei Anhänge),</li>
<li>wann du dich beworben und eingewilligt hast, und den Stand der Bewerbung, den der Betrieb festhält (z. B. „in Prüfung“, „Zusage“, „Absage“).</li>
</ul>
<p><strong>Zweck:</strong> Wir geben deine Bewerbung an den Betrieb weiter, der die Stelle ausgeschrieben hat, schicken dir eine Bestätigung und zeigen dir, wo deine Bewerbung steht. Rechtsgrundlage ist deine Einwilligung, die du beim Absenden gibst (Art. 6 Abs. 1 lit. a DSGVO), und die Anbahnung eines Beschäftigungsverhältnisses auf deinen Wunsch (Art. 6 Abs. 1 lit. b DSGVO).</p>
<p><strong>Empfänger</strong> ist der Arbeitgeber der Anzeige: Nur seine Nutzerinnen und Nutzer sehen deine Bewerbung und laden deine Dateien herunter. Für das, was er danach damit tut, ist er selbst verantwortlich. Deine Dateien sind nicht öffentlich abrufbar. Das Wurzelwerk-Team sieht nur, wie viele Bewerbungen eingegangen sind, nicht ihren Inhalt. Außerdem verarbeiten unsere Auftragsverarbeiter (Hosting, E-Mail-Versand) die Daten in unserem Auftrag.</p>
<p><strong>Speicherdauer:</strong> Wir löschen deine Bewerbung mit allen Dateien automatisch 180 Tage, nachdem der Betrieb sie mit einer Zusage oder Absage abgeschlossen hat oder die Anzeige geendet hat – je nachdem, was zuerst eintritt. So bleibt Zeit für Ansprüche nach dem Allgemeinen Gleichbehandlungsgesetz (§ 15 Abs. 4 AGG). Löscht der Betrieb sein Konto, löschen wir seine Bewerbungen mit.</p>
<p><strong>Zurückziehen:</strong> Über den Link in unserer Bestätigungs-E-Mail siehst du deine Bewerbung und ihren Stand jederzeit und kannst sie zurückziehen. Dann löschen wir sie sofort mit allen Dateien – so widerrufst du auch deine Einwilligung. Deine weiteren Rechte findest du unter „Deine Rechte“.</p>
<p>Bewirbst du dich <strong>per E-Mail oder über das Bewerbungsformular des Arbeitgebers</strong>, erhalten wir deine Unterlagen nicht. Verantwortlich ist dann allein der Arbeitgeber; bitte beachte dessen Datenschutzhinweise.</p>
<h2>9. Arbeitgeberkonto und Stellenanzeigen</h2>
<p>Für das Arbeitgeberkonto verarbeiten wir Firmenname, Name der Kontaktperson, E-Mail-Adresse und ein verschlüsselt gespeichertes Passwort sowie die Angaben im Arbeitgeberprofil und in den Stellenanzeigen (Art. 6 Abs. 1 lit. b DSGVO). Die in einer Anzeige angegebenen Kontaktdaten (Ansprechperson, E-Mail, Telefon) werden mit der Anzeige öffentlich angezeigt. Arbeitgeber können ihre Daten jederzeit exportieren und ihr Konto löschen.</p>
<h2>10. Zahlungsabwicklung</h2>
<p>Bei Zahlung auf Rechnung verarbeiten wir die zur Rechnungsstellung erforderlichen Daten selbst. Bei Kartenzahlung nutzen wir den Zahlungsdienstleister <strong>Stripe</strong> (Stripe Payments Europe, Ltd., Irland). Deine Zahlungsdaten gibst du direkt auf der Bezahlseite von Stripe ein; wir erhalten lediglich eine Bestätigung über den Zahlungseingang. Stripe kann Daten auch in Drittländer, insbesondere die USA, übermitteln; [Platzhalter: Angaben zu Angemessenheitsbeschluss bzw. Standardvertragsklauseln]. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.</p>
<h2>11. Empfänger</h2>
<p>Wir setzen sorgfältig ausgewählte Auftragsverarbeiter ein (z. B. Hosting, E-Mail-Versand), mit denen Verträge nach Art. 28 DSGVO bestehen. [Platzhalter: Liste der Dienstleister.]</p>
<h2>12. Speicherdauer</h2>
<p>Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist. Kontodaten löschen wir nach Löschung des Kontos. Rechnungen und buchungsrelevante Unterlagen bewahren wir entsprechend den gesetzlichen Aufbewahrungsfristen nach Handels- und Steuerrecht auf (bis zu zehn Jahre).</p>
<h2>13. Deine Rechte</h2>
<p>Du hast das Recht auf:</p>
<ul>
<li>Auskunft (Art. 15 DSGVO),</li>
<li>Berichtigung (Art. 16 DSGVO),</li>
<li>Löschung (Art. 17 DSGVO),</li>
<li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
<li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
<li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO),</li>
<li>Widerruf erteilter Einwilligungen mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
</ul>
<p>Wende dich dazu einfach an die oben genannte Adresse oder nutze unser <a href="/kontakt">Kontaktformular</a>.</p>
<h2>14. Beschwerderecht bei einer Aufsichtsbehörde</h2>
<p>Du hast das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat deines Aufenthaltsorts, deines Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. [Platzhalter: zuständige Aufsichtsbehörde am Sitz des Unternehmens.]</p>
<p>Stand: [Platzhalter: Datum]</p>`,
    },
  },
  {
    slug: "impressum",
    type: "Contentpage",
    name: { de: "Impressum", en: "Legal notice" },
    meta_title: { de: "Impressum | Wurzelwerk" },
    meta_description: {
      de: "Impressum von Wurzelwerk, der Karriereplattform für die grüne Branche: Anbieterkennzeichnung, Kontakt, Registereintrag und Verantwortliche.",
    },
    intro: {
      de: "Anbieterkennzeichnung und Kontaktdaten.",
    },
    content: {
      de: `${placeholderNotice}
<h2>Angaben gemäß § 5 DDG</h2>
<p>Wurzelwerk GmbH (Platzhalter)</p>
<p>Musterstraße 1, 12345 Musterstadt, Deutschland</p>
<h3>Vertreten durch</h3>
<p>Geschäftsführung: Max Mustermann (Platzhalter)</p>
<h3>Kontakt</h3>
<ul>
<li>Telefon: +49 (0) 123 456789 (Platzhalter)</li>
<li>E-Mail: kontakt@example.org (Platzhalter)</li>
<li>oder über unser <a href="/kontakt">Kontaktformular</a></li>
</ul>
<h3>Registereintrag</h3>
<p>Eintragung im Handelsregister.</p>
<ul>
<li>Registergericht: Amtsgericht Musterstadt (Platzhalter)</li>
<li>Registernummer: HRB 00000 (Platzhalter)</li>
</ul>
<h3>Umsatzsteuer-Identifikationsnummer</h3>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE000000000 (Platzhalter)</p>
<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
<p>Max Mustermann (Platzhalter), Musterstraße 1, 12345 Musterstadt</p>
<h2>Verbraucherstreitbeilegung</h2>
<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<h2>Haftung für Inhalte</h2>
<p>Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Für Stellenanzeigen sind die jeweiligen Arbeitgeber verantwortlich. Wir sind als Diensteanbieter nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen. Sobald uns Rechtsverletzungen bekannt werden, entfernen wir die betreffenden Inhalte umgehend.</p>
<h2>Haftung für Links</h2>
<p>Stellenanzeigen können Links zu externen Websites der Arbeitgeber enthalten, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.</p>`,
    },
  },
  {
    slug: "agb",
    type: "Contentpage",
    name: { de: "Allgemeine Geschäftsbedingungen", en: "Terms and conditions" },
    meta_title: { de: "Allgemeine Geschäftsbedingungen (AGB) | Wurzelwerk" },
    meta_description: {
      de: "Allgemeine Geschäftsbedingungen von Wurzelwerk für Arbeitgeber: Anzeigenpakete, Laufzeiten, Preise, Zahlung, Pflichten und Haftung im Überblick.",
    },
    intro: {
      de: "Bedingungen für die Veröffentlichung von Stellenanzeigen durch Arbeitgeber.",
    },
    content: {
      de: `${placeholderNotice}
<h2>§ 1 Geltungsbereich und Vertragsgegenstand</h2>
<ol>
<li>Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge zwischen der Wurzelwerk GmbH (Platzhalter), Musterstraße 1, 12345 Musterstadt (nachfolgend „Wurzelwerk“), und Arbeitgebern, die über die Plattform Stellenanzeigen veröffentlichen (nachfolgend „Arbeitgeber“).</li>
<li>Das Angebot richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB.</li>
<li>Gegenstand des Vertrags ist die Veröffentlichung von Stellenanzeigen auf der Online-Jobbörse Wurzelwerk für die im gebuchten Anzeigenpaket vereinbarte Laufzeit. Ein bestimmter Bewerbungs- oder Vermittlungserfolg ist nicht geschuldet.</li>
<li>Abweichende Geschäftsbedingungen des Arbeitgebers gelten nur, wenn Wurzelwerk ihnen ausdrücklich in Textform zugestimmt hat.</li>
</ol>
<h2>§ 2 Registrierung und Vertragsschluss</h2>
<ol>
<li>Die Nutzung setzt ein Arbeitgeberkonto voraus. Die Registrierung ist kostenlos. Der Arbeitgeber hat seine Angaben wahrheitsgemäß zu machen und aktuell zu halten sowie seine Zugangsdaten geheim zu halten.</li>
<li>Vor einer Bestellung und vor der Veröffentlichung einer Anzeige ist die Bestätigung der E-Mail-Adresse erforderlich.</li>
<li>Mit dem Absenden einer Bestellung gibt der Arbeitgeber ein verbindliches Angebot ab. Der Vertrag kommt mit der Bestätigung der Bestellung durch Wurzelwerk zustande.</li>
</ol>
<h2>§ 3 Anzeigenpakete und Laufzeit</h2>
<ol>
<li>Es gelten die zum Zeitpunkt der Bestellung auf der Seite <a href="/arbeitgeber">Für Arbeitgeber</a> beschriebenen Anzeigenpakete. Jedes Paket gewährt ein oder mehrere Anzeigenguthaben; ein Guthaben berechtigt zur einmaligen Veröffentlichung einer Stellenanzeige für die Laufzeit des Pakets.</li>
<li>Die Laufzeit einer Anzeige beginnt mit ihrer Veröffentlichung und endet automatisch mit Ablauf der gebuchten Dauer. Eine stillschweigende Verlängerung findet nicht statt.</li>
<li>Guthaben aus Mehrfachpaketen sind innerhalb des im Paket genannten Zeitraums ab Kauf einzulösen. Nicht eingelöste Guthaben verfallen danach ersatzlos.</li>
<li>Der Arbeitgeber kann eine Anzeige mit einem weiteren Guthaben verlängern. Er kann eine Anzeige jederzeit vorzeitig beenden; eine Erstattung für die nicht genutzte Laufzeit erfolgt nicht.</li>
</ol>
<h2>§ 4 Preise und Zahlung</h2>
<ol>
<li>Es gelten die zum Zeitpunkt der Bestellung angegebenen Preise. Alle Preise verstehen sich netto zuzüglich der gesetzlichen Umsatzsteuer.</li>
<li>Die Zahlung erfolgt wahlweise <strong>auf Rechnung</strong> oder <strong>per Kartenzahlung über den Zahlungsdienstleister Stripe</strong>, soweit diese Zahlungsart angeboten wird.</li>
<li>Rechnungen sind innerhalb von [Platzhalter: Anzahl] Tagen nach Rechnungsdatum ohne Abzug zur Zahlung fällig. Rechnungen werden elektronisch bereitgestellt und können im Dashboard abgerufen werden.</li>
<li>Bei Zahlung per Stripe wird das Guthaben nach bestätigtem Zahlungseingang gutgeschrieben. Bei Zahlungsverzug ist Wurzelwerk berechtigt, laufende Anzeigen bis zum Ausgleich offener Forderungen zu deaktivieren.</li>
</ol>
<h2>§ 5 Pflichten des Arbeitgebers</h2>
<ol>
<li>Der Arbeitgeber ist für den Inhalt seiner Stellenanzeigen allein verantwortlich. Anzeigen müssen sich auf tatsächlich zu besetzende Stellen beziehen und wahrheitsgemäße Angaben enthalten.</li>
<li>Anzeigen dürfen nicht gegen geltendes Recht verstoßen, insbesondere nicht gegen das Allgemeine Gleichbehandlungsgesetz (AGG), das Mindestlohngesetz, wettbewerbsrechtliche Vorschriften oder Rechte Dritter (z. B. Urheber- und Markenrechte an Logos und Bildern).</li>
<li>Der Arbeitgeber räumt Wurzelwerk die für die Veröffentlichung und Bewerbung der Anzeigen erforderlichen einfachen Nutzungsrechte an den übermittelten Inhalten ein.</li>
<li>Der Arbeitgeber verarbeitet die Daten von Bewerbenden in eigener Verantwortung und unter Beachtung der datenschutzrechtlichen Vorschriften.</li>
<li>Wurzelwerk ist berechtigt, Anzeigen, die gegen diese Pflichten verstoßen, ohne vorherige Ankündigung zu sperren oder zu entfernen. Der Arbeitgeber stellt Wurzelwerk von Ansprüchen Dritter frei, die auf einer Verletzung dieser Pflichten beruhen.</li>
</ol>
<h2>§ 6 Verfügbarkeit</h2>
<p>Wurzelwerk bemüht sich um eine möglichst unterbrechungsfreie Verfügbarkeit der Plattform. Vorübergehende Einschränkungen durch Wartung, Weiterentwicklung oder Störungen außerhalb des Einflussbereichs von Wurzelwerk sind möglich und begründen keine Ansprüche, soweit sie die Laufzeit einer Anzeige nicht erheblich beeinträchtigen.</p>
<h2>§ 7 Haftung</h2>
<ol>
<li>Wurzelwerk haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz.</li>
<li>Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht (Kardinalpflicht) ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.</li>
<li>Im Übrigen ist die Haftung ausgeschlossen.</li>
</ol>
<h2>§ 8 Kündigung des Kontos</h2>
<p>Der Arbeitgeber kann sein Konto jederzeit löschen. Laufende Anzeigen werden dabei beendet; bereits gezahlte Entgelte und nicht eingelöste Guthaben werden nicht erstattet. Das Recht zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt.</p>
<h2>§ 9 Datenschutz</h2>
<p>Informationen zur Verarbeitung personenbezogener Daten enthält die <a href="/datenschutz">Datenschutzerklärung</a>.</p>
<h2>§ 10 Schlussbestimmungen</h2>
<ol>
<li>Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.</li>
<li>Ist der Arbeitgeber Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand der Sitz von Wurzelwerk.</li>
<li>Wurzelwerk kann diese AGB mit Wirkung für die Zukunft ändern. Änderungen werden dem Arbeitgeber rechtzeitig in Textform mitgeteilt; bereits gebuchte Pakete bleiben unberührt.</li>
<li>Sollten einzelne Bestimmungen dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.</li>
</ol>
<p>Stand: [Platzhalter: Datum]</p>`,
    },
  },
];
