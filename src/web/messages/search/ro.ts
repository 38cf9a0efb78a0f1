import type { MessagesLike } from "#shared/translator.ts";
import type { SearchMessages } from "./de.ts";

export const search: MessagesLike<SearchMessages> = {
  "meta.title": {
    one: "Locuri de muncă în sectorul verde – {count} post liber",
    few: "Locuri de muncă în sectorul verde – {count} posturi libere",
    other: "Locuri de muncă în sectorul verde – {count} de posturi libere",
  },
  "meta.description":
    "Locuri de muncă actuale în agricultură, amenajări peisagistice, pepiniere și comerțul cu plante – în apropierea ta, ordonate după distanță.",
  "heading.searching": "Căutăm locuri de muncă potrivite …",
  "heading.found": {
    one: "{count} loc de muncă potrivit în apropierea ta",
    few: "{count} locuri de muncă potrivite în apropierea ta",
    other: "{count} de locuri de muncă potrivite în apropierea ta",
  },
  "heading.latest": "Locuri de muncă actuale în sectorul verde",
  "note.land": "Tot landul {land}, ordonat după distanța față de centrul landului.",
  "note.radius":
    "Ordonate după distanță – cel mai apropiat loc de muncă primul. Rază: {radius} km.",
  "note.latest": {
    one: "{count} post liber, cele mai noi primele. Restrânge căutarea după domeniu, tipul de angajare și regiune.",
    few: "{count} posturi libere, cele mai noi primele. Restrânge căutarea după domeniu, tipul de angajare și regiune.",
    other:
      "{count} de posturi libere, cele mai noi primele. Restrânge căutarea după domeniu, tipul de angajare și regiune.",
  },
  allJobs: "Vezi toate locurile de muncă",
  findMatching: "Găsește locuri de muncă potrivite",
  running: "Căutăm …",
  noJobs: "Acum nu este niciun loc de muncă online. Revino în curând!",

  "results.list": "Anunțuri de locuri de muncă",
  "results.shown": {
    one: "Afișate {shown} din {count} loc de muncă",
    few: "Afișate {shown} din {count} locuri de muncă",
    other: "Afișate {shown} din {count} de locuri de muncă",
  },
  "results.loading": "Se încarcă …",
  "results.more": "Încarcă mai multe locuri de muncă",

  "empty.heading": "Deocamdată niciun loc de muncă potrivit",
  "empty.land":
    "În tot landul {land} nu există acum niciun loc de muncă potrivit cu toate alegerile tale.",
  "empty.radius":
    "Pe o rază de {radius} km nu există acum niciun loc de muncă potrivit cu toate alegerile tale.",
  "empty.any": "Nu există acum niciun loc de muncă potrivit cu toate alegerile tale.",
  "empty.looking": "Vedem ce găsește o mică schimbare …",
  "empty.offer": "Cu una dintre aceste schimbări găsești ceva:",
  "empty.nothing":
    "Nici o rază mai mare, alt moment de început, mai multe domenii sau alt tip de angajare nu găsesc acum nimic.",
  "empty.changes": "Schimbări care găsesc locuri de muncă",
  "relax.radius": {
    one: "{count} loc de muncă pe o rază de {radius} km",
    few: "{count} locuri de muncă pe o rază de {radius} km",
    other: "{count} de locuri de muncă pe o rază de {radius} km",
  },
  "relax.more_than_3_months": {
    one: "{count} loc de muncă care începe peste mai mult de 3 luni",
    few: "{count} locuri de muncă care încep peste mai mult de 3 luni",
    other: "{count} de locuri de muncă care încep peste mai mult de 3 luni",
  },
  "relax.1_to_3_months": {
    one: "{count} loc de muncă care începe în 1–3 luni",
    few: "{count} locuri de muncă care încep în 1–3 luni",
    other: "{count} de locuri de muncă care încep în 1–3 luni",
  },
  "relax.sectors": {
    one: "{count} loc de muncă dacă adaugi {names}",
    few: "{count} locuri de muncă dacă adaugi {names}",
    other: "{count} de locuri de muncă dacă adaugi {names}",
  },
  "relax.Vollzeit": {
    one: "{count} loc de muncă cu normă întreagă",
    few: "{count} locuri de muncă cu normă întreagă",
    other: "{count} de locuri de muncă cu normă întreagă",
  },
  "relax.Teilzeit": {
    one: "{count} loc de muncă cu normă parțială",
    few: "{count} locuri de muncă cu normă parțială",
    other: "{count} de locuri de muncă cu normă parțială",
  },
  "relax.Saisonarbeit": {
    one: "{count} loc de muncă sezonier",
    few: "{count} locuri de muncă sezoniere",
    other: "{count} de locuri de muncă sezoniere",
  },
  "relax.Ausbildung": {
    one: "{count} loc de ucenicie",
    few: "{count} locuri de ucenicie",
    other: "{count} de locuri de ucenicie",
  },
  "list.and": "{first} și {last}",

  "selection.heading": "Alegerea ta:",
  "selection.name": "Alegerea ta",
  "selection.empty": "Nimic ales",
  "chip.remove": "Elimină {label}",
  "chip.start": "Început: {start}",
  "chip.land": "Tot landul {land}",
  "chip.place": "{place} ({radius} km)",
  filter: "Filtre",
  "filter.chosen": "alese",
  "start.1_to_3_months": "în 1–3 luni",
  "start.more_than_3_months": "peste mai mult de 3 luni",
  "startHint.1_to_3_months": "Începi curând",
  "startHint.more_than_3_months": "Cu timp de pregătire",
  "workingTimeHint.Vollzeit": "Toată săptămâna în aer liber",
  "workingTimeHint.Teilzeit": "Mai puține ore pe săptămână",
  "workingTimeHint.Saisonarbeit": "Pentru un sezon, de ex. la recoltă",
  "workingTimeHint.Ausbildung": "Drumul tău spre o calificare",
  "toggle.with_accommodation": "Cu cazare",
  "toggle.without_german": "Fără limba germană",
  "toggleHint.with_accommodation":
    "Doar locuri de muncă la care angajatorul îți oferă cazare – gratuit sau contra cost.",
  "toggleHint.without_german": "Doar locuri de muncă pentru care nu ai nevoie de germană.",
  "sectors.hint": "Poți alege până la 5 răspunsuri.",
  "sectors.full": "Elimină un domeniu ca să alegi altul.",
  "failure.missing": "Completează filtrele obligatorii care lipsesc.",
  "failure.server": "Căutarea nu a mers acum. Te rugăm să încerci din nou.",
  "failure.tooMany": "Ai căutat foarte des în ultimul timp.",

  loading: "Se încarcă căutarea …",
  "wizard.progress": "Progresul căutării",
  "wizard.step": "Pasul {step} din {total}",
  "wizard.close": "Închide",
  "wizard.kicker": "Căutarea ta de loc de muncă",
  "wizard.working_time": "Ce fel de loc de muncă cauți?",
  "wizard.job_available_at": "Când vrei să începi?",
  "wizard.sectors": "În ce domeniu vrei să lucrezi?",
  "wizard.location": "În ce regiune vrei să lucrezi?",
  "wizard.back": "Înapoi",
  "wizard.next": "Mai departe",
  run: "Găsește acum locuri de muncă potrivite",

  "modal.close": "Închide",
  "modal.introFirst":
    "Patru răspunsuri până la locurile de muncă potrivite: alege domeniul, tipul de angajare, momentul de început și regiunea.",
  "modal.introRepeat":
    "Ajustează căutarea și găsește mai multe locuri de muncă potrivite în apropierea ta.",
  "modal.sectors": "Domeniu",
  "modal.workingTime": "Tipul de angajare",
  "modal.start": "Momentul de început",
  "modal.region": "Regiune",
  "modal.more": "Cazare și limbă",
  "modal.reset": "Resetează",

  "place.label": "Localitate, cod poștal sau land",
  "place.placeholder": "Introdu localitatea, codul poștal sau landul",
  "place.clear": "Șterge textul",
  "place.searching": "Căutăm localități …",
  "place.none": "Niciun rezultat",
  "place.count": {
    one: "{count} sugestie. Alege cu săgețile, Enter confirmă.",
    few: "{count} sugestii. Alege cu săgețile, Enter confirmă.",
    other: "{count} de sugestii. Alege cu săgețile, Enter confirmă.",
  },
  "place.list": "Sugestii",
  "place.wholeLand": "Căutăm în tot landul {land}, fără rază.",
  "place.radius": "Rază",
  "map.none": "Încă nu ai ales niciun loc",
  "map.land": "Tot landul {land}",
  "map.circle": "{radius} km în jurul localității {place}",
  "map.notice":
    "Pentru hartă încărcăm fragmente de hartă de la un serviciu extern de hărți. Astfel, adresa IP a browserului este transmisă acestui serviciu.",
  "map.show": "Arată harta",
  // The job alert's offer and sheet on /jobs (job-alerts feature).
  "alert.button": "Creează o alertă de locuri de muncă",
  "alert.loading": "Se încarcă alerta …",
  "alert.arrival.title": "Nu mai rata niciun loc de muncă nou",
  "alert.arrival.text":
    "Primește pe e-mail locuri de muncă noi pentru exact această căutare – zilnic sau săptămânal.",
  "alert.results.title": "Locuri de muncă noi pe e-mail",
  "alert.results.text":
    "Îți trimitem locuri de muncă noi pentru această căutare imediat ce apar online – zilnic sau săptămânal.",
  "alert.empty.title": "Încă nimic potrivit? Îți trimitem locuri de muncă noi pe e-mail.",
  "alert.empty.text":
    "Imediat ce apare un loc de muncă potrivit, afli primul – zilnic sau săptămânal.",
  "alert.intro":
    "Îți trimitem pe e-mail locuri de muncă noi pentru căutarea ta – doar când apare ceva nou.",
  "alert.yourSearch": "Căutarea ta",
  "alert.yourSearchHeading": "Căutarea ta:",
  "alert.email": "Adresa de e-mail",
  "alert.howOften": "Cât de des?",
  "alert.daily": "zilnic",
  "alert.dailyHint": "dimineața la ora 7, dacă sunt locuri de muncă noi",
  "alert.weekly": "săptămânal",
  "alert.weeklyHint": "lunea la ora 7, toate locurile de muncă noi din săptămână",
  "alert.privacy":
    "Mai întâi primești un e-mail prin care confirmi alerta. O poți opri oricând cu un singur clic. Mai multe în",
  "alert.privacyLink": "politica de confidențialitate (în germană)",
  "alert.privacyEnd": ".",
  "alert.sent":
    "Aproape gata: ți-am trimis un e-mail. Confirmă în el alerta – abia apoi îți scriem.",
  "alert.tooMany": "Ai trimis foarte des în ultimul timp.",
  "alert.failed": "Alerta nu a putut fi creată acum. Te rugăm să încerci din nou.",
  "alert.incomplete":
    "Căutarea ta nu este completă: alege domeniul, tipul de angajare, începutul și regiunea.",
  "alert.emailRequired": "Te rugăm să introduci adresa ta de e-mail.",
  "alert.emailTooLong": "Adresa de e-mail este prea lungă.",
  "alert.emailInvalid": "Te rugăm să introduci o adresă de e-mail validă.",
  "alert.frequencyRequired": "Te rugăm să alegi cât de des să îți scriem.",
  "alert.busy": "Se creează …",
  "alert.done": "Gata",
  "alert.close": "Închide",
};
