import type { SeedBlogPost } from "./types.ts";

export const blogPosts: SeedBlogPost[] = [
  {
    slug: "ausbildung-zum-gaertner-fachrichtungen-im-ueberblick",
    title: { de: "Ausbildung zum Gärtner: Fachrichtungen im Überblick" },
    excerpt: {
      de: "Gärtner ist nicht gleich Gärtner: Sieben Fachrichtungen stehen dir offen – von der Baumschule bis zum Garten- und Landschaftsbau. Wir zeigen, was dich jeweils erwartet und wie du die passende findest.",
    },
    meta_title: { de: "Ausbildung Gärtner: alle Fachrichtungen | Wurzelwerk" },
    meta_description: {
      de: "Gärtner-Ausbildung: die sieben Fachrichtungen von Baumschule bis GaLaBau im Überblick, mit Ablauf, Voraussetzungen und Weiterbildungsmöglichkeiten.",
    },
    author: "Redaktion Wurzelwerk",
    published_at: "2026-02-17",
    content: {
      de: `<p>Du arbeitest gern draußen, packst mit an und willst sehen, was du geschafft hast? Dann ist eine Ausbildung zum Gärtner oder zur Gärtnerin vielleicht genau das Richtige für dich. Was viele nicht wissen: Hinter dem Beruf stecken sieben ganz unterschiedliche Fachrichtungen. Ob du später Gärten anlegst, Gemüse anbaust oder Bäume heranziehst, entscheidest du schon bei der Wahl deines Ausbildungsbetriebs.</p>

<h2>So läuft die Ausbildung ab</h2>
<p>Die Ausbildung ist dual organisiert: Den größten Teil der Zeit lernst du im Betrieb, dazu kommt der Unterricht in der Berufsschule – je nach Region tageweise oder im Blockunterricht. Die Ausbildung dauert in der Regel <strong>drei Jahre</strong>. Mit Abitur, einer abgeschlossenen Berufsausbildung oder passender Vorerfahrung kann sie oft verkürzt werden.</p>
<p>Eine bestimmte Schulbildung ist gesetzlich nicht vorgeschrieben. Die meisten Betriebe freuen sich über einen Haupt- oder Realschulabschluss, wichtiger sind aber meist:</p>
<ul>
<li>Freude an der Arbeit im Freien – auch bei Regen, Hitze und Kälte,</li>
<li>körperliche Belastbarkeit und handwerkliches Geschick,</li>
<li>Interesse an Pflanzen, Technik und Natur,</li>
<li>Teamgeist und Zuverlässigkeit.</li>
</ul>
<p>In den ersten beiden Jahren lernst du die Grundlagen, die alle Fachrichtungen gemeinsam haben: Pflanzenkunde, Boden und Düngung, Pflanzenschutz, Arbeitssicherheit und den Umgang mit Maschinen. Danach vertiefst du dich in deiner Fachrichtung.</p>

<h2>Die sieben Fachrichtungen</h2>
<h3>Garten- und Landschaftsbau</h3>
<p>Die größte Fachrichtung. Du legst Gärten, Parks, Spielplätze und Dachbegrünungen an und pflegst sie. Dazu gehören Pflasterarbeiten, Mauerbau, Teichbau und das Arbeiten mit Baggern und Radladern. Ideal, wenn du gern baust und jeden Tag auf einer anderen Baustelle bist.</p>
<h3>Baumschule</h3>
<p>Hier ziehst du Bäume, Sträucher, Rosen und Heckenpflanzen heran – vom Steckling oder der Veredelung bis zur verkaufsfertigen Pflanze. Viele Baumschulen haben große Freilandflächen und viel Technik. Auch Versand und Kundenberatung gehören dazu.</p>
<h3>Zierpflanzenbau</h3>
<p>Du produzierst Beet- und Balkonpflanzen, Topfpflanzen und Schnittblumen, meist im Gewächshaus. Klimasteuerung, Bewässerungstechnik und exaktes Timing spielen eine große Rolle, denn die Pflanzen müssen zum richtigen Zeitpunkt verkaufsfertig sein.</p>
<h3>Gemüsebau</h3>
<p>Vom Salat im Gewächshaus bis zum Feldgemüse: Du säst, pflanzt, pflegst und erntest und sorgst dafür, dass frische Ware in den Handel kommt. Moderne Betriebe arbeiten mit viel Technik und oft auch nach ökologischen Richtlinien.</p>
<h3>Obstbau</h3>
<p>Äpfel, Birnen, Kirschen oder Beeren – im Obstbau kümmerst du dich um Pflanzung, Schnitt, Pflanzenschutz und Ernte. Das Jahr folgt einem klaren Rhythmus, mit Baumschnitt im Winter und der Ernte als Höhepunkt.</p>
<h3>Staudengärtnerei</h3>
<p>Stauden sind mehrjährige, krautige Pflanzen. Du vermehrst und kultivierst eine riesige Vielfalt an Arten und Sorten und berätst Kundschaft, welche Pflanze wohin passt. Perfekt für alle, die Pflanzen wirklich kennen wollen.</p>
<h3>Friedhofsgärtnerei</h3>
<p>Du gestaltest und pflegst Grabstätten, fertigst Gestecke und berätst Angehörige. Neben Pflanzenwissen sind hier Feingefühl und gute Umgangsformen gefragt.</p>

<h2>So findest du die passende Fachrichtung</h2>
<ol>
<li><strong>Frag dich, was dich antreibt:</strong> Bauen, Produzieren, Verkaufen oder Pflegen?</li>
<li><strong>Mach ein Praktikum:</strong> Ein paar Tage im Betrieb sagen mehr als jede Broschüre. Viele Betriebe bieten Schnuppertage an.</li>
<li><strong>Schau dir die Betriebe in deiner Nähe an:</strong> Nicht jede Fachrichtung ist überall gleich stark vertreten.</li>
</ol>
<p>Einen Wechsel der Fachrichtung nach der Ausbildung schließt übrigens niemand aus. Viele Gärtnerinnen und Gärtner arbeiten später in einem anderen Bereich als dem, in dem sie gelernt haben.</p>

<h2>Und nach der Ausbildung?</h2>
<p>Mit dem Gesellenbrief in der Tasche stehen dir viele Wege offen. Du kannst als Fachkraft arbeiten, Verantwortung als Vorarbeiter übernehmen oder dich weiterbilden:</p>
<ul>
<li>Gärtnermeister oder Gärtnermeisterin,</li>
<li>staatlich geprüfter Techniker oder Wirtschafter im Gartenbau,</li>
<li>Spezialisierungen, zum Beispiel in der Baumpflege,</li>
<li>ein Studium in Gartenbau, Landschaftsbau oder Landschaftsarchitektur.</li>
</ul>
<blockquote>Gut ausgebildete Gärtnerinnen und Gärtner werden in allen Fachrichtungen gesucht – die Chancen auf eine Übernahme und einen sicheren Job sind gut.</blockquote>

<h2>Jetzt Ausbildungsplatz finden</h2>
<p>Auf Wurzelwerk wählst du bei der Suche einfach „Ausbildung“ als Anstellungsart, gibst deine Wunschbranchen und deinen Wohnort an und siehst sofort, welche Betriebe in deinem Umkreis ausbilden. <a href="/jobs">Hier geht es zu den aktuellen Stellen</a>.</p>`,
    },
  },
  {
    slug: "saisonarbeit-in-der-landwirtschaft",
    title: { de: "Saisonarbeit in der Landwirtschaft: Was du wissen solltest" },
    excerpt: {
      de: "Spargelstechen, Erdbeeren pflücken, Äpfel ernten: Saisonjobs sind ein guter Einstieg in die grüne Branche. Was du zu Lohn, Versicherung, Arbeitszeit und Unterkunft wissen solltest.",
    },
    meta_title: { de: "Saisonarbeit Landwirtschaft: Lohn & Regeln | Wurzelwerk" },
    meta_description: {
      de: "Saisonarbeit in der Landwirtschaft: Mindestlohn, kurzfristige Beschäftigung, Versicherung, Unterkunft und die wichtigsten Tipps für deinen Saisonjob.",
    },
    author: "Lena Brückner",
    published_at: "2026-04-08",
    content: {
      de: `<p>Wenn im Frühjahr der Spargel sprießt oder im Herbst die Äpfel reif sind, brauchen landwirtschaftliche Betriebe viele helfende Hände. Saisonarbeit ist eine gute Möglichkeit, für ein paar Wochen oder Monate draußen zu arbeiten, Geld zu verdienen und die grüne Branche kennenzulernen. Damit dein Saisonjob ein Erfolg wird, solltest du ein paar Dinge wissen.</p>

<h2>Wann und wo gibt es Saisonjobs?</h2>
<p>Der Bedarf folgt dem Rhythmus der Natur. Typische Einsätze sind:</p>
<ul>
<li><strong>Frühjahr:</strong> Spargelernte, Pflanzarbeiten im Gemüse- und Obstbau, Hochsaison in Baumschulen und Gartencentern,</li>
<li><strong>Sommer:</strong> Erdbeeren, Kirschen, Heidelbeeren und Feldgemüse,</li>
<li><strong>Herbst:</strong> Äpfel, Birnen, Kürbisse, Kartoffeln und die Weinlese,</li>
<li><strong>Winter:</strong> Weihnachtsbaumverkauf und Obstbaumschnitt.</li>
</ul>
<p>Viele Betriebe suchen früh im Jahr. Wer sich rechtzeitig bewirbt, hat die größte Auswahl.</p>

<h2>Lohn: Der Mindestlohn gilt auch für dich</h2>
<p>Auch als Saisonkraft hast du Anspruch auf den <strong>gesetzlichen Mindestlohn</strong>. Seit dem 1. Januar 2026 liegt er bei 13,90 € brutto pro Stunde. Manche Betriebe zahlen nach Menge, also im Akkord. Das ist erlaubt, aber am Ende muss für jede gearbeitete Stunde mindestens der Mindestlohn herauskommen. Notiere dir deshalb deine Arbeitszeiten selbst – das schafft Klarheit für beide Seiten.</p>

<h2>Kurzfristige Beschäftigung: Was bedeutet das?</h2>
<p>Viele Saisonjobs werden als <strong>kurzfristige Beschäftigung</strong> angemeldet. Das hat Folgen für die Sozialversicherung:</p>
<ul>
<li>Die Beschäftigung ist auf <strong>drei Monate oder 70 Arbeitstage</strong> im Kalenderjahr begrenzt. Frühere kurzfristige Jobs im selben Jahr werden mitgezählt.</li>
<li>Es werden keine Beiträge zur Kranken-, Pflege-, Renten- und Arbeitslosenversicherung fällig – dafür erwirbst du dort auch keine Ansprüche.</li>
<li>Die Tätigkeit darf nicht <strong>berufsmäßig</strong> ausgeübt werden. Wer zum Beispiel arbeitsuchend gemeldet ist, fällt in der Regel nicht darunter.</li>
<li>Über die gesetzliche Unfallversicherung des Betriebs bist du bei der Arbeit trotzdem versichert.</li>
<li>Lohnsteuer kann anfallen, entweder regulär über deine Steuermerkmale oder pauschal über den Arbeitgeber.</li>
</ul>
<p>Wichtig: Du solltest während des Saisonjobs eine eigene <strong>Krankenversicherung</strong> haben, denn über die kurzfristige Beschäftigung bist du nicht krankenversichert. Der Arbeitgeber muss bei der Anmeldung angeben, wie du versichert bist. Da sich die Regeln ändern können, lohnt sich ein Blick auf die aktuellen Informationen der Minijob-Zentrale.</p>

<h2>Arbeitszeit und Arbeitsbedingungen</h2>
<p>In der Erntezeit wird oft lange gearbeitet, auch am Wochenende. Das Arbeitszeitgesetz gilt aber auch in der Landwirtschaft: Es schreibt Höchstarbeitszeiten, Pausen und Ruhezeiten vor. Achte darauf, dass du:</p>
<ul>
<li>vor Arbeitsbeginn einen <strong>schriftlichen Arbeitsvertrag</strong> oder zumindest einen schriftlichen Nachweis über Lohn, Arbeitszeit und Dauer bekommst,</li>
<li>genug trinkst, dich vor Sonne schützt und regelmäßig Pausen machst,</li>
<li>eine Einweisung in Maschinen, Werkzeuge und Arbeitssicherheit erhältst,</li>
<li>passende Arbeitskleidung und festes Schuhwerk dabeihast.</li>
</ul>

<h2>Unterkunft und Verpflegung</h2>
<p>Viele Betriebe bieten Saisonkräften eine Unterkunft an, oft in Wohncontainern oder Gemeinschaftsunterkünften. Für diese gelten Mindeststandards aus der Arbeitsstättenverordnung, etwa zu Platz, Sanitäranlagen und Hygiene. Die Kosten für Unterkunft und Verpflegung dürfen nur in bestimmten Grenzen vom Lohn abgezogen werden. Lass dir vorher genau sagen:</p>
<ol>
<li>was die Unterkunft pro Tag oder Monat kostet,</li>
<li>mit wie vielen Personen du dir ein Zimmer teilst,</li>
<li>ob Verpflegung angeboten wird oder eine Küche vorhanden ist,</li>
<li>wie du zum Einsatzort kommst und ob Fahrtkosten übernommen werden.</li>
</ol>
<p>Am besten hältst du diese Punkte schriftlich fest. So gibt es später keine Überraschungen auf der Lohnabrechnung.</p>

<h2>Für wen eignet sich Saisonarbeit?</h2>
<p>Saisonjobs sind ideal für Studierende und Schülerinnen und Schüler in den Ferien, für Menschen, die eine berufliche Pause sinnvoll füllen wollen, und für alle, die testen möchten, ob ein grüner Beruf zu ihnen passt. Staatsangehörige von EU-Staaten können ohne besondere Erlaubnis in Deutschland arbeiten. Für Menschen aus anderen Ländern gelten eigene Regeln – hier hilft die Bundesagentur für Arbeit weiter.</p>
<blockquote>Aus vielen Saisonkräften werden später feste Mitarbeitende. Wer zuverlässig ist und mitdenkt, fällt auf.</blockquote>

<h2>So findest du deinen Saisonjob</h2>
<p>Wähle in der Suche auf Wurzelwerk die Anstellungsart „Saisonarbeit“, gib an, wann du starten möchtest, und stell deinen Umkreis ein. Du siehst sofort, welche Betriebe in deiner Nähe Unterstützung suchen, und bewirbst dich direkt – ganz ohne Konto. <a href="/jobs">Jetzt Saisonjobs entdecken</a>.</p>`,
    },
  },
  {
    slug: "fachkraeftemangel-im-galabau",
    title: { de: "Fachkräftemangel im GaLaBau: So finden Betriebe passende Mitarbeitende" },
    excerpt: {
      de: "Volle Auftragsbücher, aber zu wenig Leute in den Kolonnen? Mit diesen Maßnahmen verbessern Betriebe im Garten- und Landschaftsbau ihre Chancen auf passende Mitarbeitende.",
    },
    meta_title: { de: "Fachkräftemangel im GaLaBau: Tipps | Wurzelwerk" },
    meta_description: {
      de: "Fachkräftemangel im Garten- und Landschaftsbau: Wie Betriebe mit guten Stellenanzeigen, Ausbildung und Quereinsteigenden passende Mitarbeitende finden.",
    },
    author: "Markus Feldhaus",
    published_at: "2026-06-23",
    content: {
      de: `<p>Die Nachfrage nach Gärten, Grünanlagen, Dachbegrünungen und klimaangepassten Freiflächen ist hoch. Viele Betriebe im Garten- und Landschaftsbau könnten mehr Aufträge annehmen – wenn sie nur die Leute dafür hätten. Landschaftsgärtner, Vorarbeiter und Maschinenführer sind gefragt, und Auszubildende fehlen vielerorts. Die gute Nachricht: Mit einer durchdachten Personalsuche können auch kleinere Betriebe punkten.</p>

<h2>1. Schreiben Sie Stellenanzeigen, die wirklich informieren</h2>
<p>Viele Anzeigen bestehen aus Floskeln wie „dynamisches Team“ und „leistungsgerechte Bezahlung“. Bewerbende wollen etwas anderes wissen:</p>
<ul>
<li><strong>Was genau ist zu tun?</strong> Pflasterbau, Pflanzarbeiten, Pflege, Baumpflege, Maschineneinsatz?</li>
<li><strong>Wo wird gearbeitet?</strong> Im Umkreis von wenigen Kilometern oder auf Baustellen in der ganzen Region?</li>
<li><strong>Wie sehen die Arbeitszeiten aus?</strong> Gibt es ein Arbeitszeitkonto für den Winter, freie Freitage oder eine Vier-Tage-Woche?</li>
<li><strong>Was verdienen Ihre Mitarbeitenden?</strong> Eine Gehaltsspanne schafft Vertrauen und spart beiden Seiten Zeit.</li>
</ul>
<p>Eine Anzeige, die den Alltag im Betrieb ehrlich beschreibt, zieht die Menschen an, die dazu passen – und sortiert die anderen von selbst aus.</p>

<h2>2. Zeigen Sie, was Sie bieten</h2>
<p>Im Wettbewerb um Fachkräfte entscheidet oft das Gesamtpaket. Überlegen Sie, was Ihren Betrieb auszeichnet, und nennen Sie es konkret:</p>
<ul>
<li>moderne Maschinen und gut ausgestattete Fahrzeuge,</li>
<li>hochwertige Arbeitskleidung und Schutzausrüstung,</li>
<li>Weiterbildungen, etwa Führerscheinklassen, Baumpflege- oder Motorsägenlehrgänge,</li>
<li>feste Kolonnen und verlässliche Einsatzplanung,</li>
<li>ganzjährige Beschäftigung statt Entlassung im Winter,</li>
<li>Zuschüsse, etwa zur betrieblichen Altersvorsorge oder zum Jobticket.</li>
</ul>

<h2>3. Setzen Sie auf regionale Sichtbarkeit</h2>
<p>Im GaLaBau zählt die Nähe: Kaum jemand pendelt täglich eine Stunde zur Betriebsstätte, um von dort aus auf Baustellen zu fahren. Ihre Anzeige muss deshalb vor allem bei den Menschen in Ihrer Region erscheinen. Auf Wurzelwerk suchen Bewerbende in einem Umkreis von 30 bis 100 km um ihren Wohnort, die Ergebnisse sind nach Entfernung sortiert. Eine vollständige Adresse in der Anzeige sorgt dafür, dass Sie genau dort gefunden werden.</p>

<h2>4. Bilden Sie selbst aus</h2>
<p>Der sicherste Weg zu guten Fachkräften ist die eigene Ausbildung. Wer Azubis gut betreut, bindet sie oft langfristig an den Betrieb. Praktika für Schülerinnen und Schüler, Schnuppertage und die Zusammenarbeit mit Schulen in der Umgebung helfen, junge Menschen für den Beruf zu begeistern. Schreiben Sie Ausbildungsplätze früh aus – viele Jugendliche entscheiden sich bereits ein Jahr vor dem Ausbildungsstart.</p>

<h2>5. Öffnen Sie sich für Quereinsteigende</h2>
<p>Handwerklich geschickte Menschen aus anderen Berufen bringen oft wertvolle Erfahrung mit: Maurer, Tischlerinnen, Lkw-Fahrer oder Menschen aus der Landwirtschaft. Mit einer strukturierten Einarbeitung und der Aussicht auf eine Umschulung oder Externenprüfung werden sie zu vollwertigen Kolonnenmitgliedern. Machen Sie in Ihrer Anzeige deutlich, dass Quereinsteigende willkommen sind.</p>

<h2>6. Reagieren Sie schnell</h2>
<p>Gute Bewerbende haben die Wahl. Wer erst nach zwei Wochen antwortet, hat oft schon verloren. Bewährt hat sich:</p>
<ol>
<li>Eingang der Bewerbung innerhalb von ein bis zwei Tagen bestätigen,</li>
<li>kurzes Telefonat statt langem Schriftverkehr,</li>
<li>Probearbeitstag auf einer echten Baustelle,</li>
<li>zügige Zusage mit klaren Konditionen.</li>
</ol>
<p>Verzichten Sie außerdem auf unnötige Hürden: Für viele Stellen reichen ein kurzes Anschreiben und ein Lebenslauf, manchmal genügt ein Anruf.</p>

<h2>7. Halten Sie Ihre Leute</h2>
<p>Jede Fachkraft, die bleibt, müssen Sie nicht neu suchen. Eine gute Einarbeitung, faire Bezahlung, Wertschätzung im Alltag und Entwicklungsperspektiven wie die Vorarbeiter- oder Meisterlaufbahn senken die Fluktuation spürbar.</p>
<blockquote>Die besten Botschafter Ihres Betriebs sind zufriedene Mitarbeitende – viele neue Kolleginnen und Kollegen kommen über Empfehlungen.</blockquote>

<h2>Mit Wurzelwerk gezielt suchen</h2>
<p>Wurzelwerk ist die Karriereplattform für die grüne Branche. Ihre Stellenanzeige erreicht dort Menschen, die gezielt nach Jobs im Garten- und Landschaftsbau suchen – regional, nach Anstellungsart und Startzeitpunkt gefiltert. Im Dashboard sehen Sie außerdem, wie gefragt Stellen in Ihrer Region sind. Mehr erfahren Sie auf der Seite <a href="/arbeitgeber">Für Arbeitgeber</a>, oder Sie <a href="/register">registrieren sich direkt kostenlos</a>.</p>`,
    },
  },
  {
    slug: "quereinstieg-in-die-gruene-branche",
    title: { de: "Quereinstieg in die grüne Branche" },
    excerpt: {
      de: "Raus aus dem Büro, rein in die Natur? Der Quereinstieg in Landwirtschaft, Gartenbau oder Forst ist leichter, als viele denken. Diese Wege führen dich ans Ziel.",
    },
    meta_title: { de: "Quereinstieg in die grüne Branche | Wurzelwerk" },
    meta_description: {
      de: "Quereinstieg in Gartenbau, GaLaBau, Landwirtschaft oder Forst: Wege wie Helferjob, Umschulung und Externenprüfung sowie nützliche Zusatzqualifikationen.",
    },
    author: "Redaktion Wurzelwerk",
    published_at: "2026-09-10",
    content: {
      de: `<p>Immer mehr Menschen stellen sich die Frage: Will ich wirklich bis zur Rente vor dem Bildschirm sitzen? Wer lieber draußen arbeitet, mit den Händen etwas schafft und am Abend sieht, was er geleistet hat, ist in der grünen Branche richtig. Die gute Nachricht: Viele Betriebe in Landwirtschaft, Garten- und Landschaftsbau, Baumschule oder Forst freuen sich über Quereinsteigende. Wir zeigen dir, welche Wege es gibt.</p>

<h2>Was du mitbringen solltest</h2>
<p>Einen grünen Daumen musst du nicht von Anfang an haben – den bekommst du im Job. Wichtiger sind:</p>
<ul>
<li>Freude an körperlicher Arbeit und an der Arbeit im Freien bei jedem Wetter,</li>
<li>Zuverlässigkeit und Teamfähigkeit, denn meist arbeitest du in kleinen Teams,</li>
<li>Lernbereitschaft, weil Pflanzen, Maschinen und Abläufe neu für dich sind,</li>
<li>im Idealfall einen Führerschein, denn Baustellen und Felder liegen selten vor der Haustür.</li>
</ul>
<p>Erfahrungen aus deinem bisherigen Beruf sind oft wertvoller, als du denkst. Handwerkliches Geschick hilft im GaLaBau, Verkaufserfahrung im Gartencenter, kaufmännisches Wissen in der Betriebsorganisation und technisches Verständnis überall, wo Maschinen im Einsatz sind.</p>

<h2>Weg 1: Direkt einsteigen als Helfer oder Saisonkraft</h2>
<p>Der schnellste Weg ist ein Job als Helferin oder Helfer, zum Beispiel im Garten- und Landschaftsbau, in einer Baumschule oder in der Ernte. Du lernst den Arbeitsalltag kennen, ohne dich gleich langfristig festzulegen. Ein <strong>Saisonjob</strong> eignet sich besonders gut zum Ausprobieren. Viele Betriebe bilden engagierte Helfer später weiter oder bieten ihnen eine Ausbildung an.</p>

<h2>Weg 2: Ausbildung – auch mit 30, 40 oder 50</h2>
<p>Für eine Ausbildung ist es nie zu spät. Ob Gärtner, Landwirtin oder Forstwirt: Mit Berufserfahrung oder einem höheren Schulabschluss lässt sich die Ausbildungszeit häufig verkürzen. Sprich den Betrieb und die zuständige Stelle einfach darauf an. Viele Betriebe schätzen reifere Azubis, weil sie wissen, was sie wollen.</p>
<p>Die Ausbildungsvergütung ist allerdings niedriger als ein Fachkräftelohn. Kläre deshalb vorab, wie du die Ausbildungszeit finanzierst – etwa mit Unterstützung der Agentur für Arbeit.</p>

<h2>Weg 3: Umschulung</h2>
<p>Eine Umschulung ist eine verkürzte Ausbildung für Erwachsene, die meist rund zwei Jahre dauert und mit derselben Prüfung endet wie die reguläre Ausbildung. Unter bestimmten Voraussetzungen fördern die Agentur für Arbeit oder das Jobcenter eine Umschulung, zum Beispiel mit einem <strong>Bildungsgutschein</strong>. Ein Beratungsgespräch lohnt sich, bevor du dich auf die Suche nach einem Betrieb machst.</p>

<h2>Weg 4: Externenprüfung</h2>
<p>Du arbeitest schon länger ohne Abschluss in einem grünen Beruf? Dann kannst du unter Umständen ohne klassische Ausbildung zur Abschlussprüfung zugelassen werden. Voraussetzung ist in der Regel, dass du mindestens das Eineinhalbfache der regulären Ausbildungszeit in dem Beruf gearbeitet hast. Vorbereitungskurse helfen dir, Lücken in der Theorie zu schließen. Die zuständige Stelle für deinen Beruf berät dich zu den Voraussetzungen.</p>

<h2>Zusatzqualifikationen, die dich weiterbringen</h2>
<p>Auch ohne Abschluss kannst du mit gezielten Kursen und Scheinen punkten:</p>
<ol>
<li><strong>Führerscheinklassen</strong> wie BE oder C1E für Anhänger und größere Fahrzeuge,</li>
<li><strong>Motorsägen-Lehrgang</strong> für Arbeiten im Forst, in der Baumpflege und im GaLaBau,</li>
<li><strong>Sachkundenachweis Pflanzenschutz</strong>, wenn du mit Pflanzenschutzmitteln arbeiten möchtest,</li>
<li><strong>Maschinen- und Baggerschulungen</strong> für den Garten- und Landschaftsbau.</li>
</ol>
<p>Oft übernimmt der Arbeitgeber die Kosten, wenn du die Qualifikation für deinen Job brauchst. Frag im Vorstellungsgespräch danach.</p>

<blockquote>Quereinsteigende bringen frischen Wind und Lebenserfahrung mit. Für viele Betriebe zählt am Ende vor allem eins: dass du anpacken willst.</blockquote>

<h2>Deine ersten Schritte</h2>
<ol>
<li>Überlege, welcher Bereich dich reizt: bauen, anbauen, pflegen, verkaufen oder im Wald arbeiten.</li>
<li>Mach ein Praktikum oder einen Probearbeitstag, um den Alltag kennenzulernen.</li>
<li>Lass dich zu Förderung und Umschulung beraten.</li>
<li>Bewirb dich und betone, was du aus deinem bisherigen Beruf mitbringst.</li>
</ol>
<p>Auf Wurzelwerk findest du Stellen in allen grünen Bereichen – nach Anstellungsart, Startzeit und Umkreis gefiltert. Ein Konto brauchst du dafür nicht. <a href="/jobs">Jetzt passende Jobs finden</a> oder in den <a href="/faq">häufigen Fragen</a> mehr über die Suche erfahren.</p>`,
    },
  },
];
